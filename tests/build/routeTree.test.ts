import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {groupRoutes, routesTried, type RouteNode} from '../../src/lib/routeTree';

/**
 * The upgrade alarm of the route-tree patch (src/plugins/route-tree, README "Patches of framework and vendor
 * internals"): the routes Docusaurus generated for the last build still put the tag pages beside the docs' own route,
 * as leaves that grouping moves under one parent. A Docusaurus release that builds them otherwise fails here.
 */
const GENERATED = path.resolve(__dirname, '../../.docusaurus/routes.js');

/** The generated module evaluated with each component replaced by its route's path. */
function generatedRoutes(): RouteNode[] {
  const source = fs
    .readFileSync(GENERATED, 'utf8')
    .replace(/^import .*$/gm, '')
    .replace('export default', 'return');
  return new Function('ComponentCreator', source)((routePath: string) => routePath) as RouteNode[];
}

const paths = (routes: readonly RouteNode[]): string[] => routes.flatMap((route) => [String(route.path), ...paths(route.routes ?? [])]);

describe('the tag routes of the generated route tree (src/plugins/route-tree)', () => {
  it('are leaves beside the docs, and grouping puts every one of them under one parent', () => {
    const routes = generatedRoutes();
    const index = paths(routes).find((routePath) => /\/tags$/.test(routePath));
    expect(index, 'a tags index route').toBeDefined();
    const tagRoutes = paths(routes).filter((routePath) => routePath === index || routePath.startsWith(`${index}/`));
    expect(tagRoutes.length).toBeGreaterThan(100);

    const grouped = groupRoutes(routes, index!, {});
    const parents: RouteNode[] = [];
    const walk = (list: readonly RouteNode[]) => list.forEach((route) => (route.path === index && route.routes ? parents.push(route) : walk(route.routes ?? [])));
    walk(grouped);
    expect(parents).toHaveLength(1);
    expect(parents[0]!.routes!.map((route) => route.path)).toEqual(tagRoutes);

    // A doc page's URL is now compared with a few routes, not with every tag route.
    const doc = paths(routes).find((routePath) => /\/dev-docs\/cli$/.test(routePath))!;
    const matches = (route: RouteNode) => (route.exact ? route.path === doc : route.path === '*' || doc.startsWith(String(route.path)));
    expect(routesTried(routes, matches) - routesTried(grouped, matches)).toBe(tagRoutes.length - 1);
  });
});
