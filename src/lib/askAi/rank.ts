import type {AskSection} from './sections';
import {META_SENTENCE, sentences, term, terms, words, isStopword} from './text';

/**
 * Section ranking for the local answer engine: BM25 over the sections' fields (page title, headings, prose,
 * code), then a re-ranking of the best candidates by how much of the question they cover and whether they
 * hold the question's words side by side.
 */

/** How much one occurrence counts in each field. */
export const FIELD_WEIGHTS = {title: 2, heading: 3, parent: 1, text: 1, code: 0.4, meta: 0.3} as const;

const K1 = 1.2;
const B = 0.75;

/** Words that mean the same thing in these docs, applied to the question only (at half weight). */
const RELATED: Record<string, readonly string[]> = {
  remove: ['delete'],
  erase: ['delete'],
  delete: ['remove'],
  env: ['environment'],
  setup: ['install', 'configure'],
  config: ['configuration'],
  db: ['database'],
  login: ['log', 'sign'],
  signin: ['log', 'sign'],
  auth: ['authentication'],
  pic: ['image'],
  picture: ['image'],
  photo: ['image'],
  upgrade: ['migrate'],
  migrate: ['upgrade'],
  schedule: ['cron'],
  cron: ['schedule'],
  paginate: ['pagination'],
  translate: ['locale'],
  restrict: ['limit'],
  limit: ['restrict'],
  i18n: ['internationalization', 'locale'],
};

/** RELATED keyed by stem, so "removing" finds "delete" too. */
const RELATED_BY_TERM = new Map(Object.entries(RELATED).map(([word, list]) => [term(word), list] as const));

export interface IndexedSection {
  id: number;
  section: AskSection;
  /** Weighted term frequencies across all fields. */
  tf: Map<string, number>;
  /** Weighted length (sum of the field weights of its terms). */
  length: number;
  /** Terms of the page title, headings and parent heading: where a match means "this section is about it". */
  titleTerms: Set<string>;
  /** Prose terms in reading order, for phrase matches. */
  sequence: string[];
}

export interface AskIndex {
  sections: IndexedSection[];
  /** Number of sections holding each term. */
  df: Map<string, number>;
  /** term -> ids of the sections holding it */
  postings: Map<string, number[]>;
  averageLength: number;
  /** idf of a term found in no section: the largest possible, so a question about something absent stays unanswered. */
  maxIdf: number;
}

function addTerms(tf: Map<string, number>, list: readonly string[], weight: number): number {
  for (const t of list) tf.set(t, (tf.get(t) ?? 0) + weight);
  return list.length * weight;
}

export function buildIndex(sections: readonly AskSection[]): AskIndex {
  const indexed: IndexedSection[] = [];
  const df = new Map<string, number>();
  const postings = new Map<string, number[]>();
  let totalLength = 0;
  sections.forEach((section, id) => {
    const tf = new Map<string, number>();
    const titleTerms = terms(section.page);
    const headingTerms = section.heading === section.page ? [] : terms(section.heading);
    const parentTerms = terms(section.parent);
    let length = 0;
    length += addTerms(tf, titleTerms, FIELD_WEIGHTS.title);
    length += addTerms(tf, headingTerms, FIELD_WEIGHTS.heading);
    length += addTerms(tf, parentTerms, FIELD_WEIGHTS.parent);
    const sequence: string[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'code') {
        length += addTerms(tf, terms(block.text), FIELD_WEIGHTS.code);
        continue;
      }
      // "This page describes X, Y and Z" names every topic of the page: it counts less than the text about them.
      let text = block.text;
      if (META_SENTENCE.test(text)) {
        const [first = '', ...rest] = sentences(text);
        length += addTerms(tf, terms(first), FIELD_WEIGHTS.meta);
        text = rest.join(' ');
      }
      const blockTerms = terms(text);
      length += addTerms(tf, blockTerms, FIELD_WEIGHTS.text);
      sequence.push(...blockTerms, '');
    }
    for (const t of tf.keys()) {
      df.set(t, (df.get(t) ?? 0) + 1);
      let list = postings.get(t);
      if (!list) postings.set(t, (list = []));
      list.push(id);
    }
    totalLength += length;
    indexed.push({id, section, tf, length, titleTerms: new Set([...titleTerms, ...headingTerms, ...parentTerms]), sequence});
  });
  const n = indexed.length;
  return {
    sections: indexed,
    df,
    postings,
    averageLength: n ? totalLength / n : 1,
    maxIdf: Math.log(1 + (n + 0.5) / 0.5),
  };
}

export function idf(index: AskIndex, t: string): number {
  const n = index.sections.length;
  const df = index.df.get(t) ?? 0;
  return df === 0 ? index.maxIdf : Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

export interface QueryTerm {
  term: string;
  /** The word as the reader typed it (for "no page mentions ..."). */
  word: string;
  /** 1 for the reader's words, less for related words added by the engine. */
  weight: number;
}

export interface Query {
  text: string;
  terms: QueryTerm[];
  /** The reader's terms in order (for phrase matches). */
  sequence: string[];
}

/** The question as terms: stopwords dropped, stems, each term once, plus related words at half weight. */
export function analyzeQuestion(question: string): Query {
  const seen = new Map<string, QueryTerm>();
  const sequence: string[] = [];
  for (const word of words(question)) {
    if (isStopword(word) || (word.length < 2 && !/\d/.test(word))) continue;
    const t = term(word);
    sequence.push(t);
    if (!seen.has(t)) seen.set(t, {term: t, word, weight: 1});
  }
  for (const q of [...seen.values()]) {
    for (const related of RELATED_BY_TERM.get(q.term) ?? []) {
      for (const t of terms(related)) if (!seen.has(t)) seen.set(t, {term: t, word: related, weight: 0.5});
    }
  }
  return {text: question, terms: [...seen.values()], sequence};
}

export interface RankedSection {
  id: number;
  section: AskSection;
  score: number;
  bm25: number;
  /** Share of the question's weight (its own words, by idf) found in the section, 0 to 1. */
  coverage: number;
}

/**
 * Share of the question's own words (weight 1) found in a text, weighted by idf. `present` says how much a term
 * is there, from 0 to 1 (true is 1): a word seen only in code or in a "This page describes" sentence counts in part.
 */
export function coverageOf(index: AskIndex, query: Query, present: (t: string) => boolean | number): number {
  let total = 0;
  let found = 0;
  for (const q of query.terms) {
    if (q.weight < 1) continue;
    const w = idf(index, q.term);
    total += w;
    found += w * Math.min(1, Number(present(q.term)));
  }
  return total > 0 ? found / total : 0;
}

/** Number of the question's adjacent term pairs found side by side in the sequence. */
export function phraseMatches(sequence: readonly string[], querySequence: readonly string[]): number {
  if (querySequence.length < 2) return 0;
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < querySequence.length; i += 1) pairs.add(`${querySequence[i]} ${querySequence[i + 1]}`);
  const found = new Set<string>();
  for (let i = 0; i + 1 < sequence.length; i += 1) {
    const pair = `${sequence[i]} ${sequence[i + 1]}`;
    if (pairs.has(pair)) found.add(pair);
  }
  return found.size;
}

export interface RankOptions {
  /** How many sections to return. */
  limit?: number;
  /** How many BM25 candidates to re-rank. */
  candidates?: number;
}

export function rankSections(index: AskIndex, query: Query, options: RankOptions = {}): RankedSection[] {
  const limit = options.limit ?? 10;
  const candidates = options.candidates ?? 40;
  const bm25 = new Map<number, number>();
  for (const q of query.terms) {
    const ids = index.postings.get(q.term);
    if (!ids) continue;
    const w = idf(index, q.term) * q.weight;
    for (const id of ids) {
      const s = index.sections[id]!;
      const f = s.tf.get(q.term)!;
      const norm = f + K1 * (1 - B + (B * s.length) / index.averageLength);
      bm25.set(id, (bm25.get(id) ?? 0) + (w * (f * (K1 + 1))) / norm);
    }
  }
  const top = [...bm25.entries()].sort((a, b) => b[1] - a[1]).slice(0, candidates);
  const phrasePairs = Math.max(1, query.sequence.length - 1);
  const ranked = top.map(([id, score]): RankedSection => {
    const s = index.sections[id]!;
    const coverage = coverageOf(index, query, (t) => s.tf.get(t) ?? 0);
    const titleCoverage = coverageOf(index, query, (t) => s.titleTerms.has(t));
    const phrases = phraseMatches(s.sequence, query.sequence) / phrasePairs;
    const final = score * (0.35 + 0.65 * coverage) * (1 + 0.35 * titleCoverage + 0.25 * phrases);
    return {id, section: s.section, score: final, bm25: score, coverage};
  });
  return ranked.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** The question's own words that no section holds at all. */
export function unknownWords(index: AskIndex, query: Query): string[] {
  return query.terms.filter((q) => q.weight >= 1 && !index.df.has(q.term)).map((q) => q.word);
}
