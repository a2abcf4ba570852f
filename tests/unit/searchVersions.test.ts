import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Section} from '../../src/lib/search/corpus';
import {contextualFacetFilters} from '../../src/lib/search/facets';
import {filesOf, SHARED_SET, setFor, splitByVersion} from '../../src/lib/search/indexFormat';
import {levelWeight, type Area, type HitType, type SearchRecord} from '../../src/lib/search/types';
import {indexFiles} from '../../src/plugins/search/index';
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

const records = [
  ...page('/5.5/dev-docs/cli', FROZEN, 'Lantern command', 'Lantern notes are kept for seven days.'),
  ...page('/blog/lantern', 'default', 'Lantern news', 'Lantern mode came out.'),
  ...page('/dev-docs/cli', LATEST, 'Lantern command', 'Lantern notes are kept for thirty days.'),
  ...page('/dev-docs/cli/deploy', LATEST, 'Deploy command', 'Deploy a lantern.'),
];
const sections = ['/5.5/dev-docs/cli', '/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy'].map(section);
const urlsOf = (list: readonly {url: string}[]) => [...new Set(list.map((item) => item.url.replace(/#.*/, '')))];

describe('splitting the index per docs version', () => {
  it('gives each version its own pages and the pages outside the docs, in order', () => {
    const sets = splitByVersion(records, sections, [LATEST, FROZEN]);
    expect([...sets.keys()]).toEqual([LATEST, FROZEN]);
    expect(urlsOf(sets.get(LATEST)!.records)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(urlsOf(sets.get(FROZEN)!.records)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
    expect(urlsOf(sets.get(LATEST)!.sections)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(urlsOf(sets.get(FROZEN)!.sections)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
  });

  it('keeps one set of everything on a site without docs versions', () => {
    const sets = splitByVersion(records, sections, []);
    expect([...sets.keys()]).toEqual([SHARED_SET]);
    expect(sets.get(SHARED_SET)!.records).toEqual(records);
  });

  it("writes a manifest naming each version's shards, the latest first, and the site's records once", () => {
    const {manifest, files} = indexFiles({records, sections, versions: [LATEST, FROZEN]});
    expect(manifest.latest).toBe(LATEST);
    expect(Object.keys(manifest.sets)).toEqual([LATEST, FROZEN]);
    expect(manifest.records).toBe(records.length);
    expect(manifest.sets[LATEST]!.records + manifest.sets[FROZEN]!.records).toBe(records.length + 2);
    for (const set of Object.values(manifest.sets)) for (const file of filesOf(set)) expect(files.has(file), file).toBe(true);
    // Shards are named by their content: the two versions share none (each holds other pages).
    expect(filesOf(manifest.sets[LATEST]!).filter((file) => filesOf(manifest.sets[FROZEN]!).includes(file))).toEqual([]);
  });

  it('writes, on a site with one version, the very shards of an index of all its records', () => {
    const one = records.filter((item) => item.docusaurus_tag[0] !== FROZEN);
    const single = indexFiles({records: one, sections, versions: [LATEST]}).manifest;
    const unsplit = indexFiles({records: one, sections, versions: []}).manifest;
    expect(single.sets[LATEST]).toEqual(unsplit.sets[SHARED_SET]);
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
  const {files} = indexFiles({records, sections, versions: [LATEST, FROZEN]});
  const manifest = JSON.parse(files.get('manifest.json')!) as {sets: Record<string, {head: string}>};
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
    await service.load(`${ORIGIN}/search-index/manifest.json`, request(FROZEN).requests[0]!.facetFilters);
    const frozen = await service.search(request(FROZEN), {complete: true});
    expect(hitUrls(frozen)).toEqual(['/5.5/dev-docs/cli', '/blog/lantern']);
    const latestFiles = filesOf(JSON.parse(files.get('manifest.json')!).sets[LATEST]);
    expect(fetched.filter((file) => latestFiles.includes(file))).toEqual([]);
    expect(fetched).toContain(manifest.sets[FROZEN]!.head);

    const latest = await service.search(request(LATEST), {complete: true});
    expect(hitUrls(latest)).toEqual(['/blog/lantern', '/dev-docs/cli', '/dev-docs/cli/deploy']);
    expect(fetched).toContain(manifest.sets[LATEST]!.head);
    expect(fetched.filter((file) => file === 'manifest.json')).toHaveLength(1);
  });
});
