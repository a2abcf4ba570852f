import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {DocsOverview} from '@site/src/lib/content/docsOverview';
import {searchFiles, type IndexManifest} from '@site/src/lib/search/indexFormat';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST_PATH} from '@site/src/plugins/search/constants';
import {AREA_TITLES} from '@site/src/lib/content/docAreas';
import {useSiteSettings} from '@site/src/lib/browser/useSiteSettings';

const number = new Intl.NumberFormat('en');

/**
 * The search index is written after the pages are rendered (the search plugin's postBuild), so this row reads
 * the index's own manifest from the same build when the page is opened, and the files' sizes from the server.
 */
function SearchIndexSize(): ReactNode {
  const base = useBaseUrl(`/${LOCAL_INDEX_DIR}/`);
  const manifestUrl = useBaseUrl(`/${LOCAL_INDEX_MANIFEST_PATH}`);
  const [text, setText] = useState('Reading the index manifest…');
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const manifest = (await (await fetch(manifestUrl)).json()) as IndexManifest;
      // Every docs version's search shards (a file two versions share counted once); Ask AI's sections left out.
      const files = [...new Set(Object.values(manifest.sets).flatMap(searchFiles))];
      const sizes = await Promise.all(
        files.map(async (file) => Number((await fetch(`${base}${file}`, {method: 'HEAD'})).headers.get('content-length') ?? 0)),
      );
      const kB = Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024);
      if (!cancelled) setText(`${number.format(manifest.records)} records in ${files.length} files (${number.format(kB)} kB)`);
    })().catch(() => {
      if (!cancelled) setText('No search index in this build');
    });
    return () => {
      cancelled = true;
    };
  }, [base, manifestUrl]);
  return <span className="status-search-index">{text}</span>;
}

/** The state of the documentation itself, computed when the site was built. */
export default function StatusPage({overview}: {overview: DocsOverview}): ReactNode {
  const settings = useSiteSettings();
  const built = new Date(overview.buildDate);
  return (
    <Layout title="Documentation status" description="The state of Tessera Docs: version, build date, pages per area, tags and checks.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Documentation status</Heading>
        <p>
          This page describes this copy of Tessera Docs, computed when it was built. For the state of Tessera Cloud services, see the{' '}
          <Link href={settings.serviceStatusUrl}>service status page</Link>.
        </p>
        <table>
          <tbody>
            <tr>
              <th scope="row">Documented release</th>
              <td>Tessera {overview.siteVersion}</td>
            </tr>
            <tr>
              <th scope="row">Docs version</th>
              <td>{overview.docsVersionLabel}</td>
            </tr>
            <tr>
              <th scope="row">Built</th>
              <td>
                <time dateTime={overview.buildDate}>{built.toUTCString()}</time>
              </td>
            </tr>
            <tr>
              <th scope="row">Pages</th>
              <td>{number.format(overview.pages)}</td>
            </tr>
            <tr>
              <th scope="row">Words of prose</th>
              <td>{number.format(overview.words)}</td>
            </tr>
            <tr>
              <th scope="row">Tags in use</th>
              <td>
                <Link to="/tags">{number.format(overview.tagsInUse)}</Link>
              </td>
            </tr>
            <tr>
              <th scope="row">Search index</th>
              <td>
                <SearchIndexSize />
              </td>
            </tr>
            <tr>
              <th scope="row">Link checks</th>
              <td>Passed: a broken link, markdown link or anchor stops the build, so a published build has none.</td>
            </tr>
          </tbody>
        </table>
        <Heading as="h2" id="areas">
          Pages per area
        </Heading>
        <table>
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Pages</th>
              <th scope="col">Words</th>
            </tr>
          </thead>
          <tbody>
            {overview.areas.map((area) => (
              <tr key={area.area}>
                <td>{AREA_TITLES[area.area]}</td>
                <td>{number.format(area.pages)}</td>
                <td>{number.format(area.words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </main>
    </Layout>
  );
}
