/**
 * The layout of a Tessera 5 project and of a plugin: every file Tessera reads, or that a project is documented to
 * hold, as a pattern with the page that documents it. `<name>` stands for one segment the reader names (an API, a
 * content type, an environment), `<...>` for any path below a folder whose files are the reader's own (static files,
 * a plugin's admin components), `{js,ts}` for the extensions a file may have. The example check holds every code
 * block titled with a project path to it (checks/examples/projectFiles.ts), and the project tree's files are held to
 * it by checks/tests/projectFiles.test.ts.
 */
import {TESSERA_CONFIG_FILES} from './config';
import {customConfigFiles} from './trailhead/code';

export interface LayoutEntry {
  /** The path from the project's (or the plugin's) root, with placeholders. */
  pattern: string;
  /** The route of the page that documents it. */
  page: string;
}

const SCRIPT = '{js,ts}';
const CONFIG_EXT = '{js,ts,cjs,mjs,json}';
const ADMIN_SCRIPT = '{js,jsx,ts,tsx}';
const API = '/dev-docs/backend-customization';

/** The files of config/: those Tessera reads, and the example project's own (config/trailhead, config/weather...). */
const CONFIG_FILE_NAMES: readonly {name: string; page: string}[] = [
  ...Object.entries(TESSERA_CONFIG_FILES).map(([name, page]) => ({name, page})),
  ...customConfigFiles.map((name) => ({name, page: '/dev-docs/configurations/guides/access-configuration-values'})),
];

/** The files of a plugin, from the plugin's root (/dev-docs/plugins/development/plugin-structure). */
export const PLUGIN_FILES: readonly LayoutEntry[] = [
  ...['package.json', 'README.md'].map((pattern) => ({pattern, page: '/dev-docs/plugins/development/plugin-structure#package-json'})),
  ...[
    `server/src/index.${SCRIPT}`,
    `server/src/register.${SCRIPT}`,
    `server/src/bootstrap.${SCRIPT}`,
    `server/src/destroy.${SCRIPT}`,
    `server/src/config/index.${SCRIPT}`,
    `server/src/content-types/index.${SCRIPT}`,
    'server/src/content-types/<name>/schema.json',
    `server/src/content-types/<name>/index.${SCRIPT}`,
    `server/src/content-types/<name>/lifecycles.${SCRIPT}`,
    ...['controllers', 'services', 'routes', 'policies', 'middlewares'].map((folder) => `server/src/${folder}/<name>.${SCRIPT}`),
    'server/tsconfig.json',
    'server/tsconfig.build.json',
  ].map((pattern) => ({pattern, page: '/dev-docs/plugins/server-api'})),
  ...[
    `admin/src/index.${ADMIN_SCRIPT}`,
    `admin/src/pluginId.${SCRIPT}`,
    'admin/src/translations/<name>.json',
    // The plugin's own React code: components, pages, hooks, utilities, named as the plugin likes.
    'admin/src/<name>/<...>',
    'admin/custom.d.ts',
    'admin/tsconfig.json',
    'admin/tsconfig.build.json',
  ].map((pattern) => ({pattern, page: '/dev-docs/plugins/admin-panel-api'})),
];

/**
 * The server files of a Tessera 4 plugin (`server/` without `src/`), which migration pages show as the code before the
 * change; a block says so with `layout="tessera-4"` in its fence meta.
 */
export const TESSERA_4_PLUGIN_FILES: readonly LayoutEntry[] = [
  ...['register', 'bootstrap', 'destroy', 'index'].map((name) => `server/${name}.js`),
  'server/content-types/<name>/schema.json',
  ...['controllers', 'services', 'routes', 'policies', 'middlewares'].map((folder) => `server/${folder}/<name>.js`),
].map((pattern) => ({pattern, page: '/dev-docs/migration/v4-to-v5/breaking-changes/tessera-container'}));

/** The files of a Tessera 5 project, from its root. */
export const PROJECT_FILES: readonly LayoutEntry[] = [
  ...CONFIG_FILE_NAMES.flatMap(({name, page}) => [
    {pattern: `config/${name}.${CONFIG_EXT}`, page},
    {pattern: `config/env/<name>/${name}.${CONFIG_EXT}`, page: '/dev-docs/configurations/environment'},
  ]),
  {pattern: `database/migrations/<name>.${SCRIPT}`, page: '/dev-docs/database-migrations'},
  {pattern: 'public/<...>', page: '/dev-docs/configurations/guides/public-assets'},
  {pattern: `src/index.${SCRIPT}`, page: '/dev-docs/configurations/functions'},
  {pattern: `src/admin/app.${ADMIN_SCRIPT}`, page: '/dev-docs/admin-panel-customization/options'},
  {pattern: 'src/admin/vite.config.{js,ts,mjs,mts}', page: '/dev-docs/admin-panel-customization/bundlers'},
  {pattern: `src/admin/webpack.config.${SCRIPT}`, page: '/dev-docs/admin-panel-customization/bundlers'},
  {pattern: 'src/admin/tsconfig.json', page: '/dev-docs/typescript'},
  {pattern: 'src/admin/extensions/<...>', page: '/dev-docs/admin-panel-customization/extension'},
  {pattern: 'src/api/<name>/content-types/<name>/schema.json', page: `${API}/models`},
  {pattern: `src/api/<name>/content-types/<name>/lifecycles.${SCRIPT}`, page: `${API}/models#lifecycle-hooks`},
  {pattern: `src/api/<name>/controllers/<name>.${SCRIPT}`, page: `${API}/controllers`},
  {pattern: `src/api/<name>/services/<name>.${SCRIPT}`, page: `${API}/services`},
  {pattern: `src/api/<name>/routes/<name>.${SCRIPT}`, page: `${API}/routes`},
  {pattern: `src/api/<name>/middlewares/<name>.${SCRIPT}`, page: `${API}/middlewares`},
  {pattern: `src/api/<name>/policies/<name>.${SCRIPT}`, page: `${API}/policies`},
  {pattern: 'src/components/<name>/<name>.json', page: `${API}/models`},
  {pattern: `src/extensions/<name>/tessera-server.${SCRIPT}`, page: '/dev-docs/plugins-extension'},
  {pattern: 'src/extensions/<name>/content-types/<name>/schema.json', page: '/dev-docs/plugins-extension'},
  {pattern: `src/middlewares/<name>.${SCRIPT}`, page: `${API}/middlewares`},
  {pattern: `src/policies/<name>.${SCRIPT}`, page: `${API}/policies`},
  ...PLUGIN_FILES.map((entry) => ({pattern: `src/plugins/<name>/${entry.pattern}`, page: '/dev-docs/plugins/using-plugins'})),
  {pattern: 'types/generated/{contentTypes,components}.d.ts', page: '/dev-docs/typescript/development'},
  {pattern: '.tessera/<...>', page: '/dev-docs/project-structure'},
  {pattern: '.env', page: '/dev-docs/configurations/environment'},
  {pattern: 'tsconfig.json', page: '/dev-docs/typescript'},
  {pattern: 'package.json', page: '/dev-docs/configurations'},
];

/** The folders at the top of a project whose files Tessera reads or creates: a path under one of them is the project's. */
export const PROJECT_FOLDERS = ['config', 'database', 'public', 'src', 'types'] as const;

/**
 * The folders of `src/` that are Tessera's (and `src/index`): other folders of `src/` hold the reader's own modules, or
 * belong to a front end's project (`src/lib`, `src/routes`), and are no file of the layout.
 */
export const SOURCE_FOLDERS = ['admin', 'api', 'components', 'extensions', 'middlewares', 'plugins', 'policies', 'index'] as const;

/** The top folders of a plugin whose `src/` holds its entries. */
export const PLUGIN_FOLDERS = ['server', 'admin'] as const;
