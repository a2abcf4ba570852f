/**
 * `npx tsx scripts/bench/ablation.ts` (or `npm run bench -- ablation`): each rule, knob group and word list of src/lib/search/ranking.ts turned off in turn
 * (set to the value that makes it do nothing; the stop words are read when the modules load and the link-list headings
 * when records are indexed, so they have no variant here), measured on every relevance set against the last build's index:
 * search (top 3 / first) and Ask AI (cited / first / out of scope declined), on the kept sets (tests/search,
 * tests/ask) and both halves of the fresh sets (tests/relevance). Prints a Markdown table: the baseline in
 * questions, then each variant's change in questions. A rule earns its place when turning it off costs the held-back
 * half at least one question (the search README's rule). `--baseline` prints the first row only. `--entries` removes
 * each entry of the readers' vocabulary (words.synonyms, words.phrases) alone instead, and prints the entries that
 * change an outcome, then the others in one line; it works with `npx tsx` only (`npm run bench` passes no options on).
 */
import fs from 'node:fs';
import path from 'node:path';
import {answerQuestion} from '../../src/lib/askAi/assemble';
import {pageOfHref} from '../../src/lib/askAi/sections';
import {RANKING} from '../../src/lib/search/ranking';
import {askCases, askRelevance, byHalf, loadLocalIndex, searchCases, searchRelevance, type AskCase, type SearchCase} from '../../tests/support/relevance';

const ROOT = path.resolve(__dirname, '../..');

type Ranking = typeof RANKING;
interface Variant {
  name: string;
  /** What turning it off means. */
  off: string;
  apply(ranking: Ranking): void;
}

const ones = (record: Record<string, number>) => Object.fromEntries(Object.keys(record).map((key) => [key, 1]));

const VARIANTS: Variant[] = [
  {name: 'field boosts', off: 'every field weighs 1', apply: (r) => void (r.search.fieldBoost = ones(r.search.fieldBoost) as never)},
  {name: 'record type factors', off: 'every type 1', apply: (r) => void (r.search.typeFactor = ones(r.search.typeFactor))},
  {name: 'completions of the typed word', off: 'prefixWeight 0', apply: (r) => void (r.search.prefixWeight = 0)},
  {name: 'typos forgiven', off: 'fuzzyWeight 0', apply: (r) => void (r.search.fuzzyWeight = 0)},
  {name: 'parts of compound names', off: 'partWeight 0', apply: (r) => void (r.search.partWeight = 0)},
  {name: 'synonyms (words.synonyms, words.phrases)', off: 'synonymWeight 0', apply: (r) => void (r.search.synonymWeight = 0)},
  {name: 'page evidence', off: 'pageWeight 0', apply: (r) => void (r.search.pageWeight = 0)},
  {name: 'exact page title', off: 'exactTitleFactor 1', apply: (r) => void (r.search.exactTitleFactor = 1)},
  {name: 'link lists demoted', off: 'linkListFactor 1', apply: (r) => void (r.search.linkListFactor = 1)},
  {name: 'migration pages demoted', off: 'migrationFactor 1', apply: (r) => void (r.search.migrationFactor = 1)},
  {name: 'upgrade words', off: 'upgradeWords empty', apply: (r) => void (r.search.upgradeWords = [])},
  {name: 'sections by coverage', off: 'coverageExponent 0', apply: (r) => void (r.ask.coverageExponent = 0)},
  {name: 'page record share', off: 'pageRecordShare 0', apply: (r) => void (r.ask.pageRecordShare = 0)},
  {name: 'proximity bonus', off: 'proximityBonus 0', apply: (r) => void (r.ask.proximityBonus = 0)},
  {name: 'rare capitalised names', off: 'rareNameShare 0', apply: (r) => void (r.ask.rareNameShare = 0)},
  {
    name: 'stricter coverage with a name',
    off: 'minCoverageWithName = minCoverage',
    apply: (r) => void (r.answer.minCoverageWithName = r.answer.minCoverage),
  },
  {name: 'minimum relevance', off: 'minRelevance 0', apply: (r) => void (r.answer.minRelevance = 0)},
  {name: 'nearby sources', off: 'nearbySourceRatio = sourceRatio', apply: (r) => void (r.answer.nearbySourceRatio = r.answer.sourceRatio)},
];

/** Each synonym key and phrase of the readers' vocabulary, removed alone. */
function entryVariants(): Variant[] {
  const without = (list: 'synonyms' | 'phrases', key: string) => (r: Ranking) => {
    const {[key]: _removed, ...rest} = r.words[list];
    r.words[list] = rest;
  };
  return [
    ...Object.keys(RANKING.words.synonyms).map((key) => ({name: `synonym ${key}`, off: 'removed', apply: without('synonyms', key)})),
    ...Object.keys(RANKING.words.phrases).map((key) => ({name: `phrase "${key}"`, off: 'removed', apply: without('phrases', key)})),
  ];
}

interface Row {
  searchKept: [number, number];
  searchTuning: [number, number];
  searchHeld: [number, number];
  askKept: [number, number, number];
  askTuning: [number, number, number];
  askHeld: [number, number, number];
}

function keptSearch(): SearchCase[] {
  const {queries} = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8')) as {
    queries: {query: string; page: string}[];
  };
  return queries.map(({query, page}) => ({query, page, kind: '', half: 'tuning'}));
}

function keptAsk(): AskCase[] {
  const questions = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/ask/questions.json'), 'utf8')) as {
    question: string;
    page: string | null;
  }[];
  return questions.map(({question, page}) => (page ? {question, page, half: 'tuning'} : {question, outOfScope: true, half: 'tuning'}));
}

function measure(buildDir: string): Row {
  const {engine, sections} = loadLocalIndex(buildDir);
  const pagesOf = (query: string) => engine.search({query, hitsPerPage: 20}).hits.map((hit) => hit.url_without_anchor);
  const ask = (question: string) => {
    const answer = answerQuestion(engine, sections, question);
    return {answered: answer.status === 'answered', pages: answer.sources.map((source) => pageOfHref(source.href))};
  };
  const search = (cases: SearchCase[]): [number, number] => {
    const figures = searchRelevance(cases, pagesOf);
    return [Math.round(figures.top3 * figures.queries), Math.round(figures.top1 * figures.queries)];
  };
  const asked = (cases: AskCase[]): [number, number, number] => {
    const figures = askRelevance(cases, ask);
    return [
      Math.round(figures.cited * figures.questions),
      Math.round(figures.first * figures.questions),
      Math.round(figures.declined * figures.outOfScope),
    ];
  };
  const fresh = byHalf(searchCases());
  const freshAsk = byHalf(askCases());
  return {
    searchKept: search(keptSearch()),
    searchTuning: search(fresh.tuning),
    searchHeld: search(fresh['held-back']),
    askKept: asked(keptAsk()),
    askTuning: asked(freshAsk.tuning),
    askHeld: asked(freshAsk['held-back']),
  };
}

const COLUMNS = ['searchHeld', 'askHeld', 'searchTuning', 'askTuning', 'searchKept', 'askKept'] as const;

function cell(values: readonly number[], base?: readonly number[]): string {
  if (!base) return values.join(' / ');
  return values.map((value, i) => (value === base[i] ? '·' : `${value > base[i]! ? '+' : ''}${value - base[i]!}`)).join(' / ');
}

function benchAblation(buildDir: string): void {
  const saved = structuredClone(RANKING);
  const restore = () => {
    for (const group of Object.keys(saved) as (keyof Ranking)[]) Object.assign(RANKING[group], structuredClone(saved[group]));
  };
  const base = measure(buildDir);
  const lines = [
    `| rule (off means) | search held-back (top 3 / first) | Ask held-back (cited / first / declined) | search tuning | Ask tuning | search kept | Ask kept |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    `| all rules on (questions) | ${COLUMNS.map((column) => cell(base[column])).join(' | ')} |`,
  ];
  const entries = process.argv.includes('--entries');
  const idle: string[] = [];
  for (const variant of process.argv.includes('--baseline') ? [] : entries ? entryVariants() : VARIANTS) {
    variant.apply(RANKING);
    const row = measure(buildDir);
    restore();
    const cells = COLUMNS.map((column) => cell(row[column], base[column]));
    if (entries && cells.every((text) => /^[· /]+$/.test(text))) idle.push(variant.name);
    else lines.push(`| ${variant.name} (${variant.off}) | ${cells.join(' | ')} |`);
  }
  if (idle.length > 0) lines.push('', `No change on any set when removed alone (${idle.length}): ${idle.join(', ')}.`);
  console.log(`\n${lines.join('\n')}\n`);
}

// A CommonJS script, run on its own (bench.mts starts it): the knobs it turns off must be the very module the engine
// and Ask AI read, and an ES module importing them would get a copy of its own.
if (require.main === module) benchAblation(process.env.BENCH_BUILD_DIR ?? path.join(ROOT, 'build'));
