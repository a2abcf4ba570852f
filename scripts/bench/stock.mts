/**
 * `npm run bench -- stock`: what the framework patches (src/framework) gain, per page type. Builds the site with
 * FRAMEWORK_PATCHES=0 into tests/fixtures/stock/build (timed; BENCH_STOCK_DIR=<folder> measures a stock build made
 * before instead), then runs Lighthouse mobile on each page type of both builds, alternating patched and stock run by
 * run (BENCH_LIGHTHOUSE_RUNS each, default 5) so that the machine's load falls on both alike. Per page type it reports
 * both medians, the gain (patched minus stock score; stock minus patched TBT) and the run-to-run spread of each build;
 * a gain no larger than the spread is reported as "within spread" (the patches measured nothing there on this run), a
 * loss larger than it as "loss".
 * Each patch alone is measured the same way against a build with only that patch off: scripts/bench/patches.mts.
 */
import type {AddressInfo} from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startServer} from '../serve-build.mjs';
import {BENCH_PAGES} from './pages.mjs';
import {median, middle, spread, summarise, type Run} from './lighthouse.mjs';

/** Alternating Lighthouse runs of one page type on two builds, and what they say about build A against build B. */
export interface Comparison {
  page: string;
  a: Run[];
  b: Run[];
  /** "gain": A is better than B by more than the larger run-to-run spread of the two, in score or in the figure. */
  verdict: 'gain' | 'within spread' | 'loss' | 'one run: no spread';
}

/** The verdict on A's gain over B in score and in `metric` (lower is better), each against the larger spread. */
export function verdictOf(a: Run[], b: Run[], metric: 'tbtMs' | 'lcpSeconds'): Comparison['verdict'] {
  if (a.length < 2 || b.length < 2) return 'one run: no spread';
  const gain = (key: 'score' | typeof metric, higherIsBetter: boolean) => {
    const [ma, mb] = [middle(a.map((r) => r[key])), middle(b.map((r) => r[key]))];
    return {gain: higherIsBetter ? ma - mb : mb - ma, spread: Math.max(spread(a.map((r) => r[key])), spread(b.map((r) => r[key])))};
  };
  const figures = [gain('score', true), gain(metric, false)];
  if (figures.some((f) => f.gain > f.spread)) return 'gain';
  if (figures.some((f) => f.gain < -f.spread)) return 'loss';
  return 'within spread';
}

/**
 * Lighthouse mobile on each of `pages` (names of BENCH_PAGES) of builds A and B, served like a CDN, `runs` runs
 * each, alternating A and B run by run so that the machine's load falls on both alike.
 */
export async function compareBuilds(
  aDir: string,
  bDir: string,
  pages: readonly string[],
  runs: number,
  metric: 'tbtMs' | 'lcpSeconds',
  chromePath: string,
  chromeFlags: string[],
): Promise<Comparison[]> {
  const servers = await Promise.all([aDir, bDir].map((dir) => startServer({dir, port: 0, host: '127.0.0.1', headersFile: true})));
  const [aOrigin, bOrigin] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: [...chromeFlags, '--headless=new']});
  const measure = async (url: string): Promise<Run> => {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
    return summarise(result.lhr);
  };
  const comparisons: Comparison[] = [];
  try {
    for (const page of pages) {
      const route = BENCH_PAGES[page];
      if (!route) throw new Error(`no page type ${page} in scripts/bench/pages.mts`);
      const a: Run[] = [];
      const b: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        a.push(await measure(`${aOrigin}${route}`));
        b.push(await measure(`${bOrigin}${route}`));
      }
      comparisons.push({page, a, b, verdict: verdictOf(a, b, metric)});
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
  }
  return comparisons;
}

export async function benchStock(
  patchedDir: string,
  stockDir: string,
  chromePath: string,
  chromeFlags: string[],
): Promise<Record<string, number | string>> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
  const pages = Object.keys(BENCH_PAGES).filter((page) => !only || only.includes(page));
  const figures: Record<string, number | string> = {};
  for (const {page: name, a: patched, b: stock, verdict} of await compareBuilds(
    patchedDir,
    stockDir,
    pages,
    runs,
    'tbtMs',
    chromePath,
    chromeFlags,
  )) {
    const [p, s] = [median(patched), median(stock)];
    const scoreSpread = Math.max(spread(patched.map((r) => r.score)), spread(stock.map((r) => r.score)));
    const tbtSpread = Math.max(spread(patched.map((r) => r.tbtMs)), spread(stock.map((r) => r.tbtMs)));
    console.log(
      `[bench] stock vs patched, mobile ${name}: patched ${p.score} (TBT ${p.tbtMs} ms, runs ${patched.map((r) => r.score).join(', ')}), ` +
        `stock ${s.score} (TBT ${s.tbtMs} ms, runs ${stock.map((r) => r.score).join(', ')}): ${verdict}`,
    );
    Object.assign(figures, {
      [`${name}.patchedScore`]: p.score,
      [`${name}.stockScore`]: s.score,
      [`${name}.patchedTbtMs`]: p.tbtMs,
      [`${name}.stockTbtMs`]: s.tbtMs,
      [`${name}.patchedLcpSeconds`]: p.lcpSeconds,
      [`${name}.stockLcpSeconds`]: s.lcpSeconds,
      [`${name}.scoreGain`]: p.score - s.score,
      [`${name}.tbtGainMs`]: s.tbtMs - p.tbtMs,
      [`${name}.scoreSpread`]: scoreSpread,
      [`${name}.tbtSpreadMs`]: tbtSpread,
      [`${name}.verdict`]: verdict,
    });
  }
  return figures;
}
