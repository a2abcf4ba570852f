import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {areaLabel, areaOf} from './areas';
import type {Area, HitType, Hierarchy, SearchRecord} from './types';

/**
 * The corpus of search and Ask AI, read once from each rendered page (cheerio):
 * - the records a DocSearch crawler would push: one per heading (type lvl1 to lvl6) and one per paragraph, list
 *   item or table cell of the article (type content), each with the whole hierarchy above it and the address of
 *   its nearest heading (code blocks, breadcrumbs, table of contents and footer left out);
 * - the sections Ask AI quotes from: the blocks (prose and code, with the code's language) between two headings.
 * A record's section is the one with the same page and anchor.
 */

/** Pages that are not content: the search page itself, listings of all docs (home, status), tag listings, fragments, templates, test routes, not-found, the writing guide. */
const EXCLUDED = [/^\/search$/, /^\/home\/Home$/, /^\/status$/, /^\/tags(\/|$)/, /^\/snippets(\/|$)/, /^\/_templates(\/|$)/, /^\/__tests(\/|$)/, /^\/404(\.html)?$/, /^\/writing-guide/];

/** Routes whose records are indexed, `path` without the base URL. Test pages under `/__tests/search/` are indexed so the end-to-end tests have content of their own. */
export function isIndexable(path: string): boolean {
  if (path.startsWith('/__tests/search/')) return true;
  return !EXCLUDED.some((pattern) => pattern.test(path));
}

/** `text`: a paragraph, list item or quote; `cell`: a table cell; `code`: a code block. */
export type BlockKind = 'text' | 'cell' | 'code';

export interface Block {
  kind: BlockKind;
  text: string;
  /** A code block's language ("js", "bash"), from its Prism class. */
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

const CONTENT_SELECTOR = 'p, li, td, th, dd, blockquote';
const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';
const DROPPED = 'pre, .theme-code-block, .hash-link, .theme-doc-toc-mobile, nav, script, style, svg, button, .mermaid, .tessera-diagram';
/** Keep records short: a crawler cuts long paragraphs too, and the bytes are downloaded by every reader. */
export const MAX_CONTENT_CHARS = 400;
export const MIN_CONTENT_CHARS = 16;

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT_CHARS) return text;
  const cut = text.slice(0, MAX_CONTENT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > MAX_CONTENT_CHARS * 0.6 ? space : MAX_CONTENT_CHARS)}…`;
}

function meta($: CheerioAPI, name: string): string | null {
  return $(`meta[name="${name}"]`).attr('content') ?? null;
}

function lvl0Of($: CheerioAPI, area: Area): string {
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .filter((item) => !$(item).hasClass('breadcrumbs__item--active'))
    .map((item) => clean($(item).text()))
    .filter(Boolean);
  return crumbs[0] ?? areaLabel(area);
}

/** The records of one page (see `extractPage`). */
export function extractRecords(html: string, path: string): SearchRecord[] {
  return extractPage(html, path).records;
}

function codeOf($: CheerioAPI, block: Element): Block | null {
  const pre = $(block).is('pre') ? $(block) : $(block).find('pre').first();
  if (!pre.length) return null;
  const copy = pre.clone();
  copy.find('br').replaceWith('\n');
  const text = copy.text().replace(/\u200b/g, '').replace(/\n{3,}/g, '\n\n').trim();
  if (!text) return null;
  const classes = `${$(block).attr('class') ?? ''} ${pre.attr('class') ?? ''}`;
  const language = /\blanguage-([\w+-]+)/.exec(classes)?.[1];
  return {kind: 'code', text, ...(language && language !== 'text' ? {language} : {})};
}

/** Sections that only list links to other pages: they would be quoted for their link texts. */
export const LINK_LIST_HEADINGS = /^(related pages|next steps|see also|learn more)$/i;

/** Extracts the records and sections of one page. `path` is the route (no trailing slash, no .html, no base URL). */
export function extractPage(html: string, path: string): PageCorpus {
  const none: PageCorpus = {records: [], sections: []};
  if (!isIndexable(path)) return none;
  const $ = load(html);
  if (($('meta[name="robots"]').attr('content') ?? '').includes('noindex') && !path.startsWith('/__tests/search/')) return none;
  const root = $('article .markdown').first().length ? $('article .markdown').first() : $('main').first();
  if (!root.length) return none;
  const area = areaOf(path);
  const language = meta($, 'docsearch:language') ?? 'en';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const title = clean(root.find('h1').first().text()) || clean($('title').text().replace(/\s*\|[^|]*$/, ''));
  if (!title) return none;

  // The page's own summary: its description (front matter, else Docusaurus's first-paragraph excerpt), its tags and
  // its keywords (front matter `keywords`: the words readers use for what the page covers that it does not use).
  const tags = $('.theme-doc-footer a[rel="tag"]').toArray().map((tagLink) => clean($(tagLink).text())).filter(Boolean);
  const readerWords = (meta($, 'keywords') ?? '').split(',').map(clean).filter(Boolean);
  const keywords = [clean(meta($, 'description') ?? ''), ...tags, ...readerWords].filter(Boolean).join(' · ');
  const hierarchy: Hierarchy = {lvl0: lvl0Of($, area), lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const records: SearchRecord[] = [];
  let anchor: string | null = null;
  let position = 0;
  const push = (type: HitType, content: string | null, level: number) => {
    const url = anchor ? `${path}#${anchor}` : path;
    records.push({
      objectID: `${path}#${records.length}`,
      url,
      url_without_anchor: path,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      docusaurus_tag: [tag],
      area,
      weight: {level, position: position++},
      ...(type === 'lvl1' && keywords ? {keywords} : {}),
    });
  };
  push('lvl1', null, 100);

  const sections: Section[] = [];
  let section: Section = {url: path, anchor: '', page: title, heading: title, parent: '', blocks: []};
  sections.push(section);
  root.find('.hash-link, button, script, style, svg, .mermaid, .tessera-diagram').remove();
  // Code blocks are kept for the sections (then removed from the records' text).
  const CODE = '.theme-code-block, pre';
  const seen = new Set<Element>();
  root.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}, ${CODE}`).each((_, node) => {
    const element = node;
    if ($(element).parents(`${CODE}, ${DROPPED}`).length) return;
    const isCode = $(element).is(CODE);
    // A list item's paragraphs, or a table cell inside a list item, are indexed once: by the outermost block.
    if (!isCode && $(element).parents(CONTENT_SELECTOR).toArray().some((parent) => seen.has(parent))) return;
    if (isCode) {
      const code = codeOf($, element);
      if (code) section.blocks.push(code);
      return;
    }
    if ($(element).is(DROPPED) || $(element).parents(DROPPED).length) return;
    const tagName = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tagName)) {
      const depth = Number(tagName[1]);
      if (depth === 1) return;
      const text = clean($(element).text());
      if (!text) return;
      const id = $(element).attr('id');
      anchor = id ?? anchor;
      if (id) {
        section = {url: path, anchor: id, page: title, heading: text, parent: depth > 2 ? (hierarchy.lvl2 ?? '') : '', blocks: []};
        sections.push(section);
      }
      const key = `lvl${depth}` as keyof Hierarchy;
      (hierarchy as Record<string, string | null>)[key] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) (hierarchy as Record<string, string | null>)[`lvl${deeper}`] = null;
      push(key as HitType, null, 100 - depth * 10);
      return;
    }
    seen.add(element);
    const copy = $(element).clone();
    copy.find(`${CODE}, ${DROPPED}`).remove();
    const text = clean(copy.text());
    if (text) section.blocks.push({kind: /^t[dh]$/.test(tagName) ? 'cell' : 'text', text});
    // Table cells and list items of a word or two ("yes", "string") are noise in results.
    if (text.length < MIN_CONTENT_CHARS) return;
    push('content', truncate(text), 0);
  });
  return {records, sections: sections.filter((s) => s.blocks.length > 0 && !LINK_LIST_HEADINGS.test(s.heading))};
}
