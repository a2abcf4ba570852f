import type {HighlightResult, SnippetResult} from './types';
import {termsOf, tokenize, type Token} from './text';

// Algolia escapes the text it highlights; DocSearch renders the value as HTML.
import {escapeHtml} from '../content/escapeHtml';

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: HighlightTags = {pre: '<em>', post: '</em>'};

/** A word matches when one of its terms is a matched term, or starts with a matched prefix term. */
function tokenMatches(token: Token, matched: ReadonlySet<string>, prefixes: readonly string[]): string | null {
  for (const term of termsOf(token.text)) {
    if (matched.has(term)) return term;
    for (const prefix of prefixes) if (term.startsWith(prefix)) return prefix;
  }
  return null;
}

interface Marked {
  tokens: Token[];
  hits: boolean[];
  words: Set<string>;
}

function mark(text: string, matched: ReadonlySet<string>, prefixes: readonly string[]): Marked {
  const tokens = tokenize(text);
  const words = new Set<string>();
  const hits = tokens.map((token) => {
    const term = tokenMatches(token, matched, prefixes);
    if (term) words.add(term);
    return term !== null;
  });
  return {tokens, hits, words};
}

function render(text: string, marked: Marked, from: number, to: number, tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  marked.tokens.forEach((token, index) => {
    if (!marked.hits[index] || token.end <= from || token.start >= to) return;
    out += escapeHtml(text.slice(cursor, token.start)) + tags.pre + escapeHtml(text.slice(token.start, token.end)) + tags.post;
    cursor = token.end;
  });
  return out + escapeHtml(text.slice(cursor, to));
}

function level(words: Set<string>, queryTermCount: number): 'none' | 'partial' | 'full' {
  if (words.size === 0) return 'none';
  return words.size >= queryTermCount ? 'full' : 'partial';
}

export interface MatchContext {
  /** Document terms that matched (after typo tolerance and prefix expansion). */
  matched: ReadonlySet<string>;
  /** The last query term, matched as a prefix while typing. */
  prefixes: readonly string[];
  queryTermCount: number;
  tags: HighlightTags;
}

export function highlight(text: string | null, context: MatchContext): HighlightResult {
  if (!text) return {value: text ?? '', matchLevel: 'none', matchedWords: []};
  const marked = mark(text, context.matched, context.prefixes);
  const matchLevel = level(marked.words, context.queryTermCount);
  const fullyHighlighted = marked.tokens.length > 0 && marked.hits.every(Boolean);
  return {value: render(text, marked, 0, text.length, context.tags), matchLevel, matchedWords: [...marked.words], fullyHighlighted};
}

/** A window of `words` words around the first match (or the start), with the ellipsis where the text is cut. */
export function snippet(text: string | null, words: number, context: MatchContext, ellipsis = '…'): SnippetResult {
  if (!text) return {value: text ?? '', matchLevel: 'none'};
  const marked = mark(text, context.matched, context.prefixes);
  const count = marked.tokens.length;
  if (count <= words)
    return {value: render(text, marked, 0, text.length, context.tags), matchLevel: level(marked.words, context.queryTermCount)};
  const first = Math.max(0, marked.hits.indexOf(true));
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), count - words));
  const end = start + words - 1;
  const from = start === 0 ? 0 : marked.tokens[start]!.start;
  const to = end >= count - 1 ? text.length : marked.tokens[end]!.end;
  const body = render(text, marked, from, to, context.tags);
  return {
    value: `${from > 0 ? ellipsis : ''}${body}${to < text.length ? ellipsis : ''}`,
    matchLevel: level(marked.words, context.queryTermCount),
  };
}
