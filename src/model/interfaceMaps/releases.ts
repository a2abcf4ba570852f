import type {InterfaceMapData} from './types';
import {UI} from '../interface';

export const releasesMaps: Record<string, InterfaceMapData> = {
  'releases-list': {
    title: 'Releases',
    description:
      'The Releases page: the Pending and Done tabs, each release with its date and number of documents, and the New release button that opens the dialog to name and schedule one.',
    nav: 'Releases',
    header: {title: 'Releases', actions: [UI.newRelease]},
    blocks: [
      {type: 'tabs', items: ['Pending (3)', 'Done'], active: 0},
      {
        type: 'list',
        items: [
          'Spring menus · 1 Mar 2025, 08:00 · 12 documents',
          'Trail season opening · not scheduled · 4 documents',
          'Holiday closures · 20 Dec 2024, 18:00 · Empty',
        ],
      },
    ],
    dialog: {
      title: UI.newRelease,
      blocks: [
        {type: 'form', columns: 1, fields: [{label: 'Name'}]},
        {type: 'tabs', items: ['Schedule release']},
        {type: 'form', fields: [{label: 'Date'}, {label: 'Time'}, {label: 'Timezone', wide: true}]},
      ],
      actions: [UI.cancel, UI.continue],
    },
    markers: [
      {n: 1, target: 'nav/Releases', label: 'Releases in the main navigation'},
      {n: 2, target: `header/${UI.newRelease}`, label: UI.newRelease},
      {n: 3, target: 'dialog/Name', label: 'Name of the release'},
      {n: 4, target: 'dialog/Schedule release', label: 'Schedule release, with Date, Time and Timezone'},
      {n: 5, target: `dialog/${UI.continue}`, label: `${UI.continue}: the release opens, Empty`},
      {n: 6, target: 'main/Pending (3)', label: 'Pending and Done tabs; click a release to open it'},
    ],
  },
  'release-details': {
    title: 'Releases, a release',
    description:
      'A pending release: its documents grouped by content type, each with its locale, its action (publish or unpublish) and whether it is ready, with Publish and the ⋯ menu (Refresh, Edit, Delete) at the top.',
    nav: 'Releases',
    header: {title: 'Spring menus', back: true, status: 'Ready', actions: [UI.moreActions, 'Publish']},
    blocks: [
      {type: 'toolbar', left: ['Group by: Content type']},
      {type: 'table', columns: ['Name', 'Locale', 'Action', 'Status'], rows: 6, actions: ['⋯']},
    ],
    aside: {sections: [{title: UI.moreActions, items: ['Refresh', 'Edit', 'Delete']}]},
    markers: [
      {n: 1, target: 'main/Group by: Content type', label: 'Group by content type, locale or action'},
      {n: 2, target: 'main/Action', label: 'The action of each document: publish or unpublish'},
      {n: 3, target: 'main/Status', label: 'Ready to publish, or Not ready to publish'},
      {n: 4, target: 'main/⋯', label: 'Row menu: Edit document, Remove from release'},
      {n: 5, target: 'aside/Refresh', label: 'Refresh the statuses, Edit, Delete (the ⋯ menu)'},
      {n: 6, target: 'header/Publish', label: 'Publish the whole release now'},
    ],
  },
};
