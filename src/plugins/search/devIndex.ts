import fs from 'node:fs';
import path from 'node:path';
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import matter from 'gray-matter';
import type {Corpus} from './records';
import {extractPage, type PageCorpus} from '../../lib/search/corpus';

/**
 * The index of `npm start`, which has no rendered pages: each doc's MDX source is parsed (MDX, GFM, directives),
 * turned into the plain HTML of its prose, headings (with Docusaurus's ids) and code blocks, and read by the same
 * corpus extraction as a build. Components' own content (imported snippets, generated tables) is not there: the
 * dev index is for trying search and Ask AI while writing, the build's is the real one.
 */

interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  lang?: string | null;
  children?: MdNode[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function textOf(node: MdNode): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function toHtml(nodes: readonly MdNode[], slugger: ReturnType<typeof createSlugger>): string {
  return nodes
    .map((node): string => {
      switch (node.type) {
        case 'heading': {
          const {text, id} = parseMarkdownHeadingId(textOf(node));
          const tag = `h${node.depth ?? 2}`;
          return `<${tag} id="${escape(id ?? slugger.slug(text))}">${escape(text)}</${tag}>`;
        }
        case 'paragraph':
          return `<p>${escape(textOf(node))}</p>`;
        case 'code':
          return `<div class="theme-code-block${node.lang ? ` language-${escape(node.lang)}` : ''}"><pre>${escape(node.value ?? '')}</pre></div>`;
        case 'list':
          return `<ul>${toHtml(node.children ?? [], slugger)}</ul>`;
        case 'listItem':
          return `<li>${toHtml(node.children ?? [], slugger)}</li>`;
        case 'table':
          return `<table>${(node.children ?? []).map((row) => `<tr>${(row.children ?? []).map((cell) => `<td>${escape(textOf(cell))}</td>`).join('')}</tr>`).join('')}</table>`;
        case 'blockquote':
          return `<blockquote>${toHtml(node.children ?? [], slugger)}</blockquote>`;
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'html':
        case 'thematicBreak':
          return '';
        default:
          // JSX elements (tabs, admonitions, details) and directives: their content, without the wrapper.
          return toHtml(node.children ?? [], slugger);
      }
    })
    .join('');
}

function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !path.relative(dir, file).split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/** The corpus of the docs sources (routes under `routeBase`, "/" for docs served at the site root). */
/** The MDX parser (ES modules only, so passed in by the ES module that runs this: scripts/dev-search-index.mts). */
export interface MdxParser {
  parse(text: string): unknown;
}

export function corpusOfSources(docsDir: string, baseUrl: string, processor: MdxParser): {corpus: Corpus; skipped: string[]} {
  const prefix = baseUrl.replace(/\/$/, '');
  const corpus: Corpus = {records: [], sections: []};
  const skipped: string[] = [];
  for (const file of docFiles(docsDir)) {
    const mtime = fs.statSync(file).mtimeMs;
    const cached = pageCache.get(file);
    let page: PageCorpus;
    if (cached?.mtime === mtime) {
      page = cached.page;
    } else {
      const parsed = readPage(file);
      if (!parsed) {
        skipped.push(path.relative(docsDir, file));
        continue;
      }
      page = parsed;
      pageCache.set(file, {mtime, page});
    }
    for (const record of page.records) corpus.records.push(prefix ? {...record, objectID: prefix + record.objectID, url: prefix + record.url, url_without_anchor: prefix + record.url_without_anchor} : record);
    for (const section of page.sections) corpus.sections.push(prefix ? {...section, url: prefix + section.url} : section);
  }
  return {corpus, skipped};

  function readPage(file: string): PageCorpus | null {
    const route = `/${path.relative(docsDir, file).replace(/\\/g, '/').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '') || '/';
    try {
      const {data, content} = matter(fs.readFileSync(file, 'utf8'));
      const title = String(data.title ?? route);
      // A heading's explicit id ("## Title {#id}") is not an MDX expression here: escape it, parseMarkdownHeadingId reads it.
      const tree = processor.parse(content.replace(/^(#{1,6}\s.*?)\{#([\w-]+)\}[ \t]*$/gm, '$1\\{#$2\\}')) as unknown as MdNode;
      const body = toHtml(tree.children ?? [], createSlugger());
      // The page's description, tags and keywords, as a build renders them (tags by their slugs' words, not tags.yml's labels).
      const description = typeof data.description === 'string' ? `<meta name="description" content="${escape(data.description)}">` : '';
      const tags = (Array.isArray(data.tags) ? data.tags : []).map((tag) => `<a rel="tag">${escape(String(typeof tag === 'object' && tag && 'label' in tag ? (tag as {label: unknown}).label : tag).replace(/-/g, ' '))}</a>`).join('');
      const keywords = Array.isArray(data.keywords) ? `<meta name="keywords" content="${escape(data.keywords.map(String).join(','))}">` : '';
      const html = `<!doctype html><html><head><title>${escape(title)}</title>${description}${keywords}</head><body><main><article><div class="markdown"><h1>${escape(title)}</h1>${body}</div><footer class="theme-doc-footer">${tags}</footer></article></main></body></html>`;
      return extractPage(html, route);
    } catch {
      return null;
    }
  }
}

/** Pages already read, by file, with their modification time: a save reads one page again, not the site. */
const pageCache = new Map<string, {mtime: number; page: PageCorpus}>();
