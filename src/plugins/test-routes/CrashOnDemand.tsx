import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

function Bomb(): ReactNode {
  throw new Error('Crash requested by the test route');
}

/** Lives inside the layout's error boundary, so "Try again" renders it afresh, unarmed. */
function CrashButton(): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
        Crash this page
      </button>
      {armed && <Bomb />}
    </>
  );
}

/** A page that throws when its button is pressed, to exercise the crash page and its "Try again". */
export default function CrashOnDemand(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <CrashButton />
      </main>
    </Layout>
  );
}
