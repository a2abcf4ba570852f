import {stem} from '../search/text';

/**
 * English words for Ask AI: a lower-case word of a question that no page holds is the reader's own wording when it is
 * English ("roughly", "haunted"), and names another product when it is not ("datadog", "planetscale"); see
 * `answerQuestion`. The list is the stems of common English words, written into the sections shard at build time
 * (`SectionsShard.english`, one per line; the word lists come from src/plugins/search/englishWords.ts).
 */

/** A word the list can hold: lower-case letters only (proper nouns and words with an apostrophe are left out). */
const LETTERS_ONLY = /^[a-z]+$/;

/** The sorted stems of a word list, as the sections shard carries them. */
export function englishStemsOf(words: Iterable<string>): string[] {
  const stems = new Set<string>();
  for (const word of words) if (LETTERS_ONLY.test(word)) stems.add(stem(word));
  return [...stems].sort();
}

/** The English stems of a sections shard (`SectionsShard.english`), when it has them. */
export function englishOf(text: string | undefined): ReadonlySet<string> | undefined {
  return text ? new Set(text.split('\n')) : undefined;
}

/**
 * Whether a lower-case word is English by the stems of `english`. A word the list cannot hold, with a digit or a sign
 * ("413", "v6"), is not a name for this rule: it counts as English. (A misspelt English word, "rougly", is not
 * forgiven here: forgiving one typo let product names through, "circleci", "logrotate".)
 */
export function isEnglish(word: string, english: ReadonlySet<string>): boolean {
  return !LETTERS_ONLY.test(word) || english.has(stem(word));
}
