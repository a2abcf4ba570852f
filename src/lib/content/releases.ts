/** Reading the release data (src/model/releases.ts): one rule for the pages and their Markdown twins. */
import {latestRelease, releases, type ChangeKind, type Release, type ReleaseChange} from '../../model/releases';

/** The site documents the latest release. */
export const SITE_VERSION = latestRelease.version;

export const KIND_LABEL: Record<ChangeKind, string> = {
  new: 'New',
  updated: 'Updated',
  fix: 'Fix',
  deprecation: 'Deprecated',
  breaking: 'Breaking',
};
const KIND_ORDER: ChangeKind[] = ['breaking', 'new', 'updated', 'deprecation', 'fix'];

export function releaseOf(version: string): Release {
  const release = releases.find((r) => r.version === version);
  if (!release) throw new Error(`No release ${version} in src/model/releases.ts`);
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
      release.changes
        .filter((c) => c.kind === 'new')
        .map((change) => ({release, change, since: release.version !== `${prefix}0` ? release.version : null})),
    );
}

/**
 * How to reach a release with the upgrade tool (docs/dev-docs/upgrade-tool.mdx documents `major`, `minor` and `patch`,
 * and no command that targets one version): the command, the releases it starts from, where it lands (the newest
 * release of that line, which may be newer than this one), and whether the release needs a manual step (it has a
 * breaking change, even in a patch).
 */
export interface ReleaseUpgrade {
  command: string;
  /** e.g. "the latest 4.x release", "an earlier 5.x release", "an earlier 5.0 release". */
  from: string;
  /** The release the command lands on today. */
  lands: string;
  manualStep: boolean;
}

export function releaseUpgrade(version: string): ReleaseUpgrade {
  const release = releaseOf(version);
  const [major, minor, patch] = release.version.split('.').map(Number) as [number, number, number];
  const manualStep = release.changes.some((c) => c.kind === 'breaking');
  const newest = (prefix: string): string => releases.find((r) => r.version.startsWith(prefix))!.version;
  if (minor === 0 && patch === 0)
    return {command: 'npx @tessera/upgrade major', from: `the latest ${major - 1}.x release`, lands: newest(`${major}.`), manualStep};
  if (patch === 0)
    return {command: 'npx @tessera/upgrade minor', from: `an earlier ${major}.x release`, lands: newest(`${major}.`), manualStep};
  return {
    command: 'npx @tessera/upgrade patch',
    from: `an earlier ${major}.${minor} release`,
    lands: newest(`${major}.${minor}.`),
    manualStep,
  };
}

/** The sentence after the command, the same in the page and its Markdown twin. */
export function releaseUpgradeNote(version: string): string {
  const upgrade = releaseUpgrade(version);
  const lands =
    upgrade.lands === version
      ? ''
      : ` It moves to the newest release of the line, ${upgrade.lands}; to stop at ${version}, [set the versions by hand](/dev-docs/upgrades#upgrade-by-hand).`;
  const isMajor = upgrade.command.endsWith(' major');
  const manual = !upgrade.manualStep
    ? ''
    : isMajor
      ? ' Then follow the [step-by-step upgrade guide](/dev-docs/migration/v4-to-v5/step-by-step) for the Breaking changes below.'
      : ' Then do the manual step of each Breaking change below.';
  return `${lands}${manual}`.trim();
}
