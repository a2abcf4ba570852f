import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {printSections, type SidebarNode} from '../../lib/markdownTwin/site';
import {printRouteOf} from '../../lib/content/readerToolRoutes';
import {baseUrlPrefix, withoutBaseUrl} from '../../lib/content/baseUrl';
import {docsVersionsOf} from '../../lib/pageModel/site';

export interface PrintSectionData {
  title: string;
  /** The section's own page, to link back. */
  permalink: string;
  docs: {title: string; permalink: string}[];
}

/**
 * "Print this section": for every sidebar category with a page of its own, a route /print/<category route> that lays
 * out all the section's pages in order on one page, for the browser's Save as PDF. The pages' own compiled MDX
 * modules are rendered, so the print matches the site. Noindex, out of the sitemap (see docusaurus.config.ts),
 * out of search and Ask AI (both skip noindex pages). Each docs version has its own: a frozen version's sections are
 * under its path (/print/5.5/dev-docs/api/rest), where its pages' "Print section" links lead.
 */
export default function printSectionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-print-sections',
    async allContentLoaded({allContent, actions}) {
      const base = baseUrlPrefix(context.baseUrl);
      // Every docs version has its sections: a frozen 5.5's pages link to /print/5.5/<section route>.
      for (const version of docsVersionsOf(allContent)) {
        const byId = new Map(version.docs.filter((doc) => !doc.draft).map((doc) => [doc.id, doc]));
        const routeOfId = (id: string) => {
          const permalink = byId.get(id)?.permalink;
          return permalink === undefined ? undefined : withoutBaseUrl(context.baseUrl, permalink);
        };
        for (const section of printSections(version.sidebars as unknown as Record<string, SidebarNode[]>, routeOfId)) {
          const docs = section.docIds.map((id) => byId.get(id)).filter((doc) => doc !== undefined);
          const data: PrintSectionData = {
            title: section.title || docs[0]?.title || section.route,
            permalink: byId.get(section.docIds[0]!)?.permalink ?? section.route,
            docs: docs.map((doc) => ({title: doc.title, permalink: doc.permalink})),
          };
          const dataPath = await actions.createData(`print-${section.route.replace(/[^a-z0-9]+/gi, '-')}.json`, JSON.stringify(data));
          actions.addRoute({
            path: `${base}${printRouteOf(section.route)}`,
            exact: true,
            component: path.resolve(__dirname, './PrintSectionPage.tsx'),
            modules: {section: dataPath, contents: docs.map((doc) => ({content: doc.source}))},
          });
        }
      }
    },
  };
}
