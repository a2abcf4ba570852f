/**
 * A document as the Document Service returns it and a REST response shows it, the same flat shape
 * (/dev-docs/api/rest, "Understand the response format"; /dev-docs/api/document-service): `id` and
 * `documentId`, the scalar fields flat on the object (null when empty; private ones never), `createdAt`, `updatedAt`,
 * `publishedAt`, and `locale` on a localized type; then what the plan populates: a to-many relation or multiple media
 * as an array, a to-one relation or single media as an object or null, a component as its fields, a dynamic zone as
 * its entries with `__component`. `fields` keeps the listed scalar and system fields, plus `id` and `documentId` (the
 * Query Engine's `select`, `id` alone).
 */
import {SYSTEM_FIELDS} from '../../model/api/rest';
import {holdsMany} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {relatedEntities, type Entity} from './entities';
import type {Plan, PopulateEntry} from './populate';
import {sorted} from './sort';
import {CREATOR_VISIBLE_FIELDS, POPULATABLE, isComponentSchema, isLocalized, schemaOf, targetOf, type Schema} from './schema';

export type Json = null | boolean | number | string | Json[] | {[key: string]: Json};

const ALWAYS = new Set(['id', 'documentId']);
const TIMESTAMPS = SYSTEM_FIELDS.filter((name) => !ALWAYS.has(name));

const copy = (value: unknown): Json => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Json));

/** One entity of `schema` with the scalar fields asked for and what the plan populates. */
export function present(
  entity: Entity,
  schema: Schema,
  fields: readonly string[] | null,
  plan: Plan,
  context: Context,
): {[key: string]: Json} {
  // The Query Engine's `select` keeps the `id` and the columns listed (/dev-docs/api/query-engine/single-operations).
  const always = (name: string) => (context.api === 'query' ? name === 'id' : ALWAYS.has(name));
  const keep = (name: string) => fields === null || fields.includes('*') || fields.includes(name) || always(name);
  const out: {[key: string]: Json} = {};
  const component = isComponentSchema(schema);
  if (typeof entity.__component === 'string') out.__component = entity.__component;
  if (!component) {
    out.id = copy(entity.id);
    if (keep('documentId')) out.documentId = copy(entity.documentId);
  } else if (entity.id !== undefined) out.id = copy(entity.id);
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.private || POPULATABLE.has(attribute.type)) continue;
    if (keep(name)) out[name] = copy(entity[name]);
  }
  if (!component)
    for (const name of TIMESTAMPS) {
      if (name === 'locale' && !isLocalized(schema)) continue;
      if (keep(name)) out[name] = copy(entity[name]);
    }
  for (const [name, entry] of plan) out[name] = populated(entity, name, entry, context);
  return out;
}

/** The value of one populated attribute. */
function populated(entity: Entity, name: string, entry: PopulateEntry, context: Context): Json {
  const attribute = entry.attribute;
  if (attribute.type === 'dynamiczone') {
    const entries: Json[] = [];
    for (const item of relatedEntities(entity, name, attribute, context)) {
      const uid = String(item.__component);
      const schema = schemaOf(uid);
      if (!schema) continue;
      if (entry.on) {
        const own = entry.on.get(uid);
        if (!own) continue;
        entries.push(present(item, schema, own.fields, own.populate, context));
      } else entries.push(present(item, schema, null, new Map(), context));
    }
    return entries;
  }
  const target = targetOf(attribute)!;
  const many = holdsMany(attribute);
  let items = relatedEntities(entity, name, attribute, context);
  if (attribute.type === 'relation' && !context.canRead(target.uid) && target.uid !== 'admin::user') items = [];
  if (entry.filters) items = items.filter((item) => entry.filters!(item, context));
  items = sorted(items, entry.sort, context);
  if (entry.slice) items = items.slice(entry.slice.start, entry.slice.start + entry.slice.limit);
  let values = items.map((item) => present(item, target, entry.fields, entry.populate, context));
  if (target.uid === 'admin::user')
    values = values.map((value) => Object.fromEntries(Object.entries(value).filter(([key]) => CREATOR_VISIBLE_FIELDS.includes(key))));
  return many ? values : (values[0] ?? null);
}
