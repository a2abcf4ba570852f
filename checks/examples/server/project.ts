/**
 * A reader's project assembled from the server blocks of one page (one language: the JavaScript tabs or the
 * TypeScript tabs), over a runtime of the Trailhead example project: the `tessera` its code reaches, its services,
 * controllers, policies, middlewares, routes and lifecycle hooks, by the names the product gives them from their
 * paths. What the harness does not provide throws a HarnessGap, which exempts the block with that reason.
 */
import {contentTypes} from '../../../src/model/trailhead';
import {createRuntime, type Runtime} from '../../../src/lib/documents/runtime';
import {schemaOf} from '../../../src/lib/documents/schema';
import {factories, isMade, type FactoryApp} from './factories';
import {HarnessGap, utilsErrors} from './errors';
import {evaluate, transpile} from './modules';
import type {Context} from './context';
import crypto from 'node:crypto';
import fs from 'node:fs';
import nodePath from 'node:path';
import util from 'node:util';

/** Node's built-in modules a block may import. */
const NODE_MODULES: Record<string, unknown> = {crypto, fs, path: nodePath, util};

/** A file of the project: its path (`src/api/review/policies/is-review-author.js`) and its source. */
export interface ProjectFile {
  path: string;
  text: string;
}

/** What a path makes of a file: its kind and the name the product registers it under. */
export interface FileRole {
  kind: 'controller' | 'service' | 'policy' | 'middleware' | 'routes' | 'lifecycles' | 'config-middlewares';
  /** `api::review.review`, `global::has-role`, `plugin::trail-conditions.is-ranger`; the content type for lifecycles. */
  name: string;
  /** The API a file belongs to (`review`), for the short names its routes use. */
  api: string | null;
}

const EXT = String.raw`\.[cm]?[jt]s`;
const ROLES: readonly [RegExp, (match: RegExpExecArray) => FileRole][] = [
  [
    new RegExp(`^src/api/([\\w-]+)/(controllers|services|policies|middlewares|routes)/([\\w-]+)${EXT}$`),
    (m) => ({
      kind: ({controllers: 'controller', services: 'service', policies: 'policy', middlewares: 'middleware', routes: 'routes'} as const)[
        m[2] as 'controllers'
      ],
      name: `api::${m[1]}.${m[3]}`,
      api: m[1]!,
    }),
  ],
  [
    new RegExp(`^src/api/([\\w-]+)/content-types/([\\w-]+)/lifecycles${EXT}$`),
    (m) => ({kind: 'lifecycles', name: `api::${m[1]}.${m[2]}`, api: m[1]!}),
  ],
  [
    new RegExp(`^src/(policies|middlewares)/([\\w-]+)${EXT}$`),
    (m) => ({kind: m[1] === 'policies' ? 'policy' : 'middleware', name: `global::${m[2]}`, api: null}),
  ],
  [
    new RegExp(`^(?:src/plugins/([\\w-]+)/)?server/src/(policies|middlewares)/([\\w-]+)${EXT}$`),
    (m) => ({kind: m[2] === 'policies' ? 'policy' : 'middleware', name: `plugin::${m[1] ?? 'trail-conditions'}.${m[3]}`, api: null}),
  ],
  [new RegExp(`^config/middlewares${EXT}$`), () => ({kind: 'config-middlewares', name: 'config/middlewares', api: null})],
];

export function roleOf(path: string): FileRole | null {
  for (const [pattern, role] of ROLES) {
    const match = pattern.exec(path);
    if (match) return role(match);
  }
  return null;
}

type Fn = (...args: unknown[]) => unknown;

/** `contentTypes` of `@tessera/utils`: what a content type's schema says of an attribute and of Draft & Publish. */
const utilsContentTypes = {
  isVisibleAttribute: (model: {attributes?: Record<string, {private?: boolean}>}, name: string) =>
    name in (model.attributes ?? {}) && model.attributes![name]!.private !== true,
  hasDraftAndPublish: (model: {options?: {draftAndPublish?: boolean}}) => model.options?.draftAndPublish === true,
  isDraft: (data: {publishedAt?: unknown}) => data.publishedAt === null || data.publishedAt === undefined,
  constants: {PUBLISHED_AT_ATTRIBUTE: 'publishedAt', CREATED_BY_ATTRIBUTE: 'createdBy', UPDATED_BY_ATTRIBUTE: 'updatedBy'},
};
type Hooks = Record<string, Fn>;
/** A Document Service middleware (`tessera.documents.use`). */
type DocumentMiddleware = (
  context: {uid: string; action: string; params: Record<string, unknown>},
  next: () => Promise<unknown>,
) => unknown;

/** The lifecycle events a Document Service call fires (before and after), by method. */
const EVENTS: Record<string, string> = {
  findMany: 'FindMany',
  findFirst: 'FindOne',
  findOne: 'FindOne',
  count: 'Count',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

/** A gap of the harness: the member of `tessera` the code reached. */
function gapProxy<T extends object>(target: T, name: string): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'symbol' || key in object) return Reflect.get(object, key);
      if (key === 'then') return undefined;
      throw new HarnessGap(`uses ${name}.${key}, which the harness does not provide`);
    },
  });
}

export class Project {
  readonly runtime: Runtime = createRuntime();
  readonly log: {level: string; message: string}[] = [];
  readonly files = new Map<string, ProjectFile>();
  private readonly exports = new Map<string, unknown>();
  private readonly built = new Map<string, Record<string, unknown>>();
  private readonly hooks: {models: string[] | null; hooks: Hooks}[] = [];
  private readonly documentMiddlewares: DocumentMiddleware[] = [];
  /** The route middlewares the project made, by route and place: each is made once, as when the server starts. */
  readonly middlewares = new Map<string, unknown>();
  /** How many times the functions of each file ran (the services and controllers it builds, by path). */
  readonly calls = new Map<string, number>();
  /** The context of the request being answered (`tessera.requestContext.get()`). */
  current: Context | null = null;
  readonly tessera: Record<string, unknown>;

  /**
   * `files` are the project's; `elsewhere` the files other pages show, which code reaches only by naming them (a route's
   * handler, `tessera.service()`), never by being there (a route of the core router answers with the core controller).
   */
  constructor(
    files: readonly ProjectFile[],
    private readonly elsewhere: readonly ProjectFile[] = [],
  ) {
    for (const file of files) this.files.set(file.path, file);
    const logger = (level: string) => (message: unknown) => void this.log.push({level, message: String(message)});
    const documents = Object.assign((uid: string) => this.documents(uid), {
      use: (middleware: DocumentMiddleware) => void this.documentMiddlewares.push(middleware),
    });
    this.tessera = gapProxy(
      {
        documents,
        db: gapProxy(
          {
            query: (uid: string) => this.queryEngine(uid),
            lifecycles: {
              subscribe: (subscriber: Hooks & {models?: string[]}) =>
                void this.hooks.push({models: subscriber.models ?? null, hooks: subscriber}),
            },
            transaction: async (work: (scope: Record<string, unknown>) => unknown) => {
              const committed: Fn[] = [];
              const result = await work({
                trx: {},
                commit: async () => {},
                rollback: async () => {},
                onCommit: (fn: Fn) => committed.push(fn),
                onRollback: () => {},
              });
              for (const fn of committed) await fn();
              return result;
            },
          },
          'tessera.db',
        ),
        // The deprecated Entity Service's reads, over the Document Service (/dev-docs/api/entity-service): `publicationState`
        // 'live' (its default) reads the published versions, 'preview' the drafts.
        entityService: gapProxy(
          {
            findMany: (uid: string, {publicationState, ...params}: Record<string, unknown> = {}) =>
              this.documents(uid).findMany!({...params, status: publicationState === 'preview' ? 'draft' : 'published'}),
          },
          'tessera.entityService',
        ),
        service: (name: string) => this.service(name),
        controller: (name: string) => this.controller(name),
        log: {info: logger('info'), warn: logger('warn'), error: logger('error'), debug: logger('debug')},
        requestContext: {get: () => this.current},
        config: gapProxy(
          {
            // The value a page's own config files would give is not in the model; a call with a default gets it.
            get: (path: string, ...fallback: unknown[]) => {
              if (fallback.length > 0) return fallback[0];
              throw new HarnessGap(`reads tessera.config.get('${path}'), a value the harness does not hold`);
            },
          },
          'tessera.config',
        ),
        getModel: (uid: string) => schemaOf(uid) ?? undefined,
        contentTypes,
      },
      'tessera',
    );
  }

  /** The export of a file, evaluated once; `require` of the product's packages and of the page's other files. */
  load(path: string): unknown {
    if (this.exports.has(path)) return this.exports.get(path);
    const file = this.files.get(path);
    if (!file) throw new HarnessGap(`imports ${path}, a file the page does not show`);
    const code = transpile(file.text, path);
    const globals: Record<string, unknown> = {
      tessera: this.tessera,
      console: {log: () => {}, info: () => {}, warn: () => {}, error: () => {}, debug: () => {}},
      // No network: a call to another service cannot be answered here.
      fetch: () => {
        throw new HarnessGap('calls fetch(), a service outside the example project');
      },
    };
    // A module may declare a name the harness gives as a global (`const fetch = require('node-fetch')`): its own wins.
    for (const name of Object.keys(globals))
      if (new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b`).test(code)) delete globals[name];
    const value = evaluate(code, path, (name) => this.require(name, path), globals);
    this.exports.set(path, value);
    return value;
  }

  private require(name: string, from: string): unknown {
    if (name === '@tessera/core') return {factories};
    if (name === '@tessera/utils') return {errors: utilsErrors, contentTypes: utilsContentTypes};
    const builtin = NODE_MODULES[name.replace(/^node:/, '')];
    if (builtin) return builtin;
    if (name.startsWith('.')) {
      const base = from.replace(/[^/]*$/, '');
      const target = new URL(name, `file:///${base}`).pathname.slice(1);
      const found = [...this.files.keys()].find((path) => path.replace(/\.[cm]?[jt]s$/, '') === target.replace(/\.[cm]?[jt]s$/, ''));
      if (found) return this.load(found);
      throw new HarnessGap(`imports ${name}, a file the page does not show`);
    }
    throw new HarnessGap(`imports the package ${name}`);
  }

  /** The paths of the files of a kind, in the order the product loads them (by path). */
  pathsOf(kind: FileRole['kind']): string[] {
    return [...this.files.keys()].filter((path) => roleOf(path)?.kind === kind).sort();
  }

  private fileFor(kind: FileRole['kind'], name: string, named = true): string | undefined {
    const own = this.pathsOf(kind).find((path) => roleOf(path)!.name === name);
    if (own || !named) return own;
    const other = this.elsewhere.find((file) => roleOf(file.path)?.kind === kind && roleOf(file.path)!.name === name);
    if (other) this.files.set(other.path, other);
    return other?.path;
  }

  private app(): FactoryApp {
    return {
      tessera: this.tessera,
      documents: (uid) => this.documents(uid),
      service: (uid) => this.service(uid) as ReturnType<FactoryApp['service']>,
    };
  }

  /** A controller or a service: the file's (a factory's object, a plain object, a function of `{tessera}`), else the core one. */
  private instance(kind: 'controller' | 'service', name: string, named: boolean): Record<string, unknown> {
    const key = `${kind}:${name}:${named}`;
    const cached = this.built.get(key);
    if (cached) return cached;
    const path = this.fileFor(kind, name, named);
    let value: unknown;
    if (path) {
      const exported = this.load(path);
      value = isMade(exported) ? exported.build(this.app()) : typeof exported === 'function' ? exported({tessera: this.tessera}) : exported;
      this.count(path, value as Record<string, unknown>);
    } else if (name in contentTypes && name.startsWith('api::')) {
      const make = kind === 'controller' ? factories.createCoreController(name) : factories.createCoreService(name);
      // A method the core one lacks is Trailhead's own code (trailhead.d.ts declares it), which this page does not show.
      value = new Proxy(make.build(this.app()) as Record<string, unknown>, {
        get(target, key) {
          if (typeof key === 'symbol' || key in target || key === 'then') return Reflect.get(target, key);
          throw new HarnessGap(
            `calls ${kind === 'service' ? 'tessera.service' : 'tessera.controller'}('${name}').${key}, Trailhead code the page does not show`,
          );
        },
      });
    } else throw new HarnessGap(`uses the ${kind} ${name}, which the page does not show`);
    this.built.set(key, value as Record<string, unknown>);
    return value as Record<string, unknown>;
  }

  /** Counts the calls of the file's functions (its own, and the core ones a factory gives it), keeping their arity. */
  private count(path: string, value: Record<string, unknown>): void {
    if (!value || typeof value !== 'object') return;
    const calls = this.calls;
    const names = new Set<string>();
    for (let object: object | null = value; object && object !== Object.prototype; object = Object.getPrototypeOf(object) as object | null)
      for (const key of Object.keys(object)) names.add(key);
    for (const key of names) {
      const fn = value[key];
      if (typeof fn !== 'function') continue;
      const counted = function (this: unknown, ...args: unknown[]) {
        calls.set(path, (calls.get(path) ?? 0) + 1);
        return (fn as Fn).apply(this, args);
      };
      Object.defineProperty(counted, 'length', {value: fn.length});
      value[key] = counted;
    }
  }

  /** A service by name (`tessera.service()`): the project's file, another page's, or the core one. */
  service(name: string): Record<string, unknown> {
    return this.instance('service', name, true);
  }

  /** A controller: by name (a route's handler) as a service is; `named` false for a core route's, which takes no other page's. */
  controller(name: string, named = true): Record<string, unknown> {
    return this.instance('controller', name, named);
  }

  /** A policy or a middleware by the name a route gives it (`is-review-author` inside its API, `global::x`, `api::a.b`). */
  named(kind: 'policy' | 'middleware', name: string, api: string | null): Fn {
    const full = name.includes('::') ? name : `api::${api}.${name}`;
    const path = this.fileFor(kind, full);
    if (!path) throw new HarnessGap(`uses the ${kind} ${full}, which the page does not show`);
    return this.load(path) as Fn;
  }

  /** The lifecycle hooks for a content type: its lifecycles file, then the subscribers of `tessera.db.lifecycles`. */
  private hooksFor(uid: string): Hooks[] {
    const path = this.pathsOf('lifecycles').find((file) => roleOf(file)!.name === uid);
    const own = path ? [this.load(path) as Hooks] : [];
    return [...own, ...this.hooks.filter((entry) => !entry.models || entry.models.includes(uid)).map((entry) => entry.hooks)];
  }

  /** `tessera.documents(uid)`: the runtime's Document Service, async, through the Document Service middlewares and the lifecycle hooks. */
  documents(uid: string): Record<string, (params?: unknown) => Promise<unknown>> {
    const service = this.runtime.documents(uid) as unknown as Record<string, (params: unknown) => unknown>;
    const model = {uid, ...(schemaOf(uid) ?? {})};
    const call = async (action: string, params: Record<string, unknown>): Promise<unknown> => {
      const chain = [...this.documentMiddlewares];
      const run = async (index: number, context: {uid: string; action: string; params: Record<string, unknown>}): Promise<unknown> => {
        const middleware = chain[index];
        if (middleware) return middleware(context, () => run(index + 1, context));
        const suffix = EVENTS[action];
        const hooks = suffix ? this.hooksFor(uid) : [];
        const event = {
          action: suffix ? `before${suffix}` : action,
          model,
          params: {...context.params, data: context.params.data},
          state: {},
          result: undefined as unknown,
        };
        for (const hook of hooks) await hook[`before${suffix}`]?.(event);
        event.result = service[action]!(event.params);
        event.action = `after${suffix}`;
        for (const hook of hooks) await hook[`after${suffix}`]?.(event);
        return event.result;
      };
      return run(0, {uid, action, params});
    };
    return Object.fromEntries(
      ['findOne', 'findFirst', 'findMany', 'create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'count'].map((action) => [
        action,
        (params?: unknown) => call(action, {...((params ?? {}) as Record<string, unknown>)}),
      ]),
    );
  }

  private queryEngine(uid: string) {
    const engine = this.runtime.db.query(uid) as unknown as Record<string, (params: unknown) => unknown>;
    const methods: Record<string, (params?: Record<string, unknown>, ...more: unknown[]) => Promise<unknown>> = Object.fromEntries(
      ['findMany', 'findOne', 'count', 'create', 'update', 'delete'].map((method) => [
        method,
        async (params?: unknown) => engine[method]!(params ?? {}),
      ]),
    );
    // The bulk and paged calls the runtime lacks, made of its own calls (each row through `update`, a page through `findMany`).
    methods.updateMany = async (params = {}) => {
      const rows = (await methods.findMany!({where: params.where})) as {id: number}[];
      for (const row of rows) await methods.update!({where: {id: row.id}, data: params.data});
      return {count: rows.length};
    };
    methods.load = async (entity, field, params) => {
      const row = (await methods.findOne!({
        where: {id: (entity as {id?: number})?.id},
        select: ['id'],
        populate: {[String(field)]: params ?? true},
      })) as Record<string, unknown> | null;
      return row?.[String(field)] ?? null;
    };
    methods.findPage = async ({page = 1, pageSize = 10, ...params} = {}) => {
      const total = (await methods.count!({where: params.where})) as number;
      const results = await methods.findMany!({...params, offset: (Number(page) - 1) * Number(pageSize), limit: pageSize});
      return {results, pagination: {page, pageSize, pageCount: Math.ceil(total / Number(pageSize)), total}};
    };
    return gapProxy(methods, `tessera.db.query('${uid}')`);
  }
}
