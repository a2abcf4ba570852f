import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent, MDXPageMetadata} from '@docusaurus/plugin-content-pages';
import {readPage} from './read';
import type {PageMeta, PageModel} from './types';
import {withoutBaseUrl} from '../content/baseUrl';
import type {SidebarNode} from '../markdownTwin/site';
import {COMPONENT_RENDERERS} from '../markdownTwin/components';
import {docsSearchTag, frozenImport, versionInfoOf, type DocsVersionInfo} from './versions';

/**
 * Node side of the page model: which pages there are (from the docs plugin's and the pages plugins' content: the one
 * place that reads them), and every page read once (src/lib/pageModel/read.ts), cached by the content of the files it
 * read, so that the Markdown twins, the search index and the dev index of one process share one read per page.
 */

export interface SitePage extends PageMeta {
  /** The docs plugin's doc id; null for a Markdown page of a pages plugin. */
  docId: string | null;
  /**
   * The search tag a crawler reads from the page: "docs-default-<version name>" for docs ("docs-default-current" for
   * the docs being written, "docs-default-5.5" for a frozen 5.5), "default" for pages.
   */
  docusaurusTag: string;
  /** The docs version the page belongs to (see DocsVersionInfo); null for a Markdown page of a pages plugin. */
  version: DocsVersionInfo | null;
}

type AllContent = Record<string, Record<string, unknown> | undefined>;
type LoadedVersion = DocsContent['loadedVersions'][number];

/** The docs plugin's versions as it loaded them (versions.json and the current docs), latest first as it orders them. */
export function docsVersionsOf(allContent: AllContent): LoadedVersion[] {
  return (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions ?? [];
}

/** The docs plugin's latest version (the one at the docs' root: "current" while one version ships), or undefined before the docs are loaded. */
export function docsVersionOf(allContent: AllContent): LoadedVersion | undefined {
  const versions = docsVersionsOf(allContent);
  return versions.find((version) => version.isLast) ?? versions[0];
}

/**
 * The first breadcrumb of each doc: the label of the top sidebar category that holds it (not its own page's category:
 * that crumb is the page itself).
 */
export function breadcrumbsOf(sidebars: Readonly<Record<string, readonly SidebarNode[]>>): Map<string, string | null> {
  const crumbs = new Map<string, string | null>();
  const walk = (items: readonly SidebarNode[], top: string | null) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (!crumbs.has(item.id)) crumbs.set(item.id, top);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id && !crumbs.has(item.link.id)) crumbs.set(item.link.id, top);
        walk(item.items, top ?? item.label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  return crumbs;
}

/** A page's route as the project keeps it: without the base URL and without a trailing slash ("/" stays). */
function routeOf(baseUrl: string, permalink: string): string {
  return withoutBaseUrl(baseUrl, permalink).replace(/(.)\/+$/, '$1');
}

/** Every page of the site written in Markdown: the docs of every version (drafts and unlisted ones left out), then the Markdown pages. */
export function sitePagesOf(allContent: AllContent, context: LoadContext): SitePage[] {
  const source = (file: string) => path.join(context.siteDir, file.replace(/^@site\//, ''));
  const docs: SitePage[] = docsVersionsOf(allContent).flatMap((version) => {
    const crumbs = breadcrumbsOf(version.sidebars as unknown as Record<string, SidebarNode[]>);
    const info = versionInfoOf(version, context.baseUrl);
    return version.docs
      .filter((doc) => !doc.draft && !doc.unlisted)
      .map((doc) => ({
        docId: doc.id,
        route: routeOf(context.baseUrl, doc.permalink),
        sourceFile: source(doc.source),
        title: doc.title,
        description: doc.description,
        tags: doc.tags.map((tag) => tag.label),
        breadcrumb: crumbs.get(doc.id) ?? null,
        docusaurusTag: docsSearchTag(version.versionName),
        version: info,
      }));
  });
  const pages: SitePage[] = Object.values(allContent['docusaurus-plugin-content-pages'] ?? {}).flatMap((content) =>
    ((content ?? []) as PagesContent)
      .filter((page): page is MDXPageMetadata => page.type === 'mdx' && !page.unlisted)
      .map((page) => ({
        docId: null,
        route: routeOf(context.baseUrl, page.permalink),
        sourceFile: source(page.source),
        title: page.title ?? '',
        description: page.description ?? '',
        tags: [],
        breadcrumb: null,
        docusaurusTag: 'default',
        version: null,
      })),
  );
  return [...docs, ...pages];
}

interface Cached {
  model: PageModel;
  /** The content hash of each file the model read. */
  hashes: Record<string, string>;
  /** The route of each file the model's links looked up (null: not a page), which its absolute URLs depend on. */
  routes: Record<string, string | null>;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Models of the page reads of this process, by cache file, then by source file. On globalThis: Docusaurus may load each plugin's modules
 * on its own, and the plugins that read pages must still share one read per page.
 */
const memory = ((globalThis as {__tesseraPageModels?: Map<string, Map<string, Cached>>}).__tesseraPageModels ??= new Map());

/**
 * What a model is made from besides the page's own files: the reader and its renderers (which render data of the
 * product model and of src/model), and the packages they run on. A change to any of them makes every cached model stale.
 */
function readerFingerprint(siteDir: string): string {
  const digest = crypto.createHash('sha256');
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    if (fs.statSync(dir).isFile()) {
      digest.update(dir).update(fs.readFileSync(dir));
      return;
    }
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|json)$/.test(entry.name)) digest.update(full).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['src/lib', 'src/model', 'src/settings.ts']) walk(path.join(siteDir, dir));
  const lock = path.join(siteDir, 'package-lock.json');
  if (fs.existsSync(lock)) digest.update(fs.readFileSync(lock));
  return digest.digest('hex').slice(0, 16);
}

/**
 * The models of earlier processes (`npm start`, the dev index, a build, the checks), on disk under
 * node_modules/.cache, for one reader fingerprint: a process reads again only the pages whose files changed since.
 */
const fingerprints: Record<string, string> = {};

function diskCacheFile(siteDir: string, siteRoot: string): string {
  // Once per process: a process runs the reader it loaded, whatever changes on disk afterwards.
  const fingerprint = (fingerprints[siteDir] ??= readerFingerprint(siteDir));
  const key = hash(`${fingerprint}\n${siteRoot}`).slice(0, 16);
  return path.join(siteDir, 'node_modules', '.cache', 'tessera-page-models', `${key}.json`);
}

function cacheOf(file: string): Map<string, Cached> {
  let cache = memory.get(file);
  if (!cache) {
    cache = new Map();
    try {
      for (const [source, entry] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Cached>))
        cache.set(source, entry);
    } catch {
      // no cache yet, or one being replaced: read the pages
    }
    memory.set(file, cache);
  }
  return cache;
}

const KEPT_CACHES = 8;

function saveCache(file: string, cache: Map<string, Cached>): void {
  try {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // Written aside and renamed, so that another process never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(cache)));
    fs.renameSync(temporary, file);
    // Keep the newest few (a build and `npm start` may differ in site root); older readers' caches go.
    const dir = path.dirname(file);
    // Only finished caches: another process's file being written (.tmp) is not this one's to remove.
    const modified = (file: string) => {
      try {
        return fs.statSync(file).mtimeMs;
      } catch {
        return 0; // removed by another process meanwhile
      }
    };
    const others = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(dir, name))
      .sort((a, b) => modified(b) - modified(a));
    for (const old of others.slice(KEPT_CACHES)) fs.rmSync(old, {force: true});
  } catch (error) {
    console.warn(`[page-model] cache not written: ${(error as Error).message}`);
  }
}

/**
 * The model of every page, read again only when one of the files it read changed (or its route did); a page that
 * cannot be read gives its error in its place.
 */
export async function pageModelsSettled(
  pages: readonly SitePage[],
  site: {siteDir: string; siteRoot: string},
): Promise<(PageModel | Error)[]> {
  const cacheFile = diskCacheFile(site.siteDir, site.siteRoot);
  const cache = cacheOf(cacheFile);
  const byFile = new Map(pages.map((page) => [page.sourceFile, page.route]));
  const contents = new Map<string, string>();
  const read = (file: string) => {
    if (!contents.has(file)) contents.set(file, fs.readFileSync(file, 'utf8'));
    return contents.get(file)!;
  };
  const models: (PageModel | Error)[] = [];
  let changed = false;
  for (const page of pages) {
    const {docId: _docId, docusaurusTag: _tag, version: _version, ...meta} = page;
    const cached = cache.get(page.sourceFile);
    const fresh =
      cached &&
      cached.model.route === page.route &&
      Object.entries(cached.routes ?? {}).every(([file, route]) => (byFile.get(file) ?? null) === route) &&
      Object.entries(cached.hashes).every(([file, digest]) => fs.existsSync(file) && hash(read(file)) === digest);
    if (cached && fresh) {
      models.push({...cached.model, ...meta});
      continue;
    }
    const routes: Record<string, string | null> = {};
    // Read inside the promise: a file that cannot be read is this page's error, not the batch's.
    const model = await Promise.resolve()
      .then(() =>
        readPage(read(page.sourceFile), meta, {
          siteRoot: site.siteRoot,
          routeOfFile: (file) => (routes[file] = byFile.get(file) ?? null),
          resolveImport: (written, fromFile) => {
            // A frozen version's page reads its own version's snippets, as its compiled page does (remarkFrozenImports).
            const specifier = frozenImport(written, fromFile);
            return specifier.startsWith('@site/')
              ? path.join(site.siteDir, specifier.slice('@site/'.length))
              : specifier.startsWith('.')
                ? path.resolve(path.dirname(fromFile), specifier)
                : null;
          },
          readFile: read,
          renderers: COMPONENT_RENDERERS,
        }),
      )
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    models.push(model);
    if (model instanceof Error) continue;
    cache.set(page.sourceFile, {model, hashes: Object.fromEntries(model.files.map((file) => [file, hash(read(file))])), routes});
    changed = true;
  }
  if (changed) saveCache(cacheFile, cache);
  return models;
}

/** The model of every page (see pageModelsSettled); the first page that cannot be read throws its error. */
export async function pageModels(pages: readonly SitePage[], site: {siteDir: string; siteRoot: string}): Promise<PageModel[]> {
  const models = await pageModelsSettled(pages, site);
  const failed = models.find((model) => model instanceof Error);
  if (failed) throw failed;
  return models as PageModel[];
}
