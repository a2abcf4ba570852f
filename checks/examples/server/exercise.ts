/**
 * What the harness does with each kind of server file when the page states no request (its `run` clauses run
 * besides): a controller answers through the routes (or is called with a request), a service's methods are called,
 * a policy is asked for the Public role and each end user, a middleware handles a request, a lifecycle hook gets an
 * event of its content type, a routes file's handlers and policies resolve. The outcome that no page states is only
 * that the code answers: an error of the code itself (a TypeError, a wrong reference) is a problem; an error that
 * becomes a response (`ctx.notFound()`, `errors.PolicyError`) is an answer.
 */
import {contentTypes, documents} from '../../../src/model/trailhead';
import {CORE_ACTIONS} from './factories';
import {createContext} from './context';
import {answerOf, routesOf, send} from './http';
import type {FileRole, Project} from './project';

/** The end users and the Public role a policy or a route is tried with. */
export const CALLERS = ['public', 'ana', 'maya.hikes'] as const;

/** A documentId of the content type, for the `:documentId` of a route. */
function documentIdOf(uid: string): string {
  return documents.find((document) => document.uid === uid)?.documentId ?? 'unknowndocumentid0000000';
}

const ownKeys = (value: object) => Object.keys(value).filter((key) => typeof (value as Record<string, unknown>)[key] === 'function');

/** Awaits a call; an answer (an error that becomes a response) is fine, an error of the code is returned as a problem. */
async function settle(what: string, call: () => unknown): Promise<string[]> {
  try {
    await call();
    return [];
  } catch (error) {
    if (answerOf(error)) return [];
    if (error instanceof Error && error.constructor.name === 'HarnessGap') throw error;
    return [`${what} throws ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
  }
}

/** The URL of a route for a content type's first document. */
function urlOf(path: string, uid: string | null): string {
  return `/api${path.replace(/:documentId|:id/g, uid ? documentIdOf(uid) : 'unknowndocumentid0000000').replace(/:[\w]+/g, 'x')}`;
}

const uidOfApi = (api: string | null) => {
  const uid = `api::${api}.${api}`;
  return documents.some((document) => document.uid === uid) ? uid : null;
};

/** What exercising a file found, and whether its own code ran at all. */
export interface Exercised {
  problems: string[];
  ran: boolean;
}

export async function exercise(project: Project, path: string, role: FileRole): Promise<Exercised> {
  const problems: string[] = [];
  let ran = role.kind !== 'service';
  switch (role.kind) {
    case 'controller': {
      const controller = project.controller(role.name);
      const isContentType = role.name in contentTypes;
      const missing = isContentType ? CORE_ACTIONS.filter((action) => typeof controller[action] !== 'function') : [];
      if (missing.length > 0)
        problems.push(
          `the controller of ${role.name} has no ${missing.join(', ')}: the core routes of the content type call them; make it with factories.createCoreController('${role.name}', …), which keeps them`,
        );
      const routes = routesOf(project).filter(
        (route) =>
          typeof route.handler === 'string' &&
          [`${role.name}`, role.name.split('.')[1]].includes(
            route.handler.slice(0, route.handler.lastIndexOf('.')).replace(/^api::[\w-]+\./, ''),
          ),
      );
      const actions = isContentType
        ? [...new Set([...ownKeys(controller), ...CORE_ACTIONS.filter((a) => !missing.includes(a))])]
        : ownKeys(controller);
      for (const action of actions) {
        const route = routes.find((candidate) => String(candidate.handler).endsWith(`.${action}`));
        if (route) {
          const body = ['POST', 'PUT'].includes(route.method.toUpperCase()) ? {data: {}} : undefined;
          const url = urlOf(route.path, uidOfApi(role.api));
          problems.push(
            ...(await settle(`${route.method} ${url}`, () => send(project, {method: route.method, url, as: 'maya.hikes', body}))),
          );
        } else {
          const ctx = createContext({method: 'GET', path: '/api', query: {}, body: {data: {}}}, {user: undefined});
          problems.push(
            ...(await settle(`the action ${action}`, () => (controller[action] as (ctx: unknown) => unknown).call(controller, ctx))),
          );
        }
      }
      break;
    }
    case 'service': {
      const service = project.service(role.name);
      // A method without parameters is called; one with parameters runs when a request of the page reaches it.
      for (const method of ownKeys(service).filter((name) => (service[name] as () => unknown).length === 0))
        problems.push(...(await settle(`the method ${method}()`, () => (service[method] as () => unknown).call(service))));
      // Then every route of its API, as an end user: the page's controllers call it.
      for (const route of routesOf(project).filter((candidate) => candidate.api === role.api)) {
        const url = urlOf(route.path, uidOfApi(role.api));
        problems.push(
          ...(await settle(`${route.method} ${url}`, () => send(project, {method: route.method, url, as: 'maya.hikes', body: {data: {}}}))),
        );
      }
      ran = (project.calls.get(path) ?? 0) > 0;
      break;
    }
    case 'policy': {
      const policy = project.load(path) as (...args: unknown[]) => unknown;
      const uid = uidOfApi(role.api);
      for (const as of CALLERS) {
        const request = {method: 'PUT', url: urlOf('/x/:documentId', uid), as};
        problems.push(
          ...(await settle(`as ${as}, the policy`, async () => {
            const user =
              as === 'public' ? undefined : await project.documents('plugin::users-permissions.user').findFirst({filters: {username: as}});
            const ctx = createContext(
              {method: request.method, path: request.url, query: {}, body: {data: {}}},
              {user: user ? {...user, role: {type: 'authenticated', name: 'Authenticated'}} : undefined},
            );
            ctx.params = {documentId: uid ? documentIdOf(uid) : 'unknowndocumentid0000000', id: '1'};
            return policy(ctx, {}, {tessera: project.tessera});
          })),
        );
      }
      break;
    }
    case 'middleware': {
      const factory = project.load(path) as (config: unknown, app: unknown) => (ctx: unknown, next: () => Promise<void>) => unknown;
      const ctx = createContext({method: 'GET', path: '/api/restaurants', query: {}}, {user: undefined});
      let nextCalled = false;
      problems.push(
        ...(await settle('the middleware', async () => {
          const middleware = factory({}, {tessera: project.tessera});
          if (typeof middleware !== 'function') throw new TypeError('the factory returns no middleware function');
          await middleware(ctx, async () => {
            nextCalled = true;
            ctx.body = {data: [], meta: {}};
          });
        })),
      );
      if (problems.length === 0 && !nextCalled && !ctx.answered())
        problems.push('the middleware neither calls next() nor answers the request');
      break;
    }
    case 'lifecycles': {
      const hooks = project.load(path) as Record<string, (event: unknown) => unknown>;
      const document = documents.find((candidate) => candidate.uid === role.name);
      const version = document?.versions[0];
      for (const [name, hook] of Object.entries(hooks)) {
        const event = {
          action: name,
          model: {uid: role.name},
          params: {data: {...(version?.fields ?? {})}, where: {id: version?.id}},
          result: document ? {documentId: document.documentId, id: version?.id, ...version?.fields} : undefined,
          state: {},
        };
        problems.push(...(await settle(`the hook ${name}`, () => hook(event))));
      }
      break;
    }
    case 'routes': {
      for (const route of routesOf(project).filter((candidate) => candidate.api === role.api)) {
        const url = urlOf(route.path, uidOfApi(role.api));
        problems.push(
          ...(await settle(`${route.method} ${url}`, () => send(project, {method: route.method, url, as: 'maya.hikes', body: {data: {}}}))),
        );
      }
      break;
    }
    case 'config-middlewares':
      break;
  }
  return {problems, ran};
}
