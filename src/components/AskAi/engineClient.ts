import type {Answer} from '../../lib/askAi/answer';
import type {WorkerRequest, WorkerResponse} from './protocol';

/**
 * The page's side of the local provider: sends questions to the answer worker and resolves its replies.
 * Falls back to answering on the page when a worker cannot be started.
 */
let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, {resolve: (value: {answer: Answer; ms: number}) => void; reject: (error: Error) => void}>();

function getWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./answer.worker.ts', import.meta.url), {name: 'ask-ai'});
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      if (message.type === 'answer') request.resolve({answer: message.answer, ms: message.ms});
      else request.reject(new Error(message.message));
    };
    worker.onerror = () => {
      for (const request of pending.values()) request.reject(new Error('The answer worker stopped.'));
      pending.clear();
      worker = null;
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts loading the index in the background (on hover or focus of the button). */
export function warmUp(indexUrl: string): void {
  getWorker()?.postMessage({type: 'load', indexUrl} satisfies WorkerRequest);
}

export async function ask(indexUrl: string, question: string): Promise<{answer: Answer; ms: number}> {
  const w = getWorker();
  if (!w) {
    const engine = await import('./answerEngine');
    return engine.answer(indexUrl, question);
  }
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject});
    w.postMessage({type: 'ask', id, indexUrl, question} satisfies WorkerRequest);
  });
}
