/**
 * The code of the Trailhead example project that pages call but do not define on every page: the methods its custom
 * services add to the core ones, a service of its own, and the services of its local plugin `trail-conditions`. They
 * merge into the product's declarations (tessera.d.ts), so a page that calls a method Trailhead lacks fails the example
 * check. What the rest of the project holds (its config files, its routes) is data in src/model/trailhead/code.ts.
 */
declare namespace Tessera {
  interface Services {
    'api::restaurant.restaurant': CoreService<'api::restaurant.restaurant'> & {
      /** Recomputes `averageRating` from the reviews; resolves to the new average. */
      updateAverageRating(documentId: string): Promise<number | null>;
      /** The restaurants the homepage features, published, in one locale. */
      findFeatured(locale?: string): Promise<TesseraModel.Restaurant.Document[]>;
    };
    'api::review.review': CoreService<'api::review.review'> & {
      createForUser(input: {
        userDocumentId: string;
        restaurantDocumentId: string;
        rating: unknown;
        comment?: unknown;
      }): Promise<TesseraModel.Review.Document>;
      refreshRating(review: {restaurant?: {documentId?: string} | null} | null): Promise<void>;
      /** One page of the published reviews of a restaurant, newest first (/dev-docs/backend-customization/examples/routes). */
      listForRestaurant(
        restaurantDocumentId: string,
        options?: {page?: number; pageSize?: number},
      ): Promise<{results: TesseraModel.Review.Document[]; pagination: Pagination}>;
    };
    /** A service that is not a content type's. */
    'api::trail.weather': {
      forecastFor(place: {latitude: number; longitude: number}): Promise<{summary: string; temperature: number}>;
    };
  }

  /** Trailhead's local plugin, `src/plugins/trail-conditions`: its services and their methods. */
  interface TrailConditionsServices {
    /** /dev-docs/plugins/guides/pass-data-from-server-to-admin */
    summary: {
      build(): Promise<{
        since: string;
        total: number;
        closed: number;
        reports: {documentId: string; trail: string | null; condition: string; reportedAt: string}[];
      }>;
    };
    /** /dev-docs/plugins/server-api (summary) and /dev-docs/plugins/guides/store-and-access-data (the others) */
    report: {
      summary(): Promise<{total: number; closed: number; reports: unknown[]}>;
      record(trailDocumentId: string, condition: 'open' | 'muddy' | 'closed', note?: string): Promise<unknown>;
      latestFor(trailDocumentId: string): Promise<{condition: string; reportedAt: string} | null>;
      closedTrails(): Promise<{name: string; slug: string}[]>;
    };
  }
}
