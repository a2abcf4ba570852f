import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {interfaceMaps} from '../../src/model/interfaceMaps';
import {interfaceMapIdsOf, interfaceMapProblems} from '../content/maps';

const ids = Object.keys(interfaceMaps);

function docsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

describe('interface maps on pages', () => {
  it('finds ids outside code only, and reports unknown maps and markers', () => {
    expect(interfaceMapIdsOf('<InterfaceMap id="a" />\n```mdx\n<InterfaceMap id="b" />\n```\n`<InterfaceMap id="c" />`')).toEqual(['a']);
    expect(interfaceMapProblems('<InterfaceMap id="nope" />')).toEqual([
      '<InterfaceMap id="nope">: no such map in src/model/interfaceMaps/',
    ]);
    expect(
      interfaceMapProblems(
        '<InterfaceMap id="content-manager-list" />\nClick <ScreenshotNumber n={3} />, then <ScreenshotNumber n={42} />.',
      ),
    ).toEqual(["<ScreenshotNumber n={42} /> has no marker 42 on this page's interface map"]);
    expect(interfaceMapProblems('No map, <ScreenshotNumber n={9} />.')).toEqual([]);
  });

  it('every page that uses a map uses an existing one with existing markers', () => {
    const pages = [...docsFiles('docs'), path.join('src/pages/writing-guide/components.mdx')];
    const used = new Set<string>();
    for (const file of pages) {
      const body = fs.readFileSync(file, 'utf8');
      expect(interfaceMapProblems(body), file).toEqual([]);
      for (const id of interfaceMapIdsOf(body)) used.add(id);
    }
    expect([...used].sort()).toEqual(ids.filter((id) => used.has(id)).sort());
  });
});
