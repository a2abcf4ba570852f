import {compile} from '@mdx-js/mdx';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import devHotPagesPlugin, {contentFolders} from '../../src/plugins/dev-hot-pages';
import {hotPage} from '../../src/plugins/dev-hot-pages/hotPage';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withHotPage} = require('../../src/plugins/dev-hot-pages/pageLoader.cjs') as {
  withHotPage: (source: string, runtime: string) => string;
};

/** The module.hot of one module instance, as Rspack's runtime hands it: `data` is what the previous instance disposed. */
function fakeHot(data?: object) {
  const disposers: ((data: object) => void)[] = [];
  return {
    data,
    accept: vi.fn(),
    invalidate: vi.fn(),
    dispose: (callback: (data: object) => void) => void disposers.push(callback),
    /** What the next instance receives as `data`. */
    next: () => disposers.reduce((next, dispose) => (dispose(next), next), {}),
  };
}
const text =
  (words: string): ComponentType<object> =>
  () =>
    createElement('p', null, words);

describe('a saved page updates in place in npm start (src/plugins/dev-hot-pages)', () => {
  it('keeps one component across updates, which renders the latest version of the page', () => {
    const first = fakeHot();
    const Page = hotPage(text('before'), first, {toc: []});
    expect(first.accept).toHaveBeenCalled();
    const second = fakeHot(first.next());
    const Updated = hotPage(text('after'), second, {toc: []});
    expect(Updated, 'the same component: React keeps the rest of the site mounted').toBe(Page);
    expect(second.accept).toHaveBeenCalled();
    expect(second.invalidate).not.toHaveBeenCalled();
    expect(renderToStaticMarkup(createElement(Page))).toBe('<p>after</p>');
  });

  it('passes the update on to the app when the title, front matter or TOC changed (the sidebar and TOC read them)', () => {
    const first = fakeHot();
    const Page = hotPage(text('before'), first, {toc: [{id: 'a'}]});
    const second = fakeHot(first.next());
    const Content = text('after');
    expect(hotPage(Content, second, {toc: [{id: 'a'}, {id: 'b'}]})).toBe(Content);
    expect(second.invalidate).toHaveBeenCalled();
    expect(second.accept, 'not accepted: the update goes up to the entry').not.toHaveBeenCalled();
    expect(Page).not.toBe(Content);
  });

  it('is the page itself without hot updates (a build)', () => {
    const Content = text('page');
    expect(hotPage(Content, undefined, {})).toBe(Content);
  });

  it('wraps the default export of what MDX writes, and fails on anything else', async () => {
    const source = String(await compile('# Title\n\nText'));
    const wrapped = withHotPage(source, '/runtime.ts');
    expect(wrapped).not.toContain('export default function MDXContent');
    expect(wrapped).toContain('import {hotPage as __hotPage} from "/runtime.ts"');
    expect(wrapped).toMatch(/export default __hotPage\(MDXContent, import\.meta\.webpackHot, \{frontMatter: typeof frontMatter/);
    expect(() => withHotPage('export default function Other() {}', '/runtime.ts')).toThrow(/MDXContent/);
  });

  it('adds its loader to the dev client compilation only, on the content plugins’ MDX folders', () => {
    const rules = [
      {test: /\.mdx?$/i, include: ['/site/docs/'], use: [{loader: '/site/node_modules/@docusaurus/mdx-loader/lib/index.js'}]},
      {test: /\.mdx?$/i, include: '/site/src/pages/', use: [{loader: '/site/node_modules/@docusaurus/mdx-loader/lib/index.js'}]},
      {test: /\.css$/, include: ['/site/src/css/'], use: [{loader: 'css-loader'}]},
    ];
    expect(contentFolders(rules)).toEqual(['/site/docs/', '/site/src/pages/']);
    const configure = (enabled: boolean, mode: string, isServer = false) =>
      devHotPagesPlugin(enabled)().configureWebpack!({mode, module: {rules}} as never, isServer, {} as never, {} as never);
    expect(configure(true, 'development')).toMatchObject({
      module: {rules: [{enforce: 'post', include: ['/site/docs/', '/site/src/pages/']}]},
    });
    expect(configure(true, 'production')).toEqual({});
    expect(configure(true, 'development', true)).toEqual({});
    expect(configure(false, 'development')).toEqual({});
    // Without an MDX rule the fallback rule of Docusaurus would get no folder to leave out: fail loudly instead.
    expect(() =>
      devHotPagesPlugin(true)().configureWebpack!({mode: 'development', module: {rules: []}} as never, false, {} as never, {} as never),
    ).toThrow(/no MDX rule/);
  });
});
