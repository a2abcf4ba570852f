import {fuzziness, type LocalSearchEngine} from './engine';
import {termsOf} from './text';

/**
 * What the index knows of a word, for Ask AI (`src/lib/askAi/questionWords.ts`): whether any record holds it, as
 * such or nearly (the typos a search forgives), and whether a term is rare. Search itself never asks: its
 * tolerance is in the engine's ranking.
 */

/** Whether any record holds the word (as written or stemmed). */
export function knows(engine: LocalSearchEngine, word: string): boolean {
  const lower = word.toLowerCase();
  return engine.hasTerm(lower) || engine.hasTerm(termsOf(lower).at(-1) ?? lower);
}

/** Whether any record holds the word, or a near spelling of it (the typos a search forgives). */
export function knowsNearly(engine: LocalSearchEngine, word: string): boolean {
  if (knows(engine, word)) return true;
  const lower = word.toLowerCase();
  const term = termsOf(lower).at(-1) ?? lower;
  if (engine.nearSpellings(term, fuzziness(term)).size > 0) return true;
  // A typo can hide the stem ("transalation" stems to "transal"): the word as typed, one typo from a word of the docs
  // ("translation"), is known nearly too.
  return lower !== term && engine.nearSpellings(lower, Math.min(1, fuzziness(lower))).size > 0;
}

/** Whether at most `share` of the records hold a term (in any field). */
export function isRare(engine: LocalSearchEngine, term: string, share: number): boolean {
  return engine.holding(term) <= share * engine.size;
}
