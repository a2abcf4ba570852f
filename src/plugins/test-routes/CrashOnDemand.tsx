import React, {useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';

function Bomb(): ReactNode {
  throw new Error('Crash requested by the test route');
}

/** Throws while the URL has ?crash=1 or after the button is pressed; "Try again" renders it again. */
export default function CrashOnDemand(): ReactNode {
  const [armed, setArmed] = useState(false);
  const fromUrl = typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('crash') === '1';
  return (
    <Layout title="Crash test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Crash test</h1>
        <button type="button" className="button button--primary" onClick={() => setArmed(true)}>
          Crash this page
        </button>
        {(armed || fromUrl) && <Bomb />}
      </main>
    </Layout>
  );
}
