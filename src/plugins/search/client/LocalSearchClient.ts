import type {Answer} from '../../../lib/askAi/answer';
import {
  SearchUnavailableError,
  type FacetFilters,
  type MultiQueryRequest,
  type MultiQueryResponse,
  type SearchClient,
} from '../../../lib/search/types';
import type {WorkerReply, WorkerRequest, WorkerResult} from './protocol';
import type {SearchService} from './service';
import {INDEX_BUILDING_MESSAGE, isBuildingManifest} from '../constants';
import {tagsNamed} from '../../../lib/search/indexFormat';

/**
 * The client of the local index, for search (Algolia's multi-query call) and Ask AI (`askLocal`): one Web Worker
 * per index holds the engine. The index is fetched on the first `warmUp()` (the search or Ask AI button's first
 * hover or focus), search or question, whichever comes first. Any failure to load or answer, including a file
 * that does not answer in time (see `INDEX_TIMEOUTS`), surfaces as the error DocSearch shows as "Unable to fetch
 * results", logs one warning, and is forgotten on both sides of the channel: the next keystroke (or question)
 * sends `load` again, and the worker, which dropped its failed load, fetches the index again.
 */

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = {resolve: (value: WorkerResult) => void; reject: (error: Error) => void};

class WorkerTransport {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 1;
  /** Set when the worker failed (its script could not load, offline for instance): it would never answer again. */
  failed: Error | null = null;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url));
    this.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.response);
      else waiting.reject(new Error(reply.error));
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      const error = new Error(`search worker failed: ${event.message ?? 'its script could not be loaded'}`);
      this.failed = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
  }

  private send(message: WithoutId<WorkerRequest>): Promise<WorkerResult> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.worker.postMessage({...message, id} as WorkerRequest);
    });
  }

  load(manifestUrl: string, facetFilters?: FacetFilters): Promise<void> {
    return this.send({type: 'load', manifestUrl, facetFilters}).then(() => undefined);
  }

  async search(request: MultiQueryRequest, complete: boolean): Promise<MultiQueryResponse> {
    return (await this.send({type: 'search', request, complete})) as MultiQueryResponse;
  }

  async ask(question: string, facetFilters?: FacetFilters): Promise<{answer: Answer; ms: number}> {
    return (await this.send({type: 'ask', question, facetFilters})) as {answer: Answer; ms: number};
  }
}

/** Same service in the page, for browsers without module workers. */
class InlineTransport {
  private service: Promise<SearchService> = import('./service').then((module) => module.createSearchService());

  async load(manifestUrl: string, facetFilters?: FacetFilters): Promise<void> {
    await (await this.service).load(manifestUrl, facetFilters);
  }

  async search(request: MultiQueryRequest, complete: boolean): Promise<MultiQueryResponse> {
    return (await this.service).search(request, {complete});
  }

  async ask(question: string, facetFilters?: FacetFilters): Promise<{answer: Answer; ms: number}> {
    return (await this.service).ask(question, facetFilters);
  }
}

type Transport = WorkerTransport | InlineTransport;

interface Entry {
  transport: Transport;
  /** The load of each scope asked for (the docs version's set), by `scopeKey`. */
  loaded: Map<string, Promise<void>>;
}

const transports = new Map<string, Entry>();
const warned = new Set<string>();

/**
 * Searches whose filters name the same search tags need the same set of the index (the worker picks it from them:
 * `setFor`), whatever their other filters (the /search page's area filter, the language).
 */
function scopeKey(facetFilters: FacetFilters | undefined): string {
  return JSON.stringify(tagsNamed(facetFilters));
}

/**
 * The transport of an index, with the load of the set the filters need started (again, after a failure: see
 * `forget`): the reader's docs version, so a reader of one version downloads only that version's shards.
 */
function transportFor(manifestUrl: string, facetFilters: FacetFilters | undefined): {transport: Transport; loaded: Promise<void>} {
  let entry = transports.get(manifestUrl);
  // A worker that failed is replaced (the next search after going back online starts a new one).
  if (!entry || (entry.transport instanceof WorkerTransport && entry.transport.failed)) {
    let transport: Transport;
    try {
      transport = typeof Worker === 'function' ? new WorkerTransport() : new InlineTransport();
    } catch {
      transport = new InlineTransport();
    }
    entry = {transport, loaded: new Map()};
    transports.set(manifestUrl, entry);
  }
  const key = scopeKey(facetFilters);
  let loaded = entry.loaded.get(key);
  if (!loaded) {
    const started = entry.transport.load(manifestUrl, facetFilters);
    entry.loaded.set(key, started);
    // Failures are reported to each search; a warm-up alone must not log an unhandled rejection. A failed load is forgotten.
    const current = entry;
    started.catch((error: unknown) => {
      if (current.loaded.get(key) === started) current.loaded.delete(key);
      warnOnce(manifestUrl, error);
    });
    loaded = started;
  }
  return {transport: entry.transport, loaded};
}

/**
 * After a failed search or question, the next one loads again. The worker forgets a failed load by itself, but a
 * content shard can fail after the head loaded (the page's `loaded` had already resolved): without this, the page
 * would never send `load` again and every later search would fail.
 */
function forget(manifestUrl: string, facetFilters: FacetFilters | undefined, loaded: Promise<void>): void {
  const entry = transports.get(manifestUrl);
  const key = scopeKey(facetFilters);
  if (entry?.loaded.get(key) === loaded) entry.loaded.delete(key);
}

function warnOnce(manifestUrl: string, error: unknown): void {
  if (warned.has(manifestUrl) || isBuildingError(error)) return;
  warned.add(manifestUrl);
  console.warn(`[search] the local index (${manifestUrl}) could not be used: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * `npm start` serves a placeholder manifest until the dev index is written: meanwhile searches and questions wait,
 * and the search modal and Ask AI say that the index is being built, until a poll finds the index.
 */
const building = new Set<string>();
const buildingListeners = new Set<() => void>();

export function subscribeIndexBuilding(listener: () => void): () => void {
  buildingListeners.add(listener);
  return () => buildingListeners.delete(listener);
}

export function isIndexBuilding(): boolean {
  return building.size > 0;
}

/** Resolves once no index is being built any more. */
export function untilIndexBuilt(): Promise<void> {
  return new Promise((resolve) => {
    if (!isIndexBuilding()) return resolve();
    const stop = subscribeIndexBuilding(() => {
      if (isIndexBuilding()) return;
      stop();
      resolve();
    });
  });
}

/** The error of a load that found the dev server's placeholder manifest. */
function isBuildingError(error: unknown): boolean {
  return error instanceof Error && error.message.includes(INDEX_BUILDING_MESSAGE);
}

function noteBuilding(manifestUrl: string, error: unknown): void {
  if (!isBuildingError(error) || building.has(manifestUrl)) return;
  building.add(manifestUrl);
  buildingListeners.forEach((listener) => listener());
  const poll = async () => {
    try {
      const manifest = (await (await fetch(manifestUrl, {cache: 'no-cache'})).json()) as object;
      if (!isBuildingManifest(manifest)) {
        building.delete(manifestUrl);
        buildingListeners.forEach((listener) => listener());
        return;
      }
    } catch {
      // not there yet
    }
    setTimeout(() => void poll(), 1000);
  };
  setTimeout(() => void poll(), 1000);
}

function unavailable(error: unknown): SearchUnavailableError {
  return new SearchUnavailableError(
    `The local search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    {cause: error},
  );
}

export interface LocalSearchClientOptions {
  /** URL of the index manifest written by the search plugin. */
  manifestUrl: string;
  /** Wait for every shard before answering (the /search page); as-you-type searches answer from what is loaded. */
  complete?: boolean;
}

export class LocalSearchClient implements SearchClient {
  readonly transporter = {algoliaAgent: {value: 'tessera-local-search', add: () => undefined}};

  constructor(private readonly options: LocalSearchClientOptions) {}

  /** Starts fetching the index (idempotent): the set of the docs version that searches with these filters need. */
  warmUp(facetFilters?: FacetFilters): Promise<void> {
    return transportFor(this.options.manifestUrl, facetFilters).loaded;
  }

  addAlgoliaAgent(): void {}

  /** While `npm start` is still building the index, a search waits for it (the modal says so), then answers. */
  async search(request: MultiQueryRequest): Promise<MultiQueryResponse> {
    // A search that waited for the index answers from all of it, not from the headings that arrive first.
    let waited = false;
    const facetFilters = request.requests[0]?.facetFilters;
    for (;;) {
      const {transport, loaded} = transportFor(this.options.manifestUrl, facetFilters);
      try {
        await loaded;
        return await transport.search(request, waited || (this.options.complete ?? false));
      } catch (error) {
        forget(this.options.manifestUrl, facetFilters, loaded);
        noteBuilding(this.options.manifestUrl, error);
        if (!isIndexBuilding()) {
          warnOnce(this.options.manifestUrl, error);
          throw unavailable(error);
        }
        await untilIndexBuilt();
        waited = true;
      }
    }
  }
}

/** Starts loading the local index for Ask AI (on hover or focus of its button): the set its filters need. */
export function warmUpLocal(manifestUrl: string, facetFilters?: FacetFilters): void {
  transportFor(manifestUrl, facetFilters).loaded.catch(() => undefined);
}

/**
 * Asks the local index (Ask AI's local provider); `facetFilters` are search's contextual filters (the reader's
 * language and docs version): the set of that version answers.
 */
export async function askLocal(manifestUrl: string, question: string, facetFilters?: FacetFilters): Promise<{answer: Answer; ms: number}> {
  const {transport, loaded} = transportFor(manifestUrl, facetFilters);
  try {
    await loaded;
    return await transport.ask(question, facetFilters);
  } catch (error) {
    forget(manifestUrl, facetFilters, loaded);
    noteBuilding(manifestUrl, error);
    warnOnce(manifestUrl, error);
    throw unavailable(error);
  }
}
