/**
 * Routes grouped under one parent, so that matching a URL skips the group in one step. Docusaurus puts each tag page
 * of the docs (about 290) beside the route of the docs themselves, which comes last: every doc page then matches its
 * URL against every tag route, at start-up and on each navigation (src/framework/route-tree). Pure: no React, no
 * Docusaurus.
 */

/** The part of a route that grouping reads; everything else is carried over as it is. */
export interface RouteNode {
  /** React Router also takes a list of paths; grouping reads single paths only. */
  path?: string | readonly string[];
  exact?: boolean;
  routes?: readonly RouteNode[];
}

/** A route at or below `prefix` (`/tags`, `/tags/webhooks`) with no routes of its own. */
const isLeafUnder = (route: RouteNode, prefix: string): boolean =>
  !route.routes && typeof route.path === 'string' && (route.path === prefix || route.path.startsWith(`${prefix}/`));

/**
 * The routes with every run of two or more leaves under `prefix` in one array replaced by `parent` (path `prefix`,
 * not exact) holding them, at the place of the first; arrays elsewhere in the tree are grouped the same way. The
 * input is not changed.
 */
export function groupRoutes<R extends RouteNode>(routes: readonly R[], prefix: string, parent: Omit<R, 'path' | 'exact' | 'routes'>): R[] {
  const leaves = routes.filter((route) => isLeafUnder(route, prefix));
  const grouped = routes.map((route) =>
    route.routes ? {...route, routes: groupRoutes(route.routes as readonly R[], prefix, parent)} : route,
  );
  if (leaves.length < 2) return grouped;
  const at = routes.indexOf(leaves[0]!);
  const group = {...parent, path: prefix, exact: false, routes: leaves} as unknown as R;
  return grouped.flatMap((route, index) => (index === at ? [group] : isLeafUnder(routes[index]!, prefix) ? [] : [route]));
}

/** The tags prefix of each docs version, from the versions' paths (base URL included): "/" gives "/tags", "/5.5" "/5.5/tags". */
export function tagPrefixes(versionPaths: readonly string[]): string[] {
  return versionPaths.map((versionPath) => `${versionPath.replace(/\/+$/, '')}/tags`);
}

/** How many routes a URL is compared with before one matches, in the order React Router tries them (for the tests). */
export function routesTried(routes: readonly RouteNode[], matches: (route: RouteNode) => boolean): number {
  let tried = 0;
  for (const route of routes) {
    tried += 1;
    if (matches(route)) return tried + (route.routes ? routesTried(route.routes, matches) : 0);
  }
  return tried;
}

/** The routes at or below `prefix` with no routes of their own, wherever they are in the tree. */
const leavesUnder = (routes: readonly RouteNode[], prefix: string): RouteNode[] =>
  routes.flatMap((route) => (isLeafUnder(route, prefix) ? [route] : leavesUnder(route.routes ?? [], prefix)));

/** How many routes grouping puts under `prefix`, for the build's log. */
export const countLeavesUnder = (routes: readonly RouteNode[], prefix: string): number => leavesUnder(routes, prefix).length;

/**
 * Why grouping would leave some routes under `prefix` outside the one group (null when every one of them ends up
 * in it, or there are fewer than two): the build fails on it (src/framework/route-tree), so that a Docusaurus release
 * that builds the tag routes otherwise says so instead of slowing every page again.
 */
export function groupingProblem(routes: readonly RouteNode[], prefix: string): string | null {
  const leaves = leavesUnder(routes, prefix);
  if (leaves.length < 2) return null;
  const groups: RouteNode[] = [];
  const walk = (list: readonly RouteNode[]): void =>
    list.forEach((route) => (route.path === prefix && route.routes ? groups.push(route) : walk(route.routes ?? [])));
  walk(groupRoutes(routes, prefix, {}));
  const grouped = groups.reduce((sum, group) => sum + (group.routes?.length ?? 0), 0);
  if (groups.length === 1 && grouped === leaves.length) return null;
  return `${leaves.length} routes under ${prefix} form ${groups.length} groups holding ${grouped}: they are no longer siblings in one list of routes`;
}
