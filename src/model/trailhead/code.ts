/**
 * The code of the Trailhead project that pages call but do not define on every page: the methods its custom services
 * add to the core ones, the services and config of its local plugin `trail-conditions`, its own config files, and the
 * REST routes it adds. The example check (checks/examples) declares them, so a page that calls a method Trailhead lacks fails.
 * Signatures are TypeScript type text, read by the example check's declarations only.
 */
import type {FixedRoute} from '../api/rest';
import type {ContentTypeUid} from './schemas';

/** Methods Trailhead's services add to the core service of a content type (`tessera.service(uid).method()`). */
export const customServiceMethods = {
  'api::restaurant.restaurant': {
    /** Recomputes `averageRating` from the reviews; resolves to the new average. */
    updateAverageRating: '(documentId: string) => Promise<number | null>',
    /** The restaurants the homepage features, published, in one locale. */
    findFeatured: '(locale?: string) => Promise<TesseraModel.Restaurant.Document[]>',
  },
  'api::review.review': {
    createForUser:
      '(input: {userDocumentId: string; restaurantDocumentId: string; rating: unknown; comment?: unknown}) => Promise<TesseraModel.Review.Document>',
    refreshRating: '(review: {restaurant?: {documentId?: string} | null} | null) => Promise<void>',
    /** One page of the published reviews of a restaurant, newest first (/dev-docs/backend-customization/examples/routes). */
    listForRestaurant:
      '(restaurantDocumentId: string, options?: {page?: number; pageSize?: number}) => Promise<{results: TesseraModel.Review.Document[]; pagination: Tessera.Pagination}>',
  },
} as const satisfies Partial<Record<ContentTypeUid, Record<string, string>>>;

/** Services that are not a content type's (UID → methods). */
export const extraServices = {
  'api::trail.weather': {
    forecastFor: '(place: {latitude: number; longitude: number}) => Promise<{summary: string; temperature: number}>',
  },
} as const satisfies Record<string, Record<string, string>>;

/** Trailhead's local plugin, `src/plugins/trail-conditions`: its services and their methods. */
export const trailConditionsServices = {
  // /dev-docs/plugins/guides/pass-data-from-server-to-admin
  summary: {
    build:
      '() => Promise<{since: string; total: number; closed: number; reports: {documentId: string; trail: string | null; condition: string; reportedAt: string}[]}>',
  },
  // /dev-docs/plugins/server-api (summary) and /dev-docs/plugins/guides/store-and-access-data (the others)
  report: {
    summary: '() => Promise<{total: number; closed: number; reports: unknown[]}>',
    record: "(trailDocumentId: string, condition: 'open' | 'muddy' | 'closed', note?: string) => Promise<unknown>",
    latestFor: '(trailDocumentId: string) => Promise<{condition: string; reportedAt: string} | null>',
    closedTrails: '() => Promise<{name: string; slug: string}[]>',
  },
} as const satisfies Record<string, Record<string, string>>;

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
