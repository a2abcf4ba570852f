import {describe, expect, it} from 'vitest';
import type {MatchedRoute, RouteConfig} from 'react-router-config';
import {matchRoutes as stockMatchRoutes} from 'react-router-config';
import {matchPath} from 'react-router-dom';
import {isKeyedRoute, matchRoutes, pathKey} from '../../src/framework/route-match/matchRoutes';

type MatchRoutes = (routes: RouteConfig[], pathname: string) => MatchedRoute<Record<string, string>>[];

/** Every route gets an id, so that two routes of the same path are told apart in the branches compared. */
let ids = 0;
const route = (path: string | undefined, options: Partial<RouteConfig> = {}): RouteConfig => ({id: ids++, path, ...options});
const exact = (path: string, options: Partial<RouteConfig> = {}) => route(path, {exact: true, ...options});
/** A docs plugin instance as Docusaurus writes it: three non-exact routes at the version's path, its docs inside. */
const docsTree = (base: string, docs: RouteConfig[]) => route(base, {routes: [route(base, {routes: [route(base, {routes: docs})]})]});

/** A route table of the shape `.docusaurus/routes.js` has, with the cases the lookup must keep as the scan decides. */
const ROUTES: RouteConfig[] = [
  exact('/search'),
  exact('/Blog/'), // case and a trailing slash
  exact('/blog/tags/:tag'), // a parameter
  exact('/dup'), // the first of two routes with one key wins
  exact('/dup/'),
  exact('/strict/', {strict: true}),
  exact('/Sensitive', {sensitive: true}),
  exact('/odd//'), // keeps one trailing slash after the drop
  route('/guides'), // not exact, before an exact route it shadows
  exact('/guides/intro'),
  exact('/'),
  docsTree('/5.5', [exact('/5.5/intro'), exact('/5.5/dev-docs/api/rest/'), exact('/5.5/Cloud/Plans'), exact('/5.5/')]),
  docsTree('/', [
    exact('/intro'),
    exact('/intro'),
    exact('/dev-docs/api/rest/'),
    exact('/cloud/Plans'),
    exact('/tags/:tag'),
    exact('/café'),
    route(undefined, {routes: [exact('/inside-no-path')]}), // no path: the parent's match
    route('*'),
  ]),
  exact('/late'), // after the catch-all docs root: never reached
  route(undefined), // no path at the top: the root match
];

const PATHNAMES = [
  ...['', '/', '//', '/search', '/SEARCH', '/search/', '/search//', '/blog', '/blog/', '/BLOG/', '/blog/tags/x', '/blog/tags/X/'],
  ...['/dup', '/dup/', '/strict', '/strict/', '/sensitive', '/Sensitive', '/odd', '/odd/', '/odd//', '/guides/intro'],
  ...['/5.5', '/5.5/', '/5.5/intro', '/5.5/INTRO/', '/5.5/dev-docs/api/rest', '/5.5/cloud/plans', '/5.5/missing'],
  ...['/intro', '/intro/', '/Intro', '/intro//', '/dev-docs/api/rest', '/tags/a', '/café', '/caf%C3%A9', '/CAFÉ'],
  ...['/inside-no-path', '/late', '/index.html', '/missing', 'intro', '/a b', '/x?y'],
];

/** The pathnames whose branch differs from the stock module's (routes compared by identity, matches by value). */
function differences(candidate: MatchRoutes, routes = ROUTES): string[] {
  return PATHNAMES.filter((pathname) => {
    const expected = stockMatchRoutes(routes, pathname);
    const actual = candidate(routes, pathname);
    const same = (a: MatchedRoute<object>, b: MatchedRoute<object>) =>
      a.route === b.route && JSON.stringify(a.match) === JSON.stringify(b.match);
    return actual.length !== expected.length || actual.some((branch, i) => !same(branch, expected[i]!));
  });
}

/** Broken lookups the comparison must catch: each drops one rule of the real one. */
const firstKeyed = (routes: RouteConfig[], pathname: string, key: (path: string) => string) =>
  routes.find((r) => isKeyedRoute(r) && key(r.path) === key(pathname));
const BROKEN: Record<string, MatchRoutes> = {
  // The keyed route wins even over an earlier route that matches (here `/guides` before `/guides/intro`).
  'keyed route first': (routes, pathname) => {
    const found = firstKeyed(routes, pathname, pathKey);
    return found ? [{route: found, match: matchPath(pathname, found)!}] : matchRoutes(routes, pathname);
  },
  // Keys compared as written: no case folding, no trailing slash dropped.
  'no normalisation': (routes, pathname) => {
    const found = firstKeyed(routes, pathname, (path) => path);
    return found ? [{route: found, match: matchPath(pathname, found)!}] : stockMatchRoutes(routes, pathname);
  },
};

describe("core's matchRoutes by a lookup (src/framework/route-match)", () => {
  it('returns the branch the stock scan returns, for every pathname of the table', () => {
    expect(differences(matchRoutes)).toEqual([]);
  });

  it('returns the same again once the table is indexed, and for a second table', () => {
    expect(differences(matchRoutes)).toEqual([]);
    expect(differences(matchRoutes, [...ROUTES].reverse())).toEqual([]);
  });

  it('continues an existing branch as the stock recursion does', () => {
    const parent = [{route: ROUTES[0]!, match: matchPath('/intro', {path: '/'})!}];
    const nested = ROUTES[12]!.routes![0]!.routes![0]!.routes!;
    const stock = stockMatchRoutes as (routes: RouteConfig[], pathname: string, branch: typeof parent) => typeof parent;
    expect(matchRoutes(nested, '/inside-no-path', [...parent])).toEqual(stock(nested, '/inside-no-path', [...parent]));
  });

  it.each(Object.entries(BROKEN))('the comparison fails on a broken lookup: %s', (_name, broken) => {
    expect(differences(broken)).not.toEqual([]);
  });
});
