/**
 * The route components of src/framework/route-tree/ComponentCreator.ts: created on first render or preload, once, and
 * still reporting their modules to react-loadable's Capture, which the build reads for each page's route scripts.
 */
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Loadable from 'react-loadable';
import {beforeEach, describe, expect, it, vi} from 'vitest';

const created = vi.hoisted(() => [] as string[]);

// Docusaurus's own ComponentCreator, as a fake that records each component it builds, built on react-loadable.
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator', async () => {
  const {default: loadable} = await import('react-loadable');
  return {
    default: (path: string, hash?: string) => {
      created.push(`${path}-${hash}`);
      function Page({label}: {label?: string}): ReactNode {
        return createElement('p', null, `${path} ${label ?? ''}`);
      }
      return loadable({loader: async () => Page, loading: () => null, modules: [`@site/docs${path}.mdx`]});
    },
  };
});

const {default: ComponentCreator} = await import('../../src/framework/route-tree/ComponentCreator');

const render = (Route: ReturnType<typeof ComponentCreator>, props: object, report?: (module: string) => void) =>
  renderToStaticMarkup(createElement(Loadable.Capture, {report: report ?? (() => undefined)}, createElement(Route as never, props)));

describe('lazy route components', () => {
  beforeEach(() => {
    created.length = 0;
  });

  it('builds no component while the route table is created', () => {
    ComponentCreator('/one', 'a1');
    ComponentCreator('/two', 'b2');
    expect(created).toEqual([]);
  });

  it('preloads, then renders the loaded page with the props it is given, building the component once', async () => {
    const Route = ComponentCreator('/guide', 'c3');
    await Route.preload();
    expect(render(Route, {label: 'first'})).toBe('<p>/guide first</p>');
    expect(render(Route, {label: 'again'})).toBe('<p>/guide again</p>');
    expect(created).toEqual(['/guide-c3']);
  });

  it('reports the modules a page rendered to react-loadable’s Capture', async () => {
    const Route = ComponentCreator('/api', 'd4');
    await Route.preload();
    const reported: string[] = [];
    render(Route, {}, (module) => reported.push(module));
    expect(reported).toEqual(['@site/docs/api.mdx']);
  });

  it('passes the not-found route on without a hash', () => {
    ComponentCreator('*');
    expect(created).toEqual([]);
    render(ComponentCreator('*'), {});
    expect(created).toEqual(['*-undefined']);
  });
});
