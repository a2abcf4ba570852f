/**
 * The scripts of a page's route in its HTML. Docusaurus's HTML named only `runtime~main` and `main`: it looks up the
 * modules a page rendered (module paths such as `@site/docs/intro.mdx`) in the client manifest, whose `origins` are
 * keyed by chunk name (`17896441`), so none is found. The browser then evaluated `main`, matched the route, inserted a
 * `<script>` for each of its chunks and waited for them before hydrating: a round trip after the largest script, and
 * script insertion inside its longest task. With the chunks named in the HTML, the page's loader
 * (src/framework/page-template/startAfterPaint.ts) inserts them right after `main`, and the bundler's loader takes those `<script>`s (same
 * `src`) instead of inserting its own. Pure: no Docusaurus, no bundler.
 */
import {pageScripts} from '../page-template/startAfterPaint';

/** The parts of react-loadable-ssr-addon's client manifest (`.docusaurus/client-manifest.json`) read here. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, unknown>;
}

/** One entry of `.docusaurus/registry.js`: `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", …]`. */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "([^"]+)"\), "([^"]+)"/gm;

/** Module path → chunk name, for every chunk of the generated registry (the module path is what a page reports). */
export function registryChunks(registrySource: string): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [, , chunkName, imported, reported] of registrySource.matchAll(REGISTRY_ENTRY)) {
    if (imported === reported) chunks.set(reported!, chunkName!);
  }
  return chunks;
}

/**
 * The manifest with each registry module path keyed to the assets of its chunk, so that the HTML of a page names the
 * scripts of the modules it rendered; `added` counts them (0 means nothing matched: the build fails on it).
 */
export function withModuleOrigins(
  manifest: ClientManifest,
  chunks: ReadonlyMap<string, string>,
): {manifest: ClientManifest; added: number} {
  const origins = {...manifest.origins};
  let added = 0;
  for (const [modulePath, chunkName] of chunks) {
    const assets = manifest.origins[chunkName];
    if (!assets || origins[modulePath]) continue;
    origins[modulePath] = assets;
    added += 1;
  }
  return {manifest: {...manifest, origins}, added};
}

/**
 * The route's scripts a built page names: the scripts its loader starts (src/framework/page-template/startAfterPaint.ts) under
 * `<baseUrl>assets/js/` other than the runtime and the entry script, in order; null for a page that does not start the
 * app (no entry script). The build fails on a page that starts the app without them (the upgrade alarm).
 */
export function routeScripts(html: string, baseUrl: string): string[] | null {
  const bundle = pageScripts(html).filter((src) => src.startsWith(`${baseUrl}assets/js/`));
  if (!bundle.some(isMainScript)) return null;
  return bundle.filter((src) => !isEntryScript(src));
}

/** Whether a script's URL is the bundle's entry script, `main.<hash>.js`. */
export function isMainScript(src: string): boolean {
  return /\/main\.[0-9a-f]+\.js$/.test(src);
}

/** Whether a script's URL is one of the two every page starts with: the bundler's runtime or `main`. */
export function isEntryScript(src: string): boolean {
  return /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(src);
}
