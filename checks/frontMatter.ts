import {load as loadYaml} from 'js-yaml';

/**
 * A page's front matter and body, as Docusaurus splits them: a YAML block between two `---` lines at the very top.
 * The one front-matter reader of the project (the page model reads the same block through remark-frontmatter, with
 * the same YAML parser).
 */
export function splitFrontMatter(source: string): {frontMatter: Record<string, unknown>; body: string} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return {frontMatter: {}, body: source};
  const data = loadYaml(match[1]!);
  return {frontMatter: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, body: source.slice(match[0].length)};
}
