import {buildSchema, isObjectType, validateSchema, type GraphQLObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {components, contentTypes} from '../../src/model/trailhead';
import {formatProblem} from '../examples/check';
import {checkGraphql, graphqlBlocks} from '../examples/graphql';
import {contentTypeNames, generateGraphqlSchema} from '../examples/graphqlSchema';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const result = checkGraphql(graphqlBlocks(await fixtureModels(name), ROOT));
  return {result, messages: result.problems.map(formatProblem)};
}

const schema = buildSchema(generateGraphqlSchema(contentTypes, components).sdl);
const object = (name: string) => schema.getType(name) as GraphQLObjectType;
const argsOf = (root: GraphQLObjectType | null | undefined, field: string) => root?.getFields()[field]?.args.map((arg) => arg.name);

describe('the GraphQL schema generated from the Trailhead model', () => {
  it('is a valid schema', () => {
    expect(validateSchema(schema)).toEqual([]);
  });

  it('has a type per content type with documentId, every attribute but the private ones, and no numeric id', () => {
    for (const type of Object.values(contentTypes)) {
      if (type.uid.startsWith('admin::')) {
        expect(schema.getType(contentTypeNames(type).type), type.uid).toBeUndefined();
        continue;
      }
      const fields = object(contentTypeNames(type).type).getFields();
      expect(fields.documentId, type.uid).toBeDefined();
      expect(fields.id, type.uid).toBeUndefined();
      for (const [name, attribute] of Object.entries(type.attributes as Record<string, {private?: boolean}>))
        expect(name in fields, `${type.uid}.${name}`).toBe(!attribute.private);
    }
    expect(Object.keys(object('ComponentSharedAddress').getFields())).toEqual(Object.keys(components['shared.address'].attributes));
  });

  it('has the queries and mutations of the GraphQL API page, with their arguments', () => {
    const query = schema.getQueryType();
    const mutation = schema.getMutationType();
    expect(argsOf(query, 'restaurants')).toEqual(['filters', 'pagination', 'sort', 'status', 'locale']);
    expect(argsOf(query, 'restaurants_connection')).toEqual(['filters', 'pagination', 'sort', 'status', 'locale']);
    expect(argsOf(query, 'restaurant')).toEqual(['documentId', 'status', 'locale']);
    expect(argsOf(mutation, 'createRestaurant')).toEqual(['data', 'status', 'locale']);
    expect(argsOf(mutation, 'updateRestaurant')).toEqual(['documentId', 'data', 'status', 'locale']);
    expect(argsOf(mutation, 'deleteRestaurant')).toEqual(['documentId', 'locale']);
    expect(argsOf(query, 'homepage')).toEqual(['status', 'locale']);
    expect(argsOf(mutation, 'updateHomepage')).toEqual(['data', 'status', 'locale']);
    expect(argsOf(mutation, 'deleteHomepage')).toEqual(['locale']);
    // Only localized content types take a locale (/dev-docs/i18n).
    expect(argsOf(query, 'reviews')).toEqual(['filters', 'pagination', 'sort', 'status']);
    expect(Object.keys(object('RestaurantEntityResponseCollection').getFields())).toEqual(['nodes', 'pageInfo']);
    expect(Object.keys(object('Pagination').getFields())).toEqual(['page', 'pageSize', 'pageCount', 'total']);
    expect(object('Restaurant').getFields().categories_connection).toBeDefined();
    expect(isObjectType(schema.getType('HomepageSectionsDynamicZone'))).toBe(false);
  });

  it('follows the model: a field added to a schema is in the GraphQL schema', () => {
    const restaurant = contentTypes['api::restaurant.restaurant'];
    const changed = {
      ...contentTypes,
      [restaurant.uid]: {...restaurant, attributes: {...restaurant.attributes, rating: {type: 'integer' as const}}},
    };
    const generated = buildSchema(generateGraphqlSchema(changed, components).sdl);
    expect((generated.getType('Restaurant') as GraphQLObjectType).getFields().rating?.type.toString()).toBe('Int');
  });
});

describe('the GraphQL example check', () => {
  it('names a field the type does not have, with the fields it has', async () => {
    const {result, messages} = await check('graphql-unknown-field');
    expect(result.failingBlocks).toBe(1);
    expect(messages).toEqual([
      'checks/fixtures/examples/graphql-unknown-field.mdx:11 (block 1, graphql): Restaurant has no field "rating"; fields: documentId, name, slug, description, priceRange, capacity, phone, averageRating, cover, address, seo, categories, categories_connection, reviews, reviews_connection, createdAt, updatedAt, publishedAt, locale',
    ]);
  });

  it('names an argument, a filter operator and a sort field the schema does not have', async () => {
    const {result, messages} = await check('graphql-wrong-argument');
    expect(result.failingBlocks).toBe(2);
    expect(messages).toEqual([
      'checks/fixtures/examples/graphql-wrong-argument.mdx:10 (block 1, graphql): restaurant takes no argument "id"; arguments: documentId, status, locale',
      'checks/fixtures/examples/graphql-wrong-argument.mdx:10 (block 1, graphql): Field "restaurant" argument "documentId" of type "ID!" is required, but it was not provided.',
      expect.stringMatching(
        /^checks\/fixtures\/examples\/graphql-wrong-argument\.mdx:18 \(block 2, graphql\): "like" is not a filter operator; operators: eq, eqi, .*, containsi, /,
      ),
      'checks/fixtures/examples/graphql-wrong-argument.mdx:18 (block 2, graphql): Restaurant has no field "rating" to sort on; fields: documentId, name, slug, description, priceRange, capacity, phone, averageRating, createdAt, updatedAt, publishedAt, locale',
    ]);
  });

  it('passes queries, mutations and fragments that fit the schema; lists the exempt block with its reason', async () => {
    const {result, messages} = await check('graphql-passing');
    expect(messages).toEqual([]);
    expect(result.checked).toHaveLength(4);
    expect(result.exempt.map(({block, reason}) => `${block.line} ${reason}`)).toEqual(['62 the shape of a query, not a query']);
  });

  it('says what the schema has instead of a wrong value: an enum in quotes, an unknown locale, mixed pagination', () => {
    const block = (text: string) => ({file: 'x.mdx', line: 3, index: 1, language: 'graphql', meta: null, title: null, text});
    const {problems} = checkGraphql([
      block('mutation {\n  updateRestaurant(documentId: "p7vn3c1xz9q5j0tr4mw8hk2a", data: { priceRange: "budget" }) { documentId }\n}'),
      block(
        'query {\n  restaurants(locale: "es", pagination: { page: 1, limit: 10 }, filters: { priceRange: { eq: "cheap" } }) { name }\n}',
      ),
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'x.mdx:5 (block 1, graphql): ENUM_RESTAURANT_PRICERANGE is a GraphQL enum: write budget without quotes',
      'x.mdx:5 (block 1, graphql): "es" is not a locale of Trailhead; locales: en, fr, de',
      'x.mdx:5 (block 1, graphql): pagination takes page and pageSize, or start and limit, never both: drop limit',
      'x.mdx:5 (block 1, graphql): "cheap" is not a value of Restaurant.priceRange; values: budget, moderate, upscale',
    ]);
  });
});
