/**
 * `sort`: a field name with an optional `:asc` or `:desc`, or a list of them, reaching fields of to-one relations and
 * components with a dot (`address.city`). Checked against the schema when compiled; entities equal on every key keep
 * the database order (the sort is stable over rows in DATABASE_ORDER). Empty values sort after the others.
 */
import {SORT_DIRECTIONS} from '../../model/api/rest';
import {holdsMany} from '../../model/trailhead/schemaTypes';
import type {Evaluation} from './context';
import {relatedEntities, type Entity} from './entities';
import {invalidKey, invalidValue} from './errors';
import {isObject, listValues} from './query';
import {POPULATABLE, systemFieldsOf, targetOf, type Schema} from './schema';
import type {Attribute} from '../../model/trailhead/schemaTypes';

export type Order = (a: Entity, b: Entity, evaluation: Evaluation) => number;

interface Key {
  /** The attributes to go through, then the field compared. */
  steps: {name: string; attribute: Attribute}[];
  field: string;
  descending: boolean;
}

function valueAt(entity: Entity, key: Key, evaluation: Evaluation): unknown {
  let current: Entity | undefined = entity;
  for (const step of key.steps) {
    if (!current) return null;
    current = relatedEntities(current, step.name, step.attribute, evaluation)[0];
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

/** One entry: `name`, `name:desc`, `address.city:asc`; an object entry (`{name: 'desc'}`) as qs may give it. */
function keyOf(entry: string, schema: Schema, path: readonly (string | number)[]): Key {
  const [fieldPath = '', direction, ...more] = entry.split(':');
  if (more.length > 0 || (direction !== undefined && !(SORT_DIRECTIONS as readonly string[]).includes(direction.toLowerCase())))
    throw invalidValue(`Invalid sort direction in ${entry}: write :asc or :desc`, entry, path);
  const parts = fieldPath.split('.');
  const steps: Key['steps'] = [];
  let current = schema;
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    if (last && systemFieldsOf(current).includes(part)) return {steps, field: part, descending: direction?.toLowerCase() === 'desc'};
    const attribute = current.attributes[part];
    if (!attribute || attribute.private) throw invalidKey(part, path);
    const target = targetOf(attribute);
    if (last) {
      if (POPULATABLE.has(attribute.type)) throw invalidKey(part, path);
      return {steps, field: part, descending: direction?.toLowerCase() === 'desc'};
    }
    if (!target || holdsMany(attribute)) throw invalidKey(part, path);
    steps.push({name: part, attribute});
    current = target;
  }
  throw invalidKey(entry, path);
}

/** The order a `sort` parameter stands for; null when it asks for none. */
export function compileSort(value: unknown, schema: Schema, path: readonly (string | number)[] = ['sort']): Order | null {
  if (value === undefined || value === '') return null;
  let entries: {entry: string; at: readonly (string | number)[]}[];
  if (typeof value === 'string') entries = value.split(',').map((entry) => ({entry: entry.trim(), at: path}));
  else if (listValues(value))
    entries = listValues(value)!.map((entry, i) => {
      if (typeof entry === 'string') return {entry, at: [...path, i]};
      if (isObject(entry) && Object.keys(entry).length === 1) {
        const [name, direction] = Object.entries(entry)[0]!;
        return {entry: `${name}:${String(direction)}`, at: [...path, i]};
      }
      throw invalidValue(`Invalid value of ${[...path, i].join('.')}`, String(i), [...path, i]);
    });
  else if (isObject(value))
    entries = Object.entries(value).map(([name, direction]) => ({entry: `${name}:${String(direction)}`, at: [...path, name]}));
  else throw invalidValue(`Invalid value of ${path.join('.')}`, 'sort', path);
  const keys = entries.map(({entry, at}) => keyOf(entry, schema, at));
  return (a, b, evaluation) => {
    for (const key of keys) {
      const order = compareValues(valueAt(a, key, evaluation), valueAt(b, key, evaluation));
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  };
}
