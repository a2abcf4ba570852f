/**
 * The REST API of the Trailhead example project, computed: a request (method, URL with its query string, body,
 * headers) in, the response the documented rules give out, from the Trailhead documents and schemas
 * (src/model/trailhead) and the REST rules (src/model/api/rest.ts). Nothing is saved: a write answers what it would
 * leave. Pure and browser-safe (the playground loads it lazily), so it imports only `qs`, the model and this folder.
 *
 * In order: the route (404 for none), the credentials (401 for an unknown bearer value, the Public role without one,
 * permissions.ts), the permission for the route's action (403), the query parameters the route reads (400 for any
 * other, and for a value that does not fit), then the action.
 */
import {DEFAULT_STATUS, REST_PREFIX, STATUSES, INVALID_PARAMETER_MESSAGES, type ParameterName} from '../../model/api/rest';
import {LOCALES} from '../../model/trailhead/documents';
import {CREDENTIALS, allows, type Credential} from '../../model/trailhead/permissions';
import type {Evaluation, Status} from './context';
import {entityOf} from './entities';
import {RestError, invalidKey, invalidValue} from './errors';
import {compileFilters} from './filter';
import {compilePagination, paginate} from './paginate';
import {pluginAnswer} from './plugins';
import {compileFields, compilePopulate} from './populate';
import {parseQuery} from './query';
import {findRoute} from './routes';
import {DEFAULT_LOCALE, findRow, rowsOf, type Row} from './rows';
import {isLocalized, type Schema} from './schema';
import {serialize, type Json} from './serialize';
import {compileSort} from './sort';
import {create, remove, update} from './writes';

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

/** The locale and status of the query, checked. */
function readLocaleAndStatus(query: Readonly<Record<string, unknown>>): {locale: string; status: Status} {
  const locale = query.locale === undefined ? DEFAULT_LOCALE : query.locale;
  if (typeof locale !== 'string' || !(LOCALES as readonly string[]).includes(locale))
    throw invalidValue(INVALID_PARAMETER_MESSAGES.locale(String(locale)), 'locale', ['locale']);
  const status = query.status === undefined ? DEFAULT_STATUS : query.status;
  if (typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status))
    throw invalidValue(INVALID_PARAMETER_MESSAGES.status(String(status)), 'status', ['status']);
  return {locale, status: status as Status};
}

/** A document or a list of them, with `fields` and `populate` applied. */
function present(rows: readonly Row[], schema: Schema, query: Readonly<Record<string, unknown>>, evaluation: Evaluation): Json[] {
  const fields = compileFields(query.fields, schema);
  const plan = compilePopulate(query.populate, schema, evaluation);
  return rows.map((row) => serialize(entityOf(row), schema, fields, plan, evaluation));
}

function answer(call: RestCall, options: EvaluateOptions): RestAnswer {
  const method = call.method.toUpperCase();
  const {path, query: queryString} = splitUrl(call.url);
  const route = path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`) ? findRoute(method, path) : ({kind: 'none'} as const);
  if (route.kind === 'none' || route.kind === 'method') throw new RestError('notFound');
  const credential = credentialOf(call.headers);
  const query = parseQuery(queryString);
  const canRead = (uid: string) => allows(credential, `${uid}.find`);
  const permitted = (action: string) => {
    if (!allows(credential, action)) throw new RestError(credential ? 'forbidden' : 'noToken');
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
    const evaluation: Evaluation = {
      locale: DEFAULT_LOCALE,
      status: 'published',
      creatorFieldTypes: options.creatorFieldTypes ?? [],
      canRead,
    };
    return {status: fixed.status ?? 200, body: pluginAnswer(fixed, route.params, query, credential, evaluation)};
  }

  const {schema, template, documentId} = route;
  permitted(`${schema.uid}.${template.action}`);
  for (const key of Object.keys(query)) if (!template.parameters.includes(key as ParameterName)) throw invalidKey(key, [key]);
  const {locale, status} = readLocaleAndStatus(query);
  const evaluation: Evaluation = {
    locale: isLocalized(schema) ? locale : DEFAULT_LOCALE,
    status,
    creatorFieldTypes: options.creatorFieldTypes ?? [],
    canRead,
  };

  switch (template.action) {
    case 'find': {
      if (!template.list) {
        const [row] = rowsOf(schema.uid, evaluation.locale, status);
        const [data] = present(row ? [row] : [], schema, query, evaluation);
        if (!data) throw new RestError('notFound');
        return {status: 200, body: {data, meta: {}}};
      }
      const test = query.filters === undefined ? null : compileFilters(query.filters, schema);
      const order = compileSort(query.sort, schema);
      const pagination = compilePagination(query.pagination);
      const fields = compileFields(query.fields, schema);
      const plan = compilePopulate(query.populate, schema, evaluation);
      let entities = rowsOf(schema.uid, evaluation.locale, status).map(entityOf);
      if (test) entities = entities.filter((entity) => test(entity, evaluation));
      if (order)
        entities = entities
          .map((entity, i) => ({entity, i}))
          .sort((a, b) => order(a.entity, b.entity, evaluation) || a.i - b.i)
          .map(({entity}) => entity);
      const page = paginate(entities, pagination);
      const data = page.items.map((entity) => serialize(entity, schema, fields, plan, evaluation));
      return {status: 200, body: {data, meta: {pagination: page.meta}}};
    }
    case 'findOne': {
      const row = findRow(schema.uid, documentId!, evaluation.locale, status);
      const [data] = present(row ? [row] : [], schema, query, evaluation);
      if (!data) throw new RestError('notFound');
      return {status: 200, body: {data, meta: {}}};
    }
    case 'create':
    case 'update': {
      const row = template.action === 'create' ? create(schema, call.body, evaluation) : update(schema, documentId, call.body, evaluation);
      const [data] = present([row], schema, query, evaluation);
      return {status: template.status, body: {data, meta: {}}};
    }
    case 'delete':
      remove(schema, documentId, evaluation);
      return {status: 204, body: null};
  }
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
