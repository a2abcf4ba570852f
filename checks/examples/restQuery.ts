/**
 * The request side of the REST example check (rest.ts): which route a method and path name (the routes Tessera
 * generates for Trailhead's content types, its plugins' routes, Trailhead's own), and what is wrong with a query string
 * the way the server reads it (`qs`): unknown parameters, fields, operators, values that do not fit, populate options
 * that do not apply, pagination out of its limits or mixed. The rules come from src/model/api/rest.ts, the fields from
 * the Trailhead model. Pure.
 */
import {
  LOGICAL_OPERATORS,
  OPERATORS,
  PAGINATION_KEYS,
  PARAMETERS,
  POPULATE_OPTIONS,
  REST_PREFIX,
  ROUTE_TEMPLATES,
  SORT_DIRECTIONS,
  STATUSES,
  SYSTEM_FIELDS,
  WHOLE_FIELD_OPERATORS,
  hasGeneratedRoutes,
  operator,
  type FixedRoute,
  type ParameterName,
  type PaginationKey,
  type RouteTemplate,
} from '../../src/model/api/rest';
import {LOCALES} from '../../src/model/trailhead/documents';
import {holdsMany, type Attribute} from '../../src/model/trailhead/schemaTypes';
import {isBooleanText, isObject, listValues, parseQuery} from '../../src/lib/rest/query';
import {findRoute, generatedType, segmentsOf, templatePath} from '../../src/lib/rest/routes';
import {DOCUMENT_TYPES} from '../../src/lib/rest/rows';
import {POPULATABLE, TYPES, creatorField, schemaOf, systemFieldsOf, targetOf, type Schema} from '../../src/lib/rest/schema';
import {HOLE} from './restExtract';

/* ------------------------------------------------------------------------------------------------------------------ */
/* The model                                                                                                           */
/* ------------------------------------------------------------------------------------------------------------------ */

export const hasHole = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes(HOLE) : Array.isArray(value) || isObject(value) ? Object.values(value).some(hasHole) : false;
export const list = (names: readonly string[]) => names.join(', ');
export const code = (text: string) => `\`${text}\``;

/** How messages name a schema: `restaurant`, `user`, `component shared.seo`. */
export function nameOf(schema: Schema): string {
  if (!schema.uid.includes('::')) return `component ${schema.uid}`;
  return schema.uid.startsWith('admin::') ? `administrator` : schema.uid.replace(/^[\w-]+::(?:[\w-]+\.)?/, '');
}

const KIND_NAMES: Readonly<Record<string, string>> = {
  relation: 'relation',
  media: 'media field',
  component: 'component',
  dynamiczone: 'dynamic zone',
  'to-many relation': 'to-many relation',
};
const scalarFieldsOf = (schema: Schema) =>
  Object.entries(schema.attributes)
    .filter(([, attribute]) => !POPULATABLE.has(attribute.type) && !attribute.private)
    .map(([name]) => name);
const populatableOf = (schema: Schema) =>
  Object.entries(schema.attributes)
    .filter(([, attribute]) => POPULATABLE.has(attribute.type))
    .map(([name]) => name);

/* ------------------------------------------------------------------------------------------------------------------ */
/* Routes                                                                                                              */
/* ------------------------------------------------------------------------------------------------------------------ */

interface MatchedRoute {
  /** `GET /api/restaurants/:documentId`. */
  name: string;
  schema: Schema | null;
  list: boolean;
  status: number | null;
  /** The REST parameters it reads, or null when it reads its own (`own`). */
  parameters: readonly ParameterName[] | null;
  own: readonly string[];
  /** Whether its body is `data` of the content type. */
  body: boolean;
  /** The documentId segment, if any. */
  documentId: string | null;
  /** The controller action of a generated route (`api::review.review.create`). */
  action: string | null;
}

const collectionPaths = () =>
  TYPES.filter((schema) => hasGeneratedRoutes(schema.uid)).map(
    (schema) => `${REST_PREFIX}/${schema.kind === 'singleType' ? schema.info!.singularName : schema.info!.pluralName}`,
  );

function fromTemplate(template: RouteTemplate, schema: Schema, documentId: string | null): MatchedRoute {
  return {
    name: `${template.method} ${templatePath(template, schema)}`,
    schema,
    list: template.list,
    status: template.status,
    parameters: template.parameters,
    own: [],
    body: template.body,
    documentId,
    action: `${schema.uid}.${template.action}`,
  };
}

function fromFixed(route: FixedRoute): MatchedRoute {
  const schema = route.contentType ? schemaOf(route.contentType) : null;
  const rest = route.query === 'rest';
  return {
    name: `${route.method} ${REST_PREFIX}${route.path}`,
    schema,
    list: route.list ?? false,
    status: route.status ?? null,
    parameters: rest ? (route.list ? ROUTE_TEMPLATES[0]!.parameters : ROUTE_TEMPLATES[2]!.parameters) : null,
    own: rest ? [] : (route.query as readonly string[]),
    body: false,
    documentId: null,
    action: null,
  };
}

/** The route a request names, or what is wrong with its method and path. */
export function matchRoute(method: string, requestPath: string): MatchedRoute | string {
  const found = findRoute(method, requestPath);
  if (found.kind === 'fixed') return fromFixed(found.route);
  if (found.kind === 'content') return fromTemplate(found.template, found.schema, found.documentId);
  const shown = `${method} ${requestPath.replaceAll(HOLE, ':value')}`;
  if (found.kind === 'method') return `${code(shown)} is no route: ${found.pattern} answers ${list(found.methods)}`;
  const [first, documentId] = segmentsOf(requestPath.slice(REST_PREFIX.length));
  const single = generatedType(first)?.kind === 'singleType' ? generatedType(first) : null;
  const paths = `routes: ${list(collectionPaths())}`;
  const bySingular = TYPES.find(
    (type) => hasGeneratedRoutes(type.uid) && type.kind === 'collectionType' && type.info?.singularName === first,
  );
  if (bySingular)
    return `${code(shown)} names no route: ${first} is a collection type, whose routes use its plural name, ${REST_PREFIX}/${bySingular.info!.pluralName}`;
  const byPlural = TYPES.find((type) => hasGeneratedRoutes(type.uid) && type.kind === 'singleType' && type.info?.pluralName === first);
  if (byPlural)
    return `${code(shown)} names no route: ${byPlural.info!.singularName} is a single type, whose routes use its singular name, ${REST_PREFIX}/${byPlural.info!.singularName}`;
  if (single && documentId !== undefined)
    return `${code(shown)} names no route: ${first} is a single type, with no documentId in its paths (${REST_PREFIX}/${first})`;
  return `${code(shown)} names no route of a Trailhead content type; ${paths}`;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Parameters                                                                                                          */
/* ------------------------------------------------------------------------------------------------------------------ */

/** Parameters of other APIs or of Tessera 4 that readers try, with what to write instead. */
const PARAMETER_HINTS: Readonly<Record<string, string>> = {
  publicationState: 'Tessera 4 parameter, replaced by `status` (`draft` or `published`)',
  page: 'write `pagination[page]`',
  pageSize: 'write `pagination[pageSize]`',
  start: 'write `pagination[start]`',
  limit: 'write `pagination[limit]`',
  withCount: 'write `pagination[withCount]`',
  where: 'the Query Engine’s; the REST API reads `filters`',
  select: 'the Query Engine’s; the REST API reads `fields`',
  orderBy: 'the Query Engine’s; the REST API reads `sort`',
};

/** Where in the query a value sits, as the URL writes it: `filters[name][$eq]`. */
const key = (base: string, name: string | number) => `${base}[${name}]`;

interface FieldType {
  type: string;
  enum?: readonly string[];
}

const SYSTEM_TYPES: Readonly<Record<string, FieldType>> = {
  id: {type: 'integer'},
  documentId: {type: 'string'},
  createdAt: {type: 'datetime'},
  updatedAt: {type: 'datetime'},
  publishedAt: {type: 'datetime'},
  locale: {type: 'string'},
};

/** What is wrong with a value compared with a field; null when it fits (or when the example computes it). */
function misfit(value: unknown, field: FieldType, where: string, fieldName: string): string | null {
  if (value === null || hasHole(value)) return null;
  if (isObject(value) || Array.isArray(value)) return `${where} takes one value, not a list or an object`;
  const text = String(value);
  switch (field.type) {
    case 'enumeration':
      return field.enum!.includes(text) ? null : `${where}: ${code(text)} is not a value of ${fieldName}; values: ${list(field.enum!)}`;
    case 'integer':
    case 'biginteger':
      return /^-?\d+$/.test(text) ? null : `${where}: ${code(text)} is not an integer, and ${fieldName} holds integers`;
    case 'float':
    case 'decimal':
      return text.trim() !== '' && Number.isFinite(Number(text))
        ? null
        : `${where}: ${code(text)} is not a number, and ${fieldName} holds numbers`;
    case 'boolean':
      return isBooleanText(value) ? null : `${where}: ${code(text)} is not true or false, and ${fieldName} is a boolean`;
    case 'date':
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(text)
        ? null
        : `${where}: ${code(text)} is not an ISO 8601 date, and ${fieldName} holds dates`;
    default:
      return null;
  }
}

class QueryCheck {
  readonly problems: string[] = [];

  /** `creatorFieldTypes`: the content types the page turns populateCreatorFields on for. */
  constructor(private readonly creatorFieldTypes: readonly string[] = []) {}

  private fieldNames(schema: Schema): string {
    return list([...Object.keys(schema.attributes).filter((name) => !schema.attributes[name]!.private)]);
  }

  /** `fields`: scalar fields of the schema, and the system fields. */
  fields(value: unknown, schema: Schema, where: string): void {
    const names = typeof value === 'string' ? [value] : listValues(value);
    if (!names) {
      this.problems.push(`${where} takes field names (${where}[0]=name), not an object`);
      return;
    }
    names.forEach((name, i) => {
      if (typeof name !== 'string' || hasHole(name)) return;
      const at = typeof value === 'string' ? where : key(where, i);
      const attribute = schema.attributes[name];
      if (systemFieldsOf(schema).includes(name)) return;
      if (!attribute)
        this.problems.push(
          `${at}: ${nameOf(schema)} has no field ${code(name)}; fields: ${list(scalarFieldsOf(schema))} (and ${list(systemFieldsOf(schema))})`,
        );
      else if (attribute.private) this.problems.push(`${at}: ${nameOf(schema)}.${name} is private: no response carries it`);
      else if (POPULATABLE.has(attribute.type))
        this.problems.push(
          `${at}: ${nameOf(schema)}.${name} is a ${KIND_NAMES[attribute.type]}; \`fields\` takes scalar fields only: populate it instead`,
        );
    });
  }

  /** `sort`: `field`, `field:asc`, `field:desc`, through to-one relations and components with dots. */
  sort(value: unknown, schema: Schema, where: string): void {
    const entries = typeof value === 'string' ? [value] : listValues(value);
    if (!entries) {
      this.problems.push(`${where} takes a field name with an optional direction (${where}=name:desc) or a list of them`);
      return;
    }
    entries.forEach((entry, i) => {
      if (typeof entry !== 'string' || hasHole(entry)) return;
      const at = typeof value === 'string' ? where : key(where, i);
      const [fieldPath, direction, ...more] = entry.split(':');
      if (more.length > 0 || (direction !== undefined && !(SORT_DIRECTIONS as readonly string[]).includes(direction.toLowerCase()))) {
        this.problems.push(`${at}: ${code(entry)} ends with no direction; write \`:asc\` or \`:desc\``);
        return;
      }
      let current: Schema = schema;
      const parts = fieldPath!.split('.');
      parts.forEach((part, p) => {
        if (!current) return;
        const attribute = current.attributes[part];
        const last = p === parts.length - 1;
        if (last && systemFieldsOf(current).includes(part)) return;
        if (!attribute || attribute.private) {
          this.problems.push(
            `${at}: ${nameOf(current)} has no field ${code(part)} to sort on; fields: ${list(scalarFieldsOf(current))} (and ${list(systemFieldsOf(current))})`,
          );
          current = null as unknown as Schema;
          return;
        }
        const target = targetOf(attribute);
        if (last) {
          if (POPULATABLE.has(attribute.type))
            this.problems.push(
              `${at}: ${nameOf(current)}.${part} is a ${KIND_NAMES[attribute.type]}; sort on one of its fields (${part}.<field>)`,
            );
          return;
        }
        if (!target || holdsMany(attribute)) {
          this.problems.push(
            `${at}: ${nameOf(current)}.${part} is ${target ? 'a to-many field' : 'not a relation or component'}; sort goes through to-one relations and components only`,
          );
          current = null as unknown as Schema;
          return;
        }
        current = target;
      });
    });
  }

  /** `pagination`: known keys, integers within their limits, one style. */
  pagination(value: unknown, where: string): void {
    if (!isObject(value)) {
      this.problems.push(`${where} takes an object: ${where}[page]=1&${where}[pageSize]=10`);
      return;
    }
    const styles = new Set<string>();
    for (const [name, raw] of Object.entries(value)) {
      const rule = PAGINATION_KEYS[name as PaginationKey];
      const at = key(where, name);
      if (!rule) {
        this.problems.push(`${at}: ${code(name)} is no pagination key; keys: ${list(Object.keys(PAGINATION_KEYS))}`);
        continue;
      }
      if (rule.style !== 'both') styles.add(rule.style);
      if (hasHole(raw)) continue;
      if (rule.takes === 'boolean') {
        if (!isBooleanText(raw)) this.problems.push(`${at} takes true or false, not ${code(String(raw))}`);
        continue;
      }
      const text = String(raw);
      if (!/^-?\d+$/.test(text)) {
        this.problems.push(`${at} takes an integer, not ${code(text)} (400 ValidationError)`);
        continue;
      }
      const number = Number(text);
      if (rule.min !== undefined && number < rule.min)
        this.problems.push(`${at}: ${number} is below ${rule.min}, which the server refuses (400 ValidationError)`);
      if (rule.max !== undefined && number > rule.max)
        this.problems.push(
          `${at}: ${number} is above the maximum, ${rule.max} (\`api.rest.maxLimit\`): the server lowers it to ${rule.max}`,
        );
    }
    if (styles.size > 1)
      this.problems.push(`${where}: page and pageSize cannot be mixed with start and limit; the server answers 400 ValidationError`);
  }

  /** `populate`: `*`, names, dotted paths, arrays and objects, each naming what the schema can populate. */
  populate(value: unknown, schema: Schema, where: string): void {
    if (value === '*' || hasHole(value)) return;
    if (typeof value === 'string') {
      this.populatePath(value, schema, where);
      return;
    }
    const items = listValues(value);
    if (items) {
      items.forEach((item, i) => {
        if (typeof item === 'string') {
          if (item !== '*') this.populatePath(item, schema, key(where, i));
        } else this.problems.push(`${key(where, i)}: an array of populate takes field names`);
      });
      return;
    }
    if (!isObject(value)) return;
    for (const [name, options] of Object.entries(value)) {
      const at = key(where, name);
      const attribute = this.populatable(schema, name, at);
      if (!attribute) continue;
      if (isBooleanText(options) || options === '*') continue;
      if (!isObject(options)) {
        this.problems.push(`${at} takes true, \`*\` or an object of options (${list(Object.keys(POPULATE_OPTIONS))})`);
        continue;
      }
      this.populateOptions(options, attribute, name, schema, at);
    }
  }

  /** A dotted path (`reviews.author`): each segment populatable in the schema the previous one points to. */
  private populatePath(value: string, schema: Schema, where: string): void {
    let current: Schema | null = schema;
    for (const segment of value.split('.')) {
      if (!current) return;
      const attribute = this.populatable(current, segment, where);
      current = attribute ? targetOf(attribute) : null;
    }
  }

  /** The attribute a populate key names, when it can be populated; otherwise records why not. */
  private populatable(schema: Schema, name: string, where: string): Attribute | null {
    const attribute = schema.attributes[name];
    if (attribute && POPULATABLE.has(attribute.type)) return attribute;
    const creator = creatorField(name);
    if (creator) {
      if (schema.options?.populateCreatorFields || this.creatorFieldTypes.includes(schema.uid)) return creator;
      this.problems.push(
        `${where}: ${name} is a creator field, populated only on a content type whose options set populateCreatorFields, which ${nameOf(schema)} does not`,
      );
      return null;
    }
    const can = populatableOf(schema);
    if (attribute)
      this.problems.push(
        `${where}: ${nameOf(schema)}.${name} is not a relation, media, component or dynamic zone, so it cannot be populated (ask for it in \`fields\`); populate: ${list(can) || 'nothing'}`,
      );
    else this.problems.push(`${where}: ${nameOf(schema)} has nothing named ${code(name)} to populate; populate: ${list(can) || 'nothing'}`);
    return null;
  }

  private populateOptions(options: Record<string, unknown>, attribute: Attribute, name: string, schema: Schema, where: string): void {
    if (attribute.type === 'dynamiczone') {
      for (const [option, inner] of Object.entries(options)) {
        const at = key(where, option);
        if (option !== 'on') {
          this.problems.push(
            `${at}: a dynamic zone takes \`on\` (one entry per component) or \`*\`; put ${code(option)} under a component in \`on\``,
          );
          continue;
        }
        if (!isObject(inner)) {
          this.problems.push(`${at} takes an object keyed by component UID (${list(attribute.components)})`);
          continue;
        }
        for (const [uid, componentOptions] of Object.entries(inner)) {
          const component = (attribute.components as readonly string[]).includes(uid) ? schemaOf(uid) : null;
          if (!component) {
            this.problems.push(
              `${key(at, uid)}: ${code(uid)} is not a component of ${nameOf(schema)}.${name}; components: ${list(attribute.components)}`,
            );
            continue;
          }
          if (isBooleanText(componentOptions) || componentOptions === '*') continue;
          if (isObject(componentOptions))
            this.populateOptions(componentOptions, {type: 'component', component: uid, repeatable: false}, uid, schema, key(at, uid));
          else this.problems.push(`${key(at, uid)} takes true or an object of options`);
        }
      }
      return;
    }
    const target = targetOf(attribute)!;
    const kind = attribute.type === 'relation' && holdsMany(attribute) ? 'to-many relation' : attribute.type;
    for (const [option, inner] of Object.entries(options)) {
      const at = key(where, option);
      const rule = POPULATE_OPTIONS[option as keyof typeof POPULATE_OPTIONS];
      if (!rule) {
        this.problems.push(`${at}: ${code(option)} is no option of populate; options: ${list(Object.keys(POPULATE_OPTIONS))}`);
        continue;
      }
      const applies =
        (rule.appliesTo as readonly string[]).includes(kind) ||
        (kind === 'to-many relation' && (rule.appliesTo as readonly string[]).includes('relation'));
      if (!applies) {
        this.problems.push(
          `${at}: ${code(option)} applies to ${list(rule.appliesTo.map((k) => KIND_NAMES[k] ?? k))}, and ${name} is a ${KIND_NAMES[kind] ?? kind}`,
        );
        continue;
      }
      if (option === 'populate') this.populate(inner, target, at);
      else if (option === 'fields') this.fields(inner, target, at);
      else if (option === 'filters') this.filters(inner, target, at);
      else if (option === 'sort') this.sort(inner, target, at);
    }
  }

  /** `filters`: fields (deep through relations and components), operators, values that fit. */
  filters(value: unknown, schema: Schema, where: string): void {
    if (!isObject(value)) {
      if (!hasHole(value)) this.problems.push(`${where} takes conditions: ${where}[field][$operator]=value`);
      return;
    }
    for (const [name, condition] of Object.entries(value)) {
      const at = key(where, name);
      if (name.startsWith('$')) {
        const rule = operator(name);
        if (!rule) this.problems.push(`${at}: ${code(name)} is not a filter operator; operators: ${list(OPERATORS)}`);
        else if (rule.takes === 'conditions') {
          const conditions = listValues(condition);
          if (!conditions) this.problems.push(`${at} takes a list of conditions: ${at}[0][field][$eq]=value`);
          else conditions.forEach((inner, i) => this.filters(inner, schema, key(at, i)));
        } else if (rule.takes === 'condition') this.filters(condition, schema, at);
        else this.problems.push(`${at}: ${code(name)} compares a field; name the field first: ${where}[field][${name}]`);
        continue;
      }
      if (hasHole(name)) continue;
      const system = systemFieldsOf(schema).includes(name) ? SYSTEM_TYPES[name] : undefined;
      const attribute = system ? undefined : schema.attributes[name];
      if (!system && (!attribute || attribute.private)) {
        this.problems.push(
          `${at}: ${nameOf(schema)} has no field ${code(name)} to filter on; fields: ${this.fieldNames(schema)} (and ${list(systemFieldsOf(schema))})`,
        );
        continue;
      }
      if (attribute?.type === 'dynamiczone') {
        this.problems.push(`${at}: ${nameOf(schema)}.${name} is a dynamic zone, which filters cannot reach`);
        continue;
      }
      const target = attribute ? targetOf(attribute) : null;
      if (target) this.deepCondition(condition, target, `${nameOf(schema)}.${name}`, at);
      else this.condition(condition, system ?? (attribute as FieldType), `${nameOf(schema)}.${name}`, at);
    }
  }

  /** A condition on a relation, media or component: `$null`/`$notNull` on the whole, or fields of the target. */
  private deepCondition(condition: unknown, target: Schema, fieldName: string, where: string): void {
    if (!isObject(condition)) {
      if (!hasHole(condition))
        this.problems.push(`${where}: ${fieldName} is not a scalar field; compare one of its fields: ${where}[field][$eq]=value`);
      return;
    }
    const fields: Record<string, unknown> = {};
    for (const [name, inner] of Object.entries(condition)) {
      if ((WHOLE_FIELD_OPERATORS as readonly string[]).includes(name)) {
        if (!isBooleanText(inner) && !hasHole(inner))
          this.problems.push(`${key(where, name)} takes true or false, not ${code(String(inner))}`);
      } else if (LOGICAL_OPERATORS.some((logical) => logical.name === name)) fields[name] = inner;
      else if (name.startsWith('$') && operator(name))
        this.problems.push(
          `${key(where, name)}: ${fieldName} is not a scalar field; compare one of its fields (${where}[field][${name}]), or use $null or $notNull`,
        );
      else fields[name] = inner;
    }
    if (Object.keys(fields).length > 0) this.filters(fields, target, where);
  }

  /** A condition on a scalar field: a value (`$eq` implied) or operators with their values. */
  private condition(condition: unknown, field: FieldType, fieldName: string, where: string): void {
    if (!isObject(condition)) {
      const problem = misfit(condition, field, where, fieldName);
      if (problem) this.problems.push(problem);
      return;
    }
    for (const [name, value] of Object.entries(condition)) {
      const at = key(where, name);
      const rule = operator(name);
      if (!rule) {
        this.problems.push(
          name.startsWith('$') || !operator(`$${name}`)
            ? `${at}: ${code(name)} is not a filter operator; operators: ${list(OPERATORS)}`
            : `${at}: ${code(name)} is not a filter operator; operators start with $ (${code(`$${name}`)})`,
        );
        continue;
      }
      switch (rule.takes) {
        case 'conditions': {
          const conditions = listValues(value);
          if (!conditions) this.problems.push(`${at} takes a list of conditions`);
          else conditions.forEach((inner, i) => this.condition(inner, field, fieldName, key(at, i)));
          break;
        }
        case 'condition':
          this.condition(value, field, fieldName, at);
          break;
        case 'list': {
          const values = listValues(value);
          if (!values) {
            if (!hasHole(value)) this.problems.push(`${at} takes a list: ${at}[0]=${String(value)}`);
          } else values.forEach((item, i) => this.fit(item, field, fieldName, key(at, i)));
          break;
        }
        case 'pair': {
          const values = listValues(value);
          if (!values || values.length !== 2) {
            if (!hasHole(value)) this.problems.push(`${at} takes two values, the bounds: ${at}[0]=low&${at}[1]=high`);
          } else values.forEach((item, i) => this.fit(item, field, fieldName, key(at, i)));
          break;
        }
        case 'boolean':
          if (!isBooleanText(value) && !hasHole(value)) this.problems.push(`${at} takes true or false, not ${code(String(value))}`);
          break;
        case 'text':
          if (isObject(value) || Array.isArray(value)) this.problems.push(`${at} takes one text value, not a list or an object`);
          break;
        default:
          this.fit(value, field, fieldName, at);
      }
    }
  }

  private fit(value: unknown, field: FieldType, fieldName: string, where: string): void {
    const problem = misfit(value, field, where, fieldName);
    if (problem) this.problems.push(problem);
  }
}

/** What is wrong with a request: its route, its query parameters and its body. */
export function requestProblems(
  method: string,
  requestPath: string,
  query: string | null,
  body?: unknown,
  creatorFieldTypes: readonly string[] = [],
): string[] {
  const route = matchRoute(method.toUpperCase(), requestPath);
  if (typeof route === 'string') return [route];
  const problems: string[] = [];
  if (route.documentId && route.documentId !== HOLE && !route.documentId.startsWith(':')) {
    const owner = DOCUMENT_TYPES.get(route.documentId);
    if (/^\d+$/.test(route.documentId))
      problems.push(
        `${route.documentId} is a numeric id; REST paths name a document by its documentId (24 characters), the same in every locale and status`,
      );
    else if (owner && owner !== route.schema?.uid)
      problems.push(`${route.documentId} is the documentId of a ${nameOf(schemaOf(owner)!)}, not of a ${nameOf(route.schema!)}`);
  }
  if (query === null || query === '') {
    if (route.body && body !== undefined) problems.push(...bodyProblems(body, route));
    return problems;
  }
  const parsed = parseQuery(query);
  const check = new QueryCheck(creatorFieldTypes);
  for (const [name, value] of Object.entries(parsed)) {
    if (hasHole(name)) continue;
    if (route.parameters === null && !route.own.includes(name)) {
      problems.push(
        `${code(name)} is not a parameter of ${route.name}; it reads ${route.own.length > 0 ? list(route.own) : 'no query parameter'}`,
      );
      continue;
    }
    // A route's own parameter, unless it is one of the REST parameters (`/upload/files` reads filters and sort).
    if (route.parameters === null && !(name in PARAMETERS)) continue;
    if (!(name in PARAMETERS)) {
      const hint = PARAMETER_HINTS[name];
      problems.push(`${code(name)} is not a REST parameter${hint ? ` (${hint})` : ''}; parameters: ${list(Object.keys(PARAMETERS))}`);
      continue;
    }
    if (route.parameters !== null && !route.parameters.includes(name as ParameterName)) {
      problems.push(`${code(name)} is not read by ${route.name}; it reads ${list(route.parameters)}`);
      continue;
    }
    const schema = route.schema;
    switch (name as ParameterName) {
      case 'status':
        if (!hasHole(value) && !(STATUSES as readonly unknown[]).includes(value))
          problems.push(`status=${String(value)}: status takes ${list(STATUSES)}`);
        break;
      case 'locale':
        if (!hasHole(value) && !(LOCALES as readonly unknown[]).includes(value))
          problems.push(`locale=${String(value)} is not a locale of the project; locales: ${list(LOCALES)} (one locale per request)`);
        break;
      case 'fields':
        if (schema) check.fields(value, schema, 'fields');
        break;
      case 'sort':
        if (schema) check.sort(value, schema, 'sort');
        break;
      case 'populate':
        if (schema) check.populate(value, schema, 'populate');
        break;
      case 'filters':
        if (schema) check.filters(value, schema, 'filters');
        break;
      case 'pagination':
        check.pagination(value, 'pagination');
        break;
    }
  }
  problems.push(...check.problems);
  if (route.body && body !== undefined) problems.push(...bodyProblems(body, route));
  return problems;
}

/** A create or update body: `{ data: {...} }` with fields of the content type. */
export function bodyProblems(body: unknown, route: MatchedRoute): string[] {
  if (body === undefined || hasHole(body) || !route.schema) return [];
  if (!isObject(body) || !isObject(body.data)) return [`the body of ${route.name} is \`{ "data": { ...fields } }\``];
  const schema = route.schema;
  return Object.keys(body.data)
    .filter((name) => !(name in schema.attributes) && !hasHole(name))
    .map((name) =>
      (SYSTEM_FIELDS as readonly string[]).includes(name)
        ? `data.${name}: the API manages ${name}; ${name === 'locale' ? 'pass it as a query parameter (?locale=fr)' : 'a body cannot set it'}`
        : `data.${name}: ${nameOf(schema)} has no field ${code(name)} to write; fields: ${list(Object.keys(schema.attributes))}`,
    );
}
