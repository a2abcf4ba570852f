import {describe, expect, it} from 'vitest';
import {releases} from '../../src/model/releases';
import {projectTree} from '../../src/lib/content/projectTree';
import {TESSERA_CONFIG_FILES} from '../../src/model/config';
import {PATCH_RELEASE_KINDS} from '../../src/model/rules';

describe('the patch-release rule (src/model/rules.ts)', () => {
  it('patch releases hold only the kinds of change the rule allows', () => {
    for (const release of releases.filter((r) => !r.version.endsWith('.0')))
      for (const change of release.changes) expect(PATCH_RELEASE_KINDS, `${release.version}: ${change.kind}`).toContain(change.kind);
  });
});

describe('the layout of a project', () => {
  it('lists every file of config/ that Tessera reads, in both languages', () => {
    for (const language of ['js', 'ts'] as const) {
      const config = projectTree(language).find((node) => node.name === 'config/')!;
      const files = config.children!.filter((node) => node.name !== 'env/').map((node) => node.name.replace(/\.[jt]s$/, ''));
      expect(files.sort()).toEqual(Object.keys(TESSERA_CONFIG_FILES).sort());
      for (const node of config.children!.filter((child) => child.name !== 'env/'))
        expect(node.href).toBe(TESSERA_CONFIG_FILES[node.name.replace(/\.[jt]s$/, '')]);
    }
  });
});
