/**
 * What may import what (`npm run lint` runs it): what ships to readers, what runs at build time and what checks
 * writers each keep their place, the product model depends on nothing, and nothing imports in a circle.
 * The `@site/` alias Docusaurus provides is resolved through .dependency-cruiser.resolve.cjs (a webpack-style file).
 */

/** What reaches a reader's browser: client code of the site, of its plugins and of the framework patches. */
const SHIPPED =
  '^src/(lib/(browser|content|search|askAi|documents|rest|landing)|components|theme|pages|plugins/[^/]+/client|framework/theme|framework/[^/]+/client)/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other cannot be read or moved apart.',
      from: {},
      to: {circular: true},
    },
    {
      name: 'site-does-not-import-checks',
      severity: 'error',
      comment: 'src/ is what the site needs: the docs toolchain (checks/), tests and scripts are not part of it.',
      from: {path: '^src/'},
      to: {path: '^(checks|tests|scripts)/'},
    },
    {
      name: 'model-depends-on-nothing',
      severity: 'error',
      comment: 'src/model holds the facts (product and Trailhead); everything reads it, it reads nothing of the site.',
      from: {path: '^src/model/'},
      to: {path: '^(src/(?!model/)|checks/|tests/|scripts/)'},
    },
    {
      name: 'content-is-isomorphic',
      severity: 'error',
      comment: 'src/lib/content runs at build time and in the browser alike: neither side may leak into it.',
      from: {path: '^src/lib/content/'},
      to: {path: '^src/lib/(build|browser)/'},
    },
    {
      name: 'framework-patches-stay-behind-their-switch',
      severity: 'error',
      comment:
        'src/framework (patches of Docusaurus internals, ejected theme components) is reached only through the configuration, so FRAMEWORK_PATCHES=0 builds without any of it.',
      from: {path: '^src/(?!framework/)'},
      to: {path: '^src/framework/'},
    },
    {
      name: 'browser-code-does-not-import-build-code',
      severity: 'error',
      comment: 'Code that reaches the reader never imports Node-only build code (types excepted).',
      from: {path: SHIPPED},
      to: {path: '^src/(lib/(build|pageModel|markdownTwin)/|(plugins|framework)/[^/]+/index)', dependencyTypesNot: ['type-only']},
    },
    {
      name: 'browser-code-uses-no-node-modules',
      severity: 'error',
      comment: 'Node core modules (fs, path, child_process) do not exist in the reader’s browser.',
      from: {path: SHIPPED},
      to: {dependencyTypes: ['core']},
    },
    {
      name: 'checks-do-not-import-tests-or-scripts',
      severity: 'error',
      comment: 'The docs toolchain stands on the site and the model, not on the test suite or the tools.',
      from: {path: '^checks/(?!tests/)'},
      to: {path: '^(tests|scripts)/'},
    },
    {
      name: 'site-config-does-not-import-checks',
      severity: 'error',
      comment: 'The build never runs the writers’ checks: docusaurus.config.ts and sidebars.ts stay on src/.',
      from: {path: '^(docusaurus\\.config|sidebars)\\.ts$'},
      to: {path: '^(checks|tests|scripts)/'},
    },
    {
      name: 'tests-do-not-import-scripts',
      severity: 'error',
      comment: 'Tests import what they test (src/, checks/) and their own support, never a tool of scripts/.',
      from: {path: '^tests/'},
      to: {path: '^scripts/'},
    },
    {
      name: 'build-code-does-not-import-browser-code',
      severity: 'error',
      comment: 'Build-time modules run in Node: browser modules (window, storage) do not belong there.',
      from: {path: '^src/lib/build/'},
      to: {path: '^src/lib/browser/', dependencyTypesNot: ['type-only']},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    // Build output only: src/lib/build and tests/build are code, and must be read.
    exclude: {path: '(^|/)(node_modules|\\.docusaurus)/|^build/|^tests/fixtures/[^/]+/build/'},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
    webpackConfig: {fileName: '.dependency-cruiser.resolve.cjs'},
  },
};
