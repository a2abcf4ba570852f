import type {Answer} from '../../../lib/askAi/answer';
import type {FacetFilters, MultiQueryRequest, MultiQueryResponse} from '../../../lib/search/types';

/** Messages between the page and the worker of the local index (search and Ask AI). */
export type WorkerRequest =
  | {id: number; type: 'load'; manifestUrl: string; facetFilters?: FacetFilters}
  | {id: number; type: 'search'; request: MultiQueryRequest; complete: boolean}
  | {id: number; type: 'ask'; question: string; facetFilters?: FacetFilters};

export type WorkerResult = MultiQueryResponse | {answer: Answer; ms: number} | null;

export type WorkerReply = {id: number; ok: true; response: WorkerResult} | {id: number; ok: false; error: string};
