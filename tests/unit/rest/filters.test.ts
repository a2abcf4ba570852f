import {describe, expect, it} from 'vitest';
import {FILTER_OPERATORS, LOGICAL_OPERATORS} from '../../../src/model/api/rest';
import {get, names} from './helpers';

const R = '/api/restaurants?fields[0]=name';

/** One case per comparison operator: a query, what it keeps, and a restaurant it must not keep. */
const OPERATOR_CASES: Record<string, {query: string; keeps: string[]; excludes: string}> = {
  $eq: {query: 'filters[name][$eq]=Summit Ramen', keeps: ['Summit Ramen'], excludes: 'Summit Café'},
  $eqi: {query: 'filters[name][$eqi]=summit ramen', keeps: ['Summit Ramen'], excludes: 'Summit Café'},
  $ne: {
    query: 'filters[priceRange][$ne]=budget',
    keeps: ['Pine Cone Bistro', 'Blue Heron Bistro', 'Juniper Ridge Café', 'Granite Grill'],
    excludes: 'Summit Ramen',
  },
  $nei: {
    query: 'filters[priceRange][$nei]=BUDGET',
    keeps: ['Pine Cone Bistro', 'Blue Heron Bistro', 'Juniper Ridge Café', 'Granite Grill'],
    excludes: 'Trailside Tacos',
  },
  $lt: {query: 'filters[capacity][$lt]=24', keeps: ['Summit Café'], excludes: 'Summit Ramen'},
  $lte: {query: 'filters[capacity][$lte]=24', keeps: ['Summit Ramen', 'Summit Café'], excludes: 'Juniper Ridge Café'},
  $gt: {query: 'filters[capacity][$gt]=40', keeps: ['Granite Grill'], excludes: 'Pine Cone Bistro'},
  $gte: {query: 'filters[capacity][$gte]=40', keeps: ['Pine Cone Bistro', 'Granite Grill'], excludes: 'Blue Heron Bistro'},
  $in: {
    query: 'filters[capacity][$in][0]=20&filters[capacity][$in][1]=64',
    keeps: ['Summit Café', 'Granite Grill'],
    excludes: 'Summit Ramen',
  },
  $notIn: {
    query: 'filters[priceRange][$notIn][0]=budget&filters[priceRange][$notIn][1]=moderate',
    keeps: ['Granite Grill'],
    excludes: 'Pine Cone Bistro',
  },
  $contains: {query: 'filters[name][$contains]=Bistro', keeps: ['Pine Cone Bistro', 'Blue Heron Bistro'], excludes: 'Summit Café'},
  $notContains: {
    query: 'filters[name][$notContains]=o',
    keeps: ['Summit Ramen', 'Summit Café', 'Juniper Ridge Café', 'Granite Grill'],
    excludes: 'Pine Cone Bistro',
  },
  $containsi: {query: 'filters[name][$containsi]=bistro', keeps: ['Pine Cone Bistro', 'Blue Heron Bistro'], excludes: 'Granite Grill'},
  $notContainsi: {
    query: 'filters[name][$notContainsi]=S',
    keeps: ['Juniper Ridge Café', 'Granite Grill'],
    excludes: 'Summit Ramen',
  },
  $null: {
    query: 'filters[phone][$null]=true',
    keeps: ['Trailside Tacos', 'Blue Heron Bistro', 'Summit Café', 'Juniper Ridge Café', 'Granite Grill'],
    excludes: 'Pine Cone Bistro',
  },
  $notNull: {query: 'filters[phone][$notNull]=true', keeps: ['Pine Cone Bistro', 'Summit Ramen'], excludes: 'Granite Grill'},
  $between: {
    query: 'filters[capacity][$between][0]=28&filters[capacity][$between][1]=36',
    keeps: ['Trailside Tacos', 'Blue Heron Bistro', 'Juniper Ridge Café'],
    excludes: 'Pine Cone Bistro',
  },
  $startsWith: {query: 'filters[name][$startsWith]=Summit', keeps: ['Summit Ramen', 'Summit Café'], excludes: 'Trailside Tacos'},
  $startsWithi: {query: 'filters[name][$startsWithi]=summit', keeps: ['Summit Ramen', 'Summit Café'], excludes: 'Granite Grill'},
  $endsWith: {query: 'filters[name][$endsWith]=Café', keeps: ['Summit Café', 'Juniper Ridge Café'], excludes: 'Summit Ramen'},
  $endsWithi: {query: 'filters[name][$endsWithi]=CAFÉ', keeps: ['Summit Café', 'Juniper Ridge Café'], excludes: 'Granite Grill'},
};

describe('filters: each comparison operator', () => {
  it('has a case for every operator of the model', () => {
    expect(Object.keys(OPERATOR_CASES).sort()).toEqual(FILTER_OPERATORS.map((operator) => operator.name).sort());
  });
  for (const [operator, {query, keeps, excludes}] of Object.entries(OPERATOR_CASES))
    it(`${operator} keeps what it matches and nothing else`, () => {
      const kept = names(`${R}&${query}`);
      expect([...kept].sort()).toEqual([...keeps].sort());
      expect(kept).not.toContain(excludes);
    });
  it('reads a bare value as $eq, and compares dates as dates', () => {
    expect(names(`${R}&filters[slug]=summit-ramen`)).toEqual(['Summit Ramen']);
    expect(names(`${R}&filters[createdAt][$lt]=2024-11-01`)).toEqual(['Summit Café']);
  });
  it('accepts encoded brackets as the server decodes them', () => {
    expect(names(`${R}&filters%5Bname%5D%5B%24eq%5D=Granite%20Grill`)).toEqual(['Granite Grill']);
  });
});

describe('filters: logical operators', () => {
  it('covers every logical operator of the model', () => {
    expect(LOGICAL_OPERATORS.map((operator) => operator.name)).toEqual(['$and', '$or', '$not']);
  });
  it('$or at the top keeps a document that matches one condition', () => {
    expect(names(`${R}&filters[$or][0][capacity][$lt]=21&filters[$or][1][capacity][$gt]=60`)).toEqual(['Summit Café', 'Granite Grill']);
  });
  it('$and at the top needs every condition', () => {
    expect(names(`${R}&filters[$and][0][priceRange]=budget&filters[$and][1][capacity][$gte]=24`)).toEqual([
      'Summit Ramen',
      'Trailside Tacos',
    ]);
  });
  it('$not at the top inverts its condition', () => {
    expect(names(`${R}&filters[$not][priceRange]=moderate`)).toEqual(['Summit Ramen', 'Trailside Tacos', 'Summit Café', 'Granite Grill']);
  });
  it('nests: $or inside $and, and logical operators on a field', () => {
    expect(
      names(
        `${R}&filters[$and][0][$or][0][name][$startsWith]=Summit&filters[$and][0][$or][1][name][$startsWith]=Pine&filters[$and][1][capacity][$gt]=22`,
      ),
    ).toEqual(['Pine Cone Bistro', 'Summit Ramen']);
    expect(names(`${R}&filters[capacity][$or][0][$lt]=21&filters[capacity][$or][1][$gt]=60`)).toEqual(['Summit Café', 'Granite Grill']);
    expect(names(`${R}&filters[name][$not][$contains]=a`)).toEqual(['Pine Cone Bistro', 'Blue Heron Bistro']);
  });
});

describe('filters: deep filtering', () => {
  it('reaches the fields of a to-many relation (one related document is enough)', () => {
    expect(names(`${R}&filters[categories][slug][$eq]=terrace`)).toEqual(['Pine Cone Bistro', 'Juniper Ridge Café']);
  });
  it('reaches the fields of a relation two levels down', () => {
    expect(names(`${R}&filters[reviews][author][username][$eq]=maya.hikes`, 'name')).toEqual(['Pine Cone Bistro']);
  });
  it('reaches the fields of a component', () => {
    expect(names(`${R}&filters[address][city][$eq]=Nederland`)).toEqual(['Summit Café', 'Juniper Ridge Café']);
  });
  it('tests a relation, media or component as a whole with $null', () => {
    expect(names(`${R}&filters[cover][$null]=false`)).toEqual(['Pine Cone Bistro', 'Summit Café']);
    expect(names(`${R}&filters[reviews][$notNull]=true`)).toEqual(['Pine Cone Bistro', 'Blue Heron Bistro']);
  });
});

describe('filters: what the server refuses', () => {
  it('answers 400 with the documented body for an unknown field', () => {
    expect(get('/api/restaurants?filters[nmae][$eq]=x')).toEqual({
      status: 400,
      body: {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Invalid key nmae',
          details: {key: 'nmae', path: 'filters.nmae', source: 'query'},
        },
      },
    });
  });
  it('answers 400 for an unknown operator, a private field, a dynamic zone and a comparison without a field', () => {
    expect(get('/api/restaurants?filters[name][$like]=x').body).toMatchObject({
      error: {message: 'Invalid key $like', details: {path: 'filters.name.$like'}},
    });
    expect(get('/api/users?filters[password][$eq]=x', {Authorization: 'Bearer trailhead-full-access-token'}).status).toBe(400);
    expect(get('/api/homepage?filters[sections][$null]=true').status).toBe(400);
    expect(get('/api/restaurants?filters[$eq]=x').body).toMatchObject({error: {message: 'Invalid key $eq'}});
  });
});
