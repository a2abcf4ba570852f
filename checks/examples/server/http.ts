/**
 * A request through the project's routes, as the product answers it: the route (the page's own routes files first,
 * then the core routes of every content type, with the config its core router gives them), the credential, the
 * permission, the route's policies, its middlewares, then the controller action; errors become the error body.
 */
import {errorBody} from '../../../src/model/api/rest';
import {CREDENTIALS, allows, type Credential} from '../../../src/model/trailhead/permissions';
import {contentTypes} from '../../../src/model/trailhead';
import {ValidationError} from '../../../src/lib/documents/diagnostics';
import {DataValidationError} from '../../../src/lib/documents/writes';
import {RestError, invalidParameter} from '../../../src/lib/rest/errors';
import {parseQuery} from '../../../src/lib/rest/query';
import {createContext, type Context} from './context';
import {HarnessGap, HttpError} from './errors';
import {coreRoutes, isMade} from './factories';
import {roleOf, type Project} from './project';

export interface Request {
  method: string;
  /** With the REST prefix and the query string: `/api/reviews/t4b8…?populate=author`. */
  url: string;
  body?: unknown;
  /** Who sends it: a name of CREDENTIALS (`ana`, `maya.hikes`, an API token's name) or `public`. */
  as: string;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

type Middleware = (ctx: Context, next: () => Promise<unknown>) => unknown;

interface Route {
  method: string;
  path: string;
  handler: unknown;
  config: {auth?: unknown; policies?: readonly unknown[]; middlewares?: readonly unknown[]};
  /** The API whose routes file holds it, for short names of policies, middlewares and handlers. */
  api: string | null;
  /** A route of a core router (the handler is the content type's controller, not one another page names). */
  core: boolean;
}

/** Who a request comes from, by the name scenarios use: an end user, an API token's type, or nobody. */
export function credentialNamed(name: string): Credential | null {
  if (name === 'public') return null;
  const found = Object.values(CREDENTIALS).find(
    (credential) => credential.name === name || (credential.kind === 'api-token' && credential.type === name),
  );
  if (!found)
    throw new Error(
      `"${name}" is no one of the example project: use public, ${Object.values(CREDENTIALS)
        .map((c) => (c.kind === 'jwt' ? c.name : c.type))
        .join(', ')}`,
    );
  return found;
}

/** Every route of the project: the page's routes files (custom ones first, by file name), then the core routes. */
export function routesOf(project: Project): Route[] {
  const custom: Route[] = [];
  const core = new Map<string, Route[]>();
  for (const path of project.pathsOf('routes')) {
    const api = roleOf(path)!.api;
    const exported = project.load(path);
    const file = (isMade(exported) ? exported.build({} as never) : typeof exported === 'function' ? exported() : exported) as {
      routes?: unknown;
    };
    const routes = (Array.isArray(file.routes) ? file.routes : []).map((route: Record<string, unknown>) => ({
      method: String(route.method),
      path: String(route.path),
      handler: route.handler,
      config: (route.config ?? {}) as Route['config'],
      api,
      core: isMade(exported),
    }));
    if (isMade(exported)) core.set(exported.uid, routes);
    else custom.push(...routes);
  }
  for (const uid of Object.keys(contentTypes))
    if (uid.startsWith('api::') && !core.has(uid))
      core.set(
        uid,
        coreRoutes(uid).map((route) => ({...route, api: uid.slice(5).split('.')[0]!, core: true})),
      );
  return [...custom, ...[...core.values()].flat()];
}

function match(route: Route, method: string, path: string): Record<string, string> | null {
  if (route.method.toUpperCase() !== method) return null;
  const parts = route.path.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[i]!);
    else if (part !== segments[i]) return null;
  }
  return params;
}

/** The controller and action a handler names: `review.findMine`, `api::review.review.findMine`, or a function. */
function handlerOf(project: Project, route: Route): {action: (ctx: Context) => unknown; name: string} {
  if (typeof route.handler === 'function') return {action: route.handler as (ctx: Context) => unknown, name: 'inline'};
  const text = String(route.handler);
  const at = text.lastIndexOf('.');
  const controllerName = text.slice(0, at);
  const uid = controllerName.includes('::') ? controllerName : `api::${route.api}.${controllerName}`;
  const name = text.slice(at + 1);
  const controller = project.controller(uid, !route.core);
  const action = controller[name];
  if (typeof action !== 'function') throw new HttpError(500, 'InternalServerError', `the controller ${uid} has no action ${name}`);
  return {action: (ctx) => (action as (ctx: Context) => unknown).call(controller, ctx), name: `${uid}.${name}`};
}

/** A named entry of a route's `policies` or `middlewares`: a string, `{name, config}`, or a function. */
function entryOf(entry: unknown): {name: string | null; config: unknown; fn: unknown} {
  if (typeof entry === 'function') return {name: null, config: {}, fn: entry};
  if (typeof entry === 'string') return {name: entry, config: {}, fn: null};
  const object = entry as {name?: string; config?: unknown; resolve?: unknown};
  return {name: object.name ?? null, config: object.config ?? {}, fn: object.resolve ?? null};
}

/** The user a JWT stands for, as `ctx.state.user` holds it: the row with its numeric `id`, `documentId` and role. */
async function userOf(project: Project, credential: Credential | null) {
  if (credential?.kind !== 'jwt') return undefined;
  const user = await project.documents('plugin::users-permissions.user').findOne({documentId: credential.user});
  const type = credential.role;
  return {...(user as object), role: {id: type === 'authenticated' ? 1 : 2, name: type[0]!.toUpperCase() + type.slice(1), type}};
}

/** An error as the errors middleware answers it; null for an error of the code itself (a bug, not an answer). */
export function answerOf(error: unknown): {status: number; body: unknown} | null {
  if (error instanceof HttpError) return {status: error.status, body: error.body()};
  if (error instanceof RestError) return {status: error.status, body: error.body()};
  if (error instanceof DataValidationError) return {status: 400, body: errorBody('invalidBody', error.message, {errors: error.errors})};
  if (error instanceof ValidationError) {
    const rest = invalidParameter(error.diagnostics[0]!, 'query');
    return {status: rest.status, body: rest.body()};
  }
  return null;
}

/** Runs a request through the project; a thrown error that is no answer (TypeError, a HarnessGap) propagates. */
export async function send(project: Project, request: Request): Promise<Answer> {
  const credential = credentialNamed(request.as);
  const at = request.url.indexOf('?');
  const path = at === -1 ? request.url : request.url.slice(0, at);
  const query = parseQuery(at === -1 ? '' : request.url.slice(at + 1));
  const state: Record<string, unknown> = {
    user: await userOf(project, credential),
    auth: credential ? {strategy: credential.kind === 'jwt' ? 'users-permissions' : 'api-token', credentials: credential} : undefined,
  };
  const ctx = createContext(
    {method: request.method, path, query, body: request.body, headers: credential ? {authorization: 'Bearer …'} : {}},
    state,
  );
  project.current = ctx;
  const apiPath = path.replace(/^\/api(?=\/)/, '');
  const routes = routesOf(project);
  let found: {route: Route; params: Record<string, string>} | null = null;
  for (const route of routes) {
    const params = match(route, request.method.toUpperCase(), apiPath);
    if (params) {
      found = {route, params};
      break;
    }
  }
  try {
    if (!found) throw new RestError('notFound');
    const {route, params} = found;
    ctx.params = params;
    state.route = {method: route.method, path: route.path, handler: route.handler, config: route.config};
    const handler = handlerOf(project, route);
    // The permission of a core action is the role's or the token's (src/model/trailhead/permissions.ts); the actions a
    // page adds are granted by its own set-up (it tells the reader which to tick), so the harness grants them to end users.
    if (route.config.auth !== false && credential?.kind !== 'jwt' && !allows(credential, handler.name))
      throw new RestError(credential ? 'forbidden' : 'noToken');
    for (const entry of route.config.policies ?? []) {
      const {name, config, fn} = entryOf(entry);
      const policy = (fn ?? project.named('policy', name!, route.api)) as (...args: unknown[]) => unknown;
      const result = await policy(ctx, config, {tessera: project.tessera});
      if (result !== true && result !== undefined) throw new RestError('policy');
    }
    const middlewares = (route.config.middlewares ?? []).map((entry, index) => {
      const {name, config, fn} = entryOf(entry);
      if (fn) return fn as Middleware;
      // Made once, when the server starts: what it keeps (a counter) lasts from one request to the next.
      const key = `${route.method} ${route.path} ${index}`;
      let middleware = project.middlewares.get(key) as Middleware | undefined;
      if (!middleware) {
        const factory = project.named('middleware', name!, route.api) as (config: unknown, app: unknown) => Middleware;
        middleware = factory(config, {tessera: project.tessera});
        project.middlewares.set(key, middleware);
      }
      return middleware;
    });
    const run = async (index: number): Promise<unknown> => {
      const middleware = middlewares[index];
      if (middleware) return middleware(ctx, () => run(index + 1));
      const value = await handler.action(ctx);
      if (value !== undefined && ctx.body === undefined) ctx.body = value;
      return undefined;
    };
    await run(0);
    return {status: ctx.status, body: ctx.body ?? null, headers: ctx.responseHeaders};
  } catch (error) {
    if (error instanceof HarnessGap) throw error;
    const answer = answerOf(error);
    if (!answer) throw error;
    return {...answer, headers: ctx.responseHeaders};
  } finally {
    project.current = null;
  }
}
