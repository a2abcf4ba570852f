/**
 * Tables of the configuration model (src/model/config), rendered on the server as plain tables with no client code of
 * their own: `<ConfigTable>` lists the options of a configuration file, a built-in middleware or a plugin
 * (`<ConfigTable file="server" group="proxy" />`, `<ConfigTable middleware="tessera::cors" />`,
 * `<ConfigTable plugin="graphql" />`); `<EnvTable>` the environment variables those files and Tessera read
 * (`<EnvTable from="database" />`, `<EnvTable from="admin, plugin users-permissions" />`, `<EnvTable from="tessera" />`).
 */
import React, {type ReactNode} from 'react';
import {Inline} from '@site/src/components/mdx/DataTables';
import {configTableCells, type TableCells} from '@site/src/lib/content/configTable';
import {envTableCells} from '@site/src/lib/content/envVariables';
import type {ConfigTableRef} from '@site/src/model/config';

function CellsTable({cells: {head, rows}, name}: {cells: TableCells; name: string}): ReactNode {
  return (
    <table data-config-table={name}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>
                <Inline source={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ConfigTable(props: ConfigTableRef): ReactNode {
  return <CellsTable cells={configTableCells(props)} name={props.file ?? props.middleware ?? props.plugin ?? ''} />;
}

export function EnvTable({from}: {from: string}): ReactNode {
  return <CellsTable cells={envTableCells(from)} name={`env ${from}`} />;
}
