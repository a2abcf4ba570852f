import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * A numbered marker that matches a number drawn on a screenshot or diagram: "Click (2) to publish". Screen readers
 * hear "marker 2" from visually hidden text (HTML allows no `aria-label` on a plain `span`).
 */
export default function ScreenshotNumber({n}: {n: number}): ReactNode {
  return (
    <span className={styles.number}>
      <span className="sr-only">marker </span>
      {n}
    </span>
  );
}
