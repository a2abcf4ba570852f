import type {PluginConfig} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../lib/build/prismThemes';
import codeHighlightingPlugin from './code-highlighting';
import {CSS_CODE_THEME} from './code-highlighting/codeThemeCss';
import compileHintsPlugin from './compile-hints';
import earlyTapsPlugin from './early-taps';
import idlePrefetchPlugin from './idle-prefetch';
import {pageTemplate} from './page-template/startAfterPaint';
import prismGlobalPlugin from './prism-global';
import routeScriptsPlugin from './route-scripts';
import activeDocPlugin from './active-doc';
import routeMatchPlugin from './route-match';
import themeComponentsPlugin from './themeComponents';
// Docusaurus's own page template, the one the patched template starts from (./page-template/startAfterPaint.ts).
import {default as stockPageTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The site's patches of Docusaurus's internals and its ejected theme components, all behind one switch
 * (`FRAMEWORK_PATCHES`, src/settings.ts). Off, the site is built by stock Docusaurus: the same pages and features,
 * slower (and without the sidebar badges, which live in an ejected component). The one plugin kept either way is a fix
 * without which this site does not build (./prism-global). FRAMEWORK_PATCHES_OFF turns single patches off (PATCHES
 * below), to measure each alone. What each patch changes, what it gains and what would retire it: ./README.md.
 */
export interface FrameworkParts {
  /** Plugins to add to the configuration's `plugins`. */
  plugins: PluginConfig[];
  /** The page template (`ssrTemplate`); undefined keeps Docusaurus's own. */
  ssrTemplate: string | undefined;
  /** The code themes of `themeConfig.prism` (no `darkTheme`: the light one serves both modes). */
  prism: {theme: PrismTheme; darkTheme?: PrismTheme};
}

/**
 * Each patch by the name FRAMEWORK_PATCHES_OFF turns it off with (src/settings.ts; `npm run bench -- patches` builds the
 * site with one of them off at a time): its plugins and the theme components it ejects (./themeComponents.ts). The
 * page template and the code themes, which are configuration rather than plugins, are read by name below.
 */
const PATCHES = {
  // The ejected theme components' aliases come from one plugin, given the components of the patches that are on.
  'code-highlighting': {plugins: [codeHighlightingPlugin], components: ['@theme/CodeBlock', '@theme/CodeBlock/Content']},
  'route-scripts': {plugins: [routeScriptsPlugin], components: []},
  'compile-hints': {plugins: [compileHintsPlugin], components: []},
  'idle-prefetch': {plugins: [idlePrefetchPlugin], components: []},
  'early-taps': {plugins: [earlyTapsPlugin], components: ['@theme/Root']},
  'page-template': {plugins: [], components: []},
  // Tab groups not built again after hydration: the taps early-taps replays onto a tab would be lost to the remount.
  tabs: {plugins: [], components: ['@theme/Tabs']},
  'sidebar-link': {plugins: [], components: ['@theme/DocSidebarItem/Link']},
  // The page's doc found by a lookup, not a scan of every doc: static generation no longer grows with pages squared.
  'active-doc': {plugins: [activeDocPlugin], components: []},
  // Core's route matching by a lookup, not a scan of the route table: static generation and each link's prefetch.
  'route-match': {plugins: [routeMatchPlugin], components: []},
} satisfies Record<string, {plugins: PluginConfig[]; components: string[]}>;

export type PatchName = keyof typeof PATCHES;
export const PATCH_NAMES = Object.keys(PATCHES) as PatchName[];

/**
 * The parts for a build: stock Docusaurus when `patched` is false, otherwise every patch but those named in `off`
 * (an unknown name throws, so a typo cannot measure the fully patched build under another name).
 */
export function frameworkParts(patched: boolean, off: readonly string[] = []): FrameworkParts {
  // Stock: Docusaurus's template, and the theme colours each token inline, per colour mode, as it does by default.
  const stockPrism = {theme: lightCodeTheme, darkTheme: darkCodeTheme};
  if (!patched) return {plugins: [prismGlobalPlugin], ssrTemplate: undefined, prism: stockPrism};
  const unknown = off.filter((name) => !(name in PATCHES));
  if (unknown.length > 0) throw new Error(`[framework] no patch named ${unknown.join(', ')}; the patches: ${PATCH_NAMES.join(', ')}`);
  const isOn = (name: PatchName) => !off.includes(name);
  const on = PATCH_NAMES.filter(isOn).map((name) => PATCHES[name]);
  return {
    plugins: [
      // Not a patch: the Prism languages' global, without which the site does not build (./prism-global).
      prismGlobalPlugin,
      // The ejected theme components (./theme) and the Root that replays early taps, in place of the theme's.
      themeComponentsPlugin(on.flatMap((patch) => patch.components)),
      // In PATCHES' order: code highlighted at build time (no Prism in the first-load script); a page's HTML names its
      // route's scripts, so they download with main instead of after it; the runtime and main compiled while they
      // stream in; Docusaurus's per-link prefetch run in idle time; taps made before hydration held and replayed; the
      // page's doc and route found by lookups.
      ...on.flatMap((patch) => patch.plugins),
    ],
    // The app's scripts start after the page's first paint.
    ssrTemplate: isOn('page-template') ? pageTemplate(stockPageTemplate) : undefined,
    // Colours come from a stylesheet of both themes (./code-highlighting), the same HTML in both modes.
    prism: isOn('code-highlighting') ? {theme: CSS_CODE_THEME} : stockPrism,
  };
}
