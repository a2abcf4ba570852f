import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {countLeavesUnder, groupingProblem, tagPrefixes} from './routeTree';

/**
 * Every import of `@generated/routes` (core's client, theme-common, the debug plugin) gets the route tree of
 * ./routes.ts, which reads the generated one and groups the tag routes (src/framework/route-tree/routeTree.ts); the generated routes'
 * import of `@docusaurus/ComponentCreator` gets ./ComponentCreator.ts, which creates a route's component when a page
 * first renders or preloads it. Patches of Docusaurus's internals: listed in the src/framework/README.md.
 */
const ROUTES = path.join(__dirname, 'routes.ts');
const COMPONENT_CREATOR = path.join(__dirname, 'ComponentCreator.ts');

export default function routeTreePlugin(): Plugin {
  /** The docs versions' paths, as the docs plugin loaded them (the browser reads the same from its global data). */
  let versionPaths: string[] = [];
  return {
    name: 'tessera-route-tree',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions?: {path: string}[]} | undefined;
      versionPaths = (docs?.loadedVersions ?? []).map((version) => version.path);
    },
    // The upgrade alarm on the real routes: the tag routes of each docs version of this build must all land in its one group.
    async postBuild({routes}) {
      for (const prefix of tagPrefixes(versionPaths)) {
        const problem = groupingProblem(routes, prefix);
        if (problem) throw new Error(`[route-tree] ${problem} (src/framework/route-tree, README "Patches")`);
        console.log(`[route-tree] ${countLeavesUnder(routes, prefix)} routes under ${prefix} grouped under one route`);
      }
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/routes$/, (resource: {request: string; contextInfo?: {issuer?: string}}) => {
            // ./routes.ts itself reads the generated file.
            if (resource.contextInfo?.issuer !== ROUTES) resource.request = ROUTES;
          }),
          new NormalModuleReplacementPlugin(/^@docusaurus\/ComponentCreator$/, (resource: {request: string}) => {
            resource.request = COMPONENT_CREATOR;
          }),
        ],
      };
    },
  };
}
