/**
 * What is wrong with the query parameters and the body of a request, as the runtime's diagnostics: a parameter the
 * route does not read (`Invalid key`), then what the runtime finds in each value it reads (src/lib/documents) and in
 * the keys of a body's `data`. The evaluator answers the first error as a 400; the example check words them all.
 */
import {PARAMETERS, type FixedRoute, type ParameterName, type RouteTemplate} from '../../model/api/rest';
import {badKey, errorsOf, type Diagnostic, type Diagnostics} from '../documents/diagnostics';
import {compilePagination} from '../documents/pagination';
import {compileRead} from '../documents/read';
import {schemaOf, type Schema} from '../documents/schema';
import {Store} from '../documents/store';
import {isObject} from '../documents/values';
import {checkDataKeys} from '../documents/writes';

/** The REST parameters a plugin route over documents reads. */
const PLUGIN_PARAMETERS: readonly ParameterName[] = ['filters', 'sort', 'fields', 'populate'];

/** The route of a request, as far as its parameters go. */
export type ParameterRoute = {kind: 'content'; schema: Schema; template: RouteTemplate} | {kind: 'fixed'; route: FixedRoute};

/** The query parameters a route reads. */
export function parametersOf(route: ParameterRoute): readonly string[] {
  if (route.kind === 'content') return route.template.parameters;
  return route.route.query === 'rest' ? PLUGIN_PARAMETERS : route.route.query;
}

/** The problems of a query on a route, in the order the query names its parameters. */
export function queryDiagnostics(
  route: ParameterRoute,
  query: Readonly<Record<string, unknown>>,
  creatorFieldTypes: readonly string[],
): Diagnostic[] {
  const out: Diagnostics = [];
  const reads = parametersOf(route);
  for (const key of Object.keys(query)) if (!reads.includes(key)) badKey(out, 'unknownParameter', key, [key], {allowed: reads});
  const schema = route.kind === 'content' ? route.schema : route.route.contentType ? schemaOf(route.route.contentType) : null;
  const read = Object.fromEntries(Object.entries(query).filter(([key]) => reads.includes(key) && key in PARAMETERS));
  if (!schema || Object.keys(read).length === 0) return out;
  // Compiling reads no row: an empty store would do, the model's costs nothing more.
  compileRead(schema, read, {store: new Store(), defaultStatus: 'published', creatorFieldTypes, canRead: () => true}, out);
  if ('pagination' in read) compilePagination(read.pagination, out);
  return out;
}

/** The problems of the keys of a body's `data` (none when there is no `data` object: the evaluator answers that). */
export function bodyDiagnostics(schema: Schema, body: unknown): Diagnostic[] {
  const out: Diagnostics = [];
  if (isObject(body) && isObject(body.data)) checkDataKeys(body.data, schema, out);
  return out;
}

/** The order the server validates parameters in: which error a request with several answers. */
const VALIDATION_ORDER = ['locale', 'status', 'filters', 'sort', 'pagination', 'fields', 'populate'];
const rank = (diagnostic: Diagnostic) =>
  diagnostic.rule === 'unknownParameter' ? -1 : VALIDATION_ORDER.indexOf(String(diagnostic.path[0]));

/** The error the server answers for these diagnostics; null when it accepts them. */
export function firstError(diagnostics: readonly Diagnostic[]): Diagnostic | null {
  return [...errorsOf(diagnostics)].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}
