// Replaces the framework's inline-styled fallback: the same states (spinner after a delay, error with Retry), themed and announced to assistive technology.
import React, {type ReactNode} from 'react';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div role="alert" className={`${styles.error} page-load-error`}>
        <p className={styles.title}>This page could not be loaded.</p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div role="status" className={`${styles.spinnerWrap} page-load-spinner`}>
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">Loading…</span>
      </div>
    );
  }
  return null;
}
