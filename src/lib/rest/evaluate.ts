/**
 * The REST API of the Trailhead example project, computed: a request (method, URL with its query string, body,
 * headers) in, the response the documented rules give out. As in the product, REST is a layer over the Document
 * Service (src/lib/documents): this layer routes, reads the query string (qs), checks credentials and permissions,
 * validates the parameters the route reads, and shapes the answer (status, `data` and `meta`, the error body); the
 * runtime filters, sorts, paginates, selects fields and populates. A write happens in a runtime of its own, so
 * nothing is saved: it answers what it would leave. Pure and browser-safe (the playground loads it lazily).
 *
 * In order: the route (404 for none), the credentials (401 for an unknown bearer value, the Public role without one,
 * permissions.ts), the permission for the route's action (403), the query parameters the route reads (400 for any
 * other, and for a value that does not fit), then the action.
 */
import {REST_PREFIX, INVALID_PARAMETER_MESSAGES, pageCount, PAGINATION_META, type RouteTemplate} from '../../model/api/rest';
import {CREDENTIALS, allows, type Credential} from '../../model/trailhead/permissions';
import {ValidationError} from '../documents/diagnostics';
import {compilePagination, type Pagination} from '../documents/pagination';
import {createRuntime, type Runtime} from '../documents/runtime';
import type {Schema} from '../documents/schema';
import type {Document} from '../documents/service';
import {isObject} from '../documents/values';
import {DataValidationError} from '../documents/writes';
import {RestError, invalidParameter} from './errors';
import {bodyDiagnostics, firstError, queryDiagnostics} from './parameters';
import {pluginAnswer} from './plugins';
import {parseQuery} from './query';
import {findRoute} from './routes';

export interface RestCall {
  /** 'GET' | 'POST' | 'PUT' | 'DELETE' (case-insensitive). */
  method: string;
  /** The path and the raw query string as sent: `/api/restaurants?filters[name][$containsi]=bistro`. */
  url: string;
  /** The parsed JSON body of a write (`{data: {...}}`). */
  body?: unknown;
  /** Request headers, such as `{Authorization: 'Bearer <token>'}`. */
  headers?: Record<string, string>;
}

export interface RestAnswer {
  status: number;
  /** The JSON body; null for 204. */
  body: unknown;
}

/** What a page's own code changes in the example project, for the example check. */
export interface EvaluateOptions {
  /** Content types whose `populateCreatorFields` the page turns on. */
  creatorFieldTypes?: readonly string[];
}

/** The path (from REST_PREFIX) and the query string of a URL, absolute or rooted. */
function splitUrl(url: string): {path: string; query: string} {
  const withoutOrigin = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '').replace(/#.*$/, '');
  const at = withoutOrigin.indexOf('?');
  const rawPath = at === -1 ? withoutOrigin : withoutOrigin.slice(0, at);
  const path = rawPath
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/')
    .replace(/\/+$/, '');
  return {path: path || '/', query: at === -1 ? '' : withoutOrigin.slice(at + 1)};
}

/** The credential the headers carry: null for none (the Public role); a 401 for a bearer value the project does not know. */
function credentialOf(headers: Readonly<Record<string, string>> | undefined): Credential | null {
  const header = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  if (header === undefined || header.trim() === '') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const credential = match ? CREDENTIALS[match[1]!] : undefined;
  if (!credential) throw new RestError('invalidToken');
  return credential;
}

/** `meta.pagination` of a page: exactly the keys of PAGINATION_META for its style. */
function paginationMeta(pagination: Pagination, total: number): Record<string, number> {
  const all: Record<string, number> =
    pagination.style === 'page'
      ? {page: pagination.page, pageSize: pagination.pageSize, pageCount: pageCount(total, pagination.pageSize), total}
      : {start: pagination.start, limit: pagination.limit, total};
  const keys = PAGINATION_META[pagination.style].filter(
    (key) => pagination.withCount || !(PAGINATION_META.counted as readonly string[]).includes(key),
  );
  return Object.fromEntries(keys.map((key) => [key, all[key]!]));
}

/** The `data` of a write's body; the 400 of a body without one. */
function dataOf(body: unknown): Record<string, unknown> {
  if (!isObject(body) || !isObject(body.data)) throw new RestError('invalidBody', INVALID_PARAMETER_MESSAGES.noData);
  return body.data;
}

/** A write through the Document Service, its validation errors as the REST API answers them. */
function written<T>(write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (error instanceof DataValidationError) throw new RestError('invalidBody', error.message, {errors: error.errors});
    if (error instanceof ValidationError) throw invalidParameter(error.diagnostics[0]!, 'body');
    throw error;
  }
}

/** The document a read or write answers with, or the 404 of none. */
function found(data: Document | null): {data: Document; meta: Record<string, never>} {
  if (!data) throw new RestError('notFound');
  return {data, meta: {}};
}

/** A generated route's action through the Document Service: its body, or null for a 204. */
function act(
  call: RestCall,
  schema: Schema,
  template: RouteTemplate,
  documentId: string | null,
  query: Record<string, unknown>,
  runtime: Runtime,
) {
  const service = runtime.documents(schema.uid);
  const {pagination, ...params} = query;
  // A single type's routes name no document: they act on the one there is.
  const target =
    schema.kind === 'singleType'
      ? ((service.findFirst({status: 'draft', fields: ['documentId']})?.documentId as string) ?? null)
      : documentId;
  switch (template.action) {
    case 'find': {
      if (!template.list) return found(service.findFirst(params));
      const page = compilePagination(pagination, []);
      const data = service.findMany({...params, start: page.start, limit: page.limit});
      return {data, meta: {pagination: paginationMeta(page, service.count(params))}};
    }
    case 'findOne':
      return found(service.findOne({...params, documentId}));
    case 'create':
      return found(written(() => service.create({...params, data: dataOf(call.body)})));
    case 'update': {
      const data = dataOf(call.body);
      // A single type's PUT creates its document the first time.
      if (target === null) return found(written(() => service.create({...params, data})));
      return found(written(() => service.update({...params, documentId: target, data})));
    }
    case 'delete':
      if (service.delete({locale: params.locale, documentId: target}).entries.length === 0) throw new RestError('notFound');
      return null;
  }
}

function answer(call: RestCall, options: EvaluateOptions): RestAnswer {
  const method = call.method.toUpperCase();
  const {path, query: queryString} = splitUrl(call.url);
  const route = path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`) ? findRoute(method, path) : ({kind: 'none'} as const);
  if (route.kind === 'none' || route.kind === 'method') throw new RestError('notFound');
  const credential = credentialOf(call.headers);
  const query = parseQuery(queryString);
  const permitted = (action: string) => {
    if (!allows(credential, action)) throw new RestError(credential ? 'forbidden' : 'noToken');
  };
  const creatorFieldTypes = options.creatorFieldTypes ?? [];
  const runtime = createRuntime({defaultStatus: 'published', creatorFieldTypes, canRead: (uid) => allows(credential, `${uid}.find`)});
  const refuse = (diagnostics: Parameters<typeof firstError>[0], source: 'query' | 'body') => {
    const error = firstError(diagnostics);
    if (error) throw invalidParameter(error, source);
  };

  if (route.kind === 'fixed') {
    const {route: fixed} = route;
    if (fixed.by === 'project')
      throw new RestError(
        'notImplemented',
        `${fixed.method} /api${fixed.path} is Trailhead's own route: its code answers it, not the generated API`,
      );
    const action = fixed.path === '/users/me' ? 'plugin::users-permissions.user.me' : fixed.path.endsWith(':id') ? 'findOne' : 'find';
    if (fixed.contentType && fixed.method === 'GET')
      permitted(action.includes('::') ? action : `${fixed.contentType}.${fixed.path === '/users/count' ? 'find' : action}`);
    const body = pluginAnswer(fixed, route.params, query, credential, runtime, (diagnostics) => refuse(diagnostics, 'query'));
    return {status: fixed.status ?? 200, body};
  }

  const {schema, template, documentId} = route;
  permitted(`${schema.uid}.${template.action}`);
  refuse(queryDiagnostics(route, query, creatorFieldTypes), 'query');
  if (template.body && isObject(call.body)) refuse(bodyDiagnostics(schema, call.body), 'body');
  const body = act(call, schema, template, documentId, query, runtime);
  return body === null ? {status: 204, body: null} : {status: template.status, body};
}

/** The answer of the example project's REST API to one call. */
export function evaluate(call: RestCall): RestAnswer {
  return evaluateWith(call, {});
}

/** `evaluate`, with what a page's own code changes in the project (the example check). */
export function evaluateWith(call: RestCall, options: EvaluateOptions): RestAnswer {
  try {
    return answer(call, options);
  } catch (error) {
    if (error instanceof RestError) return {status: error.status, body: error.body()};
    throw error;
  }
}
