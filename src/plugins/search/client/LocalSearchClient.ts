import {SearchUnavailableError, type MultiQueryRequest, type MultiQueryResponse, type SearchClient} from '../../../lib/search/types';
import type {WorkerReply, WorkerRequest} from './protocol';
import type {SearchService} from './service';

/**
 * The search client of the offline build: Algolia's multi-query call answered by the local engine in a
 * Web Worker. The index is fetched on the first `warmUp()` (the search button's first hover or focus)
 * or the first search, whichever comes first. Any failure to load or answer surfaces as the error DocSearch
 * shows as "Unable to fetch results".
 */

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

type Pending = {resolve: (value: MultiQueryResponse | null) => void; reject: (error: Error) => void};

class WorkerTransport {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private next = 1;

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
      const error = new Error(`search worker failed: ${event.message}`);
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
  }

  private send(message: WithoutId<WorkerRequest>): Promise<MultiQueryResponse | null> {
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
    return (await this.send({type: 'search', request, complete}))!;
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
}

type Transport = WorkerTransport | InlineTransport;

const transports = new Map<string, {transport: Transport; loaded: Promise<void>}>();

function transportFor(manifestUrl: string): {transport: Transport; loaded: Promise<void>} {
  let entry = transports.get(manifestUrl);
  if (!entry) {
    let transport: Transport;
    try {
      transport = typeof Worker === 'function' ? new WorkerTransport() : new InlineTransport();
    } catch {
      transport = new InlineTransport();
    }
    const loaded = transport.load(manifestUrl);
    // Failures are reported to each search; a warm-up alone must not log an unhandled rejection.
    loaded.catch(() => undefined);
    entry = {transport, loaded};
    transports.set(manifestUrl, entry);
  }
  return entry;
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

  async search(request: MultiQueryRequest): Promise<MultiQueryResponse> {
    const {transport, loaded} = transportFor(this.options.manifestUrl);
    try {
      await loaded;
      return await transport.search(request, this.options.complete ?? false);
    } catch (error) {
      throw new SearchUnavailableError(`The local search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    }
  }
}
