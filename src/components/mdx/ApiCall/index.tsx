import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCallProps {
  children: ReactNode;
  /** Stack request and response even on wide screens (long bodies read better that way). */
  stacked?: boolean;
}

/** A request and its response: side by side on wide screens, stacked on narrow ones or when `stacked`. */
export function ApiCall({children, stacked = false}: ApiCallProps): ReactNode {
  return (
    <div className={clsx(styles.apiCall, stacked && styles.stacked, 'api-call')} data-stacked={stacked || undefined}>
      {children}
    </div>
  );
}

interface PanelProps {
  children: ReactNode;
  title?: string;
}

export interface RequestProps extends PanelProps {
  method?: Method;
  /** Path with its query string, e.g. /api/restaurants?populate=* */
  path?: string;
}

export function Request({children, title = 'Example request', method, path}: RequestProps): ReactNode {
  return (
    <section className={clsx(styles.panel, 'api-call__request')} aria-label={title}>
      <header className={styles.panelTitle}>{title}</header>
      {(method || path) && (
        <p className={styles.methodLine}>
          {method && <span className={clsx(styles.method, styles[`method${method}`])}>{method}</span>}
          {path && <code className={styles.path}>{path}</code>}
        </p>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

export interface ResponseProps extends PanelProps {
  /** HTTP status of the example response, e.g. 200. */
  status?: number;
}

export function Response({children, title = 'Example response', status}: ResponseProps): ReactNode {
  return (
    <section className={clsx(styles.panel, 'api-call__response')} aria-label={title}>
      <header className={styles.panelTitle}>
        {title}
        {status !== undefined && <span className={styles.status}>{status}</span>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
