/**
 * The cells of a `<ConfigTable>`: the options of a configuration file, a middleware or a plugin from the
 * configuration model (src/model/config), as inline Markdown. The component renders them as an HTML table and the
 * Markdown twin as a Markdown table, so both show the same facts.
 */
import {configTable, type ConfigOption, type ConfigTableRef} from '../../model/config';

/** A table's header and rows, as inline Markdown cells. */
export interface TableCells {
  head: string[];
  rows: string[][];
}

const typeCell = (option: ConfigOption): string => {
  const type = option.values ? option.values.map((value) => `'${value}'`).join(' | ') : option.type;
  return `\`${type}\`${option.unit ? ` (${option.unit})` : ''}`;
};

const defaultCell = (option: ConfigOption): string => {
  if (option.default !== null) return option.default;
  if (option.required === true) return 'none (required)';
  return option.required ? `none (required ${option.required})` : 'none';
};

const meaningCell = (option: ConfigOption): string => {
  if (!option.env) return option.meaning;
  // The file's fallback, when the key has no default of its own to show in the Default column.
  const fallback =
    option.default === null && option.envDefault && typeof option.envDefault === 'string' ? ` (\`${option.envDefault}\` when unset)` : '';
  return `${option.meaning} A new project reads it from \`${option.env}\`${fallback}.`;
};

export function configTableCells(ref: ConfigTableRef): TableCells {
  const {rows} = configTable(ref);
  const options = rows.map((row) => row.option);
  const columns: {title: string; cell: (option: ConfigOption, shown: string) => string; shown: boolean}[] = [
    {title: 'Option', cell: (_option, shown) => `\`${shown}\``, shown: true},
    {title: 'Type', cell: typeCell, shown: true},
    {title: 'Default', cell: defaultCell, shown: options.some((option) => option.default !== null || option.required)},
    {title: 'Clients', cell: (option) => option.clients ?? '', shown: options.some((option) => option.clients)},
    {title: 'Since', cell: (option) => option.since ?? '', shown: options.some((option) => option.since)},
    {title: 'Description', cell: meaningCell, shown: true},
    {title: 'Example', cell: (option) => option.example ?? '', shown: options.some((option) => option.example)},
  ];
  const shown = columns.filter((column) => column.shown);
  return {
    head: shown.map((column) => column.title),
    rows: rows.map((row) => shown.map((column) => column.cell(row.option, row.shown))),
  };
}
