import {compileFacetFilters, countFacet} from './facets';
import {DEFAULT_TAGS, highlight, snippet, type MatchContext} from './highlight';
import {parseQuery, type ParsedQuery} from './query';
import {LEVELS, type HighlightedHierarchy, type SearchHit, type SearchParams, type SearchRecord, type SearchResponse} from './types';
import {HITS_PER_PAGE} from './constants';

/**
 * Algolia's response to one search request, from the local engine's ranking (`engine.ts`): hits with
 * `_highlightResult` and `_snippetResult`, `nbHits`, paging, `facets` and a `queryID`, so the DocSearch modal and
 * the /search page cannot tell the local engine from the hosted index. `facetFilters` follow Algolia's semantics
 * (`facets.ts`); the marks and windows are `highlight.ts`'s.
 */

/** A request's facet filters, compiled once, and the key under which the engine caches which records pass them. */
interface RecordFilter {
  key: string;
  test: (record: SearchRecord) => boolean;
}

/** What the engine's scorer matched for a query. */
export interface Ranking {
  /** The best records (ids), best first: at least those up to the end of the requested page. */
  top: readonly number[];
  /** Every hit that matched and passed the filter, one per section (`nbHits`, `facets`). */
  matched: readonly number[];
  /** The document terms the query reached in a record (what its highlight marks). */
  reached(id: number): ReadonlySet<string>;
}

/** The engine, as a response needs it. */
interface Ranker {
  /** Ranks the records for a query, keeping the best `keep` in order. */
  rank(query: ParsedQuery, filter: RecordFilter, keep: number): Ranking;
  record(id: number): SearchRecord;
}

const NO_MATCH: Ranking = {top: [], matched: [], reached: () => new Set()};

let queryCounter = 0;

/** `attributesToSnippet` ("content:10", "hierarchy.lvl2:5"): the words of each attribute's snippet. */
function parseSnippetWords(attributes: readonly string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) words.set(name, Number(count) || 10);
  }
  return words;
}

function toHit(record: SearchRecord, context: MatchContext, snippetWords: Map<string, number>, ellipsis: string): SearchHit {
  const hierarchy = {} as HighlightedHierarchy;
  for (const level of LEVELS) hierarchy[level] = highlight(record.hierarchy[level], context);
  const snippetHierarchy: SearchHit['_snippetResult']['hierarchy'] = {};
  for (const level of LEVELS) {
    const words = snippetWords.get(`hierarchy.${level}`);
    if (words) snippetHierarchy[level] = snippet(record.hierarchy[level], words, context, ellipsis);
  }
  return {
    ...record,
    _highlightResult: {hierarchy, content: highlight(record.content, context), hierarchy_camel: [hierarchy]},
    _snippetResult: {hierarchy: snippetHierarchy, content: snippet(record.content, snippetWords.get('content') ?? 10, context, ellipsis)},
  };
}

export function algoliaResponse(params: SearchParams, ranker: Ranker): SearchResponse {
  const started = performance.now();
  const query = String(params.query ?? '').slice(0, 512);
  const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? HITS_PER_PAGE)));
  const page = Math.max(0, Number(params.page ?? 0));
  const filter: RecordFilter = {key: JSON.stringify(params.facetFilters ?? null), test: compileFacetFilters(params.facetFilters)};
  const parsed = parseQuery(query);
  const ranked = query.trim() ? ranker.rank(parsed, filter, (page + 1) * hitsPerPage) : NO_MATCH;

  const {terms} = parsed;
  const tags = {pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post};
  const snippetWords = parseSnippetWords(params.attributesToSnippet);
  const ellipsis = params.snippetEllipsisText ?? '…';
  const prefixes = parsed.typing && terms.length > 0 ? [terms[terms.length - 1]!] : [];

  const slice = ranked.top.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const hits = slice.map((id) =>
    toHit(ranker.record(id), {matched: ranked.reached(id), prefixes, queryTermCount: terms.length, tags}, snippetWords, ellipsis),
  );
  const facetNames = Array.isArray(params.facets) ? (params.facets as string[]) : [];
  const facets = facetNames.length
    ? Object.fromEntries(
        facetNames.map((name) => [
          name,
          countFacet(
            ranked.matched.map((id) => ranker.record(id)),
            name,
          ),
        ]),
      )
    : undefined;
  queryCounter += 1;
  return {
    hits,
    nbHits: ranked.matched.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(ranked.matched.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
    index: params.indexName,
    queryID: `local-${queryCounter.toString(16)}`,
    exhaustiveNbHits: true,
    ...(facets ? {facets} : {}),
  };
}
