import {describe, expect, it} from 'vitest';
import {applyResponseFixes, checkRestExamples, formatRestProblem, restExamples} from '../examples/rest';
import {firstDifference, printJson, project} from '../examples/restCompare';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const result = checkRestExamples(restExamples(await fixtureModels(name), ROOT));
  return {result, messages: result.problems.map(formatRestProblem)};
}

describe('the convention for what a response may leave out', () => {
  const computed = {
    data: [
      {id: 1, name: 'A', city: 'X'},
      {id: 2, name: 'B', city: 'Y'},
    ],
    meta: {pagination: {page: 1, total: 2}},
  };
  it('accepts omitted keys and a prefix of an array', () => {
    expect(firstDifference({data: [{name: 'A'}], meta: {pagination: {page: 1, total: 2}}}, computed)).toBeNull();
    expect(firstDifference({data: []}, computed)).toBeNull();
  });
  it('refuses a different value, a reordered or longer array, an extra key and a partial meta.pagination', () => {
    expect(firstDifference({data: [{name: 'B'}]}, computed)).toBe('data[0].name: page shows "B", the example project answers "A"');
    expect(firstDifference({data: [{}, {}, {}]}, computed)).toBe('data: page shows 3 items, the example project answers 2');
    expect(firstDifference({data: [{rating: 5}]}, computed)).toBe(
      'data[0].rating: page shows 5, the example project answers without rating',
    );
    expect(firstDifference({meta: {pagination: {page: 1}}}, computed)).toBe(
      'meta.pagination: the page leaves out total, and meta.pagination is shown whole',
    );
  });
  it('projects the answer onto the shape shown, and prints it as the pages print JSON', () => {
    expect(project(computed, {data: [{name: 'B', rating: 5}], meta: {pagination: {}}})).toEqual({
      data: [{name: 'A'}],
      meta: {pagination: {page: 1, total: 2}},
    });
    expect(printJson({data: [{id: 1, name: 'A'}], meta: {}})).toBe('{\n  "data": [\n    { "id": 1, "name": "A" }\n  ],\n  "meta": {}\n}');
  });
});

describe('the REST check compares each response with the example project', () => {
  it('fails a wrong name for a documentId', async () => {
    expect((await check('rest-response-wrong-name')).messages).toEqual([
      'checks/fixtures/examples/rest-response-wrong-name.mdx:17 (block 2, json): data.name: page shows "Summit Ramen", the example project answers "Pine Cone Bistro" (`npm run check examples -- --fix-responses` rewrites it)',
    ]);
  });
  it('fails Try it beside a response marked not computed, and passes it turned off', async () => {
    expect((await check('rest-try-it-not-computed')).messages).toEqual([
      "checks/fixtures/examples/rest-try-it-not-computed.mdx:18 (block 2, json): Try it answers this request from Trailhead's data, which is not the response shown (a project of the reader's own, with other restaurants): add tryIt={false} to its Request",
    ]);
  });
  it('fails a wrong order', async () => {
    expect((await check('rest-response-wrong-order')).messages).toEqual([
      'checks/fixtures/examples/rest-response-wrong-order.mdx:11 (block 2, json): data[0].id: page shows 5, the example project answers 25 (`npm run check examples -- --fix-responses` rewrites it)',
    ]);
  });
  it('fails a document the filter excludes', async () => {
    const {result, messages} = await check('rest-response-filtered-out');
    expect(messages).toEqual([
      'checks/fixtures/examples/rest-response-filtered-out.mdx:17 (block 2, json): data[1].id: page shows 41, the example project answers 11 (`npm run check examples -- --fix-responses` rewrites it)',
    ]);
    const fixed = applyResponseFixes(
      ['```json', '{ "old": true }', '```'].join('\n').replace(/^/, '\n'.repeat(16)),
      result.responses.fixes.map((fix) => ({...fix})),
    );
    expect(fixed).toContain('{ "id": 11, "documentId": "p7vn3c1xz9q5j0tr4mw8hk2a", "name": "Trailside Tacos" }');
    expect(fixed).toContain('"pagination": { "page": 1, "pageSize": 25, "pageCount": 1, "total": 3 }');
  });
  it('counts the responses it computes and the ones marked not-computed', async () => {
    const {result} = await check('rest-passing');
    expect(result.responses.compared.length).toBeGreaterThan(0);
  });
});
