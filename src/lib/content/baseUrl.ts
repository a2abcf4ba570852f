/**
 * Prefixes a site path with the base URL the site is served under (BASE_URL, always ending in "/").
 * Docusaurus adds the base URL to links and to the routes of its own plugins, but not to routes a
 * plugin adds with `actions.addRoute`, nor to the sitemap's `ignorePatterns`: those go through here.
 *   withBaseUrl('/docs/', '/status') -> '/docs/status'; withBaseUrl('/', '/status') -> '/status'
 */
export function withBaseUrl(baseUrl: string, sitePath: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${sitePath.replace(/^\/+/, '')}`;
}

/** The base URL without its trailing slash, to prefix to a route: baseUrlPrefix('/docs/') -> '/docs'; '/' -> ''. */
export function baseUrlPrefix(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

/**
 * A site path without the base URL, as routes are kept inside the project:
 *   withoutBaseUrl('/docs/', '/docs/status') -> '/status'; withoutBaseUrl('/docs/', '/docs/') -> '/'
 */
export function withoutBaseUrl(baseUrl: string, sitePath: string): string {
  const prefix = baseUrlPrefix(baseUrl);
  return prefix && sitePath.startsWith(prefix) ? sitePath.slice(prefix.length) || '/' : sitePath;
}
