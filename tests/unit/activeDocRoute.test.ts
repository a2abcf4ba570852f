import fs from 'node:fs';
import {createRequire} from 'node:module';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom';
import type {RouteConfig} from 'react-router-config';
import {describe, expect, it, vi} from 'vitest';

// What the docs client's hooks import from theme-common and from the client's own entry, reduced to what
// useDocRootMetadata reaches (the version's sidebars, from the DocsVersionProvider the test renders).
vi.mock('@docusaurus/theme-common/internal', () => ({ReactContextError: Error, isSamePath: (a: string, b: string) => a === b}));
vi.mock('@docusaurus/constants', () => ({DEFAULT_PLUGIN_ID: 'default'}));
vi.mock('@docusaurus/theme-common', () => ({uniq: <T>(items: T[]) => [...new Set(items)]}));
vi.mock('@docusaurus/plugin-content-docs/client', async () => ({
  useDocsVersion: (await import('@docusaurus/plugin-content-docs/lib/client/docsVersion.js')).useDocsVersion,
}));

const {DocsVersionProvider} = await import('@docusaurus/plugin-content-docs/lib/client/docsVersion.js');
const stock = await import('@docusaurus/plugin-content-docs/lib/client/docsUtils.js');
const patched = await import('../../src/framework/active-doc/docsUtils');

/** A doc route as the docs plugin writes them: exact, with its sidebar; the page says which route rendered it. */
const docRoute = (path: string, sidebar?: string): RouteConfig =>
  ({path, exact: true, sidebar, component: () => createElement('main', null, `doc ${path}`)}) as RouteConfig;

const VERSION = {docsSidebars: {dev: [{type: 'link', label: 'Intro', href: '/intro'}], cloud: []}};

type Hook = (props: {route: RouteConfig}) => {docElement: ReactNode; sidebarName: string | undefined; sidebarItems: unknown} | null;

/** What DocRoot would show at `pathname`: the doc element and the sidebar name, rendered to HTML. */
function rendered(hook: Hook, routes: RouteConfig[], pathname: string): string {
  const Probe = () => {
    const metadata = hook({route: {path: '/', routes}});
    return metadata
      ? createElement(
          'div',
          {'data-sidebar': metadata.sidebarName, 'data-items': JSON.stringify(metadata.sidebarItems)},
          metadata.docElement,
        )
      : createElement('p', null, 'not found');
  };
  return renderToStaticMarkup(
    createElement(
      StaticRouter,
      {location: pathname},
      createElement(DocsVersionProvider, {version: VERSION as never, children: createElement(Probe)}),
    ),
  );
}

const ROUTES = [
  docRoute('/intro', 'dev'),
  docRoute('/dev-docs/faq', 'dev'),
  docRoute('/dev-docs/api/rest/', 'dev'),
  docRoute('/Cloud/Plans', 'cloud'),
  docRoute('/', 'dev'),
  docRoute('/dup', 'dev'),
  docRoute('/dup', 'cloud'),
  docRoute('/no-sidebar'),
];
const PATHNAMES = [
  '/',
  '/intro',
  '/intro/',
  '/INTRO',
  '/intro//',
  '/intro/x',
  '/dev-docs/api/rest',
  '/cloud/plans',
  '/dup',
  '/no-sidebar',
  '/tags/a',
  '/café',
];

describe('active-doc patch (src/framework/active-doc/docsUtils.ts): the doc route found by a lookup', () => {
  it('renders what the stock hook renders, for doc pages, case, trailing slashes, duplicates and pages without a doc', () => {
    for (const routes of [ROUTES, [...ROUTES, docRoute('/odd/:param', 'dev')]]) {
      for (const pathname of PATHNAMES) {
        expect(rendered(patched.useDocRootMetadata as Hook, routes, pathname), pathname).toBe(
          rendered(stock.useDocRootMetadata as Hook, routes, pathname),
        );
      }
    }
    expect(rendered(patched.useDocRootMetadata as Hook, ROUTES, '/dup')).toContain('data-sidebar="dev"');
    expect(rendered(patched.useDocRootMetadata as Hook, ROUTES, '/tags/a')).toContain('not found');
  });

  // The upgrade alarm of this half of the patch (src/framework/README.md; the other half's is in vendorPatches.test.ts).
  it('exports every function of the stock module (an upgrade that adds one must add it to the replacement)', () => {
    expect(Object.keys(patched)).toEqual(expect.arrayContaining(Object.keys(stock)));
  });

  it('replaces a hook that matches every doc route, then renders a Switch of all of them', () => {
    const source = fs.readFileSync(
      createRequire(import.meta.url).resolve('@docusaurus/plugin-content-docs/lib/client/docsUtils.js'),
      'utf8',
    );
    expect(source).toMatch(/docRoutes\.find\(\(docRoute\) => matchPath\(location\.pathname, docRoute\)\)/);
    expect(source).toMatch(/const docElement = renderRoutes\(docRoutes\);/);
  });
});
