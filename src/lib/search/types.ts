/**
 * The search-hit shape of the specification (section 3), which is also the record shape of a hosted
 * DocSearch index: hierarchy levels 0 to 6, content, type, url with anchor, objectID, plus the
 * contextual-search attributes (language, docusaurus_tag) and the docs area used by the /search page.
 */

import {AREA_TITLES, type Area as DocArea} from '../content/docAreas';

export type HitType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type Hierarchy = {lvl0: string; lvl1: string} & {[K in Exclude<Level, 'lvl0' | 'lvl1'>]: string | null};

/** Docs areas the /search page filters by: the site's areas (src/lib/content/docAreas.ts), snippets counted as other pages. */
export type Area = Exclude<DocArea, 'snippets'>;
export const AREAS: readonly Area[] = (Object.keys(AREA_TITLES) as DocArea[]).filter((area): area is Area => area !== 'snippets');

/** A record's level weight, as a crawler sets it: 100 for the page (lvl1), 100 - 10 x its level for a heading, 0 for content. */
export function levelWeight(type: HitType): number {
  if (type === 'content') return 0;
  const depth = Number(type.slice(3));
  return depth === 1 ? 100 : 100 - depth * 10;
}

export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: HitType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string[];
  area: Area;
  /**
   * A page record's (lvl1) description and tags, as its writer summed the page up: searched, never shown. Other
   * records have none.
   */
  keywords?: string;
  /** Ranking hints a crawler would set: heading level (100 for lvl1 ... 0 for content) and position on the page. */
  weight: {level: number; position: number};
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type HighlightedHierarchy = Record<Level, HighlightResult>;

export interface SearchHit extends SearchRecord {
  _highlightResult: {hierarchy: HighlightedHierarchy; content: HighlightResult; hierarchy_camel: HighlightedHierarchy[]};
  _snippetResult: {hierarchy: Partial<Record<Level, SnippetResult>>; content: SnippetResult};
}

/** The parameters of one request of Algolia's multi-query call that this site uses. */
export interface SearchParams {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  [other: string]: unknown;
}

/** `facetFilters`: an AND of entries; an array entry is an OR of its members. "attr:value", "-attr:value" negates. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface MultiQueryRequest {
  requests: SearchParams[];
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index?: string;
  queryID: string;
  exhaustiveNbHits: boolean;
  facets?: Record<string, Record<string, number>>;
}

export interface MultiQueryResponse {
  results: SearchResponse[];
}

/** What the search components talk to: Algolia's multi-query call, whatever answers it. */
export interface SearchClient {
  search(request: MultiQueryRequest): Promise<MultiQueryResponse>;
}

/** The error name DocSearch turns into its error screen ("Unable to fetch results"). */
export const UNREACHABLE_ERROR_NAME = 'RetryError';

export class SearchUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options);
    this.name = UNREACHABLE_ERROR_NAME;
  }
}
