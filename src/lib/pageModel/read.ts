import {renderPage} from './parse';
import type {ParseContext} from './renderTypes';
import type {PageMeta, PageModel} from './types';

/**
 * Reads one page's MDX source into its model: the one reader of page content. It parses the source with the same
 * remark steps as the site, inlines snippets and renders components with the renderers its caller plugs in (the
 * Markdown twins' registry; see parse.ts), collecting headings with the ids Docusaurus gives them, code blocks, components
 * with their props, links and images, each with its file and line.
 */
export async function readPage(source: string, meta: PageMeta, context: Omit<ParseContext, 'route' | 'sourceFile'>): Promise<PageModel> {
  const {frontMatter, body, collected} = await renderPage(source, {...context, route: meta.route, sourceFile: meta.sourceFile});
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : [];
  return {...meta, frontMatter, keywords, body, ...collected};
}
