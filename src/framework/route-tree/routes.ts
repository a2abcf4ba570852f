/**
 * The route tree the site's client and server render: Docusaurus's generated routes with the tag pages of each docs
 * version grouped under one `<version path>/tags` route (src/framework/route-tree/routeTree.ts). Every import of
 * `@generated/routes` resolves here (./index.ts). The versions are the docs plugin's own (its global data).
 */
import generated from '@generated/routes';
import globalData from '@generated/globalData';
import {groupRoutes, tagPrefixes} from './routeTree';
import GroupedRoutes from './GroupedRoutes';

type Route = (typeof generated)[number];
const docs = globalData['docusaurus-plugin-content-docs']?.default as {versions?: {path: string}[]} | undefined;
const parent = {component: GroupedRoutes} as Omit<Route, 'path'>;

export default tagPrefixes((docs?.versions ?? []).map((version) => version.path)).reduce<Route[]>(
  (routes, prefix) => groupRoutes(routes, prefix, parent),
  generated,
);
