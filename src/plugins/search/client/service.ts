import {LocalSearchEngine} from '../../../lib/search/engine';
import {decodeContent, decodeHead, INDEX_FORMAT_VERSION, type ContentShard, type HeadShard, type IndexManifest} from '../../../lib/search/indexFormat';
import type {Hierarchy, MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';

/**
 * The local engine's service, run inside the Web Worker (or in the page when workers are unavailable).
 * `load` fetches the manifest, then the head shard (page titles and headings: enough for the first results),
 * then the content shards in parallel, adding each to the engine as it arrives.
 * A search that needs the whole index (the /search page) waits for every shard; an as-you-type search
 * answers from what is loaded.
 */

export interface SearchService {
  load(manifestUrl: string): Promise<void>;
  search(request: MultiQueryRequest, options: {complete: boolean}): Promise<MultiQueryResponse>;
}

async function fetchJson<T>(url: string, cache: RequestCache): Promise<T> {
  const response = await fetch(url, {cache, credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function createSearchService(): SearchService {
  const engine = new LocalSearchEngine();
  let headReady: Promise<void> | null = null;
  let fullReady: Promise<void> | null = null;
  let failure: unknown = null;
  let fullyLoaded = false;

  function load(manifestUrl: string): Promise<void> {
    if (headReady) return headReady;
    const base = new URL(manifestUrl, globalThis.location?.href);
    let head: HeadShard;
    let sections: Hierarchy[];
    headReady = (async () => {
      // The manifest is small and names content-hashed shards, so only it is revalidated.
      const manifest = await fetchJson<IndexManifest>(base.href, 'no-cache');
      if (manifest.v !== INDEX_FORMAT_VERSION) throw new Error(`search index version ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
      head = await fetchJson<HeadShard>(new URL(manifest.head, base).href, 'default');
      const decoded = decodeHead(head);
      sections = decoded.sectionHierarchy;
      engine.add(decoded.records);
      fullReady = Promise.all(
        Object.values(manifest.content).map(async (file) => {
          const shard = await fetchJson<ContentShard>(new URL(file, base).href, 'default');
          engine.add(decodeContent(head, sections, shard));
        }),
      ).then(() => {
        fullyLoaded = true;
      });
      // A shard that cannot be loaded makes every later search fail, not silently answer from part of the index.
      fullReady.catch((error: unknown) => {
        failure = error;
      });
    })();
    return headReady;
  }

  return {
    load,
    async search(request, {complete}) {
      if (!headReady) throw new Error('search index not loaded');
      await headReady;
      if (complete) await fullReady;
      if (failure) throw failure;
      // Answers from the headings alone say so, as Algolia does for an approximate count.
      const exhaustive = fullyLoaded;
      return {results: request.requests.map((params) => ({...engine.search(params), exhaustiveNbHits: exhaustive}))};
    },
  };
}
