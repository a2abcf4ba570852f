// Wraps the site root to mount the one Ask AI modal and its `?ask=` deep link, and the replay of taps made before hydration, on every page.
import React, {type ReactNode} from 'react';
import AskAiHost from '@site/src/components/site/AskAi/AskAiHost';
import EarlyTapsReplay from '@site/src/components/site/EarlyTapsReplay';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <AskAiHost />
      <EarlyTapsReplay />
    </>
  );
}
