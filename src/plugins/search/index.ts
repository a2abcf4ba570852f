import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectGarbage} from '../../lib/garbageCollector';
import {encode, INDEX_FORMAT_VERSION, type IndexManifest, type SectionsShard} from '../../lib/search/indexFormat';
import {DOCSEARCH_FIX_MODULE, LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from './constants';
import {englishStems} from './englishWords';
import {corpusOfBuild, type Corpus} from './records';

/**
 * The local search engine's build step. After the production build it reads the rendered pages, extracts the
 * DocSearch records (the same ones `npm run search:push` sends to a hosted index) and writes the local index:
 * `search-index/manifest.json` naming content-hashed shards (`head.<hash>.json`, `content-<area>.<hash>.json`).
 *
 * `npm start` has no rendered pages: the dev server builds the index from the docs sources (devIndex.ts) and
 * builds it again when a page is saved.
 */

function hashed(name: string, body: string): string {
  return `${name}.${crypto.createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
}

export function writeLocalIndex(outDir: string, baseUrl: string, routes?: readonly string[]): IndexManifest {
  return writeIndex(path.join(outDir, LOCAL_INDEX_DIR), routes ? corpusInBatches(outDir, baseUrl, routes) : corpusOfBuild(outDir, {baseUrl}));
}

/** Pages read between two garbage collections (see corpusInBatches). */
const PAGES_PER_COLLECTION = 100;

/**
 * The corpus of the given routes, read a batch of pages at a time with a full garbage collection after each: one
 * pass over every page left 250-450 MB of parsing garbage that V8 kept committed at the build's memory peak (issue
 * 14). Same records in the same order as one pass (corpusOfBuild sorts and deduplicates the routes; so does this).
 * Synchronous, so the next postBuild steps (the service worker's compilation, the Markdown twins) start after the
 * last collection.
 */
function corpusInBatches(outDir: string, baseUrl: string, routes: readonly string[]): Corpus {
  const sorted = [...new Set(routes)].sort();
  const corpus: Corpus = {records: [], sections: []};
  for (let start = 0; start < sorted.length; start += PAGES_PER_COLLECTION) {
    const part = corpusOfBuild(outDir, {baseUrl, routes: sorted.slice(start, start + PAGES_PER_COLLECTION)});
    corpus.records.push(...part.records);
    corpus.sections.push(...part.sections);
    collectGarbage();
  }
  return corpus;
}

/** Writes the index of a corpus into `dir`: the manifest, the search shards and the sections shard. */
export function writeIndex(dir: string, corpus: Corpus): IndexManifest {
  const {manifest, files} = indexFiles(corpus);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
  return manifest;
}

/** The files of the index of a corpus, by name (the manifest under its fixed name, the shards content-hashed). */
export function indexFiles({records, sections}: Corpus): {manifest: IndexManifest; files: Map<string, string>} {
  const {head, content} = encode(records);
  const files = new Map<string, string>();
  const write = (name: string, data: unknown): string => {
    const body = JSON.stringify(data);
    const file = hashed(name, body);
    files.set(file, body);
    return file;
  };
  const sectionsShard: SectionsShard = {v: INDEX_FORMAT_VERSION, sections, english: englishStems().join('\n')};
  const manifest: IndexManifest = {v: INDEX_FORMAT_VERSION, head: write('head', head), content: {}, records: records.length, sections: write('sections', sectionsShard)};
  for (const [area, shard] of Object.entries(content)) {
    if (shard.content.length > 0) manifest.content[area as keyof IndexManifest['content']] = write(`content-${area}`, shard);
  }
  files.set(LOCAL_INDEX_MANIFEST, JSON.stringify(manifest));
  return {manifest, files};
}

/**
 * `npm start`: a child process (scripts/dev-search-index.mts), started once the first compilation is done, builds
 * the index from the docs sources into the cache folder and writes it again when a page is saved; the dev server
 * serves that folder under search-index/.
 */
let devIndexProcess: ChildProcess | null = null;

function startDevIndex(siteDir: string, directory: string, baseUrl: string): void {
  if (devIndexProcess) return;
  const tsx = path.join(siteDir, 'node_modules', '.bin', 'tsx');
  devIndexProcess = spawn(tsx, [path.join(siteDir, 'scripts', 'dev-search-index.mts'), '--watch', path.join(siteDir, 'docs'), directory, baseUrl], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // The watcher ends when the dev server's process is gone, however it ended (see the script).
    env: {...process.env, TESSERA_DEV_INDEX_PARENT: String(process.pid)},
  });
  devIndexProcess.on('error', (error) => console.warn(`[search] the dev index could not be built: ${error.message}`));
  // Below-normal CPU priority: on a small machine, indexing every page (a few seconds) must not slow the dev server's
  // rebuild after a save, which the writer is waiting for; the index follows a moment later. Not the lowest: while
  // both cores are busy (a browser, a test run) a process at the lowest priority gets almost no CPU, and the first
  // index never came (none after 380 s with both cores busy; after 100 s at below-normal).
  if (devIndexProcess.pid !== undefined) {
    try {
      os.setPriority(devIndexProcess.pid, os.constants.priority.PRIORITY_BELOW_NORMAL);
    } catch {
      // not permitted here: the index is still built, at normal priority
    }
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-search',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const base = siteConfig.baseUrl.replace(/\/$/, '');
      const routes = routesPaths.map((route) => (base && route.startsWith(base) ? route.slice(base.length) || '/' : route));
      const manifest = writeLocalIndex(outDir, siteConfig.baseUrl, routes);
      console.log(`[search] local index: ${manifest.records} records in ${LOCAL_INDEX_DIR}/`);
    },
    configureWebpack(_config, isServer) {
      // Stock DocSearch 3.9.0 falls back to the no-results screen when the backend fails: see the loader.
      const module = {
        rules: [{test: DOCSEARCH_FIX_MODULE, use: [{loader: path.join(__dirname, 'docsearchErrorScreen.cjs')}]}],
      };
      if (isServer || process.env.NODE_ENV !== 'development') return {module};
      const directory = path.join(context.generatedFilesDir, 'tessera-search-index');
      fs.mkdirSync(directory, {recursive: true});
      // Once the first compilation is done, so that indexing does not compete with the dev server's start for the CPU.
      const startAfterFirstCompile = {
        apply(compiler: {hooks: {done: {tap(name: string, fn: () => void): void}}}) {
          compiler.hooks.done.tap('tessera-search-dev-index', () => startDevIndex(context.siteDir, directory, context.baseUrl));
        },
      };
      const devServer = {static: [{directory, publicPath: `${context.baseUrl}${LOCAL_INDEX_DIR}`, watch: false}]};
      return {module, devServer, plugins: [startAfterFirstCompile as never]} as {module: typeof module};
    },
  };
}
