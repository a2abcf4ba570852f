import {createRuntime, type RuntimeOptions} from '../../../src/lib/documents/runtime';
import type {SourceDocument} from '../../../src/lib/documents/store';

/**
 * Small data of the runtime's own tests, on the Trailhead schemas: three restaurants and two categories.
 * - Alpha: English published (draft row 1, published row 2), French draft only (row 3), in Vegan.
 * - Beta: English draft only (row 4), in Vegan and Terrace, in Boulder.
 * - Gamma: English published (draft row 5, published row 6), in no category.
 * - Vegan: published (draft 1, published 2); Terrace: a draft (3).
 */
export const ALPHA = 'alpha00000000000000000a1';
export const BETA = 'beta000000000000000000b2';
export const GAMMA = 'gamma0000000000000000003';
export const VEGAN = 'vegan0000000000000000001';
export const TERRACE = 'terrace00000000000000002';

const at = (day: number) => `2024-11-0${day}T10:00:00.000Z`;
const restaurant = (locale: string, id: number, draftId: number | undefined, published: boolean, fields: Record<string, unknown>) => ({
  locale,
  id,
  ...(draftId ? {draftId} : {}),
  createdAt: at(1),
  updatedAt: at(2),
  publishedAt: published ? at(3) : null,
  fields,
});

export const DOCUMENTS: readonly SourceDocument[] = [
  {
    uid: 'api::restaurant.restaurant',
    documentId: ALPHA,
    versions: [
      restaurant('en', 2, 1, true, {name: 'Alpha', slug: 'alpha', priceRange: 'budget', capacity: 10, categories: [VEGAN]}),
      restaurant('fr', 3, undefined, false, {name: 'Alpha FR', slug: 'alpha-fr', priceRange: 'budget', capacity: 10, categories: [VEGAN]}),
    ],
  },
  {
    uid: 'api::restaurant.restaurant',
    documentId: BETA,
    versions: [
      restaurant('en', 4, undefined, false, {
        name: 'Beta',
        slug: 'beta',
        priceRange: 'upscale',
        capacity: 30,
        address: {city: 'Boulder'},
        categories: [VEGAN, TERRACE],
      }),
    ],
  },
  {
    uid: 'api::restaurant.restaurant',
    documentId: GAMMA,
    versions: [restaurant('en', 6, 5, true, {name: 'Gamma', slug: 'gamma', priceRange: 'moderate', capacity: 20, categories: []})],
  },
  {uid: 'api::category.category', documentId: VEGAN, versions: [restaurant('en', 2, 1, true, {name: 'Vegan', slug: 'vegan'})]},
  {
    uid: 'api::category.category',
    documentId: TERRACE,
    versions: [restaurant('en', 3, undefined, false, {name: 'Terrace', slug: 'terrace'})],
  },
];

/** A runtime over the small data. */
export const runtime = (options: RuntimeOptions = {}) => createRuntime({documents: DOCUMENTS, ...options});

/** The Document Service of restaurants, over the small data. */
export const restaurants = (options: RuntimeOptions = {}) => runtime(options).documents('api::restaurant.restaurant');

/** The ValidationError a call throws, or null. */
export function thrown(call: () => unknown): {diagnostics?: unknown; errors?: unknown; message: string} | null {
  try {
    call();
    return null;
  } catch (error) {
    return error as {message: string};
  }
}
