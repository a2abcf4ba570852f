/** The route components of src/plugins/route-tree/ComponentCreator.ts: created on first render or preload, once. */
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';

const created = vi.hoisted(() => [] as string[]);

// Docusaurus's own ComponentCreator, as a fake that records each component it builds.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', () => ({
  default: (path: string, hash?: string) => {
    created.push(`${path}-${hash}`);
    const Component = ({label}: {label?: string}) => createElement('p', null, `${path} ${label ?? ''}`);
    return Object.assign(Component, {preload: vi.fn(async () => path)});
  },
}));

const {default: ComponentCreator} = await import('../../src/plugins/route-tree/ComponentCreator');

describe('lazy route components', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('builds no component while the route table is created', () => {
    ComponentCreator('/one', 'a1');
    ComponentCreator('/two', 'b2');
    expect(created).toEqual([]);
  });

  it("renders the route's component with the props it is given, built on first use", () => {
    const Route = ComponentCreator('/guide', 'c3');
    expect(renderToStaticMarkup(createElement(Route, {label: 'first'} as never))).toBe('<p>/guide first</p>');
    expect(renderToStaticMarkup(createElement(Route, {label: 'again'} as never))).toBe('<p>/guide again</p>');
    expect(created).toEqual(['/guide-c3']);
  });

  it("preloads through the route's component, and renders that same one afterwards", async () => {
    const Route = ComponentCreator('/api', 'd4');
    await expect(Route.preload()).resolves.toBe('/api');
    renderToStaticMarkup(createElement(Route, {} as never));
    expect(created).toEqual(['/api-d4']);
  });

  it('passes the not-found route on without a hash', () => {
    const Route = ComponentCreator('*');
    renderToStaticMarkup(createElement(Route, {} as never));
    expect(created).toEqual(['*-undefined']);
  });
});
