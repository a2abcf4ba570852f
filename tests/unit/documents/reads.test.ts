import {describe, expect, it} from 'vitest';
import {LOCALES} from '../../../src/model/trailhead/documents';
import {OPERATORS} from '../../../src/model/api/rest';
import {compilePagination} from '../../../src/lib/documents/pagination';
import type {Diagnostics} from '../../../src/lib/documents/diagnostics';
import {ALPHA, BETA, GAMMA, restaurants, thrown} from './data';

const names = (documents: readonly {[key: string]: unknown}[]) => documents.map((document) => document.name);

describe('locale and status, with their documented defaults', () => {
  it('reads drafts of the default locale when the call does not say', () => {
    expect(
      restaurants()
        .findMany()
        .map(({id, name}) => [id, name]),
    ).toEqual([
      [1, 'Alpha'],
      [4, 'Beta'],
      [5, 'Gamma'],
    ]);
    expect(
      restaurants()
        .findMany({status: 'published'})
        .map(({id, name}) => [id, name]),
    ).toEqual([
      [2, 'Alpha'],
      [6, 'Gamma'],
    ]);
    expect(names(restaurants().findMany({locale: 'fr'}))).toEqual(['Alpha FR']);
  });
  it('answers null, not an error, for a version that does not exist', () => {
    expect(restaurants().findOne({documentId: ALPHA, locale: 'fr', status: 'published'})).toBeNull();
    expect(restaurants().findOne({documentId: BETA, status: 'published'})).toBeNull();
    expect(restaurants().findOne({documentId: 'nothing00000000000000000'})).toBeNull();
    expect(restaurants().findOne({documentId: GAMMA})).toMatchObject({id: 5, publishedAt: null, locale: 'en'});
  });
  it('throws a ValidationError for a locale or status the project does not have, with the values it has', () => {
    expect(thrown(() => restaurants().findMany({locale: 'es', status: 'live'}))).toMatchObject({
      message: 'Invalid locale es',
      diagnostics: [
        {rule: 'locale', path: ['locale'], allowed: LOCALES},
        {rule: 'status', path: ['status'], allowed: ['published', 'draft']},
      ],
    });
    expect(thrown(() => restaurants().findMany({locale: '*'}))).toMatchObject({message: 'Invalid locale *'});
  });
  it('counts drafts by default, which is every document', () => {
    expect(restaurants().count()).toBe(3);
    expect(restaurants().count({status: 'published', filters: {priceRange: 'budget'}})).toBe(1);
  });
});

describe('filters, one class of operator at a time', () => {
  const filtered = (filters: unknown) => names(restaurants().findMany({filters}));
  it('equality: a value, $eq, $eqi, $ne', () => {
    expect(filtered({name: 'Beta'})).toEqual(['Beta']);
    expect(filtered({name: {$eqi: 'GAMMA'}})).toEqual(['Gamma']);
    expect(filtered({priceRange: {$ne: 'budget'}})).toEqual(['Beta', 'Gamma']);
  });
  it('comparison and lists: $gt, $between, $in, $notIn', () => {
    expect(filtered({capacity: {$gt: 15}})).toEqual(['Beta', 'Gamma']);
    expect(filtered({capacity: {$between: [10, 20]}})).toEqual(['Alpha', 'Gamma']);
    expect(filtered({priceRange: {$in: ['budget', 'upscale']}})).toEqual(['Alpha', 'Beta']);
    expect(filtered({priceRange: {$notIn: ['budget']}})).toEqual(['Beta', 'Gamma']);
    // A list where a value goes means one of them, as $in does (/dev-docs/api/query-engine/filtering).
    expect(filtered({priceRange: ['budget', 'upscale']})).toEqual(['Alpha', 'Beta']);
  });
  it('text and emptiness: $containsi, $startsWith, $null, $notNull', () => {
    expect(filtered({name: {$containsi: 'MM'}})).toEqual(['Gamma']);
    expect(filtered({name: {$startsWith: 'Al'}})).toEqual(['Alpha']);
    expect(filtered({address: {$null: true}})).toEqual(['Alpha', 'Gamma']);
    expect(filtered({address: {$notNull: true}})).toEqual(['Beta']);
  });
  it('logical operators at the top and on a field, and deep conditions on relations and components', () => {
    expect(filtered({$or: [{name: 'Alpha'}, {capacity: {$gte: 30}}]})).toEqual(['Alpha', 'Beta']);
    expect(filtered({$not: {name: 'Alpha'}})).toEqual(['Beta', 'Gamma']);
    expect(filtered({capacity: {$and: [{$gt: 5}, {$lt: 25}]}})).toEqual(['Alpha', 'Gamma']);
    expect(filtered({categories: {name: 'Terrace'}})).toEqual(['Beta']);
    expect(filtered({address: {city: {$eqi: 'boulder'}}})).toEqual(['Beta']);
  });
  it('collects every problem with its path, rule and what the schema allows, before reading anything', () => {
    const error = thrown(() => restaurants().findMany({filters: {name: {$like: 'A'}, rating: 5, categories: {$eq: 'x'}, $gt: 1}}));
    expect(error).toMatchObject({
      diagnostics: [
        {rule: 'unknownOperator', path: ['filters', 'name', '$like'], key: '$like', allowed: OPERATORS},
        {rule: 'unknownField', path: ['filters', 'rating'], message: 'Invalid key rating'},
        {rule: 'operatorOnRelation', path: ['filters', 'categories', '$eq'], field: 'categories'},
        {rule: 'operatorWithoutField', path: ['filters', '$gt']},
      ],
    });
    expect((error?.diagnostics as {allowed?: string[]}[])[1]!.allowed).toContain('priceRange');
  });
  it('runs a call whose value fits no value of its field, and notes it', () => {
    expect(filtered({priceRange: 'cheap'})).toEqual([]);
  });
});

describe('populate, fields and sort', () => {
  it('populates relations in the status read: a draft category is no published one', () => {
    const draft = restaurants().findOne({documentId: BETA, populate: ['categories'], fields: ['name']});
    expect(draft).toEqual({
      id: 4,
      documentId: BETA,
      name: 'Beta',
      categories: [expect.objectContaining({id: 1, name: 'Vegan'}), expect.objectContaining({id: 3, name: 'Terrace'})],
    });
    const published = restaurants().findOne({documentId: ALPHA, status: 'published', populate: {categories: {fields: ['name']}}});
    expect(published?.categories).toEqual([{id: 2, documentId: expect.any(String), name: 'Vegan'}]);
    expect(Object.keys(restaurants().findOne({documentId: BETA, populate: '*'})!)).toEqual(
      expect.arrayContaining(['cover', 'address', 'seo', 'categories', 'reviews']),
    );
  });
  it('refuses an unknown populate key or a scalar, with the names it can populate', () => {
    expect(thrown(() => restaurants().findMany({populate: ['reviewz', 'name']}))).toMatchObject({
      diagnostics: [
        {
          rule: 'unknownField',
          path: ['populate', 'reviewz'],
          written: ['populate', 0],
          allowed: ['cover', 'address', 'seo', 'categories', 'reviews'],
        },
        {rule: 'notPopulatable', path: ['populate', 'name'], written: ['populate', 1]},
      ],
    });
    expect(thrown(() => restaurants().findMany({populate: {address: {filters: {city: 'x'}}}}))).toMatchObject({
      diagnostics: [{rule: 'optionNotApplicable', path: ['populate', 'address', 'filters'], kind: 'component'}],
    });
  });
  it('populates creator fields in the Document Service without the option REST needs', () => {
    const populate = {createdBy: {fields: ['firstname']}};
    expect(restaurants().findOne({documentId: ALPHA, populate})).toMatchObject({createdBy: null});
    expect(thrown(() => restaurants({creatorFieldTypes: []}).findOne({documentId: ALPHA, populate}))).toMatchObject({
      diagnostics: [{rule: 'creatorField', path: ['populate', 'createdBy']}],
    });
  });
  it('keeps the fields asked, plus id and documentId, and refuses a relation in fields', () => {
    expect(restaurants().findOne({documentId: GAMMA, fields: ['capacity']})).toEqual({id: 5, documentId: GAMMA, capacity: 20});
    expect(thrown(() => restaurants().findMany({fields: ['categories']}))).toMatchObject({
      diagnostics: [{rule: 'notScalar', path: ['fields', 0], kind: 'relation'}],
    });
  });
  it('sorts by each form the docs show, stably, through to-one components, never through a to-many relation', () => {
    expect(names(restaurants().findMany({sort: 'capacity:desc'}))).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(names(restaurants().findMany({sort: ['priceRange', 'name:desc']}))).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(names(restaurants().findMany({sort: {name: 'desc'}}))).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(names(restaurants().findMany({sort: 'address.city'}))).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(thrown(() => restaurants().findMany({sort: ['name:up', 'categories.name']}))).toMatchObject({
      diagnostics: [
        {rule: 'sortDirection', path: ['sort', 0]},
        {rule: 'sortThroughMany', field: 'categories'},
      ],
    });
  });
});

describe('pagination', () => {
  it('returns every match without limit, and a slice with limit and start', () => {
    expect(names(restaurants().findMany({sort: 'name'}))).toHaveLength(3);
    expect(names(restaurants().findMany({sort: 'name', limit: 1, start: 1}))).toEqual(['Beta']);
    expect(restaurants().findFirst({sort: 'name:desc'})?.name).toBe('Gamma');
    expect(thrown(() => restaurants().findMany({start: -1}))).toMatchObject({diagnostics: [{rule: 'belowMinimum', path: ['start']}]});
  });
  it('reads the REST pagination: a page size above the maximum is lowered and noted, styles never mix', () => {
    const out: Diagnostics = [];
    expect(compilePagination({pageSize: '500', page: '2'}, out)).toMatchObject({style: 'page', start: 100, limit: 100});
    expect(out).toMatchObject([{rule: 'aboveMaximum', severity: 'note', path: ['pagination', 'pageSize'], allowed: ['100']}]);
    const mixed: Diagnostics = [];
    compilePagination({page: '1', limit: '5'}, mixed);
    expect(mixed).toMatchObject([{rule: 'mixedPagination', severity: 'error'}]);
  });
});
