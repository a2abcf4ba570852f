import type {InterfaceMapData, SubNav} from './types';
import {UI} from './vocabulary';

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
        items: ['name · Text', 'slug · UID', 'description · Rich text (Blocks)', 'photos · Media', 'category · Relation', 'address · Component', 'seo · Component'],
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
};
