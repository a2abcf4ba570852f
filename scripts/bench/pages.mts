import {random} from '../../src/lib/landing/tessellation';

/**
 * The page types the bench measures (weight and Lighthouse): one representative route each, covering every kind of
 * page a reader meets (a page type missing here is a page type nobody measures).
 */
export const BENCH_PAGES: Record<string, string> = {
  landing: '/',
  doc: '/dev-docs/admin-panel-customization/bundlers',
  apiReference: '/dev-docs/api/rest/sort-pagination',
  longReference: '/dev-docs/api/rest/filters-locale-publication',
  diagram: '/user-docs/settings/review-workflows',
  interfaceMap: '/user-docs/content-manager/translating-content',
  integration: '/dev-docs/integrations/next-js',
  migration: '/dev-docs/migration/v4-to-v5/breaking-changes/components-and-dynamic-zones-do-not-return-id',
  cloud: '/cloud/projects/deploys',
  tag: '/tags/admin-customization',
  search: '/search',
};

/** How many pages the sweep measures (one mobile run each), drawn from the sitemap with a fixed seed. */
export const SWEEP_PAGES = 20;

/** `count` routes drawn without repetition from `routes` with `seed` (the same seed draws the same routes). */
export function sweepRoutes(routes: readonly string[], count: number, seed: number): string[] {
  const pool = [...routes].sort();
  const next = random(seed);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
