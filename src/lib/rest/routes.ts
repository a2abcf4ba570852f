/**
 * Which route a method and path name: a route of Trailhead's own code or of a plugin (fixed paths with `:params`,
 * matched first), or a route Tessera generates for a content type (ROUTE_TEMPLATES). Pure; the REST evaluator and the
 * REST example check (which words its own messages) share it.
 */
import {PLUGIN_ROUTES, REST_PREFIX, ROUTE_TEMPLATES, hasGeneratedRoutes, type FixedRoute, type RouteTemplate} from '../../model/api/rest';
import {customRoutes} from '../../model/trailhead/code';
import {TYPES, type Schema} from '../documents/schema';

export type FoundRoute =
  | {kind: 'content'; schema: Schema; template: RouteTemplate; documentId: string | null}
  | {kind: 'fixed'; route: FixedRoute; params: Readonly<Record<string, string>>}
  /** The path is a route's, the method is not: the methods it answers and its pattern. */
  | {kind: 'method'; methods: readonly string[]; pattern: string}
  | {kind: 'none'};

export const FIXED_ROUTES: readonly FixedRoute[] = [...customRoutes, ...PLUGIN_ROUTES];
export const segmentsOf = (routePath: string) => routePath.split('/').filter(Boolean);

/** The content type whose generated routes start with this segment. */
export function generatedType(segment: string | undefined): Schema | null {
  return (
    TYPES.find(
      (schema) =>
        hasGeneratedRoutes(schema.uid) &&
        (schema.kind === 'singleType' ? schema.info?.singularName === segment : schema.info?.pluralName === segment),
    ) ?? null
  );
}

/** The route path of a template for a content type: `/api/restaurants/:documentId`. */
export const templatePath = (template: RouteTemplate, schema: Schema) =>
  `${REST_PREFIX}${template.path.replace(':pluralName', schema.info!.pluralName!).replace(':singularName', schema.info!.singularName!)}`;

/** The route a request names. `requestPath` starts with REST_PREFIX and has no query string. */
export function findRoute(method: string, requestPath: string): FoundRoute {
  if (requestPath !== REST_PREFIX && !requestPath.startsWith(`${REST_PREFIX}/`)) return {kind: 'none'};
  const segments = segmentsOf(requestPath.slice(REST_PREFIX.length));
  const methods = new Set<string>();
  let pattern: string | null = null;
  for (const route of FIXED_ROUTES) {
    const parts = segmentsOf(route.path);
    if (parts.length !== segments.length || !parts.every((part, i) => part.startsWith(':') || part === segments[i])) continue;
    if (route.method === method) {
      const params = Object.fromEntries(parts.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]!]] : [])));
      return {kind: 'fixed', route, params};
    }
    methods.add(route.method);
    pattern ??= `${REST_PREFIX}${route.path}`;
  }
  const [first, documentId, ...rest] = segments;
  const schema = generatedType(first);
  if (schema && rest.length === 0 && !(schema.kind === 'singleType' && documentId !== undefined)) {
    const path = schema.kind === 'singleType' ? '/:singularName' : documentId === undefined ? '/:pluralName' : '/:pluralName/:documentId';
    const candidates = ROUTE_TEMPLATES.filter((template) => template.kind === schema.kind && template.path === path);
    const template = candidates.find((candidate) => candidate.method === method);
    if (template) return {kind: 'content', schema, template, documentId: documentId ?? null};
    for (const candidate of candidates) methods.add(candidate.method);
    if (candidates[0]) pattern ??= templatePath(candidates[0], schema);
  }
  return methods.size > 0 && pattern ? {kind: 'method', methods: [...methods], pattern} : {kind: 'none'};
}
