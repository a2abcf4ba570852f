import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {latestSet, type HeadShard, type IndexManifest, type SectionsShard} from '../../src/lib/search/indexFormat';
import {htmlFiles} from '../../src/lib/build/htmlFiles';
import {pageScripts} from '../../src/framework/page-template/startAfterPaint';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';

/**
 * The fixture site built with BASE_URL=/docs/ (tests/fixtures/base-url, built by `npm test` before this runs):
 * every route, sitemap entry, search and Ask AI index entry and every same-site link must live under /docs/.
 */
const BUILD = path.resolve(__dirname, '../fixtures/base-url/build');
const BASE = '/docs/';

describe('the build served under BASE_URL=/docs/', () => {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    it('exists', () => {
      throw new Error(
        'Build the fixture first: BASE_URL=/docs/ TESSERA_DOCS_TEST_ROUTES=1 npx docusaurus build --config tests/fixtures/base-url/docusaurus.config.ts --out-dir tests/fixtures/base-url/build',
      );
    });
    return;
  }

  it('puts the routes that local plugins add (docs overview, test routes) under the base URL', () => {
    for (const route of ['status', 'home/Home', '__tests/crash', '__tests/lazy', 'user-docs/intro', 'search', '404']) {
      expect(fs.existsSync(path.join(BUILD, `${route}.html`)), route).toBe(true);
    }
    const status = load(fs.readFileSync(path.join(BUILD, 'status.html'), 'utf8'));
    expect(status('link[rel=canonical]').attr('href')).toBe(`https://docs.tessera.dev${BASE}status`);
    // the footer link and the page agree
    const home = load(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8'));
    expect(home('footer a[href$="status"]').attr('href')).toBe(`${BASE}status`);
  });

  it('lists only base-URL pages in the sitemap, and its ignore patterns still apply', () => {
    const locs = [...fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toContain(`${BASE}status`);
    expect(locs).toContain(`${BASE}user-docs/intro`);
    expect(locs.filter((loc) => !loc.startsWith(BASE))).toEqual([]);
    expect(locs.filter((loc) => /\/(__tests|writing-guide|tags)(\/|$)/.test(loc))).toEqual([]);
  });

  it('links every page, script, stylesheet and image of the output under the base URL', () => {
    const outside: string[] = [];
    for (const file of htmlFiles(BUILD)) {
      const html = fs.readFileSync(file, 'utf8');
      const $ = load(html);
      // The scripts the page's loader starts (src/framework/page-template/startAfterPaint.ts).
      for (const src of pageScripts(html)) if (!src.startsWith(BASE)) outside.push(`${path.relative(BUILD, file)}: data-scripts ${src}`);
      $('[href], [src], [srcset], [content]').each((_, element) => {
        for (const name of ['href', 'src', 'srcset', 'content']) {
          const value = $(element).attr(name);
          if (!value || (name === 'content' && !value.startsWith('/'))) continue;
          if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith(BASE)) {
            outside.push(`${path.relative(BUILD, file)}: ${name}=${value}`);
          }
        }
      });
    }
    expect(outside).toEqual([]);
    expect(pageScripts(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8'))).toContainEqual(expect.stringMatching(/\/main\.[0-9a-f]+\.js$/));
  });

  it('writes search index pages and Ask AI sections with base-URL paths', () => {
    const shard = <T,>(name: string) => JSON.parse(fs.readFileSync(path.join(BUILD, LOCAL_INDEX_DIR, name), 'utf8')) as T;
    const set = latestSet(shard<IndexManifest>(LOCAL_INDEX_MANIFEST));
    const pages = shard<HeadShard>(set.head).pages.map(([url]) => url);
    expect(pages).toContain(`${BASE}user-docs/intro`);
    expect(pages.filter((url) => !url.startsWith(BASE))).toEqual([]);

    const urls = shard<SectionsShard>(set.sections).sections.map((section) => section.url);
    expect(urls).toContain(`${BASE}dev-docs/intro`);
    expect(urls.filter((url) => !url.startsWith(BASE))).toEqual([]);
  });
});
