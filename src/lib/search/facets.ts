import type {FacetFilters, SearchRecord} from './types';

/** Algolia's `facetFilters` semantics over a record: the top-level entries are ANDed, a nested array is ORed, `-` negates. */

function valuesOf(record: SearchRecord, attribute: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (Array.isArray(value)) return value.map(String);
  if (value === undefined || value === null) return [];
  return [String(value)];
}

type Predicate = (record: SearchRecord) => boolean;

/** One facet filter ("attribute:value", `"`-quoted value allowed, `-` negates); null for a filter without attribute. */
export function parseFacetFilter(filter: string): {attribute: string; value: string; negated: boolean} | null {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return null;
  return {attribute: body.slice(0, colon), value: body.slice(colon + 1).replace(/^"|"$/g, ''), negated};
}

function compileOne(filter: string): Predicate {
  const parsed = parseFacetFilter(filter);
  if (!parsed) return () => true;
  const {attribute, value, negated} = parsed;
  return (record) => valuesOf(record, attribute).includes(value) !== negated;
}

/** Parses the filters once per query; the predicate then runs for every candidate record. */
export function compileFacetFilters(filters: FacetFilters | undefined): Predicate {
  if (!filters) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const groups = list
    .map((entry) => (typeof entry === 'string' ? [compileOne(entry)] : entry.map(compileOne)))
    .filter((group) => group.length > 0);
  return (record) => groups.every((group) => group.some((predicate) => predicate(record)));
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
