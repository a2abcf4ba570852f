import {execFileSync} from 'node:child_process';

/**
 * "Last updated" dates come from git history at build time (Docusaurus `showLastUpdateTime`).
 * Docusaurus's eager git reader (`default-v2`: one `git log` over the whole repository, instead of one
 * per page) fails the build outside a git work tree, and in a shallow clone every page would get the date
 * of the clone's single commit. In both cases dates are left out (preset `disabled`) with a warning.
 */
export interface GitState {
  /** The site directory is inside a git work tree and `git` runs. */
  insideWorkTree: boolean;
  /** The clone has only part of the history (`git clone --depth`). */
  shallow: boolean;
}

export type LastUpdateVcs = 'default-v2' | 'disabled';

export interface LastUpdateChoice {
  vcs: LastUpdateVcs;
  /** Why dates are left out; null when they are shown. */
  warning: string | null;
}

export function chooseLastUpdateVcs(git: GitState): LastUpdateChoice {
  if (!git.insideWorkTree) {
    return {vcs: 'disabled', warning: 'No git history (no .git or no git): "Last updated" dates are left out.'};
  }
  if (git.shallow) {
    return {
      vcs: 'disabled',
      warning: 'Shallow git clone: "Last updated" dates are left out. Run `git fetch --unshallow` to build them.',
    };
  }
  return {vcs: 'default-v2', warning: null};
}

/** Asks git about the directory; any failure (git missing, not a repository) reads as "no history". */
export function probeGit(cwd: string): GitState {
  try {
    const [inside, shallow] = execFileSync('git', ['rev-parse', '--is-inside-work-tree', '--is-shallow-repository'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .split('\n');
    return {insideWorkTree: inside === 'true', shallow: shallow === 'true'};
  } catch {
    return {insideWorkTree: false, shallow: false};
  }
}
