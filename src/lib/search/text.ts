import {stemmer} from 'stemmer';
import {RANKING} from './ranking';

/**
 * Tokens and terms of search and Ask AI, shared by indexing, querying and highlighting, so a highlighted word is
 * exactly a word that matched. A word is indexed as written (lower-cased, so a word being typed finds it as a
 * prefix) and as its Porter stem (the `stemmer` package, so "deployment" meets "deploying"); camelCase,
 * dotted and snake_case API names are also split (`findMany` is indexed as `findmany`, `find` and `many`).
 */

/** Words that carry no meaning in a docs query (`RANKING.words.stop`). */
export const STOP_WORDS: ReadonlySet<string> = new Set(RANKING.words.stop);

/** Splits on anything that is not a letter, digit, `$`, `_` or `-` inside a word; keeps offsets for highlighting. */
const TOKEN = /[\p{L}\p{N}$_]+(?:[-:.][\p{L}\p{N}$_]+)*/gu;

export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({text: match[0], start: match.index, end: match.index + match[0].length});
  }
  return tokens;
}

/** The Porter stem of a lower-case English word; names with digits or symbols, and short words, are kept. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  const stemmed = stemmer(word);
  // Porter turns a final y into i only before it strips a suffix: "deploy" gives "deploi" but "deployment" gives
  // "deploy". Applying that rule to the result too makes the word and its derived forms meet.
  return stemmed.endsWith('y') && /[aeiou]/.test(stemmed.slice(0, -1)) ? `${stemmed.slice(0, -1)}i` : stemmed;
}

/** The index terms of one token: the whole token, its parts (split on `-`, `:`, `.` and camelCase), each as written and stemmed. */
export function termsOf(token: string): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    terms.add(word);
    terms.add(stem(word));
  };
  add(token.toLowerCase());
  for (const part of partsOf(token)) add(part);
  return [...terms];
}

/** The parts of a compound name, lower-cased: its segments (split on `-`, `:`, `.`, `_`) and their camelCase words. */
export function partsOf(token: string): string[] {
  const parts = new Set<string>();
  const segments = token.split(/[-:._]/).filter(Boolean);
  if (segments.length > 1) for (const segment of segments) parts.add(segment.toLowerCase());
  const words = segments
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .map((part) => part.toLowerCase().replace(/^\$/, ''))
    .filter((part) => part.length > 1);
  if (words.length > 1) for (const word of words) parts.add(word);
  return [...parts];
}

/** The words of a text as written (case kept): its tokens, split on `-`, `:` and `.` ("Fly.io": Fly, io). */
export function splitWords(text: string): string[] {
  return tokenize(text).flatMap((token) => token.text.split(/[-:.]/).filter(Boolean));
}

/** Whether a heading is that of a section that only lists links to other pages (`RANKING.words.linkListHeadings`). */
export function isLinkListHeading(heading: string): boolean {
  return RANKING.words.linkListHeadings.some((listHeading) => listHeading.toLowerCase() === heading.toLowerCase());
}

/** The stems of the synonyms of a word as typed (lower case). */
export function synonymsOf(word: string): readonly string[] {
  const {synonyms} = RANKING.words;
  const key = Object.hasOwn(synonyms, word) ? word : stem(word);
  return Object.hasOwn(synonyms, key) ? synonyms[key]!.map(stem) : [];
}

/**
 * The stems of the synonyms that each word of a text (lower-cased, stop words included) gets from a phrase it is part
 * of (`RANKING.words.phrases`: "throw away" gives both words `discard`), by position.
 */
export function phraseSynonyms(words: readonly string[]): Set<string>[] {
  const extra = words.map(() => new Set<string>());
  for (const [text, synonyms] of Object.entries(RANKING.words.phrases)) {
    const phrase = text.split(' ');
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      if (!phrase.every((word, offset) => words[start + offset] === word)) continue;
      for (let offset = 0; offset < phrase.length; offset += 1) for (const synonym of synonyms) extra[start + offset]!.add(stem(synonym));
    }
  }
  return extra;
}
