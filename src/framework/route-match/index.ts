import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {importerReplacementPlugin} from '../importerReplacement';

/**
 * A patch, listed in src/framework/README.md: the core client modules that match the page's pathname against the whole
 * route table get ./matchRoutes.ts in place of `react-router-config`, which finds the same branch by a lookup (why:
 * that file). In the client and the server bundle alike: static generation is where the scans cost a build time in
 * proportion to the square of its pages. Other importers (the theme's `renderRoutes`) keep the package.
 */
const NAME = 'tessera-route-match';
const REPLACEMENT = path.join(__dirname, 'matchRoutes.ts');
/** Core's client modules that call `matchRoutes` (`preload`, `normalizeLocation`, `window.docusaurus`). */
export const MATCHING_CORE_MODULES = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/](preload|normalizeLocation|docusaurus)\.js$/;

export default function routeMatchPlugin(): Plugin {
  return importerReplacementPlugin(NAME, /^react-router-config$/, MATCHING_CORE_MODULES, () => REPLACEMENT);
}
