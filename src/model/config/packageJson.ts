import type {ConfigFileModel} from './types';

/** The `tessera` field of a project's package.json: what the CLI writes there. */
export const PROJECT_PACKAGE_FIELD: ConfigFileModel = {
  name: "the tessera field of a project's package.json",
  page: '/dev-docs/project-structure',
  groups: [
    {
      id: 'project',
      options: [
        {
          key: 'uuid',
          type: 'string',
          default: null,
          meaning: 'Identifies the project, anonymously, in usage data. `tessera telemetry:enable` writes a new one.',
        },
        {
          key: 'telemetryDisabled',
          type: 'boolean',
          default: '`false`',
          meaning: 'Stops the anonymous usage data of every copy of the project; `tessera telemetry:disable` sets it.',
        },
      ],
    },
  ],
};

/** The `tessera` field of a plugin's package.json, which makes the package a plugin (Plugin SDK reference). */
export const PLUGIN_PACKAGE_FIELD: ConfigFileModel = {
  name: "the tessera field of a plugin's package.json",
  page: '/dev-docs/plugins/development/plugin-sdk',
  groups: [
    {
      id: 'plugin',
      options: [
        {key: 'kind', type: 'string', values: ['plugin'], default: null, required: true, meaning: 'Marks the package as a Tessera plugin.'},
        {
          key: 'name',
          type: 'string',
          default: null,
          required: true,
          meaning: 'The plugin’s name in `config/plugins`, UIDs and URLs: lowercase letters, digits and dashes.',
        },
        {key: 'displayName', type: 'string', default: null, meaning: 'The name shown in the admin panel.'},
        {key: 'description', type: 'string', default: null, meaning: 'A one-line description, shown on the plugin’s **Marketplace** card.'},
      ],
    },
  ],
};

/** A plugin's name (`tessera.name`): lowercase letters, digits and dashes. */
export const PLUGIN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
