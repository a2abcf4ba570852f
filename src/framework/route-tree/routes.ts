/**
 * The route tree the site's client and server render: Docusaurus's generated routes with the tag pages grouped under
 * one `/tags` route (src/framework/route-tree/routeTree.ts). Every import of `@generated/routes` resolves here (./index.ts).
 */
import generated from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import {groupRoutes} from './routeTree';
import GroupedRoutes from './GroupedRoutes';

export default groupRoutes(generated, `${siteConfig.baseUrl}tags`, {component: GroupedRoutes} as Omit<(typeof generated)[number], 'path'>);
