import {describe, expect, it} from 'vitest';
import {isRestPath} from '../../src/lib/browser/restPath';
import {
  encodedUrl,
  exampleBody,
  formatQueryObject,
  queryObjectOf,
  splitUrl,
  statusLine,
  summarize,
  takesBody,
} from '../../src/lib/browser/restPlayground';
import {parseQueryObject} from '../../src/lib/browser/queryString';

describe('which requests get "Try it"', () => {
  it('is every /api path and nothing else', () => {
    expect(isRestPath('/api/restaurants?populate=*')).toBe(true);
    expect(isRestPath('/api/homepage')).toBe(true);
    expect(isRestPath('/api')).toBe(true);
    expect(isRestPath('/graphql')).toBe(false);
    expect(isRestPath('/apiary')).toBe(false);
    expect(isRestPath('/admin/api/x')).toBe(false);
  });

  it('edits a body for the methods that send one', () => {
    expect(['GET', 'DELETE', 'POST', 'PUT', 'PATCH'].filter(takesBody)).toEqual(['POST', 'PUT', 'PATCH']);
  });
});

describe('URL and query object', () => {
  it('splits a URL at its first question mark', () => {
    expect(splitUrl('/api/restaurants?a=1?b')).toEqual({path: '/api/restaurants', search: 'a=1?b'});
    expect(splitUrl('/api/restaurants')).toEqual({path: '/api/restaurants', search: ''});
  });

  it('reads the query as the server does, brackets and encoded values included', () => {
    expect(queryObjectOf('/api/restaurants?filters[name][$containsi]=summit%20ramen&sort[0]=name:asc')).toEqual({
      filters: {name: {$containsi: 'summit ramen'}},
      sort: ['name:asc'],
    });
  });

  it('writes the URL the reader typed the way qs encodes it', () => {
    expect(encodedUrl('/api/restaurants?filters[name][$eq]=Summit Ramen&sort=name:asc')).toBe(
      '/api/restaurants?filters[name][$eq]=Summit%20Ramen&sort=name%3Aasc',
    );
    expect(encodedUrl('/api/homepage')).toBe('/api/homepage');
  });

  it('formats a query object that the builder reads back unchanged', () => {
    const query = {filters: {name: {$containsi: "l'ours"}}, populate: ['cover'], pagination: {page: '2'}};
    const text = formatQueryObject(query);
    expect(text).toContain('$containsi:');
    expect(parseQueryObject(text)).toEqual({ok: true, value: query});
    expect(formatQueryObject({})).toBe('{}');
  });
});

describe('what the reader hears', () => {
  it('names the status and counts the documents', () => {
    expect(summarize({status: 200, body: {data: [{id: 1}, {id: 2}, {id: 3}], meta: {}}})).toBe('200 OK, 3 documents');
    expect(summarize({status: 200, body: {data: [{id: 1}], meta: {}}})).toBe('200 OK, 1 document');
    expect(summarize({status: 200, body: {data: {id: 1}, meta: {}}})).toBe('200 OK, 1 document');
    expect(summarize({status: 204, body: null})).toBe('204 No Content');
  });

  it('gives an error its name and message', () => {
    const body = {data: null, error: {status: 400, name: 'ValidationError', message: 'Invalid operator: $like', details: {}}};
    expect(summarize({status: 400, body})).toBe('400 ValidationError: Invalid operator: $like');
  });

  it('writes a status without a known reason as its number', () => {
    expect(statusLine(404)).toBe('404 Not Found');
    expect(statusLine(418)).toBe('418');
  });
});

describe('the body of a write example', () => {
  it('reads cURL data in single or double quotes', () => {
    const curl = `curl -X PUT http://localhost:1337/api/restaurants/p7vn3c1xz9q5j0tr4mw8hk2a \\\n  -H "Content-Type: application/json" \\\n  -d '{ "data": { "capacity": 30 } }'`;
    expect(exampleBody(curl)).toEqual({data: {capacity: 30}});
    expect(exampleBody('curl -X POST url --data "{\\"data\\": {\\"name\\": \\"x\\"}}"')).toEqual({data: {name: 'x'}});
    // A block's text without its line breaks (a hidden tab): the continued line's -d follows the backslash.
    expect(
      exampleBody(`curl -X POST http://localhost:1337/api/reviews \\-H "Content-Type: application/json" \\-d '{"data": {"rating": 4}}'`),
    ).toEqual({
      data: {rating: 4},
    });
  });

  it('reads a JSON block as a whole, and finds nothing in other text', () => {
    expect(exampleBody('{"data": {"name": "Summit Ramen"}}')).toEqual({data: {name: 'Summit Ramen'}});
    expect(exampleBody('curl http://localhost:1337/api/restaurants')).toBeUndefined();
    expect(exampleBody("curl -d 'not json' url")).toBeUndefined();
  });
});
