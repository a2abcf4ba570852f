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
