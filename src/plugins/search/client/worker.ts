/// <reference lib="webworker" />
import {createSearchService} from './service';
import type {WorkerReply, WorkerRequest, WorkerResult} from './protocol';

/** The local index off the main thread (search and Ask AI): typing never waits for indexing or ranking. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const service = createSearchService();

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  const reply = (answer: WorkerReply) => scope.postMessage(answer);
  const run: Promise<WorkerResult | undefined> =
    message.type === 'load'
      ? service.load(message.manifestUrl, message.facetFilters).then(() => undefined)
      : message.type === 'ask'
        ? service.ask(message.question, message.facetFilters)
        : service.search(message.request, {complete: message.complete});
  run.then(
    (response) => reply({id: message.id, ok: true, response: response ?? null}),
    (error: unknown) => reply({id: message.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
