import type {Section} from '../search/corpus';
import {MAX_QUERY_LENGTH} from '../search/constants';
import {sectionHref, sectionLabel} from './sections';
import {ANSWER_VERSION} from './version';

/**
 * An answer of Ask AI, as the worker sends it (`assemble.ts` builds it), the modal shows it, the session history
 * keeps it and `markdown.ts` copies it.
 */

export interface AnswerLink {
  label: string;
  /** Site-relative link with the section's hash: "/dev-docs/cli#tessera-develop". */
  href: string;
  page: string;
  heading: string;
}

export interface AnswerPassage {
  /** The section's first paragraph, verbatim. */
  text: string;
  /** Its first code example (lead passage only), with the page's language. */
  code?: {text: string; language?: string};
  source: AnswerLink;
}

/** answered: quotes; weak: the strongest match is too weak to quote, `results` lists the top search results; not-found: nothing matches. */
export type AnswerStatus = 'answered' | 'weak' | 'not-found' | 'empty';

export interface Answer {
  v: typeof ANSWER_VERSION;
  question: string;
  status: AnswerStatus;
  passages: AnswerPassage[];
  sources: AnswerLink[];
  /** The top search results, when the match is weak. */
  results: AnswerLink[];
  /** Words of the question that no page holds. */
  unknownWords: string[];
  /** The label of the docs version it answers from ("5.5"), when the site has more than one: the modal says which. */
  docsVersion?: string;
  /** "/search?q=..." for the same question. */
  searchHref: string;
}

export function linkTo(section: Pick<Section, 'url' | 'anchor' | 'page' | 'heading'>): AnswerLink {
  return {label: sectionLabel(section), href: sectionHref(section), page: section.page, heading: section.heading};
}

/** The search page for a question, its query cut at a word boundary to the search box's 64 characters. */
export function searchHref(question: string): string {
  let q = question.trim().replace(/\s+/g, ' ');
  if (q.length > MAX_QUERY_LENGTH) {
    const cut = q.slice(0, MAX_QUERY_LENGTH);
    const space = cut.lastIndexOf(' ');
    q = space > 20 ? cut.slice(0, space) : cut;
  }
  return `/search?q=${encodeURIComponent(q)}`;
}
