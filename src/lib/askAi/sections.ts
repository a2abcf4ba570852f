import type {Section} from '../search/corpus';

/**
 * Links to the corpus's sections (see `src/lib/search/corpus.ts`), as Ask AI cites them.
 */

/** What the Ask AI buttons warm up: the local index's manifest, shared with search (relative to the base URL). */
export const ASK_INDEX_PATH = 'search-index/manifest.json';

export function sectionHref(section: Pick<Section, 'url' | 'anchor'>): string {
  return section.anchor ? `${section.url}#${section.anchor}` : section.url;
}

/** "Page › Heading", or just the page title for a page's introduction. */
export function sectionLabel(section: Pick<Section, 'page' | 'heading' | 'anchor'>): string {
  return section.anchor && section.heading !== section.page ? `${section.page} › ${section.heading}` : section.page;
}
