/**
 * Bench of the local Ask AI provider on a production build: loads build/ask-ai/sections.json, asks every
 * question of tests/ask/questions.json and reports how often the page that holds the answer is the first
 * source and among the cited ones, how often out-of-scope questions are declined, and the answer times.
 *
 *   npx tsx scripts/bench/ask.mts [buildDir]      (after `npx docusaurus build`)
 *
 * Times are measured in Node on the same code the browser worker runs (src/lib/askAi), without the worker's
 * message passing: the first answer (cold) on its own, then p50/p95 over three timed passes of all questions.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {performance} from 'node:perf_hooks';
import {buildIndex} from '../../src/lib/askAi/rank';
import {answerQuestion} from '../../src/lib/askAi/answer';
import {ASK_INDEX_PATH, isAskIndexFile} from '../../src/lib/askAi/sections';
import {askCases, askRelevance, byHalf} from './relevance';

export interface BenchQuestion {
  question: string;
  /** Page that holds the answer; null when the documentation does not answer the question. */
  page: string | null;
  /** Heading id of the section that holds it, when known. */
  section?: string | null;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const QUESTIONS_FILE = path.join(ROOT, 'tests/ask/questions.json');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (n: number, digits = 1): number => Number(n.toFixed(digits));
const pageOf = (href: string): string => href.split('#')[0]!;

export async function benchAsk(buildDir: string): Promise<Record<string, unknown>> {
  const file = path.join(buildDir, ASK_INDEX_PATH);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npx docusaurus build)`);
  const raw = fs.readFileSync(file);
  const parsed: unknown = JSON.parse(raw.toString('utf8'));
  if (!isAskIndexFile(parsed)) throw new Error(`${file} is not an Ask AI index of a known format`);
  const questions = JSON.parse(fs.readFileSync(QUESTIONS_FILE, 'utf8')) as BenchQuestion[];

  let start = performance.now();
  const index = buildIndex(parsed.sections);
  const indexMs = performance.now() - start;

  const answerable = questions.filter((q) => q.page);
  const outOfScope = questions.filter((q) => !q.page);
  const times: number[] = [];
  let first = 0;
  let cited = 0;
  let quoted = 0;
  let sectionCited = 0;
  let answered = 0;
  const misses: string[] = [];
  const notFirst: string[] = [];
  start = performance.now();
  answerQuestion(index, questions[0]!.question);
  const firstAnswerMs = performance.now() - start;
  for (let pass = 0; pass < 3; pass += 1) {
    for (const q of questions) {
      start = performance.now();
      answerQuestion(index, q.question);
      times.push(performance.now() - start);
    }
  }
  for (const q of answerable) {
    const answer = answerQuestion(index, q.question);
    const sources = answer.sources.map((s) => pageOf(s.href));
    if (answer.status === 'answered') answered += 1;
    if (sources[0] === q.page) first += 1;
    else notFirst.push(`${q.question} -> ${q.page} (first: ${sources[0] ?? answer.status})`);
    if (sources.includes(q.page!)) cited += 1;
    else misses.push(`${q.question} -> ${q.page} (cited: ${sources.slice(0, 3).join(', ') || answer.status})`);
    if (answer.passages.some((p) => pageOf(p.source.href) === q.page)) quoted += 1;
    if (q.section && answer.sources.some((s) => s.href === `${q.page}#${q.section}`)) sectionCited += 1;
  }
  let declined = 0;
  for (const q of outOfScope) {
    const answer = answerQuestion(index, q.question);
    if (answer.status !== 'answered') declined += 1;
  }
  const fresh = Object.fromEntries(Object.entries(byHalf(askCases())).map(([half, cases]) => [half, askRelevance(cases, (question) => {
    const answer = answerQuestion(index, question);
    return {answered: answer.status === 'answered', pages: answer.sources.map((s) => pageOf(s.href))};
  })]));
  const pct = (n: number, of: number): number => (of ? round((100 * n) / of) : 0);
  return {
    questions: answerable.length,
    fresh,
    rightPageFirstPct: pct(first, answerable.length),
    rightPageCitedPct: pct(cited, answerable.length),
    rightPageQuotedPct: pct(quoted, answerable.length),
    rightSectionCitedPct: pct(sectionCited, answerable.filter((q) => q.section).length),
    answeredPct: pct(answered, answerable.length),
    outOfScopeQuestions: outOfScope.length,
    outOfScopeDeclinedPct: pct(declined, outOfScope.length),
    firstAnswerMs: round(firstAnswerMs, 2),
    answerP50Ms: round(percentile(times, 50), 2),
    answerP95Ms: round(percentile(times, 95), 2),
    indexBuildMs: round(indexMs),
    indexSections: parsed.sections.length,
    indexPages: new Set(parsed.sections.map((s) => s.url)).size,
    indexBytes: raw.length,
    indexGzipBytes: zlib.gzipSync(raw).length,
    misses,
    notFirst,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  benchAsk(buildDir)
    .then((result) => console.log(JSON.stringify(result, null, 2)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
