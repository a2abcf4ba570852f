/**
 * The request side of the REST example check (rest.ts): which route a method and path name (the routes Tessera
 * generates for Trailhead's content types, its plugins' routes, Trailhead's own), and what is wrong with its query
 * string and body. The check validates nothing itself: the REST layer and the runtime it delegates to give their
 * diagnostics (src/lib/rest/parameters.ts, src/lib/documents/diagnostics.ts), the same the evaluator answers a 400
 * with, and this module words each for writers: where (`filters[name][$eq]`), what the model has there. Pure.
 */
import {
  REST_PREFIX,
  ROUTE_TEMPLATES,
  hasGeneratedRoutes,
  type FixedRoute,
  type ParameterName,
  type RouteTemplate,
} from '../../src/model/api/rest';
import type {Diagnostic} from '../../src/lib/documents/diagnostics';
import {schemaOf, TYPES, type Schema} from '../../src/lib/documents/schema';
import {DOCUMENT_TYPES} from '../../src/lib/documents/store';
import {isObject} from '../../src/lib/documents/values';
import {bodyDiagnostics, queryDiagnostics} from '../../src/lib/rest/parameters';
import {parseQuery} from '../../src/lib/rest/query';
import {findRoute, generatedType, segmentsOf, templatePath, type FoundRoute} from '../../src/lib/rest/routes';
import {code, describeDiagnostic, hasHole, list, nameOf} from './restMessages';
import {HOLE} from './restExtract';

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
  /** The route as the REST layer reads its parameters. */
  found: Extract<FoundRoute, {kind: 'content' | 'fixed'}>;
}

const collectionPaths = () =>
  TYPES.filter((schema) => hasGeneratedRoutes(schema.uid)).map(
    (schema) => `${REST_PREFIX}/${schema.kind === 'singleType' ? schema.info!.singularName : schema.info!.pluralName}`,
  );

function fromTemplate(template: RouteTemplate, schema: Schema, documentId: string | null, found: MatchedRoute['found']): MatchedRoute {
  return {
    found,
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

function fromFixed(route: FixedRoute, found: MatchedRoute['found']): MatchedRoute {
  const schema = route.contentType ? schemaOf(route.contentType) : null;
  const rest = route.query === 'rest';
  return {
    found,
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
  if (found.kind === 'fixed') return fromFixed(found.route, found);
  if (found.kind === 'content') return fromTemplate(found.template, found.schema, found.documentId, found);
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
/* Parameters and bodies                                                                                               */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A diagnostic about a value the example computes at run time says nothing of the page. */
const aboutHole = (diagnostic: Diagnostic) =>
  hasHole(diagnostic.key) || hasHole(diagnostic.value) || diagnostic.path.some((step) => hasHole(String(step)));

/**
 * The order problems are listed in: those about a parameter as a whole (its name, `locale`, `status`) first, then those
 * inside a value, each group in the order the query names its parameters.
 */
function inQueryOrder(diagnostics: readonly Diagnostic[], parameters: readonly string[]): Diagnostic[] {
  const whole = (diagnostic: Diagnostic) => (['unknownParameter', 'locale', 'status'].includes(diagnostic.rule) ? 0 : 1);
  const at = (diagnostic: Diagnostic) => parameters.indexOf(String(diagnostic.path[0]));
  return [...diagnostics].sort((a, b) => whole(a) - whole(b) || at(a) - at(b));
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
  if (query !== null && query !== '') {
    const parsed = parseQuery(query);
    const diagnostics = queryDiagnostics(route.found, parsed, creatorFieldTypes).filter((diagnostic) => !aboutHole(diagnostic));
    for (const diagnostic of inQueryOrder(diagnostics, Object.keys(parsed)))
      problems.push(
        describeDiagnostic(diagnostic, {name: route.name, own: route.found.kind === 'fixed' && route.found.route.query !== 'rest'}),
      );
  }
  return [...problems, ...bodyProblems(body, route)];
}

/** A create or update body: `{ data: {...} }` with fields of the content type. */
export function bodyProblems(body: unknown, route: MatchedRoute): string[] {
  if (!route.body || body === undefined || hasHole(body) || !route.schema) return [];
  if (!isObject(body) || !isObject(body.data)) return [`the body of ${route.name} is \`{ "data": { ...fields } }\``];
  return bodyDiagnostics(route.schema, body)
    .filter((diagnostic) => !aboutHole(diagnostic))
    .map((diagnostic) => describeDiagnostic({...diagnostic, path: ['data', ...diagnostic.path]}));
}
