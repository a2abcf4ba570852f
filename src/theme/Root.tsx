// Wraps the site root to mount the one Ask AI modal and its `?ask=` deep link on every page (src/framework adds the
// replay of early taps after it when the framework patches are on).
import React, {type ReactNode} from 'react';
import AskAiHost from '@site/src/components/site/AskAi/AskAiHost';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AskAiHost />
    </>
  );
}
