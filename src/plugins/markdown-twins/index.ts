import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {twinMarkdown} from '../../lib/markdownTwin/twin';
import {
  inReadingOrder,
  llmsFullTxt,
  llmsTxt,
  robotsTxt,
  sidebarDocIds,
  siteRoot,
  twinPath,
  type SidebarNode,
  type TwinDoc,
} from '../../lib/markdownTwin/site';
import {docsVersionOf, pageModels, sitePagesOf, type SitePage} from '../../lib/pageModel/site';

/**
 * Reader tools built from the page models (src/lib/pageModel/site.ts), after each build: a Markdown twin of every doc
 * page at its route plus ".md", /llms.txt, /llms-full.txt and /robots.txt. A page whose conversion fails (e.g. a
 * component with no Markdown renderer) fails the build.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docs: (SitePage & TwinDoc)[] = [];
  return {
    name: 'tessera-markdown-twins',
    async allContentLoaded({allContent}) {
      const version = docsVersionOf(allContent);
      if (!version) return;
      const pages = sitePagesOf(allContent, context).flatMap((page) => (page.docId === null ? [] : [{...page, id: page.docId}]));
      docs = inReadingOrder(pages, sidebarDocIds(version.sidebars as unknown as Record<string, SidebarNode[]>));
    },
    async postBuild({outDir, siteConfig}) {
      const root = siteRoot(siteConfig.url, siteConfig.baseUrl);
      const models = await pageModels(docs, {siteDir: context.siteDir, siteRoot: root});
      const pages = models.map((model, index) => {
        const doc = docs[index]!;
        const markdown = twinMarkdown(model.body, doc);
        const target = path.join(outDir, twinPath(doc.route));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, markdown);
        return {doc, markdown};
      });
      const site = {title: siteConfig.title, summary: siteConfig.tagline, root};
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, docs));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(root, siteConfig.baseUrl));
      console.log(`[markdown-twins] ${pages.length} Markdown twins, llms.txt, llms-full.txt and robots.txt written`);
    },
  };
}
