import type {RootContent} from 'mdast';

/**
 * The prose of a page as its model renders it (snippets inlined, components rendered): what word counts and the lead
 * rule read. Code blocks are not prose; an inline code span counts as one word, whatever it holds.
 */

type Node = RootContent | {type: string; value?: string; children?: Node[]; data?: unknown};

function textOf(node: Node, out: string[]): void {
  if (node.type === 'code' || node.type === 'yaml' || node.type === 'definition') return;
  if (node.type === 'inlineCode') out.push(' code ');
  else if (node.type === 'image') out.push(' ');
  else if ('value' in node && typeof node.value === 'string') out.push(node.value);
  if ('children' in node && Array.isArray(node.children)) {
    for (const child of node.children as Node[]) textOf(child, out);
    out.push(' ');
  }
}

export function proseOf(nodes: readonly RootContent[]): string {
  const out: string[] = [];
  for (const node of nodes) {
    textOf(node, out);
    out.push('\n');
  }
  return out.join('');
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

/** Words of prose of the given nodes. */
export function wordsOf(nodes: readonly RootContent[]): number {
  return countWords(proseOf(nodes));
}

/** The admonition keyword of a rendered admonition (a blockquote the model marks), or null. */
function admonitionOf(node: RootContent): string | null {
  return node.type === 'blockquote' ? ((node.data as {admonition?: string} | undefined)?.admonition ?? null) : null;
}

/**
 * Words of prose before the first useful line of a page (the writing guide's lead rule): a heading, a list, a table, a
 * code block, an image, a `:::prerequisites` box, or anything a component rendered that is not a paragraph. Other
 * admonitions count as prose (their title does not).
 */
export function leadWords(body: readonly RootContent[]): number {
  let words = 0;
  for (const node of body) {
    const admonition = admonitionOf(node);
    if (node.type === 'paragraph') {
      if (node.children.every((child) => child.type === 'image' || (child.type === 'text' && child.value.trim() === ''))) break;
      words += wordsOf([node]);
    } else if (admonition !== null && admonition !== 'prerequisites') {
      words += wordsOf((node as {children: RootContent[]}).children.slice(1));
    } else if (node.type !== 'definition') {
      break;
    }
  }
  return words;
}
