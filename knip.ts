import type {KnipConfig} from 'knip';

/**
 * Unused files, exports and dependencies (`npm run lint`). Knip's Docusaurus plugin cannot load this site's
 * docusaurus.config.ts (it fails inside the config's imports), so the entry points Docusaurus finds by itself are
 * listed here instead.
 */
const config: KnipConfig = {
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    // Docusaurus reads these by location: swizzles, pages (TSX and MDX) and the docs.
    'src/theme/**/*.{ts,tsx}',
    'src/pages/**/*.{ts,tsx,mdx}',
    'docs/**/*.mdx',
    // MDX components each page imports through the remark step, from the path strings of src/lib/content/mdxComponents.ts.
    'src/components/mdx/*/index.tsx',
    // Files local plugins hand to Docusaurus or Rspack by path (route components, client modules, loaders,
    // module replacements, the service worker, test-only pages).
    'src/plugins/docs-overview/{HomePage,StatusPage}.tsx',
    'src/plugins/print-sections/PrintSectionPage.tsx',
    'src/plugins/{image-zoom,loading-bar}/client.ts',
    'src/plugins/search/docsearchErrorScreen.cjs',
    'src/plugins/lazy-compilation/registryLoader.cjs',
    // The framework patches (src/framework): client module, module replacements, and the theme components its plugin
    // points the `@theme/` aliases at.
    'src/framework/idle-prefetch/client.ts',
    'src/framework/code-highlighting/noStartupLanguages.js',
    'src/framework/code-highlighting/tokenizer.server.ts',
    'src/framework/active-doc/{docsClientUtils,docsUtils}.ts',
    'src/framework/route-match/matchRoutes.ts',
    'src/framework/theme/**/*.tsx',
    'src/framework/early-taps/Root.tsx',
    'src/plugins/offline/{register.ts,swCustom.js}',
    'src/plugins/test-routes/*.tsx',
    'src/plugins/test-routes/pages/**/*.mdx',
    'scripts/**/*.{ts,mts,js,mjs,cjs}',
    'tests/**/*.{ts,mts,tsx}',
    'tests/fixtures/*/docs/**/*.mdx',
    // Translated pages of the language fixture, which Docusaurus reads by location (tests/fixtures/i18n).
    'tests/fixtures/*/i18n/*/docusaurus-plugin-content-docs/current/**/*.mdx',
    // The versions fixture's pages written after its cut (tests/fixtures/versions/build.sh copies them in).
    'tests/fixtures/versions/after-cut/**/*.mdx',
    // Pages the example check's unit test reads (checks/tests/examples.test.ts).
    'checks/fixtures/examples/*.mdx',
    // Pages the Cloud feature check's unit test reads (checks/tests/cloudFeatures.test.ts).
    'checks/fixtures/cloud-features/*.mdx',
    // Pages the figure rule's unit test reads (checks/tests/modelFigures.test.ts).
    'checks/fixtures/model-figures/*.mdx',
    // Pages the translation check's unit test reads (checks/tests/translations.test.ts).
    'checks/fixtures/translations/**/*.mdx',
    'vitest.build.config.ts',
    // Read by dependency-cruiser (.dependency-cruiser.cjs, options.webpackConfig) for the `@site/` alias.
    '.dependency-cruiser.resolve.cjs',
    'checks/tests/**/*.ts',
  ],
  project: ['**/*.{ts,tsx,mts,js,mjs,cjs,mdx}'],
  // An export its own module uses is not dead code; one nothing uses at all is reported.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Module aliases Docusaurus provides at build time (@docusaurus/module-type-aliases types them), not packages.
    /^@theme(-original)?\//,
    /^@docusaurus\/(BrowserOnly|ErrorBoundary|ExecutionEnvironment|Head|Link|renderRoutes|router|isInternalUrl|Translate|useBaseUrl|useBrokenLinks|useDocusaurusContext|useIsBrowser|constants)$/,
    // Named by a string in docusaurus.config.ts (`themes`), which knip does not follow without its Docusaurus plugin.
    '@docusaurus/theme-mermaid',
    // The scale bench's phase recorder (scripts/bench/phaseTimes.cjs) hooks the logger of the installed @docusaurus/core,
    // which pins it: a version of our own could be another copy, one the build never calls.
    '@docusaurus/logger',
    // `@site/docs/...` imports that do not resolve here: the versions fixture's page imports its snippet from the
    // fixture's own site folder (tests/fixtures/versions/build.sh). The site's pages resolve theirs (tsconfig paths).
    '@site/docs',
  ],
};

export default config;
