import {describe, expect, it} from 'vitest';
import {groupingProblem, groupRoutes, routesTried, type RouteNode} from '../../src/framework/route-tree/routeTree';

const leaf = (path: string): RouteNode => ({path, exact: true});

describe('routes grouped under one parent (src/framework/route-tree/routeTree.ts)', () => {
  const docs: RouteNode = {path: '/', routes: [leaf('/guide/intro'), leaf('/guide/setup')]};
  const tree: RouteNode[] = [
    leaf('/search'),
    {path: '/', routes: [{path: '/', routes: [leaf('/tags'), leaf('/tags/alpha'), leaf('/tags/beta'), leaf('/tagsmith'), docs]}]},
    {path: '*'},
  ];

  it('puts the leaves under the prefix in one parent, at the place of the first, and keeps every other route in order', () => {
    const grouped = groupRoutes(tree, '/tags', {});
    const version = grouped[1]!.routes![0]!;
    expect(version.routes!.map((route) => route.path)).toEqual(['/tags', '/tagsmith', '/']);
    expect(version.routes![0]).toEqual({path: '/tags', exact: false, routes: [leaf('/tags'), leaf('/tags/alpha'), leaf('/tags/beta')]});
    expect(version.routes![2]).toEqual(docs);
    expect(tree[1]!.routes![0]!.routes).toHaveLength(5);
  });

  it('gives the parent the properties asked for, and leaves a lone route under the prefix where it is', () => {
    expect(groupRoutes(tree, '/tags', {component: 'Group'} as never)[1]!.routes![0]!.routes![0]).toMatchObject({component: 'Group'});
    expect(groupRoutes([leaf('/tags'), leaf('/a')], '/tags', {})).toEqual([leaf('/tags'), leaf('/a')]);
  });

  it('lets a doc page be matched after a few routes instead of every tag route', () => {
    const many: RouteNode[] = [
      {
        path: '/',
        routes: [...Array.from({length: 290}, (_, index) => leaf(`/tags/t${index}`)), {path: '/', routes: [leaf('/guide/setup')]}],
      },
    ];
    const matches = (route: RouteNode) => (route.exact ? route.path === '/guide/setup' : '/guide/setup'.startsWith(String(route.path)));
    expect(routesTried(many, matches)).toBe(293);
    expect(routesTried(groupRoutes(many, '/tags', {}), matches)).toBe(4);
  });

  it('finds a build whose tag routes would not all land in one group, and none in a site without them', () => {
    expect(groupingProblem(tree, '/tags')).toBeNull();
    expect(groupingProblem([leaf('/a')], '/tags')).toBeNull();
    const split: RouteNode[] = [leaf('/tags'), {path: '/', routes: [leaf('/tags/alpha'), leaf('/tags/beta')]}];
    expect(groupingProblem(split, '/tags')).toBe(
      '3 routes under /tags form 1 groups holding 2: they are no longer siblings in one list of routes',
    );
  });
});
