/**
 * A row as the filters, the sort and the output read it: its fields and its system fields on one object, and the
 * related entities of a relation, media or component attribute, in the locale and status of the call.
 */
import type {Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import type {Row} from './store';
import {isObject} from './values';
import {targetOf} from './schema';

/** A document row flattened, or a component value. */
export type Entity = Readonly<Record<string, unknown>>;

export function entityOf(row: Row): Entity {
  return {
    ...row.fields,
    id: row.id,
    documentId: row.documentId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    locale: row.locale,
    ...(row.createdBy ? {createdBy: row.createdBy} : {}),
    ...(row.updatedBy ? {updatedBy: row.updatedBy} : {}),
  };
}

/** The row of a related document, in the locale and status of the call. */
function relatedRow(uid: string, documentId: string, context: Context): Row | null {
  // Types without Draft & Publish whose rows have no publication (administrators): their only row.
  return context.store.row(uid, documentId, context.locale, context.status) ?? context.store.row(uid, documentId, context.locale, 'draft');
}

/** The entities an attribute of `entity` holds: related rows, files, component values (always a list). */
export function relatedEntities(entity: Entity, name: string, attribute: Attribute, context: Context): Entity[] {
  const value = entity[name];
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  if (attribute.type === 'component' || attribute.type === 'dynamiczone') return values.filter(isObject);
  const target = targetOf(attribute);
  if (!target) return [];
  return values
    .filter((id): id is string => typeof id === 'string')
    .map((id) => relatedRow(target.uid, id, context))
    .filter((row): row is Row => row !== null)
    .map(entityOf);
}
