import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ASK_INDEX_PATH, isAskIndexFile, sectionHref} from '../../src/lib/askAi/sections';
import {htmlFileOf} from '../../src/plugins/ask-ai/buildIndex';

/** The section index the build writes for the local Ask AI provider (run after `npm run build`). */
const BUILD = path.resolve(__dirname, '../../build');

describe('the Ask AI section index of the production build', () => {
  const file = path.join(BUILD, ASK_INDEX_PATH);
  const index: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));

  it('is written, in the format the worker reads, with the doc pages of the site', () => {
    expect(isAskIndexFile(index)).toBe(true);
    if (!isAskIndexFile(index)) return;
    const pages = new Set(index.sections.map((s) => s.url));
    const docFiles = fs
      .readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8')
      .match(/<loc>[^<]+<\/loc>/g)!
      .map((loc) => new URL(loc.slice(5, -6)).pathname)
      .filter((route) => !route.startsWith('/snippets/') && route !== '/' && route !== '/search' && route !== '/status' && route !== '/home/Home');
    // every doc page of the sitemap is in the index
    expect(docFiles.filter((route) => !pages.has(route))).toEqual([]);
    for (const section of index.sections) {
      expect(section.page, section.url).not.toBe('');
      expect(section.blocks.length, sectionHref(section)).toBeGreaterThan(0);
    }
  });

  it('links every section to an anchor that exists on its page', () => {
    if (!isAskIndexFile(index)) throw new Error('unknown index format');
    const missing: string[] = [];
    const html = new Map<string, string>();
    for (const section of index.sections) {
      if (!section.anchor) continue;
      if (!html.has(section.url)) html.set(section.url, fs.readFileSync(htmlFileOf(BUILD, section.url)!, 'utf8'));
      const page = html.get(section.url)!;
      if (!page.includes(`id=${section.anchor}>`) && !page.includes(`id="${section.anchor}"`) && !page.includes(`id=${section.anchor} `)) missing.push(sectionHref(section));
    }
    expect(missing).toEqual([]);
  });

  it('leaves the hosted assistant out of the default build, so no page loads a script from another origin for it', () => {
    const landing = fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    expect(landing).not.toMatch(/data-website-id|kapa/i);
  });
});
