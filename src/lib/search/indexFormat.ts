import type {Section} from './corpus';
import {parseFacetFilter} from './facets';
import {AREAS, levelWeight, type Area, type FacetFilters, type Hierarchy, type HitType, type SearchRecord} from './types';

/**
 * The local index on the wire: records are written once per page and heading instead of repeating the whole
 * hierarchy in every record, and split in two tiers so the first results need only the small one:
 *  - the head shard: pages and their headings (titles answer most as-you-type queries);
 *  - one content shard per docs area: the paragraphs, fetched in parallel and merged as they arrive.
 * `decode` gives back exactly the records `extractRecords` produced.
 * A site with several docs versions has one such index (a set) per version, so that a reader downloads the version
 * being read and not every version's (`splitByVersion`, `setFor`).
 */

/**
 * 2: section blocks may be table cells (`cell`). 3: one set of shards per docs version (`IndexManifest.sets`).
 * A client of another version shows the error screen until reloaded.
 */
export const INDEX_FORMAT_VERSION = 3;

/** [path, lvl0, area, language, docusaurus_tag, keywords (description and tags, when the page has them)] */
export type PageRow = [string, string, Area, string, string, string?];
/** [page, depth 1-6, anchor ('' for none), text, position on the page] */
export type SectionRow = [number, number, string, string, number];
/** [section, position on the page, text] */
export type ContentRow = [number, number, string];

export interface HeadShard {
  v: number;
  pages: PageRow[];
  sections: SectionRow[];
}

export interface ContentShard {
  v: number;
  area: Area;
  content: ContentRow[];
}

/** The shards of one docs version (with the pages outside the docs): all a reader of that version downloads. */
export interface IndexSet {
  head: string;
  content: Partial<Record<Area, string>>;
  /** The sections Ask AI quotes from (`SectionsShard`), loaded only when a question is asked. */
  sections: string;
  records: number;
}

/**
 * Written beside the shards under a fixed name (revalidated); the shards' names carry a content hash, so the sets of
 * two versions share no file name unless their contents are the same.
 */
export interface IndexManifest {
  v: number;
  /** The site's records, each once (the pages outside the docs are in every set, and counted once). */
  records: number;
  /** The set read when a search names no docs version it has: the latest version's. */
  latest: string;
  /** By the search tag of a docs version ("docs-default-current", "docs-default-5.5"); `UNVERSIONED_SET` without docs. */
  sets: Record<string, IndexSet>;
}

/** The set of the latest docs version: on a site with one version, the whole index. */
export function latestSet(manifest: IndexManifest): IndexSet {
  const set = manifest.sets[manifest.latest];
  if (!set) throw new Error(`the search index manifest names no set ${manifest.latest}`);
  return set;
}

/** The search shards of a set (the head first): what a reader of its version downloads to search, Ask AI's sections aside. */
export function searchFiles(set: IndexSet): string[] {
  return [set.head, ...Object.values(set.content).filter((file) => file !== undefined)];
}

/** Every file of a set: its search shards, then the sections Ask AI fetches on the first question. */
export function filesOf(set: IndexSet): string[] {
  return [...searchFiles(set), set.sections];
}

/**
 * The one set of a site without docs versions. Named apart from every search tag (Docusaurus tags the pages outside
 * the docs "default"), so that no filter picks it by name: it is the manifest's `latest`, read by every search.
 */
export const UNVERSIONED_SET = 'unversioned';

/** A page's records and sections, with the search tag of its docs version (null for a page outside the docs). */
export interface VersionedPage {
  version: string | null;
  records: SearchRecord[];
  sections: Section[];
}

/**
 * The records and sections of each docs version's set, by its search tag, in the order of `versions`: the pages of
 * that version, and those of the pages in no version (blog, Markdown pages), which contextual search shows beside any
 * version's, so each set answers alone. Without versions, one set (`UNVERSIONED_SET`) holds everything. The pages'
 * order is kept.
 */
export function splitByVersion(
  pages: readonly VersionedPage[],
  versions: readonly string[],
): Map<string, {records: SearchRecord[]; sections: Section[]}> {
  const tags = versions.length > 0 ? versions : [UNVERSIONED_SET];
  return new Map(
    tags.map((tag) => {
      const own = versions.length === 0 ? pages : pages.filter((page) => page.version === null || page.version === tag);
      return [tag, {records: own.flatMap((page) => page.records), sections: own.flatMap((page) => page.sections)}];
    }),
  );
}

/**
 * The search tags a search's filters name (`docusaurus_tag`, not negated, at the top level or in an OR group), in
 * order: what picks its set (`setFor`), and so what tells two searches that need the same set (the page's client).
 */
export function tagsNamed(facetFilters: FacetFilters | undefined): string[] {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  return filters
    .flatMap((group) => (typeof group === 'string' ? [group] : group))
    .map(parseFacetFilter)
    .flatMap((parsed) => (parsed?.attribute === 'docusaurus_tag' && !parsed.negated ? [parsed.value] : []));
}

/**
 * The set that answers a search or a question. One version per search: a search reads one set, so it is scoped to one
 * docs version; contextual search names exactly one (the version being read, or outside the docs the preferred or
 * latest one), ORed with "default" for the pages outside the docs. The set is that of the first tag the filters name
 * (`tagsNamed`) that the index has a set for, else the latest; filters that name several versions are answered from
 * the first one's set alone.
 */
export function setFor(manifest: Pick<IndexManifest, 'latest' | 'sets'>, facetFilters: FacetFilters | undefined): string {
  return tagsNamed(facetFilters).find((tag) => Object.hasOwn(manifest.sets, tag)) ?? manifest.latest;
}

/** The sections shard: the corpus's sections, quoted by Ask AI. */
export interface SectionsShard {
  v: number;
  sections: Section[];
}

export function encode(records: readonly SearchRecord[]): {head: HeadShard; content: Record<Area, ContentShard>} {
  const pages: PageRow[] = [];
  const sections: SectionRow[] = [];
  const content = Object.fromEntries(AREAS.map((area) => [area, {v: INDEX_FORMAT_VERSION, area, content: [] as ContentRow[]}])) as Record<
    Area,
    ContentShard
  >;
  const pageIndex = new Map<string, number>();
  let currentSection = -1;
  for (const record of records) {
    let page = pageIndex.get(record.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(record.url_without_anchor, page);
      pages.push([record.url_without_anchor, record.hierarchy.lvl0, record.area, record.language, record.docusaurus_tag[0] ?? 'default']);
    }
    if (record.type === 'lvl1' && record.keywords) pages[page]![5] = record.keywords;
    if (record.type === 'content') {
      content[record.area].content.push([currentSection, record.weight.position, record.content ?? '']);
    } else {
      const depth = Number(record.type.slice(3));
      currentSection = sections.length;
      sections.push([page, depth, record.anchor ?? '', record.hierarchy[record.type as keyof Hierarchy] ?? '', record.weight.position]);
    }
  }
  return {head: {v: INDEX_FORMAT_VERSION, pages, sections}, content};
}

function record(
  page: PageRow,
  hierarchy: Hierarchy,
  anchor: string,
  type: HitType,
  content: string | null,
  position: number,
): SearchRecord {
  const [path, , area, language, tag, keywords] = page;
  return {
    objectID: `${path}#${position}`,
    url: anchor ? `${path}#${anchor}` : path,
    url_without_anchor: path,
    anchor: anchor || null,
    type,
    hierarchy,
    content,
    language,
    docusaurus_tag: [tag],
    area,
    weight: {level: levelWeight(type), position},
    ...(type === 'lvl1' && keywords ? {keywords} : {}),
  };
}

/** The heading records of the head shard, and the hierarchy of each section for the content shards. */
export function decodeHead(head: HeadShard): {records: SearchRecord[]; sectionHierarchy: Hierarchy[]} {
  const records: SearchRecord[] = [];
  const sectionHierarchy: Hierarchy[] = [];
  let current: Hierarchy | null = null;
  let currentPage = -1;
  for (const [pageNumber, depth, anchor, text, position] of head.sections) {
    const page = head.pages[pageNumber]!;
    if (pageNumber !== currentPage || depth === 1 || !current) {
      currentPage = pageNumber;
      current = {lvl0: page[1], lvl1: depth === 1 ? text : '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    }
    const next: Hierarchy = {...current};
    if (depth > 1) {
      (next as Record<string, string | null>)[`lvl${depth}`] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) (next as Record<string, string | null>)[`lvl${deeper}`] = null;
    }
    current = next;
    sectionHierarchy.push(next);
    records.push(record(page, next, anchor, `lvl${depth}` as HitType, null, position));
  }
  return {records, sectionHierarchy};
}

export function decodeContent(head: HeadShard, sectionHierarchy: readonly Hierarchy[], shard: ContentShard): SearchRecord[] {
  return shard.content.map(([section, position, text]) => {
    const [pageNumber, , anchor] = head.sections[section]!;
    return record(head.pages[pageNumber]!, sectionHierarchy[section]!, anchor, 'content', text, position);
  });
}

export function decode(head: HeadShard, shards: readonly ContentShard[]): SearchRecord[] {
  const {records, sectionHierarchy} = decodeHead(head);
  return [...records, ...shards.flatMap((shard) => decodeContent(head, sectionHierarchy, shard))];
}
