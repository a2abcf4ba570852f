import type {InterfaceMapData, SubNav} from './types';
import {SETTINGS_MENU, UI} from '../interface';

/** The Settings menu (SETTINGS_MENU); two groups have a "Roles" item, so `active` may be "heading/item". */
export function settingsNav(active?: string): SubNav {
  return {title: 'Settings', groups: SETTINGS_MENU, active};
}

export const settingsMaps: Record<string, InterfaceMapData> = {
  'settings-overview': {
    title: 'Settings, Overview',
    description:
      'The Settings area with its menu of global settings, administration panel screens and plugin settings, open on Overview: the project details and the two logos.',
    nav: 'Settings',
    subnav: settingsNav('Overview'),
    header: {title: 'Overview', actions: [UI.save]},
    blocks: [
      {type: 'list', title: 'Details', items: ['Tessera version 5.5.0', 'Plan: Community', 'Node.js version']},
      {type: 'grid', title: 'Customization', items: ['Menu logo · Change logo', 'Auth logo · Change logo'], columns: 2, tile: 'asset'},
    ],
    markers: [
      {n: 1, target: 'nav/Settings', label: 'Settings in the main navigation'},
      {n: 2, target: 'subnav/Global settings', label: 'Global settings'},
      {n: 3, target: 'subnav/Administration panel', label: 'Administration panel: roles and users'},
      {n: 4, target: 'subnav/Users & Permissions plugin', label: 'Plugin settings: Email plugin, Users & Permissions plugin'},
      {n: 5, target: 'main/Menu logo · Change logo', label: 'Change logo'},
      {n: 6, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-roles-editor': {
    title: 'Settings, administrator role editor',
    description:
      'The editor of an administrator role: name and description, then the permissions on four tabs, with one row per content type and one check box per action.',
    nav: 'Settings',
    subnav: settingsNav('Administration panel/Roles'),
    header: {title: 'Trail reviewer', back: true, actions: [UI.save]},
    blocks: [
      {type: 'form', fields: [{label: 'Name'}, {label: 'Description'}]},
      {type: 'tabs', items: ['Collection types', 'Single types', 'Plugins', 'Settings'], active: 0},
      {
        type: 'matrix',
        rows: ['Article', 'Category', 'Restaurant', 'Review', 'Trail'],
        columns: ['Create', 'Read', 'Update', 'Delete', 'Publish'],
      },
    ],
    markers: [
      {n: 1, target: 'subnav/Administration panel/Roles', label: 'Roles, under Administration panel'},
      {n: 2, target: 'main/Name', label: 'Name and Description'},
      {n: 3, target: 'main/Collection types', label: 'Four tabs: Collection types, Single types, Plugins, Settings'},
      {n: 4, target: 'main/Trail', label: 'A content type: click its name for fields, locales and conditions'},
      {n: 5, target: 'main/Publish', label: 'One column per action'},
      {n: 6, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-roles-list': {
    title: 'Settings, administrator roles',
    description: 'The list of administrator roles with their description and number of users, and the button to add a role.',
    nav: 'Settings',
    subnav: settingsNav('Administration panel/Roles'),
    header: {title: 'Roles', actions: [UI.createNewRole]},
    blocks: [{type: 'table', columns: ['Name', 'Description', 'Users'], rows: 4, actions: ['✎', '⧉', '✕']}],
    markers: [
      {n: 1, target: 'nav/Settings', label: 'Settings in the main navigation'},
      {n: 2, target: 'subnav/Administration panel/Roles', label: 'Roles, under Administration panel'},
      {n: 3, target: `header/${UI.createNewRole}`, label: UI.createNewRole},
      {n: 4, target: 'main/rows', label: 'A role: click the row (or its pencil) to edit it'},
      {n: 5, target: 'main/✎', label: 'Edit, duplicate or delete a role'},
    ],
  },
  'settings-users': {
    title: 'Settings, administrators',
    description:
      'The Users screen: administrators with their email, roles and whether they are active, and the button to invite a new user.',
    nav: 'Settings',
    subnav: settingsNav('Users'),
    header: {title: 'Users', actions: [UI.inviteUser]},
    blocks: [
      {type: 'toolbar', left: [UI.search, UI.filters]},
      {type: 'table', columns: ['Name', 'Email', 'Roles', 'Username', 'Active'], rows: 6, actions: ['✎', '✕']},
    ],
    dialog: {
      title: UI.inviteUser,
      blocks: [
        {type: 'form', fields: [{label: 'First name'}, {label: 'Last name'}, {label: 'Email', wide: true}]},
        {type: 'form', columns: 1, fields: [{label: "User's roles"}]},
      ],
      actions: [UI.cancel, 'Invite user'],
    },
    markers: [
      {n: 1, target: 'subnav/Users', label: 'Users, under Administration panel'},
      {n: 2, target: `header/${UI.inviteUser}`, label: UI.inviteUser},
      {n: 3, target: 'dialog/First name', label: 'User details'},
      {n: 4, target: "dialog/User's roles", label: "User's roles"},
      {n: 5, target: 'dialog/Invite user', label: 'Invite user: shows the invitation URL'},
    ],
  },
  'settings-api-tokens': {
    title: 'Settings, create an API token',
    description:
      'The form that creates an API token: name, description, duration and type, and for a custom type the permissions of each content type.',
    nav: 'Settings',
    subnav: settingsNav('API Tokens'),
    header: {title: 'Create API Token', back: true, actions: [UI.save]},
    blocks: [
      {type: 'form', fields: [{label: 'Name'}, {label: 'Description'}, {label: 'Token duration'}, {label: 'Token type'}]},
      {type: 'matrix', rows: ['Restaurant', 'Trail', 'Category'], columns: ['find', 'findOne', 'create', 'update', 'delete']},
    ],
    markers: [
      {n: 1, target: 'subnav/API Tokens', label: 'API Tokens, under Global settings'},
      {n: 2, target: 'main/Name', label: 'Name and Description'},
      {n: 3, target: 'main/Token duration', label: 'Token duration and Token type'},
      {n: 4, target: 'main/Restaurant', label: 'Permissions, for a Custom token type'},
      {n: 5, target: `header/${UI.save}`, label: `${UI.save}: the token is shown once, with its copy button`},
    ],
  },
  'settings-transfer-tokens': {
    title: 'Settings, create a transfer token',
    description: 'The form that creates a transfer token: name, description, duration and type (push, pull or full access).',
    nav: 'Settings',
    subnav: settingsNav('Transfer Tokens'),
    header: {title: 'Create Transfer Token', back: true, actions: [UI.save]},
    blocks: [{type: 'form', fields: [{label: 'Name'}, {label: 'Description'}, {label: 'Token duration'}, {label: 'Token type'}]}],
    markers: [
      {n: 1, target: 'subnav/Transfer Tokens', label: 'Transfer Tokens, under Global settings'},
      {n: 2, target: 'main/Name', label: 'Name and Description'},
      {n: 3, target: 'main/Token duration', label: 'Token duration and Token type'},
      {n: 4, target: `header/${UI.save}`, label: `${UI.save}: the token is shown once, with its copy button`},
    ],
  },
  'settings-internationalization': {
    title: 'Settings, Internationalization',
    description: 'The locales of the project in a table, the default one marked, with the Add new locale button and its dialog.',
    nav: 'Settings',
    subnav: settingsNav('Internationalization'),
    header: {title: 'Internationalization', actions: [UI.addLocale]},
    blocks: [{type: 'table', columns: ['ID', 'Display name', 'Default locale'], rows: 3, actions: ['✎', '✕']}],
    dialog: {
      title: UI.addLocale,
      blocks: [
        {type: 'tabs', items: ['Basic settings', 'Advanced settings'], active: 0},
        {type: 'form', columns: 1, fields: [{label: 'Locales'}, {label: 'Locale display name'}]},
      ],
      actions: [UI.cancel, UI.save],
    },
    markers: [
      {n: 1, target: `header/${UI.addLocale}`, label: UI.addLocale},
      {n: 2, target: 'dialog/Locales', label: 'Locales: the language and region'},
      {n: 3, target: 'dialog/Locale display name', label: 'Locale display name'},
      {n: 4, target: 'dialog/Advanced settings', label: 'Advanced settings: Set as default locale'},
      {n: 5, target: `dialog/${UI.save}`, label: UI.save},
    ],
  },
  'settings-review-workflows': {
    title: 'Settings, Review Workflows',
    description:
      'The editor of a review workflow: its name, the content types it is associated to and the stage required for publishing, then its stages in order, each with a colour and the roles that can change it.',
    nav: 'Settings',
    subnav: settingsNav('Review Workflows'),
    header: {title: 'Editorial review', back: true, actions: [UI.save]},
    blocks: [
      {type: 'form', columns: 2, fields: [{label: 'Workflow name'}, {label: 'Associated to'}, {label: 'Required stage for publishing'}]},
      {
        type: 'board',
        columns: [
          {title: 'Draft idea', cards: 1},
          {title: 'Writing', cards: 2},
          {title: 'Ready to review', cards: 1},
          {title: 'Approved', cards: 1},
        ],
      },
      {type: 'toolbar', left: ['Add new stage']},
    ],
    markers: [
      {n: 1, target: 'subnav/Review Workflows', label: 'Review Workflows, under Global settings'},
      {n: 2, target: 'main/Workflow name', label: 'Workflow name'},
      {n: 3, target: 'main/Associated to', label: 'Associated to: the content types'},
      {n: 4, target: 'main/Required stage for publishing', label: 'Required stage for publishing'},
      {n: 5, target: 'main/Writing', label: 'A stage: name, colour and roles that can change it'},
      {n: 6, target: 'main/Add new stage', label: 'Add new stage'},
      {n: 7, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-releases': {
    title: 'Settings, Releases',
    description: 'The Releases settings: the default time zone of new releases.',
    nav: 'Settings',
    subnav: settingsNav('Releases'),
    header: {title: 'Releases', actions: [UI.save]},
    blocks: [{type: 'form', columns: 1, fields: [{label: 'Default timezone'}]}],
    markers: [
      {n: 1, target: 'subnav/Releases', label: 'Releases, under Global settings'},
      {n: 2, target: 'main/Default timezone', label: 'Default timezone'},
      {n: 3, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-audit-logs': {
    title: 'Settings, Audit Logs',
    description: 'The audit logs in a table, newest first: action, date, user, with filters above and a details button on each row.',
    nav: 'Settings',
    subnav: settingsNav('Audit Logs'),
    header: {title: 'Audit Logs'},
    blocks: [
      {type: 'toolbar', left: [UI.filters]},
      {type: 'table', columns: ['Action', 'Date', 'User'], rows: 8, actions: ['👁']},
    ],
    markers: [
      {n: 1, target: 'subnav/Audit Logs', label: 'Audit Logs, under Global settings'},
      {n: 2, target: `main/${UI.filters}`, label: 'Filters: action, user, date'},
      {n: 3, target: 'main/rows', label: 'A log: open it to read its details'},
    ],
  },
  'settings-media-library': {
    title: 'Settings, Media Library',
    description: 'The Media Library settings: three switches for responsive versions, size optimisation and automatic orientation.',
    nav: 'Settings',
    subnav: settingsNav('Media Library'),
    header: {title: 'Media Library', actions: [UI.save]},
    blocks: [
      {
        type: 'form',
        columns: 1,
        fields: [{label: 'Responsive friendly upload'}, {label: 'Size optimization'}, {label: 'Auto orientation'}],
      },
    ],
    markers: [
      {n: 1, target: 'subnav/Media Library', label: 'Media Library, under Global settings'},
      {n: 2, target: 'main/Responsive friendly upload', label: 'Responsive friendly upload'},
      {n: 3, target: 'main/Size optimization', label: 'Size optimization'},
      {n: 4, target: 'main/Auto orientation', label: 'Auto orientation'},
      {n: 5, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-sso': {
    title: 'Settings, Single Sign-On',
    description:
      'The Single Sign-On settings: auto-registration, the default role of new administrators and the roles that must log in through a provider.',
    nav: 'Settings',
    subnav: settingsNav('Single Sign-On'),
    header: {title: 'Single Sign-On', actions: [UI.save]},
    blocks: [
      {type: 'form', columns: 1, fields: [{label: 'Auto-registration'}, {label: 'Default role'}, {label: 'Local authentication lock-out'}]},
    ],
    markers: [
      {n: 1, target: 'subnav/Single Sign-On', label: 'Single Sign-On, under Global settings'},
      {n: 2, target: 'main/Auto-registration', label: 'Auto-registration'},
      {n: 3, target: 'main/Default role', label: 'Default role of registered administrators'},
      {n: 4, target: 'main/Local authentication lock-out', label: 'Roles that can no longer log in with a password'},
      {n: 5, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-end-user-roles': {
    title: 'Settings, end-user role editor',
    description:
      'The editor of a role of the Users & Permissions plugin: role details, then one section per content type and plugin with the actions to tick, and the routes each action opens.',
    nav: 'Settings',
    subnav: settingsNav('Users & Permissions plugin/Roles'),
    header: {title: 'Public', back: true, actions: [UI.save]},
    blocks: [
      {type: 'form', fields: [{label: 'Name'}, {label: 'Description'}]},
      {type: 'list', title: 'Permissions', items: ['Restaurant', 'Trail', 'Review', 'Upload', 'Users-permissions']},
      {type: 'matrix', rows: ['Restaurant'], columns: ['Select all', 'find', 'findOne', 'create', 'update', 'delete']},
    ],
    markers: [
      {n: 1, target: 'subnav/Users & Permissions plugin/Roles', label: 'Roles, under Users & Permissions plugin'},
      {n: 2, target: 'main/Name', label: 'Role details: Name and Description'},
      {n: 3, target: 'main/Restaurant', label: 'A section per content type or plugin: click to expand'},
      {n: 4, target: 'main/find', label: 'The actions to tick, or Select all'},
      {n: 5, target: `header/${UI.save}`, label: UI.save},
    ],
  },
  'settings-providers': {
    title: 'Settings, Users & Permissions providers',
    description: 'The login providers of end users in a table, each enabled or not, with the dialog that configures one.',
    nav: 'Settings',
    subnav: settingsNav('Providers'),
    header: {title: 'Providers'},
    blocks: [{type: 'table', columns: ['Provider', 'Status'], rows: 6, actions: ['✎']}],
    dialog: {
      title: 'Edit provider: GitHub',
      blocks: [
        {
          type: 'form',
          fields: [
            {label: 'Enable'},
            {label: 'Client ID'},
            {label: 'Client Secret'},
            {label: 'The redirect URL to your front-end app', wide: true},
          ],
        },
      ],
      actions: [UI.cancel, UI.save],
    },
    markers: [
      {n: 1, target: 'subnav/Providers', label: 'Providers, under Users & Permissions plugin'},
      {n: 2, target: 'main/✎', label: "A provider's row, or its pencil"},
      {n: 3, target: 'dialog/Enable', label: 'Enable, then the keys from the provider'},
      {n: 4, target: `dialog/${UI.save}`, label: UI.save},
    ],
  },
};
