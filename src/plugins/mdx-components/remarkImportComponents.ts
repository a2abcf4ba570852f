import {PAGE_COMPONENTS, type PageComponent} from '../../lib/content/mdxComponents';

/**
 * Remark step: for each component of PAGE_COMPONENTS that a page uses (as a JSX element, also inside an
 * attribute or a `{...}` expression such as `icon={<Icon name="Cube" />}`) and does not import or define itself,
 * adds `import {Name} from '<module>'` at the top of the page. A page's code then holds only the components it
 * uses, instead of every component registered for all pages.
 */

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  attributes?: unknown;
  data?: {estree?: unknown};
}

/** Names of the JSX elements in an ESTree (MDX keeps the program of each expression and ESM block in `data.estree`). */
function jsxNames(estree: unknown, used: Set<string>): void {
  if (!estree || typeof estree !== 'object') return;
  if (Array.isArray(estree)) {
    for (const item of estree) jsxNames(item, used);
    return;
  }
  const node = estree as {type?: string; name?: {type?: string; name?: string}};
  if (node.type === 'JSXOpeningElement' && node.name?.type === 'JSXIdentifier' && node.name.name) used.add(node.name.name);
  for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range') jsxNames(value, used);
}

/** Names an ESM block declares: its imports and its top-level `const`, `function` and `class` names. */
function declaredNames(estree: unknown, declared: Set<string>): void {
  const body = (estree as {body?: unknown[]} | undefined)?.body ?? [];
  for (const statement of body as {type: string; specifiers?: {local: {name: string}}[]; declaration?: unknown}[]) {
    const declaration = (statement.type.startsWith('Export') ? statement.declaration : statement) as
      {id?: {name?: string}; declarations?: {id: {name?: string}}[]} | null | undefined;
    for (const specifier of statement.type === 'ImportDeclaration' ? (statement.specifiers ?? []) : []) declared.add(specifier.local.name);
    if (declaration?.id?.name) declared.add(declaration.id.name);
    for (const variable of declaration?.declarations ?? []) if (variable.id.name) declared.add(variable.id.name);
  }
}

function collect(node: Node, used: Set<string>, declared: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) used.add(node.name);
  if (node.type === 'mdxjsEsm') declaredNames(node.data?.estree, declared);
  else if (node.data?.estree) jsxNames(node.data.estree, used);
  // JSX attributes are a list; an expression's value keeps its program in `value.data.estree`.
  if (Array.isArray(node.attributes)) {
    for (const attribute of node.attributes as {value?: {data?: {estree?: unknown}}}[]) jsxNames(attribute.value?.data?.estree, used);
  }
  for (const child of node.children ?? []) collect(child, used, declared);
}

/** The names of the registry's components a page uses and does not import or define itself. */
export function componentsToImport(tree: Node): string[] {
  const used = new Set<string>();
  const declared = new Set<string>();
  collect(tree, used, declared);
  return [...used].filter((name) => name in PAGE_COMPONENTS && !declared.has(name)).sort();
}

/** One import statement per module, as source text and as the ESTree MDX compiles from. */
export function importStatements(names: readonly string[]): {source: string; estree: object} {
  const byModule = new Map<string, [string, PageComponent][]>();
  for (const name of [...names].sort()) {
    const entry = PAGE_COMPONENTS[name]!;
    byModule.set(entry.from, [...(byModule.get(entry.from) ?? []), [name, entry]]);
  }
  const identifier = (name: string) => ({type: 'Identifier', name});
  const body = [...byModule].map(([from, entries]) => ({
    type: 'ImportDeclaration',
    source: {type: 'Literal', value: from, raw: JSON.stringify(from)},
    specifiers: entries.map(([local, entry]) =>
      entry.name
        ? {type: 'ImportSpecifier', imported: identifier(entry.name), local: identifier(local)}
        : {type: 'ImportDefaultSpecifier', local: identifier(local)},
    ),
  }));
  const source = [...byModule]
    .map(([from, entries]) => {
      const fallback = entries.find(([, entry]) => !entry.name)?.[0];
      const named = entries
        .filter(([, entry]) => entry.name)
        .map(([local, entry]) => (entry.name === local ? local : `${entry.name!} as ${local}`));
      const clauses = [fallback, named.length > 0 ? `{${named.join(', ')}}` : undefined].filter(Boolean).join(', ');
      return `import ${clauses} from ${JSON.stringify(from)};`;
    })
    .join('\n');
  return {source, estree: {type: 'Program', sourceType: 'module', body}};
}

export default function remarkImportComponents() {
  return (tree: Node): void => {
    const names = componentsToImport(tree);
    if (names.length === 0) return;
    const {source, estree} = importStatements(names);
    tree.children = [{type: 'mdxjsEsm', value: source, data: {estree}} as Node, ...(tree.children ?? [])];
  };
}
