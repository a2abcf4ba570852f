/**
 * Relevance of search and Ask AI over the fresh evaluation sets (tests/relevance/), per half: the tuning half
 * (ranking may be tuned on it; the build-output test guards it) and the held-back half (only measured).
 * Shared by the bench (scripts/bench/search.mts, ask.mts) and tests/build/relevance.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {sectionLookup, type SectionLookup} from '../../src/lib/askAi/sections';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {
  decodeContent,
  decodeHead,
  latestSet,
  type ContentShard,
  type HeadShard,
  type IndexManifest,
  type SectionsShard,
} from '../../src/lib/search/indexFormat';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Half = 'tuning' | 'held-back';

export interface SearchCase {
  query: string;
  page: string;
  kind: string;
  half: Half;
}

export interface AskCase {
  question: string;
  page?: string;
  outOfScope?: boolean;
  half: Half;
}

export const GOALS = {searchTop3: 0.95, searchFirst: 0.8, askCited: 0.9, askFirst: 0.75, askDeclined: 1} as const;

export function searchCases(): SearchCase[] {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/relevance/search.json'), 'utf8')) as {queries: SearchCase[]}).queries;
}

export function askCases(): AskCase[] {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/relevance/ask.json'), 'utf8')) as {questions: AskCase[]}).questions;
}

const round = (value: number) => Number(value.toFixed(3));

export interface SearchFigures {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  misses: string[];
}

/** `pagesOf(query)`: the page of each hit, in order (the hits a reader sees, not de-duplicated). */
export function searchRelevance(cases: readonly SearchCase[], pagesOf: (query: string) => string[]): SearchFigures {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const {query, page} of cases) {
    const pages = pagesOf(query);
    const rank = pages.indexOf(page);
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank !== 0)
      misses.push(`${query} -> ${page} (rank ${rank < 0 ? '-' : rank + 1}; got ${[...new Set(pages.slice(0, 3))].join(', ')})`);
  }
  const n = cases.length || 1;
  return {queries: cases.length, top1: round(top1 / n), top3: round(top3 / n), mrr: round(reciprocal / n), misses};
}

export interface AskFigures {
  questions: number;
  cited: number;
  first: number;
  outOfScope: number;
  declined: number;
  misses: string[];
}

/** `ask(question)`: whether it was answered, and the pages of its sources in order. */
export function askRelevance(cases: readonly AskCase[], ask: (question: string) => {answered: boolean; pages: string[]}): AskFigures {
  const answerable = cases.filter((c) => !c.outOfScope);
  const outside = cases.filter((c) => c.outOfScope);
  let cited = 0;
  let first = 0;
  let declined = 0;
  const misses: string[] = [];
  for (const c of answerable) {
    const {answered, pages} = ask(c.question);
    if (answered && pages[0] === c.page) first += 1;
    if (answered && pages.includes(c.page!)) cited += 1;
    if (!answered || pages[0] !== c.page)
      misses.push(`${c.question} -> ${c.page} (${answered ? `cited ${pages.slice(0, 3).join(', ')}` : 'not answered'})`);
  }
  for (const c of outside) {
    const {answered, pages} = ask(c.question);
    if (!answered) declined += 1;
    else misses.push(`${c.question} -> should be declined (cited ${pages.slice(0, 2).join(', ')})`);
  }
  const n = answerable.length || 1;
  return {
    questions: answerable.length,
    cited: round(cited / n),
    first: round(first / n),
    outOfScope: outside.length,
    declined: round(declined / (outside.length || 1)),
    misses,
  };
}

/**
 * A half's figures as the bench reports them: the held-back half only as aggregates, without its misses, so that
 * nobody reading the report tunes on it.
 */
export function reported<T extends {misses: string[]}>(half: Half, figures: T): T | Omit<T, 'misses'> {
  if (half === 'tuning') return figures;
  const {misses: _misses, ...aggregates} = figures;
  return aggregates;
}

export function byHalf<T extends {half: Half}>(cases: readonly T[]): Record<Half, T[]> {
  return {tuning: cases.filter((c) => c.half === 'tuning'), 'held-back': cases.filter((c) => c.half === 'held-back')};
}

/** The engine and sections of a build's local index, as the worker loads them. */
export function loadLocalIndex(buildDir: string): {
  engine: LocalSearchEngine;
  sections: SectionLookup;
  sectionsBody: Buffer;
  sectionCount: number;
} {
  const dir = path.join(buildDir, LOCAL_INDEX_DIR);
  const read = (file: string) => fs.readFileSync(path.join(dir, file));
  const manifest = JSON.parse(read(LOCAL_INDEX_MANIFEST).toString()) as IndexManifest;
  if (!manifest.sets) throw new Error(`${dir} has no sets of shards: build the site with this version first`);
  // The latest version's set, as the worker loads it for a reader of the latest docs.
  const set = latestSet(manifest);
  const head = JSON.parse(read(set.head).toString()) as HeadShard;
  const decoded = decodeHead(head);
  const engine = new LocalSearchEngine(decoded.records);
  for (const file of Object.values(set.content))
    engine.add(decodeContent(head, decoded.sectionHierarchy, JSON.parse(read(file).toString()) as ContentShard));
  const sectionsBody = read(set.sections);
  const shard = JSON.parse(sectionsBody.toString()) as SectionsShard;
  return {
    engine,
    sections: sectionLookup(shard.sections),
    sectionsBody,
    sectionCount: shard.sections.length,
  };
}
