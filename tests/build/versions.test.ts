import fs from 'node:fs';
import path from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlFiles} from '../../src/lib/build/htmlFiles';
import {indexOfBuild, recordsOfBuild, recordsOfSet} from '../../src/plugins/search/records';
import {filesOf, type HeadShard, type SectionsShard} from '../../src/lib/search/indexFormat';

/**
 * The versions fixture (tests/fixtures/versions, built by `npm test`: version 5.5 cut by `docusaurus docs:version`,
 * then a page added to the docs being written): every local plugin gives the frozen version what it gives the latest,
 * under the version's path, and each page's search records carry the search tag the page itself declares and are in
 * that version's set of search shards.
 */
const BUILD = path.resolve(__dirname, '../fixtures/versions/build');
const ROOT = 'https://docs.tessera.dev';

const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(BUILD, file));
const htmlOf = (route: string): CheerioAPI => load(read(`${route}.html`));

describe('the versions fixture build', () => {
  if (!exists('index.html')) {
    it('exists', () => {
      throw new Error('Build the fixture first: bash tests/fixtures/versions/build.sh');
    });
    return;
  }

  /** The doc pages of the build, by route: the HTML files Docusaurus marks with the docs-doc-page class. */
  const docPages = htmlFiles(BUILD)
    .map((file) => `/${path.relative(BUILD, file).replace(/\.html$/, '')}`)
    .filter((route) => htmlOf(route)('html').hasClass('docs-doc-page'));
  const frozen = docPages.filter((route) => route.startsWith('/5.5/'));
  const records = recordsOfBuild(BUILD);

  it('has the pages of both versions, and the page written after the cut only in the latest', () => {
    expect(frozen.sort()).toEqual(['/5.5/dev-docs/cli', '/5.5/dev-docs/cli/develop', '/5.5/dev-docs/intro', '/5.5/user-docs/intro']);
    expect(docPages).toContain('/dev-docs/cli/deploy');
    expect(docPages).not.toContain('/5.5/dev-docs/cli/deploy');
  });

  it('shows the "not the latest version" banner on frozen pages only', () => {
    for (const route of docPages) {
      const banner = htmlOf(route)('.theme-doc-version-banner');
      expect(banner.length, route).toBe(route.startsWith('/5.5/') ? 1 : 0);
    }
    expect(htmlOf('/5.5/dev-docs/cli/develop')('.theme-doc-version-banner').text()).toContain('no longer actively maintained');
  });

  it('gives every doc page of every version its print section, Markdown twin and social card', () => {
    for (const route of docPages) {
      const $ = htmlOf(route);
      const print = $('.page-actions a[href^="/print/"]').attr('href');
      expect(print, `${route}: Print section`).toBeDefined();
      expect(exists(`${print}.html`), `${route}: ${print}`).toBe(true);
      expect(print!.startsWith('/print/5.5/'), `${route}: ${print} is in its version`).toBe(route.startsWith('/5.5/'));
      const twin = $('.page-actions a[type="text/markdown"]').attr('href');
      expect(twin).toBe(`${route}.md`);
      expect(exists(twin!), twin).toBe(true);
      const card = $('meta[property="og:image"]').attr('content');
      expect(card).toBe(`${ROOT}/img/og${route}.png`);
      expect(exists(card!.slice(ROOT.length)), card).toBe(true);
    }
  });

  it('shows a frozen page with its own version\'s snippets, in its HTML and its twin', () => {
    expect(htmlOf('/5.5/dev-docs/cli/develop')('article').text()).toContain('Lantern notes are kept for seven days.');
    expect(read('5.5/dev-docs/cli/develop.md')).toContain('Lantern notes are kept for seven days.');
    expect(htmlOf('/dev-docs/cli/develop')('article').text()).toContain('Lantern notes are kept for thirty days.');
    expect(read('dev-docs/cli/develop.md')).toContain('Lantern notes are kept for thirty days.');
  });

  it('prints a frozen section with the frozen pages only', () => {
    const $ = htmlOf('/print/5.5/dev-docs/cli');
    const text = $('main').text();
    expect(text).toContain('Develop command');
    expect(text).not.toContain('Deploy command');
    expect($('meta[name=robots]').attr('content')).toContain('noindex');
  });

  it('tags each page\'s search records with the search tag the page declares, and the area of its route in its version', () => {
    for (const route of docPages) {
      const tag = htmlOf(route)('meta[name="docsearch:docusaurus_tag"]').attr('content');
      const own = records.filter((record) => record.url_without_anchor === route);
      expect(own.length, route).toBeGreaterThan(0);
      for (const record of own) {
        expect(record.docusaurus_tag, route).toEqual([tag]);
        expect(record.area, route).toBe(route.replace(/^\/5\.5/, '').split('/')[1]);
      }
    }
    expect(new Set(records.flatMap((record) => record.docusaurus_tag))).toEqual(new Set(['docs-default-current', 'docs-default-5.5']));
  });

  it('writes a set of shards per version, each with only that version\'s records, and the latest as the default', () => {
    const {manifest, read} = indexOfBuild(BUILD);
    expect(manifest.latest).toBe('docs-default-current');
    expect(Object.keys(manifest.sets).sort()).toEqual(['docs-default-5.5', 'docs-default-current']);
    for (const [tag, set] of Object.entries(manifest.sets)) {
      const own = recordsOfSet(BUILD, tag);
      expect(own.length, tag).toBe(set.records);
      // This fixture has no page outside the docs (those would be in both sets): each set holds its version alone.
      expect(new Set(own.flatMap((record) => record.docusaurus_tag)), tag).toEqual(new Set([tag]));
      expect(read<HeadShard>(set.head).pages.every(([, , , , pageTag]) => pageTag === tag), tag).toBe(true);
      // Every file the set names is written (two versions may name one file: a shard whose content is the same).
      for (const file of filesOf(set)) expect(() => read(file), file).not.toThrow();
    }
    expect(recordsOfSet(BUILD, 'docs-default-5.5').map((record) => record.url_without_anchor)).toContain('/5.5/dev-docs/cli/develop');
    const [latest, frozen] = [manifest.sets['docs-default-current']!, manifest.sets['docs-default-5.5']!];
    expect(latest.records + frozen.records).toBe(manifest.records);
  });

  it('gives Ask AI each version\'s sections in that version\'s set', () => {
    const {manifest, read} = indexOfBuild(BUILD);
    const urls = (tag: string) => new Set(read<SectionsShard>(manifest.sets[tag]!.sections).sections.map((section) => section.url));
    expect(urls('docs-default-5.5')).toContain('/5.5/dev-docs/cli/develop');
    expect(urls('docs-default-5.5')).not.toContain('/dev-docs/cli/develop');
    expect([...urls('docs-default-5.5')].every((url) => url.startsWith('/5.5/'))).toBe(true);
    expect(urls('docs-default-current')).toContain('/dev-docs/cli/develop');
    expect([...urls('docs-default-current')].some((url) => url.startsWith('/5.5/'))).toBe(false);
  });

  it('lists the latest version in /llms.txt, with a link to each frozen version\'s own llms.txt', () => {
    const latest = read('llms.txt');
    const links = (text: string) => [...text.matchAll(/\]\((https:[^)]+)\)/g)].map((match) => match[1]!.slice(ROOT.length));
    expect(links(latest).filter((link) => link.endsWith('.md')).sort()).toEqual(
      docPages.filter((route) => !route.startsWith('/5.5/')).map((route) => `${route}.md`).sort(),
    );
    expect(latest).toContain(`## Other versions\n\n- [5.5](${ROOT}/5.5/llms.txt)`);
    const own = read('5.5/llms.txt');
    expect(own.startsWith('# Tessera Docs 5.5\n')).toBe(true);
    expect(links(own).sort()).toEqual(frozen.map((route) => `${route}.md`).sort());
    expect(read('5.5/llms-full.txt')).toContain(`<!-- Source: ${ROOT}/5.5/dev-docs/cli/develop -->`);
    expect(read('llms-full.txt')).not.toContain('/5.5/');
  });

  it('has tag pages per version, each listing its own version\'s pages, out of the sitemap', () => {
    const listed = (route: string) =>
      htmlOf(route)('article a[href]')
        .map((_, link) => link.attribs.href)
        .get()
        .filter((href) => href.includes('/dev-docs/'));
    expect(listed('/5.5/tags/cli').every((href) => href.startsWith('/5.5/'))).toBe(true);
    expect(listed('/5.5/tags/cli')).not.toContain('/5.5/dev-docs/cli/deploy');
    expect(listed('/tags/cli').some((href) => href.startsWith('/5.5/'))).toBe(false);
    expect(listed('/tags/cli')).toContain('/dev-docs/cli/deploy');
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(ROOT.length));
    expect(locs).toContain('/5.5/dev-docs/cli/develop');
    expect(locs.filter((loc) => /\/tags(\/|$)|^\/print\//.test(loc))).toEqual([]);
  });
});
