import path from 'node:path';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxFlowExpression, MdxTextExpression} from 'mdast-util-mdx-expression';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import {load as yamlLoad} from 'js-yaml';
import type {CodeBlockModel, ComponentUse, HeadingModel, ImageModel, LinkModel, PropValue, SourcePosition} from './types';
import {ADMONITION_TITLES, isAdmonitionKeyword} from '../content/admonitions';

import type {ComponentRenderer, JsxElement, RenderApi, ParseContext} from './renderTypes';

/**
 * The page parser: reads one MDX page with the same remark stack as the site (MDX, GFM, directives, front matter,
 * npm2yarn tabs) and walks it into plain Markdown nodes: imported snippets inlined, every component rendered by the
 * renderer its context supplies (`context.renderers`: the Markdown twins' registry, src/lib/markdownTwin/components.ts,
 * plugged in by the caller), links made absolute, while it collects the page's headings, code, components, links and
 * images. The page model (read.ts) and the twins (src/lib/markdownTwin) both take their page from here.
 */

/** A page the parser cannot read: the file and line, and what to change. */
export class PageParseError extends Error {
  override name = 'PageParseError';
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'inlineCode',
  'link',
  'image',
  'break',
  'delete',
  'linkReference',
  'imageReference',
  'footnoteReference',
]);

function where(file: string, node: {position?: {start: {line: number}}}): string {
  return `${file}${node.position ? `:${node.position.start.line}` : ''}`;
}

function positionOf(file: string, node: {position?: {start: {line: number}}}): SourcePosition | null {
  return node.position ? {file, line: node.position.start.line} : null;
}

/**
 * The id Docusaurus gives a heading (its remark `headings` step): an explicit `{#id}`, else the slug of its text among
 * the headings of the same file. Read from the heading as parsed, before any rendering.
 */
function headingId(node: Heading, slugger: Scope['slugger']): {text: string; id: string} {
  const textNodes = node.children.filter(({type}) => type !== 'html');
  const raw = toString(textNodes.length > 0 ? textNodes : node);
  const {text, id} = parseMarkdownHeadingId(raw, 'classic');
  return {text, id: id ?? slugger.slug(raw)};
}

/** The literal props of a component (an expression the reader cannot evaluate is undefined). */
function propsOf(node: JsxElement): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    try {
      props[attribute.name] = literalAttr(node, attribute.name);
    } catch {
      props[attribute.name] = undefined;
    }
  }
  return props;
}

/** Parses MDX the way the site does (the same preprocessing as Docusaurus with mdx1Compat), with npm2yarn's tabs. */
export async function parseMdx(source: string): Promise<Root> {
  const prepared = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), Object.keys(ADMONITION_TITLES));
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  const tree = processor.parse(prepared);
  // The site's own remark plugin turns `npm2yarn` code blocks into npm/yarn/pnpm tabs (same options as docusaurus.config.ts).
  const addPackageManagerTabs = (npm2yarn as unknown as (options: object) => (root: Root) => Promise<void>)({
    sync: true,
    converters: ['yarn', 'pnpm'],
  });
  await addPackageManagerTabs(tree);
  return tree;
}

/** The local names of a module's default imports of `.md`/`.mdx` files, mapped to their absolute paths. */
function mdxImports(tree: Root, file: string, context: ParseContext): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
      if (!/\.mdx?$/.test(statement.source.value)) continue;
      const resolved = context.resolveImport(statement.source.value, file);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportDefaultSpecifier' && resolved) imports.set(specifier.local.name, resolved);
      }
    }
  }
  return imports;
}

/** The local names every import of a module binds (components a file may use without the global list). */
function importedNames(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of (node as MdxjsEsm).data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') for (const specifier of statement.specifiers) names.add(specifier.local.name);
    }
  }
  return names;
}

/** What the walk collects for the page model, across the page and its snippets. */
export interface Collected {
  headings: HeadingModel[];
  codeBlocks: CodeBlockModel[];
  components: ComponentUse[];
  links: LinkModel[];
  images: ImageModel[];
  files: string[];
}

interface Scope {
  file: string;
  /** Heading ids are unique per MDX file: a snippet is its own module, with its own slugger. */
  slugger: ReturnType<typeof createSlugger>;
  collected: Collected;
  imports: Map<string, string>;
  /** Every name the file imports. */
  importedNames: Set<string>;
  parentName: string | null;
  context: ParseContext;
  /** Snippet files being inlined, to stop an import cycle. */
  stack: string[];
  snippets: Map<string, Root>;
}

export function absoluteUrl(url: string, file: string, context: ParseContext): string {
  if (url.startsWith('pathname://')) return context.siteRoot + url.slice('pathname://'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return context.siteRoot + context.route + url;
  if (url.startsWith('/')) return context.siteRoot + url;
  const match = /^([^#?]*)(.*)$/.exec(url)!;
  const [, target = '', rest = ''] = match;
  if (/\.mdx?$/.test(target)) {
    const route = context.routeOfFile(path.resolve(path.dirname(file), decodeURI(target)));
    if (route === null) throw new PageParseError(`${file}: link to ${url}, which is not a doc`);
    return context.siteRoot + route + rest;
  }
  const resolved = new URL(url, `https://site.invalid${context.route}`);
  return context.siteRoot + resolved.pathname + resolved.search + resolved.hash;
}

function expression(node: MdxFlowExpression | MdxTextExpression, scope: Scope): RootContent[] {
  const body = node.data?.estree?.body ?? [];
  if (body.length === 0) return []; // a comment: {/* ... */}
  const [statement] = body;
  if (body.length === 1 && statement?.type === 'ExpressionStatement' && statement.expression.type === 'Literal') {
    const value = statement.expression.value;
    if (typeof value === 'string' || typeof value === 'number') return [{type: 'text', value: String(value)}];
  }
  throw new PageParseError(`${where(scope.file, node)}: the expression {${node.value}} has no Markdown meaning`);
}

/** Wraps runs of phrasing nodes that a flow-level renderer returned into paragraphs. */
function asFlow(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== ''))
      out.push({type: 'paragraph', children: run} satisfies Paragraph);
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node as PhrasingContent);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

async function loadSnippet(file: string, scope: Scope): Promise<Root> {
  const cached = scope.snippets.get(file);
  if (cached) return cached;
  const tree = await parseMdx(scope.context.readFile(file));
  scope.snippets.set(file, tree);
  return tree;
}

async function element(node: JsxElement, scope: Scope): Promise<RootContent[]> {
  const inline = node.type === 'mdxJsxTextElement';
  if (node.name === null) return convertChildren(node.children as RootContent[], scope);
  const snippet = scope.imports.get(node.name);
  if (snippet) {
    if (scope.stack.includes(snippet)) throw new PageParseError(`${where(scope.file, node)}: snippet import cycle through ${snippet}`);
    const tree = await loadSnippet(snippet, scope);
    if (!scope.collected.files.includes(snippet)) scope.collected.files.push(snippet);
    const children = await convertChildren(tree.children, {
      ...scope,
      file: snippet,
      slugger: createSlugger(),
      imports: mdxImports(tree, snippet, scope.context),
      importedNames: importedNames(tree),
      stack: [...scope.stack, snippet],
    });
    return inline ? children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) : children;
  }
  const renderers = scope.context.renderers;
  const renderer: ComponentRenderer | undefined = Object.prototype.hasOwnProperty.call(renderers, node.name)
    ? renderers[node.name]
    : undefined;
  if (!renderer) {
    throw new PageParseError(
      `${where(scope.file, node)}: <${node.name}> has no Markdown renderer; add one to COMPONENT_RENDERERS in src/lib/markdownTwin/components.ts`,
    );
  }
  scope.collected.components.push({
    name: node.name,
    props: propsOf(node),
    imported: scope.importedNames.has(node.name),
    position: positionOf(scope.file, node),
  });
  // Renderers are synchronous: convert the children first, hand them over on request.
  const children = await convertChildren(node.children as RootContent[], {...scope, parentName: node.name});
  const api: RenderApi = {
    children: () => (inline ? children : asFlow(children)),
    attr: (name) => literalAttr(node, name),
    text: (name) => stringAttr(node, name),
    absoluteUrl: (url) => absoluteUrl(url, scope.file, scope.context),
    inline,
    parentName: scope.parentName,
    context: scope.context,
  };
  let rendered: RootContent[];
  try {
    rendered = renderer(node, api);
  } catch (error) {
    if (error instanceof PageParseError) throw error;
    throw new PageParseError(`${where(scope.file, node)}: <${node.name}>: ${(error as Error).message}`);
  }
  return inline ? rendered : asFlow(rendered);
}

function admonition(node: ContainerDirective, children: RootContent[]): RootContent[] {
  const [first, ...rest] = children;
  const hasLabel = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
  const title = hasLabel ? toString(first) : (ADMONITION_TITLES[node.name] ?? node.name);
  const body = hasLabel ? rest : children;
  return [
    {
      type: 'blockquote',
      data: {admonition: node.name} as never,
      children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]}, ...body] as never,
    },
  ];
}

async function convertNode(node: RootContent, scope: Scope): Promise<RootContent[]> {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return expression(node, scope);
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return element(node, scope);
    case 'containerDirective': {
      if (!isAdmonitionKeyword(node.name)) throw new PageParseError(`${where(scope.file, node)}: unknown directive :::${node.name}`);
      return admonition(node, await convertChildren(node.children as RootContent[], scope));
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive to the site either (Docusaurus prints unused directives back as text): keep the text.
      const label = await convertChildren(node.children as RootContent[], scope);
      const value = `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
      const nodes: RootContent[] = [
        {type: 'text', value},
        ...(label.length ? [{type: 'text', value: `[${label.map((child) => toString(child)).join('')}]`} as RootContent] : []),
      ];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: nodes as PhrasingContent[]}] : nodes;
    }
    case 'heading': {
      const {text, id} = headingId(node, scope.slugger);
      scope.collected.headings.push({depth: node.depth, text, id, position: positionOf(scope.file, node)});
      // Explicit heading ids ("## Options {#options}") are the site's anchors, not the heading's text.
      const children = (await convertChildren(node.children, scope)) as PhrasingContent[];
      const last = children.at(-1);
      if (last?.type === 'text') {
        const value = last.value.replace(/\s*\{#[^{}]+\}\s*$/, '');
        children.splice(-1, 1, ...(value ? [{...last, value}] : []));
      }
      return [{...node, data: {...node.data, id} as never, children}];
    }
    case 'code': {
      const title = /\btitle=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2] ?? null;
      scope.collected.codeBlocks.push({
        language: node.lang ?? null,
        meta: node.meta ?? null,
        title,
        text: node.value,
        position: positionOf(scope.file, node),
      });
      return [node];
    }
    case 'link':
      scope.collected.links.push({url: node.url, text: toString(node), position: positionOf(scope.file, node)});
      return [
        {
          ...node,
          url: absoluteUrl(node.url, scope.file, scope.context),
          children: (await convertChildren(node.children, scope)) as PhrasingContent[],
        },
      ];
    case 'image':
      scope.collected.images.push({url: node.url, alt: node.alt ?? '', position: positionOf(scope.file, node)});
      return [{...node, url: absoluteUrl(node.url, scope.file, scope.context)}];
    case 'definition':
      return [{...node, url: absoluteUrl(node.url, scope.file, scope.context)}];
    default:
      if ('children' in node) return [{...node, children: await convertChildren(node.children as RootContent[], scope)} as RootContent];
      return [node];
  }
}

async function convertChildren(nodes: readonly RootContent[], scope: Scope): Promise<RootContent[]> {
  const out: RootContent[] = [];
  for (const node of nodes) out.push(...(await convertNode(node, scope)));
  return out;
}

/**
 * A node without the source positions of it and its children: the rendered body is kept for every page of a build,
 * and nothing reads its positions (what the walk collected keeps its own).
 */
function withoutPositions<T extends RootContent>(node: T): T {
  const {position: _position, ...rest} = node as T & {position?: unknown};
  return ('children' in rest ? {...rest, children: (rest.children as RootContent[]).map(withoutPositions)} : rest) as T;
}

/** One page rendered: its front matter, its body as Markdown nodes, and what the walk collected. */
export interface RenderedPage {
  frontMatter: Record<string, unknown>;
  body: RootContent[];
  collected: Collected;
}

/** Renders one page's MDX source (see the module comment), collecting its headings, code, components, links and images. */
export async function renderPage(source: string, context: ParseContext): Promise<RenderedPage> {
  const tree = await parseMdx(source);
  const collected: Collected = {headings: [], codeBlocks: [], components: [], links: [], images: [], files: [context.sourceFile]};
  const scope: Scope = {
    file: context.sourceFile,
    slugger: createSlugger(),
    collected,
    imports: mdxImports(tree, context.sourceFile, context),
    importedNames: importedNames(tree),
    parentName: null,
    context,
    stack: [context.sourceFile],
    snippets: new Map(),
  };
  const yaml = tree.children.find((node) => node.type === 'yaml');
  const frontMatter = (yaml ? yamlLoad(yaml.value) : null) ?? {};
  const body = await convertChildren(tree.children, scope);
  return {frontMatter: frontMatter as Record<string, unknown>, body: body.map(withoutPositions), collected};
}

/** A literal attribute of an element (shared with the converter). */
export function literalAttr(node: JsxElement, name: string): string | number | boolean | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    if (attribute.value === null || attribute.value === undefined) return true;
    if (typeof attribute.value === 'string') return attribute.value;
    const source = attribute.value.value.trim();
    if (source === 'true' || source === 'false') return source === 'true';
    if (/^-?\d+(\.\d+)?$/.test(source)) return Number(source);
    const quoted = /^(['"`])(.*)\1$/s.exec(source);
    if (quoted) return quoted[2];
    throw new Error(`<${node.name ?? ''} ${name}={${source}}>: the Markdown twin can only read literal attribute values`);
  }
  return undefined;
}

export function stringAttr(node: JsxElement, name: string): string | undefined {
  const value = literalAttr(node, name);
  return value === undefined ? undefined : String(value);
}
