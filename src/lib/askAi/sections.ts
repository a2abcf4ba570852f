import type {Section} from '../search/corpus';

/**
 * The corpus's sections (see `src/lib/search/corpus.ts`) as Ask AI finds them and cites them.
 */

/** The sections of the corpus by page and anchor ("/dev-docs/cli#tessera-develop"; "/dev-docs/cli#" for an introduction). */
export type SectionLookup = ReadonlyMap<string, Section>;

export function sectionLookup(sections: readonly Section[]): SectionLookup {
  return new Map(sections.map((section) => [`${section.url}#${section.anchor}`, section]));
}

export function sectionHref(section: Pick<Section, 'url' | 'anchor'>): string {
  return section.anchor ? `${section.url}#${section.anchor}` : section.url;
}

/** The page of a section link: "/dev-docs/cli#tessera-develop" → "/dev-docs/cli". */
export function pageOfHref(href: string): string {
  return href.split('#')[0]!;
}

/** "Page › Heading", or just the page title for a page's introduction. */
export function sectionLabel(section: Pick<Section, 'page' | 'heading' | 'anchor'>): string {
  return section.anchor && section.heading !== section.page ? `${section.page} › ${section.heading}` : section.page;
}
