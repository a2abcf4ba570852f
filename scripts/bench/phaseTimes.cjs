/**
 * Preloaded into `docusaurus build` by `npm run bench -- scale` (NODE_OPTIONS=--require, scripts/bench/scale.mts):
 * each phase the framework's own PerfLogger names (Load site, Bundling, SSG, postBuild(), ...) appends one JSON line
 * to BENCH_PHASE_TIMES: the phase's path, its wall milliseconds and the process's CPU milliseconds over it (user and
 * system of every thread, the bundler's and the SSG workers' among them). The framework's own log
 * (DOCUSAURUS_PERF_LOGGER=true) gives wall time only, and on a machine shared with other builds only the CPU time
 * compares between runs. Plain CommonJS: Node 20 preloads no TypeScript.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload: require is how it loads anything */
const fs = require('node:fs');
const {AsyncLocalStorage} = require('node:async_hooks');
const {isMainThread} = require('node:worker_threads');

const file = process.env.BENCH_PHASE_TIMES;

// The SSG worker threads preload this too: their phases are inside the main thread's "SSG", already counted there.
if (file && isMainThread) {
  const {PerfLogger} = require('@docusaurus/logger');
  const {stripVTControlCharacters} = require('node:util');
  const parents = new AsyncLocalStorage();
  const original = PerfLogger.async;
  PerfLogger.async = (label, fn) => {
    const parent = parents.getStore();
    const name = stripVTControlCharacters(String(label));
    const phase = parent ? `${parent} > ${name}` : name;
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const record = () => {
      const cpu = process.cpuUsage(cpuStart);
      const line = {phase, ms: Math.round(performance.now() - wallStart), cpuMs: Math.round((cpu.user + cpu.system) / 1000)};
      fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    };
    return parents.run(phase, () => Promise.resolve(original.call(PerfLogger, label, fn))).finally(record);
  };
}
