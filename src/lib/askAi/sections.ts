/**
 * The records the local answer engine reads: one per section of a page (the text between two headings),
 * made of blocks of prose or code. The build writes them from the rendered HTML (see `html.ts`); any other
 * source of records (for example the search plugin's) only has to produce `AskSection`s.
 */

export type BlockKind = 'text' | 'code';

export interface AskBlock {
  kind: BlockKind;
  text: string;
}

export interface AskSection {
  /** Page permalink, without hash: "/dev-docs/api/document-service/filters". */
  url: string;
  /** Heading id of the section, "" for the part of the page before its first heading. */
  anchor: string;
  /** Page title (the h1). */
  page: string;
  /** Section heading; the page title for the introduction. */
  heading: string;
  /** Heading of the enclosing h2, for an h3 section; "" otherwise. */
  parent: string;
  blocks: AskBlock[];
}

export interface AskIndexFile {
  /** Format version of this file; the worker refuses files it does not know. */
  format: 1;
  generated: string;
  sections: AskSection[];
}

export const ASK_INDEX_FORMAT = 1;

/** Where the build writes the index, relative to the site's base URL. */
export const ASK_INDEX_PATH = 'ask-ai/sections.json';

export function sectionHref(section: Pick<AskSection, 'url' | 'anchor'>): string {
  return section.anchor ? `${section.url}#${section.anchor}` : section.url;
}

/** "Page › Heading", or just the page title for a page's introduction. */
export function sectionLabel(section: Pick<AskSection, 'page' | 'heading' | 'anchor'>): string {
  return section.anchor && section.heading !== section.page ? `${section.page} › ${section.heading}` : section.page;
}

export function isAskIndexFile(value: unknown): value is AskIndexFile {
  if (!value || typeof value !== 'object') return false;
  const file = value as Partial<AskIndexFile>;
  return file.format === ASK_INDEX_FORMAT && Array.isArray(file.sections);
}
