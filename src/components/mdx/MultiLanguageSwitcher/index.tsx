import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';

export interface MultiLanguageSwitcherProps {
  /** <TabItem value="curl|fetch|client|graphql"> children, in the order to show. */
  children: ReactNode;
}

/** One API example in several clients; the reader's choice is synced across the site and remembered. */
export default function MultiLanguageSwitcher({children}: MultiLanguageSwitcherProps): ReactNode {
  return (
    <div className="multi-language-switcher">
      <Tabs groupId="api-client">{children}</Tabs>
    </div>
  );
}
