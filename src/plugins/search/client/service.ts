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
  setFor,
  type IndexManifest,
  type IndexSet,
  latestSet,
  type SectionsShard,
} from '../../../lib/search/indexFormat';
import type {FacetFilters, MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';
import {BUILDING_MANIFEST, INDEX_BUILDING_MESSAGE, isBuildingManifest} from '../constants';

/**
 * The local engine's service, run inside the Web Worker (or in the page when workers are unavailable).
 * `load` fetches the manifest, then, of the set of the docs version being read (`setFor`), the head shard (page
 * titles and headings: enough for the first results), then the content shards in parallel, adding each to the
 * set's engine as it arrives. Another version's set is loaded only when a search or question names that version.
 * A search that needs the whole index (the /search page) waits for every shard; an as-you-type search
 * answers from what is loaded. Ask AI ranks with the engine of the set its filters name (the version being read),
 * and quotes that set's sections shard, fetched on the first question.
 */

export interface SearchService {
  /** Loads the manifest and the set of the docs version the filters name (the reader's contextual search filters). */
  load(manifestUrl: string, facetFilters?: FacetFilters): Promise<void>;
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

/** One docs version's set of shards being loaded (see `IndexSet`), into an engine of its own. */
interface SetLoad {
  engine: LocalSearchEngine;
  /** Resolves once the head shard is in the engine (and `full` is set). */
  head: Promise<void>;
  /** Resolves once every content shard is in the engine. */
  full: Promise<void>;
  fullyLoaded: boolean;
  failure: unknown;
  /** The URL of the set's sections shard (Ask AI's quotes). */
  sectionsUrl: string;
  askSources: Promise<SectionLookup> | null;
}

/** A load of the index: its manifest, then the sets the searches and questions ask for, each on its first use. */
interface IndexLoad {
  base: URL;
  manifest: Promise<IndexManifest>;
  sets: Map<string, SetLoad>;
}

export function createSearchService(): SearchService {
  let index: IndexLoad | null = null;
  let manifestUrl: string | null = null;
  /**
   * How the hashed shards are fetched: from the HTTP cache while all goes well; after a failure, from the network
   * ('reload'), because a broken answer (a truncated body under an `immutable` header) may sit in the cache.
   */
  let shardCache: RequestCache = 'default';

  /**
   * A failed load is forgotten, every set with it, so the next search or question starts again from the manifest;
   * a shard that cannot be loaded makes the searches waiting on its set fail, not silently answer from part of it.
   */
  function drop(load: IndexLoad): void {
    if (index !== load) return;
    index = null;
    shardCache = 'reload';
  }

  function startIndex(url: string): IndexLoad {
    const base = new URL(url, globalThis.location?.href);
    const manifest = (async () => {
      // The manifest is small and names content-hashed shards, so only it is revalidated.
      const manifest = await fetchJson<IndexManifest | typeof BUILDING_MANIFEST>(base.href, 'no-cache', INDEX_TIMEOUTS.firstTierMs);
      if (isBuildingManifest(manifest)) throw new Error(INDEX_BUILDING_MESSAGE);
      if (manifest.v !== INDEX_FORMAT_VERSION) throw new Error(`search index version ${manifest.v}, expected ${INDEX_FORMAT_VERSION}`);
      return manifest;
    })();
    const load: IndexLoad = {base, manifest, sets: new Map()};
    manifest.catch(() => drop(load));
    return load;
  }

  /** The head shard first (enough for the first results), then the content shards in parallel, each added as it arrives. */
  function startSet(load: IndexLoad, files: IndexSet): SetLoad {
    const cache = shardCache;
    const set: SetLoad = {
      engine: new LocalSearchEngine(),
      head: Promise.resolve(),
      full: Promise.resolve(),
      fullyLoaded: false,
      failure: null,
      sectionsUrl: new URL(files.sections, load.base).href,
      askSources: null,
    };
    set.head = (async () => {
      const head = await fetchJson<HeadShard>(new URL(files.head, load.base).href, cache, INDEX_TIMEOUTS.firstTierMs);
      const decoded = decodeHead(head);
      set.engine.add(decoded.records);
      set.full = Promise.all(
        Object.values(files.content).map(async (file) => {
          const shard = await fetchJson<ContentShard>(new URL(file, load.base).href, cache, INDEX_TIMEOUTS.restMs);
          set.engine.add(decodeContent(head, decoded.sectionHierarchy, shard));
        }),
      ).then(() => {
        set.fullyLoaded = true;
      });
      set.full.catch((error: unknown) => {
        set.failure = error;
        drop(load);
      });
    })();
    set.head.catch(() => drop(load));
    return set;
  }

  /** The set that answers these filters (`setFor`: the docs version they name), its load started on first use. */
  async function setOf(facetFilters: FacetFilters | undefined): Promise<SetLoad> {
    if (!manifestUrl) throw new Error('search index not loaded');
    index ??= startIndex(manifestUrl);
    const load = index;
    const manifest = await load.manifest;
    const tag = setFor(manifest, facetFilters);
    let set = load.sets.get(tag);
    if (!set) {
      // `setFor` names a set of the manifest or its `latest`, which `latestSet` checks.
      set = startSet(load, tag === manifest.latest ? latestSet(manifest) : manifest.sets[tag]!);
      load.sets.set(tag, set);
    }
    await set.head;
    return set;
  }

  function loadAskSources(set: SetLoad): Promise<SectionLookup> {
    if (!set.askSources) {
      const pending = (async () => {
        const shard = await fetchJson<SectionsShard>(set.sectionsUrl, shardCache, INDEX_TIMEOUTS.restMs);
        return sectionLookup(shard.sections);
      })();
      pending.catch(() => {
        if (set.askSources !== pending) return;
        set.askSources = null;
        shardCache = 'reload';
      });
      set.askSources = pending;
    }
    return set.askSources;
  }

  return {
    async load(url, facetFilters) {
      manifestUrl = url;
      await setOf(facetFilters);
    },
    async search(request, {complete}) {
      // Each request is answered by the set of the docs version its filters name (the same one in practice).
      const results = await Promise.all(
        request.requests.map(async (params) => {
          const set = await setOf(params.facetFilters);
          if (complete) await set.full;
          if (set.failure) throw set.failure;
          // Answers from the headings alone say so, as Algolia does for an approximate count.
          return {...set.engine.search(params), exhaustiveNbHits: set.fullyLoaded};
        }),
      );
      return {results};
    },
    async ask(question, facetFilters) {
      const set = await setOf(facetFilters);
      const [lookup] = await Promise.all([loadAskSources(set), set.full]);
      if (set.failure) throw set.failure;
      const started = performance.now();
      const answer = answerQuestion(set.engine, lookup, question, facetFilters);
      return {answer, ms: performance.now() - started};
    },
  };
}
