/**
 * What the examples use each field of the Trailhead content types and components for: the "Used for" column
 * of `<TrailheadFields uid>`. Typed by the schemas, so a field added to a schema needs its note here.
 */
import type {ComponentUid, components, contentTypes} from './schemas';
import type {TRAILHEAD_API_TYPES} from './schemas';

type Notes<S extends {attributes: object}> = {readonly [K in keyof S['attributes']]: string};
type Documented = (typeof TRAILHEAD_API_TYPES)[number];

export const fieldNotes: {readonly [U in Documented]: Notes<(typeof contentTypes)[U]>} & {
  readonly [C in ComponentUid]: Notes<(typeof components)[C]>;
} = {
  'api::restaurant.restaurant': {
    name: 'The title of each card and page; translated per locale.',
    slug: 'Readable URLs on static sites.',
    description: 'The text of the detail page.',
    priceRange: 'A label on the list, and the filter of most examples.',
    capacity: 'The number of seats on the detail page.',
    phone: 'The number to call for a table; the same in every locale.',
    averageRating: 'The mean rating of its reviews, computed by the restaurant service; not editable.',
    cover: 'The picture of the detail page.',
    address: 'The city on the list and the full address on the detail page; the same in every locale.',
    seo: 'The title and description of the page for search engines.',
    categories: 'Labels on the detail page.',
    reviews: 'The reviews of the restaurant.',
  },
  'api::review.review': {
    rating: 'The rating an end user gives, from 1 to 5.',
    comment: 'What the end user wrote.',
    restaurant: 'The restaurant reviewed.',
    author: 'The end user who wrote it.',
  },
  'api::category.category': {
    name: 'The label; translated per locale.',
    slug: 'Readable URLs.',
    restaurants: 'The restaurants with this label.',
    mapColor: 'The colour of the category on the map, picked with the custom field of the local plugin `color-picker`.',
  },
  'api::trail.trail': {
    name: 'The title of the trail page; translated per locale.',
    slug: 'Readable URLs.',
    description: 'The text of the trail page.',
    difficulty: 'A label on the list, and the filter of the trail examples.',
    lengthKm: 'The length of the walk, in kilometres.',
    elevationGain: 'The total climb, in metres.',
    seasonal: 'Whether the trail closes in winter (the cron examples check these trails).',
    trailheads: 'Where the trail starts: one address or more.',
    cover: 'The picture of the trail page.',
  },
  'api::article.article': {
    title: 'The heading of the article; translated per locale.',
    slug: 'Readable URLs.',
    content: 'The text of the article.',
    cover: 'The picture at the top of the article.',
    publishOn: 'When a cron task should publish the article.',
    trails: 'The trails the article is about.',
    seo: 'The title and description of the page for search engines.',
  },
  'api::homepage.homepage': {
    title: 'The heading of the home page.',
    intro: 'The paragraph under the heading.',
    featuredRestaurants: 'The restaurants shown on the home page, in the order editors choose.',
    seo: 'The title and description of the page for search engines.',
    sections: 'The blocks of the page, in any order: the dynamic-zone examples.',
  },
  'shared.seo': {
    metaTitle: 'The title for search engines.',
    metaDescription: 'The description for search engines.',
    shareImage: 'The picture shown when the page is shared.',
  },
  'shared.address': {
    street: 'Street and number.',
    city: 'The city shown on lists.',
    postalCode: 'The postal code.',
    country: 'The two-letter country code, such as `US`.',
  },
};
