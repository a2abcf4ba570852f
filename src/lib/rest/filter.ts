/**
 * `filters`: compiles a filters object into a test of an entity, checking every key against the schema on the way (an
 * unknown field or operator is a 400 before any document is read). Comparisons follow FILTER_OPERATORS, the logical
 * operators nest at the top and on a field, and a condition on a relation, media or component reaches the fields of
 * what it holds (deep filtering): it matches when one of the related entities matches.
 */
import {WHOLE_FIELD_OPERATORS, operator, type FilterOperatorName} from '../../model/api/rest';
import type {Attribute} from '../../model/trailhead/schemaTypes';
import type {Evaluation} from './context';
import {relatedEntities, type Entity} from './entities';
import {invalidKey, invalidValue} from './errors';
import {isObject, isTrue, listValues} from './query';
import {POPULATABLE, systemFieldsOf, targetOf, type Schema} from './schema';

export type Test = (entity: Entity, evaluation: Evaluation) => boolean;
type Path = readonly (string | number)[];

/** The type of a system field, for comparisons. */
const SYSTEM_TYPES: Readonly<Record<string, string>> = {
  id: 'integer',
  documentId: 'string',
  createdAt: 'datetime',
  updatedAt: 'datetime',
  publishedAt: 'datetime',
  locale: 'string',
};

const NUMERIC = new Set(['integer', 'biginteger', 'float', 'decimal']);
const DATES = new Set(['date', 'datetime']);

/** A value of the entity or of the query, as the database compares it for a field type. */
function comparable(value: unknown, type: string): number | string | boolean | null {
  if (value === null || value === undefined) return null;
  if (NUMERIC.has(type)) return Number(value);
  if (type === 'boolean') return isTrue(value);
  if (DATES.has(type)) return Date.parse(String(value));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const text = (value: unknown) => (value === null || value === undefined ? null : typeof value === 'string' ? value : String(value));
const lower = (value: string | null) => (value === null ? null : value.toLowerCase());

/** What one comparison operator says of a field's value and the query's value. */
function compare(name: FilterOperatorName, value: unknown, wanted: unknown, type: string): boolean {
  const field = comparable(value, type);
  const one = () => comparable(wanted, type);
  const values = () => (listValues(wanted) ?? [wanted]).map((item) => comparable(item, type));
  const contains = (caseless: boolean) => {
    const [haystack, needle] = [text(value), text(wanted)];
    if (haystack === null || needle === null) return false;
    return caseless ? haystack.toLowerCase().includes(needle.toLowerCase()) : haystack.includes(needle);
  };
  const edge = (caseless: boolean, end: boolean) => {
    const [haystack, needle] = caseless ? [lower(text(value)), lower(text(wanted))] : [text(value), text(wanted)];
    if (haystack === null || needle === null) return false;
    return end ? haystack.endsWith(needle) : haystack.startsWith(needle);
  };
  switch (name) {
    case '$eq':
      return wanted === null ? field === null : field !== null && field === one();
    case '$ne':
      return !compare('$eq', value, wanted, type);
    case '$eqi':
      return field !== null && lower(text(value)) === lower(text(wanted));
    case '$nei':
      return !compare('$eqi', value, wanted, type);
    case '$lt':
      return field !== null && field < one()!;
    case '$lte':
      return field !== null && field <= one()!;
    case '$gt':
      return field !== null && field > one()!;
    case '$gte':
      return field !== null && field >= one()!;
    case '$in':
      return field !== null && values().includes(field);
    case '$notIn':
      return !compare('$in', value, wanted, type);
    case '$contains':
      return contains(false);
    case '$notContains':
      return !contains(false);
    case '$containsi':
      return contains(true);
    case '$notContainsi':
      return !contains(true);
    case '$null':
      return isTrue(wanted) === (value === null || value === undefined);
    case '$notNull':
      return isTrue(wanted) !== (value === null || value === undefined);
    case '$between': {
      const [low, high] = values();
      return field !== null && low !== undefined && high !== undefined && low !== null && high !== null && field >= low && field <= high;
    }
    case '$startsWith':
      return edge(false, false);
    case '$startsWithi':
      return edge(true, false);
    case '$endsWith':
      return edge(false, true);
    case '$endsWithi':
      return edge(true, true);
  }
}

/** The conditions of `$and` and `$or`: a list (an object with numeric keys counts, as qs writes it). */
function conditionsOf(value: unknown, path: Path): unknown[] {
  const conditions = listValues(value);
  if (!conditions) throw invalidValue(`Invalid value of ${path.join('.')}: a list of conditions`, String(path[path.length - 1]), path);
  return conditions;
}

/** A condition on a scalar field: a value (`$eq` implied) or operators with their values, logical ones included. */
function fieldTest(condition: unknown, name: string, type: string, path: Path): Test {
  if (!isObject(condition)) return (entity) => compare('$eq', entity[name], condition, type);
  const tests: Test[] = Object.entries(condition).map(([key, value]): Test => {
    const at = [...path, key];
    const rule = operator(key);
    if (!rule) throw invalidKey(key, at);
    if (rule.name === '$and') {
      const inner = conditionsOf(value, at).map((item, i) => fieldTest(item, name, type, [...at, i]));
      return (entity, evaluation) => inner.every((test) => test(entity, evaluation));
    }
    if (rule.name === '$or') {
      const inner = conditionsOf(value, at).map((item, i) => fieldTest(item, name, type, [...at, i]));
      return (entity, evaluation) => inner.some((test) => test(entity, evaluation));
    }
    if (rule.name === '$not') {
      const inner = fieldTest(value, name, type, at);
      return (entity, evaluation) => !inner(entity, evaluation);
    }
    return (entity) => compare(rule.name as FilterOperatorName, entity[name], value, type);
  });
  return (entity, evaluation) => tests.every((test) => test(entity, evaluation));
}

/** A condition on a relation, media or component: `$null`/`$notNull` on the whole, or conditions on its fields. */
function deepTest(condition: unknown, name: string, attribute: Attribute, target: Schema, path: Path): Test {
  if (!isObject(condition)) throw invalidValue(`Invalid value of ${path.join('.')}: ${name} takes conditions on its fields`, name, path);
  const whole: Test[] = [];
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(condition)) {
    if ((WHOLE_FIELD_OPERATORS as readonly string[]).includes(key)) {
      const empty = key === '$null' ? isTrue(value) : !isTrue(value);
      whole.push((entity, evaluation) => (relatedEntities(entity, name, attribute, evaluation).length === 0) === empty);
    } else if (key.startsWith('$') && !['$and', '$or', '$not'].includes(key)) throw invalidKey(key, [...path, key]);
    else fields[key] = value;
  }
  const inner = Object.keys(fields).length > 0 ? compileFilters(fields, target, path) : null;
  return (entity, evaluation) =>
    whole.every((test) => test(entity, evaluation)) &&
    (!inner || relatedEntities(entity, name, attribute, evaluation).some((related) => inner(related, evaluation)));
}

/** The test a `filters` object (or a part of one) stands for, on entities of `schema`. */
export function compileFilters(filters: unknown, schema: Schema, path: Path = ['filters']): Test {
  if (!isObject(filters)) throw invalidValue(`Invalid value of ${path.join('.')}: conditions`, String(path[path.length - 1]), path);
  const tests: Test[] = Object.entries(filters).map(([key, condition]): Test => {
    const at = [...path, key];
    if (key.startsWith('$')) {
      if (key === '$and' || key === '$or') {
        const inner = conditionsOf(condition, at).map((item, i) => compileFilters(item, schema, [...at, i]));
        return key === '$and'
          ? (entity, evaluation) => inner.every((test) => test(entity, evaluation))
          : (entity, evaluation) => inner.some((test) => test(entity, evaluation));
      }
      if (key === '$not') {
        const inner = compileFilters(condition, schema, at);
        return (entity, evaluation) => !inner(entity, evaluation);
      }
      // A comparison needs a field first; anything else is no operator.
      throw invalidKey(key, at);
    }
    const system = systemFieldsOf(schema).includes(key) ? SYSTEM_TYPES[key] : undefined;
    if (system) return fieldTest(condition, key, system, at);
    const attribute = schema.attributes[key];
    if (!attribute || attribute.private || attribute.type === 'dynamiczone') throw invalidKey(key, at);
    if (POPULATABLE.has(attribute.type)) return deepTest(condition, key, attribute, targetOf(attribute)!, at);
    return fieldTest(condition, key, attribute.type, at);
  });
  return (entity, evaluation) => tests.every((test) => test(entity, evaluation));
}
