/** Reading the release data (src/data/releases.ts): one rule for the pages and their Markdown twins. */
import {releases, type ChangeKind, type Release, type ReleaseChange} from '../data/releases';

export const KIND_LABEL: Record<ChangeKind, string> = {new: 'New', updated: 'Updated', fix: 'Fix', deprecation: 'Deprecated', breaking: 'Breaking'};
const KIND_ORDER: ChangeKind[] = ['breaking', 'new', 'updated', 'deprecation', 'fix'];

export function releaseOf(version: string): Release {
  const release = releases.find((r) => r.version === version);
  if (!release) throw new Error(`No release ${version} in src/data/releases.ts`);
  return release;
}

/** A release's changes, breaking first, fixes last. */
export function orderedChanges(release: Release): ReleaseChange[] {
  return [...release.changes].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

/** The new features of a minor release and its patches, each with the release that brought it and whether it is a patch. */
export function minorHighlights(minor: string): {release: Release; change: ReleaseChange; since: string | null}[] {
  const prefix = minor.split('.').slice(0, 2).join('.') + '.';
  return releases
    .filter((r) => r.version.startsWith(prefix))
    .flatMap((release) =>
      release.changes.filter((c) => c.kind === 'new').map((change) => ({release, change, since: release.version !== `${prefix}0` ? release.version : null})),
    );
}
