import prismComponents from 'prismjs/components.json';

/**
 * Remark step: imports, at the top of a page, the extra Prism languages (themeConfig.prism.additionalLanguages) that
 * the page's code blocks use, with the languages they build on first (php after markup-templating, tsx after
 * typescript). The page's code then registers them before it renders, on the server and in the browser alike, so the
 * highlighting is the same on both sides and a page without code loads none of them.
 * A component that renders a code block in a language of its own (not from the page's Markdown) imports that
 * language itself: `import 'prismjs/components/prism-<language>'`.
 */

interface Node {
  type: string;
  lang?: string | null;
  children?: Node[];
}

interface PrismComponent {
  alias?: string | string[];
  require?: string | string[];
}

const list = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** For the configured languages: every name a code block may use (id or alias) -> the language's id. */
function languageNames(languages: readonly string[], components: Record<string, PrismComponent>): Map<string, string> {
  const names = new Map<string, string>();
  for (const id of languages) {
    names.set(id, id);
    for (const alias of list(components[id]?.alias)) names.set(alias, id);
  }
  return names;
}

/** The configured languages a set of code block names needs, in the configured order (which lists each dependency first). */
export function languagesToImport(
  used: Iterable<string>,
  languages: readonly string[],
  components: Record<string, PrismComponent>,
): string[] {
  const names = languageNames(languages, components);
  const needed = new Set<string>();
  const add = (id: string): void => {
    if (needed.has(id) || !languages.includes(id)) return;
    needed.add(id);
    for (const dependency of list(components[id]?.require)) add(dependency);
  };
  for (const name of used) {
    const id = names.get(name.toLowerCase());
    if (id) add(id);
  }
  return languages.filter((id) => needed.has(id));
}

function codeLanguages(node: Node, used: Set<string>): void {
  if (node.type === 'code' && node.lang) used.add(node.lang);
  for (const child of node.children ?? []) codeLanguages(child, used);
}

export default function remarkPrismLanguages({languages}: {languages: readonly string[]}) {
  const components = prismComponents.languages as Record<string, PrismComponent>;
  return (tree: Node): void => {
    const used = new Set<string>();
    codeLanguages(tree, used);
    const ids = languagesToImport(used, languages, components);
    if (ids.length === 0) return;
    const sources = ids.map((id) => `prismjs/components/prism-${id}.js`);
    const body = sources.map((source) => ({
      type: 'ImportDeclaration',
      specifiers: [],
      source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
    }));
    const esm = {
      type: 'mdxjsEsm',
      value: sources.map((source) => `import ${JSON.stringify(source)};`).join('\n'),
      data: {estree: {type: 'Program', sourceType: 'module', body}},
    };
    tree.children = [esm as Node, ...(tree.children ?? [])];
  };
}
