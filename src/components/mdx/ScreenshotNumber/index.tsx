import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** A numbered marker that matches a number drawn on a screenshot or diagram: "Click (2) to publish". */
export default function ScreenshotNumber({n}: {n: number}): ReactNode {
  return (
    <span className={styles.number} aria-label={`marker ${n}`}>
      {n}
    </span>
  );
}
