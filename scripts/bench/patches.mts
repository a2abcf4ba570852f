/**
 * `npm run bench -- patches`: what each framework patch (src/framework) gains alone. For each patch it builds the site
 * with only that patch off (FRAMEWORK_PATCHES_OFF=<name>, into tests/fixtures/patch-off-<name>/build), then runs
 * Lighthouse mobile on the page types the patch affects, alternating run by run with the fully patched build (the
 * bench builds it last, into build/), BENCH_LIGHTHOUSE_RUNS each (default 5), so that the machine's load falls on both
 * alike. Per patch and page type it reports each build's median and spread (min-max) of the score and of the figure
 * the patch targets, and the verdict of scripts/bench/stock.mts: "gain" when the patch's gain in score or in that
 * figure is larger than the larger spread of the two builds, otherwise "within spread" (or "loss").
 * BENCH_PATCHES=compile-hints,sidebar-link measures some patches only; BENCH_PATCHES_REUSE=1 measures the builds already there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PatchName} from '../../src/framework/index';
import {compareBuilds, type Comparison} from './stock.mjs';
import {middle, type Run} from './lighthouse.mjs';

type Metric = 'tbtMs' | 'lcpSeconds';

/**
 * The page types each patch changes (scripts/bench/pages.mts) and the Lighthouse figure it was made for. The
 * early-taps fix and the sidebar badges (a feature) change no figure, so they are not measured.
 */
export const PATCH_BENCH: Partial<Record<PatchName, {pages: string[]; metric: Metric}>> = {
  // Tab groups not remounted after hydration: the pages with tabs (the doc page type is one).
  tabs: {pages: ['integration', 'doc'], metric: 'tbtMs'},
  // Prism out of main; code lines hydrated as one string: pages with many code blocks.
  'code-highlighting': {pages: ['integration', 'doc'], metric: 'tbtMs'},
  // A page's route scripts named in its HTML.
  'route-scripts': {pages: ['doc'], metric: 'tbtMs'},
  // main compiled off the main thread.
  'compile-hints': {pages: ['doc', 'landing'], metric: 'tbtMs'},
  // Prefetching every link in view: the pages with the most links (sidebar, cards).
  'idle-prefetch': {pages: ['doc', 'landing'], metric: 'tbtMs'},
  // Scripts started after the first paint.
  'page-template': {pages: ['doc'], metric: 'lcpSeconds'},
};

/** The build of the site with one patch off. */
export const patchOffDir = (root: string, patch: string) => path.join(root, 'tests/fixtures', `patch-off-${patch}`, 'build');

/** The patches BENCH_PATCHES names (all measured ones by default); throws on a name PATCH_BENCH does not have. */
export function patchesToMeasure(only: string | undefined): PatchName[] {
  const names = Object.keys(PATCH_BENCH) as PatchName[];
  if (!only) return names;
  const wanted = only.split(',').map((name) => name.trim());
  const unknown = wanted.filter((name) => !(name in PATCH_BENCH));
  if (unknown.length > 0) throw new Error(`BENCH_PATCHES: no measured patch named ${unknown.join(', ')} (${names.join(', ')})`);
  return wanted as PatchName[];
}

const range = (values: number[]) => `${Math.min(...values)}-${Math.max(...values)}`;

/** One line of the report: both builds' medians and ranges of the score and of the patch's figure. */
function row(patch: string, metric: Metric, {page, a: patched, b: off, verdict}: Comparison): string {
  const figure = (runs: Run[], key: 'score' | Metric) => `${middle(runs.map((r) => r[key]))} (${range(runs.map((r) => r[key]))})`;
  const unit = metric === 'tbtMs' ? 'TBT ms' : 'LCP s';
  return (
    `| ${patch} | ${page} | ${figure(patched, 'score')} | ${figure(off, 'score')} | ${unit}: ${figure(patched, metric)} | ` +
    `${figure(off, metric)} | ${verdict} |`
  );
}

/**
 * Lighthouse on every measured patch's page types, each against the patched build. Returns the figures for
 * reports/bench.json and prints the Markdown table reports/performance.md keeps.
 */
export async function benchPatches(
  root: string,
  patchedDir: string,
  patches: readonly PatchName[],
  chromePath: string,
  chromeFlags: string[],
): Promise<Record<string, number | string>> {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const figures: Record<string, number | string> = {};
  const rows: string[] = [];
  for (const patch of patches) {
    const {pages, metric} = PATCH_BENCH[patch]!;
    const offDir = patchOffDir(root, patch);
    if (!fs.existsSync(offDir)) throw new Error(`${offDir} is missing: build it with FRAMEWORK_PATCHES_OFF=${patch}`);
    const comparisons = await compareBuilds(patchedDir, offDir, pages, runs, metric, chromePath, chromeFlags);
    for (const comparison of comparisons) {
      const {page, a, b, verdict} = comparison;
      console.log(`[bench] patch ${patch} on ${page}: ${verdict}`);
      Object.assign(figures, {
        [`${patch}.${page}.patchedScore`]: middle(a.map((r) => r.score)),
        [`${patch}.${page}.offScore`]: middle(b.map((r) => r.score)),
        [`${patch}.${page}.patched.${metric}`]: middle(a.map((r) => r[metric])),
        [`${patch}.${page}.off.${metric}`]: middle(b.map((r) => r[metric])),
        [`${patch}.${page}.verdict`]: verdict,
      });
      rows.push(row(patch, metric, comparison));
    }
  }
  console.log(
    `\n| Patch off | Page type | Patched score (range) | Patch off score (range) | Patched figure (range) | Patch off figure (range) | Verdict |\n` +
      `| --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}\n`,
  );
  return figures;
}
