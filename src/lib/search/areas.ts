import type {Area} from './types';

/** The docs areas records are tagged with (the /search page filters by them). */
const AREA_LABELS: Record<Area, string> = {
  'user-docs': 'User Guide',
  'dev-docs': 'Dev Docs',
  cloud: 'Cloud Docs',
  other: 'Other pages',
};

export function areaOf(path: string): Area {
  const first = path.split('/')[1] ?? '';
  if (first === 'user-docs' || first === 'dev-docs' || first === 'cloud') return first;
  return 'other';
}

export function areaLabel(area: Area): string {
  return AREA_LABELS[area];
}
