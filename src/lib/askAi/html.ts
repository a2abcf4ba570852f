import type {AskBlock, AskSection} from './sections';

/**
 * Reads the sections of one rendered doc page from its HTML, as the build wrote it (minified, with optional
 * end tags such as </p>, </li> and </td> left out). It does not build a tree: every block-level tag, opening or
 * closing, ends the current block, so missing end tags do not matter. Only the page's markdown container is read;
 * navigation, buttons, icons and the heading anchors are skipped.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'dialog', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre',
  'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'br', 'img',
]);

/** Elements whose whole content is not prose. */
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'math']);

/** Elements skipped by class or role: heading anchors, admonition icons, tab lists, code-block copy controls. */
function isSkipped(tag: string, attributes: Record<string, string>): boolean {
  if (SKIPPED_TAGS.has(tag)) return true;
  const cls = attributes.class ?? '';
  if (tag === 'a' && /\bhash-link\b/.test(cls)) return true;
  if (attributes.role === 'tablist') return true;
  if (attributes['aria-hidden'] === 'true') return true;
  return /\b(admonitionIcon|buttonGroup|docusaurus-mermaid-container)/.test(cls);
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', hellip: '…', mdash: '—', ndash: '–', rarr: '→', larr: '←', copy: '©'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  for (const match of source.matchAll(pattern)) {
    attributes[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

interface Token {
  type: 'open' | 'close' | 'text';
  tag: string;
  attributes: Record<string, string>;
  text: string;
  selfClosing: boolean;
}

function* tokenize(html: string): Generator<Token> {
  const pattern = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
  for (const match of html.matchAll(pattern)) {
    if (match[0].startsWith('<!--')) continue;
    if (match[2]) {
      const tag = match[2].toLowerCase();
      const rest = match[3] ?? '';
      yield {
        type: match[1] ? 'close' : 'open',
        tag,
        attributes: match[1] ? {} : parseAttributes(rest),
        text: '',
        selfClosing: rest.trimEnd().endsWith('/') || VOID.has(tag),
      };
    } else {
      yield {type: 'text', tag: '', attributes: {}, text: decodeEntities(match[0]), selfClosing: false};
    }
  }
}

function clean(text: string): string {
  return text.replace(/\u200b/g, '').replace(/[ \t\r\n\f\u00a0]+/g, ' ').trim();
}

function cleanCode(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

/** The HTML of the page's markdown container: from its opening tag to its matching </div>. */
function markdownContainer(html: string): string | null {
  const start = html.search(/<div class="?[^">]*\btheme-doc-markdown\b/);
  if (start < 0) return null;
  let depth = 0;
  const divs = /<(\/?)div\b[^>]*>/gi;
  divs.lastIndex = start;
  for (let match = divs.exec(html); match; match = divs.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, match.index + match[0].length);
  }
  return html.slice(start);
}

export interface ExtractOptions {
  /** Heading levels that start a section (default 2 and 3, the table of contents' levels). */
  sectionLevels?: readonly number[];
}

/** Sections of one rendered doc page; [] when the HTML has no doc content. */
export function extractSections(html: string, url: string, options: ExtractOptions = {}): AskSection[] {
  const container = markdownContainer(html);
  if (!container) return [];
  const levels = new Set(options.sectionLevels ?? [2, 3]);

  let page = '';
  let parent = '';
  const sections: AskSection[] = [];
  let current: AskSection = {url, anchor: '', page: '', heading: '', parent: '', blocks: []};

  let buffer = '';
  let inCode = 0;
  let code = '';
  let cellCount = 0;
  let skipTag: string | null = null;
  let skipDepth = 0;
  let heading: {level: number; id: string; text: string} | null = null;

  const pushBlock = (block: AskBlock): void => {
    current.blocks.push(block);
  };
  const flush = (): void => {
    const text = clean(buffer);
    buffer = '';
    cellCount = 0;
    if (text) pushBlock({kind: 'text', text});
  };

  for (const token of tokenize(container)) {
    // Inside a skipped element: only track its nesting.
    if (skipTag) {
      if (token.tag === skipTag && !token.selfClosing) skipDepth += token.type === 'open' ? 1 : token.type === 'close' ? -1 : 0;
      if (skipDepth === 0) skipTag = null;
      continue;
    }
    if (token.type === 'text') {
      if (heading) heading.text += token.text;
      else if (inCode) code += token.text;
      else buffer += token.text;
      continue;
    }
    const {tag} = token;
    if (token.type === 'open' && isSkipped(tag, token.attributes)) {
      if (!token.selfClosing) {
        skipTag = tag;
        skipDepth = 1;
      }
      continue;
    }

    const level = /^h([1-6])$/.exec(tag) ? Number(tag[1]) : 0;
    if (level) {
      if (token.type === 'open') {
        flush();
        heading = {level, id: token.attributes.id ?? '', text: ''};
      } else if (heading) {
        const text = clean(heading.text);
        if (heading.level === 1) {
          page = text;
          current.page = text;
          current.heading = text;
        } else if (levels.has(heading.level) && heading.id) {
          if (current.blocks.length > 0 || current.anchor === '') sections.push(current);
          if (heading.level === Math.min(...levels)) parent = text;
          current = {url, anchor: heading.id, page, heading: text, parent: heading.level === Math.min(...levels) ? '' : parent, blocks: []};
        } else if (text) {
          pushBlock({kind: 'text', text});
        }
        heading = null;
      }
      continue;
    }

    if (tag === 'pre') {
      if (token.type === 'open') {
        flush();
        inCode += 1;
      } else if (inCode) {
        inCode -= 1;
        if (inCode === 0) {
          const text = cleanCode(code);
          code = '';
          if (text) pushBlock({kind: 'code', text});
        }
      }
      continue;
    }
    if (inCode) {
      if (tag === 'br' || (tag === 'div' && token.type === 'close')) code += code.endsWith('\n') ? '' : '\n';
      continue;
    }
    if (tag === 'td' || tag === 'th') {
      if (token.type === 'open') {
        if (cellCount > 0 && clean(buffer)) buffer += ' | ';
        cellCount += 1;
      }
      continue;
    }
    if (BLOCK.has(tag)) {
      if (heading) {
        heading.text += ' ';
        continue;
      }
      flush();
    }
  }
  flush();
  if (current.blocks.length > 0 || current.anchor === '') sections.push(current);
  for (const section of sections) {
    if (!section.page) section.page = page;
    if (!section.heading) section.heading = page;
  }
  // A page whose introduction is empty keeps it only when nothing else is there (the title still matches).
  return sections.filter((section, index) => section.blocks.length > 0 || (index === 0 && sections.length === 1));
}
