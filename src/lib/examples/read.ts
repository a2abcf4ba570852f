import path from 'node:path';
import {pageModels, type SitePage} from '../../plugins/page-model/index';
import type {ExampleBlock} from './check';
import {scriptBlocks} from './blocks';

/**
 * The script blocks of the given MDX files, read into their page models as the site reads them (outside Docusaurus:
 * the route comes from the path under `docsDir`).
 */
export async function readScriptBlocks(files: readonly string[], root: string, docsDir: string): Promise<ExampleBlock[]> {
  const pages: SitePage[] = files.map((sourceFile) => ({
    docId: null,
    docusaurusTag: 'docs-default-current',
    route: `/${path
      .relative(docsDir, sourceFile)
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '')}`,
    sourceFile,
    title: '',
    description: '',
    tags: [],
    breadcrumb: null,
  }));
  return scriptBlocks(await pageModels(pages, {siteDir: root, siteRoot: 'https://docs.tessera.dev'}), root);
}
