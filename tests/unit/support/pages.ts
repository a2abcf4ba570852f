import {readPage} from '../../../src/lib/pageModel/read';
import type {PageMeta, PageModel} from '../../../src/lib/pageModel/types';
import {pageCorpus, type PageCorpus} from '../../../src/lib/search/corpus';
import type {SearchRecord} from '../../../src/lib/search/types';
import {COMPONENT_RENDERERS} from '../../../src/lib/markdownTwin/components';

/**
 * Fixture pages for the unit tests of search and Ask AI, written as the MDX sources of the site and read through the
 * real page model (src/lib/pageModel/read.ts) and corpus (src/lib/search/corpus.ts), in memory: no snippets, no links
 * to other docs.
 */

/** What the docs plugin would know of the page: given in `meta`, else read from the front matter as the plugin does. */
export type FixtureMeta = Partial<PageMeta> & {route: string};

const SITE_ROOT = 'https://docs.tessera.dev';

function frontString(frontMatter: Record<string, unknown>, key: string): string | undefined {
  const value = frontMatter[key];
  return typeof value === 'string' ? value : undefined;
}

/** The model of one MDX source; title, description and tags default to the front matter's, breadcrumb to none. */
export async function modelOfMarkdown(markdown: string, meta: FixtureMeta): Promise<PageModel> {
  const {route} = meta;
  const sourceFile = meta.sourceFile ?? `/fixtures${route === '/' ? '/index' : route}.mdx`;
  const model = await readPage(
    markdown,
    {route, sourceFile, title: '', description: '', tags: [], breadcrumb: null},
    {
      siteRoot: SITE_ROOT,
      renderers: COMPONENT_RENDERERS,
      routeOfFile: () => null,
      resolveImport: () => null,
      readFile: (file) => {
        throw new Error(`${route}: a fixture page reads no file (${file})`);
      },
    },
  );
  const {frontMatter} = model;
  const frontTags = Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [];
  return {
    ...model,
    title: meta.title ?? frontString(frontMatter, 'title') ?? '',
    description: meta.description ?? frontString(frontMatter, 'description') ?? '',
    tags: meta.tags ?? frontTags,
    breadcrumb: meta.breadcrumb ?? null,
  };
}

/** The search records and Ask AI sections of one MDX source, as the build indexes a doc. */
export async function corpusOfMarkdown(markdown: string, meta: FixtureMeta): Promise<PageCorpus> {
  return pageCorpus(await modelOfMarkdown(markdown, meta), {base: '', docusaurusTag: 'docs-default-current', language: 'en'});
}

/** The search records of one MDX source. */
export async function recordsOfMarkdown(markdown: string, meta: FixtureMeta): Promise<SearchRecord[]> {
  return (await corpusOfMarkdown(markdown, meta)).records;
}

/** The corpus of several pages, by route, in order. */
export async function corpusOfPages(pages: Record<string, string>, meta: Omit<FixtureMeta, 'route'> = {}): Promise<PageCorpus> {
  const corpora = await Promise.all(Object.entries(pages).map(([route, markdown]) => corpusOfMarkdown(markdown, {...meta, route})));
  return {records: corpora.flatMap((page) => page.records), sections: corpora.flatMap((page) => page.sections)};
}
