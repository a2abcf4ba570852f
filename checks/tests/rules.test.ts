import {describe, expect, it} from 'vitest';
import {releases} from '../../src/model/releases';
import {ruleProblems} from '../content/facts';
import {projectTree} from '../../src/lib/content/projectTree';
import {TESSERA_CONFIG_FILES} from '../../src/model/config';
import {PATCH_RELEASE_KINDS, RULES} from '../../src/model/rules';

describe('rules stated once (src/model/rules.ts)', () => {
  it('patch releases hold only the kinds of change the rule allows', () => {
    for (const release of releases.filter((r) => !r.version.endsWith('.0')))
      for (const change of release.changes) expect(PATCH_RELEASE_KINDS, `${release.version}: ${change.kind}`).toContain(change.kind);
  });

  it('a rule does not contradict itself', () => {
    for (const rule of Object.values(RULES)) expect(ruleProblems(rule.statement, RULES)).toEqual([]);
  });

  it('fails a page that states a rule differently, with the line and the rule', () => {
    const body = [
      'Uninstalling a plugin keeps its tables, so you can install it again.',
      '| Patch | 5.4.1 to 5.4.2 | Bug fixes and security fixes | A dependency update |',
      "    resolve: './plugins/trail-map',",
      'Patch releases only contain bug fixes.',
      'The default page size is 10 and the maximum limit of 100 applies.',
      'Set `pageSize`, at most 500.',
      'The default page size is 25 and the maximum limit is 100.',
    ].join('\n');
    const problems = ruleProblems(body, RULES);
    expect(problems.map((problem) => problem.line).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(problems.find((problem) => problem.line === 1)?.message).toContain('/dev-docs/configurations/database#settings');
    expect(problems.find((problem) => problem.line === 3)?.message).toContain('src/plugins/<name>/');
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
