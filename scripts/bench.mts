/**
 * `npm run bench`: measures what the tests never time, and writes reports/bench.json and reports/bench.md,
 * comparing each figure with scripts/bench/budgets.json. Machines are noisy: read the figures as a trend.
 *   - cold production build: wall time and peak memory of the whole process tree
 *   - number of HTML pages
 *   - dev server (`npm run bench -- dev`, scripts/bench/dev.mts): the site's configuration beside stock Docusaurus,
 *     alternating, time to the first 200 and to the first page, and from saving an MDX file to the page showing the
 *     change (medians and spreads), then each local plugin's hooks timed
 *   - first load of each page type (scripts/bench/pages.mts): JS and CSS bytes (gzip) until hydration, JS requested
 *     after it (jsAfterLoadGzipKB: the service worker registration), the chunks it prefetches for the links in view
 *     by the time the network settles (prefetchedGzipKB, at the bench's 1280 px viewport), the `main` script and its
 *     ten biggest modules (gzip, each alone)
 *   - Lighthouse, mobile and desktop, on each page type (scripts/bench/lighthouse.mts); `npm run bench -- lighthouse`
 *     runs it alone on the last build
 *   - search and Ask AI: the modules in scripts/bench/ when present
 *   - `npm run bench -- ablation` only: each ranking knob turned off in turn (scripts/bench/ablation.ts)
 *   - `npm run bench -- scale` only: cold builds of the site at 1x, 3x and 10x its pages, time, peak memory, cost per page
 *     and the bytes search sends before its first result (scripts/bench/scale.mts)
 *   - `npm run bench -- stock` only: patched vs stock Docusaurus (FRAMEWORK_PATCHES=0) per page type, Lighthouse mobile
 *     runs alternating between the two builds, with each one's run-to-run spread, and both builds' times
 *     (scripts/bench/stock.mts; src/framework/README.md)
 *   - `npm run bench -- patches` only: each framework patch alone, a build with only it off against the patched build,
 *     on the page types it affects (scripts/bench/patches.mts)
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import {startServer} from './serve-build.mjs';
import {mainModules} from './bench/bundle.mjs';
import {benchLighthouse} from './bench/lighthouse.mjs';
import {benchStock} from './bench/stock.mjs';
import {benchPatches, patchesToMeasure, patchOffDir} from './bench/patches.mjs';
import {benchDev} from './bench/dev.mjs';
import {benchScale} from './bench/scale.mjs';
import {BENCH_PAGES} from './bench/pages.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM} from '../src/lib/build/chromium';
import {isMainScript} from '../src/framework/route-scripts/routeScripts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_BUILD_DIR measures another build folder (e.g. a copy of an earlier build, to compare). */
const BUILD = process.env.BENCH_BUILD_DIR ?? path.join(ROOT, 'build');
const REPORTS = path.join(ROOT, 'reports');

type Figures = Record<string, number | string | string[] | Record<string, unknown>>;
const figures: Figures = {};

function log(message: string): void {
  console.log(`[bench] ${message}`);
}

/** Runs a command under GNU time to get the peak resident memory of the process and its children. */
async function timed(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{seconds: number; peakMB: number}> {
  const started = performance.now();
  const report = path.join(REPORTS, 'time.txt');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', '-o', report, command, ...args], {
      cwd: ROOT,
      env: {...process.env, ...env},
      stdio: 'ignore',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
  const seconds = (performance.now() - started) / 1000;
  const rssKB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(fs.readFileSync(report, 'utf8'))?.[1] ?? 0);
  fs.rmSync(report, {force: true});
  return {seconds, peakMB: rssKB / 1024};
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true}).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sum + countHtml(full);
    return sum + (entry.name.endsWith('.html') ? 1 : 0);
  }, 0);
}

async function benchBuild(): Promise<void> {
  log('cold production build (docusaurus clear, then build)');
  await timed('npx', ['docusaurus', 'clear']);
  const {seconds, peakMB} = await timed('npx', ['docusaurus', 'build']);
  figures['build.coldSeconds'] = Number(seconds.toFixed(1));
  figures['build.peakMemoryMB'] = Math.round(peakMB);
  figures['build.htmlPages'] = countHtml(BUILD);
}

/** Patched vs stock (src/framework/README.md): both builds timed unless BENCH_STOCK_DIR names a stock build. */
async function stockComparison(): Promise<void> {
  let stockDir = process.env.BENCH_STOCK_DIR;
  if (!stockDir) {
    stockDir = path.join(ROOT, 'tests/fixtures/stock/build');
    log('production build, patched, then stock (FRAMEWORK_PATCHES=0)');
    const patched = await timed('npx', ['docusaurus', 'build']);
    const stock = await timed('npx', ['docusaurus', 'build', '--out-dir', stockDir], {FRAMEWORK_PATCHES: '0'});
    figures['stock.build.patchedSeconds'] = Number(patched.seconds.toFixed(1));
    figures['stock.build.stockSeconds'] = Number(stock.seconds.toFixed(1));
  }
  log('lighthouse mobile: patched vs stock, alternating, each page type');
  for (const [key, value] of Object.entries(await benchStock(BUILD, stockDir, CHROMIUM, CHROMIUM_ARGS))) figures[`stock.${key}`] = value;
}

/** Each patch alone (src/framework/README.md): a build with only it off per patch, then the patched build, unless BENCH_PATCHES_REUSE=1. */
async function patchComparison(): Promise<void> {
  const patches = patchesToMeasure(process.env.BENCH_PATCHES);
  if (process.env.BENCH_PATCHES_REUSE !== '1') {
    for (const patch of patches) {
      log(`production build with the patch ${patch} off (FRAMEWORK_PATCHES_OFF=${patch})`);
      const {seconds} = await timed('npx', ['docusaurus', 'build', '--out-dir', patchOffDir(ROOT, patch)], {FRAMEWORK_PATCHES_OFF: patch});
      figures[`patches.${patch}.buildSeconds`] = Number(seconds.toFixed(1));
    }
    log('production build, every patch on');
    const {seconds} = await timed('npx', ['docusaurus', 'build'], {FRAMEWORK_PATCHES_OFF: ''});
    figures['patches.patchedBuildSeconds'] = Number(seconds.toFixed(1));
  }
  log('lighthouse mobile: each patch off vs the patched build, alternating, on the page types it affects');
  for (const [key, value] of Object.entries(await benchPatches(ROOT, BUILD, patches, CHROMIUM, CHROMIUM_ARGS)))
    figures[`patches.${key}`] = value;
}

/** The writer's loop, the site beside stock Docusaurus (scripts/bench/dev.mts). */
async function benchDevServer(): Promise<void> {
  log('dev server: site vs stock, first page and save-to-paint, then each local plugin');
  for (const [key, value] of Object.entries(await benchDev(ROOT, CHROMIUM, CHROMIUM_ARGS)))
    figures[`dev.${key}`] = value as Figures[string];
}

/** First load of each page type from the production build, served like a CDN (scripts/serve-build.mts). */
async function benchPageWeight(): Promise<void> {
  log('first load of each page type from the production build');
  const server = await startServer({dir: BUILD, port: 0, host: '127.0.0.1', headersFile: true});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const kb = (n: number) => Number((n / 1024).toFixed(1));
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    for (const [name, route] of Object.entries(BENCH_PAGES)) {
      const tab = await browser.newPage();
      const files: {url: string; type: 'js' | 'css'; gzip: number; raw: number; requestedAt: number}[] = [];
      const bodies: Promise<void>[] = [];
      // Scripts first requested after both the load event and hydration (the service worker's registration, which the
      // offline-reading issue asks to start after load) are reported apart: they do not delay the first paint or hydration.
      tab.on('response', (response) => {
        const url = new URL(response.url());
        const type = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
        // Scripts and stylesheets the page runs; not the chunks Docusaurus prefetches for linked pages.
        if (!type || !['script', 'stylesheet'].includes(response.request().resourceType())) return;
        const requestedAt = response.request().timing().startTime;
        bodies.push(
          response.body().then(
            (body) =>
              void files.push({url: url.pathname, type, raw: body.length, gzip: zlib.gzipSync(body, {level: 9}).length, requestedAt}),
            () => undefined,
          ),
        );
      });
      // When the page hydrated: its scripts start after the first paint (src/framework/page-template/startAfterPaint.ts), which can come
      // after the load event.
      await tab.addInitScript(() => {
        // Init scripts run before the parser has made <html>: watch the document.
        new MutationObserver((_records, observer) => {
          if (document.documentElement?.dataset.hasHydrated !== 'true') return;
          Object.assign(window, {hydratedAt: performance.timeOrigin + performance.now()});
          observer.disconnect();
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      await tab.goto(`${origin}${route}`, {waitUntil: 'load'});
      // Wait for hydration (after `main` and the route's chunks have run), then for the network to settle.
      await tab.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
      const startedAt = await tab.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const hydratedAt = (window as unknown as {hydratedAt: number}).hydratedAt;
        return Math.max(performance.timeOrigin + (navigation?.loadEventStart ?? 0), hydratedAt);
      });
      if (!Number.isFinite(startedAt)) throw new Error(`${route}: no time of hydration or load (${startedAt})`);
      await tab.waitForLoadState('networkidle');
      await Promise.all(bodies);
      // What the page prefetches for the links in view (Docusaurus's <link rel="prefetch">, in idle time): not in the
      // first load, but a phone reader pays for it in data.
      const prefetched = await tab.evaluate(() => [
        ...new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => new URL(link.href).pathname)),
      ]);
      await tab.close();
      const prefetchGzip = prefetched.reduce((total, file) => {
        const onDisk = path.join(BUILD, file);
        if (!fs.existsSync(onDisk)) throw new Error(`${route}: prefetched ${file} is not in ${BUILD}`);
        return total + zlib.gzipSync(fs.readFileSync(onDisk), {level: 9}).length;
      }, 0);
      figures[`page.${name}.prefetchedFiles`] = prefetched.length;
      figures[`page.${name}.prefetchedGzipKB`] = kb(prefetchGzip);
      const firstLoad = files.filter((f) => f.requestedAt < startedAt);
      const afterLoad = files.filter((f) => f.requestedAt >= startedAt);
      const sum = (list: typeof files, type: 'js' | 'css', key: 'gzip' | 'raw') =>
        list.filter((f) => f.type === type).reduce((total, f) => total + f[key], 0);
      const main = firstLoad.find((f) => isMainScript(f.url));
      figures[`page.${name}.jsGzipKB`] = kb(sum(firstLoad, 'js', 'gzip'));
      figures[`page.${name}.jsAfterLoadGzipKB`] = kb(sum(afterLoad, 'js', 'gzip'));
      figures[`page.${name}.jsFiles`] = firstLoad.filter((f) => f.type === 'js').length;
      figures[`page.${name}.cssGzipKB`] = kb(sum(firstLoad, 'css', 'gzip'));
      if (name === 'doc') {
        figures['page.mainJsGzipKB'] = main ? kb(main.gzip) : 0;
        figures['page.mainJsRawKB'] = main ? kb(main.raw) : 0;
        figures['page.files'] = Object.fromEntries(firstLoad.map((f) => [f.url, `${kb(f.gzip)} kB gzip`]));
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const modules = mainModules(path.join(ROOT, '.docusaurus'), BUILD);
  figures['page.mainTopModules'] = modules.slice(0, 10).map((m) => `${m.name}: ${m.gzipKB} kB gzip`);
}

async function benchOptional(name: string, file: string, fn: string): Promise<void> {
  const modulePath = path.join(ROOT, 'scripts/bench', file);
  if (!fs.existsSync(modulePath)) return;
  log(`${name}: ${file}`);
  const mod = (await import(modulePath)) as Record<string, (buildDir: string) => Promise<Record<string, unknown>>>;
  const result = await mod[fn]!(BUILD);
  for (const [key, value] of Object.entries(result)) figures[`${name}.${key}`] = value as number;
}

/** Nested figures as dotted keys (search.relevance.top3), leaving out lists and per-file details. */
function flatten(entries: Figures, prefix = ''): [string, number | string][] {
  return Object.entries(entries).flatMap(([key, value]): [string, number | string][] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (name === 'page.files') return [];
    if (Array.isArray(value)) return value.map((item, i): [string, string] => [`${name}.${i + 1}`, String(item)]);
    if (value !== null && typeof value === 'object') return flatten(value as Figures, name);
    return [[name, value as number | string]];
  });
}

/** `lighthouse.mobile.*.score` matches one segment where the star is. */
function wildcard(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]+')}$`,
  );
}

/** The ablation table (scripts/bench/ablation.ts, a CommonJS script run on its own: see its last lines). */
function ablation(): Promise<void> {
  log('ablation: each ranking knob turned off in turn');
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', path.join(ROOT, 'scripts/bench/ablation.ts')], {
      cwd: ROOT,
      env: {...process.env, BENCH_BUILD_DIR: BUILD},
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`ablation exited with ${code}`))));
  });
}

function report(): void {
  const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/bench/budgets.json'), 'utf8')) as Record<
    string,
    {min?: number; max?: number}
  >;
  const rows = flatten(figures).map(([key, value]) => {
    const budget = budgets[key] ?? Object.entries(budgets).find(([pattern]) => pattern.includes('*') && wildcard(pattern).test(key))?.[1];
    let verdict = '';
    if (budget && typeof value === 'number') {
      const ok = (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
      verdict = `${ok ? 'within' : 'OVER'} (${budget.max !== undefined ? `max ${budget.max}` : `min ${budget.min}`})`;
    }
    return `| ${key} | ${value} | ${verdict} |`;
  });
  fs.writeFileSync(path.join(REPORTS, 'bench.json'), `${JSON.stringify({date: new Date().toISOString(), figures}, null, 2)}\n`);
  fs.writeFileSync(
    path.join(REPORTS, 'bench.md'),
    `# Benchmark, ${new Date().toISOString()}\n\n| Figure | Value | Budget |\n| --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  console.log(fs.readFileSync(path.join(REPORTS, 'bench.md'), 'utf8'));
}

async function main(): Promise<void> {
  fs.mkdirSync(REPORTS, {recursive: true});
  const only = process.argv.slice(2);
  const want = (name: string) => only.length === 0 || only.includes(name);
  if (want('build')) await benchBuild();
  if (want('dev')) await benchDevServer();
  if (want('page')) await benchPageWeight();
  if (want('lighthouse')) {
    log('lighthouse: mobile and desktop, each page type');
    const result = await benchLighthouse(BUILD, CHROMIUM, CHROMIUM_ARGS);
    for (const [key, value] of Object.entries(result)) figures[`lighthouse.${key}`] = value as number | string;
  }
  if (want('search')) await benchOptional('search', 'search.mts', 'benchSearch');
  if (want('ask')) await benchOptional('ask', 'ask.mts', 'benchAsk');
  if (want('load')) await benchOptional('load', 'load.mts', 'benchLoad');
  // Only when asked for (a minute of ranking per knob): its table is reports/search.md's "What each rule earns".
  if (only.includes('ablation')) await ablation();
  // Only when asked for (two builds and ten Lighthouse runs per page type): the gain of src/framework.
  if (only.includes('stock')) await stockComparison();
  // Only when asked for (a build per patch and ten Lighthouse runs per page type it affects).
  if (only.includes('patches')) await patchComparison();
  // Only when asked for (three cold builds, the largest ten times the site): scripts/bench/scale.mts.
  if (only.includes('scale')) {
    log('scale: the site at 1x, 3x and 10x its pages');
    for (const [key, value] of Object.entries(await benchScale(ROOT, CHROMIUM, CHROMIUM_ARGS)))
      figures[`scale.${key}`] = value as Figures[string];
  }
  report();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
