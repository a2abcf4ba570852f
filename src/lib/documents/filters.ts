/**
 * `filters` (the Query Engine's `where`): compiles a filters object into a test of an entity, checking every key
 * against the schema on the way (an unknown field or operator is an error before any document is read; a value that
 * fits no value of its field is a note). Comparisons follow FILTER_OPERATORS, the logical operators nest at the top
 * and on a field, and a condition on a relation, media or component reaches the fields of what it holds (deep
 * filtering): it matches when one of the related entities matches.
 */
import {OPERATORS, WHOLE_FIELD_OPERATORS, operator, type FilterOperatorName} from '../../model/api/rest';
import type {Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {badKey, badValue, note, type Diagnostics, type Path} from './diagnostics';
import {relatedEntities, type Entity} from './entities';
import {isBooleanText, isObject, isTrue, listValues} from './values';
import {POPULATABLE, systemFieldsOf, targetOf, type Schema} from './schema';

export type Test = (entity: Entity, context: Context) => boolean;

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
const INTEGERS = new Set(['integer', 'biginteger']);
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

/** Whether a value fits a field of this type: the kind of misfit, or null (a value the database compares as asked). */
function misfit(value: unknown, type: string, values: readonly string[] | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (isObject(value) || Array.isArray(value)) return 'one value';
  const text = String(value);
  if (type === 'enumeration') return values!.includes(text) ? null : 'enumeration';
  if (INTEGERS.has(type)) return /^-?\d+$/.test(text) ? null : 'integer';
  if (NUMERIC.has(type)) return text.trim() !== '' && Number.isFinite(Number(text)) ? null : 'number';
  if (type === 'boolean') return isBooleanText(value) ? null : 'boolean';
  if (DATES.has(type)) return /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? null : 'date';
  return null;
}

/** A scalar field as a condition reads it: its name, its type, its values (an enumeration), the schema it is in. */
interface Field {
  schema: Schema;
  name: string;
  type: string;
  values?: readonly string[];
}

const all =
  (tests: readonly Test[]): Test =>
  (entity, context) =>
    tests.every((test) => test(entity, context));
const some =
  (tests: readonly Test[]): Test =>
  (entity, context) =>
    tests.some((test) => test(entity, context));
const not =
  (test: Test): Test =>
  (entity, context) =>
    !test(entity, context);

/** The conditions of `$and` and `$or`: a list (an object with numeric keys counts, as qs writes it). */
function conditionsOf(value: unknown, path: Path, out: Diagnostics): unknown[] {
  const conditions = listValues(value);
  if (!conditions)
    badValue(out, 'conditionList', `Invalid value of ${path.join('.')}: a list of conditions`, String(path[path.length - 1]), path);
  return conditions ?? [];
}

/** Notes a value that fits no value of the field. */
function fit(value: unknown, field: Field, path: Path, out: Diagnostics): void {
  const kind = misfit(value, field.type, field.values);
  if (kind)
    note(out, 'valueMisfit', path, {
      schema: field.schema,
      field: field.name,
      kind,
      value,
      ...(field.values ? {allowed: field.values} : {}),
    });
}

/** Notes a value of the wrong shape for its operator (a list, two bounds, a boolean, one text). */
function operatorValue(name: FilterOperatorName, value: unknown, field: Field, path: Path, out: Diagnostics): void {
  const {takes} = operator(name) as {takes: string};
  const values = listValues(value);
  const shape = (kind: string) => note(out, 'operatorValue', path, {schema: field.schema, field: field.name, kind, value});
  if (takes === 'list') {
    if (!values) shape('list');
    else values.forEach((item, i) => fit(item, field, [...path, i], out));
  } else if (takes === 'pair') {
    if (!values || values.length !== 2) shape('pair');
    else values.forEach((item, i) => fit(item, field, [...path, i], out));
  } else if (takes === 'boolean') {
    if (!isBooleanText(value)) shape('boolean');
  } else if (takes === 'text') {
    if (isObject(value) || Array.isArray(value)) shape('text');
  } else fit(value, field, path, out);
}

/**
 * A condition on a scalar field: a value (`$eq` implied), a list of values (`$in` implied, /dev-docs/api/query-engine/filtering)
 * or operators with their values, logical ones included.
 */
function fieldTest(condition: unknown, field: Field, path: Path, out: Diagnostics): Test {
  const {name, type} = field;
  if (Array.isArray(condition)) return fieldTest({$in: condition}, field, path, out);
  if (!isObject(condition)) {
    fit(condition, field, path, out);
    return (entity) => compare('$eq', entity[name], condition, type);
  }
  return all(
    Object.entries(condition).map(([key, value]): Test => {
      const at = [...path, key];
      const rule = operator(key);
      if (!rule) {
        badKey(out, 'unknownOperator', key, at, {allowed: OPERATORS});
        return () => true;
      }
      if (rule.name === '$and' || rule.name === '$or') {
        const inner = conditionsOf(value, at, out).map((item, i) => fieldTest(item, field, [...at, i], out));
        return rule.name === '$and' ? all(inner) : some(inner);
      }
      if (rule.name === '$not') return not(fieldTest(value, field, at, out));
      operatorValue(rule.name as FilterOperatorName, value, field, at, out);
      return (entity) => compare(rule.name as FilterOperatorName, entity[name], value, type);
    }),
  );
}

/** A condition on a relation, media or component: `$null`/`$notNull` on the whole, or conditions on its fields. */
function deepTest(condition: unknown, field: Field, attribute: Attribute, target: Schema, path: Path, out: Diagnostics): Test {
  const {name, schema} = field;
  if (!isObject(condition)) {
    badValue(out, 'relationConditions', `Invalid value of ${path.join('.')}: ${name} takes conditions on its fields`, name, path, {
      schema,
      field: name,
      value: condition,
    });
    return () => true;
  }
  const whole: Test[] = [];
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(condition)) {
    if ((WHOLE_FIELD_OPERATORS as readonly string[]).includes(key)) {
      if (!isBooleanText(value)) note(out, 'operatorValue', [...path, key], {schema, field: name, kind: 'boolean', value});
      const empty = key === '$null' ? isTrue(value) : !isTrue(value);
      whole.push((entity, context) => (relatedEntities(entity, name, attribute, context).length === 0) === empty);
    } else if (key.startsWith('$') && !['$and', '$or', '$not'].includes(key))
      badKey(out, operator(key) ? 'operatorOnRelation' : 'unknownOperator', key, [...path, key], {schema, field: name, allowed: OPERATORS});
    else fields[key] = value;
  }
  const inner = Object.keys(fields).length > 0 ? compileFilters(fields, target, out, path) : null;
  return (entity, context) =>
    whole.every((test) => test(entity, context)) &&
    (!inner || relatedEntities(entity, name, attribute, context).some((related) => inner(related, context)));
}

/** The fields a filter may name in a schema (private ones excepted). */
const filterableOf = (schema: Schema) => Object.keys(schema.attributes).filter((name) => !schema.attributes[name]!.private);

/** The test a `filters` object (or a part of one) stands for, on entities of `schema`; its problems go to `out`. */
export function compileFilters(filters: unknown, schema: Schema, out: Diagnostics, path: Path = ['filters']): Test {
  if (!isObject(filters)) {
    badValue(out, 'conditions', `Invalid value of ${path.join('.')}: conditions`, String(path[path.length - 1]), path, {value: filters});
    return () => true;
  }
  return all(
    Object.entries(filters).map(([key, condition]): Test => {
      const at = [...path, key];
      if (key.startsWith('$')) {
        if (key === '$and' || key === '$or') {
          const inner = conditionsOf(condition, at, out).map((item, i) => compileFilters(item, schema, out, [...at, i]));
          return key === '$and' ? all(inner) : some(inner);
        }
        if (key === '$not') return not(compileFilters(condition, schema, out, at));
        // A comparison needs a field first; anything else is no operator.
        badKey(out, operator(key) ? 'operatorWithoutField' : 'unknownOperator', key, at, {allowed: OPERATORS});
        return () => true;
      }
      const system = systemFieldsOf(schema).includes(key) ? SYSTEM_TYPES[key] : undefined;
      if (system) return fieldTest(condition, {schema, name: key, type: system}, at, out);
      const attribute = schema.attributes[key];
      if (!attribute || attribute.private) {
        badKey(out, 'unknownField', key, at, {schema, allowed: filterableOf(schema)});
        return () => true;
      }
      if (attribute.type === 'dynamiczone') {
        badKey(out, 'notFilterable', key, at, {schema, field: key, kind: attribute.type});
        return () => true;
      }
      const field: Field = {schema, name: key, type: attribute.type, ...(attribute.type === 'enumeration' ? {values: attribute.enum} : {})};
      if (POPULATABLE.has(attribute.type)) return deepTest(condition, field, attribute, targetOf(attribute)!, at, out);
      return fieldTest(condition, field, at, out);
    }),
  );
}
