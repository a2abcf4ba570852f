import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Icon, {type IconName} from '@site/src/components/mdx/Icon';
import styles from './styles.module.css';

export interface CardProps {
  title: string;
  description?: string;
  /** Internal route (e.g. /dev-docs/quick-start) or external URL. */
  href: string;
  icon?: IconName;
  small?: boolean;
}

/** A linked card for a page: title, short description and optional icon. */
export function Card({title, description, href, icon, small = false}: CardProps): ReactNode {
  return (
    <Link to={href} className={clsx(styles.card, small && styles.small, 'doc-card')}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} size={small ? 20 : 28} weight="duotone" />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </Link>
  );
}

export interface CardGridProps {
  children: ReactNode;
  /** Columns on wide screens (the grid always collapses to one column on phones). */
  columns?: 2 | 3 | 4;
}

/** A responsive grid of cards. */
export function CardGrid({children, columns = 2}: CardGridProps): ReactNode {
  return <div className={clsx(styles.grid, styles[`columns${columns}`], 'card-grid')}>{children}</div>;
}
