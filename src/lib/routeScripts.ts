/**
 * The scripts of a page's route in its HTML, before the entry script. Docusaurus's HTML names only `runtime~main` and
 * `main`: it looks up the modules a page rendered (module paths such as `@site/docs/intro.mdx`) in the client
 * manifest, whose `origins` are keyed by chunk name (`17896441`), so none is found. The browser then evaluated `main`,
 * matched the route, inserted a `<script>` for each of its chunks and waited for them before hydrating: a round trip
 * after the largest script, and script insertion inside its longest task. Pure: no Docusaurus, no bundler.
 */

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
 * The entry script Docusaurus names `main` (`assets/js/main.<hash>.js`). The page template puts it after the other
 * scripts (src/plugins/route-scripts): deferred scripts run in document order, so the route's chunks are installed
 * before `main` starts the app, which then finds them instead of inserting them again.
 */
export const ENTRY_SCRIPT = /(?:^|\/)main\.[0-9a-f]+\.js$/;
const isEntryScript = (file: string): boolean => ENTRY_SCRIPT.test(file);

/**
 * What is wrong with a built page's script order (null when it is right): a page that renders route chunks must name
 * some before the entry script, and the entry script last. The build checks one doc page (the upgrade alarm).
 */
export function scriptOrderProblem(html: string): string | null {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*>/g)].map((match) => match[1]!);
  const entry = scripts.findIndex(isEntryScript);
  if (entry < 0) return 'no entry script (main.<hash>.js)';
  if (entry !== scripts.length - 1) return `the entry script is not the last script: ${scripts.slice(entry + 1).join(', ')} after it`;
  const routeChunks = scripts.filter((file) => !isEntryScript(file) && !/runtime~main/.test(file));
  return routeChunks.length > 0 ? null : 'no route chunk script before the entry script';
}
