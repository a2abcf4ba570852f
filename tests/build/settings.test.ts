import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {browserSettings, readSettings} from '../../src/settings';
import {BUILD} from './support';

/** The object literal that starts at `start` in minified code, by its braces (the settings hold no brace in a string). */
function objectAt(code: string, start: number): string {
  let depth = 0;
  for (let index = start; index < code.length; index++) {
    if (code[index] === '{') depth++;
    else if (code[index] === '}' && --depth === 0) return code.slice(start, index + 1);
  }
  throw new Error('unterminated object');
}

describe('settings in the browser', () => {
  it('are the browser settings only: no build flag or build-only setting in the site configuration the scripts carry', () => {
    const dir = path.join(BUILD, 'assets/js');
    const configs = fs
      .readdirSync(dir)
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'))
      .flatMap((code) => [...code.matchAll(/customFields:\{settings:(?=\{)/g)].map((match) => objectAt(code, match.index + match[0].length)));
    expect(configs).toHaveLength(1);
    const keys = [...configs[0]!.slice(1).matchAll(/(?:^|[,{])"?(\w+)"?:/g)].map((match) => match[1]);
    const all = readSettings({});
    const shipped = Object.keys(browserSettings(all));
    expect(Object.keys(all).filter((key) => !shipped.includes(key))).toContain('buildCache');
    expect(keys.filter((key) => key && key in all).sort()).toEqual([...shipped].sort());
  });
});
