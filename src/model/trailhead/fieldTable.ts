/**
 * The rows of `<TrailheadFields uid>` and of its Markdown twin: each field of a Trailhead content type or
 * component, its type as the Content-Type Builder names it (computed from the schema, never written by hand)
 * and what the examples use it for (fieldNotes.ts). Cells are inline Markdown.
 */
import type {Attribute, RelationKind} from './schemaTypes';
import {components, contentTypes, type ComponentUid, type ContentTypeUid} from './schemas';
import {fieldNotes} from './fieldNotes';

const RELATION_LABEL: Record<RelationKind, string> = {
  oneToOne: 'one to one',
  oneToMany: 'one to many',
  manyToOne: 'many to one',
  manyToMany: 'many to many',
  oneWay: 'one way (to one)',
  manyWay: 'one way (to many)',
};

const NUMBER_LABEL = {integer: 'integer', biginteger: 'big integer', float: 'decimal (float)', decimal: 'decimal'} as const;

const code = (text: string): string => `\`${text}\``;
const list = (items: readonly string[]): string => items.map(code).join(', ');
const shortName = (uid: string): string => (uid.includes('::') ? uid.slice(uid.lastIndexOf('.') + 1) : uid);

function limits(attribute: {min?: number; max?: number}): string {
  if (attribute.min !== undefined && attribute.max !== undefined) return `, ${attribute.min} to ${attribute.max}`;
  if (attribute.min !== undefined) return `, at least ${attribute.min}`;
  return '';
}

/** The Content-Type Builder's name of an attribute's type, with what matters of its options. */
export function describeAttribute(attribute: Attribute): string {
  const notes = [attribute.required ? 'required' : null, attribute.configurable === false ? 'not editable' : null].filter(Boolean);
  const suffix = notes.length > 0 ? `, ${notes.join(', ')}` : '';
  switch (attribute.type) {
    case 'string':
      return `Text${suffix}`;
    case 'text':
      return `Long text${suffix}`;
    case 'richtext':
      return `Rich text (Markdown)${suffix}`;
    case 'blocks':
      return `Rich text (Blocks)${suffix}`;
    case 'email':
      return `Email${suffix}`;
    case 'password':
      return `Password${suffix}`;
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return `Number (${NUMBER_LABEL[attribute.type]})${limits(attribute)}${suffix}`;
    case 'date':
    case 'time':
    case 'datetime':
      return `Date (${attribute.type})${suffix}`;
    case 'boolean':
      return `Boolean${suffix}`;
    case 'enumeration':
      return `Enumeration: ${list(attribute.enum)}${suffix}`;
    case 'json':
      return `JSON${suffix}`;
    case 'uid':
      return `UID${attribute.targetField ? `, attached to ${code(attribute.targetField)}` : ''}${suffix}`;
    case 'media':
      return `Media, ${attribute.multiple ? 'multiple files' : 'single file'}${attribute.allowedTypes ? ` (${attribute.allowedTypes.join(', ')})` : ''}${suffix}`;
    case 'relation':
      return `Relation with ${code(shortName(attribute.target))}, ${RELATION_LABEL[attribute.relation]}${suffix}`;
    case 'component': {
      const fields = Object.keys(components[attribute.component as ComponentUid]?.attributes ?? {});
      return `Component ${code(attribute.component)}${attribute.repeatable ? ', repeatable' : ''}${fields.length > 0 ? ` (${list(fields)})` : ''}${suffix}`;
    }
    case 'dynamiczone':
      return `Dynamic zone accepting ${list(attribute.components)}${suffix}`;
    case 'customField':
      return `Custom field ${code(attribute.customField)}${suffix}`;
  }
}

export interface FieldRow {
  name: string;
  /** Inline Markdown. */
  type: string;
  /** Inline Markdown. */
  usedFor: string;
}

/** The field rows of a Trailhead content type or component; throws for a UID the model does not document. */
export function fieldRows(uid: string): FieldRow[] {
  const notes = (fieldNotes as Record<string, Record<string, string> | undefined>)[uid];
  const schema = uid in contentTypes ? contentTypes[uid as ContentTypeUid] : components[uid as ComponentUid];
  if (!schema || !notes) throw new Error(`No Trailhead content type or component ${uid} in src/model/trailhead/schemas.ts`);
  return Object.entries(schema.attributes as Record<string, Attribute>).map(([name, attribute]) => ({
    name,
    type: describeAttribute(attribute),
    usedFor: notes[name]!,
  }));
}
