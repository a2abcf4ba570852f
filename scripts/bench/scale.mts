/**
 * `npm run bench -- scale`: the site at BENCH_SCALE_FACTORS times its pages (default 1,3,10), each a generated corpus
 * (scripts/bench/scaleCorpus.mts) built cold in a folder of its own under the system's temporary folder. Per factor:
 * build time and peak memory of the whole process tree (GNU time), HTML pages, seconds and MB per 100 pages, and what
 * the local search sends before its first result (Chromium: the built site served like a CDN, a query typed in the
 * modal, every response's transferred bytes summed from the keystroke's page load until the first hit shows); and
 * where the build's time goes: the framework's phases (wall and CPU) and each local plugin's hooks, printed at the end
 * as one table of CPU seconds per 100 pages per factor (scripts/bench/buildPhases.mts); and the CPU per 100 pages a
 * factor adds to the one before it (each copy has docs, print sections and tag pages of its own, so the mix of pages
 * stays the site's).
 * BENCH_SCALE_KEEP=1 keeps the folders (to look at a build).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import {startServer} from '../serve-build.mjs';
import {frozenVersionNames, writeScaleSite} from './scaleCorpus.mjs';
import {buildPhases, hookSeconds, phaseTable, readLines, type FactorSplit, type HookLine, type PhaseLine} from './buildPhases.mjs';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';
import {searchFiles, type IndexManifest} from '../../src/lib/search/indexFormat';

/** The page a reader searches from, and what they type (a word every copy has many hits for). */
const SEARCH_FROM = '/dev-docs/configurations/database';
const QUERY = 'populate';

function log(message: string): void {
  console.log(`[bench:scale] ${message}`);
}

/**
 * Runs a command in `cwd` under GNU time: wall time, CPU time (user and system; on a machine shared with other work the
 * wall time follows the load, the CPU time much less) and peak resident memory of it and its children.
 */
export async function timedIn(
  cwd: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{seconds: number; cpuSeconds: number; peakMB: number}> {
  const report = path.join(os.tmpdir(), `tessera-time-${process.pid}.txt`);
  const logFile = path.join(cwd, 'bench-build.log');
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const out = fs.openSync(logFile, 'w');
    const child = spawn('/usr/bin/time', ['-v', '-o', report, command, ...args], {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', out, out],
    });
    child.on('exit', (code) => {
      fs.closeSync(out);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}; its output: ${logFile}`));
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const text = fs.readFileSync(report, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)`).exec(text)?.[1] ?? 0);
  fs.rmSync(report, {force: true});
  return {
    seconds,
    cpuSeconds: field('User time \\(seconds\\)') + field('System time \\(seconds\\)'),
    peakMB: field('Maximum resident set size \\(kbytes\\)') / 1024,
  };
}

function countHtml(dir: string): number {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true}).filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .length;
}

export interface SearchTransfer {
  /**
   * Bytes on the wire (bodies as sent, compressed, and headers) from opening the modal until the first hit shows; a
   * file both the page and the search worker fetch counts twice, as it is sent twice.
   */
  transferredKB: number;
  /** The same responses' bodies once decoded. */
  decodedKB: number;
  files: string[];
}

/**
 * What the local search sends before its first result: `route` loaded and hydrated, the network idle, then the modal
 * opened and QUERY typed; every response that finishes until the first hit shows is counted. With versions, `route`
 * is a page of the version being read.
 */
export async function searchTransfer(
  buildDir: string,
  route: string,
  chromiumPath: string,
  chromiumArgs: string[],
): Promise<SearchTransfer> {
  const server = await startServer({dir: buildDir, port: 0, host: '127.0.0.1', headersFile: true});
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}${route}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const sizes: Promise<{file: string; transferred: number; decoded: number}>[] = [];
    let counting = true;
    // The context sees the search worker's requests too.
    context.on('requestfinished', (request) => {
      if (!counting) return;
      sizes.push(
        Promise.all([request.sizes(), request.response()]).then(async ([size, response]) => ({
          file: new URL(request.url()).pathname,
          transferred: size.responseBodySize + size.responseHeadersSize,
          decoded: (await response?.body().catch(() => Buffer.alloc(0)))?.length ?? 0,
        })),
      );
    });
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill(QUERY);
    await page.locator('.DocSearch-Hit').first().waitFor({timeout: 120_000});
    counting = false;
    const responses = await Promise.all(sizes);
    await context.close();
    const kb = (n: number) => Number((n / 1024).toFixed(1));
    return {
      transferredKB: kb(responses.reduce((sum, r) => sum + r.transferred, 0)),
      decodedKB: kb(responses.reduce((sum, r) => sum + r.decoded, 0)),
      files: [...new Set(responses.map((r) => r.file))],
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** The local index the build wrote, gzip kB per kind of file (head, content shards, Ask AI's sections), and its records. */
export function indexBytes(buildDir: string): Record<string, number> {
  const dir = path.join(buildDir, LOCAL_INDEX_DIR);
  const sizes: Record<string, number> = {};
  for (const name of fs.readdirSync(dir)) {
    const kind = name.startsWith('content-') ? 'content' : name.split('.')[0]!;
    sizes[`${kind}GzipKB`] = (sizes[`${kind}GzipKB`] ?? 0) + zlib.gzipSync(fs.readFileSync(path.join(dir, name)), {level: 9}).length / 1024;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, LOCAL_INDEX_MANIFEST), 'utf8')) as {records: number};
  return {records: manifest.records, ...Object.fromEntries(Object.entries(sizes).map(([key, kb]) => [key, Math.round(kb)]))};
}

/** Each docs version's set of the local index: its records and gzip kB (search shards, and Ask AI's sections apart). */
export function setBytes(buildDir: string): Record<string, {records: number; searchGzipKB: number; sectionsGzipKB: number}> {
  const dir = path.join(buildDir, LOCAL_INDEX_DIR);
  const gzipKB = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, file)), {level: 9}).length / 1024;
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, LOCAL_INDEX_MANIFEST), 'utf8')) as IndexManifest;
  return Object.fromEntries(
    Object.entries(manifest.sets).map(([tag, set]) => [
      tag,
      {
        records: set.records,
        searchGzipKB: Math.round(searchFiles(set).reduce((sum, file) => sum + gzipKB(file), 0)),
        sectionsGzipKB: Math.round(gzipKB(set.sections)),
      },
    ]),
  );
}

/**
 * BENCH_SCALE_LAYOUT=versions: per factor, the corpus with BENCH_SCALE_VERSIONS docs versions in all (default 3: the
 * docs being written and frozen copies cut by `docs:version`), built cold; what search sends before its first result
 * from a page of the latest version and from the same page of the oldest frozen one, and each version's share of
 * the index. BENCH_SCALE_VERSIONS=1 measures the same site with one version, for comparison.
 */
async function benchScaleVersions(root: string, chromiumPath: string, chromiumArgs: string[]): Promise<Record<string, unknown>> {
  const factors = (process.env.BENCH_SCALE_FACTORS ?? '1').split(',').map(Number);
  const versions = Number(process.env.BENCH_SCALE_VERSIONS ?? 3);
  const figures: Record<string, unknown> = {};
  for (const factor of factors) {
    const key = `${factor}x-${versions}-versions`;
    const dir = path.join(os.tmpdir(), `tessera-scale-${key}`);
    log(`${key}: writing the corpus into ${dir}, cutting ${versions - 1} frozen versions`);
    writeScaleSite(root, dir, factor, 'versions', versions);
    log(`${key}: cold build`);
    const build = await timedIn(dir, path.join(root, 'node_modules/.bin/docusaurus'), ['build']);
    const buildDir = path.join(dir, 'build');
    const frozen = frozenVersionNames(versions)[0];
    figures[key] = {
      htmlPages: countHtml(buildDir),
      buildSeconds: Number(build.seconds.toFixed(1)),
      buildCpuSeconds: Number(build.cpuSeconds.toFixed(1)),
      peakMemoryMB: Math.round(build.peakMB),
      searchFromLatest: await searchTransfer(buildDir, SEARCH_FROM, chromiumPath, chromiumArgs),
      ...(frozen ? {searchFromFrozen: await searchTransfer(buildDir, `/${frozen}${SEARCH_FROM}`, chromiumPath, chromiumArgs)} : {}),
      searchIndex: indexBytes(buildDir),
      searchIndexPerVersion: setBytes(buildDir),
    };
    log(`${key}: ${JSON.stringify(figures[key])}`);
    if (process.env.BENCH_SCALE_KEEP !== '1') fs.rmSync(dir, {recursive: true, force: true});
  }
  return figures;
}

export async function benchScale(root: string, chromiumPath: string, chromiumArgs: string[]): Promise<Record<string, unknown>> {
  if (process.env.BENCH_SCALE_LAYOUT === 'versions') return benchScaleVersions(root, chromiumPath, chromiumArgs);
  const factors = (process.env.BENCH_SCALE_FACTORS ?? '1,3,10').split(',').map(Number);
  const figures: Record<string, unknown> = {};
  const splits: Record<string, FactorSplit> = {};
  let previous: {pages: number; cpuSeconds: number} | undefined;
  for (const factor of factors) {
    const dir = path.join(os.tmpdir(), `tessera-scale-${factor}x`);
    log(`${factor}x: writing the corpus into ${dir}`);
    writeScaleSite(root, dir, factor);
    // A new folder: no .docusaurus and no build, so the build is cold but for node_modules/.cache (diagrams and cards,
    // shared with the site: a copy's are the original's). The page models' cache goes: it would hold the copy's pages
    // from an earlier run of the bench (same folder), and every factor should read its pages alike.
    fs.rmSync(path.join(root, 'node_modules/.cache/tessera-page-models'), {recursive: true, force: true});
    log(`${factor}x: cold build`);
    const phaseFile = path.join(dir, 'bench-phases.jsonl');
    const hookFile = path.join(dir, 'bench-hooks.jsonl');
    // The site's configuration with each local plugin's hooks timed (scripts/bench/dev.config.ts), and the framework's
    // phases timed with their CPU (scripts/bench/phaseTimes.cjs; DOCUSAURUS_PERF_LOGGER=true puts its own wall-time
    // log in bench-build.log).
    const build = await timedIn(
      dir,
      path.join(root, 'node_modules/.bin/docusaurus'),
      ['build', '--config', 'scripts/bench/dev.config.ts'],
      {
        BENCH_DEV_CONFIG: 'timed',
        BENCH_PLUGIN_TIMINGS: hookFile,
        BENCH_PHASE_TIMES: phaseFile,
        DOCUSAURUS_PERF_LOGGER: 'true',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require ${path.join(dir, 'scripts/bench/phaseTimes.cjs')}`].filter(Boolean).join(' '),
      },
    );
    const pages = countHtml(path.join(dir, 'build'));
    const split: FactorSplit = {
      pages,
      phases: buildPhases(readLines<PhaseLine>(phaseFile)),
      hooks: hookSeconds(readLines<HookLine>(hookFile)),
    };
    splits[`${factor}x`] = split;
    const search = await searchTransfer(path.join(dir, 'build'), SEARCH_FROM, chromiumPath, chromiumArgs);
    figures[`${factor}x`] = {
      htmlPages: pages,
      buildSeconds: Number(build.seconds.toFixed(1)),
      buildCpuSeconds: Number(build.cpuSeconds.toFixed(1)),
      peakMemoryMB: Math.round(build.peakMB),
      secondsPer100Pages: Number(((build.seconds / pages) * 100).toFixed(2)),
      cpuSecondsPer100Pages: Number(((build.cpuSeconds / pages) * 100).toFixed(2)),
      peakMBPer100Pages: Number(((build.peakMB / pages) * 100).toFixed(1)),
      searchBeforeFirstResult: search,
      searchIndex: indexBytes(path.join(dir, 'build')),
      // The pages a factor adds are the copies' (docs, print sections, tag pages): the CPU per 100 added pages is what a
      // page costs at that size, without the pages only the site has once (home, status, search).
      ...(previous && pages > previous.pages
        ? {cpuSecondsPer100AddedPages: Number((((build.cpuSeconds - previous.cpuSeconds) / (pages - previous.pages)) * 100).toFixed(2))}
        : {}),
      phases: split.phases,
      pluginHooksSeconds: split.hooks,
    };
    previous = {pages, cpuSeconds: build.cpuSeconds};
    log(`${factor}x: ${JSON.stringify(figures[`${factor}x`])}`);
    if (process.env.BENCH_SCALE_KEEP !== '1') fs.rmSync(dir, {recursive: true, force: true});
  }
  log(
    `where the build's CPU goes (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} at the end):`,
  );
  for (const line of phaseTable(splits)) log(line);
  return figures;
}
