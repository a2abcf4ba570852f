import React, {useState, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

/** The site's lazy loader (react-loadable with @theme/Loading), as route chunks use it. */
const LazyPart = Loadable({
  loader: () => import(/* webpackChunkName: "test-lazy-part" */ './LazyPart'),
  loading: Loading,
  delay: 200,
});

export default function LazyDemo(): ReactNode {
  const [shown, setShown] = useState(false);
  return (
    <Layout title="Lazy loading test" noFooter>
      <main className="container margin-vert--lg">
        <h1>Lazy loading test</h1>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          Load the lazy part
        </button>
        {shown && <LazyPart />}
      </main>
    </Layout>
  );
}
