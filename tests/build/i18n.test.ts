import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {latestSet, type IndexManifest, type SectionsShard} from '../../src/lib/search/indexFormat';
import {htmlFiles} from '../../src/lib/build/htmlFiles';
import {inlineScripts, scriptHash} from '../../src/lib/build/securityHeaders';
import {HEADERS_FILE} from '../../src/plugins/security-headers';
import {recordsOfBuild} from '../../src/plugins/search/records';
import {LOCAL_INDEX_DIR, LOCAL_INDEX_MANIFEST} from '../../src/plugins/search/constants';
import {FIXTURE_DIR, SECOND_LOCALE} from '../fixtures/i18n/locale';

/**
 * The language fixture (tests/fixtures/i18n, built by `npm test` before this runs): English at the root and Arabic
 * under /ar/, each built by Docusaurus as a site of its own. Three of its four pages are translated;
 * dev-docs/harbour/tides is not, so /ar/ shows its English text.
 */
const BUILD = path.resolve(__dirname, '../..', FIXTURE_DIR, 'build');
const {locale: AR, htmlLang, direction} = SECOND_LOCALE;
const LOCALE_DIR = path.join(BUILD, AR);
const ARABIC = /\p{Script=Arabic}/u;
const SITE = 'https://docs.tessera.dev';

const page = (dir: string, route: string) => load(fs.readFileSync(path.join(dir, `${route}.html`), 'utf8'));
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

function sectionsOf(dir: string): SectionsShard['sections'] {
  const index = path.join(dir, LOCAL_INDEX_DIR);
  const manifest = JSON.parse(fs.readFileSync(path.join(index, LOCAL_INDEX_MANIFEST), 'utf8')) as IndexManifest;
  return (JSON.parse(fs.readFileSync(path.join(index, latestSet(manifest).sections), 'utf8')) as SectionsShard).sections;
}

describe('the site built with a second locale', () => {
  if (!fs.existsSync(path.join(LOCALE_DIR, 'index.html'))) {
    it('exists', () => {
      throw new Error(`Build the fixture first: npx docusaurus build --config ${FIXTURE_DIR}/docusaurus.config.ts --out-dir ${FIXTURE_DIR}/build`);
    });
    return;
  }
  const englishFiles = htmlFiles(BUILD).filter((file) => !file.startsWith(LOCALE_DIR + path.sep));
  const localeFiles = htmlFiles(LOCALE_DIR);

  it("sets lang and dir on every page from its locale's configuration", () => {
    expect(localeFiles.length).toBeGreaterThan(5);
    const wrong = (files: string[], lang: string, dir: string) =>
      files.filter((file) => {
        const html = load(fs.readFileSync(file, 'utf8'))('html');
        return html.attr('lang') !== lang || html.attr('dir') !== dir;
      });
    expect(wrong(localeFiles, htmlLang, direction)).toEqual([]);
    expect(wrong(englishFiles, 'en', 'ltr')).toEqual([]);
  });

  it('serves translated pages, theme strings and sidebar labels under the locale, and names each alternate', () => {
    const intro = page(LOCALE_DIR, 'dev-docs/intro');
    expect(intro('article h1').text()).toBe('وثائق المطورين التجريبية');
    expect(intro('.navbar__item').text()).toContain('وثائق المطورين');
    expect(page(LOCALE_DIR, 'dev-docs/harbour/tides')('.menu').text()).toContain('الميناء');
    const alternates = Object.fromEntries(intro('link[rel=alternate][hreflang]').map((_, link) => [[intro(link).attr('hreflang'), intro(link).attr('href')]]).get());
    expect(alternates).toMatchObject({en: `${SITE}/dev-docs/intro`, [AR]: `${SITE}/${AR}/dev-docs/intro`});
  });

  it('falls back to the original text of a page that is not translated, as Docusaurus does', () => {
    const tides = page(LOCALE_DIR, 'dev-docs/harbour/tides');
    expect(tides('article h1').text()).toBe('Fixture tide tables');
    expect(tides('html').attr('lang')).toBe(htmlLang);
  });

  it("writes each locale's own search index: its pages only, under its base URL, in its language", () => {
    const arabic = recordsOfBuild(LOCALE_DIR);
    expect(new Set(arabic.map((record) => record.language))).toEqual(new Set([AR]));
    expect(arabic.every((record) => record.url.startsWith(`/${AR}/`))).toBe(true);
    expect(arabic.some((record) => record.hierarchy.lvl1 === 'وثائق المطورين التجريبية')).toBe(true);
    // the untranslated page is indexed in the locale too, in its original words
    expect(arabic.some((record) => record.url === `/${AR}/dev-docs/harbour/tides`)).toBe(true);

    const english = recordsOfBuild(BUILD);
    expect(new Set(english.map((record) => record.language))).toEqual(new Set(['en']));
    expect(english.some((record) => record.url.startsWith(`/${AR}/`) || ARABIC.test(record.content ?? ''))).toBe(false);
  });

  it("gives Ask AI each locale's own sections", () => {
    const arabic = sectionsOf(LOCALE_DIR);
    const keeper = arabic.find((section) => section.anchor === 'lighthouse-keeper');
    expect(keeper).toMatchObject({url: `/${AR}/dev-docs/intro`, heading: 'حارس المنارة'});
    expect(sectionsOf(BUILD).find((section) => section.anchor === 'lighthouse-keeper')).toMatchObject({url: '/dev-docs/intro', heading: 'Lighthouse keeper'});
  });

  it('writes the Markdown twins and llms.txt of the translated pages under the locale', () => {
    expect(read(LOCALE_DIR, 'dev-docs/intro.md')).toContain('# وثائق المطورين التجريبية');
    expect(read(LOCALE_DIR, 'dev-docs/harbour/tides.md')).toContain('# Fixture tide tables');
    expect(read(BUILD, 'dev-docs/intro.md')).toContain('# Fixture developer docs');
    const llms = read(LOCALE_DIR, 'llms.txt');
    expect(llms).toContain(`${SITE}/${AR}/dev-docs/intro.md`);
    expect(llms).not.toMatch(new RegExp(`${SITE}/dev-docs/`));
  });

  it('prints a section of the locale with its translated pages and the untranslated one', () => {
    const print = page(LOCALE_DIR, 'print/dev-docs/harbour');
    expect(print('html').attr('dir')).toBe(direction);
    const text = print('main').text();
    expect(text).toContain('الميناء التجريبي');
    expect(text).toContain('Fixture tide tables');
  });

  it("draws a social card per translated page, and the page's meta tags point at it", () => {
    const card = path.join(LOCALE_DIR, 'img/og/dev-docs/intro.png');
    expect(fs.existsSync(card)).toBe(true);
    expect(fs.readFileSync(card).equals(fs.readFileSync(path.join(BUILD, 'img/og/dev-docs/intro.png')))).toBe(false);
    expect(page(LOCALE_DIR, 'dev-docs/intro')('meta[property="og:image"]').attr('content')).toBe(`${SITE}/${AR}/img/og/dev-docs/intro.png`);
  });

  it("lists the locale's pages in its sitemap, without the routes the site keeps out of every sitemap", () => {
    const locs = (dir: string) => [...read(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const arabic = locs(LOCALE_DIR);
    expect(arabic).toContain(`/${AR}/dev-docs/intro`);
    expect(arabic.filter((loc) => !loc.startsWith(`/${AR}/`))).toEqual([]);
    expect(arabic.filter((loc) => /\/(print|writing-guide|tags|__tests)(\/|$)/.test(loc))).toEqual([]);
    expect(fs.existsSync(path.join(LOCALE_DIR, 'print/dev-docs/harbour.html'))).toBe(true);
    expect(locs(BUILD)).toContain('/dev-docs/intro');
  });

  it("allows every inline script of every locale's pages in the root _headers, the file a host applies to the whole site", () => {
    const policies = [...read(BUILD, HEADERS_FILE).matchAll(/^ {2}Content-Security-Policy: (.+)$/gm)].map((match) => match[1]!);
    const missing = new Set<string>();
    for (const file of [...englishFiles, ...localeFiles]) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        if (!policies.every((policy) => policy.includes(scriptHash(script)))) missing.add(path.relative(BUILD, file));
      }
    }
    expect([...missing]).toEqual([]);
  });
});
