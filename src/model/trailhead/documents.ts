/**
 * The documents of the Trailhead example project: every document a page shows, with its documentId, its
 * versions per locale (numeric ids, timestamps, status) and its field values, typed by its schema (schemas.ts).
 *
 * The rules the numbers follow, stated once (the writing guide repeats them for writers):
 * - A document has one documentId in every locale and status. Each locale of it is its own pair of rows:
 *   a draft row and, once published, a published row, each with its own numeric `id`. `id` below is the row
 *   the REST API returns by default (the published one, or the draft of a locale never published); `draftId`
 *   is the draft row of a published locale, which the Document Service returns by default.
 * - Each locale has its own `createdAt`: the moment that locale was first saved. Publishing does not change
 *   it, and the draft and published rows of one locale share it. `updatedAt` is the last save;
 *   `publishedAt` the last publication (`null` on a draft never published).
 * - Content types without Draft & Publish (`review`) still get both rows: every save publishes.
 * - Localized types carry `locale`; the others (`review`, end users, files, administrators) have `locale: null`.
 * - Numeric ids are per table: a category and a restaurant may both have the id 7.
 */
import type {FieldValues} from './schemaTypes';
import {components, contentTypes, type ContentTypeUid} from './schemas';

/**
 * The moment every write a page shows happens, so that a computed write answer is the same on every run: `createdAt`,
 * `updatedAt` and `publishedAt` of what a POST or PUT saves (the homepage update of /dev-docs/api/rest).
 */
export const WRITE_MOMENT = '2024-12-06T16:22:50.017Z';

/** The documentId a POST gives the document it creates (the example project's next one). */
export const NEXT_DOCUMENT_ID = 'n5v8c2x7z1q4w9e3r6t0y2ua';

/** The locales of the example project; `en` is the default. */
export const LOCALES = ['en', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** One locale of a document (for a type that is not localized, its only version). */
export interface DocumentVersion<U extends ContentTypeUid> {
  locale: Locale | null;
  /** The numeric id of the published row, or of the draft row when this locale was never published. */
  id: number;
  /** The numeric id of the draft row of a published locale. */
  draftId?: number;
  /**
   * Ids the published row had before the last publication (each publication writes a new published row), for
   * the pages that show a document being created and then published again.
   */
  previousIds?: readonly number[];
  createdAt: string;
  updatedAt: string;
  /** `null`: this locale is a draft that was never published. */
  publishedAt: string | null;
  /** The administrators (documentIds of `admin::user`) who created it and saved it last in the admin panel, when pages show them. */
  createdBy?: string;
  updatedBy?: string;
  fields: FieldValues<(typeof contentTypes)[U], typeof components>;
}

export interface TrailheadDocument<U extends ContentTypeUid = ContentTypeUid> {
  documentId: string;
  uid: U;
  /** The default locale first. */
  versions: readonly DocumentVersion<U>[];
}

type AnyDocument = {[U in ContentTypeUid]: TrailheadDocument<U>}[ContentTypeUid];

const make = <U extends ContentTypeUid>(uid: U, documentId: string, versions: readonly DocumentVersion<U>[]): TrailheadDocument<U> => ({
  documentId,
  uid,
  versions,
});

const paragraph = (text: string) => [{type: 'paragraph', children: [{type: 'text', text}]}] as const;

/* documentIds that documents point to, named for readability. */
const PINE_CONE_BISTRO = 'k9zjr0xq7v5n2m8p4w1ty6ce';
const SUMMIT_RAMEN = 'h2bq8w0sm4x7d1nv6yk3tr9e';
const TRAILSIDE_TACOS = 'p7vn3c1xz9q5j0tr4mw8hk2a';
const BLUE_HERON_BISTRO = 'bh4r7n2q9w1e6t3y8u5i0o2p';
const SUMMIT_CAFE = 'sc7f2m9q4w1n8v5r3t6y0zka';
const JUNIPER_RIDGE_CAFE = 'h3b8w2kd0q6zr5ym1tx9cv4n';
const GRANITE_GRILL = 't0wq5n8zk2x7c4mv1rj9hp3b';
const VEGETARIAN = 'c4tq8n1vx0z7m2k9pr5wj3ha';
const FAMILY_FRIENDLY = 'f8m2w5yq0c7t1r9xk3nd6ejs';
const LAKESIDE = 'p3n8c5w0q1r7x9t2m4v6z8ab';
const CAFE = 'p3h8v1c6x0m2q7w5t9z4r8ka';
const TERRACE = 'w7n2m8p4k9zjr0xq5v1ty6ce';
const FINE_DINING = 'a3b5c7d9e1f2g4h6j8k0m2n4';
const GRANITE_STEPS = 'h7c2x9v4b1n6m3q8w5e0r2ty';
const MOSSY_CREEK_TRAIL = 'f2w9k4m1x7c3v8b5n0q6r2ty';
const REVIEW_TERRACE = 'a7c2n9w4q1z8x5m3v6t0r2ye';
const REVIEW_TROUT = 't4b8n2m6q0w3e7r1y5u9i2op';
const REVIEW_SLOW = 's1w5v8c2q0n4m7x3r9t6k2ya';
const MAYA_HIKES = 'w2x4c6v8b0n1m3q5e7r9t1yu';
const MAYA_OKAFOR = 'u8xw2m5qz0k7n3tv9rc1jh6p';
const LUIS_ORTEGA = 'e4rk7t0wn9z2m5qx1vc8hj3s';
const ANA = 'q3w8e2r7t6y1u5i9o0p4a2sd';
const PINE_CONE_TERRACE_JPG = 'm6qk1z8tw3n0v5rx9pc2jy7d';

const SUMMIT_CAFE_JPG = 'f7q2m9x4k1c8v3b6n0z5w2ye';

const restaurants = [
  make('api::restaurant.restaurant', PINE_CONE_BISTRO, [
    {
      locale: 'en',
      id: 3,
      draftId: 2,
      createdAt: '2024-11-04T09:12:31.512Z',
      updatedAt: '2024-11-18T15:40:02.118Z',
      publishedAt: '2024-11-18T15:40:02.146Z',
      fields: {
        name: 'Pine Cone Bistro',
        slug: 'pine-cone-bistro',
        priceRange: 'moderate',
        capacity: 40,
        phone: '+1 303 555 0142',
        averageRating: 4.5,
        description: paragraph('Hearty food at the foot of the trails.'),
        cover: PINE_CONE_TERRACE_JPG,
        address: {street: '12 Shore Road', city: 'Boulder', postalCode: '80302', country: 'US'},
        seo: {metaTitle: 'Pine Cone Bistro, Boulder', metaDescription: 'Lakeside bistro near the Mossy Creek trailhead.'},
        categories: [VEGETARIAN, LAKESIDE, TERRACE],
        reviews: [REVIEW_TERRACE, REVIEW_TROUT],
      },
    },
    {
      locale: 'fr',
      id: 14,
      draftId: 13,
      createdAt: '2024-11-06T13:20:55.200Z',
      updatedAt: '2024-11-18T15:42:10.913Z',
      publishedAt: '2024-11-18T15:42:10.940Z',
      fields: {
        name: 'Bistro de la Pomme de Pin',
        slug: 'bistro-pomme-de-pin',
        priceRange: 'moderate',
        capacity: 40,
        phone: '+1 303 555 0142',
        averageRating: 4.5,
        cover: PINE_CONE_TERRACE_JPG,
        address: {street: '12 Shore Road', city: 'Boulder', postalCode: '80302', country: 'US'},
        categories: [VEGETARIAN, LAKESIDE, TERRACE],
        reviews: [REVIEW_TERRACE, REVIEW_TROUT],
      },
    },
    {
      locale: 'de',
      id: 21,
      draftId: 20,
      createdAt: '2024-12-06T10:01:58.204Z',
      updatedAt: '2024-12-06T10:02:41.377Z',
      publishedAt: '2024-12-06T10:02:41.377Z',
      fields: {name: 'Bistro zum Tannenzapfen', slug: 'bistro-zum-tannenzapfen', priceRange: 'moderate', capacity: 40, averageRating: 4.5},
    },
  ]),
  make('api::restaurant.restaurant', SUMMIT_RAMEN, [
    {
      locale: 'en',
      id: 5,
      draftId: 4,
      createdAt: '2024-11-05T11:02:47.301Z',
      updatedAt: '2024-11-05T11:02:47.301Z',
      publishedAt: '2024-11-05T11:02:47.330Z',
      fields: {
        name: 'Summit Ramen',
        slug: 'summit-ramen',
        priceRange: 'budget',
        capacity: 24,
        phone: '+1 303 555 0178',
        averageRating: 4.2,
        address: {street: '4 Aspen Lane', city: 'Boulder', postalCode: '80304', country: 'US'},
        categories: [FAMILY_FRIENDLY],
      },
    },
    {
      locale: 'fr',
      id: 16,
      draftId: 15,
      createdAt: '2024-11-07T09:30:12.204Z',
      updatedAt: '2024-11-07T09:31:40.118Z',
      publishedAt: '2024-11-07T09:31:40.118Z',
      fields: {
        name: 'Ramen du Sommet',
        slug: 'ramen-du-sommet',
        priceRange: 'budget',
        capacity: 24,
        phone: '+1 303 555 0178',
        averageRating: 4.2,
      },
    },
  ]),
  make('api::restaurant.restaurant', BLUE_HERON_BISTRO, [
    {
      locale: 'en',
      id: 23,
      draftId: 22,
      createdAt: '2024-11-05T14:20:03.118Z',
      updatedAt: '2024-12-02T14:21:09.000Z',
      publishedAt: '2024-12-02T14:21:09.000Z',
      fields: {
        name: 'Blue Heron Bistro',
        slug: 'blue-heron-bistro',
        priceRange: 'moderate',
        capacity: 36,
        averageRating: 2,
        address: {street: '18 Larch Avenue', city: 'Boulder', postalCode: '80302', country: 'US'},
        categories: [LAKESIDE],
        reviews: [REVIEW_SLOW],
      },
    },
  ]),
  make('api::restaurant.restaurant', SUMMIT_CAFE, [
    {
      locale: 'en',
      id: 25,
      draftId: 24,
      createdAt: '2024-09-12T08:13:40.002Z',
      updatedAt: '2024-09-12T08:14:03.530Z',
      publishedAt: '2024-09-12T08:14:03.530Z',
      fields: {
        name: 'Summit Café',
        slug: 'summit-cafe',
        priceRange: 'budget',
        capacity: 20,
        cover: SUMMIT_CAFE_JPG,
        address: {street: '96 First Street', city: 'Nederland', postalCode: '80466', country: 'US'},
        categories: [CAFE],
      },
    },
  ]),
  make('api::restaurant.restaurant', TRAILSIDE_TACOS, [
    {
      locale: 'en',
      id: 11,
      draftId: 8,
      previousIds: [9],
      createdAt: '2024-12-02T08:30:11.004Z',
      updatedAt: '2024-12-03T10:05:44.620Z',
      publishedAt: '2024-12-03T10:05:44.652Z',
      fields: {
        name: 'Trailside Tacos',
        slug: 'trailside-tacos',
        priceRange: 'budget',
        capacity: 30,
        address: {street: '12 Ridge Road', city: 'Boulder', postalCode: '80302', country: 'US'},
        categories: [FAMILY_FRIENDLY],
      },
    },
    {
      locale: 'fr',
      id: 17,
      createdAt: '2024-12-04T09:20:13.880Z',
      updatedAt: '2024-12-04T09:20:13.880Z',
      publishedAt: null,
      fields: {name: 'Tacos du Sentier', slug: 'tacos-du-sentier', priceRange: 'budget', capacity: 30},
    },
  ]),
  make('api::restaurant.restaurant', JUNIPER_RIDGE_CAFE, [
    {
      locale: 'en',
      id: 31,
      draftId: 30,
      createdAt: '2024-11-04T09:12:44.120Z',
      updatedAt: '2024-11-18T16:03:10.554Z',
      publishedAt: '2024-11-18T16:03:10.561Z',
      fields: {
        name: 'Juniper Ridge Café',
        slug: 'juniper-ridge-cafe',
        priceRange: 'moderate',
        capacity: 28,
        address: {street: '230 Ridge Road', city: 'Nederland', postalCode: '80466', country: 'US'},
        categories: [CAFE, TERRACE],
      },
    },
  ]),
  make('api::restaurant.restaurant', GRANITE_GRILL, [
    {
      locale: 'en',
      id: 41,
      draftId: 40,
      createdAt: '2024-11-12T08:41:19.774Z',
      updatedAt: '2024-11-12T08:41:19.801Z',
      publishedAt: '2024-11-12T08:41:19.801Z',
      fields: {
        name: 'Granite Grill',
        slug: 'granite-grill',
        priceRange: 'upscale',
        capacity: 64,
        address: {street: '51 Pearl Street', city: 'Boulder', postalCode: '80302', country: 'US'},
        categories: [FINE_DINING],
      },
    },
  ]),
];

const category = (documentId: string, id: number, name: string, slug: string, createdAt: string, restaurantIds: readonly string[]) =>
  make('api::category.category', documentId, [
    {
      locale: 'en',
      id,
      draftId: id - 1,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      fields: {name, slug, restaurants: restaurantIds},
    },
  ]);

const categories = [
  category(LAKESIDE, 3, 'Lakeside', 'lakeside', '2024-10-02T09:00:00.000Z', [PINE_CONE_BISTRO, BLUE_HERON_BISTRO]),
  category(CAFE, 5, 'Café', 'cafe', '2024-10-02T09:01:12.000Z', [SUMMIT_CAFE, JUNIPER_RIDGE_CAFE]),
  make('api::category.category', VEGETARIAN, [
    {
      locale: 'en',
      id: 7,
      draftId: 6,
      createdAt: '2024-10-30T10:00:00.000Z',
      updatedAt: '2024-10-30T10:00:00.000Z',
      publishedAt: '2024-10-30T10:00:00.021Z',
      fields: {name: 'Vegetarian', slug: 'vegetarian', restaurants: [PINE_CONE_BISTRO]},
    },
    {
      locale: 'fr',
      id: 19,
      draftId: 18,
      createdAt: '2024-11-06T13:25:02.400Z',
      updatedAt: '2024-11-06T13:25:09.015Z',
      publishedAt: '2024-11-06T13:25:09.015Z',
      fields: {name: 'Végétarien', slug: 'vegetarien', restaurants: [PINE_CONE_BISTRO]},
    },
  ]),
  category(FAMILY_FRIENDLY, 9, 'Family friendly', 'family-friendly', '2024-10-30T10:02:30.000Z', [SUMMIT_RAMEN, TRAILSIDE_TACOS]),
  category(TERRACE, 11, 'Terrace', 'terrace', '2024-10-30T10:03:45.000Z', [PINE_CONE_BISTRO, JUNIPER_RIDGE_CAFE]),
  category(FINE_DINING, 13, 'Fine dining', 'fine-dining', '2024-11-12T08:40:02.000Z', [GRANITE_GRILL]),
];

const reviews = [
  make('api::review.review', REVIEW_TERRACE, [
    {
      locale: null,
      id: 28,
      draftId: 27,
      createdAt: '2024-05-02T10:00:00.000Z',
      updatedAt: '2024-05-02T10:00:00.000Z',
      publishedAt: '2024-05-02T10:00:00.000Z',
      fields: {rating: 4, comment: 'Great view from the terrace.', restaurant: PINE_CONE_BISTRO, author: ANA},
    },
  ]),
  make('api::review.review', REVIEW_SLOW, [
    {
      locale: null,
      id: 41,
      draftId: 40,
      createdAt: '2024-11-18T16:02:11.000Z',
      updatedAt: '2024-11-18T16:02:11.000Z',
      publishedAt: '2024-11-18T16:02:11.000Z',
      fields: {rating: 2, comment: 'Slow service on a busy Sunday.', restaurant: BLUE_HERON_BISTRO, author: ANA},
    },
  ]),
  make('api::review.review', REVIEW_TROUT, [
    {
      locale: null,
      id: 57,
      draftId: 56,
      createdAt: '2024-12-05T10:14:32.000Z',
      updatedAt: '2024-12-05T10:14:32.000Z',
      publishedAt: '2024-12-05T10:14:32.000Z',
      fields: {rating: 5, comment: 'Best trout in town.', restaurant: PINE_CONE_BISTRO, author: MAYA_HIKES},
    },
  ]),
];

const trails = [
  make('api::trail.trail', MOSSY_CREEK_TRAIL, [
    {
      locale: 'en',
      id: 7,
      draftId: 6,
      createdAt: '2024-10-01T07:45:00.000Z',
      updatedAt: '2024-10-01T07:50:12.000Z',
      publishedAt: '2024-10-01T07:50:12.000Z',
      fields: {
        name: 'Mossy Creek Trail',
        slug: 'mossy-creek-trail',
        difficulty: 'easy',
        lengthKm: 3.2,
        elevationGain: 120,
        seasonal: false,
        trailheads: [{street: 'Mossy Creek parking', city: 'Boulder', postalCode: '80302', country: 'US'}],
      },
    },
  ]),
  make('api::trail.trail', GRANITE_STEPS, [
    {
      locale: 'en',
      id: 31,
      draftId: 30,
      createdAt: '2024-10-21T08:10:00.000Z',
      updatedAt: '2024-11-02T16:20:45.000Z',
      publishedAt: '2024-11-02T16:20:45.000Z',
      fields: {
        name: 'Granite Steps',
        slug: 'granite-steps',
        difficulty: 'moderate',
        lengthKm: 9.5,
        elevationGain: 640,
        seasonal: true,
        trailheads: [{street: 'Flagstaff Road pull-out', city: 'Boulder', postalCode: '80302', country: 'US'}],
      },
    },
  ]),
];

const articles = [
  make('api::article.article', 'w1hx6r3zp8n0k5vq2mj7tc9a', [
    {
      locale: 'en',
      id: 2,
      draftId: 1,
      createdAt: '2024-10-14T09:30:00.000Z',
      updatedAt: '2024-10-15T07:00:00.000Z',
      publishedAt: '2024-10-15T07:00:00.000Z',
      createdBy: MAYA_OKAFOR,
      updatedBy: LUIS_ORTEGA,
      fields: {title: 'Eat well, walk far', slug: 'eat-well-walk-far', trails: [MOSSY_CREEK_TRAIL, GRANITE_STEPS]},
    },
  ]),
  make('api::article.article', 'a3kz9w1qx7n5m0rt2vc8yh4j', [
    {
      locale: 'en',
      id: 4,
      draftId: 3,
      createdAt: '2024-11-08T10:12:00.000Z',
      updatedAt: '2024-11-09T08:00:00.000Z',
      publishedAt: '2024-11-09T08:00:00.000Z',
      createdBy: MAYA_OKAFOR,
      updatedBy: MAYA_OKAFOR,
      fields: {title: 'Five lakeside trails for a first hike', slug: 'five-lakeside-trails-for-a-first-hike', trails: [MOSSY_CREEK_TRAIL]},
    },
  ]),
  make('api::article.article', 'r5t1w8q3z0n6x2c9v4m7k1ja', [
    {
      locale: 'en',
      id: 30,
      draftId: 29,
      createdAt: '2024-11-25T14:00:00.000Z',
      updatedAt: '2024-11-26T07:00:00.000Z',
      publishedAt: '2024-11-26T07:00:00.000Z',
      createdBy: LUIS_ORTEGA,
      updatedBy: LUIS_ORTEGA,
      fields: {title: 'Ten autumn hikes', slug: 'ten-autumn-hikes', trails: [GRANITE_STEPS, MOSSY_CREEK_TRAIL]},
    },
    {
      locale: 'fr',
      id: 31,
      createdAt: '2024-11-27T09:40:00.000Z',
      updatedAt: '2024-11-27T09:40:00.000Z',
      publishedAt: null,
      fields: {title: "Dix randonnées d'automne", slug: 'dix-randonnees-d-automne'},
    },
  ]),
];

const homepage = make('api::homepage.homepage', 'hp4w8n1q6z3x9c2v5m0t7r1a', [
  {
    locale: 'en',
    id: 6,
    draftId: 5,
    createdAt: '2024-10-28T14:00:09.870Z',
    updatedAt: '2024-12-05T11:47:03.590Z',
    publishedAt: '2024-12-05T11:47:03.590Z',
    fields: {
      title: 'Trails and tables around Boulder',
      intro: 'Trails around Boulder, and where to eat after them.',
      featuredRestaurants: [TRAILSIDE_TACOS, PINE_CONE_BISTRO, SUMMIT_RAMEN],
      seo: {metaTitle: 'Trailhead: restaurants and hiking trails', metaDescription: 'Find a trail, then find a table nearby.'},
      sections: [
        {__component: 'shared.seo', metaTitle: 'Trailhead: restaurants and hiking trails'},
        {__component: 'shared.address', street: '12 Shore Road', city: 'Boulder', postalCode: '80302', country: 'US'},
      ],
    },
  },
]);

const endUsers = [
  make('plugin::users-permissions.user', ANA, [
    {
      locale: null,
      id: 3,
      createdAt: '2024-10-28T09:14:02.118Z',
      updatedAt: '2024-10-28T09:14:02.118Z',
      publishedAt: '2024-10-28T09:14:02.118Z',
      fields: {username: 'ana', email: 'ana@example.com', provider: 'local', confirmed: true, blocked: false},
    },
  ]),
  make('plugin::users-permissions.user', MAYA_HIKES, [
    {
      locale: null,
      id: 7,
      createdAt: '2024-12-05T10:00:00.000Z',
      updatedAt: '2024-12-05T10:00:00.000Z',
      publishedAt: '2024-12-05T10:00:00.000Z',
      fields: {username: 'maya.hikes', displayName: 'Maya', email: 'maya@example.com', provider: 'local', confirmed: true, blocked: false},
    },
  ]),
];

const file = (
  documentId: string,
  id: number,
  name: string,
  alternativeText: string,
  createdAt: string,
  width: number,
  height: number,
  url: string,
) =>
  make('plugin::upload.file', documentId, [
    {
      locale: null,
      id,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      fields: {name, alternativeText, width, height, mime: 'image/jpeg', size: 412.5, url},
    },
  ]);

const files = [
  file(
    PINE_CONE_TERRACE_JPG,
    12,
    'pine-cone-terrace.jpg',
    'The terrace of Pine Cone Bistro at sunset',
    '2024-11-04T09:10:02.000Z',
    1600,
    1067,
    '/uploads/pine_cone_terrace_4f1a9c.jpg',
  ),
  file(
    'b7xk2m9q4w1n8v5r3t6y0zpa',
    14,
    'pine-hollow-terrace.jpg',
    'Wooden terrace above a lake at sunset',
    '2024-11-10T15:22:08.000Z',
    2400,
    1600,
    '/uploads/pine_hollow_terrace_4f1c2a.jpg',
  ),
  file(
    SUMMIT_CAFE_JPG,
    15,
    'summit-cafe.jpg',
    'The terrace of the Summit Café',
    '2024-12-03T10:02:11.412Z',
    1600,
    1067,
    '/uploads/summit_cafe_5f1c2a.jpg',
  ),
];

const administrators = [
  make('admin::user', MAYA_OKAFOR, [
    {
      locale: null,
      id: 1,
      createdAt: '2024-09-02T08:00:00.000Z',
      updatedAt: '2024-09-02T08:00:00.000Z',
      publishedAt: null,
      fields: {firstname: 'Maya', lastname: 'Okafor', email: 'maya.okafor@trailhead.example'},
    },
  ]),
  make('admin::user', LUIS_ORTEGA, [
    {
      locale: null,
      id: 2,
      createdAt: '2024-09-09T13:30:00.000Z',
      updatedAt: '2024-09-09T13:30:00.000Z',
      publishedAt: null,
      fields: {firstname: 'Luis', lastname: 'Ortega', email: 'luis.ortega@trailhead.example'},
    },
  ]),
];

/** Every document of the example project, grouped by content type. */
export const documents: readonly AnyDocument[] = [
  ...restaurants,
  ...categories,
  ...reviews,
  ...trails,
  ...articles,
  homepage,
  ...endUsers,
  ...files,
  ...administrators,
];

/**
 * Strings shaped like a documentId that pages may use on purpose: one that names no document, to show what an unknown
 * documentId does, and the one a POST creates (NEXT_DOCUMENT_ID).
 */
export const placeholderDocumentIds: readonly string[] = ['unknowndocumentid0000000', NEXT_DOCUMENT_ID];
