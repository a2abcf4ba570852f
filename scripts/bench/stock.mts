/**
 * `npm run bench -- stock`: what the framework patches (src/framework) gain, per page type. Builds the site with
 * FRAMEWORK_PATCHES=0 into tests/fixtures/stock/build (timed; BENCH_STOCK_DIR=<folder> measures a stock build made
 * before instead), then runs Lighthouse mobile on each page type of both builds, alternating patched and stock run by
 * run (BENCH_LIGHTHOUSE_RUNS each, default 5) so that the machine's load falls on both alike. Per page type it reports
 * both medians, the gain (patched minus stock score; stock minus patched TBT) and the run-to-run spread of each build;
 * a gain no larger than the spread is reported as "within spread" (the patches measured nothing there on this run), a
 * loss larger than it as "loss".
 * A patch of its own is measured the same way by turning it off in src/framework/index.ts for the stock build.
 */
import type {AddressInfo} from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startServer} from '../serve-build.mjs';
import {BENCH_PAGES} from './pages.mjs';
import {median, spread, summarise, type Run} from './lighthouse.mjs';

export async function benchStock(
  patchedDir: string,
  stockDir: string,
  chromePath: string,
  chromeFlags: string[],
): Promise<Record<string, number | string>> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const servers = await Promise.all([patchedDir, stockDir].map((dir) => startServer({dir, port: 0, host: '127.0.0.1', headersFile: true})));
  const [patchedOrigin, stockOrigin] = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: [...chromeFlags, '--headless=new']});
  const figures: Record<string, number | string> = {};
  const measure = async (url: string): Promise<Run> => {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']});
    if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
    return summarise(result.lhr);
  };
  try {
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    for (const [name, route] of Object.entries(BENCH_PAGES).filter(([page]) => !only || only.includes(page))) {
      const patched: Run[] = [];
      const stock: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        patched.push(await measure(`${patchedOrigin}${route}`));
        stock.push(await measure(`${stockOrigin}${route}`));
      }
      const [p, s] = [median(patched), median(stock)];
      const scoreSpread = Math.max(spread(patched.map((r) => r.score)), spread(stock.map((r) => r.score)));
      const tbtSpread = Math.max(spread(patched.map((r) => r.tbtMs)), spread(stock.map((r) => r.tbtMs)));
      const scoreGain = p.score - s.score;
      const tbtGain = s.tbtMs - p.tbtMs;
      const verdict =
        runs < 2
          ? 'one run: no spread'
          : scoreGain > scoreSpread || tbtGain > tbtSpread
            ? 'gain'
            : scoreGain < -scoreSpread || tbtGain < -tbtSpread
              ? 'loss'
              : 'within spread';
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
        [`${name}.scoreGain`]: scoreGain,
        [`${name}.tbtGainMs`]: tbtGain,
        [`${name}.scoreSpread`]: scoreSpread,
        [`${name}.tbtSpreadMs`]: tbtSpread,
        [`${name}.verdict`]: verdict,
      });
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.close();
  }
  return figures;
}
