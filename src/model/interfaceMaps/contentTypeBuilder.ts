import type {InterfaceMapData, SubNav} from './types';
import {UI} from '../interface';

export function builderNav(active?: string): SubNav {
  return {
    title: 'Content-Type Builder',
    groups: [
      {heading: 'Collection types', items: ['Article', 'Category', 'Restaurant', 'Review', 'Trail', 'Create new collection type']},
      {heading: 'Single types', items: ['Homepage', 'Create new single type']},
      {heading: 'Components', items: ['shared', 'Create new component']},
    ],
    active,
  };
}

export const contentTypeBuilderMaps: Record<string, InterfaceMapData> = {
  'content-type-builder': {
    title: 'Content-Type Builder, a collection type',
    description:
      'The Restaurant collection type open in the Content-Type Builder: its fields listed with their types, the buttons to add a field and to edit the type, and Save at the top right.',
    nav: 'Content-Type Builder',
    subnav: builderNav('Restaurant'),
    header: {title: 'Restaurant', edit: 'Edit', actions: [UI.save]},
    blocks: [
      {type: 'toolbar', left: [UI.addField], right: [UI.configureView]},
      {
        type: 'list',
        title: 'Fields',
        items: [
          'name · Text',
          'slug · UID',
          'description · Rich text (Blocks)',
          'cover · Media',
          'categories · Relation',
          'address · Component',
          'seo · Component',
        ],
        actions: ['Edit', 'Delete'],
      },
    ],
    markers: [
      {n: 1, target: 'nav/Content-Type Builder', label: 'Content-Type Builder in the main navigation'},
      {n: 2, target: 'subnav/Create new collection type', label: 'Create a collection type, single type or component'},
      {n: 3, target: 'subnav/Restaurant', label: 'An existing content type'},
      {n: 4, target: `main/${UI.addField}`, label: `${UI.addField}: opens the field dialog`},
      {n: 5, target: 'main/Edit', label: 'Edit a field, or delete it'},
      {n: 6, target: 'header/Edit', label: 'Edit the content type: names and advanced settings'},
      {n: 7, target: `header/${UI.save}`, label: `${UI.save}: writes the schema and restarts the server`},
    ],
  },
  'content-type-builder-create': {
    title: 'Content-Type Builder, create a collection type',
    description:
      'The dialog that creates a collection type: the Basic settings tab with the display name and the two API IDs, the Advanced settings tab, and Continue.',
    nav: 'Content-Type Builder',
    subnav: builderNav(),
    header: {title: 'Content-Type Builder'},
    blocks: [],
    dialog: {
      title: 'Create a collection type',
      blocks: [
        {type: 'tabs', items: ['Basic settings', 'Advanced settings'], active: 0},
        {type: 'form', columns: 1, fields: [{label: 'Display name'}, {label: 'API ID (Singular)'}, {label: 'API ID (Plural)'}]},
      ],
      actions: [UI.cancel, UI.continue],
    },
    markers: [
      {n: 1, target: 'subnav/Create new collection type', label: 'Create new collection type (or single type, or component)'},
      {n: 2, target: 'dialog/Basic settings', label: 'Basic settings tab'},
      {n: 3, target: 'dialog/Display name', label: 'Display name; the API IDs are generated from it'},
      {n: 4, target: 'dialog/Advanced settings', label: 'Advanced settings tab: Draft & Publish, Internationalization'},
      {n: 5, target: `dialog/${UI.continue}`, label: `${UI.continue}: opens the first field dialog`},
    ],
  },
  'content-type-builder-field-types': {
    title: 'Content-Type Builder, select a field',
    description:
      'The Select a field dialog: the Default tab lists the built-in field types as tiles, the Custom tab the fields added by plugins.',
    nav: 'Content-Type Builder',
    subnav: builderNav('Restaurant'),
    header: {title: 'Restaurant', edit: 'Edit', actions: [UI.save]},
    blocks: [],
    dialog: {
      title: 'Select a field for Restaurant',
      blocks: [
        {type: 'tabs', items: ['Default', 'Custom'], active: 0},
        {
          type: 'grid',
          items: [
            'Text',
            'Rich text (Blocks)',
            'Number',
            'Date',
            'Media',
            'Relation',
            'Boolean',
            'JSON',
            'Email',
            'Password',
            'Enumeration',
            'UID',
            'Rich text (Markdown)',
            'Component',
            'Dynamic zone',
          ],
          columns: 3,
          tile: 'card',
        },
      ],
      actions: [UI.cancel],
    },
    markers: [
      {n: 1, target: 'dialog/Default', label: 'Default tab (built-in types) and Custom tab (plugins)'},
      {n: 2, target: 'dialog/Text', label: 'A field type: click it to open its settings'},
      {n: 3, target: 'dialog/Component', label: 'Component and Dynamic zone'},
      {n: 4, target: `header/${UI.save}`, label: `${UI.save}, after the dialog is closed`},
    ],
  },
};
