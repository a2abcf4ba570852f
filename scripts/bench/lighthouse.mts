/**
 * Lighthouse (12.8, which runs on Node 20) on each page type of the production build, served like a CDN by
 * scripts/serve-build.mts, with the mobile (simulated throttling) and desktop presets; each figure is the median
 * run of BENCH_LIGHTHOUSE_RUNS (default 3); BENCH_LIGHTHOUSE_PAGES=doc,tag limits the page types. Reports score, TBT,
 * LCP, CLS, the other categories' scores and the audits that fail (score below 0.9). Then a sweep: SWEEP_PAGES pages of
 * the sitemap drawn with a fixed seed (BENCH_SWEEP_SEED), one mobile run each, reported as the minimum and the median
 * score and TBT and the worst page, so that a page type the list above misses still shows (BENCH_SWEEP=0 skips it).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig, type Flags, type Result} from 'lighthouse';
import {startServer} from '../serve-build.mjs';
import {BENCH_PAGES, SWEEP_PAGES, sweepRoutes} from './pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface Run {
  score: number;
  tbtMs: number;
  lcpSeconds: number;
  cls: number;
  fcpSeconds: number;
  other: Record<string, number>;
  failed: string[];
}

export function summarise(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings'),
    )
    .map((audit) => (audit.displayValue ? `${audit.id} (${audit.displayValue})` : audit.id));
  const other = Object.fromEntries(CATEGORIES.slice(1).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(numeric('total-blocking-time')),
    lcpSeconds: Number((numeric('largest-contentful-paint') / 1000).toFixed(2)),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    fcpSeconds: Number((numeric('first-contentful-paint') / 1000).toFixed(2)),
    other,
    failed,
  };
}

/** The routes of the build's sitemap (pages a reader can land on), without the base URL's origin. */
function sitemapRoutes(buildDir: string): string[] {
  const xml = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Max minus min of a figure's runs. */
export const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** The middle value (the upper one of an even count). */
export const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score || b.tbtMs - a.tbtMs);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function benchLighthouse(buildDir: string, chromePath: string, chromeFlags: string[]): Promise<Record<string, unknown>> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const server = await startServer({dir: buildDir, port: 0, host: '127.0.0.1', headersFile: true});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({chromePath, chromeFlags: [...chromeFlags, '--headless=new']});
  const figures: Record<string, unknown> = {};
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
      for (const [name, route] of Object.entries(BENCH_PAGES).filter(([page]) => !only || only.includes(page))) {
        const results: Run[] = [];
        for (let i = 0; i < runs; i += 1) {
          const flags: Flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES};
          const result = await lighthouse(`${origin}${route}`, flags, preset === 'desktop' ? desktopConfig : undefined);
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
          results.push(summarise(result.lhr));
        }
        const m = median(results);
        console.log(
          `[bench] lighthouse ${preset} ${name}: ${m.score} (runs ${results.map((r) => r.score).join(', ')}), TBT ${m.tbtMs} ms, LCP ${m.lcpSeconds} s, CLS ${m.cls}`,
        );
        figures[`${preset}.${name}.score`] = m.score;
        figures[`${preset}.${name}.tbtMs`] = m.tbtMs;
        // The run-to-run spread (max - min of the runs): a difference between two builds inside it is noise.
        figures[`${preset}.${name}.scoreSpread`] = spread(results.map((r) => r.score));
        figures[`${preset}.${name}.tbtSpreadMs`] = spread(results.map((r) => r.tbtMs));
        figures[`${preset}.${name}.lcpSeconds`] = m.lcpSeconds;
        figures[`${preset}.${name}.cls`] = m.cls;
        figures[`${preset}.${name}.fcpSeconds`] = m.fcpSeconds;
        for (const [category, score] of Object.entries(m.other)) figures[`${preset}.${name}.${category}`] = score;
        figures[`${preset}.${name}.failedAudits`] = m.failed.join('; ') || 'none';
      }
    }
    if (process.env.BENCH_SWEEP !== '0') {
      const seed = Number(process.env.BENCH_SWEEP_SEED ?? 20261126);
      const sweep: {route: string; run: Run}[] = [];
      for (const route of sweepRoutes(sitemapRoutes(buildDir), SWEEP_PAGES, seed)) {
        const result = await lighthouse(`${origin}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}`);
        sweep.push({route, run: summarise(result.lhr)});
      }
      const worst = [...sweep].sort((a, b) => a.run.score - b.run.score || b.run.tbtMs - a.run.tbtMs)[0]!;
      const scores = sweep.map((page) => page.run.score);
      const tbts = sweep.map((page) => page.run.tbtMs);
      console.log(
        `[bench] lighthouse sweep of ${sweep.length} pages (seed ${seed}): score min ${Math.min(...scores)}, median ${middle(scores)}; TBT max ${Math.max(...tbts)} ms, median ${middle(tbts)} ms; worst ${worst.route}`,
      );
      figures['sweep.minScore'] = Math.min(...scores);
      figures['sweep.medianScore'] = middle(scores);
      figures['sweep.maxTbtMs'] = Math.max(...tbts);
      figures['sweep.medianTbtMs'] = middle(tbts);
      figures['sweep.worst'] = `${worst.route} (${worst.run.score}, TBT ${worst.run.tbtMs} ms)`;
      figures['sweep.pages'] = sweep.map(({route, run}) => `${route} ${run.score}/${run.tbtMs}`).join('; ');
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return figures;
}
