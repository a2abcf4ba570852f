/**
 * The upgrade alarms of src/framework/README.md: one describe per row of that table. Each
 * test reads the installed package in node_modules and fails when the internal a patch relies on changes shape, so
 * that an upgrade of Docusaurus or DocSearch says which patch to revisit instead of breaking the site quietly.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import codeHighlightingPlugin from '../../src/framework/code-highlighting';
import prismGlobalPlugin from '../../src/framework/prism-global';
import activeDocPlugin from '../../src/framework/active-doc';
import routeMatchPlugin, {MATCHING_CORE_MODULES} from '../../src/framework/route-match';
import * as patchedDocsClientUtils from '../../src/framework/active-doc/docsClientUtils';
import {DOCSEARCH_FIX_MODULE} from '../../src/plugins/search/constants';
import {SearchUnavailableError} from '../../src/lib/search/types';
import {pageTemplate} from '../../src/framework/page-template/startAfterPaint';
import {THEME_COMPONENTS, componentAliases} from '../../src/framework/themeComponents';
import {frameworkParts} from '../../src/framework';

const require = createRequire(import.meta.url);

/** The folder of an installed package. */
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const read = (file: string) => fs.readFileSync(file, 'utf8');

// The module Rspack bundles: @docsearch/react's ES build (package.json `module`).
const docsearchPkg = require('@docsearch/react/package.json') as {version: string; module: string};
const docsearchModule = path.join(packageDir('@docsearch/react'), docsearchPkg.module);

describe('DocSearch error-screen fix (src/plugins/search/docsearchErrorScreen.cjs)', () => {
  const loader = require('../../src/plugins/search/docsearchErrorScreen.cjs') as {
    fixDocSearchErrorScreen: (source: string) => string;
    STOCK: string;
    FIXED: string;
  };

  it('targets the module of @docsearch/react that the bundler actually uses', () => {
    expect(docsearchModule).toMatch(DOCSEARCH_FIX_MODULE);
    expect(docsearchPkg.version).toBe('3.9.0');
  });

  it('finds the code it replaces exactly once in the installed module, and replaces it', () => {
    const source = read(docsearchModule);
    expect(source.split(loader.STOCK)).toHaveLength(2);
    const fixed = loader.fixDocSearchErrorScreen(source);
    expect(fixed).toContain(loader.FIXED);
    expect(fixed).not.toContain(loader.STOCK);
  });

  it('fails the build when the code is not there', () => {
    expect(() => loader.fixDocSearchErrorScreen('other code')).toThrow(/pinned at 3.9.0/);
  });
});

describe('local engine errors named RetryError (src/lib/search/types.ts)', () => {
  it('carry the one error name on which the installed DocSearch shows its error screen', () => {
    // DocSearch's search source: `.catch(function(e){throw "RetryError"===e.name&&setStatus("error"),e})`.
    const keyed = [...read(docsearchModule).matchAll(/throw"(\w+)"===e\.name&&\w+\("error"\)/g)].map((match) => match[1]);
    expect(keyed).toEqual([new SearchUnavailableError('down').name]);
  });
});

describe('search button copied from DocSearch 3.9.0 (src/theme/SearchBar/SearchButton.tsx)', () => {
  it('renders the same markup as the installed DocSearchButton', async () => {
    vi.doMock('@docusaurus/useIsBrowser', () => ({default: () => false}));
    try {
      const {DocSearchButton} = (await import(docsearchModule)) as typeof import('@docsearch/react');
      const {SearchButton} = await import('../../src/theme/SearchBar/SearchButton');
      const translations = {buttonText: 'Search', buttonAriaLabel: 'Search'};
      expect(renderToStaticMarkup(createElement(SearchButton, {translations, ref: null}))).toBe(
        renderToStaticMarkup(createElement(DocSearchButton, {translations})),
      );
    } finally {
      vi.doUnmock('@docusaurus/useIsBrowser');
    }
  });

  it('draws the key hints (rendered in the browser only) with the icon and class names of the installed DocSearch', () => {
    const source = read(docsearchModule);
    const ours = read(path.join(__dirname, '../../src/theme/SearchBar/SearchButton.tsx'));
    const controlIcon = /className="DocSearch-Control-Key-Icon">\s*<path\s+d="([^"]+)"/.exec(ours)?.[1];
    expect(controlIcon).toBeDefined();
    expect(source).toContain(controlIcon);
    for (const className of ours.match(/DocSearch-[\w-]+/g)!) expect(source, className).toContain(className);
  });
});

describe("theme-classic's Prism start-up module replaced (src/framework/code-highlighting)", () => {
  type Captured = {pattern?: RegExp; replacement?: string; provided?: Record<string, unknown>};
  const captured: Captured = {};
  // The bundler's plugin constructors, recording what the plugin hands them (called with `new`) for the browser's build.
  const bundler = {
    NormalModuleReplacementPlugin: function (pattern: RegExp, replacement: string) {
      Object.assign(captured, {pattern, replacement});
    },
    ProvidePlugin: function (provided: Record<string, unknown>) {
      captured.provided = provided;
    },
  };
  for (const plugin of [codeHighlightingPlugin(), prismGlobalPlugin()]) {
    (plugin.configureWebpack as (...args: unknown[]) => unknown)({}, false, {currentBundler: {name: 'rspack', instance: bundler}});
  }
  const themeDir = packageDir('@docusaurus/theme-classic');

  it('matches a client module that the installed theme-classic still registers, and which imports Prism', () => {
    const themeClassic = (require('@docusaurus/theme-classic') as {default: (...args: unknown[]) => {getClientModules(): string[]}})
      .default;
    const context = {
      i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
      siteStorage: {type: 'localStorage', namespace: ''},
      siteConfig: {themeConfig: {colorMode: {}, prism: {additionalLanguages: []}}},
    };
    const clientModules = themeClassic(context, {customCss: []}).getClientModules();
    const replaced = clientModules
      .map((module) => require.resolve(path.resolve(themeDir, 'lib', module)))
      .filter((file) => captured.pattern!.test(file));
    expect(replaced).toEqual([path.join(themeDir, 'lib/prism-include-languages.js')]);
    expect(read(replaced[0]!)).toMatch(/from 'prism-react-renderer'/);
    expect(fs.existsSync(captured.replacement!)).toBe(true);
  });

  it('gives a language module of prismjs the Prism instance the code block highlights with (src/framework/prism-global)', () => {
    const [module, name] = captured.provided!.Prism as [string, string];
    const Prism = (require(module) as Record<string, {languages: Record<string, unknown>}>)[name]!;
    const dart = read(require.resolve('prismjs/components/prism-dart.js'));
    new Function('Prism', dart)(Prism);
    expect(Prism.languages.dart).toBeDefined();
  });
});

// The alarms of its docsUtils.ts half are in tests/unit/activeDocRoute.test.ts, which mocks what that module imports.
describe("the docs client's active doc found by a lookup (src/framework/active-doc)", () => {
  // The package exports no package.json: its client's entry locates it.
  const clientDir = path.dirname(require.resolve('@docusaurus/plugin-content-docs/client'));
  let rewrite: ((resource: {request: string; contextInfo?: {issuer?: string}}) => void) | undefined;
  const bundler = {
    NormalModuleReplacementPlugin: function (_pattern: RegExp, fn: typeof rewrite) {
      rewrite = fn;
    },
  };
  (activeDocPlugin().configureWebpack as (...args: unknown[]) => unknown)({}, true, {currentBundler: {name: 'rspack', instance: bundler}});

  it("replaces the two modules the docs client's entry takes its scans from, and only there", () => {
    const entry = path.join(clientDir, 'index.js');
    const source = read(entry);
    const imported = /import \{([^}]*)\} from '(\.\/docsClientUtils)';/.exec(source);
    expect(imported?.[1]).toMatch(/\bgetActiveDocContext\b/);
    const reexported = /export \{([^}]*)\} from '(\.\/docsUtils)';/.exec(source);
    expect(reexported?.[1]).toMatch(/\buseDocRootMetadata\b/);
    for (const request of [imported![2]!, reexported![2]!]) {
      const fromEntry = {request, contextInfo: {issuer: entry}};
      rewrite!(fromEntry);
      expect(fs.existsSync(fromEntry.request), request).toBe(true);
      const fromElsewhere = {request, contextInfo: {issuer: path.join(clientDir, 'docsVersion.js')}};
      rewrite!(fromElsewhere);
      expect(fromElsewhere.request).toBe(request);
    }
  });

  it('exports every function of the stock module (an upgrade that adds one must add it to the replacement)', async () => {
    const stock = await import('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    expect(Object.keys(patchedDocsClientUtils)).toEqual(expect.arrayContaining(Object.keys(stock)));
  });

  it('replaces a scan that matches the pathname against every doc of the version', () => {
    expect(read(path.join(clientDir, 'docsClientUtils.js'))).toMatch(
      /activeVersion\?\.docs\.find\(\(doc\) => !!matchPath\(pathname, \{\s*path: doc\.path,\s*exact: true,\s*strict: false,\s*\}\)\)/,
    );
  });
});

describe('idle-time prefetch through window.docusaurus (src/framework/idle-prefetch/client.ts)', () => {
  const client = path.join(packageDir('@docusaurus/core'), 'lib/client');

  it('sees the API assigned after client modules ran, as a plain assignment the setter catches', () => {
    const entry = read(path.join(client, 'clientEntry.js'));
    expect(entry).toMatch(/^import App from '\.\/App';$/m);
    expect(entry).toMatch(/^\s*window\.docusaurus = docusaurus;$/m);
    expect(read(path.join(client, 'App.js'))).toMatch(/^import '@generated\/client-modules';$/m);
  });

  it('wraps an API of exactly prefetch and preload, which links read from window.docusaurus at each call', () => {
    expect(read(path.join(client, 'docusaurus.js'))).toMatch(/const docusaurus = \{\s*prefetch,\s*preload,\s*\};/);
    const link = read(path.join(client, 'exports/Link.js'));
    expect(link).toContain('window.docusaurus.prefetch(targetLink)');
    expect(link).toContain('window.docusaurus.preload(targetLink)');
  });
});

describe("core's route matching found by a lookup (src/framework/route-match)", () => {
  const clientDir = path.join(packageDir('@docusaurus/core'), 'lib', 'client');
  let rewrite: ((resource: {request: string; contextInfo?: {issuer?: string}}) => void) | undefined;
  const bundler = {
    NormalModuleReplacementPlugin: function (_pattern: RegExp, fn: typeof rewrite) {
      rewrite = fn;
    },
  };
  (routeMatchPlugin().configureWebpack as (...args: unknown[]) => unknown)({}, true, {currentBundler: {name: 'rspack', instance: bundler}});
  /** Core's client modules that import from react-router-config, by file name relative to lib/client. */
  const importers = (fs.readdirSync(clientDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.js') && read(path.join(clientDir, file)).includes("from 'react-router-config'"))
    .sort();

  it("replaces react-router-config for exactly core's client modules that call matchRoutes", () => {
    expect(importers).toEqual(['docusaurus.js', 'exports/renderRoutes.js', 'normalizeLocation.js', 'preload.js']);
    for (const file of importers) {
      const issuer = path.join(clientDir, file);
      const source = read(issuer);
      const callsMatchRoutes = /import \{ matchRoutes \} from 'react-router-config';/.test(source);
      expect(MATCHING_CORE_MODULES.test(issuer), file).toBe(callsMatchRoutes);
      const resource = {request: 'react-router-config', contextInfo: {issuer}};
      rewrite!(resource);
      expect(fs.existsSync(resource.request) || resource.request === 'react-router-config', file).toBe(true);
      expect(resource.request !== 'react-router-config', file).toBe(callsMatchRoutes);
    }
  });

  it('replaces the stock scan: each route against the pathname, no path taking the parent or root match', () => {
    const pkg = require('react-router-config/package.json') as {version: string; module: string};
    const source = read(path.join(packageDir('react-router-config'), pkg.module));
    expect(source).toMatch(
      /routes\.some\(function \(route\) \{\s*var match = route\.path \? matchPath\(pathname, route\) : branch\.length \? branch\[branch\.length - 1\]\.match[^:]*: Router\.computeRootMatch\(pathname\);/,
    );
    expect(source).toMatch(/if \(route\.routes\) \{\s*matchRoutes\(route\.routes, pathname, branch\);/);
  });

  it('relies on path-to-regexp 1.x: one trailing slash optional when not strict, case-insensitive unless sensitive', () => {
    // The copy react-router itself resolves (a dependency of it, not of this project).
    const source = read(createRequire(require.resolve('react-router')).resolve('path-to-regexp'));
    expect(source).toContain("route = (endsWithDelimiter ? route.slice(0, -delimiter.length) : route) + '(?:' + delimiter + '(?=$))?'");
    expect(source).toContain("return options && options.sensitive ? '' : 'i'");
  });
});

describe("route scripts in the page's HTML (src/framework/route-scripts)", () => {
  const core = packageDir('@docusaurus/core');

  it('finds pages reporting module paths, which the client manifest keys by chunk name', () => {
    // ComponentCreator reports each registry entry's module path; static site generation looks those up in `origins`.
    expect(read(path.join(core, 'lib/client/exports/ComponentCreator.js'))).toContain('modules.push(chunkRegistry[1]);');
    expect(read(path.join(core, 'lib/ssg/ssgTemplate.js'))).toContain(
      'const modulesToBeLoaded = [...manifest.entrypoints, ...Array.from(modules)];',
    );
    // The addon core itself depends on, resolved from core.
    const coreRequire = createRequire(path.join(core, 'package.json'));
    const addon = read(coreRequire.resolve('react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js'));
    expect(addon).toMatch(/if \(origins\.size === 0\) \{\s*return \[names\[0\] \|\| id\];/);
    // It writes the manifest in `emit`, which ends before the plugin's `afterEmit` rewrites it.
    expect(addon).toContain('compiler.hooks.emit.tapAsync(PLUGIN_NAME, this.handleEmit.bind(this));');
  });

  it('reads registry entries in the shape core generates, and writes the client manifest where core reads it', () => {
    const codegen = read(path.join(core, 'lib/server/codegen/codegenRoutes.js'));
    expect(codegen).toContain(
      '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", ',
    );
    expect(read(path.join(core, 'lib/webpack/client.js'))).toMatch(/path_1\.default\.join\(generatedFilesDir, 'client-manifest\.json'\)/);
  });
});

describe("page template with the app's scripts started after the first paint (src/framework/page-template/startAfterPaint.ts)", () => {
  it("finds the one script loop of core's page template, which static site generation renders with `it.scripts`", () => {
    const core = packageDir('@docusaurus/core');
    const stock = (require(path.join(core, 'lib/ssg/ssgTemplate.html.js')) as {default: string}).default;
    expect(() => pageTemplate(stock)).not.toThrow();
    // The config's `ssrTemplate` takes the place of core's template, which gets the page's scripts as `it.scripts`.
    expect(read(path.join(core, 'lib/ssg/ssgParams.js'))).toContain(
      'ssgTemplateContent: props.siteConfig.ssrTemplate ?? ssgTemplate_html_1.default',
    );
    expect(read(path.join(core, 'lib/ssg/ssgTemplate.js'))).toContain('const scripts = (bundles.js ?? []).map((b) => b.file);');
  });
});

describe('theme components replaced through their @theme/ aliases (src/framework/themeComponents.ts)', () => {
  const core = packageDir('@docusaurus/core');

  it("core makes one `@theme/<Name>` alias per theme component, later themes' and the site's over earlier ones", () => {
    const aliases = read(path.join(core, 'lib/webpack/aliases/index.js'));
    expect(aliases).toContain("(0, utils_1.normalizeUrl)(['@theme', fileName])");
    expect(aliases).toContain('return createThemeAliases([ThemeFallbackDir, ...pluginThemes], [userTheme]);');
  });

  it("a plugin's bundler configuration is merged over core's, so an alias of the same name replaces core's", () => {
    const configure = read(path.join(core, 'lib/webpack/configure.js'));
    expect(configure).toMatch(/mergeWithCustomize\)\(\{[\s\S]*?\}\)\(config, res\)/);
  });

  it('each replaced component is one the theme has, and each file exists', () => {
    // theme-classic's components, and core's fallback theme (Root).
    const themes = [path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme'), path.join(core, 'lib/client/theme-fallback')];
    for (const [name, file] of Object.entries(THEME_COMPONENTS)) {
      const found = themes.some((theme) => fs.existsSync(path.join(theme, name.replace('@theme/', ''), 'index.js')));
      expect(found, name).toBe(true);
      expect(fs.existsSync(path.join('src/framework', file)), file).toBe(true);
    }
    expect(() => componentAliases({}, 'src/framework')).toThrow(/has no theme component/);
  });

  it('FRAMEWORK_PATCHES=0 leaves Docusaurus its own template, theme and internals (only the Prism global, a fix, stays)', () => {
    const stock = frameworkParts(false);
    expect(stock.plugins).toEqual([prismGlobalPlugin]);
    expect(stock.ssrTemplate).toBeUndefined();
    expect(frameworkParts(true).plugins.length).toBeGreaterThan(0);
  });
});
