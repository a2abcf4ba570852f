import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** Two (or more) columns side by side that stack on phones. Put each column's content in <Column>. */
export function Columns({children}: {children: ReactNode}): ReactNode {
  return <div className={`${styles.columns} tessera-columns`}>{children}</div>;
}

export function Column({children, title}: {children: ReactNode; title?: string}): ReactNode {
  return (
    <div className={styles.column}>
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}
