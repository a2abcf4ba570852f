import type {Section} from './corpus';
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
  /** By the search tag of a docs version ("docs-default-current", "docs-default-5.5"); `SHARED_SET` without docs. */
  sets: Record<string, IndexSet>;
}

/** The set of the latest docs version: on a site with one version, the whole index. */
export function latestSet(manifest: IndexManifest): IndexSet {
  const set = manifest.sets[manifest.latest];
  if (!set) throw new Error(`the search index manifest names no set ${manifest.latest}`);
  return set;
}

/** The files of a set: what a reader of its version downloads, the head shard first and Ask AI's sections last. */
export function filesOf(set: IndexSet): string[] {
  return [set.head, ...Object.values(set.content).filter((file) => file !== undefined), set.sections];
}

/** The one set of a site whose pages are in no docs version. */
export const SHARED_SET = 'default';

/**
 * The records and sections of each docs version, by its search tag (`versionTags`, latest first): its own, and those of
 * the pages in no version (blog, Markdown pages: tag "default"), which contextual search shows beside any version's,
 * so each set answers alone. Without versions, one set (`SHARED_SET`) holds everything. Order is kept.
 */
export function splitByVersion(
  records: readonly SearchRecord[],
  sections: readonly Section[],
  versionTags: readonly string[],
): Map<string, {records: SearchRecord[]; sections: Section[]}> {
  if (versionTags.length === 0) return new Map([[SHARED_SET, {records: [...records], sections: [...sections]}]]);
  const versions = new Set(versionTags);
  const tagOf = (record: SearchRecord) => record.docusaurus_tag.find((tag) => versions.has(tag));
  const pageTag = new Map(records.map((record) => [record.url_without_anchor, tagOf(record)]));
  return new Map(
    versionTags.map((tag) => [
      tag,
      {
        records: records.filter((record) => (tagOf(record) ?? tag) === tag),
        sections: sections.filter((section) => (pageTag.get(section.url) ?? tag) === tag),
      },
    ]),
  );
}

/**
 * The set that answers a search or a question: the first docs version its `docusaurus_tag` filters name that the
 * index has (contextual search names the version being read, or the preferred or latest one outside the docs), else
 * the latest.
 */
export function setFor(manifest: Pick<IndexManifest, 'latest' | 'sets'>, facetFilters: FacetFilters | undefined): string {
  const filters = typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? []);
  for (const filter of filters.flat()) {
    const tag = /^docusaurus_tag:"?([^"]*)"?$/.exec(filter)?.[1];
    if (tag !== undefined && Object.hasOwn(manifest.sets, tag)) return tag;
  }
  return manifest.latest;
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
