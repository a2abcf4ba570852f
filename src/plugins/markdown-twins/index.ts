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
import {docsVersionsOf, pageModels, sitePagesOf, type SitePage} from '../../lib/pageModel/site';
import {versionInfoOf, type DocsVersionInfo} from '../../lib/pageModel/versions';

/** The docs of one version in reading order, with the version. */
interface VersionDocs {
  version: DocsVersionInfo;
  docs: (SitePage & TwinDoc)[];
}

/**
 * Reader tools built from the page models (src/lib/pageModel/site.ts), after each build: a Markdown twin of every doc
 * page of every docs version at its route plus ".md", llms.txt and llms-full.txt per version, and /robots.txt.
 * /llms.txt and /llms-full.txt hold the latest version (what an agent should read) and /llms.txt links each frozen
 * version's own `<version path>/llms.txt` (e.g. /5.5/llms.txt, with /5.5/llms-full.txt). A page whose conversion
 * fails (e.g. a component with no Markdown renderer) fails the build.
 */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  let versions: VersionDocs[] = [];
  return {
    name: 'tessera-markdown-twins',
    async allContentLoaded({allContent}) {
      const pages = sitePagesOf(allContent, context).flatMap((page) => (page.docId === null ? [] : [{...page, id: page.docId}]));
      versions = docsVersionsOf(allContent).map((loaded) => {
        const ofVersion = pages.filter((page) => page.version?.name === loaded.versionName);
        const order = sidebarDocIds(loaded.sidebars as unknown as Record<string, SidebarNode[]>);
        return {version: versionInfoOf(loaded, context.baseUrl), docs: inReadingOrder(ofVersion, order)};
      });
    },
    async postBuild({outDir, siteConfig}) {
      const root = siteRoot(siteConfig.url, siteConfig.baseUrl);
      const site = {title: siteConfig.title, summary: siteConfig.tagline, root};
      let written = 0;
      for (const {version, docs} of versions) {
        const models = await pageModels(docs, {siteDir: context.siteDir, siteRoot: root});
        const pages = models.map((model, index) => {
          const doc = docs[index]!;
          const markdown = twinMarkdown(model.body, doc);
          const target = path.join(outDir, twinPath(doc.route));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.writeFileSync(target, markdown);
          return {doc, markdown};
        });
        written += pages.length;
        // The latest version's at the root, naming the frozen ones; a frozen version's under its path, titled with its label.
        const otherVersions = version.isLast ? versions.filter((other) => !other.version.isLast).map((other) => other.version) : [];
        const versionSite = version.isLast ? site : {...site, title: `${site.title} ${version.label}`};
        const dir = path.join(outDir, version.path);
        fs.mkdirSync(dir, {recursive: true});
        fs.writeFileSync(path.join(dir, 'llms.txt'), llmsTxt(versionSite, docs, {versionPath: version.path, otherVersions}));
        fs.writeFileSync(path.join(dir, 'llms-full.txt'), llmsFullTxt(versionSite, pages));
      }
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(root, siteConfig.baseUrl));
      console.log(
        `[markdown-twins] ${written} Markdown twins (${versions.length} docs versions), llms.txt, llms-full.txt and robots.txt written`,
      );
    },
  };
}
