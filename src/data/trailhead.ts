/**
 * Trailhead, the example project of every tutorial and API example: its content types with their fields,
 * its sample documents with their documentIds, and the example API tokens. Pages render the fields
 * (TrailheadFields) and the content check verifies every documentId written in a page against this file:
 * an unknown documentId, or a documentId shown with another document's name, fails the check.
 */

export interface TrailheadField {
  name: string;
  /** As the Content-Type Builder names it. */
  type: string;
  /** What the examples use it for. */
  purpose: string;
}

export interface TrailheadContentType {
  uid: string;
  kind: 'collectionType' | 'singleType' | 'component';
  fields: readonly TrailheadField[];
}

export const trailheadContentTypes: readonly TrailheadContentType[] = [
  {
    uid: 'api::restaurant.restaurant',
    kind: 'collectionType',
    fields: [
      {name: 'name', type: 'Text', purpose: 'The title of each card and page.'},
      {name: 'slug', type: 'UID, attached to `name`', purpose: 'Readable URLs on static sites.'},
      {name: 'description', type: 'Rich text (Blocks)', purpose: 'The text of the detail page.'},
      {name: 'priceRange', type: 'Enumeration: `budget`, `moderate`, `upscale`', purpose: 'A label on the list.'},
      {name: 'capacity', type: 'Number (integer)', purpose: 'The number of seats on the detail page.'},
      {name: 'averageRating', type: 'Number (decimal), 1 to 5, not editable', purpose: 'The mean rating of its reviews, computed by the restaurant service.'},
      {name: 'cover', type: 'Media, single image', purpose: 'The picture of the detail page.'},
      {name: 'address', type: 'Component `shared.address` (`street`, `city`, `postalCode`, `country`)', purpose: 'The city on the list and the full address on the detail page.'},
      {name: 'seo', type: 'Component `shared.seo`', purpose: 'The title and description of the page for search engines.'},
      {name: 'categories', type: 'Relation with `category`, many to many', purpose: 'Labels on the detail page.'},
      {name: 'reviews', type: 'Relation with `review`, one to many', purpose: 'The reviews of the restaurant.'},
    ],
  },
  {
    uid: 'api::review.review',
    kind: 'collectionType',
    fields: [
      {name: 'rating', type: 'Number (integer), 1 to 5, required', purpose: 'The rating a reader gives.'},
      {name: 'comment', type: 'Long text', purpose: 'What the reader wrote.'},
      {name: 'restaurant', type: 'Relation with `restaurant`, many to one', purpose: 'The restaurant reviewed.'},
      {name: 'author', type: 'Relation with `plugin::users-permissions.user`, many to one', purpose: 'The end user who wrote it.'},
    ],
  },
  {
    uid: 'api::category.category',
    kind: 'collectionType',
    fields: [
      {name: 'name', type: 'Text', purpose: 'The label.'},
      {name: 'slug', type: 'UID, attached to `name`', purpose: 'Readable URLs.'},
      {name: 'restaurants', type: 'Relation with `restaurant`, many to many', purpose: 'The restaurants with this label.'},
    ],
  },
  {
    uid: 'api::homepage.homepage',
    kind: 'singleType',
    fields: [
      {name: 'title', type: 'Text', purpose: 'The heading of the home page.'},
      {name: 'seo', type: 'Component `shared.seo`', purpose: 'The title and description of the page for search engines.'},
      {name: 'sections', type: 'Dynamic zone accepting `shared.seo` and `shared.address`', purpose: 'The dynamic-zone examples of the populate pages.'},
    ],
  },
  {
    uid: 'shared.seo',
    kind: 'component',
    fields: [
      {name: 'metaTitle', type: 'Text', purpose: 'The title for search engines.'},
      {name: 'metaDescription', type: 'Long text', purpose: 'The description for search engines.'},
      {name: 'shareImage', type: 'Media, single image', purpose: 'The picture shown when the page is shared.'},
    ],
  },
  {
    uid: 'shared.address',
    kind: 'component',
    fields: [
      {name: 'street', type: 'Text', purpose: 'Street and number.'},
      {name: 'city', type: 'Text', purpose: 'The city shown on lists.'},
      {name: 'postalCode', type: 'Text', purpose: 'The postal code.'},
      {name: 'country', type: 'Text', purpose: 'The country code, such as `US`.'},
    ],
  },
];

/** Component UIDs of the example project. */
export const trailheadComponents: readonly string[] = trailheadContentTypes.filter((t) => t.kind === 'component').map((t) => t.uid);

export interface TrailheadLocaleVersion {
  /** The numeric id of the published version in that locale (internal; shown in responses). */
  id?: number;
  name: string;
}

export interface TrailheadDocument {
  documentId: string;
  /** Content type UID, or 'plugin::upload.file' for media and 'plugin::users-permissions.user' for users. */
  uid: string;
  /** Versions per locale; the first is the default locale, 'en'. */
  locales: Readonly<Record<string, TrailheadLocaleVersion>>;
}

const restaurant = 'api::restaurant.restaurant';

export const trailheadDocuments: readonly TrailheadDocument[] = [
  {documentId: 'k9zjr0xq7v5n2m8p4w1ty6ce', uid: restaurant, locales: {en: {id: 14, name: 'Pine Cone Bistro'}, fr: {id: 15, name: 'Bistro de la Pomme de Pin'}, de: {name: 'Bistro zum Tannenzapfen'}}},
  {documentId: 'bh4r7n2q9w1e6t3y8u5i0o2p', uid: restaurant, locales: {en: {name: 'Blue Heron Bistro'}}},
  {documentId: 'sc7f2m9q4w1n8v5r3t6y0zka', uid: restaurant, locales: {en: {name: 'Summit Café'}}},
  {documentId: 'p7vn3c1xz9q5j0tr4mw8hk2a', uid: restaurant, locales: {en: {name: 'Trailside Tacos'}, fr: {name: 'Tacos du Sentier'}}},
  {documentId: 'h2bq8w0sm4x7d1nv6yk3tr9e', uid: restaurant, locales: {en: {name: 'Summit Ramen'}, fr: {name: 'Ramen du Sommet'}}},
  {documentId: 't0wq5n8zk2x7c4mv1rj9hp3b', uid: restaurant, locales: {en: {id: 41, name: 'Granite Grill'}}},
  {documentId: 'h3b8w2kd0q6zr5ym1tx9cv4n', uid: restaurant, locales: {en: {name: 'Juniper Ridge Café'}}},
  {documentId: 'c4tq8n1vx0z7m2k9pr5wj3ha', uid: 'api::category.category', locales: {en: {name: 'Vegetarian'}, fr: {id: 19, name: 'Végétarien'}}},
  {documentId: 'f8m2w5yq0c7t1r9xk3nd6ejs', uid: 'api::category.category', locales: {en: {name: 'Family friendly'}}},
  {documentId: 'p3n8c5w0q1r7x9t2m4v6z8ab', uid: 'api::category.category', locales: {en: {name: 'Lakeside'}}},
  {documentId: 'p3h8v1c6x0m2q7w5t9z4r8ka', uid: 'api::category.category', locales: {en: {name: 'Café'}}},
  {documentId: 'w7n2m8p4k9zjr0xq5v1ty6ce', uid: 'api::category.category', locales: {en: {name: 'Terrace'}}},
  {documentId: 'a3b5c7d9e1f2g4h6j8k0m2n4', uid: 'api::category.category', locales: {en: {name: 'Fine dining'}}},
  {documentId: 'w1hx6r3zp8n0k5vq2mj7tc9a', uid: 'api::article.article', locales: {en: {name: 'Eat well, walk far'}}},
  {documentId: 'a3kz9w1qx7n5m0rt2vc8yh4j', uid: 'api::article.article', locales: {en: {name: 'Five lakeside trails for a first hike'}}},
  {documentId: 'r5t1w8q3z0n6x2c9v4m7k1ja', uid: 'api::article.article', locales: {en: {name: 'Ten autumn hikes'}, fr: {name: "Dix randonnées d'automne"}}},
  {documentId: 'h7c2x9v4b1n6m3q8w5e0r2ty', uid: 'api::trail.trail', locales: {en: {name: 'Granite Steps'}}},
  {documentId: 'f2w9k4m1x7c3v8b5n0q6r2ty', uid: 'api::trail.trail', locales: {en: {name: 'Mossy Creek Trail'}}},
  {documentId: 'a7c2n9w4q1z8x5m3v6t0r2ye', uid: 'api::review.review', locales: {en: {name: 'Great view from the terrace.'}}},
  {documentId: 't4b8n2m6q0w3e7r1y5u9i2op', uid: 'api::review.review', locales: {en: {name: 'Best trout in town.'}}},
  {documentId: 's1w5v8c2q0n4m7x3r9t6k2ya', uid: 'api::review.review', locales: {en: {name: 'Slow service on a busy Sunday.'}}},
  {documentId: 'm6qk1z8tw3n0v5rx9pc2jy7d', uid: 'plugin::upload.file', locales: {en: {name: 'pine-cone-terrace.jpg'}}},
  {documentId: 'f6na2kq9xw3j5v8m1rt0yc7d', uid: 'plugin::upload.file', locales: {en: {name: 'pine_cone_bistro.jpg'}}},
  {documentId: 'b7xk2m9q4w1n8v5r3t6y0zpa', uid: 'plugin::upload.file', locales: {en: {name: 'pine-hollow-terrace.jpg'}}},
  {documentId: 'f7q2m9x4k1c8v3b6n0z5w2ye', uid: 'plugin::upload.file', locales: {en: {name: 'summit-cafe.jpg'}}},
  {documentId: 'w2x4c6v8b0n1m3q5e7r9t1yu', uid: 'plugin::users-permissions.user', locales: {en: {name: 'maya.hikes'}}},
  {documentId: 'u4m8x2k9q1w7e3r6t0y5p2za', uid: 'plugin::users-permissions.user', locales: {en: {name: 'maya'}}},
  {documentId: 'u8xw2m5qz0k7n3tv9rc1jh6p', uid: 'admin::user', locales: {en: {name: 'Maya'}}},
  {documentId: 'e4rk7t0wn9z2m5qx1vc8hj3s', uid: 'admin::user', locales: {en: {name: 'Luis'}}},
  {documentId: 'q3w8e2r7t6y1u5i9o0p4a2sd', uid: 'admin::user', locales: {en: {name: 'ana'}}},
];

/** Strings shaped like a documentId that pages may use on purpose, e.g. to show a 404. */
export const placeholderDocumentIds: readonly string[] = ['unknowndocumentid0000000'];

