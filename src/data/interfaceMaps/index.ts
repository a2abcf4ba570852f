/** Every interface map, by id (the `id` of `<InterfaceMap id="..." />`). Add a screen to one of the area files. */
import type {InterfaceMapData} from './types';
import {contentManagerMaps} from './contentManager';
import {contentTypeBuilderMaps} from './contentTypeBuilder';

export const interfaceMaps: Readonly<Record<string, InterfaceMapData>> = {
  ...contentManagerMaps,
  ...contentTypeBuilderMaps,
};
