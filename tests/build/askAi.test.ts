import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sectionHref} from '../../src/lib/askAi/sections';
import {latestSet, type IndexManifest, type SectionsShard} from '../../src/lib/search/indexFormat';
import {htmlFileOf} from './support';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';

/** The sections shard of the local index, which Ask AI quotes (run after `npm run build`). */
const BUILD = path.resolve(__dirname, '../../build');
const DIR = path.join(BUILD, LOCAL_INDEX_DIR);

describe('the Ask AI sections of the production build', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIR, LOCAL_INDEX_MANIFEST), 'utf8')) as IndexManifest;
  const shard = JSON.parse(fs.readFileSync(path.join(DIR, latestSet(manifest).sections), 'utf8')) as SectionsShard;

  it('is named by the search index manifest, with every doc page of the sitemap', () => {
    const pages = new Set(shard.sections.map((s) => s.url));
    const docRoutes = fs
      .readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8')
      .match(/<loc>[^<]+<\/loc>/g)!
      .map((loc) => new URL(loc.slice(5, -6)).pathname)
      .filter((route) => !route.startsWith('/snippets/') && route !== '/' && route !== '/search' && route !== '/status' && route !== '/home/Home');
    expect(docRoutes.filter((route) => !pages.has(route))).toEqual([]);
    for (const section of shard.sections) {
      expect(section.page, section.url).not.toBe('');
      expect(section.blocks.length, sectionHref(section)).toBeGreaterThan(0);
    }
  });

  it("indexes each page's own keywords: one keywords meta per page at most, none site-wide", () => {
    const routes = [...new Set(shard.sections.map((s) => s.url))];
    let withKeywords = 0;
    for (const route of routes) {
      const html = fs.readFileSync(htmlFileOf(BUILD, route)!, 'utf8');
      const metas = html.match(/<meta[^>]*name="?keywords"?[^>]*>/g) ?? [];
      expect(metas.length, route).toBeLessThanOrEqual(1);
      if (metas.length) withKeywords += 1;
    }
    // Doc pages carry their own (front matter), so most pages have one; a site-wide one would give every page one.
    expect(withKeywords).toBeGreaterThan(routes.length * 0.8);
    expect(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8')).not.toMatch(/name="?keywords/);
  });

  it('keeps code examples with their language', () => {
    const code = shard.sections.flatMap((s) => s.blocks).filter((b) => b.kind === 'code');
    expect(code.length).toBeGreaterThan(100);
    expect(code.filter((b) => b.language).length / code.length).toBeGreaterThan(0.8);
  });

  it('links every section to an anchor that exists on its page', () => {
    const missing: string[] = [];
    const html = new Map<string, string>();
    for (const section of shard.sections) {
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
