import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findForbidden} from '../support/brand';

const root = path.resolve(__dirname, '../..');

describe('brand rule', () => {
  it('detects the forbidden word as a token and inside a longer name', () => {
    const word = ['str', 'api'].join('');
    expect(findForbidden(`the ${word} docs`)).toEqual([4]);
    expect(findForbidden(`use${word.toUpperCase()}Client`).length).toBe(1);
    expect(findForbidden('a tessera rest api')).toEqual([]);
  });

  it('no tracked or new source file contains the forbidden word, in its name or its text', () => {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
    const offenders: string[] = [];
    for (const file of files) {
      if (findForbidden(file).length > 0) offenders.push(`${file} (file name)`);
      const full = path.join(root, file);
      if (!fs.existsSync(full) || fs.statSync(full).size > 5_000_000) continue;
      if (findForbidden(fs.readFileSync(full, 'utf8')).length > 0) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
