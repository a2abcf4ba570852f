/**
 * The GraphQL schema the GraphQL plugin generates from a project's content types and components (shadow CRUD), in the
 * schema language, as /dev-docs/api/graphql and /dev-docs/plugins/graphql document it:
 * - each content type is an object type named after it (`Restaurant`; a plugin's types carry the plugin's name:
 *   `UsersPermissionsUser`, `UploadFile`) with `documentId`, its attributes, `createdAt`, `updatedAt`, `publishedAt`
 *   and `locale`; no numeric `id`, and no private attribute (`private`, or named in `options.privateAttributes`);
 * - relations, media, components and dynamic zones are fields like the others: a relation or a media field is the
 *   related type, a component `Component<Category><Name>`, a dynamic zone a union of its components; to-many
 *   relations also get a `<field>_connection` field with `nodes` and `pageInfo`;
 * - a collection type gets the queries `restaurants` and `restaurants_connection` (`filters`, `sort`, `pagination`,
 *   `status`, and `locale` when localized) and `restaurant(documentId)`; a single type gets `homepage`;
 * - mutations `createRestaurant(data)`, `updateRestaurant(documentId, data)`, `deleteRestaurant(documentId)`
 *   returning `DeleteMutationResponse`; a single type gets `updateHomepage(data)` and `deleteHomepage`;
 * - `filters` take each field with the REST operators without their `$` (`eq`, `containsi`, ...), relations and
 *   components with their own fields, and `and`, `or`, `not`; an enumeration is a GraphQL enum in documents and
 *   in `data` (`priceRange: budget`) and a string in filters (`priceRange: { eq: "budget" }`);
 * - `data` takes the attributes: relations a documentId or a list of them, media a file id, components objects.
 * Names no page gives are the plugin's: `<Type>FiltersInput`, `<Type>Input`, `<Type>EntityResponseCollection`,
 * `ENUM_<TYPE>_<FIELD>` (or the attribute's `enumName`), `PaginationArg`, `PublicationStatus`. Administrators
 * (`admin::`) are not in the schema. Pure: the same model gives the same text; graphql.ts builds it with graphql-js.
 */
import {holdsMany, type Attribute, type ComponentSchema, type ContentTypeSchema} from '../../src/model/trailhead/schemaTypes';
import {pascal} from './modelTypes';
import {OPERATORS} from '../../src/model/api/rest';

type ContentType = Pick<ContentTypeSchema, 'uid' | 'kind' | 'info' | 'attributes'> & {
  options?: Partial<ContentTypeSchema['options']>;
  pluginOptions?: {i18n?: {localized?: boolean}};
};
type Component = Pick<ComponentSchema, 'uid' | 'attributes'>;

/** The filter operators of GraphQL: the REST ones without their `$`. */
export const GRAPHQL_OPERATORS: readonly string[] = OPERATORS.map((operator) => operator.slice(1));

/** The scalars that have a filter input (`StringFilterInput`, ...). */
const FILTERED_SCALARS = ['String', 'Int', 'Long', 'Float', 'Boolean', 'ID', 'Date', 'Time', 'DateTime', 'JSON'] as const;
type Scalar = (typeof FILTERED_SCALARS)[number];

const camel = (text: string) => text[0]!.toLowerCase() + text.slice(1);

/** `api::restaurant.restaurant` → `Restaurant`, `plugin::users-permissions.user` → `UsersPermissionsUser`. */
function prefixOf(uid: string): string {
  const plugin = /^plugin::([\w-]+)\./.exec(uid);
  return plugin ? pascal(plugin[1]!) : '';
}

/** The GraphQL names of a content type: its object type and its queries. */
export function contentTypeNames(schema: Pick<ContentType, 'uid' | 'info'>): {type: string; one: string; many: string} {
  const prefix = prefixOf(schema.uid);
  const type = `${prefix}${pascal(schema.info.singularName)}`;
  return {type, one: camel(type), many: camel(`${prefix}${pascal(schema.info.pluralName)}`)};
}

/** `shared.address` → `ComponentSharedAddress`. */
export function componentTypeName(uid: string): string {
  return `Component${pascal(uid)}`;
}

/** The content types the GraphQL API serves: not the administrators (`admin::`). */
const served = (uid: string) => !uid.startsWith('admin::');

const isName = (value: string) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(value);

interface Generated {
  sdl: string;
  /** Each object and input type generated for a content type or component, with the UID it comes from. */
  origins: ReadonlyMap<string, {uid: string; role: 'type' | 'filters' | 'input'}>;
}

/** The schema of a model, in the schema language, and where each of its types comes from. */
export function generateGraphqlSchema(
  contentTypes: Readonly<Record<string, ContentType>>,
  components: Readonly<Record<string, Component>>,
): Generated {
  const out: string[] = [];
  const origins = new Map<string, {uid: string; role: 'type' | 'filters' | 'input'}>();
  const types = Object.values(contentTypes).filter((schema) => served(schema.uid));
  const typeOf = new Map(types.map((schema) => [schema.uid, contentTypeNames(schema).type]));
  const componentOf = (uid: string) => (uid in components ? componentTypeName(uid) : null);
  const enums = new Set<string>();

  out.push(
    'scalar JSON',
    'scalar DateTime',
    'scalar Date',
    'scalar Time',
    'scalar Long',
    'enum PublicationStatus {\n  DRAFT\n  PUBLISHED\n}',
    'input PaginationArg {\n  page: Int\n  pageSize: Int\n  start: Int\n  limit: Int\n}',
    'type Pagination {\n  page: Int!\n  pageSize: Int!\n  pageCount: Int!\n  total: Int!\n}',
    'type DeleteMutationResponse {\n  documentId: ID!\n}',
  );
  for (const scalar of FILTERED_SCALARS) {
    const list = new Set(['in', 'notIn', 'between']);
    const fields = GRAPHQL_OPERATORS.map((operator) => {
      if (operator === 'and' || operator === 'or') return `  ${operator}: [${scalar}]`;
      if (operator === 'not') return `  not: ${scalar}FilterInput`;
      if (operator === 'null' || operator === 'notNull') return `  ${operator}: Boolean`;
      return `  ${operator}: ${list.has(operator) ? `[${scalar}]` : scalar}`;
    });
    out.push(`input ${scalar}FilterInput {\n${fields.join('\n')}\n}`);
  }

  /** The scalar of an attribute in documents and in `data`, or null for one that points elsewhere. */
  const scalarOf = (owner: string, key: string, attribute: Attribute): string | null => {
    switch (attribute.type) {
      case 'string':
      case 'text':
      case 'richtext':
      case 'email':
      case 'password':
      case 'uid':
        return 'String';
      case 'integer':
        return 'Int';
      case 'biginteger':
        return 'Long';
      case 'float':
      case 'decimal':
        return 'Float';
      case 'boolean':
        return 'Boolean';
      case 'date':
        return 'Date';
      case 'time':
        return 'Time';
      case 'datetime':
        return 'DateTime';
      case 'json':
      case 'blocks':
      case 'customField':
        return 'JSON';
      case 'enumeration': {
        if (!attribute.enum.every(isName)) return 'String';
        const name = attribute.enumName ?? `ENUM_${owner.toUpperCase()}_${key.toUpperCase()}`;
        if (!enums.has(name)) out.push(`enum ${name} {\n${attribute.enum.map((value) => `  ${value}`).join('\n')}\n}`);
        enums.add(name);
        return name;
      }
      default:
        return null;
    }
  };
  /** The scalar its filter takes: an enumeration is filtered as a string. */
  const filterScalarOf = (attribute: Attribute, scalar: string): Scalar =>
    attribute.type === 'enumeration' ? 'String' : (scalar as Scalar);

  const listArgs = (filters: string) => `(filters: ${filters}, pagination: PaginationArg = {}, sort: [String] = [])`;

  /** The fields of the object type, the filter input and the `data` input of a content type or component. */
  const fieldsOf = (owner: string, attributes: Readonly<Record<string, Attribute>>, hidden: readonly string[] = []) => {
    const output: string[] = [];
    const filters: string[] = [];
    const input: string[] = [];
    for (const [key, declared] of Object.entries(attributes)) {
      const attribute: Attribute = hidden.includes(key) ? {...declared, private: true} : declared;
      const scalar = scalarOf(owner, key, attribute);
      if (scalar !== null) {
        if (!attribute.private) {
          output.push(`  ${key}: ${scalar}`);
          filters.push(`  ${key}: ${filterScalarOf(attribute, scalar)}FilterInput`);
        }
        input.push(`  ${key}: ${scalar}`);
        continue;
      }
      const many = holdsMany(attribute);
      if (attribute.type === 'relation' || attribute.type === 'media') {
        const target = typeOf.get(attribute.type === 'media' ? 'plugin::upload.file' : attribute.target);
        if (!target) continue;
        if (!attribute.private) {
          if (many) {
            output.push(`  ${key}${listArgs(`${target}FiltersInput`)}: [${target}]!`);
            if (attribute.type === 'relation')
              output.push(`  ${key}_connection${listArgs(`${target}FiltersInput`)}: ${target}EntityResponseCollection`);
          } else output.push(`  ${key}: ${target}`);
          filters.push(`  ${key}: ${target}FiltersInput`);
        }
        input.push(`  ${key}: ${many ? '[ID]' : 'ID'}`);
      } else if (attribute.type === 'component') {
        const target = componentOf(attribute.component);
        if (!target) continue;
        if (!attribute.private) {
          output.push(many ? `  ${key}${listArgs(`${target}FiltersInput`)}: [${target}]` : `  ${key}: ${target}`);
          filters.push(`  ${key}: ${target}FiltersInput`);
        }
        input.push(`  ${key}: ${many ? `[${target}Input]` : `${target}Input`}`);
      } else if (attribute.type === 'dynamiczone') {
        const members = attribute.components.map(componentOf).filter((name): name is string => name !== null);
        if (members.length === 0) continue;
        const union = `${owner}${pascal(key)}DynamicZone`;
        out.push(`union ${union} = ${members.join(' | ')}`, `scalar ${union}Input`);
        if (!attribute.private) output.push(`  ${key}: [${union}]`);
        input.push(`  ${key}: [${union}Input!]`);
      }
    }
    return {output, filters, input};
  };

  const logical = (name: string) => [`  and: [${name}]`, `  or: [${name}]`, `  not: ${name}`];

  for (const component of Object.values(components)) {
    const name = componentTypeName(component.uid);
    const {output, filters, input} = fieldsOf(name, component.attributes);
    out.push(`type ${name} {\n${output.join('\n')}\n}`);
    out.push(`input ${name}FiltersInput {\n${[...filters, ...logical(`${name}FiltersInput`)].join('\n')}\n}`);
    out.push(`input ${name}Input {\n${input.join('\n')}\n}`);
    origins.set(name, {uid: component.uid, role: 'type'});
    origins.set(`${name}FiltersInput`, {uid: component.uid, role: 'filters'});
    origins.set(`${name}Input`, {uid: component.uid, role: 'input'});
  }

  const queries: string[] = [];
  const mutations: string[] = [];
  for (const schema of types) {
    const {type, one, many} = contentTypeNames(schema);
    const {output, filters, input} = fieldsOf(type, schema.attributes, schema.options?.privateAttributes);
    out.push(
      `type ${type} {\n  documentId: ID!\n${output.join('\n')}\n  createdAt: DateTime\n  updatedAt: DateTime\n  publishedAt: DateTime\n  locale: String\n}`,
      `type ${type}EntityResponseCollection {\n  nodes: [${type}!]!\n  pageInfo: Pagination!\n}`,
      `input ${type}FiltersInput {\n  documentId: IDFilterInput\n${filters.join('\n')}\n  createdAt: DateTimeFilterInput\n  updatedAt: DateTimeFilterInput\n  publishedAt: DateTimeFilterInput\n${logical(`${type}FiltersInput`).join('\n')}\n}`,
    );
    if (input.length > 0) out.push(`input ${type}Input {\n${input.join('\n')}\n}`);
    origins.set(type, {uid: schema.uid, role: 'type'});
    origins.set(`${type}FiltersInput`, {uid: schema.uid, role: 'filters'});
    origins.set(`${type}Input`, {uid: schema.uid, role: 'input'});

    // Queries and mutations of localized content types take a `locale` (/dev-docs/i18n).
    const locale = schema.pluginOptions?.i18n?.localized ? ', locale: String' : '';
    const status = 'status: PublicationStatus = PUBLISHED';
    const data = input.length > 0 ? `data: ${type}Input!, ` : '';
    if (schema.kind === 'singleType') {
      queries.push(`  ${one}(${status}${locale}): ${type}`);
      mutations.push(`  update${type}(${data}${status}${locale}): ${type}`);
      mutations.push(`  delete${type}${locale ? `(${locale.slice(2)})` : ''}: DeleteMutationResponse`);
    } else {
      const list = `filters: ${type}FiltersInput, pagination: PaginationArg = {}, sort: [String] = [], ${status}${locale}`;
      queries.push(`  ${many}(${list}): [${type}]!`);
      queries.push(`  ${many}_connection(${list}): ${type}EntityResponseCollection`);
      queries.push(`  ${one}(documentId: ID!, ${status}${locale}): ${type}`);
      mutations.push(`  create${type}(${data}${status}${locale}): ${type}`);
      mutations.push(`  update${type}(documentId: ID!, ${data}${status}${locale}): ${type}`);
      mutations.push(`  delete${type}(documentId: ID!${locale}): DeleteMutationResponse`);
    }
  }
  out.push(`type Query {\n${queries.join('\n')}\n}`, `type Mutation {\n${mutations.join('\n')}\n}`);
  return {sdl: `${out.join('\n\n')}\n`, origins};
}
