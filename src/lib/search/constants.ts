/** The search widget's constants (specification, section 9). Most are DocSearch 3.9.0's own; they are named here for tests and the /search page. */
export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SMALL_SCREEN_MAX_WIDTH = 768;
export const RECENT_SEARCHES_KEPT = 7;
export const RECENT_SEARCHES_KEPT_WITH_FAVORITES = 4;
export const FAVORITE_SEARCHES_KEPT = 10;
export const STALL_THRESHOLD_MS = 300;
export const DEFAULT_MAX_RESULTS_PER_GROUP = 5;
