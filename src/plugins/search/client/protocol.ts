import type {MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';

/** Messages between the page and the search worker. */
export type WorkerRequest =
  | {id: number; type: 'load'; manifestUrl: string}
  | {id: number; type: 'search'; request: MultiQueryRequest; complete: boolean};

export type WorkerReply = {id: number; ok: true; response: MultiQueryResponse | null} | {id: number; ok: false; error: string};
