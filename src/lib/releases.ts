/** Tessera releases shown on /release-notes and the landing page, newest first. */
export interface Release {
  version: string;
  /** ISO date of the release. */
  date: string;
  summary: string;
  new: string[];
  updated: string[];
  fixes: string[];
}

export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Releases sorted newest first. */
export function newestFirst<T extends {version: string}>(releases: readonly T[]): T[] {
  return [...releases].sort((a, b) => compareVersions(b.version, a.version));
}
