import {describe, expect, it} from 'vitest';
import {evaluate} from '../../../src/lib/rest/evaluate';
import {NEXT_DOCUMENT_ID, WRITE_MOMENT} from '../../../src/model/trailhead/documents';
import {FULL_ACCESS, get, list, names} from './helpers';

const PINE_CONE = 'k9zjr0xq7v5n2m8p4w1ty6ce';

describe('locale', () => {
  it('lists only the documents that have the locale, in that locale', () => {
    expect(names('/api/restaurants?locale=fr&fields[0]=name')).toEqual(['Bistro de la Pomme de Pin', 'Ramen du Sommet']);
    expect(names('/api/restaurants?locale=de&fields[0]=name')).toEqual(['Bistro zum Tannenzapfen']);
  });
  it('reads en by default, and a findOne answers 404 in a locale the document lacks', () => {
    expect(get(`/api/restaurants/${PINE_CONE}`).body).toMatchObject({data: {locale: 'en', name: 'Pine Cone Bistro'}});
    expect(get(`/api/restaurants/${PINE_CONE}?locale=fr`).body).toMatchObject({data: {id: 14, locale: 'fr'}});
    expect(get('/api/restaurants/h2bq8w0sm4x7d1nv6yk3tr9e?locale=de').status).toBe(404);
  });
  it('answers 400 for a locale the project does not have', () => {
    expect(get('/api/restaurants?locale=es').body).toMatchObject({error: {name: 'ValidationError', message: 'Invalid locale es'}});
  });
  it('leaves locale out of a type that is not localized', () => {
    expect(list('/api/reviews?pagination[pageSize]=1').data[0]).not.toHaveProperty('locale');
  });
});

describe('status', () => {
  it('reads published rows by default and draft rows with status=draft', () => {
    expect(names('/api/restaurants?locale=fr&fields[0]=name')).not.toContain('Tacos du Sentier');
    const drafts = list('/api/restaurants?locale=fr&status=draft&fields[0]=name&fields[1]=publishedAt').data;
    expect(drafts.map((item) => [item.id, item.name, item.publishedAt])).toEqual([
      [13, 'Bistro de la Pomme de Pin', null],
      [15, 'Ramen du Sommet', null],
      [17, 'Tacos du Sentier', null],
    ]);
  });
  it('answers 400 for an unknown status', () => {
    expect(get('/api/restaurants?status=live').status).toBe(400);
  });
});

describe('single documents and single types', () => {
  it('answers one document with an empty meta', () => {
    expect(get(`/api/restaurants/${PINE_CONE}?fields[0]=name`)).toEqual({
      status: 200,
      body: {data: {id: 3, documentId: PINE_CONE, name: 'Pine Cone Bistro'}, meta: {}},
    });
  });
  it('answers the single type without a documentId', () => {
    expect(get('/api/homepage?populate=seo').body).toMatchObject({
      data: {id: 6, seo: {metaTitle: 'Trailhead: restaurants and hiking trails'}},
      meta: {},
    });
  });
  it('answers 404 for an unknown documentId, an unknown route and a wrong method', () => {
    expect(get('/api/restaurants/unknowndocumentid0000000')).toEqual({
      status: 404,
      body: {data: null, error: {status: 404, name: 'NotFoundError', message: 'Not Found', details: {}}},
    });
    expect(get('/api/restaurant').status).toBe(404);
    expect(evaluate({method: 'POST', url: '/api/homepage'}).status).toBe(404);
  });
  it('answers 400 for a parameter the route does not read', () => {
    expect(get(`/api/restaurants/${PINE_CONE}?sort=name`).body).toMatchObject({error: {message: 'Invalid key sort'}});
    expect(get('/api/restaurants?publicationState=live').body).toMatchObject({error: {message: 'Invalid key publicationState'}});
  });
});

describe('permissions', () => {
  it('answers 403 when the Public role lacks the action', () => {
    expect(evaluate({method: 'DELETE', url: `/api/restaurants/${PINE_CONE}`})).toEqual({
      status: 403,
      body: {data: null, error: {status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}}},
    });
    expect(get('/api/users').status).toBe(403);
  });
  it('answers 403 when a read-only token writes, 401 for an unknown token', () => {
    const readOnly = {Authorization: 'Bearer trailhead-read-only-token'};
    expect(evaluate({method: 'POST', url: '/api/restaurants', headers: readOnly, body: {data: {name: 'X'}}}).status).toBe(403);
    expect(get('/api/restaurants', {Authorization: 'Bearer not-a-token'})).toEqual({
      status: 401,
      body: {data: null, error: {status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {}}},
    });
  });
  it('lets an end user read their own account', () => {
    expect(get('/api/users/me', {Authorization: 'Bearer trailhead-jwt-ana'})).toMatchObject({status: 200, body: {id: 3, username: 'ana'}});
    expect(get('/api/users/me').status).toBe(403);
  });
});

describe('writes', () => {
  it('POST creates a document at the write moment, with the next ids of the table', () => {
    const answer = evaluate({
      method: 'POST',
      url: '/api/restaurants',
      headers: FULL_ACCESS,
      body: {data: {name: 'Alpine Dumplings', slug: 'alpine-dumplings', capacity: 18}},
    });
    expect(answer).toEqual({
      status: 201,
      body: {
        data: {
          id: 43,
          documentId: NEXT_DOCUMENT_ID,
          name: 'Alpine Dumplings',
          slug: 'alpine-dumplings',
          description: null,
          priceRange: 'moderate',
          capacity: 18,
          phone: null,
          averageRating: null,
          createdAt: WRITE_MOMENT,
          updatedAt: WRITE_MOMENT,
          publishedAt: WRITE_MOMENT,
          locale: 'en',
        },
        meta: {},
      },
    });
  });
  it('POST with status=draft saves only the draft', () => {
    const answer = evaluate({
      method: 'POST',
      url: '/api/restaurants?status=draft',
      headers: FULL_ACCESS,
      body: {data: {name: 'Alpine Dumplings'}},
    });
    expect(answer.body).toMatchObject({data: {id: 42, publishedAt: null}});
  });
  it('PUT changes the fields sent, and publishing writes a new published row', () => {
    const answer = evaluate({
      method: 'PUT',
      url: '/api/restaurants/p7vn3c1xz9q5j0tr4mw8hk2a',
      headers: FULL_ACCESS,
      body: {data: {capacity: 32}},
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      data: {
        id: 42,
        documentId: 'p7vn3c1xz9q5j0tr4mw8hk2a',
        name: 'Trailside Tacos',
        capacity: 32,
        createdAt: '2024-12-02T08:30:11.004Z',
        updatedAt: WRITE_MOMENT,
      },
    });
  });
  it('DELETE answers 204 without a body, 404 when there is nothing to delete', () => {
    expect(evaluate({method: 'DELETE', url: `/api/restaurants/${PINE_CONE}`, headers: FULL_ACCESS})).toEqual({status: 204, body: null});
    expect(evaluate({method: 'DELETE', url: '/api/restaurants/unknowndocumentid0000000', headers: FULL_ACCESS}).status).toBe(404);
  });
  it('validates the body with the documented messages', () => {
    expect(
      evaluate({method: 'POST', url: '/api/restaurants', headers: FULL_ACCESS, body: {data: {name: 'Summit Café', rating: 5}}}).body,
    ).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid key rating',
        details: {key: 'rating', path: 'rating', source: 'body'},
      },
    });
    expect(evaluate({method: 'POST', url: '/api/restaurants', headers: FULL_ACCESS, body: {data: {name: ''}}}).body).toMatchObject({
      error: {message: 'name must be at least 1 characters', details: {errors: [{path: ['name'], value: ''}]}},
    });
    expect(
      evaluate({method: 'PUT', url: `/api/restaurants/${PINE_CONE}`, headers: FULL_ACCESS, body: {data: {name: 'x'.repeat(121)}}}).body,
    ).toMatchObject({
      error: {message: 'name must be at most 120 characters'},
    });
  });
});
