/**
 * In place of `react-router-config`'s `matchRoutes` for three modules of Docusaurus core's client (./index.ts says
 * which): the same branch, found by a lookup instead of `matchPath` against every route in turn. Core calls it on every
 * page it renders (`preload`, `normalizeLocation`) and for every link it prefetches, and the docs plugin nests all docs
 * of a version under one route, so the stock scan costs each call time in proportion to the pages (measured on a 3x
 * route table: 356 ms for all 1,196 paths, 4 ms by lookup), and static generation their square (at 10x the pages,
 * 180-213 s of CPU against 244-295 s without; reports/performance.md, 2026-11-29). Matches are still made by the real
 * `matchPath`, so the `match` objects are the stock ones; a pathname the lookup cannot decide takes the stock scan.
 */
import {matchPath, Router} from 'react-router-dom';
import type {MatchedRoute, RouteConfig} from 'react-router-config';
import {matchRoutes as stockMatchRoutesTyped} from 'react-router-config';

/** A pathname or route path `matchPath` compares as plain text under the key below: printable ASCII, no token. */
const PLAIN = /^[\x20-\x7e]*$/;
const PATTERN_TOKEN = /[:()*?+\\]/;

/**
 * The key under which `matchPath(pathname, {path, exact: true})` (not `strict`, not `sensitive`) matches a plain path:
 * path-to-regexp 1.x drops one trailing slash of the path and makes one at the end of the pathname optional, and
 * compares without case (ASCII only here, where lower case is what the regexp's `i` flag compares).
 */
export function pathKey(path: string): string {
  return (path.endsWith('/') ? path.slice(0, -1) : path).toLowerCase();
}

/**
 * Whether a route is matched by its key alone: an exact, case-insensitive, non-strict plain path. A path ending in
 * two slashes keeps one after the drop, so a pathname's key (one slash dropped) would miss it.
 */
export function isKeyedRoute(route: RouteConfig): route is RouteConfig & {path: string} {
  const {path} = route;
  return (
    typeof path === 'string' &&
    path !== '' &&
    route.exact === true &&
    !route.strict &&
    !route.sensitive &&
    PLAIN.test(path) &&
    !PATTERN_TOKEN.test(path) &&
    !path.endsWith('//')
  );
}

interface RoutesIndex {
  /** Each key's first route (the stock `some` stops at the first match). */
  firstByKey: Map<string, number>;
  /** The positions of every other route (no path, not exact, tokens, options), in order. */
  others: number[];
}

// Core's route table is one array (and its nested arrays) for the life of the page or of a static generation thread.
const indexes = new WeakMap<readonly RouteConfig[], RoutesIndex>();

function indexOf(routes: readonly RouteConfig[]): RoutesIndex {
  let index = indexes.get(routes);
  if (!index) {
    index = {firstByKey: new Map(), others: []};
    for (const [position, route] of routes.entries()) {
      if (!isKeyedRoute(route)) index.others.push(position);
      else if (!index.firstByKey.has(pathKey(route.path))) index.firstByKey.set(pathKey(route.path), position);
    }
    indexes.set(routes, index);
  }
  return index;
}

type Match = MatchedRoute<Record<string, string>>['match'];
type Branch<Params extends Record<string, string>> = MatchedRoute<Params>[];

// What the types leave out: the stock function's third argument (the branch its recursion continues) and the root match.
const stockMatchRoutes = stockMatchRoutesTyped as <Params extends Record<string, string>>(
  routes: RouteConfig[],
  pathname: string,
  branch?: Branch<Params>,
) => Branch<Params>;
const {computeRootMatch} = Router as unknown as {computeRootMatch: (pathname: string) => Match};

/** The stock module's match of one route: its path's, else the parent's, else the root match. */
function matchOne(route: RouteConfig, pathname: string, branch: MatchedRoute<Record<string, string>>[]): Match | null {
  if (route.path) return matchPath(pathname, route);
  return branch.length > 0 ? branch[branch.length - 1]!.match : computeRootMatch(pathname);
}

/** `react-router-config`'s `matchRoutes`, with the same signature (the third argument is its recursion's branch). */
export function matchRoutes<Params extends Record<string, string> = Record<string, string>>(
  routes: RouteConfig[],
  pathname: string,
  branch: MatchedRoute<Params>[] = [],
): MatchedRoute<Params>[] {
  if (!PLAIN.test(pathname)) return stockMatchRoutes(routes, pathname, branch);
  const found = branch as MatchedRoute<Record<string, string>>[];
  const {firstByKey, others} = indexOf(routes);
  const candidate = firstByKey.get(pathKey(pathname));
  let route: RouteConfig | undefined;
  let match: Match | null = null;
  // A route the key cannot decide wins if it matches and comes before the keyed candidate.
  for (const position of others) {
    if (candidate !== undefined && position > candidate) break;
    match = matchOne(routes[position]!, pathname, found);
    if (match) {
      route = routes[position];
      break;
    }
  }
  if (!route && candidate !== undefined) {
    route = routes[candidate];
    match = matchPath(pathname, route!);
    // The key says it matches; should matchPath disagree, the stock scan decides.
    if (!match) return stockMatchRoutes(routes, pathname, branch);
  }
  if (!route || !match) return branch;
  found.push({route, match});
  if (route.routes) matchRoutes(route.routes, pathname, found);
  return branch;
}
