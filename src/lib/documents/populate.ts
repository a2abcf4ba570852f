/**
 * `populate` and `fields` compiled into a plan: which relations, media, components and dynamic zones to add, each
 * with its own nested plan, `fields`, `filters` and `sort` (POPULATE_OPTIONS), and which scalar fields to keep. Every
 * form of the populate page: `*`, a name or a dotted path, a list of them, an object (`true`, `*` or options per
 * field), `on` per component of a dynamic zone. Checked against the schema when compiled. The Query Engine names the
 * options its own way (QUERY_ENGINE_POPULATE_OPTIONS: `select` is `fields`, `where` is `filters`, `orderBy` is
 * `sort`) and adds `limit` and `offset` on a to-many relation.
 */
import {POPULATE_OPTIONS} from '../../model/api/rest';
import {QUERY_ENGINE_POPULATE_OPTIONS} from '../../model/api/queryEngine';
import {holdsMany, type Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {badKey, badValue, type Diagnostics, type Path} from './diagnostics';
import {compileFilters, type Test} from './filters';
import {compileSlice} from './pagination';
import {isBooleanText, isObject, listValues} from './values';
import {POPULATABLE, creatorField, scalarFieldsOf, systemFieldsOf, targetOf, type Schema} from './schema';
import {compileSort, type Order} from './sort';

/** What to do with one populated attribute. */
export interface PopulateEntry {
  attribute: Attribute;
  populate: Plan;
  fields: readonly string[] | null;
  filters: Test | null;
  sort: Order | null;
  /** A dynamic zone: the plan per component UID (`on`), or null for every component, one level. */
  on: ReadonlyMap<string, PopulateEntry> | null;
  /** The Query Engine's `offset` and `limit` of a to-many relation; null for all of them. */
  slice: {start: number; limit: number} | null;
}

export type Plan = ReadonlyMap<string, PopulateEntry>;

/** The options of a populated field in one API, each with the kinds it applies to and what it works as. */
type Vocabulary = Readonly<Record<string, {appliesTo: readonly string[]; as?: string | null}>>;

/**
 * What the compiler reads besides the value: the content types whose creator fields a page turns on, and the
 * vocabulary of the API (the Document Service's, the REST API's, unless the Query Engine says `query`).
 */
type Options = Pick<Context, 'creatorFieldTypes'> & {api?: 'query'};

const vocabularyOf = (options: Options): Vocabulary => (options.api === 'query' ? QUERY_ENGINE_POPULATE_OPTIONS : POPULATE_OPTIONS);

const EMPTY: Plan = new Map();

/** `fields`: scalar fields of the schema (and its system fields); null keeps every scalar field. */
export function compileFields(value: unknown, schema: Schema, out: Diagnostics, path: Path = ['fields']): readonly string[] | null {
  if (value === undefined) return null;
  const names = typeof value === 'string' ? value.split(',').map((name) => name.trim()) : listValues(value);
  if (!names) {
    badValue(out, 'fieldList', `Invalid value of ${path.join('.')}: a list of field names`, String(path[path.length - 1]), path, {value});
    return null;
  }
  return names.filter((name, i): name is string => {
    const at = typeof value === 'string' ? path : [...path, i];
    if (typeof name !== 'string') {
      badValue(out, 'fieldList', `Invalid value of ${at.join('.')}`, String(i), at, {value: name});
      return false;
    }
    if (name === '*' || systemFieldsOf(schema).includes(name)) return true;
    const attribute = schema.attributes[name];
    if (!attribute) badKey(out, 'unknownField', name, at, {schema, allowed: scalarFieldsOf(schema)});
    else if (attribute.private) badKey(out, 'privateField', name, at, {schema, field: name});
    else if (POPULATABLE.has(attribute.type)) badKey(out, 'notScalar', name, at, {schema, field: name, kind: attribute.type});
    return true;
  });
}

/** The names `populate` may use on a schema. */
const populatableOf = (schema: Schema) => Object.keys(schema.attributes).filter((name) => POPULATABLE.has(schema.attributes[name]!.type));

/** The attribute a populate key names, if the schema lets the call populate it. */
function populatable(schema: Schema, name: string, options: Options, path: Path, written: Path, out: Diagnostics): Attribute | null {
  const attribute = schema.attributes[name];
  if (attribute && POPULATABLE.has(attribute.type) && !attribute.private) return attribute;
  const creator = creatorField(name);
  if (creator && (schema.options?.populateCreatorFields || options.creatorFieldTypes.includes(schema.uid))) return creator;
  const rule = creator ? 'creatorField' : attribute ? 'notPopulatable' : 'unknownField';
  badKey(out, rule, name, path, {schema, field: name, allowed: populatableOf(schema), ...(written !== path ? {written} : {})});
  return null;
}

/** Every first-level populatable attribute (`*`), creator fields excepted. */
function everything(schema: Schema): Plan {
  const plan = new Map<string, PopulateEntry>();
  for (const [name, attribute] of Object.entries(schema.attributes))
    if (POPULATABLE.has(attribute.type) && !attribute.private) plan.set(name, leaf(attribute));
  return plan;
}

const leaf = (attribute: Attribute): PopulateEntry => ({
  attribute,
  populate: EMPTY,
  fields: null,
  filters: null,
  sort: null,
  on: null,
  slice: null,
});

/** A name of a string or list `populate` (a dotted path), with where the call wrote it. */
interface WrittenName {
  name: string;
  at: Path;
}

/** The names of a string or list `populate`; null for any other value. */
function namesOf(value: unknown, path: Path, out: Diagnostics): WrittenName[] | null {
  if (typeof value === 'string') return value.split(',').map((name) => ({name: name.trim(), at: path}));
  const names = listValues(value);
  if (!names) return null;
  return names.flatMap((name, i) => {
    if (typeof name === 'string') return [{name, at: [...path, i]}];
    badValue(out, 'populateValue', `Invalid value of ${path.join('.')}`, 'populate', path, {value: name, written: [...path, i]});
    return [];
  });
}

/**
 * Dotted paths (`reviews.author`) read as the object form (`{reviews: {populate: {author: true}}}`): the product
 * names a problem by its object path (`populate.reviews.populate.author`), the call wrote it at its list item.
 */
function compileNames(names: readonly WrittenName[], schema: Schema, options: Options, out: Diagnostics, path: Path): Plan {
  if (names.some(({name}) => name === '*')) return everything(schema);
  const byFirst = new Map<string, {at: Path; nested: WrittenName[]}>();
  for (const {name: dotted, at} of names) {
    const [first, ...rest] = dotted.split('.');
    if (!first) continue;
    const entry = byFirst.get(first) ?? {at, nested: []};
    if (rest.length > 0) entry.nested.push({name: rest.join('.'), at});
    byFirst.set(first, entry);
  }
  const plan = new Map<string, PopulateEntry>();
  for (const [name, {at: written, nested}] of byFirst) {
    const at = [...path, name];
    const attribute = populatable(schema, name, options, at, written, out);
    if (!attribute) continue;
    const entry = leaf(attribute);
    if (nested.length === 0) plan.set(name, entry);
    else if (attribute.type === 'dynamiczone')
      badKey(out, 'dynamicZoneOption', 'populate', [...at, 'populate'], {schema, field: name, written});
    else plan.set(name, {...entry, populate: compileNames(nested, targetOf(attribute)!, options, out, [...at, 'populate'])});
  }
  return plan;
}

/** The plan of a `populate` value on entities of `schema`; its problems go to `out`. */
export function compilePopulate(value: unknown, schema: Schema, options: Options, out: Diagnostics, path: Path = ['populate']): Plan {
  if (value === undefined || value === '' || value === false || value === 'false') return EMPTY;
  if (value === '*' || value === true || value === 'true') return everything(schema);
  const names = namesOf(value, path, out);
  if (names) return compileNames(names, schema, options, out, path);
  if (!isObject(value)) {
    badValue(out, 'populateValue', `Invalid value of ${path.join('.')}`, 'populate', path, {value});
    return EMPTY;
  }
  const plan = new Map<string, PopulateEntry>();
  for (const [name, inner] of Object.entries(value)) {
    const at = [...path, name];
    const attribute = populatable(schema, name, options, at, at, out);
    if (!attribute || inner === false || inner === 'false') continue;
    plan.set(name, entryOf(attribute, name, inner, schema, options, at, out));
  }
  return plan;
}

/** One populated attribute with its options (`name` of `schema`). */
function entryOf(
  attribute: Attribute,
  name: string,
  value: unknown,
  schema: Schema,
  options: Options,
  path: Path,
  out: Diagnostics,
): PopulateEntry {
  if (isBooleanText(value) || value === '*') return leaf(attribute);
  if (!isObject(value)) {
    badValue(out, 'populateOptions', `Invalid value of ${path.join('.')}`, String(path[path.length - 1]), path, {
      value,
      allowed: Object.keys(vocabularyOf(options)),
    });
    return leaf(attribute);
  }
  if (attribute.type === 'dynamiczone')
    return {...leaf(attribute), on: componentsOf(attribute.components, name, value, schema, options, path, out)};
  const target = targetOf(attribute)!;
  const kind = attribute.type === 'relation' && holdsMany(attribute) ? 'to-many relation' : attribute.type;
  const result: {-readonly [K in keyof PopulateEntry]: PopulateEntry[K]} = leaf(attribute);
  const vocabulary = vocabularyOf(options);
  const slice: {limit?: unknown; offset?: unknown} = {};
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    const rule = Object.hasOwn(vocabulary, key) ? vocabulary[key] : undefined;
    if (!rule) {
      badKey(out, 'unknownOption', key, at, {allowed: Object.keys(vocabulary)});
      continue;
    }
    const option = rule.as === undefined ? key : rule.as;
    if (!rule.appliesTo.includes(kind) && !(kind === 'to-many relation' && rule.appliesTo.includes('relation'))) {
      badKey(out, 'optionNotApplicable', key, at, {field: name, kind, allowed: rule.appliesTo});
      continue;
    }
    if (option === null) slice[key as keyof typeof slice] = inner;
    if (option === 'populate') result.populate = compilePopulate(inner, target, options, out, at);
    else if (option === 'fields') result.fields = compileFields(inner, target, out, at);
    else if (option === 'filters') result.filters = compileFilters(inner, target, out, at);
    else if (option === 'sort') result.sort = compileSort(inner, target, out, at);
  }
  if ('limit' in slice || 'offset' in slice) result.slice = compileSlice(slice.limit, slice.offset, out, ['limit', 'offset'], path);
  return result;
}

/** `on` of a dynamic zone: the plan per component UID. */
function componentsOf(
  components: readonly string[],
  name: string,
  value: Record<string, unknown>,
  schema: Schema,
  options: Options,
  path: Path,
  out: Diagnostics,
): Map<string, PopulateEntry> {
  const on = new Map<string, PopulateEntry>();
  for (const [option, inner] of Object.entries(value)) {
    const at = [...path, option];
    if (option !== 'on') {
      badKey(out, 'dynamicZoneOption', option, at, {schema, field: name});
      continue;
    }
    if (!isObject(inner)) {
      badKey(out, 'componentsByUid', option, at, {schema, field: name, allowed: components});
      continue;
    }
    for (const [uid, componentOptions] of Object.entries(inner)) {
      if (!components.includes(uid)) {
        badKey(out, 'notAComponent', uid, [...at, uid], {schema, field: name, allowed: components});
        continue;
      }
      const component: Attribute = {type: 'component', component: uid, repeatable: false};
      on.set(uid, entryOf(component, uid, componentOptions, schema, options, [...at, uid], out));
    }
  }
  return on;
}
