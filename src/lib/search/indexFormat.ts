import type {Section} from './corpus';
import {AREAS, levelWeight, type Area, type Hierarchy, type HitType, type SearchRecord} from './types';

/**
 * The local index on the wire: records are written once per page and heading instead of repeating the whole
 * hierarchy in every record, and split in two tiers so the first results need only the small one:
 *  - the head shard: pages and their headings (titles answer most as-you-type queries);
 *  - one content shard per docs area: the paragraphs, fetched in parallel and merged as they arrive.
 * `decode` gives back exactly the records `extractRecords` produced.
 */

/** 2: section blocks may be table cells (`cell`). A client of another version shows the error screen until reloaded. */
export const INDEX_FORMAT_VERSION = 2;

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

/** Written beside the shards under a fixed name; the shards' names carry a content hash. */
export interface IndexManifest {
  v: number;
  head: string;
  content: Partial<Record<Area, string>>;
  records: number;
  /** The sections Ask AI quotes from (`SectionsShard`), loaded only when a question is asked. */
  sections?: string;
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
