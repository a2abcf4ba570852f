/**
 * `npm run bench -- dev`: the writer's loop, the site's configuration beside stock Docusaurus on the same pages
 * (scripts/bench/dev.config.ts), started alternately so that the machine's load falls on both alike. Each run starts
 * `docusaurus start` with warm caches (one unmeasured start of each configuration first), and measures:
 *   - firstResponseSeconds: from the start to the first 200 of a doc page's URL
 *   - firstPageSeconds: from the start to that page's title shown in Chromium (what a writer waits for)
 *   - saveSeconds: from saving an MDX page to the change shown in the open tab (in the page's clock), BENCH_DEV_SAVES
 *     times (the first save after the start apart: it runs cold)
 * Then what each local plugin costs in the dev server: every lifecycle hook timed (the `timed` configuration), and the
 * plugins of BENCH_DEV_ABLATE each left out in turn (what a plugin adds to the bundler's work shows in no hook).
 * Medians and spreads (max minus min) of BENCH_DEV_RUNS runs each (default 5). BENCH_DEV_BEFORE=<folder> adds the site
 * as in another tree to the alternation (a before/after).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';

const PAGE_FILE = 'docs/dev-docs/faq.mdx';
const PAGE_ROUTE = '/dev-docs/faq';
const CONFIG = 'scripts/bench/dev.config.ts';

/** A configuration the bench starts: its label, the extra arguments of `docusaurus start` and its environment. */
interface DevConfig {
  label: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Another tree of the site to start instead of the bench's (BENCH_DEV_BEFORE). */
  root?: string;
}

interface DevRun {
  firstResponseSeconds: number;
  firstPageSeconds: number;
  /** CPU time of the server's process group (the server, its bundler's threads, the dev index) until the first page. */
  firstPageCpuSeconds: number;
  /** Save-to-paint of each save, the first one first. */
  saveSeconds: number[];
  /** CPU time of the process group from each save to the change shown. */
  saveCpuSeconds: number[];
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const round = (n: number) => Number(n.toFixed(2));
  return {median: round(median), min: round(sorted[0] ?? 0), max: round(sorted.at(-1) ?? 0), runs: values.map(round)};
}

const SITE: DevConfig = {label: 'site', args: [], env: {}};
const STOCK: DevConfig = {label: 'stock', args: ['--config', CONFIG], env: {BENCH_DEV_CONFIG: 'stock', FRAMEWORK_PATCHES: '0'}};

function log(message: string): void {
  console.log(`[bench:dev] ${message}`);
}

/**
 * CPU seconds (user and system) used so far by the live processes of a process group, from /proc (Linux): unlike wall
 * time, barely changed by other work on the machine.
 */
function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command name (in parentheses, may hold spaces): state, ppid, pgrp, ... utime (14th field), stime.
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  // USER_HZ is 100 on Linux.
  return ticks / 100;
}

async function waitFor200(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** Stops the server's whole process group (the dev index process with it) and waits until it is gone. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  await exited;
}

/**
 * When a text shows in the tab, in the page's own clock: a MutationObserver notes the moment the article holds it. The
 * runner's own waiting (`waitFor`) polls and crosses the CDP connection, which added 0.2-0.3 s to each save under load
 * (reports/performance.md, "a saved page updates in place"). Returns the page's clock now, in seconds.
 */
async function watchForText(tab: Page, text: string): Promise<number> {
  return tab.evaluate((text) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('article')?.textContent?.includes(text)) return;
      (window as unknown as {benchShownAt: number}).benchShownAt = performance.now() / 1000;
      observer.disconnect();
    });
    observer.observe(document.body, {subtree: true, childList: true, characterData: true});
    return performance.now() / 1000;
  }, text);
}

/** When watchForText saw its text, in the page's clock (seconds). */
async function shownAt(tab: Page): Promise<number> {
  return tab.evaluate(() => (window as unknown as {benchShownAt: number}).benchShownAt);
}

/** One start of the dev server: first response, first page, then `saves` saves of an MDX page. */
async function devRun(
  root: string,
  browser: Browser,
  config: DevConfig,
  port: number,
  saves: number,
  onFirstPage: () => void = () => undefined,
): Promise<DevRun> {
  const page = path.join(root, PAGE_FILE);
  const original = fs.readFileSync(page, 'utf8');
  const started = performance.now();
  const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));
  const child = spawn(
    path.join(root, 'node_modules/.bin/docusaurus'),
    ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open', ...config.args],
    {cwd: root, detached: true, stdio: 'ignore', env: {...process.env, BROWSER: 'none', ...config.env}},
  );
  const context = await browser.newContext();
  try {
    const url = `http://127.0.0.1:${port}${PAGE_ROUTE}`;
    await waitFor200(url, child, 600_000);
    const firstResponseSeconds = seconds(started);
    const tab = await context.newPage();
    await tab.goto(url, {timeout: 300_000});
    await tab.locator('article h1').waitFor({timeout: 300_000});
    const firstPageSeconds = seconds(started);
    const firstPageCpuSeconds = groupCpuSeconds(child.pid!);
    onFirstPage();
    const saveSeconds: number[] = [];
    const saveCpuSeconds: number[] = [];
    for (let save = 0; save < saves; save += 1) {
      const marker = `Bench marker ${config.label} ${Date.now()}`;
      const cpu = groupCpuSeconds(child.pid!);
      const saved = await watchForText(tab, marker);
      fs.writeFileSync(page, `${original}\n\n${marker}\n`);
      await tab.getByText(marker).waitFor({timeout: 120_000});
      saveSeconds.push(Number(((await shownAt(tab)) - saved).toFixed(2)));
      saveCpuSeconds.push(Number((groupCpuSeconds(child.pid!) - cpu).toFixed(2)));
    }
    return {firstResponseSeconds, firstPageSeconds, firstPageCpuSeconds, saveSeconds, saveCpuSeconds};
  } finally {
    fs.writeFileSync(page, original);
    await context.close();
    await stopServer(child);
  }
}

/** Runs the configurations in turn, `runs` rounds, and returns each one's runs. */
async function alternate(
  root: string,
  browser: Browser,
  configs: DevConfig[],
  runs: number,
  saves: number,
): Promise<Map<string, DevRun[]>> {
  const results = new Map<string, DevRun[]>(configs.map((config) => [config.label, []]));
  let port = 3400;
  for (let round = 0; round < runs; round += 1) {
    for (const config of configs) {
      const run = await devRun(config.root ?? root, browser, config, (port += 1), saves);
      log(
        `${config.label} run ${round + 1}: first 200 ${run.firstResponseSeconds} s, first page ${run.firstPageSeconds} s ` +
          `(${run.firstPageCpuSeconds} s CPU), saves ${run.saveSeconds.join(' / ')} s (${run.saveCpuSeconds.join(' / ')} s CPU)`,
      );
      results.get(config.label)!.push(run);
    }
  }
  return results;
}

function summary(runs: DevRun[]): Record<string, Spread> {
  return {
    firstResponseSeconds: spreadOf(runs.map((run) => run.firstResponseSeconds)),
    firstPageSeconds: spreadOf(runs.map((run) => run.firstPageSeconds)),
    firstPageCpuSeconds: spreadOf(runs.map((run) => run.firstPageCpuSeconds)),
    firstSaveSeconds: spreadOf(runs.map((run) => run.saveSeconds[0] ?? 0)),
    laterSaveSeconds: spreadOf(runs.flatMap((run) => run.saveSeconds.slice(1))),
    saveCpuSeconds: spreadOf(runs.flatMap((run) => run.saveCpuSeconds)),
  };
}

interface HookTime {
  plugin: string;
  hook: string;
  ms: number;
}

/** Sums hook times per plugin and hook, over the runs (divided by their number: per start). */
function hookTotals(lines: HookTime[], runs: number): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const {plugin, hook, ms} of lines) totals[`${plugin}.${hook}`] = (totals[`${plugin}.${hook}`] ?? 0) + ms / runs;
  return Object.fromEntries(
    Object.entries(totals)
      .filter(([, ms]) => ms >= 1)
      .sort(([, a], [, b]) => b - a)
      .map(([key, ms]) => [key, Number(ms.toFixed(0))]),
  );
}

/** The hook times of `runs` starts of the timed configuration: until the first page shows, and per save after it. */
async function pluginHooks(root: string, browser: Browser, runs: number, saves: number): Promise<Record<string, unknown>> {
  const file = path.join(os.tmpdir(), `tessera-plugin-timings-${process.pid}.jsonl`);
  const config: DevConfig = {label: 'timed', args: ['--config', CONFIG], env: {BENCH_DEV_CONFIG: 'timed', BENCH_PLUGIN_TIMINGS: file}};
  const read = (): HookTime[] =>
    fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as HookTime)
      : [];
  const started: HookTime[] = [];
  const saved: HookTime[] = [];
  for (let run = 0; run < runs; run += 1) {
    fs.rmSync(file, {force: true});
    let atFirstPage = 0;
    await devRun(root, browser, config, 3500 + run, saves, () => {
      const lines = read();
      atFirstPage = lines.length;
      started.push(...lines);
    });
    saved.push(...read().slice(atFirstPage));
  }
  fs.rmSync(file, {force: true});
  return {hooksPerStartMs: hookTotals(started, runs), hooksPerSaveMs: hookTotals(saved, runs * saves)};
}

export async function benchDev(root: string, chromiumPath: string, chromiumArgs: string[]): Promise<Record<string, unknown>> {
  const runs = Number(process.env.BENCH_DEV_RUNS ?? 5);
  const saves = Number(process.env.BENCH_DEV_SAVES ?? 3);
  const ablate = (process.env.BENCH_DEV_ABLATE ?? '').split(',').filter(Boolean);
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    // BENCH_DEV_BEFORE=<folder>: the site as in another tree (e.g. `git archive main` unpacked, node_modules linked), a
    // third configuration in the same alternation, for a before/after of a change to the dev server.
    const before = process.env.BENCH_DEV_BEFORE;
    const configs = before ? [{...SITE, label: 'before', root: before}, SITE, STOCK] : [SITE, STOCK];
    // BENCH_DEV_WARMUP=0 when the caches are known to be warm (a bench run just before). Every configuration compared
    // is warmed: the other tree's generated files and cache entries are its own.
    if (process.env.BENCH_DEV_WARMUP !== '0') {
      log('warming the caches: one start of each configuration');
      await alternate(root, browser, configs, 1, 1);
    }
    log(`${configs.map((config) => config.label).join(' vs ')}, ${runs} runs each, alternating`);
    const results = await alternate(root, browser, configs, runs, saves);
    const figures: Record<string, unknown> = {
      runs,
      saves,
      ...Object.fromEntries([...results].map(([label, list]) => [label, summary(list)])),
    };
    if (process.env.BENCH_DEV_HOOKS !== '0') {
      log('each local plugin hook timed');
      figures.plugins = await pluginHooks(root, browser, Math.min(runs, 3), saves);
    }
    if (ablate.length > 0) {
      log(`left out in turn: ${ablate.join(', ')} (against the timed configuration with every plugin)`);
      const configs = [
        {label: 'all', args: ['--config', CONFIG], env: {BENCH_DEV_CONFIG: 'timed', BENCH_PLUGIN_TIMINGS: os.devNull}},
        ...ablate.map((name) => ({
          label: `without ${name}`,
          args: ['--config', CONFIG],
          env: {BENCH_DEV_CONFIG: 'timed', BENCH_PLUGIN_TIMINGS: os.devNull, BENCH_DEV_WITHOUT: name},
        })),
      ];
      const ablated = await alternate(root, browser, configs, runs, saves);
      figures.ablation = Object.fromEntries([...ablated].map(([label, list]) => [label, summary(list)]));
    }
    return figures;
  } finally {
    await browser.close();
  }
}
