/**
 * The configuration model: every file of config/ a Tessera 5 project has, with each key (types.ts says what a key
 * holds), and the options of the built-in middlewares and of Tessera's own plugins. The reference pages render their
 * tables from it (`<ConfigTable>`), and the example check types every config file an example shows with it
 * (checks/examples/configTypes.ts).
 */
import {ADMIN_CONFIG} from './admin';
import {API_CONFIG} from './api';
import {DATABASE_CONFIG} from './database';
import {FEATURES_CONFIG} from './features';
import {MIDDLEWARE_ITEM, MIDDLEWARE_OPTIONS} from './middlewares';
import {PLUGIN_ENTRY, PLUGIN_OPTIONS} from './plugins';
import {SERVER_CONFIG} from './server';
import {TYPESCRIPT_CONFIG} from './typescript';
import type {ConfigFileModel, ConfigOption} from './types';

export type {ConfigFileModel, ConfigOption, ServerClient} from './types';
export {LOG_LEVELS} from './server';
export {BUILT_IN_MIDDLEWARES, MIDDLEWARE_ITEM, MIDDLEWARE_OPTIONS} from './middlewares';
export {PLUGIN_ENTRY, PLUGIN_OPTIONS} from './plugins';
export {PLUGIN_NAME, PLUGIN_PACKAGE_FIELD, PROJECT_PACKAGE_FIELD} from './packageJson';

/** The files of config/ whose keys are an object's (config/middlewares is an array, config/plugins a map of plugins). */
export const CONFIG_FILES = {
  server: SERVER_CONFIG,
  admin: ADMIN_CONFIG,
  api: API_CONFIG,
  database: DATABASE_CONFIG,
  features: FEATURES_CONFIG,
  typescript: TYPESCRIPT_CONFIG,
} as const satisfies Readonly<Record<string, ConfigFileModel>>;
export type ConfigFileName = keyof typeof CONFIG_FILES;

/** Every file of config/ that Tessera reads itself, with the page that documents it. */
export const TESSERA_CONFIG_FILES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(CONFIG_FILES).map(([name, file]) => [name, file.page])),
  middlewares: '/dev-docs/configurations/middlewares',
  plugins: '/dev-docs/configurations/plugins',
  'cron-tasks': '/dev-docs/configurations/cron',
};

/**
 * Values Tessera computes when it starts and keeps with the configuration: no file sets them, `tessera.config.get()`
 * reads them (/dev-docs/configurations/guides/access-configuration-values).
 */
export const COMPUTED_CONFIG_VALUES: readonly {path: string; type: string; meaning: string; page: string}[] = [
  {
    path: 'environment',
    type: 'string',
    meaning: 'The environment the server runs in, from `NODE_ENV` (`development` by default).',
    page: '/dev-docs/configurations/environment',
  },
  {
    path: 'server.absoluteUrl',
    type: 'string',
    meaning: 'The URL of the server, from `url`, or `http://<host>:<port>` when `url` is empty.',
    page: '/dev-docs/migration/v4-to-v5/breaking-changes/tessera-utils-refactored',
  },
  {
    path: 'admin.absoluteUrl',
    type: 'string',
    meaning: "The URL of the admin panel, from the server's absolute URL and the admin panel's `url`.",
    page: '/dev-docs/migration/v4-to-v5/breaking-changes/tessera-utils-refactored',
  },
];

export const isConfigFileName = (name: string): name is ConfigFileName => name in CONFIG_FILES;

/** Every option of a model, all groups together. */
export const optionsOf = (model: ConfigFileModel): ConfigOption[] => model.groups.flatMap((group) => group.options);

/** What a `<ConfigTable>` names: a file of config/, a built-in middleware's options, a plugin's `config`. */
export interface ConfigTableRef {
  file?: string;
  middleware?: string;
  plugin?: string;
  group?: string;
  /** Only these keys (comma-separated), for a page that shows a few options of a group. */
  keys?: string;
}

/** The options a `<ConfigTable>` lists, each with the key it shows; throws on a name the model lacks. */
export function configTable(ref: ConfigTableRef): {model: ConfigFileModel | null; rows: {shown: string; option: ConfigOption}[]} {
  const entryTable = (options: readonly ConfigOption[]) => ({model: null, rows: options.map((option) => ({shown: option.key, option}))});
  if (ref.file === 'middlewares' && !ref.group) return entryTable(MIDDLEWARE_ITEM);
  if (ref.file === 'plugins' && !ref.group) return entryTable(PLUGIN_ENTRY);
  const model = ref.middleware
    ? MIDDLEWARE_OPTIONS[ref.middleware]
    : ref.plugin
      ? PLUGIN_OPTIONS[ref.plugin]
      : ref.file && isConfigFileName(ref.file)
        ? CONFIG_FILES[ref.file]
        : undefined;
  if (!model) throw new Error(`ConfigTable: the configuration model has no ${JSON.stringify(ref)}`);
  const groups = ref.group ? model.groups.filter((group) => group.id === ref.group) : model.groups;
  if (groups.length === 0)
    throw new Error(`ConfigTable: ${model.name} has no group "${ref.group}"; groups: ${model.groups.map((group) => group.id).join(', ')}`);
  const rows = groups.flatMap((group) =>
    group.options.map((option) => ({
      shown: group.strip && option.key.startsWith(group.strip) ? option.key.slice(group.strip.length) : option.key,
      option,
    })),
  );
  if (!ref.keys) return {model, rows};
  const keys = ref.keys.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !rows.some((row) => row.option.key === key));
  if (unknown.length > 0)
    throw new Error(`ConfigTable: ${model.name} has no key ${unknown.join(', ')}; keys: ${rows.map((row) => row.option.key).join(', ')}`);
  return {model, rows: keys.map((key) => rows.find((row) => row.option.key === key)!)};
}
