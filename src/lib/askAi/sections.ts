import type {Section} from '../search/corpus';

/**
 * Links to the corpus's sections (see `src/lib/search/corpus.ts`), as Ask AI cites them.
 */

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
