import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

/** What parsing one page needs to know about the site; every function is pure and injected. */
export interface ParseContext {
  /** Origin plus base URL, without a trailing slash: "https://docs.tessera.dev" or "https://example.com/docs". */
  siteRoot: string;
  /** The page's route without the base URL, e.g. "/dev-docs/quick-start". */
  route: string;
  /** Absolute path of the page's source file (to resolve relative links and imports). */
  sourceFile: string;
  /** Route (without base URL) of the doc whose source is this absolute file, or null if it is not a doc. */
  routeOfFile(absoluteFile: string): string | null;
  /** Absolute path of an imported MDX module (e.g. "@site/docs/snippets/x.mdx"), or null if it is not a local file. */
  resolveImport(specifier: string, fromFile: string): string | null;
  /** Reads a source file (snippets). */
  readFile(absoluteFile: string): string;
  /** How each MDX component becomes Markdown nodes, by name (the Markdown twins' registry; a component without one fails). */
  renderers: Readonly<Record<string, ComponentRenderer>>;
}

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The helpers a component renderer gets. */
export interface RenderApi {
  /** The element's children, already converted to plain Markdown nodes. */
  children(): RootContent[];
  /** A literal attribute value (string, number, boolean); undefined if absent. Throws on an expression it cannot read. */
  attr(name: string): string | number | boolean | undefined;
  /** Same as attr, but a string (or undefined). */
  text(name: string): string | undefined;
  /** A site path, relative link or URL made absolute to the site. */
  absoluteUrl(url: string): string;
  /** True when the element sits inside a paragraph (text element), where only phrasing content is allowed. */
  inline: boolean;
  /** The name of the nearest enclosing component, e.g. "MultiLanguageSwitcher" for a TabItem inside one. */
  parentName: string | null;
  context: ParseContext;
}

/** Turns one MDX component into the Markdown nodes that mean the same thing. */
export type ComponentRenderer = (node: JsxElement, api: RenderApi) => RootContent[];

export type {RootContent};
