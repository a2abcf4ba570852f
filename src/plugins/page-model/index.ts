import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent, MDXPageMetadata} from '@docusaurus/plugin-content-pages';
import {readPage} from '../../lib/pageModel/read';
import type {PageMeta, PageModel} from '../../lib/pageModel/types';
import {withoutBaseUrl} from '../../lib/baseUrl';
import type {SidebarNode} from '../../lib/markdownTwin/site';

/**
 * Node side of the page model: which pages there are (from the docs plugin's and the pages plugins' content: the one
 * place that reads them), and every page read once (src/lib/pageModel/read.ts), cached by the content of the files it
 * read, so that the Markdown twins, the search index and the dev index of one process share one read per page.
 */

export interface SitePage extends PageMeta {
  /** The docs plugin's doc id; null for a Markdown page of a pages plugin. */
  docId: string | null;
  /** The search tag a crawler reads from the page ("docs-default-current" for docs, "default" for pages). */
  docusaurusTag: string;
}

type AllContent = Record<string, Record<string, unknown> | undefined>;

/** The docs plugin's loaded version (the site has one), or undefined before the docs are loaded. */
export function docsVersionOf(allContent: AllContent): DocsContent['loadedVersions'][number] | undefined {
  return (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)?.loadedVersions[0];
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

/** Every page of the site written in Markdown: the docs (drafts and unlisted ones left out), then the Markdown pages. */
export function sitePagesOf(allContent: AllContent, context: LoadContext): SitePage[] {
  const source = (file: string) => path.join(context.siteDir, file.replace(/^@site\//, ''));
  const version = docsVersionOf(allContent);
  const crumbs = breadcrumbsOf((version?.sidebars ?? {}) as unknown as Record<string, SidebarNode[]>);
  const docs: SitePage[] = (version?.docs ?? [])
    .filter((doc) => !doc.draft && !doc.unlisted)
    .map((doc) => ({
      docId: doc.id,
      route: routeOf(context.baseUrl, doc.permalink),
      sourceFile: source(doc.source),
      title: doc.title,
      description: doc.description,
      tags: doc.tags.map((tag) => tag.label),
      breadcrumb: crumbs.get(doc.id) ?? null,
      docusaurusTag: 'docs-default-current',
    }));
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
      })),
  );
  return [...docs, ...pages];
}

interface Cached {
  model: PageModel;
  /** The content hash of each file the model read. */
  hashes: Map<string, string>;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

/**
 * Models of the page reads of this process, by source file. On globalThis: Docusaurus may load each plugin's modules
 * on its own, and the plugins that read pages must still share one read per page.
 */
const cache: Map<string, Cached> = ((globalThis as {__tesseraPageModels?: Map<string, Cached>}).__tesseraPageModels ??= new Map());

/** The model of every page, read again only when one of the files it read changed (or its metadata did). */
export async function pageModels(pages: readonly SitePage[], site: {siteDir: string; siteRoot: string}): Promise<PageModel[]> {
  const byFile = new Map(pages.map((page) => [page.sourceFile, page.route]));
  const contents = new Map<string, string>();
  const read = (file: string) => {
    if (!contents.has(file)) contents.set(file, fs.readFileSync(file, 'utf8'));
    return contents.get(file)!;
  };
  const models: PageModel[] = [];
  for (const page of pages) {
    const {docId: _docId, docusaurusTag: _tag, ...meta} = page;
    const cached = cache.get(page.sourceFile);
    const fresh = cached && [...cached.hashes].every(([file, digest]) => fs.existsSync(file) && hash(read(file)) === digest);
    if (cached && fresh) {
      models.push({...cached.model, ...meta});
      continue;
    }
    const model = await readPage(read(page.sourceFile), meta, {
      siteRoot: site.siteRoot,
      routeOfFile: (file) => byFile.get(file) ?? null,
      resolveImport: (specifier, fromFile) =>
        specifier.startsWith('@site/')
          ? path.join(site.siteDir, specifier.slice('@site/'.length))
          : specifier.startsWith('.')
            ? path.resolve(path.dirname(fromFile), specifier)
            : null,
      readFile: read,
    });
    cache.set(page.sourceFile, {model, hashes: new Map(model.files.map((file) => [file, hash(read(file))]))});
    models.push(model);
  }
  return models;
}
