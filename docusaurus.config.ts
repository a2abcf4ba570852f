import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {browserSettings, readSettings} from './src/settings';
import {SITE_VERSION} from './src/lib/content/releases';
import {DOCS_VERSION_LABEL} from './src/lib/content/constants';
import {CUSTOM_ADMONITION_KEYWORDS} from './src/lib/content/admonitions';
import {thirdPartyHeadTags, thirdPartyScripts} from './src/lib/build/thirdParty';
import {sitemapItems} from './src/lib/build/sitemap';
import imageZoomPlugin from './src/plugins/image-zoom';
import loadingBarPlugin from './src/plugins/loading-bar';
import docsOverviewPlugin from './src/plugins/docs-overview';
import testRoutesPlugin, {testPages} from './src/plugins/test-routes';
import searchPlugin from './src/plugins/search';
import {chooseLastUpdateVcs, probeGit} from './src/lib/build/lastUpdate';
import socialCardsPlugin from './src/plugins/social-cards';
import webAppManifestPlugin from './src/plugins/offline';
import {THEME_COLOR} from './src/lib/build/webApp';
import bundleReportPlugin from './src/plugins/bundle-report';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import printSectionsPlugin from './src/plugins/print-sections';
import lazyCompilationPlugin from './src/plugins/lazy-compilation';
import devIconImportsPlugin from './src/plugins/dev-icon-imports';
import devHotPagesPlugin from './src/plugins/dev-hot-pages';
import securityHeadersPlugin from './src/plugins/security-headers';
import remarkImportComponents from './src/plugins/mdx-components/remarkImportComponents';
import remarkTocComponents from './src/plugins/mdx-components/remarkTocComponents';
import remarkFrozenImports from './src/plugins/mdx-components/remarkFrozenImports';
import remarkDiagrams from './src/plugins/diagrams/remarkDiagrams';
import {DIAGRAM_THEMES} from './src/lib/build/diagrams';
import {frameworkParts} from './src/framework';

/** Everything a deployer changes comes from here (see README, "Configuration"). */
const settings = readSettings(process.env);

/** The patches of Docusaurus's internals and the ejected theme components, or none (FRAMEWORK_PATCHES=0), or all but some (FRAMEWORK_PATCHES_OFF; src/framework). */
const framework = frameworkParts(settings.frameworkPatches, settings.frameworkPatchesOff);

/** A broken link, markdown link or anchor fails the build, unless a writer sets WARN_ON_BROKEN_LINKS=1 (see settings). */
const linkSeverity = settings.warnOnBrokenLinks ? 'warn' : 'throw';

/** "Last updated" dates from git history; left out (with a warning) without git history or in a shallow clone. */
const lastUpdate = chooseLastUpdateVcs(probeGit(__dirname));
if (lastUpdate.warning) console.warn(`[last-updated] ${lastUpdate.warning}`);

/** Markdown features shared by docs and MDX pages: the spec's admonition keywords, npm commands turned into yarn/pnpm tabs. */
const admonitions = {keywords: CUSTOM_ADMONITION_KEYWORDS, extendDefaults: true};
/** Prism languages beyond prism-react-renderer's own, registered where code is highlighted (src/framework/code-highlighting). */
const prismLanguages = [
  'markup-templating',
  'bash',
  'diff',
  'json',
  'typescript',
  'tsx',
  'yaml',
  'graphql',
  'docker',
  'sql',
  'ini',
  'php',
  'ruby',
  'python',
  'go',
  'dart',
  'liquid',
  'nginx',
];
/**
 * Mermaid diagrams: a production build draws each one to SVG (light and dark theme) and pages show them as images,
 * with no Mermaid code (src/plugins/diagrams); `npm start` keeps @docusaurus/theme-mermaid, which draws them in the
 * browser, so a writer sees a change on save.
 */
const buildDiagrams = process.env.NODE_ENV === 'production';
const diagramSteps = buildDiagrams
  ? [[remarkDiagrams, {themes: DIAGRAM_THEMES, cacheDir: path.join(__dirname, 'node_modules/.cache/tessera-diagrams')}]]
  : [];
const remarkPlugins = [
  ...diagramSteps,
  [npm2yarn, {sync: true, converters: ['yarn', 'pnpm']}],
  remarkImportComponents,
  // A frozen docs version's pages import its own snippets, not those of the docs being written.
  remarkFrozenImports,
  // after Docusaurus's own toc step (user plugins run after its defaults): valid HTML in the TOC of a heading with a badge
  remarkTocComponents,
];

const docsOptions: DocsOptions = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  editUrl: settings.editUrl ?? undefined,
  tags: 'tags.yml',
  onInlineTags: 'throw',
  admonitions,
  remarkPlugins,
  lastVersion: 'current',
  versions: {current: {label: DOCS_VERSION_LABEL, path: '', badge: false, banner: 'none'}},
  showLastUpdateTime: true,
};

const config: Config = {
  title: 'Tessera Docs',
  tagline: 'Documentation for Tessera, the open-source headless CMS, and Tessera Cloud',
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  trailingSlash: false,
  organizationName: 'tessera-cms',
  projectName: 'documentation',

  onBrokenLinks: linkSeverity,
  onBrokenAnchors: linkSeverity,
  // Two pages at one URL is a mistake (the default only warns).
  onDuplicateRoutes: 'throw',
  baseUrlIssueBanner: true,
  // With the patches, Docusaurus's page template whose app scripts start after the page's first paint (src/framework).
  ...(framework.ssrTemplate ? {ssrTemplate: framework.ssrTemplate} : {}),

  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      // The specification fixes the storage keys ("theme", "docs-preferred-version-default").
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Every faster option (v4.fasterByDefault), but Rspack's persistent cache only in `npm start` or with BUILD_CACHE=1:
    // in a build, filling it holds about 500 MB more to the end (issue 14's 2 GB peak; reports/performance.md).
    faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production' || settings.buildCache},
    // One `git log` for the whole repository instead of one per page (see src/lib/build/lastUpdate.ts).
    experimental_vcs: lastUpdate.vcs,
  },

  // The browser's part of the settings only: build flags and build-only URLs stay out of every page's bundle.
  customFields: {
    settings: browserSettings(settings),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  markdown: {
    format: 'mdx',
    // Live rendering in `npm start` only (see buildDiagrams).
    mermaid: !buildDiagrams,
    hooks: {
      onBrokenMarkdownLinks: linkSeverity,
      onBrokenMarkdownImages: 'throw',
    },
    // MDX 1 syntax the docs still use, which future.v4 turns off by default: ":::tip Title" admonition titles
    // (about 200 pages) and "## Heading {#id}" heading ids (release notes and others). HTML comments stay off: MDX
    // comments are {/* ... */}.
    mdx1Compat: {comments: false, admonitions: true, headingIds: true},
  },

  themes: [...(buildDiagrams ? [] : ['@docusaurus/theme-mermaid']), '@docusaurus/theme-live-codeblock'],

  plugins: [
    // Its postBuild hashes the inline scripts of the final HTML; a function, so that the settings it gets stay out of
    // the configuration Docusaurus ships to the browser (plugin options are serialised there).
    securityHeadersPlugin(settings),
    // The patches of Docusaurus's internals and the ejected theme components (src/framework/README.md).
    ...framework.plugins,
    imageZoomPlugin,
    loadingBarPlugin,
    docsOverviewPlugin,
    searchPlugin,
    socialCardsPlugin,
    webAppManifestPlugin,
    [
      // Offline reading: a service worker keeps the pages a reader visited and the search index (see README).
      '@docusaurus/plugin-pwa',
      {
        offlineModeActivationStrategies: ['always'],
        // Registered after load, when the browser is idle; caching rules in swCustom.js, nothing precached.
        swRegister: path.resolve(__dirname, 'src/plugins/offline/register.ts'),
        swCustom: path.resolve(__dirname, 'src/plugins/offline/swCustom.js'),
        injectManifestConfig: {globIgnores: ['**/*']},
        pwaHead: [
          {tagName: 'link', rel: 'manifest', href: 'manifest.webmanifest'},
          {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
          {tagName: 'link', rel: 'apple-touch-icon', href: 'img/icons/icon-192.png'},
        ],
      },
    ],
    bundleReportPlugin,
    markdownTwinsPlugin,
    printSectionsPlugin,
    // `npm start` compiles only the routes a tab opens (LAZY_COMPILATION=0: all of them first).
    lazyCompilationPlugin(settings.lazyCompilation),
    // `npm start` compiles the Phosphor icons the site imports, not the package's 4,541 modules.
    devIconImportsPlugin,
    // `npm start` updates a saved page in place (HOT_PAGES=0: re-runs the app, as stock Docusaurus).
    devHotPagesPlugin(settings.hotPages),
    ...(settings.enableTestRoutes ? [testRoutesPlugin, testPages({admonitions, remarkPlugins})] : []),
  ],

  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: false,
        pages: {admonitions, remarkPlugins},
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        sitemap: {
          filename: 'sitemap.xml',
          changefreq: 'weekly',
          priority: 0.5,
          // Tag lists, the writing guide, test routes and print layouts stay out, under the base URL of every locale.
          createSitemapItems: sitemapItems,
        },
        ...(settings.gtmContainerId ? {googleTagManager: {containerId: settings.gtmContainerId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  scripts: thirdPartyScripts(settings),
  headTags: thirdPartyHeadTags(settings),

  themeConfig: {
    // No site-wide `keywords` meta: a page's own (front matter `keywords`) are what search and Ask AI read.
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // Decision recorded in README ("Colour mode"): with nothing saved, follow the system preference.
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'new-design-2026-11',
      content: `Tessera Docs has a brand new design! Tell us what you think in <a target="_blank" rel="noopener noreferrer" href="${settings.feedbackUrl}">our feedback form</a>.`,
      backgroundColor: '#4945ff',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: 'Tessera Docs',
      hideOnScroll: true,
      logo: {alt: 'Tessera', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 28, height: 28},
      items: [
        {type: 'doc', docId: 'user-docs/intro', label: 'User Guide', position: 'left'},
        {type: 'doc', docId: 'dev-docs/intro', label: 'Dev Docs', position: 'left'},
        {
          type: 'custom-responsiveLink',
          label: 'Cloud Docs',
          to: '/cloud/getting-started/intro',
          mobileTo: '/cloud/intro',
          activeBasePath: '/cloud',
          position: 'left',
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{href: settings.olderDocsUrl, label: '4.x'}],
          dropdownActiveClassDisabled: true,
        },
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
        {type: 'custom-askAi', position: 'right'},
        {
          href: settings.repoUrl,
          position: 'right',
          className: 'header-repo-link',
          'aria-label': 'Tessera source repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: "What's new", to: '/dev-docs/whats-new'},
            {label: 'Release notes', to: '/release-notes'},
            {label: 'FAQ', to: '/dev-docs/faq'},
            {label: 'Usage information', to: '/dev-docs/usage-information'},
            {label: 'Documentation status', to: '/status'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Community & Support', to: '/dev-docs/community'},
            {label: 'Community chat', href: settings.community.chatUrl},
            {label: 'Q&A forum', href: settings.community.forumUrl},
            {label: 'Blog', href: settings.community.blogUrl},
          ],
        },
        {
          title: 'Resources',
          items: [
            {label: 'Tessera 4 docs', href: settings.olderDocsUrl},
            {label: 'Contributor docs', href: settings.community.contributorDocsUrl},
            {label: 'Design system', href: settings.community.designSystemUrl},
            {label: 'Source code', href: settings.repoUrl},
          ],
        },
        {
          title: 'Follow us',
          items: [
            {label: 'X', href: settings.community.xUrl},
            {label: 'YouTube', href: settings.community.youtubeUrl},
            {label: 'LinkedIn', href: settings.community.linkedinUrl},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} the Tessera contributors. Documentation for Tessera ${SITE_VERSION}.`,
    },
    prism: {
      // Patched: colours come from a stylesheet of both themes, the same HTML in both modes (src/framework/code-highlighting).
      ...framework.prism,
      additionalLanguages: prismLanguages,
    },
    liveCodeBlock: {playgroundPosition: 'bottom'},
    // The specification's diagram themes, for `npm start`'s live diagrams; the build draws the same (DIAGRAM_THEMES).
    mermaid: {theme: {...DIAGRAM_THEMES}},
  } satisfies Preset.ThemeConfig,
};

export default config;
