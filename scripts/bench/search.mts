/**
 * Search bench: relevance, query latency, bytes before the first result, and keystroke-to-first-result in Chromium.
 *   npx tsx scripts/bench/search.mts [buildDir]      (after `npm run build`)
 * `npm run bench` imports `benchSearch(buildDir)`. Figures only: nothing here fails on a number.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {
  decodeContent,
  decodeHead,
  latestSet,
  type ContentShard,
  type HeadShard,
  type IndexManifest,
} from '../../src/lib/search/indexFormat';
import type {SearchParams} from '../../src/lib/search/types';
import {byHalf, reported, searchCases, searchRelevance, type Half} from '../../tests/support/relevance';
import {LOCAL_INDEX_DIR as INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface RelevanceQuery {
  query: string;
  page: string;
  kind?: string;
}

/** The parameters DocSearch 3.9.0 sends for an as-you-type query. */
function docsearchParams(query: string): SearchParams {
  return {
    query,
    hitsPerPage: 20,
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const gzipSize = (body: Buffer | string) => zlib.gzipSync(body, {level: 9}).length;

function loadIndex(buildDir: string) {
  const dir = path.join(buildDir, INDEX_DIR);
  const manifestBody = fs.readFileSync(path.join(dir, LOCAL_INDEX_MANIFEST));
  const manifest = JSON.parse(manifestBody.toString()) as IndexManifest;
  // The latest version's set: what a reader of the latest docs downloads (and, outside the docs, a reader who chose no
  // other version in the version menu: the preferred version's set otherwise).
  const set = latestSet(manifest);
  const headBody = fs.readFileSync(path.join(dir, set.head));
  const head = JSON.parse(headBody.toString()) as HeadShard;
  const shards = Object.values(set.content).map((file) => {
    const body = fs.readFileSync(path.join(dir, file));
    return {file, body, shard: JSON.parse(body.toString()) as ContentShard};
  });
  return {manifest, manifestBody, head, headBody, shards};
}

function relevance(engine: LocalSearchEngine, queries: RelevanceQuery[]) {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: Array<{query: string; page: string; got: string[]}> = [];
  for (const {query, page} of queries) {
    const pages = engine.search(docsearchParams(query)).hits.map((hit) => hit.url_without_anchor);
    const rank = pages.indexOf(page);
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank < 0 || rank >= 3) misses.push({query, page, got: [...new Set(pages.slice(0, 3))]});
  }
  const n = queries.length;
  return {queries: n, top1: round(top1 / n, 3), top3: round(top3 / n, 3), mrr: round(reciprocal / n, 3), missesTop3: misses};
}

function latency(engine: LocalSearchEngine, queries: RelevanceQuery[]) {
  // Every prefix a reader types (as-you-type), each query, three rounds after one warm-up round.
  const typed = queries.flatMap(({query}) => Array.from({length: query.length}, (_, i) => query.slice(0, i + 1))).filter((q) => q.trim());
  for (const q of typed) engine.search(docsearchParams(q));
  // Wall time, and CPU time of this process (less disturbed when other work shares the machine).
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const q of typed) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      engine.search(docsearchParams(q));
      const usedCpu = process.cpuUsage(startCpu);
      times.push(performance.now() - start);
      cpu.push((usedCpu.user + usedCpu.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    samples: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1] ?? 0),
    cpuP50Ms: round(percentile(cpu, 50)),
    cpuP95Ms: round(percentile(cpu, 95)),
  };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A static server for the build (like `docusaurus serve`: /x serves x.html or x/index.html). */
function serve(buildDir: string): Promise<{server: http.Server; origin: string}> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const clean = decodeURIComponent(url.pathname);
    const candidates = [clean, `${clean}.html`, path.join(clean, 'index.html')];
    for (const candidate of candidates) {
      const file = path.join(buildDir, candidate);
      if (file.startsWith(buildDir) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        response.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
        fs.createReadStream(file).pipe(response);
        return;
      }
    }
    response.writeHead(404).end('not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({server, origin: `http://127.0.0.1:${(server.address() as {port: number}).port}`})),
  );
}

async function chromiumTiming(buildDir: string, queries: string[]) {
  const {chromium} = await import('@playwright/test');
  const {server, origin} = await serve(buildDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    let bytesBeforeFirst: {raw: number; gzip: number; files: string[]} | null = null;
    for (const [i, query] of queries.entries()) {
      for (const mode of ['cold', 'warm'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const loaded: string[] = [];
        await page.goto(`${origin}/dev-docs/configurations/database`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await page.waitForLoadState('networkidle');
        page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
        if (mode === 'warm') {
          await page.locator('.DocSearch-Button').hover();
          await page.waitForLoadState('networkidle');
        }
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').waitFor();
        const start = Date.now();
        await page.keyboard.type(query, {delay: 0});
        await page.locator('.DocSearch-Hit').first().waitFor();
        const elapsed = Date.now() - start;
        (mode === 'cold' ? cold : warm).push(elapsed);
        if (mode === 'cold' && i === 0) {
          // What the first result needed beyond the page itself: worker code and index files fetched after the page loaded.
          const files = [...new Set(loaded)].filter((file) => fs.existsSync(path.join(buildDir, file)));
          const bodies = files.map((file) => fs.readFileSync(path.join(buildDir, file)));
          bytesBeforeFirst = {
            raw: bodies.reduce((sum, body) => sum + body.length, 0),
            gzip: bodies.reduce((sum, body) => sum + gzipSize(body), 0),
            files,
          };
        }
        await context.close();
      }
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    return {
      keystrokeToFirstResultColdMs: {median: median(cold), samples: cold},
      keystrokeToFirstResultWarmMs: {median: median(warm), samples: warm},
      fetchedBeforeFirstResultCold: bytesBeforeFirst,
    };
  } finally {
    await browser.close();
    server.close();
  }
}

export async function benchSearch(buildDir: string): Promise<Record<string, unknown>> {
  const queries = (JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/search/queries.json'), 'utf8')) as {queries: RelevanceQuery[]})
    .queries;
  const {manifest, manifestBody, head, headBody, shards} = loadIndex(buildDir);

  const startedHead = performance.now();
  const decoded = decodeHead(head);
  const engine = new LocalSearchEngine(decoded.records);
  const headIndexMs = performance.now() - startedHead;
  const startedContent = performance.now();
  for (const {shard} of shards) engine.add(decodeContent(head, decoded.sectionHierarchy, shard));
  const contentIndexMs = performance.now() - startedContent;

  // The worker's code: its entry chunk and the chunks it loads (MiniSearch).
  const jsDir = path.join(buildDir, 'assets/js');
  const jsFiles = fs.readdirSync(jsDir);
  const entry = jsFiles.find((file) => {
    const text = fs.readFileSync(path.join(jsDir, file), 'utf8');
    return text.includes('onmessage') && text.includes('search index not loaded');
  });
  const entryText = entry ? fs.readFileSync(path.join(jsDir, entry), 'utf8') : '';
  const loadedIds = new Set([...entryText.matchAll(/"(\d+)"/g)].map((match) => match[1]!));
  const workerFiles = entry ? [entry, ...jsFiles.filter((file) => file !== entry && loadedIds.has(file.split('.')[0]!))] : [];
  const workerBody = Buffer.concat(workerFiles.map((file) => fs.readFileSync(path.join(jsDir, file))));
  const firstTier = [manifestBody, headBody, workerBody];
  const contentRaw = shards.reduce((sum, {body}) => sum + body.length, 0);
  const contentGzip = shards.reduce((sum, {body}) => sum + gzipSize(body), 0);

  const result: Record<string, unknown> = {
    engine: 'MiniSearch 7.2.0 in a Web Worker over the local index (head shard + content shards per docs area)',
    records: manifest.records,
    pages: head.pages.length,
    relevance: relevance(engine, queries),
    fresh: Object.fromEntries(
      Object.entries(byHalf(searchCases())).map(([half, cases]) => [
        half,
        reported(
          half as Half,
          searchRelevance(cases, (query) => engine.search(docsearchParams(query)).hits.map((hit) => hit.url_without_anchor)),
        ),
      ]),
    ),
    queryLatency: latency(engine, queries),
    indexBuildMs: {head: round(headIndexMs), content: round(contentIndexMs)},
    bytes: {
      beforeFirstResult: {
        what: 'manifest + head shard (titles and headings) + worker code; the content shards follow',
        raw: firstTier.reduce((sum, body) => sum + body.length, 0),
        gzip:
          gzipSize(manifestBody) +
          gzipSize(headBody) +
          workerFiles.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(jsDir, file))), 0),
      },
      wholeIndex: {
        raw: manifestBody.length + headBody.length + contentRaw + workerBody.length,
        gzip: gzipSize(manifestBody) + gzipSize(headBody) + contentGzip + gzipSize(workerBody),
      },
      headShard: {raw: headBody.length, gzip: gzipSize(headBody)},
      contentShards: {raw: contentRaw, gzip: contentGzip},
      worker: {
        raw: workerBody.length,
        gzip: workerFiles.reduce((sum, file) => sum + gzipSize(fs.readFileSync(path.join(jsDir, file))), 0),
        files: workerFiles,
      },
    },
  };
  if (process.env.BENCH_SKIP_BROWSER !== '1') {
    try {
      result.chromium = await chromiumTiming(buildDir, ['populate', 'findMany', 'deploy']);
    } catch (error) {
      result.chromium = {skipped: error instanceof Error ? error.message : String(error)};
    }
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const buildDir = path.resolve(process.argv[2] ?? path.join(ROOT, 'build'));
  benchSearch(buildDir).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
