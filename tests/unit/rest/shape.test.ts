import {describe, expect, it} from 'vitest';
import {PAGINATION_LIMITS} from '../../../src/model/api/rest';
import {get, list, names} from './helpers';

const R = '/api/restaurants?fields[0]=name';

describe('sort', () => {
  it('sorts ascending by default and descending with :desc', () => {
    expect(names(`${R}&sort=capacity`)[0]).toBe('Summit Café');
    expect(names(`${R}&sort=capacity:desc`)[0]).toBe('Granite Grill');
  });
  it('sorts on several keys, as an array or a comma list', () => {
    const expected = [
      'Summit Café',
      'Summit Ramen',
      'Trailside Tacos',
      'Blue Heron Bistro',
      'Juniper Ridge Café',
      'Pine Cone Bistro',
      'Granite Grill',
    ];
    expect(names(`${R}&sort[0]=priceRange:asc&sort[1]=name:asc`)).toEqual(expected);
    expect(names(`${R}&sort=priceRange,name`)).toEqual(expected);
    expect(names(`${R}&sort[0]=priceRange:desc&sort[1]=name:desc`)[1]).toBe('Pine Cone Bistro');
  });
  it('goes through a component with a dot, and keeps database order (by id) without sort', () => {
    expect(names(`${R}&sort=address.city:desc&filters[address][city][$null]=false`).slice(0, 2)).toEqual([
      'Summit Café',
      'Juniper Ridge Café',
    ]);
    expect(list(R).data.map((item) => item.id)).toEqual([3, 5, 11, 23, 25, 31, 41]);
  });
  it('answers 400 for an unknown field or a to-many path', () => {
    expect(get('/api/restaurants?sort=rating:desc').body).toMatchObject({error: {message: 'Invalid key rating', details: {path: 'sort'}}});
    expect(get('/api/restaurants?sort=categories.name').status).toBe(400);
  });
});

describe('pagination', () => {
  it('defaults to page 1 of 25', () => {
    expect(list(R).meta.pagination).toEqual({page: 1, pageSize: PAGINATION_LIMITS.defaultLimit, pageCount: 1, total: 7});
  });
  it('pages by page and pageSize', () => {
    const body = list(`${R}&sort=name&pagination[page]=2&pagination[pageSize]=3`);
    expect(body.data.map((item) => item.name)).toEqual(['Pine Cone Bistro', 'Summit Café', 'Summit Ramen']);
    expect(body.meta.pagination).toEqual({page: 2, pageSize: 3, pageCount: 3, total: 7});
  });
  it('pages by start and limit', () => {
    const body = list(`${R}&sort=name&pagination[start]=3&pagination[limit]=3`);
    expect(body.data.map((item) => item.name)).toEqual(['Pine Cone Bistro', 'Summit Café', 'Summit Ramen']);
    expect(body.meta.pagination).toEqual({start: 3, limit: 3, total: 7});
  });
  it('lowers a size above the maximum without an error', () => {
    expect(list(`${R}&pagination[pageSize]=500`).meta.pagination.pageSize).toBe(PAGINATION_LIMITS.maxLimit);
    expect(list(`${R}&pagination[limit]=101`).meta.pagination.limit).toBe(PAGINATION_LIMITS.maxLimit);
  });
  it('leaves the counts out with withCount=false', () => {
    expect(list(`${R}&pagination[page]=3&pagination[pageSize]=10&pagination[withCount]=false`).meta.pagination).toEqual({
      page: 3,
      pageSize: 10,
    });
    expect(list(`${R}&pagination[start]=0&pagination[withCount]=false`).meta.pagination).toEqual({start: 0, limit: 25});
  });
  it('returns an empty page past the last one', () => {
    expect(list(`${R}&pagination[page]=9&pagination[pageSize]=5`).data).toEqual([]);
  });
  it('answers 400 for mixed styles and for values out of their limits', () => {
    const mixed = get('/api/restaurants?pagination[page]=1&pagination[limit]=5');
    expect(mixed.status).toBe(400);
    expect(mixed.body).toMatchObject({
      error: {name: 'ValidationError', message: 'Invalid pagination parameters: page and pageSize cannot be mixed with start and limit'},
    });
    expect(get('/api/restaurants?pagination[page]=0').status).toBe(400);
    expect(get('/api/restaurants?pagination[pageSize]=ten').status).toBe(400);
    expect(get('/api/restaurants?pagination[start]=-1').status).toBe(400);
    expect(get('/api/restaurants?pagination[offset]=1').body).toMatchObject({error: {message: 'Invalid key offset'}});
  });
});

describe('fields', () => {
  it('keeps the listed fields plus id and documentId', () => {
    expect(list('/api/restaurants?fields[0]=name&fields[1]=priceRange&pagination[pageSize]=1').data).toEqual([
      {id: 3, documentId: 'k9zjr0xq7v5n2m8p4w1ty6ce', name: 'Pine Cone Bistro', priceRange: 'moderate'},
    ]);
    expect(Object.keys(list('/api/restaurants?fields[0]=locale&pagination[pageSize]=1').data[0]!)).toEqual(['id', 'documentId', 'locale']);
  });
  it('answers 400 for a relation, a private field or an unknown one', () => {
    expect(get('/api/restaurants?fields[0]=categories').body).toMatchObject({
      error: {message: 'Invalid key categories', details: {path: 'fields.0'}},
    });
    expect(get('/api/restaurants?fields[0]=rating').status).toBe(400);
  });
  it('without fields, returns every scalar field and the system fields, not what needs populate', () => {
    const [first] = list('/api/restaurants?pagination[pageSize]=1').data;
    expect(first).toMatchObject({name: 'Pine Cone Bistro', capacity: 40, locale: 'en', publishedAt: '2024-11-18T15:40:02.146Z'});
    expect(first).not.toHaveProperty('categories');
    expect(first).not.toHaveProperty('address');
  });
});

describe('populate', () => {
  const first = (query: string) => list(`/api/restaurants?fields[0]=name&pagination[pageSize]=1&${query}`).data[0]!;
  it('`*` populates every relation, media and component one level deep', () => {
    const item = first('populate=*');
    expect(Object.keys(item)).toEqual(['id', 'documentId', 'name', 'cover', 'address', 'seo', 'categories', 'reviews']);
    expect((item.reviews as Record<string, unknown>[])[0]).not.toHaveProperty('author');
  });
  it('a list of names and dotted paths', () => {
    const item = first('populate[0]=categories&populate[1]=reviews.author');
    expect((item.categories as {name: string}[]).map((category) => category.name)).toEqual(['Vegetarian', 'Lakeside', 'Terrace']);
    expect((item.reviews as {author: unknown}[]).map((review) => review.author)).toEqual([null, null]);
    const read = get('/api/restaurants?fields[0]=name&pagination[pageSize]=1&populate[0]=reviews.author', {
      Authorization: 'Bearer trailhead-read-only-token',
    });
    const reviews = (read.body as {data: {reviews: {author: {username: string}}[]}[]}).data[0]!.reviews;
    expect(reviews.map((review) => review.author.username)).toEqual(['ana', 'maya.hikes']);
  });
  it('a string, and the object form with true', () => {
    expect(first('populate=cover').cover).toMatchObject({id: 12, name: 'pine-cone-terrace.jpg'});
    expect(first('populate[address]=true').address).toEqual({street: '12 Shore Road', city: 'Boulder', postalCode: '80302', country: 'US'});
  });
  it('objects with nested fields, filters and sort', () => {
    const item = first(
      'populate[reviews][fields][0]=rating&populate[reviews][filters][rating][$gte]=4&populate[reviews][sort][0]=createdAt:desc',
    );
    expect(item.reviews).toEqual([
      {id: 57, documentId: 't4b8n2m6q0w3e7r1y5u9i2op', rating: 5},
      {id: 28, documentId: 'a7c2n9w4q1z8x5m3v6t0r2ye', rating: 4},
    ]);
    expect(first('populate[categories][fields][0]=name&populate[categories][filters][name][$eq]=Terrace').categories).toEqual([
      {id: 11, documentId: 'w7n2m8p4k9zjr0xq5v1ty6ce', name: 'Terrace'},
    ]);
  });
  it('a to-one relation is an object, an empty one null', () => {
    const review = (get('/api/reviews?populate=restaurant&fields[0]=rating').body as {data: {restaurant: {name: string}}[]}).data[0]!;
    expect(review.restaurant.name).toBe('Pine Cone Bistro');
    expect(list('/api/restaurants?filters[name]=Granite Grill&populate=cover&fields[0]=name').data[0]!.cover).toBeNull();
  });
  it('a dynamic zone: every component, or `on` per component', () => {
    const all = get('/api/homepage?populate[0]=sections').body as {data: {sections: {__component: string}[]}};
    expect(all.data.sections.map((section) => section.__component)).toEqual(['shared.seo', 'shared.address']);
    const on = get('/api/homepage?populate[sections][on][shared.address][fields][0]=city').body as {data: {sections: unknown[]}};
    expect(on.data.sections).toEqual([{__component: 'shared.address', city: 'Boulder'}]);
    expect(get('/api/homepage?populate[sections][fields][0]=city').status).toBe(400);
  });
  it('refuses what cannot be populated, and creator fields unless the content type allows them', () => {
    expect(get('/api/restaurants?populate[0]=name').body).toMatchObject({
      error: {message: 'Invalid key name', details: {path: 'populate.name'}},
    });
    expect(get('/api/articles?populate[0]=createdBy').status).toBe(400);
    expect(get('/api/restaurants?populate[cover][filters][name][$eq]=x').status).toBe(400);
  });
  it('a relation the caller cannot read comes back empty', () => {
    const review = (get('/api/reviews?populate=author&fields[0]=rating').body as {data: {author: unknown}[]}).data[0]!;
    expect(review.author).toBeNull();
    const withToken = get('/api/reviews?populate=author&fields[0]=rating', {Authorization: 'Bearer trailhead-read-only-token'});
    expect((withToken.body as {data: {author: {username: string}}[]}).data[0]!.author.username).toBe('ana');
  });
});
