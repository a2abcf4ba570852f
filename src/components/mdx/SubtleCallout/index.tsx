import React, {type ReactNode} from 'react';
import Icon, {type IconName} from '@site/src/components/mdx/Icon';
import styles from './styles.module.css';

export interface SubtleCalloutProps {
  title?: string;
  icon?: IconName;
  children: ReactNode;
}

/** A quiet aside for side information that should not compete with admonitions. */
export default function SubtleCallout({title, icon = 'lightbulb', children}: SubtleCalloutProps): ReactNode {
  return (
    <aside className={`${styles.callout} subtle-callout`}>
      {title && (
        <p className={styles.title}>
          <Icon name={icon} /> {title}
        </p>
      )}
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
