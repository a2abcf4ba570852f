import type {InterfaceMapData, SubNav} from './types';
import {UI} from '../interface';

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
    {title: UI.entry, items: [UI.publish, UI.save], primary: UI.publish},
    {title: UI.information, items: ['Created by', 'Last update']},
    {title: UI.relations, items: ['categories']},
  ],
};

const restaurantForm = {
  type: 'form',
  fields: [
    {label: 'name *'},
    {label: 'slug (UID)'},
    {label: 'description (Blocks)', wide: true, tall: true},
    {label: 'cover (Media)'},
    {label: 'categories (Relation)'},
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
      {type: 'table', columns: ['ID', 'name', 'categories', 'Status'], rows: 7, actions: ['✎', '⋯']},
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
      'The edit view of a published Restaurant document with saved changes (Modified): the Draft and Published tabs and the fields in the centre and, on the right, the side panel with the Publish and Save buttons, the document information and its relations.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Pine Cone Bistro', back: true, status: 'Modified', actions: [UI.moreActions]},
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
  'content-manager-configure-view': {
    title: 'Content Manager, configure the list view',
    description:
      'The list view settings of the Restaurant collection type: switches for search, filters and bulk actions, the page size and default sort, and the columns of the table as cards.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Configure the view: Restaurant', back: true, actions: [UI.save]},
    blocks: [
      {
        type: 'form',
        columns: 2,
        fields: [
          {label: 'Enable search'},
          {label: 'Enable filters'},
          {label: 'Enable bulk actions'},
          {label: 'Entries per page'},
          {label: 'Default sort attribute'},
          {label: 'Default sort order'},
        ],
      },
      {type: 'grid', title: 'View', items: ['ID', 'name', 'categories', 'Status', '+ Add a field'], columns: 5, tile: 'card'},
      {type: 'toolbar', left: ['Set the edit view']},
    ],
    markers: [
      {n: 1, target: `subnav/Restaurant`, label: 'The content type whose view you configure'},
      {n: 2, target: 'main/Enable search', label: 'List view settings'},
      {n: 3, target: 'main/+ Add a field', label: 'Add a field: a new column at the end'},
      {n: 4, target: 'main/name', label: 'A column card: drag it, edit it (pencil) or remove it (cross)'},
      {n: 5, target: 'main/Set the edit view', label: 'Switch to the edit view layout'},
      {n: 6, target: `header/${UI.save}`, label: `${UI.save} the layout`},
    ],
  },
  'content-manager-bulk': {
    title: 'Content Manager, bulk actions on the list view',
    description:
      'The list view with several documents ticked: a bar above the table offers Publish, Unpublish, Add to release and Delete for the selection.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Restaurant', actions: [UI.createEntry]},
    blocks: [
      {type: 'toolbar', left: ['3 documents selected', UI.publish, UI.unpublish, UI.addToRelease, 'Delete']},
      {type: 'table', columns: ['ID', 'name', 'categories', 'Status'], rows: 8, actions: ['✎', '⋯']},
    ],
    markers: [
      {n: 1, target: 'main/rows', label: 'Tick the checkbox at the start of each row (or in the heading, for the whole page)'},
      {n: 2, target: `main/${UI.publish}`, label: `${UI.publish} or ${UI.unpublish} the selection`},
      {n: 3, target: `main/${UI.addToRelease}`, label: `${UI.addToRelease}: the selection joins a release`},
      {n: 4, target: 'main/Delete', label: 'Delete the selection'},
    ],
  },
  'content-manager-more-actions': {
    title: 'Content Manager, edit view with More document actions',
    description:
      'The edit view of a published restaurant with the More document actions menu open: adding it to a release, Content History, filling in from another locale, publishing several locales, unpublishing and deleting.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Pine Cone Bistro', back: true, status: 'Published', actions: [UI.locale, UI.moreActions]},
    blocks: [
      {type: 'tabs', items: ['Draft', 'Published'], active: 0},
      {type: 'form', fields: [{label: 'name *'}, {label: 'slug (UID)'}, {label: 'description (Blocks)', wide: true, tall: true}]},
    ],
    aside: {
      sections: [
        {
          title: 'More document actions',
          items: [UI.addToRelease, UI.history, 'Fill in from another locale', 'Publish multiple locales', UI.unpublish, 'Delete document'],
        },
      ],
    },
    markers: [
      {n: 1, target: `header/${UI.moreActions}`, label: 'More document actions (⋯)'},
      {n: 2, target: `aside/${UI.addToRelease}`, label: `${UI.addToRelease}: opens the release dialog`},
      {n: 3, target: `aside/${UI.history}`, label: `${UI.history}: the earlier versions`},
      {n: 4, target: 'aside/Fill in from another locale', label: 'Fill in from another locale'},
      {n: 5, target: 'aside/Publish multiple locales', label: 'Publish multiple locales'},
      {n: 6, target: `aside/${UI.unpublish}`, label: `${UI.unpublish}: back to draft only`},
      {n: 7, target: `header/${UI.locale}`, label: 'Locale menu: switch to or create a locale'},
    ],
  },
  'content-manager-add-to-release': {
    title: 'Content Manager, Add to release dialog',
    description:
      'The dialog that adds the open document to a pending release, with the release menu, the choice between publish and unpublish and the Continue button.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Restaurant'),
    header: {title: 'Pine Cone Bistro', back: true, status: 'Draft', actions: [UI.moreActions]},
    blocks: [restaurantForm],
    dialog: {
      title: UI.addToRelease,
      blocks: [
        {type: 'form', columns: 1, fields: [{label: 'Select a release'}]},
        {type: 'tabs', items: ['publish', 'unpublish'], active: 0},
      ],
      actions: [UI.cancel, UI.continue],
    },
    markers: [
      {n: 1, target: `header/${UI.moreActions}`, label: `More document actions (⋯), then ${UI.addToRelease}`},
      {n: 2, target: 'dialog/Select a release', label: 'Select a release: pending releases only'},
      {n: 3, target: 'dialog/publish', label: 'publish or unpublish when the release runs'},
      {n: 4, target: `dialog/${UI.continue}`, label: `${UI.continue}: adds the document`},
    ],
  },
  'content-manager-relations': {
    title: 'Content Manager, relation field',
    description:
      'The edit view of an article with its relation field: the search box that adds or creates a relation, the linked trails with their status, and the relations panel.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Article'),
    header: {title: 'Eat well, walk far', back: true, status: 'Draft', actions: [UI.moreActions]},
    blocks: [
      {
        type: 'form',
        fields: [{label: 'title *'}, {label: 'slug (UID)'}, {label: 'trails (Relation): Add or create a relation', wide: true}],
      },
      {type: 'list', items: ['Mossy Creek Trail · Published', 'Granite Steps · Published'], actions: ['Remove']},
      {type: 'toolbar', left: ['Create a relation']},
    ],
    aside: {sections: [editAside.sections[0], editAside.sections[1], {title: UI.relations, items: ['trails']}]},
    markers: [
      {n: 1, target: 'main/trails (Relation): Add or create a relation', label: 'Add or create a relation: type to search documents'},
      {n: 2, target: 'main/Mossy Creek Trail · Published', label: 'A linked document with its status: click to open it, drag to reorder'},
      {n: 3, target: 'main/Remove', label: 'Remove the link'},
      {n: 4, target: 'main/Create a relation', label: 'Create a relation: a new related document in a dialog'},
      {n: 5, target: `aside/${UI.save}`, label: `${UI.save} the document to keep the links`},
    ],
  },
  'content-manager-review': {
    title: 'Content Manager, review workflow in the edit view',
    description:
      'The edit view of an article under a review workflow: the side panel shows the Review workflow box with the Review stage and Assignee menus.',
    nav: 'Content Manager',
    subnav: contentManagerNav('Article'),
    header: {title: 'Ten autumn hikes', back: true, status: 'Draft', actions: [UI.moreActions]},
    blocks: [
      {
        type: 'form',
        fields: [
          {label: 'title *'},
          {label: 'slug (UID)'},
          {label: 'content (Blocks)', wide: true, tall: true},
          {label: 'cover (Media)'},
          {label: 'trails (Relation)'},
        ],
      },
    ],
    aside: {
      sections: [
        {title: UI.entry, items: [UI.publish, UI.save], primary: UI.publish},
        {title: 'Review workflow', items: ['Review stage: Ready to review', 'Assignee: Luis Ortega']},
      ],
    },
    markers: [
      {n: 1, target: 'aside/Review workflow', label: 'The Review workflow box'},
      {n: 2, target: 'aside/Review stage: Ready to review', label: `${UI.reviewStage}: saved as soon as you pick a stage`},
      {n: 3, target: 'aside/Assignee: Luis Ortega', label: `${UI.assignee}: the administrator who should act next`},
      {n: 4, target: `aside/${UI.publish}`, label: `${UI.publish}, once the document reaches the required stage`},
    ],
  },
  'content-manager-history': {
    title: 'Content History',
    description:
      'The full-page history of a document: the selected version in the centre, read-only, and the list of versions on the right, newest first, with the Restore button at the top.',
    nav: 'Content Manager',
    header: {title: 'Pine Cone Bistro: history', back: true, actions: ['Restore']},
    blocks: [
      {
        type: 'list',
        title: 'Version of 12 Nov 2024, 10:42',
        items: ['name: Pine Cone Bistro', 'slug: pine-cone-bistro', 'description', 'cover: pine-cone-terrace.jpg'],
      },
      {type: 'list', title: 'Unknown fields', items: ['opening_hours (removed from the content type)']},
    ],
    aside: {
      sections: [
        {
          title: 'Versions',
          items: ['Today, 09:15 · Draft', '12 Nov, 10:42 · Published', '11 Nov, 17:03 · Modified', '10 Nov, 08:30 · Draft'],
        },
      ],
    },
    markers: [
      {n: 1, target: 'header/back', label: 'Back to the edit view'},
      {n: 2, target: 'aside/Versions', label: 'Versions, newest first, with their author and status'},
      {n: 3, target: 'main/name: Pine Cone Bistro', label: 'The selected version, read only'},
      {n: 4, target: 'main/opening_hours (removed from the content type)', label: 'Fields the content type no longer has'},
      {n: 5, target: 'header/Restore', label: 'Restore this version as the draft'},
    ],
  },
  'content-manager-preview': {
    title: 'Content Manager, preview',
    description:
      'The full-screen preview of a document, opened from the side panel of the edit view: the website page in a frame, with tabs for the draft and the published version and a button to close it.',
    nav: 'Content Manager',
    header: {title: 'Preview: Pine Cone Bistro', back: '✕ Close preview'},
    blocks: [
      {type: 'tabs', items: ['Draft', 'Published'], active: 0},
      {
        type: 'grid',
        title: 'Your website, as a visitor sees it',
        items: ['https://trailhead.example/restaurants/pine-cone-bistro'],
        columns: 1,
        tile: 'asset',
      },
    ],
    markers: [
      {n: 1, target: 'header/back', label: 'Close preview, the cross at the top left (or press Escape)'},
      {n: 2, target: 'main/Draft', label: 'Draft and Published versions'},
      {n: 3, target: 'main/https://trailhead.example/restaurants/pine-cone-bistro', label: 'The page of your website, with working links'},
    ],
  },
  'end-users-list': {
    title: 'Content Manager, end users',
    description:
      'The User collection type of the Users & Permissions plugin in the Content Manager: a table of end users with their email, confirmation, blocked state and role.',
    nav: 'Content Manager',
    subnav: {
      title: 'Content Manager',
      groups: [
        {heading: 'Collection types', items: ['Article', 'Category', 'Restaurant', 'Review', 'Trail', 'User']},
        {heading: 'Single types', items: ['Homepage']},
      ],
      active: 'User',
    },
    header: {title: 'User', actions: [UI.createEntry]},
    blocks: [
      {type: 'toolbar', left: [UI.search, UI.filters], right: [UI.configureView]},
      {type: 'table', columns: ['ID', 'username', 'email', 'confirmed', 'blocked', 'role'], rows: 7, actions: ['✎', '⋯']},
    ],
    markers: [
      {n: 1, target: 'nav/Content Manager', label: 'Content Manager in the main navigation'},
      {n: 2, target: 'subnav/User', label: 'User, under Collection types'},
      {n: 3, target: `header/${UI.createEntry}`, label: `${UI.createEntry}: a new end user`},
      {n: 4, target: 'main/rows', label: 'An end user: click the row to edit, confirm or block it'},
      {n: 5, target: 'main/blocked', label: 'confirmed, blocked and role columns'},
    ],
  },
};
