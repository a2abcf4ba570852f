/** Where the search plugin writes the local index, and what the browser fetches first. */
export const LOCAL_INDEX_DIR = 'search-index';
export const LOCAL_INDEX_MANIFEST = 'manifest.json';
/** The manifest relative to the base URL: what search, Ask AI and the /status page fetch. */
export const LOCAL_INDEX_MANIFEST_PATH = `${LOCAL_INDEX_DIR}/${LOCAL_INDEX_MANIFEST}`;
/** DocSearch needs an index name (its recent and favourite searches are stored under it). */
export const LOCAL_INDEX_NAME = 'tessera-docs-local';
