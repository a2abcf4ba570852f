import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import InterfaceMap from '@site/src/components/mdx/InterfaceMap';

/** An interface map inside an <article>, as on a docs page, with text below it to measure layout shift. */
export default function InterfaceMapDemo(): ReactNode {
  return (
    <Layout title="Interface map test" noFooter>
      <main className="container margin-vert--lg">
        <article>
          <h1>Interface map test</h1>
          <InterfaceMap id="content-manager-list" highlight={3} />
          <p id="after-map">The paragraph after the map.</p>
        </article>
      </main>
    </Layout>
  );
}
