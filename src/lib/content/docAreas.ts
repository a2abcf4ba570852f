/** The documentation areas, recognised by the first segment of a doc's route. */
export const AREA_TITLES = {
  'user-docs': 'User Guide',
  'dev-docs': 'Dev Docs',
  cloud: 'Cloud Docs',
  snippets: 'Snippets',
  other: 'Other pages',
} as const;

export type Area = keyof typeof AREA_TITLES;

/**
 * The area of a route. A page of a frozen docs version lives under the version's path ("/5.5/dev-docs/cli" in version
 * path "/5.5"), which is left out first.
 */
export function areaOfPath(path: string, versionPath = ''): Area {
  const inVersion = versionPath && (path === versionPath || path.startsWith(`${versionPath}/`)) ? path.slice(versionPath.length) : path;
  const first = inVersion.split('/').filter(Boolean)[0] ?? '';
  return (Object.keys(AREA_TITLES) as Area[]).includes(first as Area) && first !== 'other' ? (first as Area) : 'other';
}

export function groupDocsByArea<T extends {path: string}>(docs: readonly T[]): {area: Area; docs: T[]}[] {
  const order = Object.keys(AREA_TITLES) as Area[];
  const groups = new Map<Area, T[]>();
  for (const doc of docs) {
    const area = areaOfPath(doc.path);
    groups.set(area, [...(groups.get(area) ?? []), doc]);
  }
  return order
    .filter((area) => groups.has(area))
    .map((area) => ({area, docs: [...groups.get(area)!].sort((a, b) => a.path.localeCompare(b.path))}));
}
