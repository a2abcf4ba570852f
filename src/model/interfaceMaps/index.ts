/** Every interface map, by id (the `id` of `<InterfaceMap id="..." />`). Add a screen to one of the area files. */
import type {InterfaceMapData} from './types';
import {contentManagerMaps} from './contentManager';
import {contentTypeBuilderMaps} from './contentTypeBuilder';
import {generalMaps} from './general';
import {mediaLibraryMaps} from './mediaLibrary';
import {releasesMaps} from './releases';
import {settingsMaps} from './settings';

export const interfaceMaps: Readonly<Record<string, InterfaceMapData>> = {
  ...generalMaps,
  ...contentManagerMaps,
  ...contentTypeBuilderMaps,
  ...mediaLibraryMaps,
  ...releasesMaps,
  ...settingsMaps,
};
