import {describe, expect, it} from 'vitest';
import {
  DEFAULT_STATUS,
  ERRORS,
  ERROR_CLASSES,
  FILTER_OPERATORS,
  LOGICAL_OPERATORS,
  OPERATORS,
  PAGINATION_KEYS,
  PAGINATION_LIMITS,
  PAGINATION_META,
  PLUGIN_ROUTES,
  POPULATABLE_TYPES,
  ROUTE_TEMPLATES,
  STATUSES,
  effectiveLimit,
  errorBody,
  operator,
  pageCount,
} from '../../src/model/api/rest';
import {customRoutes} from '../../src/model/trailhead/code';
import {ATTRIBUTE_TYPES} from '../../src/model/trailhead/schemaTypes';

describe('the REST rules', () => {
  it('list each operator once, with the value it takes', () => {
    expect(new Set(OPERATORS).size).toBe(OPERATORS.length);
    expect(OPERATORS).toHaveLength(FILTER_OPERATORS.length + LOGICAL_OPERATORS.length);
    expect(operator('$in')?.takes).toBe('list');
    expect(operator('$notIn')?.takes).toBe('list');
    expect(operator('$null')?.takes).toBe('boolean');
    expect(operator('$between')?.takes).toBe('pair');
    expect(operator('$containsi')?.takes).toBe('text');
    expect(operator('$or')?.takes).toBe('conditions');
    expect(operator('$not')?.takes).toBe('condition');
    expect(operator('$like')).toBeUndefined();
  });

  it('give a collection type five routes and a single type three, with the documented statuses', () => {
    const routes = (kind: string) =>
      ROUTE_TEMPLATES.filter((route) => route.kind === kind).map((route) => `${route.method} ${route.path} ${route.status}`);
    expect(routes('collectionType')).toEqual([
      'GET /:pluralName 200',
      'POST /:pluralName 201',
      'GET /:pluralName/:documentId 200',
      'PUT /:pluralName/:documentId 200',
      'DELETE /:pluralName/:documentId 204',
    ]);
    expect(routes('singleType')).toEqual(['GET /:singularName 200', 'PUT /:singularName 200', 'DELETE /:singularName 204']);
    // Only the list reads filters, sort and pagination; a single type reads populate, fields, locale and status.
    for (const route of ROUTE_TEMPLATES) {
      expect(route.parameters.includes('pagination')).toBe(route.list);
      expect(route.parameters.includes('filters')).toBe(route.list);
    }
    expect(ROUTE_TEMPLATES.find((route) => route.kind === 'singleType' && route.method === 'GET')?.parameters).toEqual([
      'populate',
      'fields',
      'locale',
      'status',
    ]);
  });

  it('match no two fixed routes on the same method and path', () => {
    const keys = [...customRoutes, ...PLUGIN_ROUTES].map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('hold the documented pagination defaults and maximum', () => {
    expect(PAGINATION_LIMITS).toEqual({defaultLimit: 25, maxLimit: 100, withCount: true});
    expect(PAGINATION_KEYS.pageSize.max).toBe(100);
    expect(PAGINATION_KEYS.page.min).toBe(1);
    expect(effectiveLimit(undefined)).toBe(25);
    expect(effectiveLimit(500)).toBe(100);
    expect(pageCount(7, 2)).toBe(4);
    expect(pageCount(7, 25)).toBe(1);
    expect(pageCount(0, 25)).toBe(0);
  });

  it('answer a missing token with 403 (the Public role) and a bad token with 401', () => {
    expect(ERRORS.noToken).toMatchObject({status: 403, name: 'ForbiddenError'});
    expect(ERRORS.invalidToken).toMatchObject({status: 401, name: 'UnauthorizedError'});
    expect(ERRORS.invalidParameter).toMatchObject({status: 400, name: 'ValidationError'});
    for (const situation of Object.values(ERRORS)) expect(ERROR_CLASSES[situation.name]).toBe(situation.status);
    expect(errorBody('invalidToken')).toEqual({
      data: null,
      error: {status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {}},
    });
    expect(errorBody('invalidParameter', 'Invalid key rating').error.message).toBe('Invalid key rating');
  });

  it('name the keys of meta.pagination per style, the populatable attribute types and the default status', () => {
    expect(PAGINATION_META.page).toEqual(['page', 'pageSize', 'pageCount', 'total']);
    expect(PAGINATION_META.offset).toEqual(['start', 'limit', 'total']);
    for (const key of [...PAGINATION_META.page, ...PAGINATION_META.offset].filter((name) => !['pageCount', 'total'].includes(name)))
      expect(key in PAGINATION_KEYS).toBe(true);
    for (const type of POPULATABLE_TYPES) expect(ATTRIBUTE_TYPES).toContain(type);
    expect(STATUSES).toContain(DEFAULT_STATUS);
  });
});
