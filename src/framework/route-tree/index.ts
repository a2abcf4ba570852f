import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {countLeavesUnder, groupingProblem} from './routeTree';

/**
 * Two patches of how Docusaurus builds its route table, each a plugin of its own so that one can be turned off
 * (FRAMEWORK_PATCHES_OFF): every import of `@generated/routes` (core's client, theme-common, the debug plugin) gets the
 * route tree of ./routes.ts, which reads the generated one and groups the tag routes
 * (src/framework/route-tree/routeTree.ts); the generated routes' import of `@docusaurus/ComponentCreator` gets
 * ./ComponentCreator.ts, which creates a route's component when a page first renders or preloads it. Listed in
 * src/framework/README.md.
 */
const ROUTES = path.join(__dirname, 'routes.ts');
const COMPONENT_CREATOR = path.join(__dirname, 'ComponentCreator.ts');

export default function routeTreePlugin(): Plugin {
  return {
    name: 'tessera-route-tree',
    // The upgrade alarm on the real routes: the tag routes of this build must all land in the one group.
    async postBuild({routes, siteConfig}) {
      const prefix = `${siteConfig.baseUrl}tags`;
      const problem = groupingProblem(routes, prefix);
      if (problem) throw new Error(`[route-tree] ${problem} (src/framework/route-tree, README "Patches")`);
      console.log(`[route-tree] ${countLeavesUnder(routes, prefix)} routes under ${prefix} grouped under one route`);
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
            // ./routes.ts itself reads the generated file.
            if (resource.contextInfo?.issuer !== ROUTES) resource.request = ROUTES;
          }),
        ],
      };
    },
  };
}

export function componentCreatorPlugin(): Plugin {
  return {
    name: 'tessera-component-creator',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (resource: {request: string}) => {
            resource.request = COMPONENT_CREATOR;
          }),
        ],
      };
    },
  };
}
