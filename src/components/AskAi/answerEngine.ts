import {answerQuestion, type Answer} from '../../lib/askAi/answer';
import {buildIndex, type AskIndex} from '../../lib/askAi/rank';
import {isAskIndexFile} from '../../lib/askAi/sections';

/**
 * Loads the section index once and answers questions with it. Runs inside the answer worker, or on the
 * page itself when the browser cannot start a worker.
 */
let loading: {url: string; index: Promise<AskIndex>} | null = null;

export function loadIndex(indexUrl: string): Promise<AskIndex> {
  if (loading?.url !== indexUrl) {
    const index = fetch(indexUrl)
      .then((response) => {
        if (!response.ok) {
          // `docusaurus start` has no index: the build step writes it after rendering the pages.
          throw new Error(`The answer index could not be loaded (HTTP ${response.status}); it is written by \`docusaurus build\`.`);
        }
        return response.json() as Promise<unknown>;
      })
      .then((file) => {
        if (!isAskIndexFile(file)) throw new Error('The answer index has an unknown format.');
        return buildIndex(file.sections);
      });
    index.catch(() => {
      if (loading?.index === index) loading = null; // a later question tries again
    });
    loading = {url: indexUrl, index};
  }
  return loading.index;
}

export async function answer(indexUrl: string, question: string): Promise<{answer: Answer; ms: number}> {
  const index = await loadIndex(indexUrl);
  const start = performance.now();
  const result = answerQuestion(index, question);
  return {answer: result, ms: performance.now() - start};
}
