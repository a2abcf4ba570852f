import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Test-only routes, present only when TESSERA_DOCS_TEST_ROUTES=1 (the end-to-end test build):
 * /__tests/crash renders a component that throws on demand, to exercise the crash page;
 * /__tests/lazy loads a part of itself lazily on demand, to exercise the lazy loader's error and Retry;
 * /__tests/search/answers is the test content of search and Ask AI (indexed, unlike other test routes).
 */
export default function testRoutesPlugin(): Plugin {
  return {
    name: 'tessera-test-routes',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/__tests/crash',
        component: path.resolve(__dirname, './CrashOnDemand.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__tests/search/answers',
        component: path.resolve(__dirname, './SearchAnswers.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/__tests/lazy',
        component: path.resolve(__dirname, './LazyDemo.tsx'),
        exact: true,
      });
    },
  };
}
