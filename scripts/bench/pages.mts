/** The page types the bench measures (weight and Lighthouse): one representative route each. */
export const BENCH_PAGES: Record<string, string> = {
  landing: '/',
  doc: '/dev-docs/admin-panel-customization/bundlers',
  apiReference: '/dev-docs/api/rest/sort-pagination',
  tag: '/tags/admin-customization',
  search: '/search',
};
