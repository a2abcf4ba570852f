import type {InterfaceMapData, SubNav} from './types';
import {UI} from './vocabulary';

/** The Content Manager's sub-navigation with the Trailhead content types. */
export function contentManagerNav(active?: string): SubNav {
  return {
    title: 'Content Manager',
    groups: [
      {heading: 'Collection types', items: ['Article', 'Category', 'Restaurant', 'Review', 'Trail']},
      {heading: 'Single types', items: ['Homepage']},
    ],
    active,
  };
}

const editAside = {
  sections: [
    {title: UI.entry, items: [UI.publish, UI.save]},
    {title: UI.information, items: ['Created by', 'Last update']},
    {title: UI.relations, items: ['category']},
  ],
};

const restaurantForm = {
  type: 'form',
  fields: [
    {label: 'name *'},
    {label: 'slug (UID)'},
    {label: 'description (Blocks)', wide: true, tall: true},
    {label: 'photos (Media)'},
    {label: 'category (Relation)'},
    {label: 'address (component)', wide: true},
  ],
} as const;

export const contentManagerMaps: Record<string, InterfaceMapData> = {
  'content-manager-list': {
    title: 'Content Manager, list view',
    description:
      'The documents of the Restaurant collection type in a table, with the content types in the sub-navigation, the button to create a document and the tools to search, filter and configure the list.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Restaurant', actions: [UI.createEntry]},
    blocks: [
      {type: 'toolbar', left: [UI.search, UI.filters], right: [UI.locale, UI.configureView]},
      {type: 'table', columns: ['ID', 'name', 'category', 'Status'], rows: 7, actions: ['✎', '⋯']},
      {type: 'toolbar', left: ['10 per page'], right: ['‹ 1 2 3 ›']},
    ],
    markers: [
      {n: 1, target: 'nav/Content Manager', label: 'Content Manager in the main navigation'},
      {n: 2, target: 'subnav/Restaurant', label: 'A content type in the sub-navigation (collection types, then single types)'},
      {n: 3, target: `header/${UI.createEntry}`, label: `${UI.createEntry}: opens an empty edit view`},
      {n: 4, target: `main/${UI.search}`, label: 'Search the documents'},
      {n: 5, target: `main/${UI.filters}`, label: 'Filters: add conditions on fields'},
      {n: 6, target: 'main/rows', label: 'The documents: click a row to edit it'},
      {n: 7, target: `main/${UI.configureView}`, label: `${UI.configureView}: columns, sort and page size`},
    ],
  },
  'content-manager-edit': {
    title: 'Content Manager, edit view',
    description:
      'The edit view of a Restaurant document: the fields in the centre and, on the right, the side panel with the Publish and Save buttons, the document information and its relations.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Pine Hollow Diner', back: true, status: 'Draft', actions: [UI.moreActions]},
    blocks: [{type: 'tabs', items: ['Draft', 'Published'], active: 0}, restaurantForm],
    aside: editAside,
    markers: [
      {n: 1, target: 'header/back', label: 'Back to the list view'},
      {n: 2, target: 'header/status', label: 'Status of the document: Draft, Modified or Published'},
      {n: 3, target: 'main/Draft', label: 'Draft and Published tabs'},
      {n: 4, target: 'main/name *', label: 'Fields; an asterisk marks a required one'},
      {n: 5, target: `aside/${UI.publish}`, label: `${UI.publish} and ${UI.save}`},
      {n: 6, target: `aside/${UI.relations}`, label: 'Relations panel'},
      {n: 7, target: `header/${UI.moreActions}`, label: 'More document actions (⋯)'},
    ],
  },
};
