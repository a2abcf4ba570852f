// Wraps the live code block so that react-live and its compiler (about 75 kB gzip) load only on pages that have one.
import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/LiveCodeBlock';

const OriginalLiveCodeBlock = lazy(() => import('@theme-original/LiveCodeBlock'));

/** The code as plain text while the playground loads (and in the server-rendered page). */
function StaticCode({code}: {code: string}): ReactNode {
  return (
    <pre className="live-code-block-static">
      <code>{code}</code>
    </pre>
  );
}

export default function LiveCodeBlock(props: Props): ReactNode {
  const code = props.children ?? '';
  return (
    <BrowserOnly fallback={<StaticCode code={code} />}>
      {() => (
        <Suspense fallback={<StaticCode code={code} />}>
          <OriginalLiveCodeBlock {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
