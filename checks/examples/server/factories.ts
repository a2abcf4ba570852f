/**
 * `factories` of `@tessera/core`, as the product builds them: the core controller and the core service of a content
 * type (their actions over the Document Service), a file's customizer whose object inherits from them (so `super.find`
 * reaches the core action and the core actions stay when the file adds its own), and the core router's routes.
 */
import {PAGINATION_META, ROUTE_TEMPLATES, pageCount} from '../../../src/model/api/rest';
import {compilePagination} from '../../../src/lib/documents/pagination';
import {assertValid, type Diagnostics} from '../../../src/lib/documents/diagnostics';
import {schemaOf} from '../../../src/lib/documents/schema';
import {utilsErrors} from './errors';
import type {Context} from './context';

/** What the harness gives a factory: the project's `tessera` and how to reach a content type's service. */
export interface FactoryApp {
  tessera: unknown;
  documents: (uid: string) => Record<string, (params?: unknown) => Promise<unknown>>;
  service: (uid: string) => Record<string, (...args: unknown[]) => Promise<unknown>>;
}

type Methods = Record<string, unknown>;
type Customizer = Methods | ((app: {tessera: unknown}) => Methods) | undefined;

/** A file's export made by a factory: the harness builds it with the project (`build`). */
export interface Made {
  factory: 'controller' | 'service' | 'router';
  uid: string;
  build: (app: FactoryApp) => unknown;
}
export const isMade = (value: unknown): value is Made => typeof value === 'function' && 'factory' in value;

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The customizer's object with the core methods as its prototype, as the product chains them. */
function customized(core: Methods, customizer: Customizer, app: FactoryApp): Methods {
  const custom = (typeof customizer === 'function' ? customizer({tessera: app.tessera}) : customizer) ?? {};
  Object.setPrototypeOf(custom, core);
  return custom;
}

/** `meta.pagination` of a core `find` (the keys PAGINATION_META names for the style asked). */
function paginationOf(pagination: unknown, total: number) {
  const out: Diagnostics = [];
  const page = compilePagination(pagination, out);
  assertValid(out);
  const all: Record<string, number> =
    page.style === 'page'
      ? {page: page.page, pageSize: page.pageSize, pageCount: pageCount(total, page.pageSize), total}
      : {start: page.start, limit: page.limit, total};
  return {page, meta: Object.fromEntries(PAGINATION_META[page.style].map((key) => [key, all[key]!]))};
}

function coreService(uid: string, app: FactoryApp): Methods {
  const documents = () => app.documents(uid);
  const single = schemaOf(uid)?.kind === 'singleType';
  // The REST API reads the published version unless the query asks otherwise.
  const read = (params: unknown) => ({status: 'published', ...objectOf(params)});
  return {
    async find(params?: unknown) {
      const {pagination, ...rest} = read(params) as Record<string, unknown>;
      if (single) return documents().findFirst!(rest);
      const count = (await documents().count!(rest)) as number;
      const {page, meta} = paginationOf(pagination, count);
      const results = await documents().findMany!({...rest, start: page.start, limit: page.limit});
      return {results, pagination: meta};
    },
    findOne: (documentId: string, params?: unknown) => documents().findOne!({...read(params), documentId}),
    create: (params?: unknown) => documents().create!(params),
    update: (documentId: string, params?: unknown) => documents().update!({...objectOf(params), documentId}),
    delete: (documentId: string, params?: unknown) => documents().delete!({...objectOf(params), documentId}),
  };
}

function coreController(uid: string, app: FactoryApp): Methods {
  const service = () => app.service(uid);
  const dataOf = (ctx: Context) => {
    const data = objectOf(ctx.request.body).data;
    if (!data || typeof data !== 'object') throw new utilsErrors.ValidationError('Missing "data" payload in the request body');
    return data;
  };
  return {
    async sanitizeQuery(ctx: Context) {
      return {...ctx.query};
    },
    async sanitizeInput(data: unknown) {
      return data;
    },
    async sanitizeOutput(data: unknown) {
      return data;
    },
    async validateQuery() {},
    async validateInput() {},
    transformResponse(data: unknown, meta: unknown = {}) {
      return {data, meta};
    },
    async find(this: Methods & {sanitizeQuery: (ctx: Context) => Promise<unknown>}, ctx: Context) {
      const answer = objectOf(await service().find!(await this.sanitizeQuery(ctx)));
      if (!('results' in answer)) return {data: answer, meta: {}};
      return {data: answer.results, meta: {pagination: answer.pagination}};
    },
    async findOne(ctx: Context) {
      const entity = await service().findOne!(ctx.params.documentId, {...ctx.query});
      return entity ? {data: entity, meta: {}} : ctx.notFound();
    },
    async create(ctx: Context) {
      const entity = await service().create!({...ctx.query, data: dataOf(ctx)});
      ctx.status = 201;
      return {data: entity, meta: {}};
    },
    async update(ctx: Context) {
      const entity = await service().update!(ctx.params.documentId, {...ctx.query, data: dataOf(ctx)});
      return entity ? {data: entity, meta: {}} : ctx.notFound();
    },
    async delete(ctx: Context) {
      const result = objectOf(await service().delete!(ctx.params.documentId, {...ctx.query}));
      if (Array.isArray(result.entries) && result.entries.length === 0) return ctx.notFound();
      ctx.status = 204;
      return null;
    },
  };
}

/** The actions of a content type's core controller (ROUTE_TEMPLATES): what a content-type API must keep. */
export const CORE_ACTIONS = [...new Set(ROUTE_TEMPLATES.map((template) => template.action))];

export interface RouterConfig {
  prefix?: string;
  only?: readonly string[];
  except?: readonly string[];
  config?: Record<string, Record<string, unknown>>;
}

/** The routes of a core router: the model's route templates for the content type, each with its action's config. */
export function coreRoutes(uid: string, options: RouterConfig = {}) {
  const schema = schemaOf(uid);
  if (!schema?.info) return [];
  return ROUTE_TEMPLATES.filter((template) => template.kind === schema.kind)
    .filter((template) => !options.only || options.only.includes(template.action))
    .filter((template) => !options.except?.includes(template.action))
    .map((template) => ({
      method: template.method,
      path: `${options.prefix ?? ''}${template.path.replace(':pluralName', schema.info!.pluralName!).replace(':singularName', schema.info!.singularName!)}`,
      handler: `${uid}.${template.action}`,
      config: options.config?.[template.action] ?? {},
    }));
}

const made = (factory: Made['factory'], uid: string, build: Made['build']): Made => Object.assign(build.bind(null), {factory, uid, build});

/** `factories` as a block imports it from `@tessera/core`. */
export const factories = {
  createCoreController: (uid: string, customizer?: Customizer) =>
    made('controller', uid, (app) => customized(coreController(uid, app), customizer, app)),
  createCoreService: (uid: string, customizer?: Customizer) =>
    made('service', uid, (app) => customized(coreService(uid, app), customizer, app)),
  createCoreRouter: (uid: string, options?: RouterConfig) => made('router', uid, () => ({routes: coreRoutes(uid, options)})),
};
