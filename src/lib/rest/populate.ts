/**
 * `populate` and `fields` compiled into a plan: which relations, media, components and dynamic zones to add, each
 * with its own nested plan, `fields`, `filters` and `sort` (POPULATE_OPTIONS), and which scalar fields to keep. Every
 * form of the populate page: `*`, a name or a dotted path, a list of them, an object (`true`, `*` or options per
 * field), `on` per component of a dynamic zone. Checked against the schema when compiled.
 */
import {POPULATE_OPTIONS} from '../../model/api/rest';
import {holdsMany, type Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {invalidKey, invalidValue} from './errors';
import {compileFilters, type Test} from './filter';
import {isBooleanText, isObject, listValues} from './query';
import {POPULATABLE, creatorField, systemFieldsOf, targetOf, type Schema} from './schema';
import {compileSort, type Order} from './sort';

type Path = readonly (string | number)[];

/** What to do with one populated attribute. */
export interface PopulateEntry {
  attribute: Attribute;
  populate: Plan;
  fields: readonly string[] | null;
  filters: Test | null;
  sort: Order | null;
  /** A dynamic zone: the plan per component UID (`on`), or null for every component, one level. */
  on: ReadonlyMap<string, PopulateEntry> | null;
}

export type Plan = ReadonlyMap<string, PopulateEntry>;

const EMPTY: Plan = new Map();

/** `fields`: scalar fields of the schema (and its system fields); null keeps every scalar field. */
export function compileFields(value: unknown, schema: Schema, path: Path = ['fields']): readonly string[] | null {
  if (value === undefined) return null;
  const names = typeof value === 'string' ? value.split(',').map((name) => name.trim()) : listValues(value);
  if (!names) throw invalidValue(`Invalid value of ${path.join('.')}: a list of field names`, String(path[path.length - 1]), path);
  return names.map((name, i) => {
    const at = typeof value === 'string' ? path : [...path, i];
    if (typeof name !== 'string') throw invalidValue(`Invalid value of ${at.join('.')}`, String(i), at);
    if (name === '*') return name;
    if (systemFieldsOf(schema).includes(name)) return name;
    const attribute = schema.attributes[name];
    if (!attribute || attribute.private || POPULATABLE.has(attribute.type)) throw invalidKey(name, at);
    return name;
  });
}

/** The attribute a populate key names, if the schema lets the request populate it. */
function populatable(schema: Schema, name: string, context: Context, path: Path): Attribute {
  const attribute = schema.attributes[name];
  if (attribute && POPULATABLE.has(attribute.type) && !attribute.private) return attribute;
  const creator = creatorField(name);
  if (creator && (schema.options?.populateCreatorFields || context.creatorFieldTypes.includes(schema.uid))) return creator;
  throw invalidKey(name, path);
}

/** Every first-level populatable attribute (`*`), creator fields excepted. */
function everything(schema: Schema): Plan {
  const plan = new Map<string, PopulateEntry>();
  for (const [name, attribute] of Object.entries(schema.attributes))
    if (POPULATABLE.has(attribute.type) && !attribute.private) plan.set(name, leaf(attribute));
  return plan;
}

const leaf = (attribute: Attribute): PopulateEntry => ({attribute, populate: EMPTY, fields: null, filters: null, sort: null, on: null});

/** Dotted paths (`reviews.author`) as the object form (`{reviews: {populate: {author: true}}}`). */
function pathsToObject(paths: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const dotted of paths) {
    const [first, ...rest] = dotted.split('.');
    if (!first) continue;
    if (rest.length === 0) {
      object[first] ??= true;
      continue;
    }
    const existing = object[first];
    const nested = isObject(existing) && isObject(existing.populate) ? existing.populate : {};
    object[first] = {populate: {...nested, ...pathsToObject([rest.join('.')])}};
  }
  return object;
}

/** The plan of a `populate` value on entities of `schema`. */
export function compilePopulate(value: unknown, schema: Schema, context: Context, path: Path = ['populate']): Plan {
  if (value === undefined || value === '' || value === false || value === 'false') return EMPTY;
  if (value === '*' || value === true || value === 'true') return everything(schema);
  let object: Record<string, unknown>;
  if (typeof value === 'string') {
    const names = value.split(',').map((name) => name.trim());
    if (names.includes('*')) return everything(schema);
    object = pathsToObject(names);
  } else if (listValues(value)) {
    const names = listValues(value)!;
    if (names.some((name) => typeof name !== 'string')) throw invalidValue(`Invalid value of ${path.join('.')}`, 'populate', path);
    if (names.includes('*')) return everything(schema);
    object = pathsToObject(names as string[]);
  } else if (isObject(value)) object = value;
  else throw invalidValue(`Invalid value of ${path.join('.')}`, 'populate', path);

  const plan = new Map<string, PopulateEntry>();
  for (const [name, options] of Object.entries(object)) {
    const at = [...path, name];
    const attribute = populatable(schema, name, context, at);
    if (options === false || options === 'false') continue;
    plan.set(name, entryOf(attribute, options, context, at));
  }
  return plan;
}

/** One populated attribute with its options. */
function entryOf(attribute: Attribute, options: unknown, context: Context, path: Path): PopulateEntry {
  if (isBooleanText(options) || options === '*') return leaf(attribute);
  if (!isObject(options)) throw invalidValue(`Invalid value of ${path.join('.')}`, String(path[path.length - 1]), path);
  if (attribute.type === 'dynamiczone') {
    const on = new Map<string, PopulateEntry>();
    for (const [option, inner] of Object.entries(options)) {
      const at = [...path, option];
      if (option !== 'on' || !isObject(inner)) throw invalidKey(option, at);
      for (const [uid, componentOptions] of Object.entries(inner)) {
        if (!(attribute.components as readonly string[]).includes(uid)) throw invalidKey(uid, [...at, uid]);
        const component: Attribute = {type: 'component', component: uid, repeatable: false};
        on.set(uid, entryOf(component, componentOptions, context, [...at, uid]));
      }
    }
    return {...leaf(attribute), on};
  }
  const target = targetOf(attribute)!;
  const kind = attribute.type === 'relation' && holdsMany(attribute) ? 'to-many relation' : attribute.type;
  const result: {-readonly [K in keyof PopulateEntry]: PopulateEntry[K]} = leaf(attribute);
  for (const [option, inner] of Object.entries(options)) {
    const at = [...path, option];
    const rule = POPULATE_OPTIONS[option as keyof typeof POPULATE_OPTIONS] as {appliesTo: readonly string[]} | undefined;
    const applies = rule && (rule.appliesTo.includes(kind) || (kind === 'to-many relation' && rule.appliesTo.includes('relation')));
    if (!applies) throw invalidKey(option, at);
    if (option === 'populate') result.populate = compilePopulate(inner, target, context, at);
    else if (option === 'fields') result.fields = compileFields(inner, target, at);
    else if (option === 'filters') result.filters = compileFilters(inner, target, at);
    else if (option === 'sort') result.sort = compileSort(inner, target, at);
  }
  return result;
}
