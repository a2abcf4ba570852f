/**
 * The rules of a write's `data`: its keys checked against the content type (a field it does not have, or one the
 * API manages, is an error), its values against the length, enumeration and required rules of the attributes, and
 * the fields a document has after the write, relations included (`connect` with its `position`, `disconnect`,
 * `set`, or a list of documentIds). Pure: the Document Service saves what these give.
 */
import {INVALID_PARAMETER_MESSAGES, SYSTEM_FIELDS} from '../../model/api/rest';
import type {Attribute} from '../../model/trailhead/schemaTypes';
import {badKey, type Diagnostics} from './diagnostics';
import type {Schema} from './schema';
import {isObject, listValues} from './values';

export type Data = Readonly<Record<string, unknown>>;

export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
  value: unknown;
}

/** What a write throws when `data` breaks the rules of the content type: every field error. */
export class DataValidationError extends Error {
  constructor(readonly errors: readonly FieldError[]) {
    super(errors.length === 1 ? errors[0]!.message : INVALID_PARAMETER_MESSAGES.several(errors.length));
    this.name = 'ValidationError';
  }
}

/** The keys of `data`, each a field of the content type a write may set. */
export function checkDataKeys(data: Data, schema: Schema, out: Diagnostics): void {
  for (const key of Object.keys(data)) {
    const attribute = schema.attributes[key];
    if ((SYSTEM_FIELDS as readonly string[]).includes(key)) badKey(out, 'managedField', key, [key], {schema, field: key});
    else if (!attribute || attribute.private) badKey(out, 'unknownField', key, [key], {schema, allowed: Object.keys(schema.attributes)});
  }
}

/** What is wrong with a value of an attribute, by the rules of the content type. */
function fieldError(name: string, attribute: Attribute, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && 'maxLength' in attribute && attribute.maxLength !== undefined && value.length > attribute.maxLength)
    return INVALID_PARAMETER_MESSAGES.tooLong(name, attribute.maxLength);
  const min = ('minLength' in attribute ? attribute.minLength : undefined) ?? (attribute.required ? 1 : undefined);
  if (typeof value === 'string' && min !== undefined && value.length < min) return INVALID_PARAMETER_MESSAGES.tooShort(name, min);
  if (attribute.type === 'enumeration' && !attribute.enum.includes(String(value)))
    return INVALID_PARAMETER_MESSAGES.notInEnum(name, attribute.enum);
  return null;
}

/** Throws the errors of `data` against the content type's rules; `creating` also requires the required fields. */
export function validateData(data: Data, schema: Schema, creating: boolean): void {
  const errors: FieldError[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = data[name];
    // A uid with a target field is generated from it when the data leaves it out.
    const generated = attribute.type === 'uid' && attribute.targetField !== undefined;
    if (creating && attribute.required && value === undefined && !generated && !('default' in attribute)) {
      errors.push({path: [name], message: INVALID_PARAMETER_MESSAGES.missing(name), name: 'ValidationError', value: null});
      continue;
    }
    const message = fieldError(name, attribute, value);
    if (message) errors.push({path: [name], message, name: 'ValidationError', value});
  }
  if (errors.length > 0) throw new DataValidationError(errors);
}

const documentIdsOf = (input: unknown): string[] =>
  (listValues(input) ?? (input === undefined ? [] : [input]))
    .map((item) => (isObject(item) ? item.documentId : item))
    .filter((item): item is string => typeof item === 'string');

/** Where `connect` puts one documentId in a list: `position` `{before}`, `{after}`, `{start: true}`, or at the end. */
function placed(list: readonly string[], documentId: string, position: unknown): string[] {
  const others = list.filter((id) => id !== documentId);
  const at = (anchor: unknown, offset: number) => {
    const index = typeof anchor === 'string' ? others.indexOf(anchor) : -1;
    return index === -1 ? others.length : index + offset;
  };
  const index = !isObject(position)
    ? others.length
    : position.start === true
      ? 0
      : 'before' in position
        ? at(position.before, 0)
        : 'after' in position
          ? at(position.after, 1)
          : others.length;
  return [...others.slice(0, index), documentId, ...others.slice(index)];
}

/** A relation value of `data` as the documentIds it leaves: a list, `{connect, disconnect, set}`, or one documentId. */
function relationValue(current: unknown, value: unknown): unknown {
  if (!isObject(value)) return Array.isArray(current) || Array.isArray(value) ? documentIdsOf(value) : (value ?? null);
  const before = Array.isArray(current) ? (current as string[]) : current ? [current as string] : [];
  if ('set' in value)
    return Array.isArray(current) || current === undefined ? documentIdsOf(value.set) : (documentIdsOf(value.set)[0] ?? null);
  const removed = new Set(documentIdsOf(value.disconnect));
  let after = before.filter((id) => !removed.has(id));
  for (const item of listValues(value.connect) ?? (value.connect === undefined ? [] : [value.connect])) {
    const [documentId] = documentIdsOf([item]);
    if (documentId === undefined) continue;
    const position = isObject(item) ? item.position : undefined;
    // Connecting a document already there keeps its place unless a position moves it.
    if (after.includes(documentId) && position === undefined) continue;
    after = placed(after, documentId, position);
  }
  return Array.isArray(current) ? after : (after[after.length - 1] ?? null);
}

/** The fields of a document after a write of `data`. */
export function merged(schema: Schema, before: Data, data: Data): Data {
  const fields: Record<string, unknown> = {...before};
  for (const [name, value] of Object.entries(data)) {
    const attribute = schema.attributes[name]!;
    fields[name] = attribute.type === 'relation' ? relationValue(before[name], value) : value;
  }
  return fields;
}

/** Defaults of the attributes a new document leaves out. */
export function defaults(schema: Schema): Data {
  return Object.fromEntries(
    Object.entries(schema.attributes).flatMap(([name, attribute]) =>
      'default' in attribute && attribute.default !== undefined ? [[name, attribute.default]] : [],
    ),
  );
}
