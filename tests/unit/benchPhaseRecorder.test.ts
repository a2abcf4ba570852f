import {execFileSync} from 'node:child_process';
import {createRequire} from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * The scale bench's phase recorder hooks an internal of the installed Docusaurus (its PerfLogger): run, not imported
 * (tests import no tool of scripts/), so that an upgrade that changes the logger shows here, not as an empty split.
 */
const PRELOAD = path.resolve(__dirname, '../../scripts/bench/phaseTimes.cjs');

interface PhaseLine {
  phase: string;
  ms: number;
  cpuMs: number;
}

const readLines = (file: string): PhaseLine[] =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as PhaseLine);
/** The framework's logger, as the build (and the preload) loads it. */
const LOGGER = JSON.stringify(createRequire(import.meta.url).resolve('@docusaurus/logger'));

describe('the scale bench: the phase recorder preloaded into the build (scripts/bench/phaseTimes.cjs)', () => {
  it("records each phase of the framework's PerfLogger with its parents, wall and CPU time", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'phases-')), 'phases.jsonl');
    // Nested phases as the build runs them; the inner one burns 30 ms of CPU (not of wall time: the machine is shared).
    const script = `
      const {PerfLogger} = require(${LOGGER});
      PerfLogger.async('Build', () => PerfLogger.async('en', () => PerfLogger.async('SSG', async () => {
        const start = process.cpuUsage(); while (process.cpuUsage(start).user < 30000) {}
      })));`;
    execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], {env: {...process.env, BENCH_PHASE_TIMES: file}});
    const lines = readLines(file);
    expect(lines.map((line) => line.phase)).toEqual(['Build > en > SSG', 'Build > en', 'Build']);
    expect(lines[0]!.cpuMs).toBeGreaterThanOrEqual(29);
    // Wall time is recorded too (not compared with the CPU: the process's other threads count in its CPU).
    expect(lines[0]!.ms).toBeGreaterThan(0);
    // The framework's result passes through.
    const result = execFileSync(
      process.execPath,
      ['--require', PRELOAD, '-e', `require(${LOGGER}).PerfLogger.async('Build', async () => 42).then(console.log)`],
      {env: {...process.env, BENCH_PHASE_TIMES: file}, encoding: 'utf8'},
    );
    expect(result.trim()).toBe('42');
  });

  it('records nothing without BENCH_PHASE_TIMES', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phases-'));
    const env = {...process.env};
    delete env.BENCH_PHASE_TIMES;
    execFileSync(process.execPath, ['--require', PRELOAD, '-e', `require(${LOGGER}).PerfLogger.async('Build', async () => 1)`], {
      env,
      cwd: dir,
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
