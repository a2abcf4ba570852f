/**
 * The REST example check's words for a diagnostic of the runtime or the REST layer (src/lib/documents/diagnostics.ts):
 * where the problem is, as the URL writes it (`filters[name][$eq]`), what breaks which rule, and what the model has
 * there (the fields, operators, options, components or values). The rules are the runtime's; only the wording is here.
 */
import {OPERATORS, PARAMETERS, operator} from '../../src/model/api/rest';
import type {Diagnostic} from '../../src/lib/documents/diagnostics';
import {systemFieldsOf, type Schema} from '../../src/lib/documents/schema';
import {isObject} from '../../src/lib/documents/values';
import {HOLE} from './restExtract';

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

/** What a field holds, for a value that does not fit it. */
const HOLDS: Readonly<Record<string, string>> = {
  integer: 'is not an integer, and %s holds integers',
  number: 'is not a number, and %s holds numbers',
  boolean: 'is not true or false, and %s is a boolean',
  date: 'is not an ISO 8601 date, and %s holds dates',
};

/** A path as the URL writes it: `filters[name][$eq]`, or `data.name` in a body. */
function written(path: readonly (string | number)[]): string {
  const [first, ...rest] = path;
  if (first === 'data') return path.join('.');
  return `${String(first)}${rest.map((step) => `[${step}]`).join('')}`;
}

/** The parameter a name is checked for (`fields`, `sort`, `filters`, `populate`, or `data`), from where it is. */
function parameterOf(path: readonly (string | number)[]): string {
  if (path[0] === 'data') return 'data';
  return [...path].reverse().find((step) => ['fields', 'sort', 'filters', 'populate'].includes(String(step))) as string;
}

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

/** The route a query is sent to: its name (`GET /api/users`), and whether it reads parameters of its own, not REST's. */
export interface QueryRoute {
  name: string;
  own: boolean;
}

/** A parameter the route does not read, worded by what kind of name it is. */
function unknownParameter(name: string, route: QueryRoute, reads: readonly string[]): string {
  if (route.own)
    return `${code(name)} is not a parameter of ${route.name}; it reads ${reads.length > 0 ? list(reads) : 'no query parameter'}`;
  if (!(name in PARAMETERS)) {
    const hint = PARAMETER_HINTS[name];
    return `${code(name)} is not a REST parameter${hint ? ` (${hint})` : ''}; parameters: ${list(Object.keys(PARAMETERS))}`;
  }
  return `${code(name)} is not read by ${route.name}; it reads ${list(reads)}`;
}

/** One diagnostic in the check's words; `route` is where a query is sent (a body's diagnostics need none). */
export function describeDiagnostic(diagnostic: Diagnostic, route: QueryRoute = {name: 'the route', own: false}): string {
  const {key, schema, field, kind, value} = diagnostic;
  const at = written(diagnostic.written ?? diagnostic.path);
  const parent = written(diagnostic.path.slice(0, -1));
  const allowed = list(diagnostic.allowed ?? []);
  const schemaName = schema ? nameOf(schema) : '';
  const system = schema ? list(systemFieldsOf(schema)) : '';
  const text = String(value);
  switch (diagnostic.rule) {
    case 'unknownParameter':
      return unknownParameter(key, route, diagnostic.allowed ?? []);
    case 'locale':
      return `locale=${text} is not a locale of the project; locales: ${allowed} (one locale per request)`;
    case 'status':
      return `status=${text}: status takes ${allowed}`;
    case 'unknownField':
      switch (parameterOf(diagnostic.path)) {
        case 'populate':
          return `${at}: ${schemaName} has nothing named ${code(key)} to populate; populate: ${allowed || 'nothing'}`;
        case 'data':
          return `${at}: ${schemaName} has no field ${code(key)} to write; fields: ${allowed}`;
        case 'sort':
          return `${at}: ${schemaName} has no field ${code(key)} to sort on; fields: ${allowed} (and ${system})`;
        case 'filters':
          return `${at}: ${schemaName} has no field ${code(key)} to filter on; fields: ${allowed} (and ${system})`;
        default:
          return `${at}: ${schemaName} has no field ${code(key)}; fields: ${allowed} (and ${system})`;
      }
    case 'managedField':
      return `${at}: the API manages ${key}; ${key === 'locale' ? 'pass it as a query parameter (?locale=fr)' : 'a body cannot set it'}`;
    case 'privateField':
      return `${at}: ${schemaName}.${field} is private: no response carries it`;
    case 'notScalar':
      return parameterOf(diagnostic.path) === 'sort'
        ? `${at}: ${schemaName}.${field} is a ${KIND_NAMES[kind!]}; sort on one of its fields (${field}.<field>)`
        : `${at}: ${schemaName}.${field} is a ${KIND_NAMES[kind!]}; \`fields\` takes scalar fields only: populate it instead`;
    case 'sortThroughMany':
      return `${at}: ${schemaName}.${field} is ${kind === 'to-many' ? 'a to-many field' : 'not a relation or component'}; sort goes through to-one relations and components only`;
    case 'sortDirection':
      return `${at}: ${code(text)} ends with no direction; write \`:asc\` or \`:desc\``;
    case 'sortValue':
      return `${at} takes a field name with an optional direction (${at}=name:desc) or a list of them`;
    case 'fieldList':
      return `${at} takes field names (${at}[0]=name), not an object`;
    case 'notPopulatable':
      return `${at}: ${schemaName}.${field} is not a relation, media, component or dynamic zone, so it cannot be populated (ask for it in \`fields\`); populate: ${allowed || 'nothing'}`;
    case 'creatorField':
      return `${at}: ${field} is a creator field, populated only on a content type whose options set populateCreatorFields, which ${schemaName} does not`;
    case 'populateValue':
      return diagnostic.written ? `${at}: an array of populate takes field names` : `${at} takes \`*\`, field names or an object`;
    case 'populateOptions':
      return `${at} takes true, \`*\` or an object of options (${allowed})`;
    case 'dynamicZoneOption':
      return `${at}: a dynamic zone takes \`on\` (one entry per component) or \`*\`; put ${code(key)} under a component in \`on\``;
    case 'componentsByUid':
      return `${at} takes an object keyed by component UID (${allowed})`;
    case 'notAComponent':
      return `${at}: ${code(key)} is not a component of ${schemaName}.${field}; components: ${allowed}`;
    case 'unknownOption':
      return `${at}: ${code(key)} is no option of populate; options: ${allowed}`;
    case 'optionNotApplicable':
      return `${at}: ${code(key)} applies to ${list((diagnostic.allowed ?? []).map((name) => KIND_NAMES[name] ?? name))}, and ${field} is a ${KIND_NAMES[kind!] ?? kind}`;
    case 'conditions':
      return `${at} takes conditions: ${at}[field][$operator]=value`;
    case 'conditionList':
      return `${at} takes a list of conditions: ${at}[0][field][$eq]=value`;
    case 'unknownOperator':
      return key.startsWith('$') || !operator(`$${key}`)
        ? `${at}: ${code(key)} is not a filter operator; operators: ${list(OPERATORS)}`
        : `${at}: ${code(key)} is not a filter operator; operators start with $ (${code(`$${key}`)})`;
    case 'operatorWithoutField':
      return `${at}: ${code(key)} compares a field; name the field first: ${parent}[field][${key}]`;
    case 'notFilterable':
      return `${at}: ${schemaName}.${field} is a dynamic zone, which filters cannot reach`;
    case 'relationConditions':
      return `${at}: ${schemaName}.${field} is not a scalar field; compare one of its fields: ${at}[field][$eq]=value`;
    case 'operatorOnRelation':
      return `${at}: ${schemaName}.${field} is not a scalar field; compare one of its fields (${parent}[field][${key}]), or use $null or $notNull`;
    case 'operatorValue':
      if (kind === 'list') return `${at} takes a list: ${at}[0]=${text}`;
      if (kind === 'pair') return `${at} takes two values, the bounds: ${at}[0]=low&${at}[1]=high`;
      if (kind === 'boolean') return `${at} takes true or false, not ${code(text)}`;
      return `${at} takes one text value, not a list or an object`;
    case 'valueMisfit':
      if (kind === 'one value') return `${at} takes one value, not a list or an object`;
      if (kind === 'enumeration') return `${at}: ${code(text)} is not a value of ${schemaName}.${field}; values: ${allowed}`;
      return `${at}: ${code(text)} ${HOLDS[kind!]!.replace('%s', `${schemaName}.${field}`)}`;
    case 'paginationObject':
      return `${at} takes an object: ${at}[page]=1&${at}[pageSize]=10`;
    case 'unknownPaginationKey':
      return `${at}: ${code(key)} is no pagination key; keys: ${allowed}`;
    case 'notBoolean':
      return `${at} takes true or false, not ${code(text)}`;
    case 'notInteger':
      return `${at} takes an integer, not ${code(text)} (400 ValidationError)`;
    case 'belowMinimum':
      return `${at}: ${text} is below ${allowed}, which the server refuses (400 ValidationError)`;
    case 'aboveMaximum':
      return `${at}: ${text} is above the maximum, ${allowed} (\`api.rest.maxLimit\`): the server lowers it to ${allowed}`;
    case 'mixedPagination':
      return `${at}: page and pageSize cannot be mixed with start and limit; the server answers 400 ValidationError`;
  }
}
