import {load, type CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {areaLabel, areaOf} from './areas';
import type {Area, HitType, Hierarchy, SearchRecord} from './types';

/**
 * Turns one rendered page into the records a DocSearch crawler would push: one record per heading
 * (type lvl1 to lvl6) and one per paragraph, list item or table cell of the article (type content),
 * each carrying the whole hierarchy above it and the address of its nearest heading.
 * Code blocks, the breadcrumbs, the table of contents and the footer are left out.
 */

/** Pages that are not content: the search page itself, listings of all docs (home, status), tag listings, fragments, test routes, not-found. */
const EXCLUDED = [/^\/search$/, /^\/home\/Home$/, /^\/status$/, /^\/tags(\/|$)/, /^\/snippets(\/|$)/, /^\/__tests(\/|$)/, /^\/404(\.html)?$/, /^\/writing-guide/];

export function isIndexable(path: string): boolean {
  return !EXCLUDED.some((pattern) => pattern.test(path));
}

const CONTENT_SELECTOR = 'p, li, td, th, dd, blockquote';
const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';
const DROPPED = 'pre, .theme-code-block, .hash-link, .theme-doc-toc-mobile, nav, script, style, svg, button, .mermaid';
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

/** Extracts the records of one page. `path` is the route (no trailing slash, no .html). */
export function extractRecords(html: string, path: string): SearchRecord[] {
  if (!isIndexable(path)) return [];
  const $ = load(html);
  if (($('meta[name="robots"]').attr('content') ?? '').includes('noindex')) return [];
  const root = $('article .markdown').first().length ? $('article .markdown').first() : $('main').first();
  if (!root.length) return [];
  const area = areaOf(path);
  const language = meta($, 'docsearch:language') ?? 'en';
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const title = clean(root.find('h1').first().text()) || clean($('title').text().replace(/\s*\|[^|]*$/, ''));
  if (!title) return [];

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
    });
  };
  push('lvl1', null, 100);

  root.find(DROPPED).remove();
  const seen = new Set<Element>();
  root.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}`).each((_, node) => {
    const element = node;
    // A list item's paragraphs, or a table cell inside a list item, are indexed once: by the outermost block.
    if ($(element).parents(CONTENT_SELECTOR).toArray().some((parent) => seen.has(parent))) return;
    const tagName = element.tagName.toLowerCase();
    if (/^h[1-6]$/.test(tagName)) {
      const depth = Number(tagName[1]);
      if (depth === 1) return;
      const text = clean($(element).text());
      if (!text) return;
      anchor = $(element).attr('id') ?? anchor;
      const key = `lvl${depth}` as keyof Hierarchy;
      (hierarchy as Record<string, string | null>)[key] = text;
      for (let deeper = depth + 1; deeper <= 6; deeper += 1) (hierarchy as Record<string, string | null>)[`lvl${deeper}`] = null;
      push(key as HitType, null, 100 - depth * 10);
      return;
    }
    seen.add(element);
    const text = clean($(element).text());
    // Table cells and list items of a word or two ("yes", "string") are noise in results.
    if (text.length < MIN_CONTENT_CHARS) return;
    push('content', truncate(text), 0);
  });
  return records;
}
