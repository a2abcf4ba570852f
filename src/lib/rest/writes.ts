/**
 * The write routes (POST, PUT, DELETE), computed without saving anything: the body is validated against the content
 * type (`Invalid key` for a field it does not have or one the API manages; the length, enumeration and required rules
 * of its attributes), and the answer is the document as the write leaves it, at WRITE_MOMENT. A published write
 * creates a new published row, whose `id` is the next one of the table (documents.ts: each publication writes a new
 * row); `status=draft` saves only the draft row. A POST creates NEXT_DOCUMENT_ID.
 */
import {INVALID_PARAMETER_MESSAGES, SYSTEM_FIELDS} from '../../model/api/rest';
import {NEXT_DOCUMENT_ID, WRITE_MOMENT, documents} from '../../model/trailhead/documents';
import type {Attribute} from '../../model/trailhead/schemaTypes';
import type {Context} from './context';
import {RestError, invalidKey} from './errors';
import {isObject, listValues} from './query';
import {highestId, type Row} from './rows';
import {isLocalized, type Schema} from './schema';

type Data = Readonly<Record<string, unknown>>;

interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
  value: unknown;
}

/** The `data` object of a write's body, its keys checked against the content type. */
export function dataOf(body: unknown, schema: Schema): Data {
  if (!isObject(body) || !isObject(body.data)) throw new RestError('invalidBody', INVALID_PARAMETER_MESSAGES.noData);
  for (const key of Object.keys(body.data)) {
    const attribute = schema.attributes[key];
    if ((SYSTEM_FIELDS as readonly string[]).includes(key) || !attribute || attribute.private) throw invalidKey(key, [key], 'body');
  }
  return body.data;
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

/** Throws the 400 of a body that breaks the content type's rules; `creating` also requires the required fields. */
function validate(data: Data, schema: Schema, creating: boolean): void {
  const errors: FieldError[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = data[name];
    // A uid with a target field is generated from it when the body leaves it out.
    const generated = attribute.type === 'uid' && attribute.targetField !== undefined;
    if (creating && attribute.required && value === undefined && !generated && !('default' in attribute)) {
      errors.push({path: [name], message: INVALID_PARAMETER_MESSAGES.missing(name), name: 'ValidationError', value: null});
      continue;
    }
    const message = fieldError(name, attribute, value);
    if (message) errors.push({path: [name], message, name: 'ValidationError', value});
  }
  if (errors.length === 0) return;
  const message = errors.length === 1 ? errors[0]!.message : INVALID_PARAMETER_MESSAGES.several(errors.length);
  throw new RestError('invalidBody', message, {errors});
}

/** A relation value of a body as the documentIds it leaves: a list, `{connect, disconnect, set}`, or one documentId. */
function relationValue(current: unknown, value: unknown): unknown {
  const ids = (input: unknown) =>
    (listValues(input) ?? (input === undefined ? [] : [input]))
      .map((item) => (isObject(item) ? item.documentId : item))
      .filter((item): item is string => typeof item === 'string');
  if (!isObject(value)) return Array.isArray(current) || Array.isArray(value) ? ids(value) : (value ?? null);
  const before = Array.isArray(current) ? (current as string[]) : current ? [current as string] : [];
  if ('set' in value) return Array.isArray(current) || current === undefined ? ids(value.set) : (ids(value.set)[0] ?? null);
  const removed = new Set(ids(value.disconnect));
  const after = [...before.filter((id) => !removed.has(id)), ...ids(value.connect).filter((id) => !before.includes(id))];
  return Array.isArray(current) ? after : (after[after.length - 1] ?? null);
}

/** The fields of a document after a write of `data`. */
function merged(schema: Schema, before: Data, data: Data): Data {
  const fields: Record<string, unknown> = {...before};
  for (const [name, value] of Object.entries(data)) {
    const attribute = schema.attributes[name]!;
    fields[name] = attribute.type === 'relation' ? relationValue(before[name], value) : value;
  }
  return fields;
}

/** Defaults of the attributes a new document leaves out. */
function defaults(schema: Schema): Data {
  return Object.fromEntries(
    Object.entries(schema.attributes).flatMap(([name, attribute]) =>
      'default' in attribute && attribute.default !== undefined ? [[name, attribute.default]] : [],
    ),
  );
}

/** The row a write leaves, in the locale and status of the request. */
function written(schema: Schema, documentId: string, fields: Data, context: Context, createdAt: string, draftId: number): Row {
  const published = context.status === 'published';
  return {
    uid: schema.uid,
    documentId,
    id: published ? highestId(schema.uid) + (draftId > highestId(schema.uid) ? 2 : 1) : draftId,
    locale: isLocalized(schema) ? context.locale : null,
    createdAt,
    updatedAt: WRITE_MOMENT,
    publishedAt: published ? WRITE_MOMENT : null,
    fields,
  };
}

/** POST: a new document. */
export function create(schema: Schema, body: unknown, context: Context): Row {
  const data = dataOf(body, schema);
  validate(data, schema, true);
  return written(schema, NEXT_DOCUMENT_ID, merged(schema, defaults(schema), data), context, WRITE_MOMENT, highestId(schema.uid) + 1);
}

interface Version {
  locale: string | null;
  id: number;
  draftId?: number;
  createdAt: string;
  fields: object;
}

/** The version of a document in a locale (any status); null when the document or the locale does not exist. */
function versionOf(uid: string, documentId: string | null, locale: string): {documentId: string; version: Version | null} | null {
  const document = documents.find((candidate) => candidate.uid === uid && (documentId === null || candidate.documentId === documentId));
  if (!document) return null;
  const version = (document.versions as readonly Version[]).find((v) => v.locale === null || v.locale === locale) ?? null;
  return {documentId: document.documentId, version};
}

/** PUT: the document after the update (a locale it lacks is created; a single type without a document too). */
export function update(schema: Schema, documentId: string | null, body: unknown, context: Context): Row {
  const data = dataOf(body, schema);
  const found = versionOf(schema.uid, documentId, context.locale);
  if (!found && schema.kind !== 'singleType') throw new RestError('notFound');
  const version = found?.version ?? null;
  validate(data, schema, version === null);
  const before = version ? (version.fields as Data) : defaults(schema);
  const draftId = version ? (version.draftId ?? version.id) : highestId(schema.uid) + 1;
  return written(
    schema,
    found?.documentId ?? NEXT_DOCUMENT_ID,
    merged(schema, before, data),
    context,
    version?.createdAt ?? WRITE_MOMENT,
    draftId,
  );
}

/** DELETE: nothing to answer, or a 404 when there is nothing to delete in that locale. */
export function remove(schema: Schema, documentId: string | null, context: Context): void {
  const found = versionOf(schema.uid, documentId, context.locale);
  if (!found?.version) throw new RestError('notFound');
}
