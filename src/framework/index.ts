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
import routeTreePlugin from './route-tree';
import themeComponentsPlugin from './themeComponents';
// Docusaurus's own page template, the one the patched template starts from (./page-template/startAfterPaint.ts).
import {default as stockPageTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * The site's patches of Docusaurus's internals and its ejected theme components, all behind one switch
 * (`FRAMEWORK_PATCHES`, src/settings.ts). Off, the site is built by stock Docusaurus: the same pages and features,
 * slower (and without the sidebar badges, which live in an ejected component). The one plugin kept either way is a fix
 * without which this site does not build (./prism-global). What each patch changes, what it gains and what would
 * retire it: ./README.md.
 */
export interface FrameworkParts {
  /** Plugins to add to the configuration's `plugins`. */
  plugins: PluginConfig[];
  /** The page template (`ssrTemplate`); undefined keeps Docusaurus's own. */
  ssrTemplate: string | undefined;
  /** The code themes of `themeConfig.prism` (no `darkTheme`: the light one serves both modes). */
  prism: {theme: PrismTheme; darkTheme?: PrismTheme};
}

export function frameworkParts(patched: boolean): FrameworkParts {
  // Stock: Docusaurus's template, and the theme colours each token inline, per colour mode, as it does by default.
  if (!patched) return {plugins: [prismGlobalPlugin], ssrTemplate: undefined, prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}};
  return {
    plugins: [
      // Not a patch: the Prism languages' global, without which the site does not build (./prism-global).
      prismGlobalPlugin,
      // The ejected theme components (./theme) and the Root that replays early taps, in place of the theme's.
      themeComponentsPlugin,
      // Code highlighted at build time; no Prism in the first-load script.
      codeHighlightingPlugin,
      // The tag pages grouped under one route; route components created on first use.
      routeTreePlugin,
      // A page's HTML names its route's scripts, so they download with main instead of after it.
      routeScriptsPlugin,
      // The runtime and main compiled while they stream in, not function by function on the main thread.
      compileHintsPlugin,
      // Docusaurus's per-link prefetch run in idle time.
      idlePrefetchPlugin,
      // Taps made before hydration held and replayed.
      earlyTapsPlugin,
    ],
    // The app's scripts start after the page's first paint.
    ssrTemplate: pageTemplate(stockPageTemplate),
    // Colours come from a stylesheet of both themes (./code-highlighting), the same HTML in both modes.
    prism: {theme: CSS_CODE_THEME},
  };
}
