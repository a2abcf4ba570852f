/**
 * The part of the product's API declarations that comes from the Trailhead model: one namespace per content type and
 * component (`TesseraModel.Restaurant`, `TesseraModel.SharedAddress`, ...), each with the names a page may use in
 * `fields`, `populate`, `filters`, `sort` and `data`, the values of its attributes and its Document Service and Query
 * Engine. Generated from src/model/trailhead/schemas.ts, so that an example that names a field, a relation or a value
 * the model lacks is a type error (read by checks/examples/check.ts).
 */
import {CREATOR_FIELDS, SYSTEM_FIELDS} from '../../src/model/api/rest';
import {LOCALES} from '../../src/model/trailhead/documents';
import {holdsMany, type Attribute, type ComponentSchema, type ContentTypeSchema} from '../../src/model/trailhead/schemaTypes';

type Schema = Pick<ContentTypeSchema, 'uid' | 'attributes'> & {kind?: ContentTypeSchema['kind']; info?: Partial<ContentTypeSchema['info']>};

/** A name as PascalCase: its words, each capitalised (`users-permissions.user` → `UsersPermissionsUser`). */
export const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');

/**
 * The namespace name of a content type or component: `api::restaurant.restaurant` → Restaurant,
 * `plugin::users-permissions.user` → User, `plugin::upload.file` → File, `admin::user` → AdminUser,
 * `shared.seo` → SharedSeo.
 */
export function typeName(uid: string): string {
  const match = /^(api|plugin|admin)::(?:([\w-]+)\.)?([\w-]+)$/.exec(uid);
  if (!match) return pascal(uid);
  const [, scope, , name] = match;
  return scope === 'admin' ? `Admin${pascal(name!)}` : pascal(name!);
}

const literal = (value: string) => `'${value.replace(/'/g, "\\'")}'`;
const union = (values: readonly string[]) => (values.length > 0 ? values.map(literal).join(' | ') : 'never');

/** The TypeScript type of a scalar attribute's value, or null for attributes that point elsewhere. */
function scalarType(attribute: Attribute, use: 'value' | 'input' = 'value'): string | null {
  switch (attribute.type) {
    case 'date':
    case 'datetime':
      return use === 'input' ? 'string | Date' : 'string';
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'password':
    case 'uid':
    case 'biginteger':
    case 'time':
      return 'string';
    case 'integer':
    case 'float':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enumeration':
      return union(attribute.enum);
    case 'json':
      return 'Tessera.JsonValue';
    case 'blocks':
      return 'Tessera.BlocksContent';
    case 'customField':
      return 'Tessera.JsonValue';
    default:
      return null;
  }
}

/** The namespace of the schema an attribute points to (relation target, media file, component), if any. */
function targetOf(attribute: Attribute): string | null {
  if (attribute.type === 'relation') return typeName(attribute.target);
  if (attribute.type === 'media') return typeName('plugin::upload.file');
  if (attribute.type === 'component') return typeName(attribute.component);
  return null;
}

function dynamicZoneEntry(attribute: Attribute, member: 'Values' | 'Input'): string {
  if (attribute.type !== 'dynamiczone') return 'never';
  return attribute.components.map((component) => `({__component: ${literal(component)}} & ${typeName(component)}.${member})`).join(' | ');
}

/** JSON attributes whose shape the product fixes, by `uid.attribute`: the value type instead of any JSON. */
const JSON_SHAPES: Readonly<Record<string, string>> = {
  'plugin::upload.file.formats': 'Tessera.MediaFormats | null',
};

function namespaceOf(schema: Schema, isComponent: boolean): string {
  const name = typeName(schema.uid);
  const entries = Object.entries(schema.attributes);
  const attributes = entries.map(([key]) => key);
  const populatable = entries.filter(([, a]) => scalarType(a) === null).map(([key]) => key);
  const system = isComponent ? ['id'] : [...SYSTEM_FIELDS];
  const lines: string[] = [];
  const push = (line: string) => lines.push(`    ${line}`);
  push(`/** ${schema.uid} */`);
  push(`type Uid = ${literal(schema.uid)};`);
  push(`/** The attributes of ${schema.uid}. */`);
  push(`type Attribute = ${union(attributes)};`);
  push(`/** What \`fields\`, \`sort\` and \`select\` accept: the attributes and the fields every document has. */`);
  push(`type Field = Attribute | ${union(system)};`);
  push(`/** The private attributes, which the API never returns. */`);
  push(`type Private = ${union(entries.filter(([, attribute]) => 'private' in attribute && attribute.private).map(([key]) => key))};`);
  push(`/** What \`populate\` accepts: relations, media, components and dynamic zones. */`);
  push(`type Populatable = ${union(populatable)};`);
  // Values (what a read returns)
  push(`interface Values {`);
  for (const [key, attribute] of entries) {
    const scalar = JSON_SHAPES[`${schema.uid}.${key}`] ?? scalarType(attribute);
    const target = targetOf(attribute);
    const type =
      attribute.type === 'dynamiczone'
        ? `Array<${dynamicZoneEntry(attribute, 'Values')}>`
        : (scalar ?? (holdsMany(attribute) ? `${target}.Document[]` : `${target}.Document | null`));
    push(`  ${key}: ${type};`);
  }
  push(`}`);
  push(
    isComponent
      ? `interface Document extends Values { id: number; }`
      : `interface Document extends Values { id: number; documentId: string; createdAt: string; updatedAt: string; publishedAt: string | null; locale: string | null; }`,
  );
  // Input (what create and update take in `data`) and Row (what the Query Engine writes: relations by numeric id)
  const writes = (member: 'Input' | 'Row', relation: (many: boolean) => string) => {
    push(`interface ${member} {`);
    for (const [key, attribute] of entries) {
      let type: string;
      if (attribute.type === 'dynamiczone') type = `Array<${dynamicZoneEntry(attribute, 'Input')}>`;
      else if (attribute.type === 'relation') type = relation(holdsMany(attribute));
      else if (attribute.type === 'media') type = holdsMany(attribute) ? 'Tessera.MediaInput[]' : 'Tessera.MediaInput';
      else if (attribute.type === 'component')
        type = holdsMany(attribute) ? `${targetOf(attribute)}.Input[]` : `${targetOf(attribute)}.Input`;
      else type = scalarType(attribute, 'input')!;
      push(`  ${key}?: ${type} | null;`);
    }
    if (member === 'Row')
      push(
        `  documentId?: string; locale?: string | null; publishedAt?: string | Date | null; createdAt?: string | Date; updatedAt?: string | Date;`,
      );
    push(`}`);
  };
  writes('Input', (many) => (many ? 'Tessera.ToManyRelationInput' : 'Tessera.ToOneRelationInput'));
  if (!isComponent) {
    push(`/** A request's body for ${schema.uid}: its fields under \`data\`; other keys are a custom action's own. */`);
    // any: the keys beside `data` are whatever a custom action reads
    push(`interface RequestBody { data?: Input; [key: string]: any }`);
  }
  // Filters
  push(`interface Filters extends Tessera.LogicalFilters<Filters> {`);
  const systemFilter = (field: string) => (field === 'id' ? 'number' : /At$/.test(field) ? 'string | Date' : 'string');
  for (const field of system) push(`  ${field}?: Tessera.FieldFilter<${systemFilter(field)}>;`);
  for (const [key, attribute] of entries) {
    if (attribute.type === 'dynamiczone') continue;
    const scalar = scalarType(attribute, 'input');
    push(`  ${key}?: ${scalar ? `Tessera.FieldFilter<${scalar}>` : `${targetOf(attribute)}.Filters`};`);
  }
  push(`}`);
  // The Query Engine's \`where\`: the same, and an array of values for \`$in\`.
  push(`interface Where extends Tessera.LogicalFilters<Where> {`);
  for (const field of system) push(`  ${field}?: Tessera.WhereFilter<${systemFilter(field)}>;`);
  for (const [key, attribute] of entries) {
    if (attribute.type === 'dynamiczone') continue;
    const scalar = scalarType(attribute, 'input');
    push(`  ${key}?: ${scalar ? `Tessera.WhereFilter<${scalar}>` : `${targetOf(attribute)}.Where`};`);
  }
  push(`}`);
  // Sort by a field, or by a field of a relation (\`{ restaurant: { name: 'asc' } }\`).
  const relations = entries.filter(([, attribute]) => attribute.type === 'relation').map(([key]) => key);
  push(`type SortObject = {[K in Exclude<Field, ${union(relations)}>]?: Tessera.Direction} & {`);
  for (const [key, attribute] of entries) if (attribute.type === 'relation') push(`  ${key}?: ${targetOf(attribute)}.SortObject;`);
  push(`};`);
  push(`type Sort = Tessera.SortEntry<Field> | SortObject | readonly (Tessera.SortEntry<Field> | SortObject)[];`);
  const populateObject = (name: string, nested: string) => {
    push(`interface ${name} {`);
    for (const [key, attribute] of entries) {
      if (scalarType(attribute) !== null) continue;
      if (attribute.type === 'dynamiczone') {
        const on = attribute.components.map((component) => `${literal(component)}?: true | ${typeName(component)}.${nested}`).join('; ');
        push(`  ${key}?: boolean | '*' | {on?: {${on}}};`);
      } else push(`  ${key}?: boolean | '*' | ${targetOf(attribute)}.${nested};`);
    }
    // The Document Service populates the creator fields of any content type (/dev-docs/api/document-service/populate).
    if (!isComponent && nested === 'Nested')
      for (const key of Object.keys(CREATOR_FIELDS))
        push(`  ${key}?: boolean | ${typeName(CREATOR_FIELDS[key as keyof typeof CREATOR_FIELDS])}.Nested;`);
    push(`}`);
  };
  push(`type Populate = Tessera.PopulateOf<Populatable, PopulateObject>;`);
  populateObject('PopulateObject', 'Nested');
  push(`/** The parameters of a nested populate. */`);
  push(`interface Nested { fields?: readonly Field[]; populate?: Populate; filters?: Filters; sort?: Sort; count?: boolean; }`);
  push(`/** The Query Engine's \`populate\`: the same relations, with the Query Engine's own parameters inside. */`);
  push(`type QueryPopulate = Tessera.PopulateOf<Populatable, QueryPopulateObject>;`);
  populateObject('QueryPopulateObject', 'QueryNested');
  push(
    `interface QueryNested { select?: Field | readonly Field[]; where?: Where; orderBy?: Tessera.OrderBy<Field>; limit?: number; offset?: number; populate?: QueryPopulate; count?: boolean; }`,
  );
  if (!isComponent) {
    const single = schema.kind === 'singleType';
    push(`/** The Document Service of ${schema.uid}: \`tessera.documents(${literal(schema.uid)})\`. */`);
    push(`interface DocumentService extends Tessera.DocumentServiceOf<Field, Filters, Sort, Populate, Input, Document, ${single}> {}`);
    push(`/** The Query Engine of ${schema.uid}: \`tessera.db.query(${literal(schema.uid)})\`. */`);
    push(`/** A row as the Query Engine writes it: the attributes and the columns the Document Service fills in itself. */`);
    writes('Row', () => 'Tessera.QueryRelationInput');
    push(`interface QueryEngine extends Tessera.QueryEngineOf<Field, Where, QueryPopulate, Row, Document, Populatable> {}`);
  }
  return `  namespace ${name} {\n${lines.join('\n')}\n  }`;
}

/**
 * The model's declarations: `declare namespace TesseraModel { ... }` plus the maps from UIDs to namespaces that the
 * product API (productApi.ts) indexes.
 */
export function modelDeclarations(
  contentTypes: Readonly<Record<string, Schema>>,
  components: Readonly<Record<string, ComponentSchema>>,
): string {
  const types = Object.values(contentTypes);
  const parts = Object.values(components).map((schema) => namespaceOf(schema, true));
  parts.push(...types.map((schema) => namespaceOf(schema, false)));
  const map = (member: string) => types.map((schema) => `    ${literal(schema.uid)}: ${typeName(schema.uid)}.${member};`).join('\n');
  const componentMap = Object.values(components)
    .map((schema) => `    ${literal(schema.uid)}: ${typeName(schema.uid)}.Values;`)
    .join('\n');
  return [
    'declare namespace TesseraModel {',
    ...parts,
    `  /** Every content type of the model. */`,
    `  type ContentTypeUid = ${union(types.map((schema) => schema.uid))};`,
    `  /** Every collection type of the model. */`,
    `  type CollectionTypeUid = ${union(types.filter((schema) => schema.kind !== 'singleType').map((schema) => schema.uid))};`,
    `  /** Every single type of the model. */`,
    `  type SingleTypeUid = ${union(types.filter((schema) => schema.kind === 'singleType').map((schema) => schema.uid))};`,
    `  /** The locales of the example project. */`,
    `  type Locale = ${union(LOCALES)};`,
    `  /** Every component of the model. */`,
    `  type ComponentUid = ${union(Object.keys(components))};`,
    `  /** REST names: the plural name of each collection type and the singular name of each single type. */`,
    `  interface RestCollections {`,
    ...types
      .filter((schema) => schema.uid.startsWith('api::'))
      .map(
        (schema) =>
          `    ${literal(schema.kind === 'singleType' ? schema.info!.singularName! : schema.info!.pluralName!)}: ${typeName(schema.uid)}.Uid;`,
      ),
    `  }`,
    `  interface DocumentServices {\n${map('DocumentService')}\n  }`,
    `  interface QueryEngines {\n${map('QueryEngine')}\n  }`,
    `  interface Inputs {\n${map('Input')}\n  }`,
    `  interface RequestBodies {\n${map('RequestBody')}\n  }`,
    `  interface Rows {\n${map('Row')}\n  }`,
    `  interface Documents {\n${map('Document')}\n  }`,
    `  interface Filters {\n${map('Filters')}\n  }`,
    `  interface Fields {\n${map('Field')}\n  }`,
    `  interface Populates {\n${map('Populate')}\n  }`,
    `  interface Sorts {\n${map('Sort')}\n  }`,
    `  interface ComponentValues {\n${componentMap}\n  }`,
    '}',
  ].join('\n');
}
