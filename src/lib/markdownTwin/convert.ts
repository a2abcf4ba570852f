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
import remarkStringify from 'remark-stringify';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import {dump as yamlDump} from 'js-yaml';
import {ADMONITION_TITLES, isAdmonitionKeyword} from '../admonitions';
import {COMPONENT_RENDERERS, literalAttr, stringAttr} from './components';
import type {ComponentRenderer, JsxElement, RenderApi, TwinContext} from './types';

/**
 * Converts one MDX doc page into clean Markdown (its "Markdown twin"): front matter reduced to title and description,
 * imported snippets inlined, every component rendered by its entry in COMPONENT_RENDERERS, links made absolute.
 * Parses with the same remark stack as the site (MDX, GFM, directives, front matter, npm2yarn tabs).
 */

export class TwinConversionError extends Error {
  override name = 'TwinConversionError';
}

const PHRASING = new Set(['text', 'emphasis', 'strong', 'inlineCode', 'link', 'image', 'break', 'delete', 'linkReference', 'imageReference', 'footnoteReference']);

function where(file: string, node: {position?: {start: {line: number}}}): string {
  return `${file}${node.position ? `:${node.position.start.line}` : ''}`;
}

/** Parses MDX the way the site does (the same preprocessing as Docusaurus with mdx1Compat), with npm2yarn's tabs. */
export async function parseMdx(source: string): Promise<Root> {
  const prepared = admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), Object.keys(ADMONITION_TITLES));
  const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective);
  const tree = processor.parse(prepared);
  // The site's own remark plugin turns `npm2yarn` code blocks into npm/yarn/pnpm tabs (same options as docusaurus.config.ts).
  const addPackageManagerTabs = (npm2yarn as unknown as (options: object) => (root: Root) => Promise<void>)({sync: true, converters: ['yarn', 'pnpm']});
  await addPackageManagerTabs(tree);
  return tree;
}

/** The local names of a module's default imports of `.md`/`.mdx` files, mapped to their absolute paths. */
function mdxImports(tree: Root, file: string, context: TwinContext): Map<string, string> {
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

interface Scope {
  file: string;
  imports: Map<string, string>;
  parentName: string | null;
  context: TwinContext;
  /** Snippet files being inlined, to stop an import cycle. */
  stack: string[];
  snippets: Map<string, Root>;
}

export function absoluteUrl(url: string, file: string, context: TwinContext): string {
  if (url.startsWith('pathname://')) return context.siteRoot + url.slice('pathname://'.length);
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url;
  if (url.startsWith('#')) return context.siteRoot + context.route + url;
  if (url.startsWith('/')) return context.siteRoot + url;
  const match = /^([^#?]*)(.*)$/.exec(url)!;
  const [, target = '', rest = ''] = match;
  if (/\.mdx?$/.test(target)) {
    const route = context.routeOfFile(path.resolve(path.dirname(file), decodeURI(target)));
    if (route === null) throw new TwinConversionError(`${file}: link to ${url}, which is not a doc`);
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
  throw new TwinConversionError(`${where(scope.file, node)}: the expression {${node.value}} has no Markdown meaning`);
}

/** Wraps runs of phrasing nodes that a flow-level renderer returned into paragraphs. */
function asFlow(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((node) => node.type !== 'text' || node.value.trim() !== '')) out.push({type: 'paragraph', children: run} satisfies Paragraph);
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
    if (scope.stack.includes(snippet)) throw new TwinConversionError(`${where(scope.file, node)}: snippet import cycle through ${snippet}`);
    const tree = await loadSnippet(snippet, scope);
    const children = await convertChildren(tree.children, {
      ...scope,
      file: snippet,
      imports: mdxImports(tree, snippet, scope.context),
      stack: [...scope.stack, snippet],
    });
    return inline ? children.flatMap((child) => (child.type === 'paragraph' ? child.children : [child])) : children;
  }
  const renderer: ComponentRenderer | undefined = Object.prototype.hasOwnProperty.call(COMPONENT_RENDERERS, node.name)
    ? COMPONENT_RENDERERS[node.name]
    : undefined;
  if (!renderer) {
    throw new TwinConversionError(
      `${where(scope.file, node)}: <${node.name}> has no Markdown renderer; add one to COMPONENT_RENDERERS in src/lib/markdownTwin/components.ts`,
    );
  }
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
    if (error instanceof TwinConversionError) throw error;
    throw new TwinConversionError(`${where(scope.file, node)}: <${node.name}>: ${(error as Error).message}`);
  }
  return inline ? rendered : asFlow(rendered);
}

function admonition(node: ContainerDirective, children: RootContent[]): RootContent[] {
  const [first, ...rest] = children;
  const hasLabel = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
  const title = hasLabel ? toString(first) : (ADMONITION_TITLES[node.name] ?? node.name);
  const body = hasLabel ? rest : children;
  return [{type: 'blockquote', children: [{type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: title}]}]}, ...body] as never}];
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
      if (!isAdmonitionKeyword(node.name)) throw new TwinConversionError(`${where(scope.file, node)}: unknown directive :::${node.name}`);
      return admonition(node, await convertChildren(node.children as RootContent[], scope));
    }
    case 'leafDirective':
    case 'textDirective': {
      // Not a directive to the site either (Docusaurus prints unused directives back as text): keep the text.
      const label = await convertChildren(node.children as RootContent[], scope);
      const value = `${node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
      const nodes: RootContent[] = [{type: 'text', value}, ...(label.length ? [{type: 'text', value: `[${label.map((child) => toString(child)).join('')}]`} as RootContent] : [])];
      return node.type === 'leafDirective' ? [{type: 'paragraph', children: nodes as PhrasingContent[]}] : nodes;
    }
    case 'heading': {
      // Explicit heading ids ("## Options {#options}") are the site's anchors, not the heading's text.
      const children = (await convertChildren(node.children, scope)) as PhrasingContent[];
      const last = children.at(-1);
      if (last?.type === 'text') {
        const value = last.value.replace(/\s*\{#[^{}]+\}\s*$/, '');
        children.splice(-1, 1, ...(value ? [{...last, value}] : []));
      }
      return [{...node, children}];
    }
    case 'link':
      return [{...node, url: absoluteUrl(node.url, scope.file, scope.context), children: (await convertChildren(node.children, scope)) as PhrasingContent[]}];
    case 'image':
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

/** Markdown output settings shared by the twins and their tests. */
export function stringify(tree: Root): string {
  return unified()
    .use(remarkGfm)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, rule: '-', listItemIndent: 'one', resourceLink: true})
    .stringify(tree);
}

export interface TwinPage {
  title: string;
  description: string;
}

/** The Markdown twin of one page's MDX source. */
export async function mdxToMarkdownTwin(source: string, page: TwinPage, context: TwinContext): Promise<string> {
  const tree = await parseMdx(source);
  const scope: Scope = {
    file: context.sourceFile,
    imports: mdxImports(tree, context.sourceFile, context),
    parentName: null,
    context,
    stack: [context.sourceFile],
    snippets: new Map(),
  };
  const body = await convertChildren(tree.children, scope);
  const hasTitle = body.some((node) => node.type === 'heading' && node.depth === 1);
  const frontMatter = yamlDump({title: page.title, description: page.description}, {lineWidth: -1}).trimEnd();
  const title: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]};
  return stringify({type: 'root', children: [{type: 'yaml', value: frontMatter}, ...(hasTitle ? [] : [title]), ...body]});
}
