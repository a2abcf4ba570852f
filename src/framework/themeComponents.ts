import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';

/**
 * The ejected theme components (./theme) and the Root that also replays early taps (./early-taps/Root.tsx) take the
 * place of the theme's: each `@theme/<Name>` alias Docusaurus made points at our file instead. They live here, not in
 * src/theme (which Docusaurus always reads), so that `FRAMEWORK_PATCHES=0` builds with the theme's own components;
 * `@theme-original/<Name>` keeps naming the component below ours (theme-live-codeblock's CodeBlock, for live blocks).
 */
export const THEME_COMPONENTS: Readonly<Record<string, string>> = {
  '@theme/CodeBlock': 'theme/CodeBlock/index.tsx',
  '@theme/CodeBlock/Content': 'theme/CodeBlock/Content/index.tsx',
  '@theme/Tabs': 'theme/Tabs/index.tsx',
  '@theme/DocSidebarItem/Link': 'theme/DocSidebarItem/Link/index.tsx',
  '@theme/Root': 'early-taps/Root.tsx',
};

type Aliases = Record<string, string | false | string[]>;

/** The aliases that point the theme's components at ours; throws when Docusaurus made no alias for one of them. */
export function componentAliases(aliases: Aliases, dir: string, components: readonly string[] = Object.keys(THEME_COMPONENTS)): Aliases {
  return Object.fromEntries(
    components.map((name) => {
      const file = THEME_COMPONENTS[name];
      if (!file) throw new Error(`[framework] ${name} is not one of our theme components (src/framework/themeComponents.ts)`);
      if (!(name in aliases)) throw new Error(`[framework] Docusaurus has no theme component ${name} to replace (src/framework/README.md)`);
      return [name, path.join(dir, file)];
    }),
  );
}

/** The plugin that replaces `components` (names of THEME_COMPONENTS; ./index.ts leaves out those of a patch turned off). */
export default function themeComponentsPlugin(components: readonly string[]): PluginModule {
  return (): Plugin => ({
    name: 'tessera-theme-components',
    configureWebpack(config) {
      const aliases = config.resolve?.alias;
      if (!aliases || Array.isArray(aliases)) throw new Error('[framework] the bundler configuration has no alias map');
      // Same keys: the merge replaces their values in place, so they keep their order (nested names first).
      return {resolve: {alias: componentAliases(aliases as Aliases, __dirname, components)}};
    },
  });
}
