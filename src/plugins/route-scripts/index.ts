import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import {ENTRY_SCRIPT, registryChunks, scriptOrderProblem, withModuleOrigins, type ClientManifest} from '../../lib/routeScripts';
import {htmlFiles} from '../../lib/htmlFiles';

/**
 * A page's HTML names the scripts of its route, before the entry script (src/lib/routeScripts.ts says why). Two
 * patches, listed in the README's "Patches of framework and vendor internals": after the production client build,
 * the client manifest (`.docusaurus/client-manifest.json`, read by static site generation) gets the registry's module
 * paths as keys; the page template is Docusaurus's own with the entry script moved last.
 */
const NAME = 'tessera-route-scripts';
const require = createRequire(__filename);

/** Docusaurus's script loop in its page template, and ours: the same tags, the entry script last. */
export const STOCK_SCRIPT_LOOP = '<% it.scripts.forEach((script) => { %>';
const SCRIPT_LOOP = `<% const entry = new RegExp(${JSON.stringify(ENTRY_SCRIPT.source)}); %><% [...it.scripts.filter((file) => !entry.test(file)), ...it.scripts.filter((file) => entry.test(file))].forEach((script) => { %>`;

/** The page template (Docusaurus's `ssrTemplate` option): the installed default with the entry script last. */
export function ssrTemplate(): string {
  const stock = (require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}).default;
  if (stock.split(STOCK_SCRIPT_LOOP).length !== 2) {
    throw new Error(`[${NAME}] Docusaurus's page template no longer has its script loop (README "Patches")`);
  }
  return stock.replace(STOCK_SCRIPT_LOOP, SCRIPT_LOOP);
}

// The one member of Rspack's compiler API this plugin uses (structural, so it needs no bundler typings).
interface CompilerLike {
  hooks: {afterEmit: {tap(name: string, fn: () => void): void}};
}

export default function routeScriptsPlugin(context: {generatedFilesDir: string}): Plugin {
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
            if (added === 0) throw new Error(`[${NAME}] no registry module matched a chunk of the client manifest (README "Patches")`);
            fs.writeFileSync(manifestFile, JSON.stringify(keyed));
          });
        },
      };
      return {plugins: [plugin as never]};
    },
    // The upgrade alarm on the real pages: every page that starts the app names its route's scripts before it.
    async postBuild({outDir}) {
      let pages = 0;
      for (const file of htmlFiles(outDir)) {
        const html = fs.readFileSync(file, 'utf8');
        if (!html.includes('/main.')) continue;
        const problem = scriptOrderProblem(html);
        if (problem) throw new Error(`[${NAME}] ${path.relative(outDir, file)}: ${problem} (src/plugins/route-scripts, README "Patches")`);
        pages += 1;
      }
      console.log(`[${NAME}] ${pages} pages name their route's scripts before the entry script`);
    },
  };
}
