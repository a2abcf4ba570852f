import {MAX_QUERY_LENGTH} from './constants';

/** Addresses the search interface links to. */

/** The "Let us know." link of the no-results screen: a prefilled report in the docs issue tracker. */
export function missingResultsUrl(issuesUrl: string, query: string, pageUrl?: string): string {
  const url = new URL(issuesUrl);
  url.searchParams.set('title', `Search: no results for "${query}"`);
  url.searchParams.set(
    'body',
    [`Searching the docs for "${query}" returned no results.`, pageUrl ? `Page: ${pageUrl}` : null, '', 'I expected to find:', '']
      .filter((line) => line !== null)
      .join('\n'),
  );
  url.searchParams.set('labels', 'search');
  return url.toString();
}

/**
 * The /search page's address for a query (and an optional area filter, page number, 1-based, and docs version name:
 * the version of the page the search started from, on a site with several).
 */
export function searchPageUrl(
  baseUrl: string,
  query: string,
  options: {area?: string | null; page?: number; version?: string | null} = {},
): string {
  const params = new URLSearchParams();
  params.set('q', query.slice(0, MAX_QUERY_LENGTH));
  if (options.area) params.set('area', options.area);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  if (options.version) params.set('version', options.version);
  return `${baseUrl}search?${params.toString()}`;
}

/** Reads q, area, page and version from the /search page's address. */
export function parseSearchPageParams(search: string): {query: string; area: string | null; page: number; version: string | null} {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    area: params.get('area') || null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    version: params.get('version') || null,
  };
}

/** Hosted records carry absolute URLs (as a crawler writes them); links inside the site use the path. */
export function toSitePath(url: string, siteUrl: string): string {
  if (!/^https?:\/\//.test(url)) return url;
  const target = new URL(url);
  return target.origin === new URL(siteUrl).origin ? `${target.pathname}${target.search}${target.hash}` : url;
}
