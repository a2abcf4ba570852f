import type {InterfaceMapData} from './types';
import {UI} from '../interface';

const libraryBlocks = [
  {type: 'toolbar', left: ['Select all', 'Sort by', UI.filters], right: [UI.search]},
  {type: 'grid', title: 'Folders (2)', items: ['restaurants', 'trails'], columns: 4, tile: 'card'},
  {
    type: 'grid',
    title: 'Assets (3)',
    items: ['pine-cone-terrace.jpg', 'pine-hollow-terrace.jpg', 'summit-cafe.jpg'],
    columns: 4,
    tile: 'asset',
  },
] as const;

export const mediaLibraryMaps: Record<string, InterfaceMapData> = {
  'media-library': {
    title: 'Media Library',
    description:
      'The Media Library at the root: folders first, then assets as cards with a preview, with the buttons to add a folder and to add assets, and tools to select, sort, filter and search.',
    nav: 'Media Library',
    header: {title: 'Media Library', actions: [UI.addNewFolder, UI.addNewAssets]},
    blocks: libraryBlocks,
    markers: [
      {n: 1, target: 'nav/Media Library', label: 'Media Library in the main navigation'},
      {n: 2, target: `header/${UI.addNewFolder}`, label: UI.addNewFolder},
      {n: 3, target: `header/${UI.addNewAssets}`, label: `${UI.addNewAssets}: the upload dialog`},
      {n: 4, target: 'main/restaurants', label: 'A folder: open it, or tick it and use the bar to move, edit or delete'},
      {n: 5, target: 'main/pine-cone-terrace.jpg', label: 'An asset: click it (or its pencil) for its details'},
      {n: 6, target: `main/${UI.filters}`, label: 'Sort, filter and search the library'},
    ],
  },
  'media-library-upload': {
    title: 'Media Library, add new assets',
    description:
      'The Add new assets dialog: the From computer and From URL tabs, the drop area with Browse files, and then the pending files with the upload button.',
    nav: 'Media Library',
    header: {title: 'Media Library', actions: [UI.addNewFolder, UI.addNewAssets]},
    blocks: libraryBlocks,
    dialog: {
      title: UI.addNewAssets,
      blocks: [
        {type: 'tabs', items: ['From computer', 'From URL'], active: 0},
        {type: 'grid', items: ['Drag and drop here, or Browse files'], columns: 1, tile: 'asset'},
        {type: 'form', columns: 1, fields: [{label: 'Pending: 3 assets ready to upload'}]},
      ],
      actions: [UI.cancel, 'Upload 3 assets to the library'],
    },
    markers: [
      {n: 1, target: `header/${UI.addNewAssets}`, label: UI.addNewAssets},
      {n: 2, target: 'dialog/From computer', label: 'From computer and From URL tabs'},
      {n: 3, target: 'dialog/Drag and drop here, or Browse files', label: 'Drop files here, or Browse files'},
      {n: 4, target: 'dialog/Pending: 3 assets ready to upload', label: 'The pending files, each editable before upload'},
      {n: 5, target: 'dialog/Upload 3 assets to the library', label: 'Upload N assets to the library'},
    ],
  },
  'media-library-details': {
    title: 'Media Library, asset details',
    description:
      'The Details dialog of an image: the preview with its toolbar (crop, replace, download, copy link, delete), the information box and the editable fields.',
    nav: 'Media Library',
    header: {title: 'Media Library', actions: [UI.addNewFolder, UI.addNewAssets]},
    blocks: libraryBlocks,
    dialog: {
      title: 'Details',
      blocks: [
        {type: 'toolbar', left: ['Crop', 'Replace', 'Download', 'Copy link', 'Delete']},
        {type: 'list', items: ['Size 412.5 KB · 1600×1067 · .jpg']},
        {type: 'form', fields: [{label: 'File name'}, {label: 'Alternative text'}, {label: 'Caption'}, {label: 'Location'}]},
      ],
      actions: [UI.cancel, UI.finish],
    },
    markers: [
      {n: 1, target: 'dialog/Crop', label: 'Preview toolbar: Crop, Replace, Download, Copy link, Delete'},
      {n: 2, target: 'dialog/Size 412.5 KB · 1600×1067 · .jpg', label: 'Information: size, dimensions, date, extension, asset ID'},
      {n: 3, target: 'dialog/File name', label: 'File name, Alternative text, Caption, Location'},
      {n: 4, target: `dialog/${UI.finish}`, label: `${UI.finish}: saves the changes`},
    ],
  },
  'media-library-folder': {
    title: 'Media Library, add a folder',
    description: 'The Add new folder dialog over the Media Library: the folder name and its location (the parent folder).',
    nav: 'Media Library',
    header: {title: 'Media Library', actions: [UI.addNewFolder, UI.addNewAssets]},
    blocks: libraryBlocks,
    dialog: {
      title: UI.addNewFolder,
      blocks: [{type: 'form', columns: 1, fields: [{label: 'Name'}, {label: 'Location'}]}],
      actions: [UI.cancel, 'Create'],
    },
    markers: [
      {n: 1, target: `header/${UI.addNewFolder}`, label: UI.addNewFolder},
      {n: 2, target: 'dialog/Name', label: 'Name of the folder'},
      {n: 3, target: 'dialog/Location', label: 'Location: the parent folder'},
      {n: 4, target: 'dialog/Create', label: 'Create'},
    ],
  },
};
