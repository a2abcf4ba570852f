import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';

/**
 * Test content of search and Ask AI (indexed although it is a test route, see `isIndexable`): made-up words that no
 * real page uses, so the end-to-end tests never depend on a sentence a writer may improve.
 */
export default function SearchAnswers(): ReactNode {
  return (
    <Layout title="Quasar relay test page" description="Test content of search and Ask AI.">
      <main className="container margin-vert--lg">
        <article>
          <div className="markdown">
            <h1>Quasar relay test page</h1>
            <p>The quasar relay is a made-up feature that only the end-to-end tests of search and Ask AI read.</p>
            <h2 id="configure-the-quasar-relay">Configure the quasar relay</h2>
            <p>Set the zephyrquartz option to true so the quasar relay forwards every signal to its listeners.</p>
            <CodeBlock language="js">{'module.exports = {\n  quasarRelay: { zephyrquartz: true },\n};'}</CodeBlock>
            <h2 id="inspect-the-quasar-relay">Inspect the quasar relay</h2>
            <p>Read the relay journal of the quasar relay to see which zephyrquartz signals were forwarded.</p>
          </div>
        </article>
      </main>
    </Layout>
  );
}
