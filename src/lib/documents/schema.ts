/**
 * The Trailhead schemas as the runtime reads them: a schema by UID, what a relation, media or component attribute
 * points to, which fields are system fields, which attributes `populate` reaches, the creator fields, and how
 * messages name a schema. Pure and browser-safe.
 */
import {CREATOR_FIELDS, POPULATABLE_TYPES, SYSTEM_FIELDS} from '../../model/api/rest';
import {components, contentTypes} from '../../model/trailhead/schemas';
import type {Attribute} from '../../model/trailhead/schemaTypes';

export interface Schema {
  uid: string;
  kind?: 'collectionType' | 'singleType';
  info?: {singularName?: string; pluralName?: string};
  options?: {draftAndPublish?: boolean; populateCreatorFields?: boolean};
  pluginOptions?: {i18n?: {localized?: boolean}};
  attributes: Readonly<Record<string, Attribute>>;
}

/** Every content type of the example project. */
export const TYPES = Object.values(contentTypes) as readonly Schema[];

export const schemaOf = (uid: string): Schema | null =>
  (contentTypes as Record<string, Schema>)[uid] ?? (components as Record<string, Schema>)[uid] ?? null;

export const isComponentSchema = (schema: Schema) => !schema.uid.includes('::');
export const isLocalized = (schema: Schema) => schema.pluginOptions?.i18n?.localized === true;

/** The fields a document carries besides its attributes (a component: only `id`). */
export const systemFieldsOf = (schema: Schema): readonly string[] => (isComponentSchema(schema) ? ['id'] : SYSTEM_FIELDS);

/** The attribute types `populate` reaches. */
export const POPULATABLE = new Set<string>(POPULATABLE_TYPES);

/** The scalar fields a call may name in `fields` and `sort` (private ones excepted). */
export const scalarFieldsOf = (schema: Schema): string[] =>
  Object.entries(schema.attributes)
    .filter(([, attribute]) => !POPULATABLE.has(attribute.type) && !attribute.private)
    .map(([name]) => name);

/** The fields every locale of a document shares, on a localized type (`pluginOptions.i18n.localized: false`). */
export const sharedFieldsOf = (schema: Schema): string[] =>
  isLocalized(schema)
    ? Object.entries(schema.attributes)
        .filter(([, attribute]) => (attribute.pluginOptions as {i18n?: {localized?: boolean}} | undefined)?.i18n?.localized === false)
        .map(([name]) => name)
    : [];

/** The schema a relation, media or component attribute points to. */
export function targetOf(attribute: Attribute): Schema | null {
  if (attribute.type === 'relation') return schemaOf(attribute.target);
  if (attribute.type === 'media') return schemaOf('plugin::upload.file');
  if (attribute.type === 'component') return schemaOf(attribute.component);
  return null;
}

/** The relation a creator field (`createdBy`, `updatedBy`) stands for; null for any other name. */
export function creatorField(name: string): Attribute | null {
  if (!(name in CREATOR_FIELDS)) return null;
  return {type: 'relation', relation: 'manyToOne', target: CREATOR_FIELDS[name as keyof typeof CREATOR_FIELDS]};
}

/** The fields of an administrator a creator field may carry, whatever the call asks for. */
export const CREATOR_VISIBLE_FIELDS: readonly string[] = ['id', 'documentId', 'firstname', 'lastname', 'username'];
