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

  load(manifestUrl: string): Promise<void> {
    return this.send({type: 'load', manifestUrl}).then(() => undefined);
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

  async load(manifestUrl: string): Promise<void> {
    await (await this.service).load(manifestUrl);
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
  loaded: Promise<void> | null;
}

const transports = new Map<string, Entry>();
const warned = new Set<string>();

/** The transport of an index, with its load started (again, after a failure: see `forget`). */
function transportFor(manifestUrl: string): {transport: Transport; loaded: Promise<void>} {
  let entry = transports.get(manifestUrl);
  // A worker that failed is replaced (the next search after going back online starts a new one).
  if (!entry || (entry.transport instanceof WorkerTransport && entry.transport.failed)) {
    let transport: Transport;
    try {
      transport = typeof Worker === 'function' ? new WorkerTransport() : new InlineTransport();
    } catch {
      transport = new InlineTransport();
    }
    entry = {transport, loaded: null};
    transports.set(manifestUrl, entry);
  }
  if (!entry.loaded) {
    const loaded = entry.transport.load(manifestUrl);
    entry.loaded = loaded;
    // Failures are reported to each search; a warm-up alone must not log an unhandled rejection. A failed load is forgotten.
    const current = entry;
    loaded.catch((error: unknown) => {
      if (current.loaded === loaded) current.loaded = null;
      warnOnce(manifestUrl, error);
    });
  }
  return {transport: entry.transport, loaded: entry.loaded};
}

/**
 * After a failed search or question, the next one loads again. The worker forgets a failed load by itself, but a
 * content shard can fail after the head loaded (the page's `loaded` had already resolved): without this, the page
 * would never send `load` again and every later search would fail.
 */
function forget(manifestUrl: string, loaded: Promise<void>): void {
  const entry = transports.get(manifestUrl);
  if (entry?.loaded === loaded) entry.loaded = null;
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

  /** Starts fetching the index (idempotent). */
  warmUp(): Promise<void> {
    return transportFor(this.options.manifestUrl).loaded;
  }

  addAlgoliaAgent(): void {}

  /** While `npm start` is still building the index, a search waits for it (the modal says so), then answers. */
  async search(request: MultiQueryRequest): Promise<MultiQueryResponse> {
    // A search that waited for the index answers from all of it, not from the headings that arrive first.
    let waited = false;
    for (;;) {
      const {transport, loaded} = transportFor(this.options.manifestUrl);
      try {
        await loaded;
        return await transport.search(request, waited || (this.options.complete ?? false));
      } catch (error) {
        forget(this.options.manifestUrl, loaded);
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

/** Starts loading the local index for Ask AI (on hover or focus of its button). */
export function warmUpLocal(manifestUrl: string): void {
  transportFor(manifestUrl).loaded.catch(() => undefined);
}

/** Asks the local index a question (Ask AI's local provider). */
/** Asks the local index; `facetFilters` are search's contextual filters (the reader's language and docs version). */
export async function askLocal(manifestUrl: string, question: string, facetFilters?: FacetFilters): Promise<{answer: Answer; ms: number}> {
  const {transport, loaded} = transportFor(manifestUrl);
  try {
    await loaded;
    return await transport.ask(question, facetFilters);
  } catch (error) {
    forget(manifestUrl, loaded);
    noteBuilding(manifestUrl, error);
    warnOnce(manifestUrl, error);
    throw unavailable(error);
  }
}
