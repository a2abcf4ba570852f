import type {List, ListItem, RootContent, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import type {PageModel} from '../pageModel/types';
import {pathInVersion} from '../content/docAreas';
import {areaLabel, areaOf} from './areas';
import {isLinkListHeading} from './text';
import {levelWeight, type HitType, type Hierarchy, type SearchRecord} from './types';

/**
 * The corpus of search and Ask AI, read from each page's model (src/lib/pageModel), the same in `npm start` and in a
 * build:
 * - the records a DocSearch crawler would push: one per heading (type lvl1 to lvl6) and one per paragraph, list
 *   item, quote or table cell (type content), each with the whole hierarchy above it and the address of its nearest
 *   heading (code blocks and diagrams left out);
 * - the sections Ask AI quotes from: the blocks (prose and code, with the code's language) between two headings.
 * A record's section is the one with the same page and anchor.
 */

/**
 * Pages that are not content: the search page itself, listings of all docs (home, status), tag listings, fragments,
 * templates, not-found, the writing guide. (The test build's Markdown test pages are content: the end-to-end tests
 * search their made-up words.)
 */
const EXCLUDED = [
  /^\/search$/,
  /^\/home\/Home$/,
  /^\/status$/,
  /^\/tags(\/|$)/,
  /^\/snippets(\/|$)/,
  /^\/_templates(\/|$)/,
  /^\/404(\.html)?$/,
  /^\/writing-guide/,
];

/**
 * Routes whose records are indexed, `path` without the base URL. A frozen docs version's page is matched without its
 * version's path (`pathInVersion`): "/5.5/snippets/…" is a fragment as "/snippets/…" is (`docs:version` copies them).
 */
export function isIndexable(path: string, versionPath = ''): boolean {
  const inVersion = pathInVersion(path, versionPath);
  return !EXCLUDED.some((pattern) => pattern.test(inVersion));
}

/** `text`: a paragraph, list item or quote; `cell`: a table cell; `code`: a code block. */
export type BlockKind = 'text' | 'cell' | 'code';

export interface Block {
  kind: BlockKind;
  text: string;
  /** A code block's language ("js", "bash"); none for plain text. */
  language?: string;
}

export interface Section {
  /** Page permalink, without hash: "/dev-docs/api/document-service/filters". */
  url: string;
  /** Heading id of the section, "" for the part of the page before its first heading. */
  anchor: string;
  /** Page title (the h1). */
  page: string;
  /** Section heading; the page title for the introduction. */
  heading: string;
  /** Heading of the enclosing h2, for a deeper section; "" otherwise. */
  parent: string;
  blocks: Block[];
}

export interface PageCorpus {
  records: SearchRecord[];
  sections: Section[];
}

/** Keep records short: a crawler cuts long paragraphs too, and the bytes are downloaded by every reader. */
export const MAX_CONTENT_CHARS = 400;
export const MIN_CONTENT_CHARS = 16;

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.slice(0, MAX_CONTENT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > MAX_CONTENT_CHARS * 0.6 ? space : MAX_CONTENT_CHARS)}…`;
}

/** Code blocks that the page shows as something else (a diagram): not code a reader copies. */
const NOT_CODE = new Set(['mermaid']);

type Node = RootContent;

/** The text of nodes as a reader sees it: code blocks and images left out. */
function textOf(nodes: readonly Node[]): string {
  return clean(
    nodes
      .filter((node) => node.type !== 'code')
      .map((node) => ('children' in node ? textOf(node.children as Node[]) : toString(node, {includeImageAlt: false})))
      .join(' '),
  );
}

/** Code blocks anywhere inside nodes, in order. */
function codeInside(nodes: readonly Node[]): Extract<Node, {type: 'code'}>[] {
  return nodes.flatMap((node) => (node.type === 'code' ? [node] : 'children' in node ? codeInside(node.children as Node[]) : []));
}

/** What a page's search records and Ask AI sections are made of, in reading order. */
type Piece = {kind: 'heading'; depth: number; text: string; id: string | undefined} | Block;

function codeBlock(node: Extract<Node, {type: 'code'}>): Block[] {
  const text = node.value.replace(/\n{3,}/g, '\n\n').trim();
  if (!text || NOT_CODE.has(node.lang ?? '')) return [];
  return [{kind: 'code', text, ...(node.lang && node.lang !== 'text' ? {language: node.lang} : {})}];
}

function piecesOf(nodes: readonly Node[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    switch (node.type) {
      case 'heading':
        return [{kind: 'heading', depth: node.depth, text: textOf(node.children), id: (node.data as {id?: string} | undefined)?.id}];
      case 'paragraph':
        return [{kind: 'text', text: textOf([node])}];
      case 'code':
        return codeBlock(node);
      case 'list':
        // A list item is one block (its nested lists included), followed by the code it holds.
        return (node as List).children.flatMap((item: ListItem) => [
          {kind: 'text', text: textOf([item])} as Piece,
          ...codeInside([item]).flatMap(codeBlock),
        ]);
      case 'table':
        return (node as Table).children.flatMap((row) => row.children.map((cell): Piece => ({kind: 'cell', text: textOf([cell])})));
      case 'blockquote': {
        const admonition = (node.data as {admonition?: string} | undefined)?.admonition;
        // An admonition is a box around its content (its title is chrome); a quote is one block.
        if (admonition) return piecesOf(node.children.slice(1));
        return [{kind: 'text', text: textOf([node])}, ...codeInside([node]).flatMap(codeBlock)];
      }
      default:
        return 'children' in node && node.type !== 'tableRow' ? piecesOf(node.children as Node[]) : [];
    }
  });
}

export interface CorpusOptions {
  /** Prefixed to every url ("" or "/docs"). */
  base: string;
  /** The docs plugin's search tag of the page's version ("docs-default-current", "docs-default-5.5"), or "default" for other pages. */
  docusaurusTag: string;
  /** The locale of the build the page is read in ("en"; "ar" for the pages under /ar/): the records' `language`. */
  language: string;
  /** The path of the page's docs version ("/5.5" for a frozen 5.5; "" or unset for the latest and for other pages). */
  versionPath?: string;
}

/** The records and sections of one page model (none for a page that is not indexed). */
export function pageCorpus(model: PageModel, {base, docusaurusTag, language, versionPath = ''}: CorpusOptions): PageCorpus {
  const route = model.route;
  if (!isIndexable(route, versionPath)) return {records: [], sections: []};
  const path = base + route;
  const area = areaOf(route, versionPath);
  const title = model.title;
  // The page's own summary: its description, its tags and its keywords (front matter `keywords`: the words readers
  // use for what the page covers that it does not use).
  const keywords = [clean(model.description), ...model.tags.map(clean), ...model.keywords.map(clean)].filter(Boolean).join(' · ');
  const hierarchy: Hierarchy = {
    lvl0: model.breadcrumb ?? areaLabel(area),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;
  const push = (type: HitType, content: string | null) => {
    records.push({
      objectID: `${path}#${records.length}`,
      url: anchor ? `${path}#${anchor}` : path,
      url_without_anchor: path,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: [docusaurusTag],
      area,
      weight: {level: levelWeight(type), position: position++},
      ...(type === 'lvl1' && keywords ? {keywords} : {}),
    });
  };
  push('lvl1', null);

  let section: Section = {url: path, anchor: '', page: title, heading: title, parent: '', blocks: []};
  const sections: Section[] = [section];
  for (const piece of piecesOf(model.body)) {
    if (piece.kind === 'heading') {
      if (piece.depth === 1 || !piece.text) continue;
      anchor = piece.id ?? anchor;
      if (piece.id) {
        section = {
          url: path,
          anchor: piece.id,
          page: title,
          heading: piece.text,
          parent: piece.depth > 2 ? (hierarchy.lvl2 ?? '') : '',
          blocks: [],
        };
        sections.push(section);
      }
      const key = `lvl${piece.depth}` as keyof Hierarchy;
      (hierarchy as Record<string, string | null>)[key] = piece.text;
      for (let deeper = piece.depth + 1; deeper <= 6; deeper += 1) (hierarchy as Record<string, string | null>)[`lvl${deeper}`] = null;
      push(key as HitType, null);
      continue;
    }
    if (piece.kind === 'code') {
      section.blocks.push(piece);
      continue;
    }
    if (!piece.text) continue;
    section.blocks.push(piece);
    // Table cells and list items of a word or two ("yes", "string") are noise in results.
    if (piece.text.length >= MIN_CONTENT_CHARS) push('content', truncate(piece.text));
  }
  return {records, sections: sections.filter((s) => s.blocks.length > 0 && !isLinkListHeading(s.heading))};
}
