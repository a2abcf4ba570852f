/**
 * The declarations of the configuration files, generated from the configuration model (src/model/config): one type
 * per object of each file (`TesseraConfig.Server`, `TesseraConfig.Server__logger`), every key optional (environment
 * files hold only what differs) and typed as the model says, enumerations as the union of their values. The example
 * check (check.ts) holds a block titled `config/server.js` to `TesseraConfig.File<TesseraConfig.Server>`, so an unknown
 * key, a value of the wrong type or outside the allowed values fails; messages.ts names them with `CONFIG_TYPES`.
 */
import {
  BUILT_IN_MIDDLEWARES,
  COMPUTED_CONFIG_VALUES,
  CONFIG_FILES,
  MIDDLEWARE_ITEM,
  MIDDLEWARE_OPTIONS,
  PLUGIN_ENTRY,
  PLUGIN_OPTIONS,
  optionsOf,
  type ConfigOption,
} from '../../src/model/config';
import {customConfigValues, customModuleConfigValues} from '../../src/model/trailhead/code';

/** What a generated type stands for: the file, the path of the object in it, its keys and the page that lists them. */
export interface ConfigTypeInfo {
  /** `config/server`, `the tessera::cors middleware's config`, `the graphql plugin's config`. */
  label: string;
  /** The dotted path of the object in its file, '' for the top. */
  path: string;
  keys: string[];
  /** Every option under this object, by its key relative to it. */
  options: ReadonlyMap<string, ConfigOption>;
  page: string;
}

const identifier = (text: string) => text.replace(/[^\w]+/g, '_');
const keyName = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);

/** The TypeScript type of an option with the object its children make (`object` in `type`), if any. */
function optionType(option: ConfigOption, children: string | null): string {
  if (option.values) return `${option.values.map((value) => `'${value}'`).join(' | ')} | Tessera.EnvString`;
  if (option.declared) return option.declared;
  const open = 'Record<string, unknown>';
  return option.type
    .replace(/\bobject\[\]/g, `readonly ${open}[]`)
    .replace(/\bobject\b/g, children ?? open)
    .replace(/\bstring\[\]/g, 'readonly string[]')
    .replace(/\barray\b/g, 'readonly unknown[]');
}

interface Built {
  declarations: string[];
  index: Map<string, ConfigTypeInfo>;
}

/**
 * Declares the object of `options` (keys relative to it, dotted for nested objects) as `name`, and one type per nested
 * object, named `name__<key>`.
 */
function declareObject(name: string, label: string, path: string, options: readonly ConfigOption[], page: string, out: Built): void {
  const top = new Map<string, ConfigOption | null>();
  for (const option of options) {
    const [head] = option.key.split('.');
    if (option.key === head) top.set(head, option);
    else if (!top.has(head!)) top.set(head!, null);
  }
  const members: string[] = [];
  const relative = new Map<string, ConfigOption>();
  for (const [key, option] of top) {
    const nested = options
      .filter((candidate) => candidate.key.startsWith(`${key}.`))
      .map((candidate) => ({...candidate, key: candidate.key.slice(key.length + 1)}));
    let children: string | null = null;
    if (nested.length > 0) {
      children = `${name}__${identifier(key)}`;
      declareObject(children, label, path ? `${path}.${key}` : key, nested, page, out);
    }
    if (option) relative.set(key, option);
    const type = option ? optionType(option, children) : children!;
    members.push(`${keyName(key)}?: ${type};`);
  }
  out.declarations.push(`  type ${name} = {${members.join(' ')}};`);
  out.index.set(name, {label, path, keys: [...top.keys()], options: relative, page});
}

/** The declarations of every configuration file and the index of their types, by type name. */
function build(): Built {
  const out: Built = {declarations: [], index: new Map()};
  for (const [file, model] of Object.entries(CONFIG_FILES))
    declareObject(identifier(file[0]!.toUpperCase() + file.slice(1)), `config/${file}`, '', optionsOf(model), model.page, out);

  // config/middlewares: names, and items whose `config` is typed by the middleware they name.
  const middlewareItems: string[] = [];
  const withOptions = new Set(Object.keys(MIDDLEWARE_OPTIONS));
  for (const [name, model] of Object.entries(MIDDLEWARE_OPTIONS)) {
    const type = `Middleware_${identifier(name)}`;
    declareObject(type, `the ${name} middleware's config`, '', optionsOf(model), model.page, out);
    middlewareItems.push(`{name: '${name}'; config?: ${type}}`);
  }
  const bare = BUILT_IN_MIDDLEWARES.filter((name) => !withOptions.has(name)).map((name) => `'${name}'`);
  const page = '/dev-docs/configurations/middlewares';
  out.index.set('MiddlewareItem', {
    label: 'an item of config/middlewares',
    path: '',
    keys: MIDDLEWARE_ITEM.map((option) => option.key),
    options: new Map(MIDDLEWARE_ITEM.map((option) => [option.key, option])),
    page,
  });
  out.declarations.push(
    `  /** A middleware of the project, of an API or of a plugin (config/middlewares naming table). */`,
    '  type OwnMiddlewareName = `global::${string}` | `api::${string}.${string}` | `plugin::${string}.${string}`;',
    `  type BuiltInMiddleware = ${BUILT_IN_MIDDLEWARES.map((name) => `'${name}'`).join(' | ')};`,
    `  type MiddlewareItem = BuiltInMiddleware | OwnMiddlewareName | ${middlewareItems.join(' | ')}`,
    `    | {name: ${bare.join(' | ')}}`,
    '    | {name: OwnMiddlewareName; config?: Record<string, unknown>}',
    '    | {name?: OwnMiddlewareName; resolve: string; config?: Record<string, unknown>};',
    '  type Middlewares = readonly MiddlewareItem[];',
  );

  // config/plugins: Tessera's own plugins typed as their pages document them; any other plugin's config is its own.
  const entry = (config: string) =>
    `{${PLUGIN_ENTRY.map((option) => `${option.key}?: ${option.key === 'config' ? config : optionType(option, null)};`).join(' ')}}`;
  const plugins: string[] = [];
  for (const [name, model] of Object.entries(PLUGIN_OPTIONS)) {
    const type = `Plugin_${identifier(name)}`;
    declareObject(type, `the ${name} plugin's config`, '', optionsOf(model), model.page, out);
    plugins.push(`'${name}'?: ${entry(type)};`);
  }
  out.declarations.push(
    `  /** config/plugins: each key names a plugin. */`,
    `  type Plugins = {${plugins.join(' ')} [plugin: string]: ${entry('Record<string, unknown>')} | undefined};`,
  );
  return out;
}

const BUILT = build();

/** The type of the value `tessera.config.get()` returns for an option: a listed value is one of them, not any string. */
function valueType(option: ConfigOption, children: string | null): string {
  const type = option.values ? option.values.map((value) => `'${value}'`).join(' | ') : optionType(option, children);
  return option.default !== null || option.required === true ? type : `${type} | undefined`;
}

/**
 * The dotted paths of one object of the configuration (`server`, `plugin::graphql`) and the type of each value:
 * the object itself, each key, and each object between them (`server.logger`), typed `TesseraConfig.<type>__<key>`.
 */
function objectPaths(prefix: string, type: string, options: readonly ConfigOption[], out: Map<string, string>): void {
  out.set(prefix, `TesseraConfig.${type}`);
  const keys = new Set(options.flatMap((option) => option.key.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'))));
  for (const key of keys) {
    const children = options.some((option) => option.key.startsWith(`${key}.`))
      ? `TesseraConfig.${type}${key
          .split('.')
          .map((part) => `__${identifier(part)}`)
          .join('')}`
      : null;
    const option = options.find((candidate) => candidate.key === key);
    out.set(`${prefix}.${key}`, option ? valueType(option, children) : `${children!} | undefined`);
  }
}

/** Every path `tessera.config.get()` takes, with the type of its value: the model's files, plugins, computed values and Trailhead's own. */
function configPaths(): Map<string, string> {
  const out = new Map<string, string>();
  for (const [file, model] of Object.entries(CONFIG_FILES))
    objectPaths(file, identifier(file[0]!.toUpperCase() + file.slice(1)), optionsOf(model), out);
  for (const [name, model] of Object.entries(PLUGIN_OPTIONS))
    objectPaths(`plugin::${name}`, `Plugin_${identifier(name)}`, optionsOf(model), out);
  out.set('middlewares', 'TesseraConfig.Middlewares');
  for (const value of COMPUTED_CONFIG_VALUES) out.set(value.path, value.type);
  // Trailhead's own files, its API's and its plugin's: each value, and each file or module as an object of them.
  const own: Readonly<Record<string, string>> = {...customConfigValues, ...customModuleConfigValues};
  const groups = new Map<string, string[]>();
  for (const [path, type] of Object.entries(own)) {
    out.set(path, type);
    const dot = path.indexOf('.', path.indexOf('::') + 1);
    groups.set(path.slice(0, dot), [...(groups.get(path.slice(0, dot)) ?? []), `${keyName(path.slice(dot + 1))}: ${type};`]);
  }
  for (const [group, members] of groups) out.set(group, `{${members.join(' ')}}`);
  return out;
}

/** Every path of the configuration the model knows, with the TypeScript type of its value (`tessera.config.get()`). */
export const CONFIG_PATHS: ReadonlyMap<string, string> = configPaths();

/** What each generated type stands for, by its name in the `TesseraConfig` namespace. */
export const CONFIG_TYPES: ReadonlyMap<string, ConfigTypeInfo> = BUILT.index;

/** The type each file of config/ that the model knows is checked against, by file name. */
export const CONFIG_FILE_TYPES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.keys(CONFIG_FILES).map((file) => [file, `TesseraConfig.${identifier(file[0]!.toUpperCase() + file.slice(1))}`]),
  ),
  middlewares: 'TesseraConfig.Middlewares',
  plugins: 'TesseraConfig.Plugins',
};

export const CONFIG_DECLARATIONS = `
declare namespace TesseraConfig {
  /** A file of config/: the object, or a function of \`env\` that returns it. */
  type File<T> = T | ((app: {env: Tessera.Env}) => T);
${BUILT.declarations.join('\n')}
  /** The value at each path of the configuration (\`tessera.config.get('server.port')\`). */
  interface Values {
${[...CONFIG_PATHS].map(([path, type]) => `    '${path}': ${type};`).join('\n')}
  }
  type Path = keyof Values;
}
`;
