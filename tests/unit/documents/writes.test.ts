import {describe, expect, it} from 'vitest';
import {NEXT_DOCUMENT_ID, WRITE_MOMENT} from '../../../src/model/trailhead/documents';
import {createRuntime} from '../../../src/lib/documents/runtime';
import {ALPHA, BETA, GAMMA, VEGAN, restaurants, runtime, thrown} from './data';

const entries = (result: {entries: {[key: string]: unknown}[]}) =>
  result.entries.map(({id, locale, publishedAt}) => [id, locale, publishedAt]);

describe('create', () => {
  it('creates the draft only by default, with the next id of the table and the project’s next documentId', () => {
    const service = restaurants();
    expect(service.create({data: {name: 'Delta', slug: 'delta'}})).toMatchObject({
      id: 7,
      documentId: NEXT_DOCUMENT_ID,
      name: 'Delta',
      priceRange: 'moderate',
      createdAt: WRITE_MOMENT,
      publishedAt: null,
      locale: 'en',
    });
    expect(service.create({data: {name: 'Epsilon'}}).documentId).not.toBe(NEXT_DOCUMENT_ID);
  });
  it('with status published, saves the draft and publishes it: the published row comes next', () => {
    const service = restaurants();
    expect(service.create({data: {name: 'Delta'}, status: 'published', locale: 'fr'})).toMatchObject({
      id: 8,
      publishedAt: WRITE_MOMENT,
      locale: 'fr',
    });
    expect(service.findOne({documentId: NEXT_DOCUMENT_ID, locale: 'fr'})).toMatchObject({id: 7, publishedAt: null});
  });
  it('validates data: keys the content type has, and its rules', () => {
    expect(thrown(() => restaurants().create({data: {name: 'Delta', rating: 5, locale: 'fr'}}))).toMatchObject({
      diagnostics: [
        {rule: 'unknownField', path: ['rating']},
        {rule: 'managedField', path: ['locale']},
      ],
    });
    expect(thrown(() => restaurants().create({data: {capacity: 3}}))).toMatchObject({
      message: 'name must be defined',
      errors: [{path: ['name']}],
    });
    expect(thrown(() => restaurants().create({data: {name: 'x'.repeat(121), priceRange: 'free'}}))).toMatchObject({
      message: '2 errors occurred',
    });
  });
});

describe('update', () => {
  it('changes the draft; the published version keeps its values until publish', () => {
    const service = restaurants();
    expect(service.update({documentId: ALPHA, data: {capacity: 12}})).toMatchObject({id: 1, capacity: 12, updatedAt: WRITE_MOMENT});
    expect(service.findOne({documentId: ALPHA, status: 'published'})).toMatchObject({id: 2, capacity: 10});
    expect(service.update({documentId: ALPHA, data: {capacity: 14}, status: 'published'})).toMatchObject({id: 7, capacity: 14});
  });
  it('adds a translation: a locale the document lacks is created, as a new document would be', () => {
    const service = restaurants();
    expect(service.update({documentId: GAMMA, locale: 'de', data: {name: 'Gamma DE'}})).toMatchObject({
      id: 7,
      documentId: GAMMA,
      locale: 'de',
      name: 'Gamma DE',
      createdAt: WRITE_MOMENT,
    });
    expect(service.findMany({locale: 'de'}).map((document) => document.documentId)).toEqual([GAMMA]);
    expect(thrown(() => service.update({documentId: BETA, locale: 'de', data: {capacity: 3}}))).toMatchObject({
      message: 'name must be defined',
    });
  });
  it('shares the non-localized fields: a new locale starts with them, and writing one in a locale writes every draft', () => {
    const service = restaurants();
    // capacity and priceRange are not localized in the Trailhead schema; name is.
    expect(service.update({documentId: GAMMA, locale: 'fr', data: {name: 'Gamma FR'}})).toMatchObject({
      name: 'Gamma FR',
      capacity: 20,
      priceRange: 'moderate',
    });
    service.update({documentId: ALPHA, locale: 'fr', data: {capacity: 11, name: 'Alpha FR 2'}});
    expect(service.findOne({documentId: ALPHA})).toMatchObject({name: 'Alpha', capacity: 11});
    expect(service.findOne({documentId: ALPHA, status: 'published'})).toMatchObject({capacity: 10});
  });
  it('answers null for a documentId no document has, and writes nothing', () => {
    expect(restaurants().update({documentId: 'nothing00000000000000000', data: {capacity: 1}})).toBeNull();
  });
  it('connects relations where `position` says, and disconnects', () => {
    const service = restaurants();
    const categories = (documentId: string) =>
      (service.findOne({documentId, populate: {categories: {fields: ['name']}}})!.categories as {name: string}[]).map((c) => c.name);
    service.update({documentId: BETA, data: {categories: {connect: [{documentId: 'terrace00000000000000002', position: {start: true}}]}}});
    expect(categories(BETA)).toEqual(['Terrace', 'Vegan']);
    service.update({documentId: BETA, data: {categories: {disconnect: [VEGAN]}}});
    expect(categories(BETA)).toEqual(['Terrace']);
  });
});

describe('publish, unpublish, discardDraft', () => {
  it('publish copies the draft into a new published row, per locale or every locale', () => {
    const service = restaurants();
    expect(entries(service.publish({documentId: ALPHA, locale: '*'}))).toEqual([
      [7, 'en', WRITE_MOMENT],
      [8, 'fr', WRITE_MOMENT],
    ]);
    expect(service.findMany({status: 'published', locale: 'fr'}).map((document) => document.name)).toEqual(['Alpha FR']);
  });
  it('unpublish removes the published row and keeps the draft; nothing to do for a draft never published', () => {
    const service = restaurants();
    expect(entries(service.unpublish({documentId: ALPHA}))).toEqual([[2, 'en', '2024-11-03T10:00:00.000Z']]);
    expect(service.findOne({documentId: ALPHA, status: 'published'})).toBeNull();
    expect(service.findOne({documentId: ALPHA})).toMatchObject({id: 1});
    expect(service.unpublish({documentId: BETA}).entries).toEqual([]);
  });
  it('discardDraft replaces the draft with the published version; a draft never published stays', () => {
    const service = restaurants();
    service.update({documentId: GAMMA, data: {capacity: 99}});
    expect(entries(service.discardDraft({documentId: GAMMA}))).toEqual([[7, 'en', null]]);
    expect(service.findOne({documentId: GAMMA})).toMatchObject({capacity: 20});
    expect(service.discardDraft({documentId: BETA}).entries).toEqual([]);
  });
});

describe('delete and locales', () => {
  it('deletes both versions of one locale by default, and every locale with *', () => {
    const service = restaurants();
    expect(entries(service.delete({documentId: ALPHA}))).toEqual([
      [2, 'en', '2024-11-03T10:00:00.000Z'],
      [1, 'en', null],
    ]);
    expect(service.findOne({documentId: ALPHA, locale: 'fr'})).toMatchObject({name: 'Alpha FR'});
    expect(entries(service.delete({documentId: ALPHA, locale: '*'}))).toEqual([[3, 'fr', null]]);
    expect(service.delete({documentId: ALPHA}).entries).toEqual([]);
    expect(service.count({locale: 'fr'})).toBe(0);
  });
  it('writes in one runtime only: another runtime, and the shared model, keep their documents', () => {
    runtime().documents('api::restaurant.restaurant').delete({documentId: GAMMA});
    expect(restaurants().count()).toBe(3);
    const trailhead = createRuntime().documents('api::restaurant.restaurant');
    const before = trailhead.count({status: 'published'});
    createRuntime().documents('api::restaurant.restaurant').delete({documentId: 'k9zjr0xq7v5n2m8p4w1ty6ce', locale: '*'});
    expect(createRuntime().documents('api::restaurant.restaurant').count({status: 'published'})).toBe(before);
  });
});

describe('the Query Engine', () => {
  const rows = () => runtime().db.query('api::restaurant.restaurant');
  it('reads every row of the table, drafts and published ones, with where, select, orderBy, limit and offset', () => {
    expect(rows().count()).toBe(6);
    expect(rows().findMany({where: {publishedAt: {$notNull: true}, locale: 'en'}, select: ['name'], orderBy: {capacity: 'desc'}})).toEqual([
      // select keeps the id and the columns listed, not the documentId (/dev-docs/api/query-engine/single-operations).
      {id: 6, name: 'Gamma'},
      {id: 2, name: 'Alpha'},
    ]);
    expect(
      rows()
        .findMany({orderBy: [{id: 'desc'}], limit: 2, offset: 1})
        .map((row) => row.id),
    ).toEqual([5, 4]);
    expect(rows().findOne({where: {name: {$startsWith: 'Alpha F'}}})).toMatchObject({id: 3, locale: 'fr'});
  });
  it('populates a row’s relations in its own locale and status', () => {
    const categories = (id: number) =>
      (rows().findOne({where: {id}, populate: {categories: {select: ['name']}}})!.categories as {id: number}[]).map((row) => row.id);
    expect(categories(4)).toEqual([1, 3]);
    expect(categories(2)).toEqual([2]);
  });
  it('takes its own options on a populated field: select, where, orderBy, limit and offset, not the Document Service’s', () => {
    const names = (populate: unknown) =>
      (rows().findOne({where: {id: 4}, populate: {categories: populate}})!.categories as {name: string}[]).map((row) => row.name);
    expect(names({select: ['name'], orderBy: {name: 'desc'}})).toEqual(['Vegan', 'Terrace']);
    expect(names({where: {name: {$startsWith: 'T'}}})).toEqual(['Terrace']);
    expect(names({orderBy: {name: 'asc'}, limit: 1, offset: 1})).toEqual(['Vegan']);
    expect(thrown(() => rows().findOne({populate: {categories: {fields: ['name']}}}))).toMatchObject({
      diagnostics: [
        {rule: 'unknownOption', path: ['populate', 'categories', 'fields'], allowed: expect.arrayContaining(['select', 'limit'])},
      ],
    });
    expect(thrown(() => restaurants().findOne({documentId: ALPHA, populate: {categories: {limit: 1}}}))).toMatchObject({
      diagnostics: [{rule: 'unknownOption', path: ['populate', 'categories', 'limit']}],
    });
  });
  it('orders by a column of a to-one relation or a component with a nested object', () => {
    const cities = rows().findMany({where: {locale: 'en', publishedAt: {$null: true}}, orderBy: [{address: {city: 'asc'}}, {id: 'asc'}]});
    expect(cities.map((row) => row.id)).toEqual([4, 1, 5]);
  });
  it('creates, updates and deletes rows', () => {
    const table = runtime().db.query('api::restaurant.restaurant');
    expect(table.create({data: {name: 'Delta', locale: 'fr'}})).toMatchObject({id: 7, locale: 'fr', publishedAt: null});
    expect(table.update({where: {name: 'Delta'}, data: {capacity: 8}})).toMatchObject({id: 7, capacity: 8});
    expect(table.delete({where: {id: 7}})).toMatchObject({name: 'Delta'});
    expect(table.count()).toBe(6);
    expect(table.update({where: {id: 99}, data: {capacity: 1}})).toBeNull();
  });
  it('writes in bulk: createMany, updateMany and deleteMany return counts, scalar columns only', () => {
    const table = runtime().db.query('api::restaurant.restaurant');
    expect(
      table.createMany({
        data: [
          {name: 'Delta', categories: [VEGAN]},
          {name: 'Epsilon', locale: 'fr'},
        ],
      }),
    ).toEqual({count: 2, ids: [7, 8]});
    expect(table.findOne({where: {id: 7}, populate: ['categories']})).toMatchObject({name: 'Delta', categories: [], publishedAt: null});
    expect(table.updateMany({where: {documentId: ALPHA}, data: {capacity: 9}})).toEqual({count: 3});
    expect(table.findMany({where: {documentId: ALPHA}}).map((row) => row.capacity)).toEqual([9, 9, 9]);
    expect(table.deleteMany({where: {name: {$in: ['Delta', 'Epsilon']}}})).toEqual({count: 2});
    expect(table.findWithCount({where: {locale: 'en'}, orderBy: {id: 'asc'}, limit: 1})).toEqual([[expect.objectContaining({id: 1})], 5]);
  });
  it('throws for a where on a field the table does not have, at its path', () => {
    expect(thrown(() => rows().findMany({where: {rating: 5}}))).toMatchObject({diagnostics: [{path: ['where', 'rating']}]});
  });
});
