import type {InterfaceMapData} from './types';
import {UI} from '../interface';

export const generalMaps: Record<string, InterfaceMapData> = {
  'admin-home': {
    title: 'Admin panel, Home',
    description:
      'The Home page of the admin panel: the main navigation on the left (its icons are named on the map) and the workspace, which shows the last edited and last published documents and the project statistics.',
    nav: 'Home',
    header: {title: 'Hello Maya'},
    blocks: [
      {
        type: 'grid',
        title: 'Last edited entries',
        items: ['Pine Cone Bistro', 'Mossy Creek Trail', 'Ten autumn hikes'],
        columns: 3,
        tile: 'card',
      },
      {type: 'grid', title: 'Last published entries', items: ['Summit Ramen', 'Homepage', 'Eat well, walk far'], columns: 3, tile: 'card'},
      {type: 'list', title: 'Project statistics', items: ['Entries · Assets · Content types · Locales · Admins · Webhooks']},
    ],
    markers: [
      {n: 1, target: 'nav', label: 'The main navigation'},
      {n: 2, target: 'nav/Content Manager', label: 'Features open in the workspace, some with a sub-navigation'},
      {n: 3, target: 'main/Last edited entries', label: 'The workspace'},
    ],
  },
  marketplace: {
    title: 'Marketplace',
    description:
      'The Marketplace: plugins and providers as cards, with search, filters, sorting and a button on each card to copy its install command.',
    nav: 'Marketplace',
    header: {title: 'Marketplace', actions: ['Submit plugin']},
    blocks: [
      {type: 'tabs', items: ['Plugins', 'Providers'], active: 0},
      {type: 'toolbar', left: [UI.search, UI.filters, 'Sort by']},
      {
        type: 'grid',
        items: [
          'SEO · Copy install command',
          'Color picker · Copy install command',
          'Sentry · Copy install command',
          'Navigation · Copy install command',
        ],
        columns: 2,
        tile: 'asset',
      },
    ],
    markers: [
      {n: 1, target: 'nav/Marketplace', label: 'Marketplace in the main navigation'},
      {n: 2, target: `main/${UI.search}`, label: UI.search},
      {n: 3, target: `main/${UI.filters}`, label: UI.filters},
      {n: 4, target: 'main/Sort by', label: 'Sort by'},
      {n: 5, target: 'main/SEO · Copy install command', label: 'A plugin card and its Copy install command button'},
    ],
  },
};
