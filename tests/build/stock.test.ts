import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {htmlFileOf} from './support';
import {htmlFiles} from '../../src/lib/build/htmlFiles';
import {COMPILE_HINT} from '../../src/framework/compile-hints';
import {EARLY_TAPS_GLOBAL} from '../../src/framework/early-taps/earlyTaps';
import {SCRIPTS_ATTRIBUTE, startsMainByTag} from '../../src/framework/page-template/startAfterPaint';
import {isEntryScript} from '../../src/framework/route-scripts/routeScripts';
import {BUNDLE_REPORT_FILE, type MainModulesReport} from '../../src/plugins/bundle-report';

/**
 * The stock build (FRAMEWORK_PATCHES=0, built by scripts/test.sh into tests/fixtures/stock/build) carries none of the
 * marks the framework patches leave in a build (src/framework/README.md): Docusaurus's own page template and scripts,
 * no compile hint, no early-tap script, code coloured by the theme, the theme's own components, and no file of
 * src/framework in the client bundle.
 */
const STOCK = path.resolve(__dirname, '../fixtures/stock/build');
const html = (route: string) => fs.readFileSync(htmlFileOf(STOCK, route)!, 'utf8');
const DOC = '/dev-docs/quick-start';
/** The scripts a page names with `<script src>`, as Docusaurus's template writes them. */
function scriptTags(page: string): string[] {
  const $ = load(page);
  return $('script[src]')
    .toArray()
    .map((element) => $(element).attr('src') ?? '');
}
const assets = (dir: string, extension: string) =>
  fs
    .readdirSync(path.join(STOCK, dir))
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(STOCK, dir, name));

describe('the stock build (FRAMEWORK_PATCHES=0)', () => {
  it('has every page of the site', () => {
    expect(htmlFiles(STOCK).length).toBeGreaterThan(600);
  });

  it("pages use Docusaurus's template: main in a <script defer> of its own, no loader (page-template)", () => {
    for (const file of htmlFiles(STOCK)) {
      const page = fs.readFileSync(file, 'utf8');
      expect(page.includes(`${SCRIPTS_ATTRIBUTE}=`), file).toBe(false);
    }
    expect(startsMainByTag(html(DOC))).toBe(true);
    expect(load(html(DOC))('script[src*="/main."]').attr('defer')).toBeDefined();
  });

  it("a page names only the runtime and main, not its route's chunks (route-scripts)", () => {
    const scripts = scriptTags(html(DOC)).filter((src) => src.startsWith('/assets/js/'));
    expect(scripts).toHaveLength(2);
    expect(scripts.every(isEntryScript)).toBe(true);
  });

  it('no script starts with the compile hint (compile-hints)', () => {
    for (const file of assets('assets/js', '.js')) expect(fs.readFileSync(file, 'utf8').includes(COMPILE_HINT), file).toBe(false);
  });

  it('no page holds taps before hydration, and no script replays them (early-taps)', () => {
    expect(html(DOC)).not.toContain(EARLY_TAPS_GLOBAL);
    for (const file of assets('assets/js', '.js')) expect(fs.readFileSync(file, 'utf8').includes(EARLY_TAPS_GLOBAL), file).toBe(false);
  });

  it("code is coloured by the theme's inline styles, with no stylesheet of both themes (code-highlighting, CodeBlock)", () => {
    const $ = load(html('/__tests/doc-page'));
    const block = $('article pre.language-js').first();
    expect(block.find('[data-code-block]')).toHaveLength(0);
    const keyword = block.find('.token.keyword').first();
    expect(keyword.text()).toBe('const');
    expect(keyword.attr('style')).toMatch(/color:/);
    for (const file of assets('assets/css', '.css')) expect(fs.readFileSync(file, 'utf8').includes('--tessera-code-color'), file).toBe(false);
  });

  it("the sidebar is the theme's: no badge inside a link (DocSidebarItem/Link)", () => {
    const $ = load(html('/user-docs/content-manager/previewing-content'));
    expect($('.menu__link').length).toBeGreaterThan(10);
    expect($('.menu__link [data-badge]')).toHaveLength(0);
  });

  it('the client build read no file of src/framework (code highlighting, early taps, the ejected components, ...)', () => {
    const report = JSON.parse(fs.readFileSync(path.join(STOCK, BUNDLE_REPORT_FILE), 'utf8')) as MainModulesReport;
    expect(report.modules.length).toBeGreaterThan(0);
    expect(report.frameworkFiles).toEqual([]);
  });
});
