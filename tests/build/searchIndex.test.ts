import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {recordsOfBuild} from '../../src/plugins/search/records';
import {BUILD, htmlFileOf} from './support';

/** The local search index of the production build (run after `npm run build`). */
describe('the search records of the production build', () => {
  const records = recordsOfBuild(BUILD);

  it('covers the pages', () => {
    expect(new Set(records.map((record) => record.url_without_anchor)).size).toBeGreaterThan(250);
  });

  it("link every record to an anchor that exists on its page, as the built HTML has it", () => {
    const pages = new Map<string, string>();
    const missing: string[] = [];
    for (const record of records) {
      if (!record.anchor) continue;
      const route = record.url_without_anchor;
      if (!pages.has(route)) pages.set(route, fs.readFileSync(htmlFileOf(BUILD, route) ?? '/dev/null', 'utf8'));
      const escaped = record.anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (!new RegExp(`\\sid=(["']?)${escaped}\\1[\\s>]`).test(pages.get(route)!)) missing.push(record.url);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
