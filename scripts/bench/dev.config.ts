/**
 * The Docusaurus configurations `npm run bench -- dev` starts beside the site's own (scripts/bench/dev.mts), chosen by
 * BENCH_DEV_CONFIG:
 *   - `stock`: the site's docs with the classic preset only: none of the local plugins, and FRAMEWORK_PATCHES=0 (set by
 *     the bench, read when the site's configuration loads) leaves the one plugin without which the pages do not build.
 *     The presets, themes, Markdown options and swizzles (src/theme, which Docusaurus reads by location) stay: they
 *     are what the pages need to render at all.
 *   - `timed`: the site's configuration with every local plugin wrapped so that each lifecycle hook's time is appended
 *     to BENCH_PLUGIN_TIMINGS (one JSON line per call: plugin, hook, milliseconds); BENCH_DEV_WITHOUT=<name> leaves
 *     the named plugin out, to measure what it adds to the bundler's work, which no hook shows.
 *   docusaurus start --config scripts/bench/dev.config.ts
 */
import fs from 'node:fs';
import type {Config, LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import site from '../../docusaurus.config';
import {frameworkParts} from '../../src/framework';

type PluginFactory = (context: LoadContext, options: unknown) => Plugin | null | Promise<Plugin | null>;

/** The name the bench knows a plugin entry by: its factory's name, or the package it names. */
function pluginEntryName(entry: PluginConfig): string {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (typeof head === 'string') return head;
  if (typeof head === 'function') return head.name || 'anonymous';
  return 'unknown';
}

function record(file: string, plugin: string, hook: string, started: number): void {
  fs.appendFileSync(file, `${JSON.stringify({plugin, hook, ms: Number((performance.now() - started).toFixed(1))})}\n`);
}

/** A plugin whose hooks each append their time to `file`; a hook that returns a promise is timed until it settles. */
function timedPlugin(plugin: Plugin, file: string): Plugin {
  const timed: Record<string, unknown> = {...plugin};
  for (const [hook, value] of Object.entries(plugin)) {
    if (typeof value !== 'function') continue;
    timed[hook] = (...args: unknown[]) => {
      const started = performance.now();
      const result = (value as (...a: unknown[]) => unknown).apply(plugin, args);
      if (result instanceof Promise) return result.finally(() => record(file, plugin.name, hook, started));
      record(file, plugin.name, hook, started);
      return result;
    };
  }
  return timed as unknown as Plugin;
}

function timedEntry(entry: PluginConfig, file: string): PluginConfig {
  const head = Array.isArray(entry) ? entry[0] : entry;
  // Packages named by a string are Docusaurus's own (the PWA plugin): their time shows in the stock comparison.
  if (typeof head !== 'function') return entry;
  const factory = head as PluginFactory;
  const wrapped: PluginFactory = async (context, options) => {
    const started = performance.now();
    const plugin = await factory(context, options);
    if (!plugin) return plugin;
    record(file, plugin.name, 'create', started);
    return timedPlugin(plugin, file);
  };
  return (Array.isArray(entry) ? [wrapped, entry[1]] : wrapped) as PluginConfig;
}

function benchConfig(): Config {
  const mode = process.env.BENCH_DEV_CONFIG;
  if (mode === 'stock') return {...site, plugins: frameworkParts(false).plugins};
  if (mode !== 'timed') throw new Error(`BENCH_DEV_CONFIG must be "stock" or "timed", not ${mode}`);
  const file = process.env.BENCH_PLUGIN_TIMINGS;
  if (!file) throw new Error('BENCH_PLUGIN_TIMINGS must name the file the hook times go to');
  const without = process.env.BENCH_DEV_WITHOUT;
  const plugins = (site.plugins ?? []).filter((entry) => !without || pluginEntryName(entry as PluginConfig) !== without);
  return {...site, plugins: plugins.map((entry) => timedEntry(entry as PluginConfig, file))};
}

export default benchConfig();
