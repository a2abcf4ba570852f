import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {countWords, proseOf} from '../../lib/contentCheck';
import {summarizeAreas, type DocsOverview, type OverviewDoc} from '../../lib/docsOverview';
import {HOME_AREAS, mainSections, mostUsedTags, type DocRef, type HomeStart, type SidebarNode} from '../../lib/homeStart';
import {SITE_VERSION} from '../../lib/releases';
import {DOCS_VERSION_LABEL} from '../../lib/constants';
import {withBaseUrl} from '../../lib/baseUrl';
import {docsVersionOf} from '../page-model';
import {splitFrontMatter} from '../../lib/pageModel/frontMatter';

/**
 * Builds two pages from the docs plugin's content at build time: /status (the state of the documentation itself)
 * and /home/Home (the start page: each area's main sections from the sidebars, the most used tags, and every
 * page grouped by area with its description). Nothing on them is invented.
 */
export default function docsOverviewPlugin(context: LoadContext): Plugin {
  // Both fixed when the plugin starts, so that in `npm start` saving a page leaves the overview's data unchanged
  // unless a title, description, tag or the page list changed: a changed data module costs the dev server a second
  // rebuild before the saved page can update. So in `npm start` a page's word count is the one read when the server
  // started (or when the page was added); a build reads each page once and counts it then.
  const buildDate = new Date().toISOString();
  const wordsOfFile = new Map<string, number>();
  const wordsOf = (file: string): number => {
    let words = wordsOfFile.get(file);
    if (words === undefined) {
      const body = fs.existsSync(file) ? splitFrontMatter(fs.readFileSync(file, 'utf8')).body : '';
      words = countWords(proseOf(body));
      wordsOfFile.set(file, words);
    }
    return words;
  };
  return {
    name: 'tessera-docs-overview',
    async allContentLoaded({allContent, actions}) {
      const version = docsVersionOf(allContent);
      const docs: OverviewDoc[] = (version?.docs ?? [])
        .filter((doc) => !doc.unlisted && !doc.draft)
        .map((doc) => {
          const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
          return {title: doc.title, description: doc.description, permalink: doc.permalink, words: wordsOf(file)};
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
