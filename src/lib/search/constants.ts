/** Constants of the search widget (specification, section 9) that this site's code reads; the others are DocSearch 3.9.0's own. */
export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;
