import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {BADGES, isBadgeKind, versionBadge, type BadgeDefinition, type BadgeKind} from '@site/src/model/badges';
import styles from './styles.module.css';

export interface BadgeProps {
  /** One of the known kinds (alpha, beta, future, enterprise, growth, cloud-free, cloud-essential, cloud-pro, cloud-scale, new, updated). */
  kind?: BadgeKind;
  /** A version such as "5.3.0", shown as "5.3.0+". */
  version?: string;
  /** Smaller badge for sidebar items and tight spots. */
  small?: boolean;
  /**
   * Inside a link (a sidebar item): the badge is neither focusable nor a link itself; its label joins the link's
   * name and its tooltip shows when the link is hovered or focused.
   */
  inLink?: boolean;
}

function definitionOf({kind, version}: BadgeProps): BadgeDefinition {
  if (version) return versionBadge(version);
  if (kind && isBadgeKind(kind)) return BADGES[kind];
  throw new Error(`<Badge> needs a known kind or a version; got kind="${String(kind)}"`);
}

/** An inline badge with an accessible tooltip (shown on hover and on keyboard focus). */
export default function Badge(props: BadgeProps): ReactNode {
  const definition = definitionOf(props);
  const tooltipId = useId();
  const className = clsx(
    styles.badge,
    styles[definition.tone],
    props.small && styles.small,
    props.inLink && styles.inLink,
    'tessera-badge',
  );
  if (props.inLink) {
    return (
      <span className={className} data-badge={props.kind ?? 'version'}>
        <span className="sr-only"> (</span>
        {definition.label}
        <span className="sr-only">)</span>
        <span className={styles.tooltip} aria-hidden="true">
          {definition.tooltip}
        </span>
      </span>
    );
  }
  const content = (
    <>
      {definition.label}
      <span role="tooltip" id={tooltipId} className={styles.tooltip}>
        {definition.tooltip}
      </span>
    </>
  );
  return definition.href ? (
    <Link to={definition.href} className={className} aria-describedby={tooltipId} data-badge={props.kind ?? 'version'}>
      {content}
    </Link>
  ) : (
    <span tabIndex={0} className={className} aria-describedby={tooltipId} data-badge={props.kind ?? 'version'}>
      {content}
    </span>
  );
}

const named = (kind: BadgeKind) => {
  function NamedBadge({small}: {small?: boolean}): ReactNode {
    return <Badge kind={kind} small={small} />;
  }
  NamedBadge.displayName = `Badge(${kind})`;
  return NamedBadge;
};

export const AlphaBadge = named('alpha');
export const BetaBadge = named('beta');
export const FutureBadge = named('future');
export const EnterpriseBadge = named('enterprise');
export const GrowthBadge = named('growth');
export const CloudFreeBadge = named('cloud-free');
export const CloudEssentialBadge = named('cloud-essential');
export const CloudProBadge = named('cloud-pro');
export const CloudScaleBadge = named('cloud-scale');
export const NewBadge = named('new');
export const UpdatedBadge = named('updated');

export function VersionBadge({version, small}: {version: string; small?: boolean}): ReactNode {
  return <Badge version={version} small={small} />;
}
