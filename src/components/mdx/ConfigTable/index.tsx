/**
 * The options of a configuration file, a built-in middleware or a plugin, from the configuration model
 * (src/model/config): `<ConfigTable file="server" group="proxy" />`, `<ConfigTable middleware="tessera::cors" />`,
 * `<ConfigTable plugin="graphql" />`. Rendered on the server as a plain table; no client code of its own.
 */
import React, {type ReactNode} from 'react';
import {Inline} from '@site/src/components/mdx/DataTables';
import {configTableCells} from '@site/src/lib/configTable';
import type {ConfigTableRef} from '@site/src/model/config';

export default function ConfigTable(props: ConfigTableRef): ReactNode {
  const {head, rows} = configTableCells(props);
  return (
    <table data-config-table={props.file ?? props.middleware ?? props.plugin}>
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
