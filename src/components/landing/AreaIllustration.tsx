import React, {type ReactNode} from 'react';
import styles from './landing.module.css';

export type IllustrationName = 'editor' | 'code' | 'cloud';

/**
 * Small drawings of each area, made of Tessera's tiles. Colours are CSS variables (--landing-tile-*,
 * --landing-ink, --landing-paper in landing.module.css), so they follow the colour mode.
 */
export default function AreaIllustration({name}: {name: IllustrationName}): ReactNode {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 96" width="160" height="96" aria-hidden="true" focusable="false">
      {name === 'editor' && (
        <>
          <rect x="8" y="8" width="144" height="80" rx="8" className={styles.paper} />
          <rect x="8" y="8" width="36" height="80" rx="8" className={styles.tile1} />
          <rect x="54" y="20" width="60" height="8" rx="3" className={styles.ink} />
          <rect x="54" y="36" width="86" height="6" rx="3" className={styles.tile3} />
          <rect x="54" y="48" width="74" height="6" rx="3" className={styles.tile3} />
          <rect x="54" y="60" width="80" height="6" rx="3" className={styles.tile3} />
          <rect x="112" y="70" width="30" height="10" rx="3" className={styles.tile2} />
          <rect x="16" y="20" width="8" height="8" rx="2" className={styles.paper} />
          <rect x="16" y="34" width="8" height="8" rx="2" className={styles.tile3} />
          <rect x="16" y="48" width="8" height="8" rx="2" className={styles.tile3} />
        </>
      )}
      {name === 'code' && (
        <>
          <rect x="8" y="8" width="144" height="80" rx="8" className={styles.ink} />
          <rect x="20" y="22" width="10" height="6" rx="2" className={styles.tile3} />
          <rect x="34" y="22" width="40" height="6" rx="2" className={styles.tile2} />
          <rect x="30" y="36" width="26" height="6" rx="2" className={styles.tile3} />
          <rect x="60" y="36" width="48" height="6" rx="2" className={styles.tile1} />
          <rect x="30" y="50" width="56" height="6" rx="2" className={styles.tile2} />
          <rect x="20" y="64" width="10" height="6" rx="2" className={styles.tile3} />
          <rect x="112" y="48" width="14" height="14" rx="3" className={styles.tile1} />
          <rect x="128" y="48" width="14" height="14" rx="3" className={styles.tile2} />
          <rect x="112" y="64" width="14" height="14" rx="3" className={styles.tile2} />
          <rect x="128" y="64" width="14" height="14" rx="3" className={styles.tile3} />
        </>
      )}
      {name === 'cloud' && (
        <>
          <path d="M44 70a22 22 0 0 1 4-43.6A28 28 0 0 1 102 24a20 20 0 0 1 18 46z" className={styles.paper} />
          <rect x="58" y="40" width="16" height="16" rx="3" className={styles.tile1} />
          <rect x="78" y="40" width="16" height="16" rx="3" className={styles.tile2} />
          <rect x="58" y="60" width="16" height="16" rx="3" className={styles.tile2} />
          <rect x="78" y="60" width="16" height="16" rx="3" className={styles.tile3} />
          <path d="M126 58v22m0-22-7 7m7-7 7 7" className={styles.stroke} />
          <rect x="20" y="80" width="120" height="4" rx="2" className={styles.tile3} />
        </>
      )}
    </svg>
  );
}
