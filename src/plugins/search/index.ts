import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {encode, INDEX_FORMAT_VERSION, type IndexManifest, type SectionsShard} from '../../lib/search/indexFormat';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from './constants';
import {corpusOfBuild, type Corpus} from './records';
import {corpusOfSources, docsSignature} from './devIndex';

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
  return writeIndex(path.join(outDir, LOCAL_INDEX_DIR), corpusOfBuild(outDir, {baseUrl, routes}));
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
  const sectionsShard: SectionsShard = {v: INDEX_FORMAT_VERSION, sections};
  const manifest: IndexManifest = {v: INDEX_FORMAT_VERSION, head: write('head', head), content: {}, records: records.length, sections: write('sections', sectionsShard)};
  for (const [area, shard] of Object.entries(content)) {
    if (shard.content.length > 0) manifest.content[area as keyof IndexManifest['content']] = write(`content-${area}`, shard);
  }
  files.set(LOCAL_INDEX_MANIFEST, JSON.stringify(manifest));
  return {manifest, files};
}

interface DevMiddleware {
  name: string;
  path: string;
  middleware: (request: {url?: string}, response: {statusCode: number; setHeader(name: string, value: string): void; end(body?: string): void}, next: () => void) => void;
}

/**
 * `npm start`: serves an index built from the docs sources (see devIndex.ts) under search-index/, built when the
 * server starts and again when the manifest is asked for after a page was saved.
 */
function devIndexMiddleware(docsDir: string, baseUrl: string) {
  let built: {signature: string; files: Promise<Map<string, string>>} | null = null;
  const filesNow = (): Promise<Map<string, string>> => {
    const signature = docsSignature(docsDir);
    if (built?.signature !== signature) {
      const started = Date.now();
      const files = corpusOfSources(docsDir, baseUrl).then(({corpus, skipped}) => {
        const {manifest, files: index} = indexFiles(corpus);
        console.log(`[search] dev index: ${manifest.records} records from the docs sources in ${Date.now() - started} ms${skipped.length ? ` (${skipped.length} files could not be read: ${skipped.slice(0, 3).join(', ')})` : ''}`);
        return index;
      });
      files.catch((error: unknown) => console.warn(`[search] the dev index could not be built: ${error instanceof Error ? error.message : String(error)}`));
      built = {signature, files};
    }
    return built.files;
  };
  filesNow().catch(() => undefined);
  return <T>(middlewares: T[]): T[] => {
    const middleware: DevMiddleware = {
      name: 'tessera-search-dev-index',
      path: `${baseUrl}${LOCAL_INDEX_DIR}`,
      middleware: (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        const files = name === LOCAL_INDEX_MANIFEST ? filesNow() : (built?.files ?? filesNow());
        files.then(
          (index) => {
            const body = index.get(name);
            if (body === undefined) return next();
            response.statusCode = 200;
            response.setHeader('content-type', 'application/json; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(body);
          },
          () => {
            response.statusCode = 503;
            response.end('the dev search index could not be built');
          },
        );
      },
    };
    return [middleware as unknown as T, ...middlewares];
  };
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
        rules: [{test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/, use: [{loader: path.join(__dirname, 'docsearchErrorScreen.cjs')}]}],
      };
      if (isServer || process.env.NODE_ENV !== 'development') return {module};
      const devServer = {setupMiddlewares: devIndexMiddleware(path.join(context.siteDir, 'docs'), context.baseUrl)};
      return {module, devServer} as {module: typeof module};
    },
  };
}
