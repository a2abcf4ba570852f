/**
 * The code of the Trailhead project that pages use but do not define on every page, as data: its own config files and
 * the values pages read from them, the config of its local plugin `trail-conditions`, and the REST routes it adds. The
 * methods of its services are declarations (checks/examples/declarations/trailhead.d.ts), type-checked as such.
 * The config value types are TypeScript type text, read by the example check's config declarations only.
 */
import type {FixedRoute} from '../api/rest';

/** Trailhead's own config files (`config/<name>.ts`), read with `tessera.config.get('<name>.<key>')`. */
export const customConfigFiles = ['trailhead', 'weather', 'search'] as const;

/** The values of Trailhead's own config files that pages read, by path (`tessera.config.get('trailhead.seasonStart')`). */
export const customConfigValues = {
  'trailhead.featuredRestaurants': 'number',
  'trailhead.reviewScoreWeight': 'number',
  'trailhead.reviewsOpen': 'boolean',
  'trailhead.allowedOrigins': 'string[]',
  'trailhead.mapDefaults': '{lat: number; lng: number; zoom: number}',
  'trailhead.seasonStart': 'Date',
  'trailhead.contactEmail': 'string',
  'trailhead.websiteUrl': 'string',
  'weather.apiUrl': 'string',
  'search.url': 'string',
} as const satisfies Record<`${(typeof customConfigFiles)[number]}.${string}`, string>;

/**
 * The configuration of Trailhead's local plugin that pages read, by path: the `config` default of the
 * `trail-conditions` plugin (/dev-docs/plugins/server-api). An API's own configuration (`api::<name>.<key>`) would go
 * here too; no page reads one today.
 */
export const customModuleConfigValues = {
  'plugin::trail-conditions.staleAfterDays': 'number',
} as const satisfies Record<`${'plugin' | 'api'}::${string}.${string}`, string>;

/**
 * The REST routes Trailhead's own code adds (routes files, the Users & Permissions extension, the content API of its
 * local plugin), each with the page that defines it; paths after the REST prefix. The REST example check matches
 * requests against them before the generated routes (`/restaurants/featured` is no documentId).
 */
export const customRoutes = [
  {
    method: 'GET',
    path: '/restaurants/:documentId/reviews',
    by: 'project',
    status: 200,
    query: ['page', 'pageSize'],
    contentType: 'api::review.review',
    list: true,
    page: '/dev-docs/backend-customization/examples/routes',
  },
  {
    method: 'GET',
    path: '/reviews/mine',
    by: 'project',
    status: 200,
    query: [],
    contentType: 'api::review.review',
    list: true,
    page: '/dev-docs/backend-customization/examples/routes',
  },
  {
    method: 'GET',
    path: '/restaurants/featured',
    by: 'project',
    status: 200,
    query: [],
    contentType: 'api::restaurant.restaurant',
    list: true,
    page: '/dev-docs/configurations/guides/access-configuration-values',
  },
  {
    method: 'GET',
    path: '/users/me/reviews',
    by: 'project',
    status: 200,
    query: [],
    contentType: 'api::review.review',
    list: true,
    page: '/dev-docs/plugins-extension',
  },
  {
    method: 'GET',
    path: '/trail-conditions/reports',
    by: 'trail-conditions',
    status: 200,
    query: [],
    contentType: 'plugin::trail-conditions.report',
    list: true,
    page: '/dev-docs/plugins/server-api',
  },
  {
    method: 'POST',
    path: '/trail-conditions/reports',
    by: 'trail-conditions',
    query: [],
    contentType: 'plugin::trail-conditions.report',
    page: '/dev-docs/plugins/server-api',
  },
] as const satisfies readonly (FixedRoute & {page: string})[];
