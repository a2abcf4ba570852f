import {describe, expect, it} from 'vitest';
import {checkLedger, ledgerSummary} from '../content/ledger';

const reviewed = (page: string, after = 9) =>
  `- page: ${page}\n  status: reviewed\n  reviewed: 2026-11-28\n  editor: an-editor\n  before: 7\n  after: ${after}\n  defects: {wrong-fact: 2}\n`;

describe("the editors' ledger", () => {
  it('passes when every page has one entry and each reviewed page scores 8 or more', () => {
    const {entries, problems} = checkLedger(
      [{name: 'a.yml', text: `${reviewed('x/one.mdx')}- page: x/two.mdx\n  status: due\n`}],
      ['x/one.mdx', 'x/two.mdx'],
    );
    expect(problems).toEqual([]);
    expect(ledgerSummary(entries)).toBe('ledger: 2 pages, 1 reviewed, 1 due (after review 9: 1)');
  });

  it('fails a page without an entry, an entry for no page, and a second entry', () => {
    const {problems} = checkLedger(
      [
        {name: 'a.yml', text: reviewed('x/one.mdx') + reviewed('x/gone.mdx')},
        {name: 'b.yml', text: reviewed('x/one.mdx')},
      ],
      ['x/one.mdx', 'x/new.mdx'],
    );
    expect(problems).toEqual([
      'b.yml: x/one.mdx has a second entry (the first is in a.yml)',
      "x/new.mdx has no entry in docs/_ledger/: add it (status: due) to its area's file",
      'a.yml: x/gone.mdx is not a page under docs/',
    ]);
  });

  it('fails a reviewed page under 8, a missing date or editor, and an unknown kind of defect', () => {
    const text = '- page: x/one.mdx\n  status: reviewed\n  before: 6\n  after: 7\n  defects: {typo: 1}\n';
    const {problems} = checkLedger([{name: 'a.yml', text}], ['x/one.mdx']);
    expect(problems).toEqual([
      'a.yml: x/one.mdx: reviewed needs the date (YYYY-MM-DD)',
      'a.yml: x/one.mdx: editor is missing',
      'a.yml: x/one.mdx: scores 7 after review (a reviewed page needs 8 or more)',
      expect.stringMatching(/^a\.yml: x\/one\.mdx: "typo" is not a kind of defect \(failing-instruction, /),
    ]);
  });
});
