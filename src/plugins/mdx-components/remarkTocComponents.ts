/**
 * Remark step, after Docusaurus's own `toc` step: the table of contents keeps a heading's text as an HTML string,
 * and Docusaurus writes a JSX element of the heading there by its name, its class and its children only
 * (`toHeadingHTMLValue` in @docusaurus/mdx-loader). A component in a heading (`## Tessera 5.5.0 <NewBadge />`)
 * became `<NewBadge></NewBadge>` in the TOC: an unknown element (`<newbadge>`) in the page, invalid HTML, that showed
 * nothing. This step removes a component's tags from each entry of the page's `toc` export and keeps what they
 * enclose, so the TOC shows what it showed, as valid HTML; the heading itself still renders the component.
 */

interface Node {
  type: string;
  children?: Node[];
  data?: {estree?: unknown};
}

interface EstreeNode {
  type?: string;
  [key: string]: unknown;
}

/** Opening and closing tags named like a component (a capital first letter: JSX keeps lower case for HTML). */
const COMPONENT_TAG = /<\/?[A-Z][\w.$]*(?:\s[^>]*)?>/g;

/** A TOC entry's HTML without component tags; the space left where one ended the heading goes too. */
export function withoutComponentTags(html: string): string {
  const stripped = html.replace(COMPONENT_TAG, '');
  return stripped === html ? html : stripped.replace(/ {2,}/g, ' ').trim();
}

const keyName = (property: EstreeNode): unknown => {
  const key = property.key as EstreeNode | undefined;
  return key?.type === 'Identifier' ? key.name : key?.value;
};

/** Rewrites the `value` of every TOC entry (`{value, id, level}`) in an estree array. */
function rewriteEntries(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) rewriteEntries(item);
    return;
  }
  const estree = node as EstreeNode;
  if (estree.type !== 'ObjectExpression') {
    for (const [key, value] of Object.entries(estree)) if (key !== 'loc' && key !== 'range') rewriteEntries(value);
    return;
  }
  const properties = (estree.properties ?? []) as EstreeNode[];
  const names = properties.map(keyName);
  const value = properties.find((property) => keyName(property) === 'value')?.value as EstreeNode | undefined;
  if (!names.includes('id') || !names.includes('level') || value?.type !== 'Literal' || typeof value.value !== 'string') return;
  const html = withoutComponentTags(value.value);
  if (html === value.value) return;
  value.value = html;
  if (typeof value.raw === 'string') value.raw = JSON.stringify(html);
}

/** The `toc` array of an ESM block that is `export const toc = [...]`, if it is one. */
function tocArray(estree: unknown): unknown {
  const body = (estree as {body?: EstreeNode[]} | undefined)?.body ?? [];
  for (const statement of body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration as {declarations?: {id?: {name?: string}; init?: EstreeNode}[]} | null;
    const toc = declaration?.declarations?.find((variable) => variable.id?.name === 'toc');
    if (toc?.init?.type === 'ArrayExpression') return toc.init;
  }
  return undefined;
}

export default function remarkTocComponents() {
  return (tree: Node): void => {
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm') continue;
      const toc = tocArray(node.data?.estree);
      if (toc) rewriteEntries(toc);
    }
  };
}
