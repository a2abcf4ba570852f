import {transformWithEsbuild} from 'vite';
import {defineConfig} from 'vitest/config';

/** The docs plugin's client, which src/framework/active-doc replaces in part (tests/unit/activeDoc*.test.ts). */
const DOCS_CLIENT = /@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/;

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'checks/tests/**/*.test.ts'],
    environment: 'node',
    // The example check builds a TypeScript program per fixture: seconds each on a busy 2-core machine.
    testTimeout: 30_000,
    // Inlined, so that the bundler aliases below and the tests' mocks apply to the docs client's own imports.
    server: {deps: {inline: [DOCS_CLIENT]}},
  },
  // Docusaurus's client modules are JSX in .js files and import its bundler aliases.
  plugins: [
    {
      name: 'docusaurus-client-jsx',
      enforce: 'pre',
      transform: (code, id) => (DOCS_CLIENT.test(id) ? transformWithEsbuild(code, id, {loader: 'jsx'}) : undefined),
    },
  ],
  resolve: {
    alias: {
      '@docusaurus/router': '@docusaurus/core/lib/client/exports/router.js',
      '@docusaurus/renderRoutes': '@docusaurus/core/lib/client/exports/renderRoutes.js',
    },
  },
});
