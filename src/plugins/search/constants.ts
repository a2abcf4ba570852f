/** Where the search plugin writes the local index, and what the browser fetches first. */
export const LOCAL_INDEX_DIR = 'search-index';
export const LOCAL_INDEX_MANIFEST = 'manifest.json';
/** The manifest relative to the base URL: what search, Ask AI and the /status page fetch. */
export const LOCAL_INDEX_MANIFEST_PATH = `${LOCAL_INDEX_DIR}/${LOCAL_INDEX_MANIFEST}`;
/**
 * What the dev server serves as the manifest until its first index is written (`npm start`): the client then says
 * that the index is being built, and searches again by itself once it is there.
 */
export const BUILDING_MANIFEST = {building: true} as const;
export const INDEX_BUILDING_MESSAGE = 'the search index is being built';

/** Whether a manifest is the dev server's placeholder (`BUILDING_MANIFEST`) rather than an index. */
export function isBuildingManifest(manifest: object): manifest is typeof BUILDING_MANIFEST {
  return 'building' in manifest;
}
/** DocSearch needs an index name (its recent and favourite searches are stored under it). */
export const LOCAL_INDEX_NAME = 'tessera-docs-local';
/**
 * The module the build-time fix (docsearchErrorScreen.cjs) applies to: @docsearch/react's ES build (its package.json
 * `module`), which Rspack bundles. tests/unit/vendorPatches.test.ts checks it against the installed package.
 */
export const DOCSEARCH_FIX_MODULE = /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/;
