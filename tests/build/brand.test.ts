import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {findForbidden} from '../support/brand';

const build = path.resolve(__dirname, '../../build');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

describe('brand rule in the build output', () => {
  it('no file of build/ contains the forbidden word, in its path or its text', () => {
    expect(fs.existsSync(build), 'run npm run build first').toBe(true);
    const offenders: string[] = [];
    const files = walk(build);
    for (const file of files) {
      const relative = path.relative(build, file);
      if (findForbidden(relative).length > 0) offenders.push(`${relative} (path)`);
      if (/\.(html|js|css|json|xml|txt|svg|map)$/.test(file) && findForbidden(fs.readFileSync(file, 'utf8')).length > 0) {
        offenders.push(relative);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
