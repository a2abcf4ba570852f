/**
 * The one test of the dev-only plugins (lazy compilation, per-icon imports, hot pages): the browser's bundle of a
 * development compilation. The server bundle and production builds are left as stock Docusaurus makes them.
 */
export function isDevClient(config: {mode?: string}, isServer: boolean): boolean {
  return !isServer && config.mode === 'development';
}
