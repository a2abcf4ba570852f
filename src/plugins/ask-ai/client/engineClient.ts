import type {Answer} from '../../../lib/askAi/answer';
import {askLocal, warmUpLocal} from '../../search/client/LocalSearchClient';

/**
 * Ask AI's local provider talks to the search index's worker (one index, one ranking, one message channel):
 * `indexUrl` is the local index's manifest (`LOCAL_INDEX_MANIFEST_PATH` under the base URL).
 */
export function warmUp(indexUrl: string): void {
  warmUpLocal(indexUrl);
}

export function ask(indexUrl: string, question: string): Promise<{answer: Answer; ms: number}> {
  return askLocal(indexUrl, question);
}
