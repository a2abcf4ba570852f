import type {FacetFilters, SearchRecord} from './types';

/** Algolia's `facetFilters` semantics over a record: the top-level entries are ANDed, a nested array is ORed, `-` negates. */

function valuesOf(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null) return [];
  return [String(value)];
}

function matchesOne(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const attribute = body.slice(0, colon);
  const wanted = body.slice(colon + 1).replace(/^"|"$/g, '');
  const found = valuesOf(record, attribute).includes(wanted);
  return negated ? !found : found;
}

export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (typeof entry === 'string' ? matchesOne(record, entry) : entry.length === 0 || entry.some((one) => matchesOne(record, one))));
}

/** Counts the values of `attribute` over records (Algolia's `facets` answer). */
export function countFacet(records: Iterable<SearchRecord>, attribute: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) for (const value of valuesOf(record, attribute)) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** Contextual search (specification 2.6): the hits of the page's language and docs version only. */
export function contextualFacetFilters(locale: string, tags: readonly string[]): Array<string | string[]> {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
