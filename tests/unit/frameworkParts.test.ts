/**
 * The one switch of src/framework (FRAMEWORK_PATCHES) and its per-patch form (FRAMEWORK_PATCHES_OFF), which
 * `npm run bench -- patches` builds with: turning one patch off must drop exactly its plugins and theme components.
 */
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {frameworkParts, PATCH_NAMES} from '../../src/framework';
import {componentAliases, THEME_COMPONENTS} from '../../src/framework/themeComponents';
import {readSettings} from '../../src/settings';

/** The theme components the parts replace: the aliases their theme-components plugin gives a bundler that has them all. */
function components(plugins: PluginConfig[]): string[] {
  const instances = plugins.map((plugin) =>
    (plugin as (context: LoadContext, options: unknown) => Plugin)({generatedFilesDir: '.docusaurus'} as LoadContext, {}),
  );
  const themeComponents = instances.find((plugin) => plugin.name === 'tessera-theme-components');
  const alias = Object.fromEntries(Object.keys(THEME_COMPONENTS).map((name) => [name, 'theme-classic']));
  const configure = themeComponents?.configureWebpack as ((config: unknown) => {resolve: {alias: object}}) | undefined;
  return configure ? Object.keys(configure({resolve: {alias}}).resolve.alias) : [];
}

describe('frameworkParts with some patches off', () => {
  const all = frameworkParts(true);

  it('with none off, replaces every ejected component and adds every plugin', () => {
    expect([...components(all.plugins)].sort()).toEqual(Object.keys(THEME_COMPONENTS).sort());
    expect(all.ssrTemplate).toBeDefined();
  });

  it('drops only the ejected component of a theme patch', () => {
    const off = frameworkParts(true, ['tabs']);
    expect(components(off.plugins)).not.toContain('@theme/Tabs');
    expect(components(off.plugins)).toHaveLength(components(all.plugins).length - 1);
    expect(off.plugins).toHaveLength(all.plugins.length);
  });

  it('drops only the plugin of a plugin patch', () => {
    const off = frameworkParts(true, ['compile-hints']);
    expect(off.plugins).toHaveLength(all.plugins.length - 1);
    expect(components(off.plugins)).toEqual(components(all.plugins));
  });

  it('keeps the stock template and code themes when their patches are off', () => {
    const off = frameworkParts(true, ['page-template', 'code-highlighting']);
    expect(off.ssrTemplate).toBeUndefined();
    expect(off.prism.darkTheme).toBeDefined();
    expect(components(off.plugins)).not.toContain('@theme/CodeBlock');
  });

  it('rejects a name that is no patch, so a typo cannot measure the patched build under another name', () => {
    expect(() => frameworkParts(true, ['tab'])).toThrow(/no patch named tab/);
    expect(PATCH_NAMES).toContain('tabs');
  });

  it('aliases only the components it is given, and none it does not know', () => {
    const aliases = Object.fromEntries(Object.keys(THEME_COMPONENTS).map((name) => [name, 'theme-classic']));
    expect(Object.keys(componentAliases(aliases, 'src/framework', ['@theme/Tabs']))).toEqual(['@theme/Tabs']);
    expect(() => componentAliases(aliases, 'src/framework', ['@theme/Navbar'])).toThrow(/not one of our theme components/);
  });

  it('reads the names from FRAMEWORK_PATCHES_OFF, a comma-separated list', () => {
    expect(readSettings({}).frameworkPatchesOff).toEqual([]);
    expect(readSettings({FRAMEWORK_PATCHES_OFF: 'tabs, route-match,'}).frameworkPatchesOff).toEqual(['tabs', 'route-match']);
  });
});
