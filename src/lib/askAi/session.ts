import type {Answer} from './answer';
import {ANSWER_VERSION} from './version';

/**
 * The modal's session state, kept pure so it can be tested: the questions asked so far (newest first) and the
 * `?ask=` deep link.
 */

export const ASK_PARAM = 'ask';
export const HISTORY_LIMIT = 20;
export const QUESTION_MAX_LENGTH = 300;

export interface HistoryEntry {
  id: number;
  question: string;
  answer: Answer;
  /** Milliseconds the engine took. */
  ms: number;
}

/** Adds an entry at the top; asking the same question again moves it up instead of repeating it. */
export function pushHistory(history: readonly HistoryEntry[], entry: HistoryEntry, limit = HISTORY_LIMIT): HistoryEntry[] {
  const key = normalizeQuestion(entry.question).toLowerCase();
  return [entry, ...history.filter((e) => normalizeQuestion(e.question).toLowerCase() !== key)].slice(0, limit);
}

export function normalizeQuestion(question: string): string {
  return question.replace(/\s+/g, ' ').trim().slice(0, QUESTION_MAX_LENGTH);
}

/** The question of a `?ask=` deep link, or null. */
export function questionFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(ASK_PARAM);
  const question = value ? normalizeQuestion(value) : '';
  return question ? question : null;
}

/** The same query string without the `ask` parameter ("" when nothing is left). */
export function searchWithoutQuestion(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(ASK_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** Parses history saved in sessionStorage; anything unexpected gives an empty history. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (e): e is HistoryEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as HistoryEntry).question === 'string' &&
        typeof (e as HistoryEntry).answer === 'object' &&
        (e as HistoryEntry).answer?.v === ANSWER_VERSION,
    );
  } catch {
    return [];
  }
}
