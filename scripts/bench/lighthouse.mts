/**
 * Lighthouse (12.8, which runs on Node 20) on each page type of the production build, served like a CDN by
 * scripts/serve-build.mts, with the mobile (simulated throttling) and desktop presets; each figure is the median
 * run of BENCH_LIGHTHOUSE_RUNS (default 3); BENCH_LIGHTHOUSE_PAGES=doc,tag limits the page types. Reports score, TBT, LCP, CLS, the other categories' scores and the
 * audits that fail (score below 0.9).
 */
import type {AddressInfo} from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig, type Flags, type Result} from 'lighthouse';
import {startServer} from '../serve-build.mjs';
import {BENCH_PAGES} from './pages.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

interface Run {
  score: number;
  tbtMs: number;
  lcpSeconds: number;
  cls: number;
  fcpSeconds: number;
  other: Record<string, number>;
  failed: string[];
}

function summarise(lhr: Result): Run {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric' || audit.scoreDisplayMode === 'metricSavings'))
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

function median(runs: Run[]): Run {
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
        console.log(`[bench] lighthouse ${preset} ${name}: ${m.score} (runs ${results.map((r) => r.score).join(', ')}), TBT ${m.tbtMs} ms, LCP ${m.lcpSeconds} s, CLS ${m.cls}`);
        figures[`${preset}.${name}.score`] = m.score;
        figures[`${preset}.${name}.tbtMs`] = m.tbtMs;
        figures[`${preset}.${name}.lcpSeconds`] = m.lcpSeconds;
        figures[`${preset}.${name}.cls`] = m.cls;
        figures[`${preset}.${name}.fcpSeconds`] = m.fcpSeconds;
        for (const [category, score] of Object.entries(m.other)) figures[`${preset}.${name}.${category}`] = score;
        figures[`${preset}.${name}.failedAudits`] = m.failed.join('; ') || 'none';
      }
    }
  } finally {
    chrome.kill();
    server.close();
  }
  return figures;
}
