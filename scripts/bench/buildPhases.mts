/**
 * The split of a production build into phases, for `npm run bench -- scale` (scripts/bench/scale.mts): the framework's
 * own phases as scripts/bench/phaseTimes.cjs records them (wall and CPU milliseconds), and the local plugins' hooks
 * as the `timed` configuration of scripts/bench/dev.config.ts records them (wall milliseconds: several run at once).
 */
import fs from 'node:fs';

export interface PhaseLine {
  phase: string;
  ms: number;
  cpuMs: number;
}

export interface HookLine {
  plugin: string;
  hook: string;
  ms: number;
}

export interface PhaseTime {
  seconds: number;
  cpuSeconds: number;
}

/** A phase shorter than this (wall) is left out of the split: the split is for finding where the build's time goes. */
const MIN_PHASE_MS = 200;
/** The same for a plugin hook. */
const MIN_HOOK_MS = 100;
/** Phases deeper than this under the locale's build are left out (their parents hold them). */
const MAX_DEPTH = 2;

/** The JSON lines a recorder appended to `file` (none when the file does not exist). */
export function readLines<T>(file: string): T[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/**
 * The phases of one locale's build (`Build > en > ...`, named without that prefix) down to MAX_DEPTH, in the order they
 * ended, plus `total` (the `Build` phase). A phase that ran more than once (per plugin, say) is summed.
 */
export function buildPhases(lines: PhaseLine[]): Record<string, PhaseTime> {
  const phases: Record<string, PhaseTime> = {};
  const add = (name: string, line: PhaseLine) => {
    const sum = phases[name] ?? {seconds: 0, cpuSeconds: 0};
    phases[name] = {seconds: sum.seconds + line.ms / 1000, cpuSeconds: sum.cpuSeconds + line.cpuMs / 1000};
  };
  for (const line of lines) {
    const parts = line.phase.split(' > ');
    if (parts[0] !== 'Build') continue;
    if (parts.length === 1) add('total', line);
    // parts[1] is the locale.
    else if (parts.length > 2 && parts.length <= 2 + MAX_DEPTH && line.ms >= MIN_PHASE_MS) add(parts.slice(2).join(' > '), line);
  }
  return Object.fromEntries(
    Object.entries(phases).map(([name, time]) => [
      name,
      {seconds: Number(time.seconds.toFixed(1)), cpuSeconds: Number(time.cpuSeconds.toFixed(1))},
    ]),
  );
}

/** Wall seconds per `plugin.hook`, summed over calls, the longest first, those of at least MIN_HOOK_MS. */
export function hookSeconds(lines: HookLine[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const {plugin, hook, ms} of lines) totals[`${plugin}.${hook}`] = (totals[`${plugin}.${hook}`] ?? 0) + ms;
  return Object.fromEntries(
    Object.entries(totals)
      .filter(([, ms]) => ms >= MIN_HOOK_MS)
      .sort(([, a], [, b]) => b - a)
      .map(([key, ms]) => [key, Number((ms / 1000).toFixed(1))]),
  );
}

export interface FactorSplit {
  pages: number;
  phases: Record<string, PhaseTime>;
  hooks: Record<string, number>;
}

/**
 * A Markdown table, one row per phase and plugin hook, one column per factor: CPU seconds per 100 pages for the
 * framework's phases ("wall" where only wall time is known: the plugins' hooks), so that a row growing with the factor
 * is work that grows faster than the pages.
 */
export function phaseTable(splits: Record<string, FactorSplit>): string[] {
  const factors = Object.keys(splits);
  const per100 = (value: number, pages: number) => ((value / pages) * 100).toFixed(2);
  const rows = new Map<string, string[]>();
  factors.forEach((factor, column) => {
    const {pages, phases, hooks} = splits[factor]!;
    const cell = (row: string) => {
      const cells = rows.get(row) ?? factors.map(() => '');
      rows.set(row, cells);
      return cells;
    };
    for (const [name, time] of Object.entries(phases)) {
      cell(name)[column] = `${time.cpuSeconds.toFixed(1)} s (${per100(time.cpuSeconds, pages)})`;
    }
    for (const [name, seconds] of Object.entries(hooks))
      cell(`${name} (wall)`)[column] = `${seconds.toFixed(1)} s (${per100(seconds, pages)})`;
  });
  return [
    `| Phase: CPU s (per 100 pages) | ${factors.map((f) => `${f}, ${splits[f]!.pages} pages`).join(' | ')} |`,
    `| --- | ${factors.map(() => '---').join(' | ')} |`,
    ...[...rows].map(([name, cells]) => `| ${name} | ${cells.join(' | ')} |`),
  ];
}
