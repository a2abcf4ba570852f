import {describe, expect, it} from 'vitest';
import {createRuntime} from '../../../src/lib/documents/runtime';

describe('the Query Engine populates with its own option names (/dev-docs/api/query-engine/populating)', () => {
  it('reads select, where and orderBy inside populate as it reads them at the top', () => {
    const restaurant = createRuntime()
      .db.query('api::restaurant.restaurant')
      .findOne({
        where: {id: 3},
        select: ['name'],
        populate: {reviews: {select: ['rating'], where: {rating: {$gte: 5}}, orderBy: {rating: 'desc'}}},
      });
    expect(restaurant?.reviews).toEqual([{id: 57, rating: 5}]);
  });

  it('names an unknown option of a populated relation', () => {
    const query = () =>
      createRuntime()
        .db.query('api::restaurant.restaurant')
        .findOne({populate: {reviews: {choose: ['rating']}}});
    expect(query).toThrow(/Invalid key choose/);
  });
});
