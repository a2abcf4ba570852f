/**
 * Bench of the local Ask AI provider on a production build: loads the local index (build/search-index: the search
 * shards and the sections shard, as the browser worker does), asks every question of tests/ask/questions.json (the
 * kept set) and tests/relevance/ask.json (the fresh set, per half) and reports how often the page that holds the
 * answer is the first source and among the cited ones, how often out-of-scope questions are declined, the answer
 * times and the bytes of the sections shard.
 *
 *   npx tsx scripts/bench/ask.mts [buildDir]      (after `npm run build`)
 *
 * Times are measured in Node on the code the browser worker runs, without the worker's message passing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {performance} from 'node:perf_hooks';
import type {Answer} from '../../src/lib/askAi/answer';
import {answerQuestion} from '../../src/lib/askAi/assemble';
import {pageOfHref} from '../../src/lib/askAi/sections';
import {askCases, askRelevance, byHalf, loadLocalIndex, reported, type Half} from '../../tests/support/relevance';

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

export async function benchAsk(buildDir: string): Promise<Record<string, unknown>> {
  let start = performance.now();
  const {engine, sections, sectionsBody, sectionCount} = loadLocalIndex(buildDir);
  const indexMs = performance.now() - start;
  const ask = (question: string): Answer => answerQuestion(engine, sections, question);
  const questions = JSON.parse(fs.readFileSync(QUESTIONS_FILE, 'utf8')) as BenchQuestion[];

  const answerable = questions.filter((q) => q.page);
  const outOfScope = questions.filter((q) => !q.page);
  const times: number[] = [];
  let first = 0;
  let cited = 0;
  let quoted = 0;
  let withCode = 0;
  let sectionCited = 0;
  let answered = 0;
  const misses: string[] = [];
  const notFirst: string[] = [];
  start = performance.now();
  ask(questions[0]!.question);
  const firstAnswerMs = performance.now() - start;
  for (let pass = 0; pass < 3; pass += 1) {
    for (const q of questions) {
      start = performance.now();
      ask(q.question);
      times.push(performance.now() - start);
    }
  }
  for (const q of answerable) {
    const answer = ask(q.question);
    const sources = answer.sources.map((s) => pageOfHref(s.href));
    if (answer.status === 'answered') answered += 1;
    if (answer.passages[0]?.code) withCode += 1;
    if (sources[0] === q.page) first += 1;
    else notFirst.push(`${q.question} -> ${q.page} (first: ${sources[0] ?? answer.status})`);
    if (sources.includes(q.page!)) cited += 1;
    else misses.push(`${q.question} -> ${q.page} (cited: ${sources.slice(0, 3).join(', ') || answer.status})`);
    if (answer.passages.some((p) => pageOfHref(p.source.href) === q.page)) quoted += 1;
    if (q.section && answer.sources.some((s) => s.href === `${q.page}#${q.section}`)) sectionCited += 1;
  }
  let declined = 0;
  for (const q of outOfScope) if (ask(q.question).status !== 'answered') declined += 1;
  const fresh = Object.fromEntries(
    Object.entries(byHalf(askCases())).map(([half, cases]) => [
      half,
      reported(
        half as Half,
        askRelevance(cases, (question) => {
          const answer = ask(question);
          return {answered: answer.status === 'answered', pages: answer.sources.map((s) => pageOfHref(s.href))};
        }),
      ),
    ]),
  );
  const pct = (n: number, of: number): number => (of ? round((100 * n) / of) : 0);
  return {
    engine: 'the search engine (one index, one ranking) + answer assembly from the sections shard',
    questions: answerable.length,
    fresh,
    rightPageFirstPct: pct(first, answerable.length),
    rightPageCitedPct: pct(cited, answerable.length),
    rightPageQuotedPct: pct(quoted, answerable.length),
    rightSectionCitedPct: pct(sectionCited, answerable.filter((q) => q.section).length),
    answeredPct: pct(answered, answerable.length),
    leadWithCodePct: pct(withCode, answerable.length),
    outOfScopeQuestions: outOfScope.length,
    outOfScopeDeclinedPct: pct(declined, outOfScope.length),
    firstAnswerMs: round(firstAnswerMs, 2),
    answerP50Ms: round(percentile(times, 50), 2),
    answerP95Ms: round(percentile(times, 95), 2),
    indexBuildMs: round(indexMs),
    indexSections: sectionCount,
    sectionsBytes: sectionsBody.length,
    sectionsGzipBytes: zlib.gzipSync(sectionsBody).length,
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
