import {afterEach, describe, expect, it, vi} from 'vitest';
import {isIndexable, type Section} from '../../src/lib/search/corpus';
import {contextualFacetFilters} from '../../src/lib/search/facets';
import {
  filesOf,
  searchFiles,
  UNVERSIONED_SET,
  setFor,
  splitByVersion,
  type IndexManifest,
  type VersionedPage,
} from '../../src/lib/search/indexFormat';
import {levelWeight, type Area, type HitType, type SearchRecord} from '../../src/lib/search/types';
import {indexFiles} from '../../src/plugins/search/index';
import {versionsOf} from '../../src/plugins/search/records';
import {createSearchService} from '../../src/plugins/search/client/service';

/**
 * The local index split per docs version (issue 50): each version's set of shards holds its own pages and the pages
 * outside the docs, the manifest names the sets, and the worker loads only the set of the version being read.
 */

const LATEST = 'docs-default-current';
const FROZEN = 'docs-default-5.5';

function record(url: string, tag: string, type: HitType, text: string, position: number): SearchRecord {
  const area: Area = 'dev-docs';
  return {
    objectID: `${url}#${position}`,
    url,
    url_without_anchor: url,
    anchor: null,
    type,
    hierarchy: {lvl0: 'Docs', lvl1: type === 'lvl1' ? text : 'Lantern', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: type === 'content' ? text : null,
    language: 'en',
    docusaurus_tag: [tag],
    area,
    weight: {level: levelWeight(type), position},
  };
}

/** A page: its title record and one paragraph. */
const page = (url: string, tag: string, title: string, text: string) => [
  record(url, tag, 'lvl1', title, 0),
  record(url, tag, 'content', text, 1),
];
const section = (url: string): Section => ({url, anchor: '', page: url, heading: url, parent: '', blocks: []});

/** A page of the corpus: its records and its section, under its docs version (null outside the docs). */
const corpusPage = (url: string, version: string | null, title: string, text: string): VersionedPage => ({
  version,
  records: page(url, version ?? 'default', title, text),
  sections: [section(url)],
});
const pages = [
  corpusPage('/5.5/dev-docs/cli', FROZEN, 'Lantern command', 'Lantern notes are kept for seven days.'),
  corpusPage('/blog/lantern', null, 'Lantern news', 'Lantern mode came out.'),
  corpusPage('/dev-docs/cli', LATEST, 'Lantern command', 'Lantern notes are kept for thirty days.'),
  corpusPage('/dev-docs/cli/deploy', LATEST, 'Deploy command', 'Deploy a lantern.'),
];
const records = pages.flatMap((item) => item.records);
const corpus = {pages, versions: [LATEST, FROZEN], latest: LATEST};
const urlsOf = (list: readonly {url: string}[]) => [...new Set(list.map((item) => item.url.replace(/#.*/, '')))];

describe('splitting the index per docs version', () => {
  it('gives each version its own pages and the pages outside the docs, in order', () => {
    const sets = splitByVersion(pages, [LATEST, FROZEN]);
    expect([...sets.keys()]).toEqual([LATEST, FROZEN]);
    expect(urlsOf(sets.get(LATEST)!.records)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(urlsOf(sets.get(FROZEN)!.records)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
    expect(urlsOf(sets.get(LATEST)!.sections)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(urlsOf(sets.get(FROZEN)!.sections)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
  });

  it("puts a page's sections in its own version's set, even a section with no record of its own", () => {
    const bare = {version: FROZEN, records: [], sections: [section('/5.5/dev-docs/empty')]};
    const sets = splitByVersion([...pages, bare], [LATEST, FROZEN]);
    expect(urlsOf(sets.get(FROZEN)!.sections)).toContain('/5.5/dev-docs/empty');
    expect(urlsOf(sets.get(LATEST)!.sections)).not.toContain('/5.5/dev-docs/empty');
  });

  it('keeps one set of everything on a site without docs versions, named apart from any search tag', () => {
    const sets = splitByVersion(pages, []);
    expect([...sets.keys()]).toEqual([UNVERSIONED_SET]);
    expect(sets.get(UNVERSIONED_SET)!.records).toEqual(records);
    const {manifest} = indexFiles({pages, versions: [], latest: null});
    expect(manifest.latest).toBe(UNVERSIONED_SET);
    // The pages outside the docs are tagged "default": a filter naming it does not pick the set by that name.
    expect(UNVERSIONED_SET).not.toBe('default');
    expect(setFor(manifest, contextualFacetFilters('en', ['default']))).toBe(UNVERSIONED_SET);
  });

  it("takes the latest version from the docs plugin's isLast, wherever it is listed", () => {
    const version = (name: string, isLast: boolean) => ({docusaurusTag: `docs-default-${name}`, version: {isLast} as never});
    const listed = [version('current', false), version('5.5', true), {docusaurusTag: 'default', version: null}, version('5.4', false)];
    expect(versionsOf(listed)).toEqual({
      versions: ['docs-default-current', 'docs-default-5.5', 'docs-default-5.4'],
      latest: 'docs-default-5.5',
    });
    const {manifest} = indexFiles({pages, versions: [LATEST, FROZEN], latest: FROZEN});
    expect(manifest.latest).toBe(FROZEN);
    expect(setFor(manifest, undefined)).toBe(FROZEN);
  });

  it("writes a manifest naming each version's shards, the latest first, and the site's records once", () => {
    const {manifest, files} = indexFiles(corpus);
    expect(manifest.latest).toBe(LATEST);
    expect(Object.keys(manifest.sets)).toEqual([LATEST, FROZEN]);
    expect(manifest.records).toBe(records.length);
    expect(manifest.sets[LATEST]!.records + manifest.sets[FROZEN]!.records).toBe(records.length + 2);
    for (const set of Object.values(manifest.sets)) for (const file of filesOf(set)) expect(files.has(file), file).toBe(true);
    expect(searchFiles(manifest.sets[LATEST]!)).toEqual(filesOf(manifest.sets[LATEST]!).slice(0, -1));
  });

  it('writes, on a site with one version, the very shards of an index of all its records', () => {
    const one = pages.filter((item) => item.version !== FROZEN);
    const single = indexFiles({pages: one, versions: [LATEST], latest: LATEST}).manifest;
    const unsplit = indexFiles({pages: one, versions: [], latest: null}).manifest;
    expect(single.sets[LATEST]).toEqual(unsplit.sets[UNVERSIONED_SET]);
  });
});

describe('the pages a frozen version indexes', () => {
  it("leaves out its copy of the snippets, as the latest version's (the 231 records a frozen set had more)", () => {
    expect(isIndexable('/snippets/billing-taxes-note')).toBe(false);
    expect(isIndexable('/5.5/snippets/billing-taxes-note', '/5.5')).toBe(false);
    expect(isIndexable('/5.5/dev-docs/cli', '/5.5')).toBe(true);
    // A route outside the version's path is read as it is.
    expect(isIndexable('/5.5-notes/snippets', '/5.5')).toBe(true);
  });
});

describe('the set a search or a question reads', () => {
  const manifest = {latest: LATEST, sets: {[LATEST]: {}, [FROZEN]: {}}} as never;

  it('is the docs version named by the contextual filters', () => {
    expect(setFor(manifest, contextualFacetFilters('en', ['default', FROZEN]))).toBe(FROZEN);
    expect(setFor(manifest, contextualFacetFilters('en', ['default', LATEST]))).toBe(LATEST);
    expect(setFor(manifest, [`docusaurus_tag:"${FROZEN}"`])).toBe(FROZEN);
  });

  it('is the latest for filters that name no version the index has, or none', () => {
    expect(setFor(manifest, contextualFacetFilters('en', ['default', 'docs-default-4.0']))).toBe(LATEST);
    expect(setFor(manifest, [`-docusaurus_tag:${FROZEN}`])).toBe(LATEST);
    expect(setFor(manifest, ['docusaurus_tag:constructor'])).toBe(LATEST);
    expect(setFor(manifest, undefined)).toBe(LATEST);
  });
});

describe('the search service over a versioned index', () => {
  const ORIGIN = 'http://docs.test';
  const {files} = indexFiles(corpus);
  const manifest = JSON.parse(files.get('manifest.json')!) as IndexManifest;
  const URL_OF_MANIFEST = `${ORIGIN}/search-index/manifest.json`;
  /** The files of one set that the other does not name (two sets may share a shard whose content is the same). */
  const onlyIn = (tag: string, other: string) =>
    filesOf(manifest.sets[tag]!).filter((file) => !filesOf(manifest.sets[other]!).includes(file));
  const times = (file: string) => fetched.filter((name) => name === file).length;
  const fetched: string[] = [];

  function serve(): void {
    fetched.length = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      const name = new URL(url).pathname.replace('/search-index/', '');
      fetched.push(name);
      const body = files.get(name);
      return body === undefined ? new Response('', {status: 404}) : new Response(body, {headers: {'content-type': 'application/json'}});
    });
  }
  afterEach(() => vi.unstubAllGlobals());

  const request = (tag: string) => ({requests: [{query: 'lantern', facetFilters: contextualFacetFilters('en', ['default', tag])}]});
  const hitUrls = (response: {results: Array<{hits: Array<{url_without_anchor: string}>}>}) =>
    [...new Set(response.results[0]!.hits.map((hit) => hit.url_without_anchor))].sort();

  it("loads only the set of the version read, and another version's when a search names it", async () => {
    serve();
    const service = createSearchService();
    await service.load(URL_OF_MANIFEST, request(FROZEN).requests[0]!.facetFilters);
    const frozen = await service.search(request(FROZEN), {complete: true});
    expect(hitUrls(frozen)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
    // What was fetched is the frozen set's search shards, and nothing only the latest's set names.
    expect(fetched.slice(1).sort()).toEqual(searchFiles(manifest.sets[FROZEN]!).sort());
    expect(fetched.filter((file) => onlyIn(LATEST, FROZEN).includes(file))).toEqual([]);

    const latest = await service.search(request(LATEST), {complete: true});
    expect(hitUrls(latest)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(fetched).toContain(manifest.sets[LATEST]!.head);
    expect(fetched.filter((file) => file === 'manifest.json')).toHaveLength(1);
  });

  it('reuses a loaded set when the reader switches back to its version', async () => {
    serve();
    const service = createSearchService();
    await service.load(URL_OF_MANIFEST, request(FROZEN).requests[0]!.facetFilters);
    await service.search(request(FROZEN), {complete: true});
    await service.search(request(LATEST), {complete: true});
    const again = await service.search(request(FROZEN), {complete: true});
    expect(hitUrls(again)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
    for (const file of searchFiles(manifest.sets[FROZEN]!)) expect(times(file), file).toBe(1);
  });

  it('searches, from a page outside the docs, the set of the version chosen in the version menu', async () => {
    // Outside the docs, contextual search names the stored preferred version (here 5.5) beside "default".
    serve();
    const service = createSearchService();
    await service.load(URL_OF_MANIFEST, contextualFacetFilters('en', ['default', FROZEN]));
    const hits = await service.search(
      {requests: [{query: 'lantern news', facetFilters: contextualFacetFilters('en', ['default', FROZEN])}]},
      {complete: true},
    );
    expect(hitUrls(hits)).toContain('/blog/lantern');
    expect(fetched).toContain(manifest.sets[FROZEN]!.head);
    expect(fetched.filter((file) => onlyIn(LATEST, FROZEN).includes(file))).toEqual([]);
  });

  it("answers a question from the set its filters name, quoting that set's sections", async () => {
    serve();
    const service = createSearchService();
    await service.load(URL_OF_MANIFEST, request(LATEST).requests[0]!.facetFilters);
    await service.ask('How long are lantern notes kept?', request(FROZEN).requests[0]!.facetFilters);
    expect(times(manifest.sets[FROZEN]!.sections)).toBe(1);
    expect(times(manifest.sets[LATEST]!.sections)).toBe(0);
    expect(searchFiles(manifest.sets[FROZEN]!).every((file) => times(file) === 1)).toBe(true);
  });

  it('fails with a clear error when the manifest names a latest set it does not have', async () => {
    const broken = {...manifest, latest: 'docs-default-6.0'};
    vi.stubGlobal('fetch', async (url: string) => {
      const name = new URL(url).pathname.replace('/search-index/', '');
      const body = name === 'manifest.json' ? JSON.stringify(broken) : files.get(name);
      return body === undefined ? new Response('', {status: 404}) : new Response(body, {headers: {'content-type': 'application/json'}});
    });
    await expect(createSearchService().load(URL_OF_MANIFEST, undefined)).rejects.toThrow(/names no set docs-default-6\.0/);
  });
});
