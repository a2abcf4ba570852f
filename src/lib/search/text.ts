/**
 * Tokens and terms shared by indexing, querying and highlighting, so a highlighted word is exactly a word that matched.
 * Terms are lower-cased, light-stemmed (plurals, -ing, -ed) and camelCase API names are also split
 * (`findMany` is indexed as `findmany`, `find` and `many`).
 */

/** Words that carry no meaning in a docs query ("how do I deploy" searches "deploy"). */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'if', 'in', 'into',
  'is', 'it', 'its', 'me', 'my', 'of', 'on', 'or', 'so', 'that', 'the', 'their', 'then', 'this', 'to', 'use', 'using',
  'was', 'we', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with', 'you', 'your', 'should', 'there',
]);

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

/** A light English stemmer: enough to make plurals and common verb forms meet. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

/** The index terms of one token: the whole token, its parts (split on `-`, `:`, `.` and camelCase), each stemmed. */
export function termsOf(token: string): string[] {
  const terms = new Set<string>();
  const lower = token.toLowerCase();
  terms.add(stem(lower));
  const segments = token.split(/[-:._]/).filter(Boolean);
  if (segments.length > 1) for (const segment of segments) terms.add(stem(segment.toLowerCase()));
  const parts = segments
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .map((part) => part.toLowerCase().replace(/^\$/, ''))
    .filter((part) => part.length > 1);
  if (parts.length > 1) for (const part of parts) terms.add(stem(part));
  return [...terms];
}

/** Terms of a query, without stop words (unless the query is only stop words); `api.rest.defaultLimit` searches its three parts. */
export function queryTerms(query: string): string[] {
  const words = tokenize(query).flatMap((token) => token.text.split(/[-:.]/).filter(Boolean));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : words;
  return kept.map((word) => stem(word.toLowerCase()));
}

/**
 * The parts of each term of `queryTerms(query)` that is a compound name (`DATABASE_CLIENT`: database, client;
 * `documentId`: document, id), in the same order; an empty list for a plain word.
 */
export function queryTermParts(query: string): string[][] {
  const words = tokenize(query).flatMap((token) => token.text.split(/[-:.]/).filter(Boolean));
  const meaningful = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  const kept = meaningful.length > 0 ? meaningful : words;
  return kept.map((word) => {
    const whole = stem(word.toLowerCase());
    return termsOf(word).filter((term) => term !== whole && !STOP_WORDS.has(term));
  });
}
