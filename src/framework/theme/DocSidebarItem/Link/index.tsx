/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (DocSidebarItem/Link), because a wrapper cannot place a badge
 * inside the link: shows the badge named by the page's `sidebar_custom_props.badge` (new, updated, enterprise, ...)
 * after the label. Changed lines are marked "tessera:". Compare with upstream when upgrading.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import Badge from '@site/src/components/mdx/Badge'; // tessera:
import {isBadgeKind} from '@site/src/model/badges'; // tessera:
import styles from './styles.module.css';

function LinkLabel({label}: {label: string}): ReactNode {
  return <span className={styles.linkLabel}>{label}</span>;
}

export default function DocSidebarItemLink({item, onItemClick, activePath, level, index: _index, ...props}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const badge = item.customProps?.badge; // tessera:
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}>
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {
          onClick: onItemClick ? () => onItemClick(item) : undefined,
        })}
        {...props}>
        <LinkLabel label={label} />
        {typeof badge === 'string' && isBadgeKind(badge) && <Badge kind={badge} small inLink />} {/* tessera: */}
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
