import type {Answer} from '../../../lib/askAi/answer';
import {answerQuestion} from '../../../lib/askAi/assemble';
import {sectionLookup, type SectionLookup} from '../../../lib/askAi/sections';
import {LocalSearchEngine} from '../../../lib/search/engine';
import {
  decodeContent,
  decodeHead,
  INDEX_FORMAT_VERSION,
  type ContentShard,
  type HeadShard,
  type IndexManifest,
  type SectionsShard,
} from '../../../lib/search/indexFormat';
import type {FacetFilters, MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';
import {BUILDING_MANIFEST, INDEX_BUILDING_MESSAGE, isBuildingManifest} from '../constants';

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
  ask(question: string, facetFilters?: FacetFilters): Promise<{answer: Answer; ms: number}>;
}

/**
 * A timer for the network's silence, not this thread's work: when it fires late (the worker was busy indexing
 * the shards that had arrived, so it could not read the answer), it starts again instead of giving up.
 */
function silenceTimer(ms: number, onSilence: () => void): {reset(): void; stop(): void} {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    const due = performance.now() + ms;
    handle = setTimeout(() => (performance.now() - due > 1000 ? start() : onSilence()), ms);
  };
  start();
  return {
    reset() {
      clearTimeout(handle);
      start();
    },
    stop: () => clearTimeout(handle),
  };
}

/**
 * A JSON file of the index; the dev server's HTML fallback or a broken file is an error, not a parse failure
 * later. A server that sends nothing (no answer, or no more of the body) for `timeoutMs` is an error too.
 */
async function fetchJson<T>(url: string, cache: RequestCache, timeoutMs: number): Promise<T> {
  const controller = new AbortController();
  let silent = false;
  const timer = silenceTimer(timeoutMs, () => {
    silent = true;
    controller.abort();
  });
  const failed = (what: string, cause?: unknown) =>
    new Error(`${url}: ${silent ? `no answer within ${timeoutMs / 1000} s` : what}`, {cause});
  try {
    let response: Response;
    try {
      response = await fetch(url, {cache, credentials: 'same-origin', signal: controller.signal});
    } catch (error) {
      throw failed('unreachable', error);
    }
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const type = response.headers.get('content-type') ?? '';
    if (type && !type.includes('json')) throw new Error(`${url}: not JSON (${type.split(';')[0]})`);
    let text = '';
    try {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        text += chunk.value;
        timer.reset();
      }
    } catch (error) {
      throw failed('the answer broke off', error);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new Error(`${url}: not valid JSON`);
    }
  } finally {
    timer.stop();
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
  let askSources: Promise<SectionLookup> | null = null;
  /**
   * How the hashed shards are fetched: from the HTTP cache while all goes well; after a failure, from the network
   * ('reload'), because a broken answer (a truncated body under an `immutable` header) may sit in the cache.
   */
  let shardCache: RequestCache = 'default';

  function load(manifestUrl: string): Promise<void> {
    if (headReady) return headReady;
    // Each load fills its own engine: shards of an abandoned load never reach the next one.
    const target = new LocalSearchEngine();
    engine = target;
    failure = null;
    fullyLoaded = false;
    askSources = null;
    const base = new URL(manifestUrl, globalThis.location?.href);
    const cache = shardCache;
    const attempt: Promise<void> = (async () => {
      // The manifest is small and names content-hashed shards, so only it is revalidated.
      const manifest = await fetchJson<IndexManifest | typeof BUILDING_MANIFEST>(base.href, 'no-cache', INDEX_TIMEOUTS.firstTierMs);
      if (isBuildingManifest(manifest)) throw new Error(INDEX_BUILDING_MESSAGE);
      if (manifest.v !== INDEX_FORMAT_VERSION) throw new Error(`search index version ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
      const head = await fetchJson<HeadShard>(new URL(manifest.head, base).href, cache, INDEX_TIMEOUTS.firstTierMs);
      const decoded = decodeHead(head);
      manifestBase = base;
      sectionsFile = manifest.sections;
      target.add(decoded.records);
      const shards = Promise.all(
        Object.values(manifest.content).map(async (file) => {
          const shard = await fetchJson<ContentShard>(new URL(file, base).href, cache, INDEX_TIMEOUTS.restMs);
          target.add(decodeContent(head, decoded.sectionHierarchy, shard));
        }),
      ).then(() => {
        if (engine === target) fullyLoaded = true;
      });
      fullReady = shards;
      // A shard that cannot be loaded makes every later search fail, not silently answer from part of the index;
      // the load is dropped, so the next search or question starts again from the manifest.
      shards.catch((error: unknown) => {
        if (headReady !== attempt) return;
        failure = error;
        dropLoad();
      });
    })();
    headReady = attempt;
    // A failed load is forgotten, so the next search or question tries again.
    attempt.catch(() => {
      if (headReady === attempt) dropLoad();
    });
    return attempt;
  }

  function dropLoad(): void {
    headReady = null;
    shardCache = 'reload';
  }

  const current = (): LocalSearchEngine => engine;

  function loadAskSources(): Promise<SectionLookup> {
    if (!askSources) {
      const pending = (async () => {
        if (!manifestBase || !sectionsFile) throw new Error('this index has no sections for Ask AI');
        const shard = await fetchJson<SectionsShard>(new URL(sectionsFile, manifestBase).href, shardCache, INDEX_TIMEOUTS.restMs);
        return sectionLookup(shard.sections);
      })();
      pending.catch(() => {
        if (askSources !== pending) return;
        askSources = null;
        shardCache = 'reload';
      });
      askSources = pending;
    }
    return askSources;
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
    async ask(question, facetFilters) {
      if (!headReady) throw new Error('search index not loaded');
      await headReady;
      const [lookup] = await Promise.all([loadAskSources(), fullReady]);
      if (failure) throw failure;
      const started = performance.now();
      const answer = answerQuestion(current(), lookup, question, facetFilters);
      return {answer, ms: performance.now() - started};
    },
  };
}
