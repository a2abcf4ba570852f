import {sectionHref, sectionLabel, type AskSection} from './sections';
import {analyzeQuestion, rankSections, unknownWords, type AskIndex, type RankedSection} from './rank';
import {selectPassages} from './select';

/**
 * Turns a question into an answer made only of quoted passages of the documentation, with their sources.
 * When nothing is relevant enough, the answer says so instead of quoting something loosely related.
 */

export const ANSWER_LIMITS = {
  /** The best section must hold at least this share of the question's weight. */
  minCoverage: 0.6,
  maxSources: 5,
  minSources: 3,
  /** A source must score at least this share of the best section's score. */
  sourceRatio: 0.3,
  /** The search page's input takes at most 64 characters. */
  searchQueryLength: 64,
} as const;

export interface AnswerLink {
  label: string;
  /** Site-relative link with the section's hash: "/dev-docs/cli#tessera-develop". */
  href: string;
  page: string;
  heading: string;
}

export interface AnswerPassage {
  sentences: string[];
  code?: {text: string; truncated: boolean};
  source: AnswerLink;
}

export type AnswerStatus = 'answered' | 'not-found' | 'empty';

export interface Answer {
  question: string;
  status: AnswerStatus;
  passages: AnswerPassage[];
  sources: AnswerLink[];
  /** Words of the question that no page holds. */
  unknownWords: string[];
  /** "/search?q=..." for the same question. */
  searchHref: string;
}

export function linkTo(section: AskSection): AnswerLink {
  return {label: sectionLabel(section), href: sectionHref(section), page: section.page, heading: section.heading};
}

/** The search page for a question, its query cut at a word boundary to the search box's 64 characters. */
export function searchHref(question: string): string {
  let q = question.trim().replace(/\s+/g, ' ');
  if (q.length > ANSWER_LIMITS.searchQueryLength) {
    const cut = q.slice(0, ANSWER_LIMITS.searchQueryLength);
    const space = cut.lastIndexOf(' ');
    q = space > 20 ? cut.slice(0, space) : cut;
  }
  return `/search?q=${encodeURIComponent(q)}`;
}

function pickSources(ranked: readonly RankedSection[], passages: readonly AnswerPassage[]): AnswerLink[] {
  const sources: AnswerLink[] = [];
  const seen = new Set<string>();
  const add = (link: AnswerLink): void => {
    if (seen.has(link.href) || sources.length >= ANSWER_LIMITS.maxSources) return;
    seen.add(link.href);
    sources.push(link);
  };
  // Sections are listed in rank order; the quoted ones always make the list.
  const quoted = new Set(passages.map((p) => p.source.href));
  const best = ranked[0]?.score ?? 0;
  for (const item of ranked) {
    const link = linkTo(item.section);
    if (quoted.has(link.href) || item.score >= best * ANSWER_LIMITS.sourceRatio || sources.length < ANSWER_LIMITS.minSources) add(link);
  }
  for (const passage of passages) add(passage.source);
  return sources;
}

export function answerQuestion(index: AskIndex, question: string): Answer {
  const query = analyzeQuestion(question);
  const base = {question, passages: [], sources: [], unknownWords: [], searchHref: searchHref(question)};
  if (query.terms.length === 0) return {...base, status: 'empty'};
  const ranked = rankSections(index, query, {limit: 10});
  const missing = unknownWords(index, query);
  const best = ranked[0];
  if (!best || best.coverage < ANSWER_LIMITS.minCoverage) {
    return {...base, status: 'not-found', unknownWords: missing};
  }
  const passages: AnswerPassage[] = selectPassages(index, query, ranked).map((p) => ({
    sentences: p.sentences,
    ...(p.code ? {code: p.code} : {}),
    source: linkTo(p.section),
  }));
  if (passages.length === 0) return {...base, status: 'not-found', unknownWords: missing};
  return {...base, status: 'answered', passages, sources: pickSources(ranked, passages), unknownWords: missing};
}

/* ---------------------------------------------------------------------------------------------
 * Copy as Markdown
 * ------------------------------------------------------------------------------------------- */

function absolute(href: string, origin: string): string {
  return origin ? new URL(href, origin).toString() : href;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

export const NOT_FOUND_TEXT = 'The documentation does not seem to answer this question.';

/**
 * The answer as Markdown, with absolute links when `origin` is given ("https://docs.tessera.dev/").
 * Quotes stay quotes: a reader pasting it elsewhere still sees which words are the documentation's.
 */
export function answerToMarkdown(answer: Answer, origin = ''): string {
  const lines: string[] = [`**${answer.question.trim()}**`, ''];
  if (answer.status !== 'answered') {
    lines.push(NOT_FOUND_TEXT, '');
  }
  for (const passage of answer.passages) {
    lines.push(`> ${passage.sentences.join(' ')}`);
    if (passage.code) {
      lines.push('>', '> ```', ...passage.code.text.split('\n').map((line) => `> ${line}`), '> ```');
    }
    lines.push('>', `> — [${escapeLinkText(passage.source.label)}](${absolute(passage.source.href, origin)})`, '');
  }
  if (answer.sources.length > 0) {
    lines.push('Sources:', '');
    answer.sources.forEach((source, i) => lines.push(`${i + 1}. [${escapeLinkText(source.label)}](${absolute(source.href, origin)})`));
    lines.push('');
  }
  lines.push(`[Search the documentation](${absolute(answer.searchHref, origin)})`);
  return `${lines.join('\n')}\n`;
}
