import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {withBaseUrl} from '../../lib/content/baseUrl';

/**
 * Test-only routes, present only when TESSERA_DOCS_TEST_ROUTES=1 (the end-to-end test build):
 * /__tests/crash renders a component that throws on demand, to exercise the crash page;
 * /__tests/lazy loads a part of itself lazily on demand, to exercise the lazy loader's error and Retry;
 * /__tests/interface-map shows an interface map in an article, for its zoom, colour-mode and layout tests.
 * The Markdown pages of ./pages are served under /__tests/ too (see testPages) and indexed like any page;
 * /__tests/search/answers is the test content of search and Ask AI.
 */
const TEST_ROUTES: readonly (readonly [route: string, component: string])[] = [
  ['/__tests/crash', './CrashOnDemand.tsx'],
  ['/__tests/lazy', './LazyDemo.tsx'],
  ['/__tests/interface-map', './InterfaceMapDemo.tsx'],
];

export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-test-routes',
    async contentLoaded({actions}) {
      for (const [route, component] of TEST_ROUTES) {
        actions.addRoute({path: withBaseUrl(context.baseUrl, route), component: path.resolve(__dirname, component), exact: true});
      }
    },
  };
}

/**
 * Test-only Markdown pages (./pages, served as /__tests/<file name>): content that belongs to the e2e tests, so that
 * a writer editing the docs never breaks them. A second instance of the classic preset's pages plugin, resolved
 * through the preset that depends on it, with the site's Markdown options (admonitions, remark steps), so that its
 * pages render the way the docs do.
 */
export function testPages(markdown: {admonitions: unknown; remarkPlugins: unknown[]}): PluginConfig {
  return [
    createRequire(require.resolve('@docusaurus/preset-classic')).resolve('@docusaurus/plugin-content-pages'),
    {id: 'test-pages', path: path.resolve(__dirname, 'pages'), routeBasePath: '/__tests', ...markdown},
  ];
}
