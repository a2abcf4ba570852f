import SearchableMap from 'minisearch/SearchableMap';
import {algoliaResponse, type Ranking} from './algoliaResponse';
import {isLinkListHeading, STOP_WORDS, termsOf, tokenize} from './text';
import {RANKING} from './ranking';
import {addTerm, includesTerm, NO_TERMS_HELD, termCount, type ParsedQuery, type TermSet} from './query';
import {LEVELS, type FacetFilters, type Level, type SearchParams, type SearchRecord, type SearchResponse} from './types';
import {compileFacetFilters} from './facets';

/**
 * The local search engine's index and scorer: MiniSearch over DocSearch records. `search` answers in Algolia's
 * response shape (`algoliaResponse.ts`), so the DocSearch modal and the /search page cannot tell it from the hosted
 * index; `rankRecords` ranks a whole question for Ask AI, whose probes of the vocabulary are in `vocabulary.ts`.
 *
 * The index is MiniSearch's public `SearchableMap` (a radix tree: the completions and near spellings of a word),
 * term -> field -> record -> frequency; field lengths and the scoring are this engine's own, over typed arrays, with
 * BM25+: a search touches only the postings of the terms it reaches and sorts only the hits it returns, so even a
 * two-letter prefix answers in a few ms.
 *
 * Ranking, in the spirit of a DocSearch index: every record with any query word, more of the words first;
 * the last word is a prefix while typing; one typo is forgiven from 4 letters and
 * two from 8; a match in a record's own heading counts most, then in the headings above it, then in its text;
 * page titles rank above section headings, which rank above paragraphs.
 */

/**
 * The fields of a record: `title` its own heading, `parents` the headings above it, `content` its text, `path` its
 * page's path, `slug` the last segment of that path (the page named after the query: "breaking-changes", "cron"),
 * `keywords` a page record's description and tags (see `SearchRecord.keywords`).
 */
const FIELDS = ['title', 'parents', 'content', 'path', 'slug', 'keywords'] as const;
const MIGRATION_PATH = /\/migration(\/|$)/;
/** Whether a record is in (or is the heading of) a section that only lists links: "Related pages". */
function isLinkList(record: SearchRecord): boolean {
  const own = record.type === 'content' ? 7 : Number(record.type.slice(3));
  for (let depth = Math.min(own, 6); depth >= 2; depth -= 1) {
    const heading = record.hierarchy[`lvl${depth}` as Level];
    if (heading) return isLinkListHeading(heading);
  }
  return false;
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

/** The index terms of each distinct token, computed once per token (stemming dominates the indexing time). */
const INDEX_TERMS = new Map<string, readonly string[]>();
const NO_TERMS: readonly string[] = [];

function indexTerms(token: string): readonly string[] {
  let terms = INDEX_TERMS.get(token);
  if (!terms) {
    terms = STOP_WORDS.has(token.toLowerCase()) ? NO_TERMS : termsOf(token);
    INDEX_TERMS.set(token, terms);
  }
  return terms;
}

/** How many typos a search forgives in a term: one from 4 letters, two from 8. */
export function fuzziness(term: string): number {
  const {one, two} = RANKING.search.typoMinLetters;
  if (term.length >= two) return 2;
  if (term.length >= one) return 1;
  return 0;
}

/**
 * The spellings of a term with two neighbouring letters swapped ("reciev": "receiv"), the commonest typo, which
 * Levenshtein distance counts as two edits: a search forgives it wherever it forgives one typo.
 */
function transpositions(term: string): string[] {
  const swapped: string[] = [];
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] !== term[i + 1]) swapped.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return swapped;
}

const TITLE_FIELD = FIELDS.indexOf('title');

/** field id -> (document short id -> term frequency) */
type Postings = Map<number, Map<number, number>>;

interface Expansion {
  /** The document term that matched. */
  term: string;
  postings: Postings;
  weight: number;
  /** Index of the query word it answers. */
  source: number;
  /** Whether it is the word itself, a synonym or the parts of a compound (the record holds the word as such), or only a completion or a near spelling. */
  asSuch: boolean;
}

/** What `rank` returns: the best records in order and their scores, every match, and what each query word reached. */
interface Ranked {
  top: number[];
  /** The scores of the records in `top`. */
  scores: Map<number, number>;
  /** Every record that matched and passed the filter (with `distinct`, the best of each section). */
  matched: number[];
  expansions: Expansion[];
  /** Per record of `top`: which counted terms of the query it holds as such. */
  held: Map<number, TermSet>;
}

/** How many of the best-scored records are kept in order; the rest only count (nbHits, facets). */
function selectTop(ids: number[], scores: Float64Array, count: number): number[] {
  if (ids.length <= count * 4) return ids.sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, count);
  const top: number[] = [];
  for (const id of ids) {
    const score = scores[id]!;
    if (top.length === count) {
      const last = top[count - 1]!;
      if (score < scores[last]! || (score === scores[last]! && id > last)) continue;
      top.pop();
    }
    let low = 0;
    let high = top.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      const other = top[middle]!;
      if (scores[other]! > score || (scores[other]! === score && other < id)) low = middle + 1;
      else high = middle;
    }
    top.splice(low, 0, id);
  }
  return top;
}

/** The number of a key in `ids`, numbered in order of first use. */
function idOf(ids: Map<string, number>, key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = ids.size;
    ids.set(key, id);
  }
  return id;
}

export class LocalSearchEngine {
  private readonly records: SearchRecord[] = [];
  /** term -> field index -> record id -> frequency */
  private readonly index = new SearchableMap<Postings>();
  /** Per record (by id): the ranking factor of its type, and its page. */
  private typeFactor = new Float64Array(0);
  /** Per record: 1 for a migration page (see `RANKING.search.migrationFactor`). */
  private migration = new Uint8Array(0);
  private pageOf = new Int32Array(0);
  private readonly pageIds = new Map<string, number>();
  /** Per record: its section (its `url`, anchor included), one search hit at most (Algolia's `distinct` on `url`). */
  private sectionOf = new Int32Array(0);
  private readonly sectionIds = new Map<string, number>();
  /** Scratch space of one query: per section, its best record so far (-1: none). */
  private sectionBest = new Int32Array(0);
  /** Per field, per record: its number of distinct tokens. */
  private fieldLengths: number[][] = FIELDS.map(() => []);
  /** Per field, per record: BM25's length normalisation, 1 - b + b * length / average length. */
  private norms: Float64Array[] = [];
  /** Scratch space of one query, cleared after it. */
  private scores = new Float64Array(0);
  /** Per record: the counted terms of the query it matched (a TermSet). */
  private heldTerms = new Uint32Array(0);
  /** Facet filters already evaluated per record (1 passes, 2 does not), by filter; cleared when records arrive. */
  private readonly filterCache = new Map<string, Uint8Array>();

  constructor(records: readonly SearchRecord[] = []) {
    this.add(records);
  }

  get size(): number {
    return this.records.length;
  }

  /** The record of an id (as returned by `rankRecords`). */
  record(id: number): SearchRecord {
    return this.records[id]!;
  }

  private indexField(id: number, field: number, text: string): void {
    const tokens = tokenize(text).map((token) => token.text);
    this.fieldLengths[field]![id] = new Set(tokens).size;
    for (const token of tokens) {
      for (const term of indexTerms(token)) {
        let postings = this.index.get(term);
        if (!postings) this.index.set(term, (postings = new Map()));
        let frequencies = postings.get(field);
        if (!frequencies) postings.set(field, (frequencies = new Map()));
        frequencies.set(id, (frequencies.get(id) ?? 0) + 1);
      }
    }
  }

  /** Adds records (a content shard that arrived later); safe while searches go on. */
  add(records: readonly SearchRecord[]): void {
    records.forEach((record, offset) => {
      const id = this.records.length + offset;
      const values: Record<(typeof FIELDS)[number], string> = {
        title: ownHeading(record),
        parents: parentHeadings(record),
        content: record.content ?? '',
        path: record.url_without_anchor.replace(/[/#]/g, ' '),
        slug: record.url_without_anchor.slice(record.url_without_anchor.lastIndexOf('/') + 1),
        keywords: record.keywords ?? '',
      };
      FIELDS.forEach((field, fieldId) => this.indexField(id, fieldId, values[field]));
    });
    this.records.push(...records);

    const total = this.records.length;
    this.typeFactor = Float64Array.from(
      this.records,
      (record) => (RANKING.search.typeFactor[record.type] ?? 1) * (isLinkList(record) ? RANKING.search.linkListFactor : 1),
    );
    this.migration = Uint8Array.from(this.records, (record) => (MIGRATION_PATH.test(record.url_without_anchor) ? 1 : 0));
    this.pageOf = Int32Array.from(this.records, (record) => idOf(this.pageIds, record.url_without_anchor));
    this.sectionOf = Int32Array.from(this.records, (record) => idOf(this.sectionIds, record.url));
    this.sectionBest = new Int32Array(this.sectionIds.size).fill(-1);
    this.norms = FIELDS.map((_, fieldId) => {
      const lengths = this.fieldLengths[fieldId]!;
      let sum = 0;
      for (let id = 0; id < total; id += 1) sum += lengths[id] ?? 0;
      const average = sum / (total || 1) || 1;
      const {b} = RANKING.search.bm25;
      return Float64Array.from({length: total}, (__, id) => 1 - b + (b * (lengths[id] ?? 0)) / average);
    });
    this.scores = new Float64Array(total);
    this.heldTerms = new Uint32Array(total);
    this.filterCache.clear();
  }

  private passes(filterKey: string, filter: (record: SearchRecord) => boolean, id: number): boolean {
    let cache = this.filterCache.get(filterKey);
    if (!cache) {
      if (this.filterCache.size >= 16) this.filterCache.clear();
      cache = new Uint8Array(this.records.length);
      this.filterCache.set(filterKey, cache);
    }
    let state = cache[id]!;
    if (state === 0) {
      state = filter(this.records[id]!) ? 1 : 2;
      cache[id] = state;
    }
    return state === 1;
  }

  /** The document terms that a query word reaches: itself, its completions while typed, its near spellings. */
  private expand(query: ParsedQuery): Expansion[] {
    return this.expansions(query).filter((expansion) => expansion.weight > 0);
  }

  private expansions({terms, words, parts, synonyms, counted, codeNames, typing: typingLast}: ParsedQuery): Expansion[] {
    const index = this.index;
    const expansions: Expansion[] = [];
    terms.forEach((term, position) => {
      const source = counted.indexOf(term);
      if (source < 0) return;
      const typing = typingLast && position === terms.length - 1;
      const exact = index.get(term);
      if (exact) expansions.push({term, postings: exact, weight: 1, source, asSuch: true});
      // (A weight of 0 turns a kind of expansion off: see RANKING; its matches then count for nothing, coverage included.)
      // Words the docs use for the same thing ("monitoring": logs), as the same query word, at a lower weight.
      for (const synonym of synonyms[position] ?? []) {
        const postings = index.get(synonym);
        if (postings && synonym !== term)
          expansions.push({term: synonym, postings, weight: RANKING.search.synonymWeight, source, asSuch: true});
      }
      // A compound name also reaches the records that name all its parts, as words ("DATABASE_CLIENT": a "database
      // client"; "Create a plugin" does not answer "beforeCreate").
      const partPostings = (parts[position] ?? []).map((part) => [part, index.get(part)] as const);
      if (partPostings.length > 0 && partPostings.every(([, postings]) => postings)) {
        const holders = partPostings.map(([, postings]) => {
          const ids = new Set<number>();
          for (const frequencies of postings!.values()) for (const id of frequencies.keys()) ids.add(id);
          return ids;
        });
        const holdsAll = (id: number) => holders.every((ids) => ids.has(id));
        for (const [part, postings] of partPostings) {
          const kept: Postings = new Map();
          for (const [field, frequencies] of postings!) {
            const restricted = new Map([...frequencies].filter(([id]) => holdsAll(id)));
            if (restricted.size > 0) kept.set(field, restricted);
          }
          if (kept.size > 0) expansions.push({term: part, postings: kept, weight: RANKING.search.partWeight, source, asSuch: true});
        }
      }
      const completions = new Set<string>();
      // The word being typed is matched as a prefix; typos in it are forgiven only once it is 5 letters long.
      const typed = words[position] ?? term;
      if (typing && typed.length >= RANKING.search.prefixMinLetters) {
        for (const [completion, postings] of index.atPrefix(typed)) {
          const distance = completion.length - typed.length;
          if (completion === term) continue;
          if (!distance) continue;
          completions.add(completion);
          expansions.push({
            term: completion,
            postings,
            weight: (RANKING.search.prefixWeight * completion.length) / (completion.length + RANKING.search.completionDiscount * distance),
            source,
            asSuch: false,
          });
        }
      }
      // A name from code that the docs hold as typed is not a typo of a common word ("$containsi" is not "contains").
      const typos = (typing && term.length < RANKING.search.typedTypoMinLetters) || (codeNames[position] && exact) ? 0 : fuzziness(term);
      for (const [nearTerm, [postings, distance]] of this.nearSpellings(term, typos)) {
        if (!distance || completions.has(nearTerm)) continue;
        expansions.push({
          term: nearTerm,
          postings,
          weight: (RANKING.search.fuzzyWeight * nearTerm.length) / (nearTerm.length + distance),
          source,
          asSuch: false,
        });
      }
    });
    return expansions;
  }

  /**
   * Every record with any query word, records with more of the words first (Algolia's "words" criterion,
   * made soft: a score is multiplied by the number of query words found and by the square of their share),
   * then by score (BM25 per field, weighted by field and record type).
   */
  private rank(query: ParsedQuery, filterKey: string, filter: (record: SearchRecord) => boolean, keep: number, distinct = false): Ranked {
    const {terms} = query;
    const expansions = this.expand(query);
    const count = query.counted.length;
    const {scores, heldTerms, typeFactor} = this;
    const {k, d} = RANKING.search.bm25;
    const touched: number[] = [];
    const titleTerms = new Map<number, TermSet>();
    for (const {postings, weight, source, asSuch} of expansions) {
      if (asSuch)
        for (const id of postings.get(TITLE_FIELD)?.keys() ?? [])
          if (this.records[id]!.type === 'lvl1') titleTerms.set(id, addTerm(titleTerms.get(id) ?? NO_TERMS_HELD, source));
      for (const [fieldId, field] of FIELDS.entries()) {
        const frequencies = postings.get(fieldId);
        if (!frequencies) continue;
        const matching = frequencies.size;
        const factor = weight * RANKING.search.fieldBoost[field] * this.rarity(matching);
        const norm = this.norms[fieldId]!;
        for (const [id, frequency] of frequencies) {
          if (heldTerms[id] === NO_TERMS_HELD) touched.push(id);
          heldTerms[id] = addTerm(heldTerms[id]!, source);
          scores[id]! += factor * typeFactor[id]! * (d + (frequency * (k + 1)) / (frequency + k * norm[id]!));
        }
      }
    }
    const matched: number[] = [];
    const aboutUpgrades = terms.some((term) => RANKING.search.upgradeWords.includes(term));
    for (const id of touched) {
      if (!this.passes(filterKey, filter, id)) continue;
      const found = termCount(heldTerms[id]!);
      const coverage = count > 1 ? found / count : 1;
      scores[id]! *= found * coverage * coverage;
      // A page whose title is the query ("breaking changes"), word for word, outranks the pages that also say it.
      const titled = titleTerms.get(id);
      if (titled !== undefined && termCount(titled) === count && (this.fieldLengths[TITLE_FIELD]![id] ?? 0) <= count + 1)
        scores[id]! *= RANKING.search.exactTitleFactor;
      if (!aboutUpgrades && this.migration[id]) scores[id]! *= RANKING.search.migrationFactor;
      matched.push(id);
    }
    // Page-level evidence: a record gains from the other records of its page that match (the square root of the
    // page's total, so a long page does not win by length alone). "$containsi" then ranks the REST filters page,
    // which uses it throughout, above pages that mention it once.
    const pageTotal = new Map<number, number>();
    for (const id of matched) pageTotal.set(this.pageOf[id]!, (pageTotal.get(this.pageOf[id]!) ?? 0) + scores[id]!);
    for (const id of matched) scores[id]! += RANKING.search.pageWeight * Math.sqrt(pageTotal.get(this.pageOf[id]!)!);
    // A search answers with one hit per section, its best record: a heading and the paragraphs under it link to the
    // same place (the DocSearch index's own setting, `distinct` on `url`).
    const hits = distinct ? this.bestOfEachSection(matched) : matched;
    // (selectTop may reorder `hits` in place: nbHits and the facet counts do not read their order.)
    const top = selectTop(hits, scores, keep);
    const topScores = new Map(top.map((id) => [id, scores[id]!]));
    // Which query words each returned record holds as such (not only a near spelling or a completion).
    const held = new Map<number, TermSet>(top.map((id) => [id, NO_TERMS_HELD]));
    for (const {postings, source, asSuch} of expansions) {
      if (!asSuch) continue;
      for (const frequencies of postings.values())
        for (const id of frequencies.keys()) if (held.has(id)) held.set(id, addTerm(held.get(id)!, source));
    }
    for (const id of touched) {
      scores[id] = 0;
      heldTerms[id] = NO_TERMS_HELD;
    }
    return {top, scores: topScores, matched: hits, expansions, held};
  }

  /** Of records scored by the current query, the best of each section (the lowest id of equals), in order of sections met. */
  private bestOfEachSection(ids: readonly number[]): number[] {
    const {scores, sectionOf, sectionBest: best} = this;
    const sections: number[] = [];
    for (const id of ids) {
      const section = sectionOf[id]!;
      const other = best[section]!;
      if (other < 0) sections.push(section);
      if (other < 0 || scores[id]! > scores[other]! || (scores[id] === scores[other] && id < other)) best[section] = id;
    }
    const kept = sections.map((section) => best[section]!);
    for (const section of sections) best[section] = -1;
    return kept;
  }

  /** Whether any record holds an index term (in any field). */
  hasTerm(term: string): boolean {
    return this.index.has(term);
  }

  /**
   * The index terms within `typos` edits of a term, with their distance: Levenshtein's, and two swapped letters as
   * one edit where one typo is forgiven (Levenshtein counts a swap as two; from two typos on it is within reach).
   */
  nearSpellings(term: string, typos: number): Map<string, [Postings, number]> {
    if (typos === 0) return new Map();
    const near = new Map<string, [Postings, number]>(this.index.fuzzyGet(term, typos));
    if (typos === 1) {
      for (const swapped of transpositions(term)) {
        const postings = this.index.get(swapped);
        if (postings && !near.has(swapped)) near.set(swapped, [postings, 1]);
      }
    }
    return near;
  }

  /** How many records hold a term, in any field. */
  holding(term: string): number {
    const postings = this.index.get(term);
    if (!postings) return 0;
    const ids = new Set<number>();
    for (const frequencies of postings.values()) for (const id of frequencies.keys()) ids.add(id);
    return ids.size;
  }

  /** BM25's idf of a term that `holding` of the records hold: `rarity(1)` is that of a word only one record holds. */
  rarity(holding: number): number {
    return Math.log(1 + (this.records.length - holding + 0.5) / (holding + 0.5));
  }

  /**
   * The best records for a question (a query read as finished: `parseQuery(text, {finished: true})`), by the same
   * ranking as `search`, with `weights`, the rarity of each counted term of the question (BM25's idf), and for each
   * record `held`, the counted terms it holds as such (not only a near spelling or a completion), and `coverage`,
   * their share of the question weighted by rarity. No record is returned for a question without terms.
   */
  rankRecords(
    question: ParsedQuery,
    keep: number,
    /** The records it may return (Algolia's facetFilters: the reader's language and docs version, as search asks). */
    facetFilters?: FacetFilters,
  ): {weights: readonly number[]; records: {id: number; record: SearchRecord; score: number; coverage: number; held: TermSet}[]} {
    if (question.counted.length === 0) return {weights: [], records: []};
    // How rare each term is: BM25's idf over the records holding it in any field (the largest idf when none does).
    const weights = question.counted.map((term) => this.rarity(this.holding(term)));
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    // Keyed like search's filters (algoliaResponse), so the cache of records that pass is shared with searches of the same scope.
    const ranked = this.rank(question, JSON.stringify(facetFilters ?? null), compileFacetFilters(facetFilters), keep);
    const records = ranked.top.map((id) => {
      const held = ranked.held.get(id) ?? NO_TERMS_HELD;
      const found = weights.reduce((sum, weight, position) => sum + (includesTerm(held, position) ? weight : 0), 0);
      return {id, record: this.records[id]!, score: ranked.scores.get(id)!, coverage: found / total, held};
    });
    return {weights, records};
  }

  /** The document terms of a record that the query reached (what its highlight marks). */
  private matchedTerms(id: number, expansions: readonly Expansion[]): Set<string> {
    const terms = new Set<string>();
    for (const {term, postings} of expansions) {
      if (terms.has(term)) continue;
      for (const frequencies of postings.values()) {
        if (frequencies.has(id)) {
          terms.add(term);
          break;
        }
      }
    }
    return terms;
  }

  /** One request of Algolia's multi-query, answered in Algolia's response shape (see `algoliaResponse`). */
  search(params: SearchParams): SearchResponse {
    return algoliaResponse(params, {
      rank: (query, filter, keep): Ranking => {
        const {top, matched, expansions} = this.rank(query, filter.key, filter.test, keep, true);
        return {top, matched, reached: (id) => this.matchedTerms(id, expansions)};
      },
      record: (id) => this.records[id]!,
    });
  }
}
