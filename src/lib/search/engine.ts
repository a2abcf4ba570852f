import MiniSearch, {type SearchResult} from 'minisearch';
import {compileFacetFilters, countFacet} from './facets';
import {DEFAULT_TAGS, highlight, snippet, type MatchContext} from './highlight';
import {queryTerms, STOP_WORDS, termsOf, tokenize} from './text';
import {LEVELS, type HighlightedHierarchy, type Level, type SearchHit, type SearchParams, type SearchRecord, type SearchResponse} from './types';

/**
 * The local search engine: MiniSearch over DocSearch records, answering with Algolia's response shape
 * (hits with `_highlightResult` and `_snippetResult`, nbHits, paging, facets), so the DocSearch modal and
 * the /search page cannot tell it from the hosted index.
 *
 * Ranking, in the spirit of a DocSearch index: all query words are required (falling back to any word when
 * nothing has them all); the last word is a prefix while typing; one typo is forgiven from 4 letters and
 * two from 8; a match in a record's own heading counts most, then in the headings above it, then in its text;
 * page titles rank above section headings, which rank above paragraphs.
 */

const FIELDS = ['title', 'parents', 'content', 'path'] as const;
const BOOST = {title: 4, parents: 1.5, content: 1, path: 0.5};
const TYPE_FACTOR: Record<string, number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1.05, lvl5: 1, lvl6: 1, content: 0.85};

export const DEFAULT_HITS_PER_PAGE = 20;

interface IndexedDocument {
  id: number;
  title: string;
  parents: string;
  content: string;
  path: string;
}

function ownHeading(record: SearchRecord): string {
  return record.type === 'content' ? '' : (record.hierarchy[record.type as Level] ?? '');
}

function parentHeadings(record: SearchRecord): string {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  return LEVELS.filter((level) => Number(level.slice(3)) < own)
    .map((level) => record.hierarchy[level])
    .filter(Boolean)
    .join(' · ');
}

function indexTerm(term: string): string[] | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return termsOf(term);
}

function fuzziness(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

function parseSnippetWords(attributes: readonly string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, count] = attribute.split(':');
    if (name) words.set(name, Number(count) || 10);
  }
  return words;
}

let queryCounter = 0;

export class LocalSearchEngine {
  private readonly records: SearchRecord[] = [];
  private readonly mini: MiniSearch<IndexedDocument>;

  constructor(records: readonly SearchRecord[] = []) {
    this.mini = new MiniSearch<IndexedDocument>({
      fields: [...FIELDS],
      storeFields: [],
      tokenize: (text) => tokenize(text).map((token) => token.text),
      processTerm: (term) => indexTerm(term),
      searchOptions: {tokenize: (text) => queryTerms(text), processTerm: (term) => term},
    });
    this.add(records);
  }

  get size(): number {
    return this.records.length;
  }

  /** Adds records (a content shard that arrived later); safe while searches go on. */
  add(records: readonly SearchRecord[]): void {
    const documents = records.map((record, offset) => ({
      id: this.records.length + offset,
      title: ownHeading(record),
      parents: parentHeadings(record),
      content: record.content ?? '',
      path: record.url_without_anchor.replace(/[/#]/g, ' '),
    }));
    this.records.push(...records);
    this.mini.addAll(documents);
  }

  private rank(query: string, combineWith: 'AND' | 'OR', filter: (record: SearchRecord) => boolean): SearchResult[] {
    const terms = queryTerms(query);
    const last = terms[terms.length - 1];
    const endsWithSpace = /\s$/.test(query);
    const isTyping = (term: string, index: number | undefined) => !endsWithSpace && term === last && index === terms.length - 1;
    return this.mini.search(query, {
      combineWith,
      boost: BOOST,
      // The word being typed is matched as a prefix; typos in it are forgiven only once it is 5 letters long.
      fuzzy: (term, index) => (isTyping(term, index) && term.length < 5 ? 0 : fuzziness(term)),
      prefix: (term, index) => isTyping(term, index) && term.length >= 2,
      filter: (result) => filter(this.records[result.id as number]!),
      boostDocument: (id) => TYPE_FACTOR[this.records[id as number]!.type] ?? 1,
    });
  }

  /**
   * Every record with any query word, records with more of the words first (Algolia's "words" criterion,
   * made soft: a score is multiplied by the square of the share of query words found), then by score.
   */
  private rankByCoverage(query: string, filter: (record: SearchRecord) => boolean): SearchResult[] {
    const count = new Set(queryTerms(query)).size;
    if (count <= 1) return this.rank(query, 'OR', filter);
    const results = this.rank(query, 'OR', filter);
    for (const result of results) {
      const coverage = new Set(result.queryTerms).size / count;
      result.score *= coverage * coverage;
    }
    return results.sort((a, b) => b.score - a.score);
  }

  search(params: SearchParams): SearchResponse {
    const started = performance.now();
    const query = String(params.query ?? '').slice(0, 512);
    const hitsPerPage = Math.max(0, Math.min(1000, Number(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)));
    const page = Math.max(0, Number(params.page ?? 0));
    const filter = compileFacetFilters(params.facetFilters);
    const results = query.trim() ? this.rankByCoverage(query, filter) : [];

    const terms = queryTerms(query);
    const tags = {pre: params.highlightPreTag ?? DEFAULT_TAGS.pre, post: params.highlightPostTag ?? DEFAULT_TAGS.post};
    const snippetWords = parseSnippetWords(params.attributesToSnippet);
    const ellipsis = params.snippetEllipsisText ?? '…';
    const endsWithSpace = /\s$/.test(query);
    const prefixes = !endsWithSpace && terms.length > 0 ? [terms[terms.length - 1]!] : [];

    const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = slice.map((result) => this.toHit(result, {matched: new Set(result.terms), prefixes, queryTermCount: terms.length, tags}, snippetWords, ellipsis));
    const facetNames = Array.isArray(params.facets) ? (params.facets as string[]) : [];
    const facets = facetNames.length
      ? Object.fromEntries(facetNames.map((name) => [name, countFacet(results.map((result) => this.records[result.id as number]!), name)]))
      : undefined;
    queryCounter += 1;
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(results.length / hitsPerPage) : 0,
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

  private toHit(result: SearchResult, context: MatchContext, snippetWords: Map<string, number>, ellipsis: string): SearchHit {
    const record = this.records[result.id as number]!;
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
}
