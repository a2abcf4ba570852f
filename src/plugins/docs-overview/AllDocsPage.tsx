import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {DocsOverview} from '@site/src/lib/docsOverview';
import {AREA_TITLES, groupDocsByArea} from '@site/src/lib/docAreas';

/** Every page of the documentation grouped by area, with its description: the site's table of contents. */
export default function AllDocsPage({overview}: {overview: DocsOverview}): ReactNode {
  const groups = groupDocsByArea(overview.docs.map((doc) => ({...doc, path: doc.permalink})));
  return (
    <Layout title="All documentation" description="Every page of Tessera Docs, grouped by area: User Guide, Dev Docs and Cloud Docs.">
      <main className="container margin-vert--lg">
        <Heading as="h1">All documentation</Heading>
        <p>
          Every page of Tessera Docs in one place. Start with the <Link to="/user-docs/intro">User Guide</Link> if you work in
          the admin panel, the <Link to="/dev-docs/intro">Dev Docs</Link> if you write code, or the{' '}
          <Link to="/cloud/intro">Cloud Docs</Link> if you deploy on Tessera Cloud.
        </p>
        {groups.map((group) => (
          <section key={group.area} aria-labelledby={`area-${group.area}`}>
            <Heading as="h2" id={`area-${group.area}`}>
              {AREA_TITLES[group.area]} ({group.docs.length} pages)
            </Heading>
            <dl className="all-docs-list">
              {group.docs.map((doc) => (
                <div key={doc.permalink} className="margin-bottom--sm">
                  <dt>
                    <Link to={doc.permalink}>{doc.title}</Link>
                  </dt>
                  <dd>{doc.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </main>
    </Layout>
  );
}
