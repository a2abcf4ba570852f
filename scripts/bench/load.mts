/**
 * Load bench: the deploy recipe (deploy/nginx, Debian's nginx, scripts/nginx/server.ts) over the build on 127.0.0.1,
 * 10,000 GET requests over a fixed mix (pages of routes.txt, hashed JS/CSS assets, search index shards, the Ask AI
 * index) at a fixed concurrency over keep-alive connections, with compression accepted like a browser.
 * Reports throughput, latency percentiles and errors. Figures only; it stops by itself.
 *   npx tsx scripts/bench/load.mts [buildDir]        (`npm run bench -- load` imports benchLoad)
 * LOAD_REQUESTS, LOAD_CONCURRENCY and LOAD_PORT (default 5680) change the defaults.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {findNginx, startNginx} from '../../tests/support/nginx';
import {requiredRoutes} from '../../checks/pages';
import {LOCAL_INDEX_DIR} from '../../src/plugins/search/constants';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function requestMix(buildDir: string): string[] {
  const routes = requiredRoutes();
  const assets = ['js', 'css'].flatMap((kind) =>
    fs.existsSync(path.join(buildDir, 'assets', kind))
      ? fs
          .readdirSync(path.join(buildDir, 'assets', kind))
          .filter((f) => f.endsWith(`.${kind}`))
          .slice(0, 40)
          .map((f) => `/assets/${kind}/${f}`)
      : [],
  );
  const shards = fs.readdirSync(path.join(buildDir, LOCAL_INDEX_DIR)).map((f) => `/${LOCAL_INDEX_DIR}/${f}`);
  // Roughly what a reading session asks for: half pages, a third assets, the rest the index (search and Ask AI).
  const mix: string[] = [];
  for (let i = 0; mix.length < 600; i += 1) {
    mix.push(routes[i % routes.length]!, routes[(i * 7 + 3) % routes.length]!, routes[(i * 13 + 5) % routes.length]!);
    mix.push(assets[i % assets.length]!, assets[(i * 5 + 1) % assets.length]!);
    mix.push(shards[i % shards.length]!);
  }
  return mix.filter(Boolean);
}

export async function benchLoad(buildDir: string): Promise<Record<string, unknown>> {
  const found = findNginx();
  if ('missing' in found) return {skipped: found.missing};
  const total = Number(process.env.LOAD_REQUESTS ?? 10_000);
  const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 32);
  const nginx = await startNginx({dir: buildDir, port: Number(process.env.LOAD_PORT ?? 5680)});
  const agent = new http.Agent({keepAlive: true, maxSockets: concurrency});
  const mix = requestMix(buildDir);
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const one = (url: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(`${nginx.url}${url}`, {agent, headers: {'accept-encoding': 'br, gzip'}}, (response) => {
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== 200) errors[`${response.statusCode} ${url}`] = (errors[`${response.statusCode} ${url}`] ?? 0) + 1;
          resolve();
        });
      });
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        errors[`${error.message} ${url}`] = (errors[`${error.message} ${url}`] ?? 0) + 1;
        resolve();
      });
    });
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({length: concurrency}, async () => {
        while (next < total) {
          const index = next;
          next += 1;
          await one(mix[index % mix.length]!);
        }
      }),
    );
  } finally {
    agent.destroy();
    await nginx.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(2));
  const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
  if (errorCount) console.log('[bench] load errors:', errors);
  return {
    requests: total,
    concurrency,
    brotli: nginx.brotli ? 'yes' : 'no',
    requestsPerSecond: Math.round(total / seconds),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Number(latencies.at(-1)!.toFixed(2)),
    transferredMB: Number((bytes / 1024 / 1024).toFixed(1)),
    errors: errorCount,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await benchLoad(path.resolve(process.argv[2] ?? path.join(ROOT, 'build'))));
}
