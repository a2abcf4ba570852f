import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, FROZEN_DOCS_DIR, ROOT, frozenVersionProblem, listPages} from '../pages';

/** The checks hold only the docs being written to today's model: a version cut by `docs:version` is never re-checked. */
describe('a frozen docs version', () => {
  it('is refused by path, with the reason', () => {
    expect(frozenVersionProblem(path.join(FROZEN_DOCS_DIR, 'version-5.5/dev-docs/cli.mdx'))).toMatch(
      /^versioned_docs\/version-5\.5\/dev-docs\/cli\.mdx is in a frozen docs version: the checks read only the docs being written \(docs\/\)/,
    );
    expect(frozenVersionProblem(FROZEN_DOCS_DIR)).not.toBeNull();
    expect(frozenVersionProblem(path.join(DOCS_DIR, 'dev-docs/cli.mdx'))).toBeNull();
    expect(frozenVersionProblem(`${FROZEN_DOCS_DIR}-old/x.mdx`)).toBeNull();
  });

  it('is refused by `npm run check`, which exits 2 before reading a page', () => {
    const result = spawnSync('npx', ['tsx', 'checks/cli/index.mts', 'content', 'versioned_docs/version-5.5/dev-docs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('is in a frozen docs version');
  });

  it('is not in the page inventory the checks read', () => {
    expect(listPages().every((file) => file.startsWith(DOCS_DIR + path.sep))).toBe(true);
  });
});
