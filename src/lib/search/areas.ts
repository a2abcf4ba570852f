import type {Area} from './types';
import {AREA_TITLES, areaOfPath} from '../content/docAreas';

/** The docs areas records are tagged with (the /search page filters by them): the site's areas, snippets counted as other pages. */
export function areaOf(path: string, versionPath = ''): Area {
  const area = areaOfPath(path, versionPath);
  return area === 'snippets' ? 'other' : area;
}

export function areaLabel(area: Area): string {
  return AREA_TITLES[area];
}
