// The service worker's cache names, shared by swCustom.js (the worker) and register.ts (the page).
/** HTML of the pages the reader visited. */
export const PAGES_CACHE = 'tessera-pages';
/** Content-hashed scripts, styles and search index shards. */
export const IMMUTABLE_CACHE = 'tessera-immutable';
/** Other same-origin files: the search index manifest, the Ask AI index, images, the web app manifest. */
export const DATA_CACHE = 'tessera-data';
