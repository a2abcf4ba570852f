import type {RootContent} from 'mdast';

/**
 * One page read once into a typed model: what every reader of page content (Markdown twins, llms.txt, search records,
 * Ask AI sections, word counts, content and example checks) reads instead of parsing the MDX again.
 */

/** A place in a source file: the page's own file, or a snippet it imports. */
export interface SourcePosition {
  file: string;
  line: number;
}

/** What the docs plugin knows of a page (the site's metadata; the model adds what the source says). */
export interface PageMeta {
  /** Route without the base URL: "/dev-docs/quick-start". */
  route: string;
  /** Absolute path of the MDX source. */
  sourceFile: string;
  title: string;
  description: string;
  /** Tag labels, as the page's footer shows them. */
  tags: string[];
  /** The first breadcrumb of the page: the label of the top sidebar category that holds it; null for none. */
  breadcrumb: string | null;
}

export interface HeadingModel {
  depth: number;
  text: string;
  /** The id Docusaurus gives it: an explicit `{#id}`, or its slug among the headings of the same file. */
  id: string;
  position: SourcePosition | null;
}

export interface CodeBlockModel {
  language: string | null;
  meta: string | null;
  /** The `title="..."` of the fence meta, if any. */
  title: string | null;
  text: string;
  position: SourcePosition | null;
}

/** A literal prop value; props given as expressions the reader cannot evaluate are `undefined`. */
export type PropValue = string | number | boolean | null | undefined;

export interface ComponentUse {
  name: string;
  props: Record<string, PropValue>;
  /** Whether its file imports it (else it must be one of the global components of src/lib/content/mdxComponents.ts). */
  imported: boolean;
  position: SourcePosition | null;
}

export interface LinkModel {
  /** As written in the source. */
  url: string;
  text: string;
  position: SourcePosition | null;
}

export interface ImageModel {
  url: string;
  alt: string;
  position: SourcePosition | null;
}

export interface PageModel extends PageMeta {
  /** Front matter as written (YAML), `keywords` included. */
  frontMatter: Record<string, unknown>;
  /** Front matter `keywords`: the words readers use for what the page covers. */
  keywords: string[];
  headings: HeadingModel[];
  codeBlocks: CodeBlockModel[];
  components: ComponentUse[];
  links: LinkModel[];
  images: ImageModel[];
  /**
   * The page as Markdown nodes: snippets inlined, every component rendered to its Markdown meaning (the twins'
   * renderers), links absolute; each heading carries its id in `data.id`, each admonition is a blockquote with
   * `data.admonition` set.
   */
  body: RootContent[];
  /** Every file read for this model (the page and its snippets), to know when it is stale. */
  files: string[];
}
