/**
 * Pushes the search records of a build to a hosted DocSearch (Algolia) index: the same records the local
 * engine serves, so a team can move to the hosted service without running a crawler.
 *
 *   npm run build
 *   DOCSEARCH_APP_ID=... DOCSEARCH_ADMIN_KEY=... DOCSEARCH_INDEX_NAME=... npm run search:push
 *   npm run search:push -- --dry-run [--out records.json]      (no network: writes or counts the records)
 *
 * The admin key is read here only; the site bundle carries the search-only key (DOCSEARCH_API_KEY).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {recordsOfBuild} from '../src/plugins/search/records';
import {readSettings} from '../src/settings';
import {RANKING} from '../src/lib/search/ranking';
import {HITS_PER_PAGE} from '../src/lib/search/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Index settings of a DocSearch index for these records (searchable hierarchy, facets for contextual search). */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  // One hit per section (a heading and its paragraphs share a url), as the local engine answers; the facets a section's
  // records share are counted after that, so the /search page's area counts add up to its number of results.
  attributesForFaceting: ['afterDistinct(language)', 'afterDistinct(docusaurus_tag)', 'afterDistinct(area)', 'type'],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'area'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  minWordSizefor1Typo: RANKING.search.typoMinLetters.one,
  minWordSizefor2Typos: RANKING.search.typoMinLetters.two,
  hitsPerPage: HITS_PER_PAGE,
};

function argument(name: string): string | null {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? null) : null;
}

async function main(): Promise<void> {
  const buildDir = path.resolve(argument('--build') ?? path.join(ROOT, 'build'));
  const siteUrl = readSettings(process.env).siteUrl.replace(/\/$/, '');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} has no build: run \`npm run build\` first`);
  // Hosted records carry absolute URLs, as a crawler's would; the site turns them back into paths.
  const records = recordsOfBuild(buildDir).map((record) => ({
    ...record,
    url: siteUrl + record.url,
    url_without_anchor: siteUrl + record.url_without_anchor,
  }));

  if (process.argv.includes('--dry-run')) {
    const out = argument('--out');
    if (out) fs.writeFileSync(out, JSON.stringify(records, null, 2));
    console.log(`[search:push] dry run: ${records.length} records from ${buildDir}${out ? `, written to ${out}` : ''}`);
    return;
  }

  const appId = process.env.DOCSEARCH_APP_ID;
  const adminKey = process.env.DOCSEARCH_ADMIN_KEY;
  const indexName = process.env.DOCSEARCH_INDEX_NAME;
  if (!appId || !adminKey || !indexName) {
    throw new Error(
      'set DOCSEARCH_APP_ID, DOCSEARCH_ADMIN_KEY (an admin or write key, never the search-only key) and DOCSEARCH_INDEX_NAME',
    );
  }
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(appId, adminKey);
  await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  // Writes to a temporary index and moves it over the old one, so readers never see a half-filled index.
  await client.replaceAllObjects({indexName, objects: records as unknown as Array<Record<string, unknown>>, batchSize: 1000});
  console.log(`[search:push] ${records.length} records pushed to ${appId}/${indexName}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
