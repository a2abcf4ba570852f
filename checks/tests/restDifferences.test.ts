import {describe, expect, it} from 'vitest';
import {checkRestExamples, formatRestProblem, restExamples} from '../examples/rest';
import {differences} from '../examples/restCompare';
import {ROOT, fixtureModels} from './support/fixturePages';

describe('a response with several differences', () => {
  it('reports each of them in one run, each with its path', async () => {
    const result = checkRestExamples(restExamples(await fixtureModels('rest-response-several-differences'), ROOT));
    expect(result.problems.map(formatRestProblem)).toEqual([
      'checks/fixtures/examples/rest-response-several-differences.mdx:17 (block 2, json): data.name: page shows "Summit Ramen", the example project answers "Pine Cone Bistro" (`npm run check examples -- --fix-responses` rewrites it)',
      'checks/fixtures/examples/rest-response-several-differences.mdx:17 (block 2, json): data.capacity: page shows 24, the example project answers 40 (`npm run check examples -- --fix-responses` rewrites it)',
    ]);
    expect(result.failing).toBe(1);
  });

  it('counts once what follows from one difference: another document, an object shown whole', () => {
    const computed = {
      data: [
        {id: 1, name: 'A'},
        {id: 2, name: 'B'},
      ],
      meta: {pagination: {page: 1, pageSize: 5, pageCount: 2, total: 7}},
    };
    const pagination = {page: 1, pageSize: 5, pageCount: 3, total: 12};
    expect(
      differences(
        {
          data: [
            {id: 1, name: 'X'},
            {id: 2, name: 'Y'},
          ],
          meta: {pagination},
        },
        computed,
      ),
    ).toEqual([
      'data[0].name: page shows "X", the example project answers "A"',
      'data[1].name: page shows "Y", the example project answers "B"',
      'meta.pagination.pageCount: page shows 3, the example project answers 2',
    ]);
    expect(
      differences(
        {
          data: [
            {id: 2, name: 'B'},
            {id: 1, name: 'A'},
          ],
        },
        computed,
      ),
    ).toEqual(['data[0].id: page shows 2, the example project answers 1']);
  });
});
