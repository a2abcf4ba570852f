import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {wordsOf} from '../../lib/pageModel/prose';
import {siteRoot} from '../../lib/markdownTwin/site';
import {summarizeAreas, type DocsOverview, type OverviewDoc} from '../../lib/content/docsOverview';
import {HOME_AREAS, mainSections, mostUsedTags, type DocRef, type HomeStart, type SidebarNode} from '../../lib/content/homeStart';
import {SITE_VERSION} from '../../lib/content/releases';
import {DOCS_VERSION_LABEL} from '../../lib/content/constants';
import {withBaseUrl} from '../../lib/content/baseUrl';
import {docsVersionOf, pageModelsSettled, sitePagesOf} from '../../lib/pageModel/site';

/**
 * Builds two pages from the docs plugin's content at build time: /status (the state of the documentation itself)
 * and /home/Home (the start page: each area's main sections from the sidebars, the most used tags, and every
 * page grouped by area with its description). Nothing on them is invented.
 */
export default function docsOverviewPlugin(context: LoadContext): Plugin {
  // Both fixed when the plugin starts, so that in `npm start` saving a page leaves the overview's data unchanged
  // unless a title, description, tag or the page list changed: a changed data module costs the dev server a second
  // rebuild before the saved page can update. So in `npm start` a page's word count is the one read when the server
  // started (or when the page was added); a build counts each page from its model, which the
  // Markdown twins and the search index read too (one read per page: src/lib/pageModel/site.ts).
  const buildDate = new Date().toISOString();
  const wordsOfFile = new Map<string, number>();
  const site = {siteDir: context.siteDir, siteRoot: siteRoot(context.siteConfig.url, context.siteConfig.baseUrl)};
  /** Words of prose of each doc as its page model renders it (a page that cannot be read counts none). */
  const countWords = async (allContent: Parameters<typeof sitePagesOf>[0]): Promise<void> => {
    // The latest docs version's pages: the status page and the home page describe the docs being written.
    const pages = sitePagesOf(allContent, context).filter(
      (page) => page.docId !== null && page.version?.isLast === true && !wordsOfFile.has(page.sourceFile),
    );
    const models = await pageModelsSettled(pages, site);
    pages.forEach((page, index) => {
      const model = models[index]!;
      wordsOfFile.set(page.sourceFile, model instanceof Error ? 0 : wordsOf(model.body));
    });
  };
  return {
    name: 'tessera-docs-overview',
    async allContentLoaded({allContent, actions}) {
      const version = docsVersionOf(allContent);
      await countWords(allContent);
      const docs: OverviewDoc[] = (version?.docs ?? [])
        .filter((doc) => !doc.unlisted && !doc.draft)
        .map((doc) => {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          return {title: doc.title, description: doc.description, permalink: doc.permalink, words: wordsOfFile.get(file) ?? 0};
        })
        .sort((a, b) => a.permalink.localeCompare(b.permalink));
      const tags = new Set((version?.docs ?? []).flatMap((doc) => doc.tags.map((tag) => tag.permalink)));
      const overview: DocsOverview = {
        siteVersion: SITE_VERSION,
        docsVersionLabel: version?.label ?? DOCS_VERSION_LABEL,
        buildDate,
        pages: docs.length,
        words: docs.reduce((sum, doc) => sum + doc.words, 0),
        tagsInUse: tags.size,
        areas: summarizeAreas(docs),
        docs,
      };
      const data = await actions.createData('docs-overview.json', JSON.stringify(overview));
      const docRefs = new Map<string, DocRef>(
        (version?.docs ?? [])
          .filter((doc) => !doc.unlisted && !doc.draft)
          .map((doc) => [doc.id, {permalink: doc.permalink, title: (doc.frontMatter.sidebar_label as string | undefined) ?? doc.title}]),
      );
      const home: HomeStart = {
        areas: HOME_AREAS.map(({sidebar, ...area}) => ({
          ...area,
          sections: mainSections((version?.sidebars[sidebar] ?? []) as SidebarNode[], docRefs),
        })),
        tags: mostUsedTags(
          (version?.docs ?? []).filter((doc) => !doc.unlisted && !doc.draft),
          16,
        ),
      };
      const homeData = await actions.createData('home-start.json', JSON.stringify(home));
      actions.addRoute({
        path: withBaseUrl(context.baseUrl, '/status'),
        exact: true,
        component: path.resolve(__dirname, './StatusPage.tsx'),
        modules: {overview: data},
      });
      actions.addRoute({
        path: withBaseUrl(context.baseUrl, '/home/Home'),
        exact: true,
        component: path.resolve(__dirname, './HomePage.tsx'),
        modules: {overview: data, home: homeData},
      });
    },
  };
}
