import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isIndexable} from '../../lib/search/corpus';
import {
  encode,
  INDEX_FORMAT_VERSION,
  UNVERSIONED_SET,
  splitByVersion,
  type IndexManifest,
  type IndexSet,
  type SectionsShard,
} from '../../lib/search/indexFormat';
import {siteRoot} from '../../lib/markdownTwin/site';
import {pageModels, sitePagesOf, type SitePage} from '../../lib/pageModel/site';
import {BUILDING_MANIFEST, DOCSEARCH_FIX_MODULE, LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from './constants';
import {corpusOf, type Corpus} from './records';

/**
 * The local search engine's index, from the page models (src/lib/pageModel/site.ts): after a production build it writes
 * `search-index/manifest.json` naming, for each docs version, content-hashed shards (`head.<hash>.json`,
 * `content-<area>.<hash>.json`, `sections.<hash>.json`). In `npm start` a child process (scripts/dev-search-index.mts) writes the same index from
 * the same models, and again when a page is saved: the records of `npm start` and of a build are the same.
 */

function hashed(name: string, body: string): string {
  return `${name}.${crypto.createHash('sha256').update(body).digest('hex').slice(0, 12)}.json`;
}

/** What the dev index process reads: the site's pages and where they live (written by the dev server on each load). */
export interface DevIndexInput {
  siteDir: string;
  siteRoot: string;
  baseUrl: string;
  /** The locale being built (Docusaurus builds each locale on its own, under its own base URL). */
  locale: string;
  pages: SitePage[];
}

/** The corpus of the given pages, each read once into its model. */
export async function siteCorpus({siteDir, siteRoot: root, baseUrl, locale, pages}: DevIndexInput): Promise<Corpus> {
  return corpusOf(pages, await pageModels(pages, {siteDir, siteRoot: root}), baseUrl, locale);
}

/** Writes the index of a corpus into `dir`: the manifest, the search shards and the sections shard. */
export function writeIndex(dir: string, corpus: Corpus): IndexManifest {
  const {manifest, files} = indexFiles(corpus);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  for (const [name, body] of files) fs.writeFileSync(path.join(dir, name), body);
  return manifest;
}

/**
 * The files of the index of a corpus, by name (the manifest under its fixed name, the shards content-hashed): a set of
 * shards per docs version, each with the pages outside the docs (see `splitByVersion`). The names stay `head.<hash>`,
 * `content-<area>.<hash>` and `sections.<hash>` in every set (the hash tells them apart), so a site with one version
 * writes the shards it wrote before versions had sets (but for the format number in them), and what caches them
 * (service worker, CDN) matches them alike.
 */
export function indexFiles({pages, versions, latest}: Corpus): {manifest: IndexManifest; files: Map<string, string>} {
  const files = new Map<string, string>();
  const write = (name: string, data: unknown): string => {
    const body = JSON.stringify(data);
    const file = hashed(name, body);
    files.set(file, body);
    return file;
  };
  const sets: Record<string, IndexSet> = {};
  for (const [tag, part] of splitByVersion(pages, versions)) {
    const {head, content} = encode(part.records);
    const sectionsShard: SectionsShard = {v: INDEX_FORMAT_VERSION, sections: part.sections};
    const set: IndexSet = {
      head: write('head', head),
      content: {},
      sections: write('sections', sectionsShard),
      records: part.records.length,
    };
    for (const [area, shard] of Object.entries(content)) {
      if (shard.content.length > 0) set.content[area as keyof IndexSet['content']] = write(`content-${area}`, shard);
    }
    sets[tag] = set;
  }
  const latestTag = versions.length > 0 ? latest : UNVERSIONED_SET;
  if (latestTag === null || !Object.hasOwn(sets, latestTag))
    throw new Error(`search index: the latest docs version (${latest}) has no indexed page`);
  const records = pages.reduce((sum, page) => sum + page.records.length, 0);
  const manifest: IndexManifest = {v: INDEX_FORMAT_VERSION, records, latest: latestTag, sets};
  files.set(LOCAL_INDEX_MANIFEST, JSON.stringify(manifest));
  return {manifest, files};
}

/**
 * `npm start`: a child process (scripts/dev-search-index.mts), started once the first compilation is done, builds
 * the index into the cache folder and writes it again when the pages change; the dev server serves that folder
 * under search-index/.
 */
let devIndexProcess: ChildProcess | null = null;

/**
 * Starts the dev index process after the first compilation; after each later one, touches the file that tells it the
 * dev server has rebuilt (`compiled`): after a save, the process writes the index only then, so that indexing does not
 * take the CPU from the rebuild the writer is waiting for.
 */
function devIndexAfterCompile(siteDir: string, input: string, directory: string, compiled: string): void {
  if (devIndexProcess) {
    fs.writeFileSync(compiled, String(Date.now()));
    return;
  }
  const tsx = path.join(siteDir, 'node_modules', '.bin', 'tsx');
  devIndexProcess = spawn(tsx, [path.join(siteDir, 'scripts', 'dev-search-index.mts'), '--watch', input, directory], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // The watcher ends when the dev server's process is gone, however it ended (see the script).
    env: {...process.env, TESSERA_DEV_INDEX_PARENT: String(process.pid), TESSERA_DEV_INDEX_COMPILED: compiled},
  });
  devIndexProcess.on('error', (error) => console.warn(`[search] the dev index could not be built: ${error.message}`));
}

export default function searchPlugin(context: LoadContext): Plugin {
  let pages: SitePage[] = [];
  const dev = process.env.NODE_ENV === 'development';
  const devDirectory = path.join(context.generatedFilesDir, 'tessera-search-index');
  const devInput = path.join(context.generatedFilesDir, 'tessera-search-pages.json');
  const devCompiled = path.join(context.generatedFilesDir, 'tessera-search-compiled');
  const input = (): DevIndexInput => ({
    siteDir: context.siteDir,
    siteRoot: siteRoot(context.siteConfig.url, context.baseUrl),
    baseUrl: context.baseUrl,
    locale: context.i18n.currentLocale,
    pages,
  });
  return {
    name: 'tessera-search',
    async allContentLoaded({allContent}) {
      pages = sitePagesOf(allContent, context).filter((page) => isIndexable(page.route, page.version?.path));
      // The dev index process reads the pages from here, and writes the index again when this file changes: written
      // only when the list changed (a title, a description, a page added), not on every save (the process watches the
      // pages' sources for the rest).
      if (dev) {
        const body = JSON.stringify(input());
        if (fs.existsSync(devInput) && fs.readFileSync(devInput, 'utf8') === body) return;
        fs.mkdirSync(path.dirname(devInput), {recursive: true});
        fs.writeFileSync(devInput, body);
      }
    },
    async postBuild({outDir}) {
      const manifest = writeIndex(path.join(outDir, LOCAL_INDEX_DIR), await siteCorpus(input()));
      console.log(`[search] local index: ${manifest.records} records in ${LOCAL_INDEX_DIR}/`);
    },
    configureWebpack(_config, isServer) {
      // Stock DocSearch 3.9.0 falls back to the no-results screen when the backend fails: see the loader.
      const module = {
        rules: [{test: DOCSEARCH_FIX_MODULE, use: [{loader: path.join(__dirname, 'docsearchErrorScreen.cjs')}]}],
      };
      if (isServer || !dev) return {module};
      fs.mkdirSync(devDirectory, {recursive: true});
      // Until the dev index process writes the first index, the manifest says that it is being built.
      fs.writeFileSync(path.join(devDirectory, LOCAL_INDEX_MANIFEST), JSON.stringify(BUILDING_MANIFEST));
      // Once the first compilation is done, so that indexing does not compete with the dev server's start for the CPU.
      const startAfterFirstCompile = {
        apply(compiler: {hooks: {done: {tap(name: string, fn: () => void): void}}}) {
          compiler.hooks.done.tap('tessera-search-dev-index', () =>
            devIndexAfterCompile(context.siteDir, devInput, devDirectory, devCompiled),
          );
        },
      };
      const devServer = {static: [{directory: devDirectory, publicPath: `${context.baseUrl}${LOCAL_INDEX_DIR}`, watch: false}]};
      return {module, devServer, plugins: [startAfterFirstCompile as never]} as {module: typeof module};
    },
  };
}
