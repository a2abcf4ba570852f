// The site's Root (src/theme/Root.tsx) with the replay of taps held before hydration after it (./earlyTaps.ts).
import React, {type ReactNode} from 'react';
import SiteRoot from '@site/src/theme/Root';
import EarlyTapsReplay from './EarlyTapsReplay';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      <SiteRoot>{children}</SiteRoot>
      <EarlyTapsReplay />
    </>
  );
}
