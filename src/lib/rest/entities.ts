/**
 * A row as the filters, the sort and the serializer read it: its fields and its system fields on one object, and the
 * related entities of a relation, media or component attribute, in the locale and status of the request.
 */
import type {Attribute} from '../../model/trailhead/schemaTypes';
import type {Evaluation} from './context';
import {findRow, type Row} from './rows';
import {isObject} from './query';
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

/** The row of a related document, when the request can see it. */
export function relatedRow(uid: string, documentId: string, evaluation: Evaluation): Row | null {
  const row = findRow(uid, documentId, evaluation.locale, evaluation.status);
  if (row) return row;
  // Types without Draft & Publish whose rows have no publication (administrators): their only row.
  return findRow(uid, documentId, evaluation.locale, 'draft');
}

/** The entities an attribute of `entity` holds: related rows, files, component values (always a list). */
export function relatedEntities(entity: Entity, name: string, attribute: Attribute, evaluation: Evaluation): Entity[] {
  const value = entity[name];
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  if (attribute.type === 'component') return values.filter(isObject);
  if (attribute.type === 'dynamiczone') return values.filter(isObject);
  const target = targetOf(attribute);
  if (!target) return [];
  return values
    .filter((id): id is string => typeof id === 'string')
    .map((id) => relatedRow(target.uid, id, evaluation))
    .filter((row): row is Row => row !== null)
    .map(entityOf);
}
