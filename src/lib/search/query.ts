import {partsOf, phraseSynonyms, splitWords, stem, STOP_WORDS, synonymsOf} from './text';

/**
 * A query or question read once: what the engine ranks with (`LocalSearchEngine`), what the search response
 * highlights, and what Ask AI reads of a question (its words, its terms, the terms a section holds). Every reader
 * takes this value; none tokenises the text again.
 */

/**
 * How many distinct terms of a query count at most (`ParsedQuery.counted`): a question longer than that is a pasted
 * paragraph, and its first 31 distinct terms rank it. A `TermSet` holds one bit per counted term.
 */
export const MAX_COUNTED_TERMS = 31;

export interface ParsedQuery {
  /** The text as given. */
  text: string;
  /** Its words as written, case kept ("Fly.io": Fly, io). */
  written: readonly string[];
  /** Its words lower-cased, without stop words unless it has only stop words. */
  words: readonly string[];
  /** The index term of each word (its stem), in order, repeats kept. */
  terms: readonly string[];
  /** The parts of each term that is a compound name (`documentId`: document, id); empty for a plain word. */
  parts: readonly (readonly string[])[];
  /**
   * Whether each word is a name from code, as written: an operator (`$containsi`), a snake_case name, or a camelCase
   * one (`pageSize`). Typed exactly, such a name is not read as a typo of a common word.
   */
  codeNames: readonly boolean[];
  /** The synonyms of each term (readers' words for the docs' words), as index terms. */
  synonyms: readonly (readonly string[])[];
  /** The distinct terms that count, in order of first use, at most MAX_COUNTED_TERMS: what a TermSet indexes. */
  counted: readonly string[];
  /** Whether the last word is still being typed (matched as a prefix): a query without a final space, not a question. */
  typing: boolean;
}

/** `$operator`, snake_case, or camelCase that starts in lower case (`pageSize`; not a product name, `GitHub`). */
const CODE_NAME = /^\$|_|^\p{Ll}+\p{Lu}/u;

/** Reads a query as typed into the search box (`typing` unless it ends with a space), or a finished question. */
export function parseQuery(text: string, {finished = false}: {finished?: boolean} = {}): ParsedQuery {
  // Split once; a word counts unless it is a stop word (all count in a query of stop words only).
  const written = splitWords(text);
  const lower = written.map((word) => word.toLowerCase());
  const meaningful = lower.some((word) => !STOP_WORDS.has(word));
  const kept = lower.flatMap((word, position) => (!meaningful || !STOP_WORDS.has(word) ? [position] : []));
  const words = kept.map((position) => lower[position]!);
  const terms = words.map(stem);
  const fromPhrases = phraseSynonyms(lower);
  return {
    text,
    written,
    words,
    terms,
    parts: kept.map((position, index) =>
      [
        ...new Set(
          partsOf(written[position]!)
            .filter((part) => !STOP_WORDS.has(part))
            .map(stem),
        ),
      ].filter((term) => term !== terms[index]),
    ),
    codeNames: kept.map((position) => CODE_NAME.test(written[position]!)),
    synonyms: kept.map((position) => [...new Set([...synonymsOf(lower[position]!), ...fromPhrases[position]!])]),
    counted: [...new Set(terms)].slice(0, MAX_COUNTED_TERMS),
    typing: !finished && !/\s$/.test(text),
  };
}

/** A set of the counted terms of one ParsedQuery, one bit per position in `counted`. */
export type TermSet = number;

export const NO_TERMS_HELD: TermSet = 0;

export function addTerm(set: TermSet, position: number): TermSet {
  return set | (1 << position);
}

export function includesTerm(set: TermSet, position: number): boolean {
  return (set & (1 << position)) !== 0;
}

export function termCount(set: TermSet): number {
  let bits = set - ((set >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The counted terms of `query` that `set` holds. */
export function termsIn(query: ParsedQuery, set: TermSet): string[] {
  return query.counted.filter((_, position) => includesTerm(set, position));
}
