import {answerQuestion, sectionLookup, type Answer, type SectionLookup} from '../../../lib/askAi/answer';
import {LocalSearchEngine} from '../../../lib/search/engine';
import {decodeContent, decodeHead, INDEX_FORMAT_VERSION, type ContentShard, type HeadShard, type IndexManifest, type SectionsShard} from '../../../lib/search/indexFormat';
import type {Hierarchy, MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';

/**
 * The local engine's service, run inside the Web Worker (or in the page when workers are unavailable).
 * `load` fetches the manifest, then the head shard (page titles and headings: enough for the first results),
 * then the content shards in parallel, adding each to the engine as it arrives.
 * A search that needs the whole index (the /search page) waits for every shard; an as-you-type search
 * answers from what is loaded. Ask AI ranks with the same engine over the whole index, and quotes the sections
 * shard, fetched on the first question.
 */

export interface SearchService {
  load(manifestUrl: string): Promise<void>;
  search(request: MultiQueryRequest, options: {complete: boolean}): Promise<MultiQueryResponse>;
  ask(question: string): Promise<{answer: Answer; ms: number}>;
}

/** A JSON file of the index; the dev server's HTML fallback or a broken file is an error, not a parse failure later. */

async function fetchJson<T>(url: string, cache: RequestCache, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {cache, credentials: 'same-origin', signal: AbortSignal.timeout(timeoutMs)});
  } catch (error) {
    throw new Error(`${url}: ${error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : 'unreachable'}`, {cause: error});
  }
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (type && !type.includes('json')) throw new Error(`${url}: not JSON (${type.split(';')[0]})`);
  try {
    return (await response.json()) as T;
  } catch {
    throw new Error(`${url}: not valid JSON`);
  }
}

/** How long a file of the index may take before search shows its error screen (the next keystroke tries again). */
export const INDEX_TIMEOUTS = {firstTierMs: 8000, restMs: 30000} as const;

export function createSearchService(): SearchService {
  let engine = new LocalSearchEngine();
  let headReady: Promise<void> | null = null;
  let fullReady: Promise<void> | null = null;
  let failure: unknown = null;
  let fullyLoaded = false;
  let manifestBase: URL | null = null;
  let sectionsFile: string | undefined;
  let sections: Promise<SectionLookup> | null = null;

  function load(manifestUrl: string): Promise<void> {
    if (headReady) return headReady;
    engine = new LocalSearchEngine();
    failure = null;
    fullyLoaded = false;
    sections = null;
    const base = new URL(manifestUrl, globalThis.location?.href);
    let head: HeadShard;
    let hierarchies: Hierarchy[];
    headReady = (async () => {
      // The manifest is small and names content-hashed shards, so only it is revalidated.
      const manifest = await fetchJson<IndexManifest>(base.href, 'no-cache', INDEX_TIMEOUTS.firstTierMs);
      if (manifest.v !== INDEX_FORMAT_VERSION) throw new Error(`search index version ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
      head = await fetchJson<HeadShard>(new URL(manifest.head, base).href, 'default', INDEX_TIMEOUTS.firstTierMs);
      const decoded = decodeHead(head);
      hierarchies = decoded.sectionHierarchy;
      manifestBase = base;
      sectionsFile = manifest.sections;
      engine.add(decoded.records);
      fullReady = Promise.all(
        Object.values(manifest.content).map(async (file) => {
          const shard = await fetchJson<ContentShard>(new URL(file, base).href, 'default', INDEX_TIMEOUTS.restMs);
          engine.add(decodeContent(head, hierarchies, shard));
        }),
      ).then(() => {
        fullyLoaded = true;
      });
      // A shard that cannot be loaded makes every later search fail, not silently answer from part of the index.
      // The next load starts again from the manifest.
      fullReady.catch((error: unknown) => {
        failure = error;
        headReady = null;
      });
    })();
    // A failed load is forgotten, so the next search or question tries again.
    headReady.catch(() => {
      headReady = null;
    });
    return headReady;
  }

  const current = (): LocalSearchEngine => engine;

  function loadSections(): Promise<SectionLookup> {
    if (!sections) {
      const pending = (async () => {
        if (!manifestBase || !sectionsFile) throw new Error('this index has no sections for Ask AI');
        const shard = await fetchJson<SectionsShard>(new URL(sectionsFile, manifestBase).href, 'default', INDEX_TIMEOUTS.restMs);
        return sectionLookup(shard.sections);
      })();
      pending.catch(() => {
        if (sections === pending) sections = null;
      });
      sections = pending;
    }
    return sections;
  }

  return {
    load,
    async search(request, {complete}) {
      if (!headReady) throw new Error('search index not loaded');
      await headReady;
      const engine = current();
      if (complete) await fullReady;
      if (failure) throw failure;
      // Answers from the headings alone say so, as Algolia does for an approximate count.
      const exhaustive = fullyLoaded;
      return {results: request.requests.map((params) => ({...engine.search(params), exhaustiveNbHits: exhaustive}))};
    },
    async ask(question) {
      if (!headReady) throw new Error('search index not loaded');
      await headReady;
      const [lookup] = await Promise.all([loadSections(), fullReady]);
      if (failure) throw failure;
      const started = performance.now();
      const answer = answerQuestion(current(), lookup, question);
      return {answer, ms: performance.now() - started};
    },
  };
}
