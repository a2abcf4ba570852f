import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {mdxToMarkdownTwin} from '../../lib/markdownTwin/convert';
import {inReadingOrder, llmsFullTxt, llmsTxt, robotsTxt, sidebarDocIds, siteRoot, twinPath, type SidebarNode, type TwinDoc} from '../../lib/markdownTwin/site';

interface SourceDoc extends TwinDoc {
  sourceFile: string;
}

/**
 * Reader tools built from the same MDX sources as the HTML, after each build:
 * a Markdown twin of every doc page at its route plus ".md", /llms.txt, /llms-full.txt and /robots.txt.
 * A page whose conversion fails (e.g. a component with no Markdown renderer) fails the build.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let docs: SourceDoc[] = [];
  return {
    name: 'tessera-markdown-twins',
    async allContentLoaded({allContent}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = content?.loadedVersions[0];
      if (!version) return;
      const base = context.baseUrl.replace(/\/$/, '');
      const all: SourceDoc[] = version.docs
        .filter((doc) => !doc.draft)
        .map((doc) => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          route: doc.permalink.startsWith(base) ? doc.permalink.slice(base.length) || '/' : doc.permalink,
          sourceFile: path.join(context.siteDir, doc.source.replace(/^@site\//, '')),
        }));
      docs = inReadingOrder(all, sidebarDocIds(version.sidebars as unknown as Record<string, SidebarNode[]>));
    },
    async postBuild({outDir, siteConfig}) {
      const root = siteRoot(siteConfig.url, siteConfig.baseUrl);
      const byFile = new Map(docs.map((doc) => [doc.sourceFile, doc.route]));
      const pages: {doc: TwinDoc; markdown: string}[] = [];
      for (const doc of docs) {
        const markdown = await mdxToMarkdownTwin(fs.readFileSync(doc.sourceFile, 'utf8'), doc, {
          siteRoot: root,
          route: doc.route,
          sourceFile: doc.sourceFile,
          routeOfFile: (file) => byFile.get(file) ?? null,
          resolveImport: (specifier, fromFile) =>
            specifier.startsWith('@site/')
              ? path.join(context.siteDir, specifier.slice('@site/'.length))
              : specifier.startsWith('.')
                ? path.resolve(path.dirname(fromFile), specifier)
                : null,
          readFile: (file) => fs.readFileSync(file, 'utf8'),
        });
        const target = path.join(outDir, twinPath(doc.route));
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, markdown);
        pages.push({doc, markdown});
      }
      const site = {title: siteConfig.title, summary: siteConfig.tagline, root};
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(site, docs));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, pages));
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(root, siteConfig.baseUrl));
      console.log(`[markdown-twins] ${pages.length} Markdown twins, llms.txt, llms-full.txt and robots.txt written`);
    },
  };
}
