import {describe, expect, it} from 'vitest';
import {registryChunks, routeScripts, withModuleOrigins, type ClientManifest} from '../../src/framework/route-scripts/routeScripts';
import {createRequire} from 'node:module';
import {LOADER, pageScripts, pageTemplate, startsMainByTag} from '../../src/framework/page-template/startAfterPaint';

const require = createRequire(import.meta.url);
/** Docusaurus's own page template, as static site generation uses it. */
const stockTemplate = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
interface SsgTemplate {
  compileSSGTemplate(template: string): Promise<unknown>;
  renderSSGTemplate(input: {params: object; result: object; ssgTemplate: unknown}): string;
}

// A registry in the generated shape, with a module path that is not a chunk of the manifest.
const registry = `export default {
  "aa11bb22": [() => import(/* webpackChunkName: "aa11bb22" */ "@site/docs/alpha.mdx"), "@site/docs/alpha.mdx", require.resolveWeak("@site/docs/alpha.mdx")],
  "cc33dd44": [() => import(/* webpackChunkName: "cc33dd44" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "ee55ff66": [() => import(/* webpackChunkName: "ee55ff66" */ "@site/docs/orphan.mdx"), "@site/docs/orphan.mdx", require.resolveWeak("@site/docs/orphan.mdx")],
};`;
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['900', '901'], aa11bb22: ['aa11bb22'], cc33dd44: ['700', 'cc33dd44']},
  assets: {},
};

describe('route scripts in the page HTML (src/framework/route-scripts/routeScripts.ts)', () => {
  it('reads each module path of the registry with its chunk name', () => {
    expect([...registryChunks(registry)]).toEqual([
      ['@site/docs/alpha.mdx', 'aa11bb22'],
      ['@theme/DocItem', 'cc33dd44'],
      ['@site/docs/orphan.mdx', 'ee55ff66'],
    ]);
    expect(registryChunks('export default {};').size).toBe(0);
  });

  it('keys each module path to the assets of its chunk, with its shared chunks, and leaves the rest as it was', () => {
    const {manifest: keyed, added} = withModuleOrigins(manifest, registryChunks(registry));
    expect(added).toBe(2);
    expect(keyed.origins['@site/docs/alpha.mdx']).toEqual(['aa11bb22']);
    expect(keyed.origins['@theme/DocItem']).toEqual(['700', 'cc33dd44']);
    expect(keyed.origins['@site/docs/orphan.mdx']).toBeUndefined();
    expect(keyed.origins.main).toEqual(['900', '901']);
    expect(manifest.origins['@theme/DocItem']).toBeUndefined();
  });

  it("reads a page's route scripts: the bundle's scripts under the base URL other than the runtime and the entry", () => {
    const page = (...src: string[]) => `<script data-scripts="${src.join(' ')}">${LOADER}</script>`;
    const runtime = '/docs/assets/js/runtime~main.1a2b3c4d.js';
    const entry = '/docs/assets/js/main.9c8d7e6f.js';
    const chunk = '/docs/assets/js/aa11bb22.5e6f7a8b.js';
    expect(routeScripts(page(runtime, entry, chunk, 'https://example.org/tag.js'), '/docs/')).toEqual([chunk]);
    expect(routeScripts(page(runtime, entry), '/docs/')).toEqual([]);
    // A page that does not start the app (no entry script of this base URL) is not one to check.
    expect(routeScripts(page(runtime, chunk), '/docs/')).toBeNull();
    expect(routeScripts(page(runtime, entry, chunk), '/')).toBeNull();
  });

  it("gives Docusaurus's own page rendering the route's scripts", async () => {
    // Docusaurus's template renderer, fed as static site generation feeds it.
    const {compileSSGTemplate, renderSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as SsgTemplate;
    const js = (file: string) => ({js: [{file}]});
    const assets = {
      '900': js('assets/js/runtime~main.1a2b3c4d.js'),
      '901': js('assets/js/main.9c8d7e6f.js'),
      '700': js('assets/js/700.0a0b0c0d.js'),
      aa11bb22: js('assets/js/aa11bb22.5e6f7a8b.js'),
      cc33dd44: js('assets/js/cc33dd44.1f2e3d4c.js'),
    };
    const render = async (withOrigins: boolean) => {
      const keyed = withOrigins ? withModuleOrigins({...manifest, assets}, registryChunks(registry)).manifest : {...manifest, assets};
      const params = {
        baseUrl: '/',
        headTags: '',
        preBodyTags: '',
        postBodyTags: '',
        manifest: keyed,
        noIndex: false,
        DOCUSAURUS_VERSION: '3',
      };
      const metadata = {internal: {htmlAttributes: '', bodyAttributes: '', title: '', meta: '', link: '', script: ''}};
      const result = {html: '<p>page</p>', collectedData: {modules: new Set(['@theme/DocItem', '@site/docs/alpha.mdx']), metadata}};
      return renderSSGTemplate({params, result, ssgTemplate: await compileSSGTemplate(pageTemplate(stockTemplate))});
    };
    expect(routeScripts(await render(true), '/')).toEqual([
      '/assets/js/700.0a0b0c0d.js',
      '/assets/js/cc33dd44.1f2e3d4c.js',
      '/assets/js/aa11bb22.5e6f7a8b.js',
    ]);
    // Without the module paths in the manifest, Docusaurus finds no route script: the reason for the patch.
    expect(routeScripts(await render(false), '/')).toEqual([]);
  });
});

describe('app scripts started after the first paint (src/framework/page-template/startAfterPaint.ts)', () => {
  const {compileSSGTemplate, renderSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.js') as SsgTemplate;
  const render = async (template: string, scripts: string[]) => {
    const js = (file: string) => ({js: [{file}]});
    const assets = Object.fromEntries(scripts.map((file, index) => [String(index), js(file)]));
    const params = {
      baseUrl: '/docs/',
      headTags: '',
      preBodyTags: '',
      postBodyTags: '',
      manifest: {entrypoints: ['main'], origins: {main: Object.keys(assets)}, assets},
      noIndex: false,
      DOCUSAURUS_VERSION: '3',
    };
    const metadata = {internal: {htmlAttributes: '', bodyAttributes: '', title: '', meta: '', link: '', script: ''}};
    const result = {html: '<p>page</p>', collectedData: {modules: new Set<string>(), metadata}};
    return renderSSGTemplate({params, result, ssgTemplate: await compileSSGTemplate(template)});
  };

  it("replaces the script tags of Docusaurus's template with one loader that lists them in order", async () => {
    const scripts = ['assets/js/runtime~main.1a2b3c4d.js', 'assets/js/main.9c8d7e6f.js'];
    const stock = await render(stockTemplate, scripts);
    expect(stock).toMatch(/<script src="\/docs\/assets\/js\/main\.9c8d7e6f\.js" defer>/);
    const html = await render(pageTemplate(stockTemplate), scripts);
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    // The build's check tells the two apart.
    expect([startsMainByTag(stock), startsMainByTag(html)]).toEqual([true, false]);
    expect(pageScripts(html)).toEqual(['/docs/assets/js/runtime~main.1a2b3c4d.js', '/docs/assets/js/main.9c8d7e6f.js']);
    expect(html.split('<script').length - 1).toBe(1);
    expect(html.replace(/\s+/g, ' ')).toContain(LOADER.replace(/\s+/g, ' '));
    // The rest of the template is Docusaurus's.
    const bare = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, '').replace(/\s+/g, '');
    expect(bare(html)).toBe(bare(stock));
    // A page without scripts gets no loader.
    expect(await render(pageTemplate(stockTemplate), [])).not.toContain('<script');
  });

  it("fails on a template whose script loop it does not find once (Docusaurus's template changed)", () => {
    expect(() => pageTemplate(stockTemplate.replace('defer></script>', 'async></script>'))).toThrow(/0 script loops/);
    expect(() => pageTemplate(`${stockTemplate}${stockTemplate}`)).toThrow(/2 script loops/);
  });

  it('reads the list of a minified page, quoted or not', () => {
    expect(pageScripts('<script data-scripts="/a.js /b.js">x</script>')).toEqual(['/a.js', '/b.js']);
    expect(pageScripts('<script data-scripts=/a.js>x</script>')).toEqual(['/a.js']);
    expect(pageScripts('<script src=/a.js defer></script>')).toEqual([]);
  });
});
