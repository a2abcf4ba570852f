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
 * A route as its docs version has it: a page of a frozen docs version lives under the version's path
 * ("/5.5/dev-docs/cli" in version path "/5.5"), which is left out ("/dev-docs/cli"); other routes are kept.
 */
export function pathInVersion(path: string, versionPath = ''): string {
  return versionPath && (path === versionPath || path.startsWith(`${versionPath}/`)) ? path.slice(versionPath.length) || '/' : path;
}

/** The area of a route (of a frozen version's page, read without the version's path: `pathInVersion`). */
export function areaOfPath(path: string, versionPath = ''): Area {
  const first = pathInVersion(path, versionPath).split('/').filter(Boolean)[0] ?? '';
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
