import {frozenImport} from '../../lib/pageModel/versions';

/**
 * Remark step: a page of a frozen docs version imports its own version's snippets (see `frozenImport`): the path of
 * each `@site/docs/...` import of a page under versioned_docs/version-<name>/ is rewritten in the ESM block, in both
 * its text and the program MDX compiles (`data.estree`). Pages of the docs being written are left as they are.
 */

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: {estree?: {body?: {type: string; source?: {value?: unknown; raw?: string}}[]}};
}

function rewrite(node: Node, file: string): void {
  if (node.type === 'mdxjsEsm') {
    for (const statement of node.data?.estree?.body ?? []) {
      const source = statement.type === 'ImportDeclaration' ? statement.source : undefined;
      if (!source || typeof source.value !== 'string') continue;
      const target = frozenImport(source.value, file);
      if (target === source.value) continue;
      node.value = node.value?.split(source.value).join(target);
      source.value = target;
      source.raw = JSON.stringify(target);
    }
  }
  for (const child of node.children ?? []) rewrite(child, file);
}

export default function remarkFrozenImports() {
  return (tree: Node, file: {path?: string}): void => {
    if (file.path) rewrite(tree, file.path);
  };
}
