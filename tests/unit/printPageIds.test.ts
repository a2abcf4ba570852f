/**
 * The ids of a print page (src/plugins/print-sections/PageIds.tsx): each joined page's Markdown ids get the page's
 * prefix, and its in-page links and id references follow, so two pages with the same headings stay apart.
 */
import {createElement, Fragment} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
import {MDXProvider, useMDXComponents} from '@mdx-js/react';
import {describe, expect, it} from 'vitest';
import PageIds, {pageIdPrefix, prefixedProps} from '../../src/plugins/print-sections/PageIds';

const PAGE = '## Related pages\n\nSee [below](#next-steps) or [elsewhere](/a/b#next-steps).\n\n## Next steps\n';

async function page(): Promise<React.ComponentType> {
  // Heading ids as Docusaurus writes them: an `id` prop on the heading (here the text as a slug).
  const ids = () => (tree: {children: {type: string; children?: {value?: string}[]; data?: object}[]}) => {
    for (const node of tree.children) {
      const text = node.children?.[0]?.value;
      if (node.type === 'heading' && text) node.data = {hProperties: {id: text.toLowerCase().replace(/\s+/g, '-')}};
    }
  };
  const {default: Content} = await evaluate(PAGE, {...runtime, useMDXComponents, remarkPlugins: [ids]} as never);
  return Content as React.ComponentType;
}

describe('print page ids', () => {
  it('a page prefix is its route as a slug', () => {
    expect(pageIdPrefix('/dev-docs/api/rest')).toBe('dev-docs-api-rest--');
    expect(pageIdPrefix('/docs/User-Docs/intro/')).toBe('docs-user-docs-intro--');
  });

  it('prefixes ids, in-page links and id references, and nothing else', () => {
    expect(prefixedProps({id: 'a', href: '#b', 'aria-describedby': 'c d', className: 'x'}, 'p--')).toEqual({
      id: 'p--a',
      href: '#p--b',
      'aria-describedby': 'p--c p--d',
      className: 'x',
    });
    expect(prefixedProps({href: '/a/b#c'}, 'p--')).toEqual({href: '/a/b#c'});
    expect(prefixedProps({href: '#'}, 'p--')).toEqual({href: '#'});
  });

  it('two joined pages with the same headings: unique ids, each in-page link to its own page', async () => {
    const Content = await page();
    // The theme's components stay in use under the prefixing ones.
    const h2 = (props: object) => createElement('h2', {...props, 'data-theme-heading': ''});
    const html = renderToStaticMarkup(
      createElement(
        MDXProvider,
        {components: {h2}},
        createElement(
          Fragment,
          null,
          createElement('article', null, createElement(PageIds, {prefix: 'one--', children: createElement(Content)})),
          createElement('article', null, createElement(PageIds, {prefix: 'two--', children: createElement(Content)})),
        ),
      ),
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['one--related-pages', 'one--next-steps', 'two--related-pages', 'two--next-steps']);
    expect([...html.matchAll(/ href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '#one--next-steps',
      '/a/b#next-steps',
      '#two--next-steps',
      '/a/b#next-steps',
    ]);
    expect(html.match(/data-theme-heading/g)).toHaveLength(4);
  });
});
