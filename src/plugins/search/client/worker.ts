/// <reference lib="webworker" />
import {createSearchService} from './service';
import type {WorkerReply, WorkerRequest} from './protocol';

/** The local search engine off the main thread: typing never waits for indexing or ranking. */
const scope = self as unknown as DedicatedWorkerGlobalScope;
const service = createSearchService();

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const message = event.data;
  const reply = (answer: WorkerReply) => scope.postMessage(answer);
  const run = message.type === 'load' ? service.load(message.manifestUrl).then(() => undefined) : service.search(message.request, {complete: message.complete});
  run.then(
    (response) => reply({id: message.id, ok: true, response: response ?? null}),
    (error: unknown) => reply({id: message.id, ok: false, error: error instanceof Error ? error.message : String(error)}),
  );
};
