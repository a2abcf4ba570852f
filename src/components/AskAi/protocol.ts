import type {Answer} from '../../lib/askAi/answer';

/** Messages between the page and the answer worker. */
export type WorkerRequest = {type: 'load'; indexUrl: string} | {type: 'ask'; id: number; indexUrl: string; question: string};

export type WorkerResponse =
  | {type: 'answer'; id: number; answer: Answer; ms: number}
  | {type: 'error'; id: number; message: string};
