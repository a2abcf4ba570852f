import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withBaseUrl} from '../../lib/baseUrl';

/**
 * Test-only routes, present only when TESSERA_DOCS_TEST_ROUTES=1 (the end-to-end test build):
 * /__tests/crash renders a component that throws on demand, to exercise the crash page;
 * /__tests/lazy loads a part of itself lazily on demand, to exercise the lazy loader's error and Retry;
 * /__tests/interface-map shows an interface map in an article, for its zoom, colour-mode and layout tests.
 */
export default function testRoutesPlugin(context: LoadContext): Plugin {
  return {
    name: 'tessera-test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: withBaseUrl(context.baseUrl, '/__tests/crash'),
        component: path.resolve(__dirname, './CrashOnDemand.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: withBaseUrl(context.baseUrl, '/__tests/lazy'),
        component: path.resolve(__dirname, './LazyDemo.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__tests/interface-map',
        component: path.resolve(__dirname, './InterfaceMapDemo.tsx'),
        exact: true,
      });
    },
  };
}
