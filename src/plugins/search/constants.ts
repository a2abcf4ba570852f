/** Where the search plugin writes the local index, and what the browser fetches first. */
export const LOCAL_INDEX_DIR = 'search-index';
export const LOCAL_INDEX_MANIFEST = 'manifest.json';
/** DocSearch needs an index name (its recent and favourite searches are stored under it). */
export const LOCAL_INDEX_NAME = 'tessera-docs-local';
