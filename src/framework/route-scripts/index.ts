import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {registryChunks, routeScripts, withModuleOrigins, type ClientManifest} from './routeScripts';
import {startsMainByTag} from '../page-template/startAfterPaint';
import {htmlFiles} from '../../lib/build/htmlFiles';

/**
 * A page's HTML names the scripts of its route (src/framework/route-scripts/routeScripts.ts says why). A patch, listed in
 * src/framework/README.md: after the production client build, the client manifest
 * (`.docusaurus/client-manifest.json`, which static site generation reads) gets the registry's module paths as keys.
 */
const NAME = 'tessera-route-scripts';

// The one member of Rspack's compiler API this plugin uses (structural, so it needs no bundler typings).
interface CompilerLike {
  hooks: {afterEmit: {tap(name: string, fn: () => void): void}};
}

export default function routeScriptsPlugin(context: {generatedFilesDir: string; baseUrl: string}): Plugin {
  let rewritten = false;
  const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryFile = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // The manifest exists in a production client build only.
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: CompilerLike) {
          // After react-loadable-ssr-addon has written the manifest (in `emit`), before static site generation reads it.
          compiler.hooks.afterEmit.tap(NAME, () => {
            const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
            const {manifest: keyed, added} = withModuleOrigins(manifest, registryChunks(fs.readFileSync(registryFile, 'utf8')));
            if (added === 0)
              throw new Error(`[${NAME}] no registry module matched a chunk of the client manifest (src/framework/README.md)`);
            fs.writeFileSync(manifestFile, JSON.stringify(keyed));
            rewritten = true;
          });
        },
      };
      return {plugins: [plugin as never]};
    },
    // The upgrade alarm on the real pages: every page that starts the app names its route's scripts (not checked in a
    // `--dev` build, whose manifest is not rewritten).
    async postBuild({outDir}) {
      if (!rewritten) return;
      let pages = 0;
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (startsMainByTag(html)) {
          throw new Error(
            `[${NAME}] ${path.relative(outDir, file)} starts main with a <script src>: the page template of src/framework/page-template/startAfterPaint.ts was not applied`,
          );
        }
        const scripts = routeScripts(html, context.baseUrl);
        if (scripts === null) continue;
        if (scripts.length === 0) {
          throw new Error(
            `[${NAME}] ${path.relative(outDir, file)} names no script of its route (src/framework/route-scripts, README "Patches")`,
          );
        }
        pages += 1;
      }
      if (pages === 0)
        throw new Error(`[${NAME}] no page starts the app through the loader of src/framework/page-template/startAfterPaint.ts`);
      console.log(`[${NAME}] ${pages} pages name their route's scripts`);
    },
  };
}
