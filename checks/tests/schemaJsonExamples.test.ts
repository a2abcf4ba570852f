import {describe, expect, it} from 'vitest';
import {formatProblem} from '../examples/check';
import {checkSchemaJson, modelFileOf, schemaJsonBlocks} from '../examples/schemaJson';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const result = checkSchemaJson(schemaJsonBlocks(await fixtureModels(name), ROOT));
  return {result, messages: result.problems.map(formatProblem)};
}

describe('the schema.json example check', () => {
  it('takes the blocks titled with the path of a model file, and what part of it they show', () => {
    expect(modelFileOf('src/api/restaurant/content-types/restaurant/schema.json')).toMatchObject({
      uid: 'api::restaurant.restaurant',
      part: 'whole',
    });
    expect(modelFileOf('src/components/shared/seo.json (attributes)')).toMatchObject({uid: 'shared.seo', part: 'attributes'});
    expect(modelFileOf('src/extensions/users-permissions/content-types/user/schema.json (excerpt)')).toMatchObject({
      uid: 'plugin::users-permissions.user',
      part: 'excerpt',
    });
    // A plugin's own content type, in its server folder: the model's only plugin type of that name.
    expect(modelFileOf('server/src/content-types/report/schema.json')?.uid).toBe('plugin::trail-conditions.report');
    expect(modelFileOf('config/server.json')).toBeNull();
  });

  it('names an attribute type that does not exist, and a type that differs from the model', async () => {
    const {result, messages} = await check('schema-json-unknown-type');
    expect(result.failingBlocks).toBe(1);
    expect(messages).toEqual([
      'checks/fixtures/examples/schema-json-unknown-type.mdx:10 (block 1, json): api::trail.trail.lengthKm is of type "decimal" in the model, not "float"',
      'checks/fixtures/examples/schema-json-unknown-type.mdx:11 (block 1, json): attribute "difficulty": "enum" is not an attribute type; types: string, text, richtext, blocks, email, password, integer, biginteger, float, decimal, date, time, datetime, boolean, enumeration, json, uid, media, relation, component, dynamiczone, customField',
    ]);
  });

  it('names an unknown key, a field the model lacks and a field a whole file leaves out', async () => {
    const {result, messages} = await check('schema-json-model');
    expect(result.failingBlocks).toBe(2);
    expect(messages).toEqual([
      'checks/fixtures/examples/schema-json-model.mdx:10 (block 1, json): unknown key "info.name"; "info" takes singularName, pluralName, displayName, description',
      'checks/fixtures/examples/schema-json-model.mdx:13 (block 1, json): api::review.review has no field "language"; fields: rating, comment, restaurant, author',
      'checks/fixtures/examples/schema-json-model.mdx:23 (block 2, json): shared.address also has "postalCode"; show every field, or title the block "... (excerpt)"',
      'checks/fixtures/examples/schema-json-model.mdx:26 (block 2, json): shared.address has no field "zip"; fields: street, city, postalCode, country',
    ]);
  });

  it('passes whole files, attribute entries, excerpts and content types the model does not have; lists the exempt block', async () => {
    const {result, messages} = await check('schema-json-passing');
    expect(messages).toEqual([]);
    expect(result.checked).toHaveLength(5);
    expect(result.exempt.map(({block, reason}) => `${block.line} ${reason}`)).toEqual(["56 a Tessera 4 project's own field"]);
  });

  it('checks relation sides, reserved names and what a whole file needs', () => {
    const block = (title: string, text: string) => ({file: 'x.mdx', line: 3, index: 1, language: 'json', meta: null, title, text});
    const {problems} = checkSchemaJson([
      block(
        'src/api/guide/content-types/guide/schema.json',
        '{\n  "kind": "collectionType",\n  "info": { "singularName": "guide", "pluralName": "guide" },\n  "attributes": {\n    "trails": { "type": "relation", "relation": "manyWay", "target": "api::trail.trail", "inversedBy": "guides" },\n    "createdBy": { "type": "string" }\n  }\n}',
      ),
    ]);
    expect(problems.map(formatProblem)).toEqual([
      'x.mdx:4 (block 1, json): the whole file needs "collectionName"; if the block shows part of it, title it "... (excerpt)"',
      'x.mdx:6 (block 1, json): the whole file needs "info.displayName"; if the block shows part of it, title it "... (excerpt)"',
      'x.mdx:6 (block 1, json): "info.pluralName" must differ from "info.singularName"',
      'x.mdx:8 (block 1, json): attribute "trails": a manyWay relation has one side, so no inversedBy',
      'x.mdx:9 (block 1, json): "createdBy" is a reserved name (id, documentId, document_id, locale, localizations, status, meta, createdAt, updatedAt, publishedAt, createdBy, updatedBy, __component, __contentType, and names starting with tessera, _tessera, __)',
    ]);
  });
});
