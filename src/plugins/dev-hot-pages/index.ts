import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isDevClient} from '../../lib/build/devClient';

/**
 * `npm start` updates a saved page in place: each MDX page's module accepts its own hot update and re-renders only its
 * content (./hotPage.ts, through ./pageLoader.cjs), where Docusaurus re-ran the app from its entry and React mounted the
 * whole site again. Never in a build; HOT_PAGES=0 turns it off (src/settings.ts). Figures: reports/performance.md.
 */
export const HOT_PAGE_MODULES = /\.mdx?$/i;

type Folder = string | RegExp;
interface Rule {
  include?: Folder | Folder[];
  use?: {loader?: string}[];
}

/** The folders of the content plugins' MDX (docs, pages): Docusaurus's MDX fallback rule reads each MDX rule's `include`. */
export function contentFolders(rules: unknown[]): Folder[] {
  return (rules as Rule[])
    .filter((rule) => Array.isArray(rule.use) && rule.use.some((use) => use.loader?.includes(`@docusaurus${path.sep}mdx-loader`)))
    .flatMap((rule) => (Array.isArray(rule.include) ? rule.include : [rule.include]))
    .filter((folder): folder is Folder => Boolean(folder));
}

export default function devHotPagesPlugin(enabled: boolean): () => Plugin {
  return () => ({
    name: 'tessera-dev-hot-pages',
    configureWebpack(config, isServer) {
      if (!enabled || !isDevClient(config, isServer)) return {};
      const include = contentFolders(config.module?.rules ?? []);
      if (include.length === 0)
        throw new Error('tessera-dev-hot-pages: no MDX rule of a content plugin found; has Docusaurus changed them?');
      return {
        module: {
          // `post`: after Docusaurus's MDX loader, on the JavaScript it writes.
          rules: [
            {
              test: HOT_PAGE_MODULES,
              include,
              enforce: 'post',
              use: [{loader: path.join(__dirname, 'pageLoader.cjs'), options: {runtime: path.join(__dirname, 'hotPage.ts')}}],
            },
          ],
        },
      };
    },
  });
}
