import {answer, loadIndex} from './answerEngine';
import type {WorkerRequest, WorkerResponse} from './protocol';

// The local provider's Web Worker: ranking and sentence selection run here, off the page's main thread.
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: WorkerResponse): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    loadIndex(request.indexUrl).catch(() => undefined);
    return;
  }
  answer(request.indexUrl, request.question).then(
    ({answer: result, ms}) => scope.postMessage({type: 'answer', id: request.id, answer: result, ms} satisfies WorkerResponse),
    (error: unknown) =>
      scope.postMessage({type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error)} satisfies WorkerResponse),
  );
};
