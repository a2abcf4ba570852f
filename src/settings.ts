/**
 * Every value a deployer may change, read from environment variables in one place.
 * `docusaurus.config.ts` calls `readSettings(process.env)`; the README documents each variable. The settings are
 * split by reader: the browser gets `BrowserSettings` only (`customFields.settings`), the rest stays in the build.
 * Optional hosted services stay `null` unless all of their required variables are set,
 * so the default build makes no request to another origin.
 */

export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface AskAiSettings {
  websiteId: string;
  projectName: string;
  color: string;
  logoUrl: string | null;
  scriptUrl: string;
}

/** What the browser reads: `customFields.settings`, read back by `useSiteSettings()` (and shipped to every reader). */
export interface BrowserSettings {
  /** Public origin of the deployed site, e.g. https://docs.tessera.dev */
  siteUrl: string;
  /** Path the site is served under; "/" for a domain of its own. */
  baseUrl: string;
  /** Issue tracker that "Let us know." links to from the search no-results screen. */
  docsIssuesUrl: string;
  /** Page feedback ("Was this page helpful?") is POSTed here as JSON; null links to a prefilled report at docsIssuesUrl. */
  feedbackEndpoint: string | null;
  /** The platform's service-status page, linked from /status. */
  serviceStatusUrl: string;
  /** Hosted DocSearch; null selects the offline local search engine. */
  docsearch: DocSearchSettings | null;
  /** Search results shown per level-0 group in the modal (SEARCH_MAX_RESULTS_PER_GROUP, default 5). */
  searchMaxResultsPerGroup: number;
  /** Hosted Ask-AI widget; null selects the offline local answer engine. */
  askAi: AskAiSettings | null;
}

/** What only the build reads (docusaurus.config.ts, sidebars.ts, build plugins): never shipped to the browser. */
export interface BuildSettings {
  /** The product's source repository (navbar link, "Edit this page"). */
  repoUrl: string;
  /** Where the docs' own sources live, for "Edit this page" links; null hides the links. */
  editUrl: string | null;
  /** Feedback form linked from the announcement bar. */
  feedbackUrl: string;
  /** The previous major version's documentation (4.x). */
  olderDocsUrl: string;
  community: {
    contributorDocsUrl: string;
    designSystemUrl: string;
    chatUrl: string;
    forumUrl: string;
    blogUrl: string;
    xUrl: string;
    youtubeUrl: string;
    linkedinUrl: string;
  };
  /** Google Tag Manager container id, e.g. GTM-XXXXXXX; null loads nothing. */
  gtmContainerId: string | null;
  /** Heatmap/analytics script URL; null loads nothing. */
  heatmapScriptUrl: string | null;
  /** Show the test-only routes under /__tests/; set by the test build only. */
  enableTestRoutes: boolean;
  /**
   * WARN_ON_BROKEN_LINKS=1, writers' switch for work in progress: broken links, markdown links and anchors, and sidebar
   * routes without a page, are reported as warnings instead of failing the build. CI and production never set it.
   */
  warnOnBrokenLinks: boolean;
  /**
   * BUILD_CACHE=1 keeps Rspack's persistent cache (node_modules/.cache) in `npm run build`, for a CI that restores
   * that folder between builds: rebuilds are faster, but filling the cache raises the build's peak memory (reports/performance.md). `npm start` always keeps it.
   */
  buildCache: boolean;
  /**
   * LAZY_COMPILATION=0 makes `npm start` compile every page before its first answer, as stock Docusaurus does; by
   * default it compiles only the routes a tab opens (src/plugins/lazy-compilation).
   */
  lazyCompilation: boolean;
  /**
   * HOT_PAGES=0 makes a saved page in `npm start` re-run the app and mount the whole site again, as stock Docusaurus
   * does; by default the page's module takes its own update and only its content re-renders (src/plugins/dev-hot-pages).
   */
  hotPages: boolean;
  /**
   * FRAMEWORK_PATCHES=0 builds with stock Docusaurus: no patch of its internals and no ejected theme component
   * (src/framework/README.md). The site works the same, slower; `npm test` builds it so (tests/build/stock.test.ts).
   */
  frameworkPatches: boolean;
  /**
   * FRAMEWORK_PATCHES_OFF=compile-hints,sidebar-link turns the named patches off and keeps the others (the names:
   * src/framework/index.ts, which rejects an unknown one), to measure what each gains alone (`npm run bench -- patches`).
   */
  frameworkPatchesOff: string[];
}

/** Every setting: what the build uses, and the part of it the browser gets (`browserSettings`). */
export type SiteSettings = BrowserSettings & BuildSettings;

export type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function withTrailingSlash(path: string): string {
  const leading = path.startsWith('/') ? path : `/${path}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
}

export function readSettings(env: Env): SiteSettings {
  const appId = optional(env, 'DOCSEARCH_APP_ID');
  const apiKey = optional(env, 'DOCSEARCH_API_KEY');
  const indexName = optional(env, 'DOCSEARCH_INDEX_NAME');
  const websiteId = optional(env, 'ASK_AI_WEBSITE_ID');
  const projectName = optional(env, 'ASK_AI_PROJECT_NAME');
  return {
    siteUrl: text(env, 'SITE_URL', 'https://docs.tessera.dev'),
    baseUrl: withTrailingSlash(text(env, 'BASE_URL', '/')),
    repoUrl: text(env, 'REPO_URL', 'https://github.com/tessera-cms/tessera'),
    editUrl: optional(env, 'DOCS_EDIT_URL'),
    feedbackUrl: text(env, 'FEEDBACK_URL', 'https://forms.tessera.dev/docs-feedback'),
    docsIssuesUrl: text(env, 'DOCS_ISSUES_URL', 'https://github.com/tessera-cms/documentation/issues/new'),
    feedbackEndpoint: optional(env, 'FEEDBACK_ENDPOINT'),
    serviceStatusUrl: text(env, 'SERVICE_STATUS_URL', 'https://status.tessera.dev'),
    olderDocsUrl: text(env, 'OLDER_DOCS_URL', 'https://docs-v4.tessera.dev'),
    community: {
      contributorDocsUrl: text(env, 'CONTRIBUTOR_DOCS_URL', 'https://contributor.tessera.dev'),
      designSystemUrl: text(env, 'DESIGN_SYSTEM_URL', 'https://design-system.tessera.dev'),
      chatUrl: text(env, 'COMMUNITY_CHAT_URL', 'https://chat.tessera.dev'),
      forumUrl: text(env, 'COMMUNITY_FORUM_URL', 'https://forum.tessera.dev'),
      blogUrl: text(env, 'BLOG_URL', 'https://tessera.dev/blog'),
      xUrl: text(env, 'X_URL', 'https://x.com/tesseracms'),
      youtubeUrl: text(env, 'YOUTUBE_URL', 'https://www.youtube.com/@tesseracms'),
      linkedinUrl: text(env, 'LINKEDIN_URL', 'https://www.linkedin.com/company/tessera-cms'),
    },
    docsearch: appId && apiKey && indexName ? {appId, apiKey, indexName} : null,
    searchMaxResultsPerGroup: positiveInteger(env, 'SEARCH_MAX_RESULTS_PER_GROUP', 5),
    askAi:
      websiteId && projectName
        ? {
            websiteId,
            projectName,
            color: text(env, 'ASK_AI_COLOR', '#4945ff'),
            logoUrl: optional(env, 'ASK_AI_LOGO_URL'),
            scriptUrl: text(env, 'ASK_AI_SCRIPT_URL', 'https://widget.kapa.ai/kapa-widget.bundle.js'),
          }
        : null,
    gtmContainerId: optional(env, 'GTM_CONTAINER_ID'),
    heatmapScriptUrl: optional(env, 'HEATMAP_SCRIPT_URL'),
    enableTestRoutes: env.TESSERA_DOCS_TEST_ROUTES === '1',
    warnOnBrokenLinks: env.WARN_ON_BROKEN_LINKS === '1',
    buildCache: env.BUILD_CACHE === '1',
    lazyCompilation: env.LAZY_COMPILATION !== '0',
    hotPages: env.HOT_PAGES !== '0',
    frameworkPatches: env.FRAMEWORK_PATCHES !== '0',
    frameworkPatchesOff: (env.FRAMEWORK_PATCHES_OFF ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** The part of the settings the browser needs: docusaurus.config.ts stores it as `customFields.settings`. */
export function browserSettings(settings: SiteSettings): BrowserSettings {
  const {siteUrl, baseUrl, docsIssuesUrl, feedbackEndpoint, serviceStatusUrl, docsearch, searchMaxResultsPerGroup, askAi} = settings;
  return {siteUrl, baseUrl, docsIssuesUrl, feedbackEndpoint, serviceStatusUrl, docsearch, searchMaxResultsPerGroup, askAi};
}

/** `customFields.settings` read back in the one place that knows its type: `useSiteSettings()` in components. */
export function browserSettingsOf(siteConfig: {customFields?: Record<string, unknown>}): BrowserSettings {
  const settings = siteConfig.customFields?.settings;
  if (typeof settings !== 'object' || settings === null)
    throw new Error('customFields.settings is missing: docusaurus.config.ts sets it from browserSettings(readSettings())');
  return settings as BrowserSettings;
}
