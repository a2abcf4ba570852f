/**
 * `sort`: a field name with an optional `:asc` or `:desc`, or a list of them, reaching fields of to-one relations and
 * components with a dot (`address.city`). Checked against the schema when compiled; entities equal on every key keep
 * the database order (the sort is stable over rows in DATABASE_ORDER). Empty values sort after the others. The Query
 * Engine's `orderBy` takes the same forms.
 */
import {SORT_DIRECTIONS} from '../../model/api/rest';
import {holdsMany, type Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {badKey, badValue, type Diagnostics, type Path} from './diagnostics';
import {relatedEntities, type Entity} from './entities';
import {isObject, listValues} from './values';
import {POPULATABLE, scalarFieldsOf, systemFieldsOf, targetOf, type Schema} from './schema';

export type Order = (a: Entity, b: Entity, context: Context) => number;

interface Key {
  /** The attributes to go through, then the field compared. */
  steps: {name: string; attribute: Attribute}[];
  field: string;
  descending: boolean;
}

function valueAt(entity: Entity, key: Key, context: Context): unknown {
  let current: Entity | undefined = entity;
  for (const step of key.steps) {
    if (!current) return null;
    current = relatedEntities(current, step.name, step.attribute, context)[0];
  }
  return current ? (current[key.field] ?? null) : null;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One entry: `name`, `name:desc`, `address.city:asc`; null when it names nothing to sort on. */
function keyOf(entry: string, schema: Schema, path: Path, out: Diagnostics): Key | null {
  const [fieldPath = '', direction, ...more] = entry.split(':');
  if (more.length > 0 || (direction !== undefined && !(SORT_DIRECTIONS as readonly string[]).includes(direction.toLowerCase()))) {
    badValue(out, 'sortDirection', `Invalid sort direction in ${entry}: write :asc or :desc`, entry, path, {
      value: entry,
      allowed: SORT_DIRECTIONS,
    });
    return null;
  }
  const descending = direction?.toLowerCase() === 'desc';
  const parts = fieldPath.split('.');
  const steps: Key['steps'] = [];
  let current = schema;
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (last && systemFieldsOf(current).includes(part)) return {steps, field: part, descending};
    const attribute = current.attributes[part];
    if (!attribute || attribute.private) {
      badKey(out, 'unknownField', part, path, {schema: current, allowed: scalarFieldsOf(current)});
      return null;
    }
    const target = targetOf(attribute);
    if (last) {
      if (!POPULATABLE.has(attribute.type)) return {steps, field: part, descending};
      badKey(out, 'notScalar', part, path, {schema: current, field: part, kind: attribute.type});
      return null;
    }
    if (!target || holdsMany(attribute)) {
      badKey(out, 'sortThroughMany', part, path, {schema: current, field: part, kind: target ? 'to-many' : attribute.type});
      return null;
    }
    steps.push({name: part, attribute});
    current = target;
  }
  return null;
}

/** `{name: 'asc'}`, or through a relation or a component `{restaurant: {name: 'asc'}}`, as `restaurant.name:asc`. */
function nested(name: string, direction: unknown, at: Path): {entry: string; at: Path}[] {
  if (!isObject(direction)) return [{entry: `${name}:${String(direction)}`, at}];
  return Object.entries(direction).flatMap(([inner, value]) => nested(`${name}.${inner}`, value, at));
}

/** The entries of a `sort` value: a string (comma-separated), a list, or an object of directions, with where each is. */
function entriesOf(value: unknown, path: Path, out: Diagnostics): {entry: string; at: Path}[] {
  if (typeof value === 'string') return value.split(',').map((entry) => ({entry: entry.trim(), at: path}));
  const list = listValues(value);
  if (list)
    return list.flatMap((entry, i) => {
      if (typeof entry === 'string') return [{entry, at: [...path, i]}];
      if (isObject(entry) && Object.keys(entry).length === 1) {
        const [name, direction] = Object.entries(entry)[0]!;
        return nested(name, direction, [...path, i]);
      }
      badValue(out, 'sortValue', `Invalid value of ${[...path, i].join('.')}`, String(i), [...path, i], {value: entry});
      return [];
    });
  if (isObject(value)) return Object.entries(value).flatMap(([name, direction]) => nested(name, direction, [...path, name]));
  badValue(out, 'sortValue', `Invalid value of ${path.join('.')}`, String(path[path.length - 1]), path, {value});
  return [];
}

/** The order a `sort` (or `orderBy`) value stands for; null when it asks for none. Its problems go to `out`. */
export function compileSort(value: unknown, schema: Schema, out: Diagnostics, path: Path = ['sort']): Order | null {
  if (value === undefined || value === '') return null;
  const keys = entriesOf(value, path, out)
    .map(({entry, at}) => keyOf(entry, schema, at, out))
    .filter((key): key is Key => key !== null);
  return (a, b, context) => {
    for (const key of keys) {
      const order = compareValues(valueAt(a, key, context), valueAt(b, key, context));
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  };
}

/** Entities in an order, stable: those equal on every key keep the order they came in. */
export function sorted<T extends Entity>(entities: readonly T[], order: Order | null, context: Context): T[] {
  if (!order) return [...entities];
  return entities
    .map((entity, i) => ({entity, i}))
    .sort((a, b) => order(a.entity, b.entity, context) || a.i - b.i)
    .map(({entity}) => entity);
}
