import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, expectTypeOf, it} from 'vitest';
import {NAME_FIELD, TRAILHEAD_API_TYPES, components, contentTypes, documents, fieldRows} from '../../src/model/trailhead';
import {ATTRIBUTE_TYPES, type Attribute, type AttributeType, type FieldValues} from '../../src/model/trailhead/schemaTypes';

const attributesOf = (uid: string): Record<string, Attribute> =>
  ((contentTypes as Record<string, {attributes: object}>)[uid] ?? (components as Record<string, {attributes: object}>)[uid])!
    .attributes as Record<string, Attribute>;

describe('the Trailhead model (src/model/trailhead)', () => {
  it('has the content types and components of product.md, each under its own UID', () => {
    expect(TRAILHEAD_API_TYPES.map((uid) => contentTypes[uid].info.singularName).sort()).toEqual([
      'article',
      'category',
      'homepage',
      'restaurant',
      'review',
      'trail',
    ]);
    expect(Object.keys(components).sort()).toEqual(['shared.address', 'shared.seo']);
    for (const [uid, type] of Object.entries(contentTypes)) {
      expect(type.uid).toBe(uid);
      if (uid.startsWith('api::')) expect(uid).toBe(`api::${type.info.singularName}.${type.info.singularName}`);
    }
    for (const [uid, component] of Object.entries(components)) expect(component.uid).toBe(uid);
  });

  it('uses only documented attribute types, relation targets and components that exist', () => {
    const targets = new Set([...Object.keys(contentTypes), 'plugin::users-permissions.role']);
    for (const uid of [...Object.keys(contentTypes), ...Object.keys(components)]) {
      for (const [name, attribute] of Object.entries(attributesOf(uid))) {
        const where = `${uid}.${name}`;
        expect(ATTRIBUTE_TYPES, where).toContain(attribute.type);
        if (attribute.type === 'relation') {
          expect(targets.has(attribute.target), where).toBe(true);
          const other = attribute.inversedBy ?? attribute.mappedBy;
          if (other && attribute.target in contentTypes)
            expect(attributesOf(attribute.target)[other], `${where} <-> ${other}`).toMatchObject({type: 'relation', target: uid});
        }
        if (attribute.type === 'component') expect(Object.keys(components), where).toContain(attribute.component);
        if (attribute.type === 'dynamiczone') for (const c of attribute.components) expect(Object.keys(components), where).toContain(c);
      }
    }
  });

  it('has unique 24-character documentIds and, per table, unique numeric ids', () => {
    const ids = documents.map((d) => d.documentId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^(?=.*\d)(?=.*[a-z])[a-z0-9]{24}$/);
    const rows = new Map<string, number[]>();
    for (const doc of documents) {
      for (const version of doc.versions) {
        const table = rows.get(doc.uid) ?? [];
        table.push(version.id, ...(version.draftId === undefined ? [] : [version.draftId]), ...(version.previousIds ?? []));
        rows.set(doc.uid, table);
      }
    }
    for (const [uid, table] of rows) expect(new Set(table).size, uid).toBe(table.length);
  });

  it('gives every version a name, a locale that matches its type, and a consistent status and timestamps', () => {
    for (const doc of documents) {
      const type = contentTypes[doc.uid];
      const locales = doc.versions.map((v) => v.locale);
      expect(new Set(locales).size, doc.documentId).toBe(locales.length);
      if (type.pluginOptions.i18n.localized) expect(locales[0], doc.documentId).toBe('en');
      else expect(locales, doc.documentId).toEqual([null]);
      for (const version of doc.versions) {
        const where = `${doc.documentId} ${version.locale ?? ''}`;
        expect((version.fields as Record<string, unknown>)[NAME_FIELD[doc.uid]], where).toBeTruthy();
        expect(version.createdAt <= version.updatedAt, where).toBe(true);
        if (version.publishedAt !== null) expect(version.publishedAt >= version.createdAt, where).toBe(true);
        // A published locale of a type with drafts has a separate draft row; a draft never published has none.
        if (version.publishedAt === null) expect(version.draftId, where).toBeUndefined();
        if (doc.uid.startsWith('api::') && version.publishedAt !== null) expect(version.draftId, where).toBeDefined();
      }
    }
  });

  it('points relations and media to documents of the right type', () => {
    const byId = new Map(documents.map((d) => [d.documentId, d]));
    for (const doc of documents) {
      for (const version of doc.versions) {
        for (const [name, value] of Object.entries(version.fields as Record<string, unknown>)) {
          const attribute = attributesOf(doc.uid)[name];
          expect(attribute, `${doc.documentId}.${name}`).toBeDefined();
          const target = attribute!.type === 'relation' ? attribute!.target : attribute!.type === 'media' ? 'plugin::upload.file' : null;
          if (!target) continue;
          for (const id of [value].flat() as string[]) expect(byId.get(id)?.uid, `${doc.documentId}.${name} -> ${id}`).toBe(target);
        }
      }
    }
  });

  it('derives field types from the schemas, whose attribute shapes cover every documented type', () => {
    expectTypeOf<Attribute['type']>().toEqualTypeOf<AttributeType>();
    type Restaurant = FieldValues<(typeof contentTypes)['api::restaurant.restaurant'], typeof components>;
    expectTypeOf<NonNullable<Restaurant['priceRange']>>().toEqualTypeOf<'budget' | 'moderate' | 'upscale'>();
    expectTypeOf<NonNullable<Restaurant['capacity']>>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<Restaurant['categories']>>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<NonNullable<NonNullable<Restaurant['address']>['city']>>().toEqualTypeOf<string>();
    type Homepage = FieldValues<(typeof contentTypes)['api::homepage.homepage'], typeof components>;
    expectTypeOf<NonNullable<Homepage['sections']>[number]['__component']>().toEqualTypeOf<'shared.seo' | 'shared.address'>();
  });

  it('renders field tables with the types computed from the schema', () => {
    const rows = fieldRows('api::restaurant.restaurant');
    expect(rows.map((r) => r.name)).toEqual(Object.keys(contentTypes['api::restaurant.restaurant'].attributes));
    expect(rows.find((r) => r.name === 'priceRange')!.type).toBe('Enumeration: `budget`, `moderate`, `upscale`');
    expect(rows.find((r) => r.name === 'categories')!.type).toBe('Relation with `category`, many to many');
    expect(rows.find((r) => r.name === 'averageRating')!.type).toBe('Number (decimal), 1 to 5, not editable');
    expect(() => fieldRows('api::unknown.unknown')).toThrow(/src\/model\/trailhead/);
  });

  it('is the restaurant schema that the models page shows', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../docs/dev-docs/backend-customization/models.mdx'), 'utf8');
    const block = /```json title="src\/api\/restaurant\/content-types\/restaurant\/schema\.json"\n([\s\S]*?)```/.exec(page);
    const {uid: _uid, ...schema} = contentTypes['api::restaurant.restaurant'];
    expect(JSON.parse(block![1]!)).toEqual(JSON.parse(JSON.stringify(schema)));
  });
});
