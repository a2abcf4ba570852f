import type {Heading, Root, RootContent} from 'mdast';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkStringify from 'remark-stringify';
import {dump as yamlDump} from 'js-yaml';
import {renderPage} from '../pageModel/parse';
import type {ParseContext} from '../pageModel/renderTypes';
import {COMPONENT_RENDERERS} from './components';

/**
 * The Markdown twin of a page: the page parser's rendered body (src/lib/pageModel/parse.ts, with the twins'
 * component renderers plugged in) written out as Markdown, front matter reduced to title and description.
 */

/** Markdown output settings shared by the twins and their tests. */
export function stringify(tree: Root): string {
  return unified()
    .use(remarkGfm)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkStringify, {
      bullet: '-',
      emphasis: '_',
      strong: '*',
      fence: '`',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
      resourceLink: true,
    })
    .stringify(tree);
}

export interface TwinPage {
  title: string;
  description: string;
}

/** The Markdown twin of a rendered page: front matter reduced to title and description, the title as H1. */
export function twinMarkdown(body: readonly RootContent[], page: TwinPage): string {
  const hasTitle = body.some((node) => node.type === 'heading' && node.depth === 1);
  const frontMatter = yamlDump({title: page.title, description: page.description}, {lineWidth: -1}).trimEnd();
  const title: Heading = {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]};
  return stringify({type: 'root', children: [{type: 'yaml', value: frontMatter}, ...(hasTitle ? [] : [title]), ...body]});
}

/** The Markdown twin of one page's MDX source. */
export async function mdxToMarkdownTwin(source: string, page: TwinPage, context: Omit<ParseContext, 'renderers'>): Promise<string> {
  return twinMarkdown((await renderPage(source, {...context, renderers: COMPONENT_RENDERERS})).body, page);
}
