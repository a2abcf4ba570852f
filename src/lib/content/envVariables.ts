/**
 * The environment variables of a Tessera project, from the configuration model: the ones its configuration files
 * read (each option's `env` and `envDefault`, src/model/config) and the ones Tessera reads itself
 * (src/model/config/environment.ts). The `<EnvTable>` component and the Markdown twin render the same cells, and the
 * `.env` that `--dbclient` writes is read from the same defaults.
 */
import {CONFIG_FILES, PLUGIN_OPTIONS, isConfigFileName, optionsOf, type ConfigOption, type ServerClient} from '../../model/config';
import {RUNTIME_VARIABLES} from '../../model/config/environment';
import type {TableCells} from './configTable';

const CLIENT_NAMES: Readonly<Record<string, string>> = {sqlite: 'SQLite', postgres: 'PostgreSQL', mysql: 'MySQL'};

const envValue = (value: string): string => (value === '' ? 'empty' : `\`${value}\``);

const defaultCell = (option: ConfigOption, plugin: string | undefined): string => {
  const fallback = option.envDefault;
  if (typeof fallback === 'string') return envValue(fallback);
  if (fallback)
    return Object.entries(fallback)
      .map(([client, value]) => `${envValue(value)} for ${CLIENT_NAMES[client as ServerClient]}`)
      .join(', ');
  if (option.required === true) return plugin ? `none, required by the \`${plugin}\` plugin` : 'none, required';
  return option.required ? `none, required ${option.required}` : 'none';
};

/** What the variable holds, beyond the key's meaning: its values, the clients it applies to, how a list is written. */
const descriptionCell = (option: ConfigOption): string => {
  const notes = [option.meaning];
  if (option.values) notes.push(`One of ${option.values.map((value) => `\`${value}\``).join(', ')}.`);
  if (option.clients && option.clients !== 'all') notes.push(`${CLIENT_NAMES[option.clients] ?? option.clients} only.`);
  if (option.type === 'string[]') notes.push('Separate several values with commas.');
  return notes.join(' ');
};

/** The variables one source lists: a file of config/ (`server`), a plugin's config (`plugin users-permissions`), or `tessera`. */
function sourceRows(source: string): string[][] {
  if (source === 'tessera')
    return RUNTIME_VARIABLES.map((variable) => [`\`${variable.name}\``, variable.default ?? 'none', variable.readBy, variable.meaning]);
  const plugin = source.startsWith('plugin ') ? source.slice('plugin '.length) : undefined;
  const model = plugin ? PLUGIN_OPTIONS[plugin] : isConfigFileName(source) ? CONFIG_FILES[source] : undefined;
  if (!model) throw new Error(`EnvTable: the configuration model has no "${source}"`);
  const readBy = (key: string) => (plugin ? `\`config/plugins\` (\`${plugin}.config.${key}\`)` : `\`config/${source}\` (\`${key}\`)`);
  return optionsOf(model)
    .filter((option) => option.env)
    .map((option) => [`\`${option.env}\``, defaultCell(option, plugin), readBy(option.key), descriptionCell(option)]);
}

/** The cells of `<EnvTable from="server, tessera" />`: the variables of each comma-separated source, in order. */
export function envTableCells(from: string): TableCells {
  const rows = from
    .split(',')
    .map((source) => source.trim())
    .flatMap(sourceRows);
  if (rows.length === 0) throw new Error(`EnvTable: no environment variable in "${from}"`);
  return {head: ['Variable', 'Default', 'Read by', 'Description'], rows};
}

/** The lines `create-tessera --dbclient` writes to `.env` for a server database: the generated file's defaults. */
export function dbclientEnvLines(client: ServerClient): string[] {
  return optionsOf(CONFIG_FILES.database).flatMap((option) => {
    if (!option.env || !(option.key === 'connection.client' || option.clients === 'all')) return [];
    const fallback = option.key === 'connection.client' ? client : option.envDefault;
    const value = typeof fallback === 'string' ? fallback : fallback?.[client];
    return value === undefined ? [] : [`${option.env}=${value}`];
  });
}
