/**
 * The declarations of Tessera's API that examples are checked against (checks/examples/check.ts): the global
 * `tessera`, the modules `@tessera/core`, `@tessera/utils`, `@tessera/client`, `@tessera/admin/tessera-admin`,
 * `@tessera/design-system`, and the shapes of the files of a project (config, `src/index`, controllers, services,
 * routes, policies, middlewares, lifecycles, the admin's `app`). Whatever names a content type, a field or a value is
 * typed from the model (modelTypes.ts: `TesseraModel`); `any` stays only where the product itself takes anything
 * (request bodies and query strings from the outside world, the values of config files the model does not know).
 */
import {customServiceMethods, extraServices, trailConditionsServices} from '../../src/model/trailhead/code';
import {LOG_LEVELS} from '../../src/model/config';
import {FILTER_OPERATORS, LOGICAL_OPERATORS, type LogicalValue, type OperatorValue} from '../../src/model/api/rest';

const methods = (entries: Readonly<Record<string, string>>) =>
  Object.entries(entries)
    .map(([name, signature]) => `${name}: ${signature};`)
    .join(' ');

const customServices = Object.entries(customServiceMethods)
  .map(([uid, entries]) => `    '${uid}': CoreService<'${uid}'> & {${methods(entries)}};`)
  .join('\n');
const otherServices = Object.entries(extraServices)
  .map(([uid, entries]) => `    '${uid}': {${methods(entries)}};`)
  .join('\n');
const trailConditions = Object.entries(trailConditionsServices)
  .map(([name, entries]) => `'${name}': {${methods(entries)}};`)
  .join(' ');
/** The TypeScript type of the value each kind of operator takes, for a field of type `V` (rest.ts: OperatorValue). */
const OPERATOR_VALUE_TYPES: Readonly<Record<OperatorValue, string>> = {
  value: 'V',
  nullable: 'V | null',
  text: 'string',
  list: 'readonly V[]',
  pair: 'readonly [V, V]',
  boolean: 'boolean',
};
const logicalType = (takes: LogicalValue, of: string) => (takes === 'conditions' ? `readonly ${of}[]` : of);
/** The members of `Operators<V>`: the REST rules' operators, comparisons then logical ones. */
const operatorMembers = [
  ...FILTER_OPERATORS.map((operator) => `${operator.name}?: ${OPERATOR_VALUE_TYPES[operator.takes]};`),
  ...LOGICAL_OPERATORS.map((operator) => `${operator.name}?: ${logicalType(operator.takes, 'Operators<V>')};`),
].join(' ');
const logicalMembers = LOGICAL_OPERATORS.map((operator) => `${operator.name}?: ${logicalType(operator.takes, 'F')};`).join(' ');

export const PRODUCT_API = `
declare namespace Tessera {
  type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};
  interface BlocksNode {
    type: string;
    children?: BlocksNode[];
    text?: string;
    level?: number;
    format?: 'ordered' | 'unordered';
    url?: string;
    bold?: boolean;
    italic?: boolean;
    image?: {url: string; alternativeText?: string | null};
  }
  type BlocksContent = BlocksNode[];
  type Status = 'draft' | 'published';
  interface RelationRef { documentId?: string; id?: number; locale?: string; status?: Status; position?: {before?: string; after?: string; start?: boolean; end?: boolean} }
  interface RelationOps { connect?: readonly (string | number | RelationRef)[]; disconnect?: readonly (string | number | RelationRef)[]; set?: readonly (string | number | RelationRef)[] }
  type ToOneRelationInput = string | number | RelationRef | RelationOps;
  type ToManyRelationInput = readonly (string | number | RelationRef)[] | RelationOps;
  type MediaInput = number | string | {id: number};
  /** The sizes the upload plugin makes of an image (\`formats\` of a file): thumbnail, small, medium, large. */
  interface MediaFormat { name: string; hash: string; ext: string; mime: string; width: number; height: number; size: number; url: string; path: string | null }
  type MediaFormats = {[size in 'thumbnail' | 'small' | 'medium' | 'large']?: MediaFormat};

  /** The filter operators of the REST API, the Document Service and the Query Engine (src/model/api/rest.ts). */
  interface Operators<V> { ${operatorMembers} }
  type FieldFilter<V> = V | null | Operators<V>;
  /** The Query Engine's \`where\` also takes an array of values, for \`$in\`. */
  type WhereFilter<V> = FieldFilter<V> | readonly V[];
  interface LogicalFilters<F> { ${logicalMembers} }
  type Direction = 'asc' | 'desc';
  type SortEntry<F extends string> = F | \`\${F}:asc\` | \`\${F}:desc\` | {[K in F]?: Direction};
  type SortOf<F extends string> = SortEntry<F> | readonly SortEntry<F>[];
  type PopulatePath<P extends string> = P | \`\${P}.\${string}\`;
  type PopulateOf<P extends string, O> = '*' | PopulatePath<P> | readonly PopulatePath<P>[] | O;
  type OrderBy<F extends string> = F | {[K in F]?: Direction | {[field: string]: Direction}} | readonly (F | {[K in F]?: Direction | {[field: string]: Direction}})[];
  interface Pagination { page: number; pageSize: number; pageCount: number; total: number }

  interface DocumentServiceOf<F extends string, Fi, S, P, I, D, Single extends boolean> {
    findOne(params: {documentId: string; locale?: string; status?: Status; fields?: readonly F[]; populate?: P}): Promise<D | null>;
    findFirst(params?: {filters?: Fi; locale?: string; status?: Status; fields?: readonly F[]; populate?: P; sort?: S}): Promise<D | null>;
    findMany(params?: {filters?: Fi; locale?: string; status?: Status; fields?: readonly F[]; populate?: P; sort?: S; limit?: number; start?: number; pagination?: {page?: number; pageSize?: number; start?: number; limit?: number}}): Promise<D[]>;
    create(params: {data: I; locale?: string; status?: Status; fields?: readonly F[]; populate?: P}): Promise<D>;
    update(params: (Single extends true ? {documentId?: string} : {documentId: string}) & {data: I; locale?: string; status?: Status; fields?: readonly F[]; populate?: P}): Promise<D | null>;
    delete(params: {documentId: string; locale?: string; filters?: Fi}): Promise<{documentId: string; entries: D[]}>;
    publish(params: {documentId: string; locale?: string; filters?: Fi}): Promise<{documentId: string; entries: D[]}>;
    unpublish(params: {documentId: string; locale?: string; filters?: Fi}): Promise<{documentId: string; entries: D[]}>;
    discardDraft(params: {documentId: string; locale?: string; filters?: Fi}): Promise<{documentId: string; entries: D[]}>;
    count(params?: {filters?: Fi; locale?: string; status?: Status}): Promise<number>;
  }

  interface QueryParams<F extends string, Fi, P> { select?: F | readonly F[]; where?: Fi; orderBy?: OrderBy<F>; populate?: P; limit?: number; offset?: number }
  interface QueryEngineOf<F extends string, Fi, P, I, D, R extends string = never> {
    findOne(params?: QueryParams<F, Fi, P>): Promise<D | null>;
    findMany(params?: QueryParams<F, Fi, P>): Promise<D[]>;
    findWithCount(params?: QueryParams<F, Fi, P>): Promise<[D[], number]>;
    findPage(params?: QueryParams<F, Fi, P> & {page?: number; pageSize?: number}): Promise<{results: D[]; pagination: Pagination}>;
    create(params: {data: I; select?: F | readonly F[]; populate?: P}): Promise<D>;
    createMany(params: {data: readonly I[]}): Promise<{count: number; ids: number[]}>;
    update(params: {where: Fi; data: I; select?: F | readonly F[]; populate?: P}): Promise<D | null>;
    updateMany(params: {where?: Fi; data: I}): Promise<{count: number}>;
    delete(params: {where: Fi; select?: F | readonly F[]; populate?: P}): Promise<D | null>;
    deleteMany(params?: {where?: Fi}): Promise<{count: number}>;
    count(params?: {where?: Fi}): Promise<number>;
    /** The relation, media or component \`field\` of a row, read on its own. */
    load<K extends R & keyof D>(entity: {id: number}, field: K, params?: QueryParams<string, unknown, unknown>): Promise<D[K]>;
  }

  type Uid = TesseraModel.ContentTypeUid;
  type SortFor<U extends Uid> = TesseraModel.Sorts[U];
  interface EntityServiceParams<U extends Uid> {
    fields?: readonly TesseraModel.Fields[U][]; filters?: TesseraModel.Filters[U]; sort?: SortFor<U>; populate?: TesseraModel.Populates[U];
    start?: number; limit?: number; locale?: string; publicationState?: 'live' | 'preview';
  }
  /** The Entity Service of Tessera 4, deprecated in 5 and kept for migration: documents addressed by numeric id. */
  interface EntityService {
    findMany<U extends Uid>(uid: U, params?: EntityServiceParams<U>): Promise<TesseraModel.Documents[U][]>;
    findOne<U extends Uid>(uid: U, id: number | string, params?: EntityServiceParams<U>): Promise<TesseraModel.Documents[U] | null>;
    findPage<U extends Uid>(uid: U, params?: EntityServiceParams<U> & {page?: number; pageSize?: number}): Promise<{results: TesseraModel.Documents[U][]; pagination: Pagination}>;
    create<U extends Uid>(uid: U, params: EntityServiceParams<U> & {data: TesseraModel.Inputs[U]}): Promise<TesseraModel.Documents[U]>;
    update<U extends Uid>(uid: U, id: number | string, params: EntityServiceParams<U> & {data: TesseraModel.Inputs[U]}): Promise<TesseraModel.Documents[U] | null>;
    delete<U extends Uid>(uid: U, id: number | string, params?: EntityServiceParams<U>): Promise<TesseraModel.Documents[U] | null>;
    count<U extends Uid>(uid: U, params?: EntityServiceParams<U>): Promise<number>;
  }

  /** What a Document Service middleware receives (\`tessera.documents.use\`). */
  interface DocumentMiddlewareContext {
    uid: Uid;
    action: 'findOne' | 'findFirst' | 'findMany' | 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'discardDraft' | 'count';
    /** The parameters of the call, as the caller gave them. */
    params: {documentId?: string; locale?: string; status?: Status; data?: Record<string, unknown>; filters?: Record<string, unknown>; fields?: string[]; populate?: unknown; sort?: unknown; limit?: number; start?: number};
    contentType: {uid: Uid; kind: 'collectionType' | 'singleType'; info: {singularName: string; pluralName: string; displayName: string}; attributes: Record<string, {type: string}>};
  }
  type DocumentMiddleware = (context: DocumentMiddlewareContext, next: () => Promise<unknown>) => unknown;
  interface DocumentsApi {
    <U extends Uid>(uid: U): TesseraModel.DocumentServices[U];
    use(middleware: DocumentMiddleware): DocumentsApi;
  }

  /** The Knex query builder of \`tessera.db.connection\`: table and column names, not attributes; rows are the database's. */
  interface KnexQuery extends PromiseLike<Record<string, unknown>[]> {
    transacting(trx: unknown): KnexQuery;
    select(...columns: string[]): KnexQuery;
    where(conditions: Record<string, unknown>): KnexQuery;
    where(column: string, value: unknown): KnexQuery;
    where(column: string, operator: string, value: unknown): KnexQuery;
    whereIn(column: string, values: readonly unknown[]): KnexQuery;
    whereNull(column: string): KnexQuery;
    orderBy(column: string, direction?: 'asc' | 'desc'): KnexQuery;
    groupBy(...columns: string[]): KnexQuery;
    limit(count: number): KnexQuery;
    offset(count: number): KnexQuery;
    count(column?: string): KnexQuery;
    avg(column: string): KnexQuery;
    increment(column: string, amount?: number): KnexQuery;
    decrement(column: string, amount?: number): KnexQuery;
    insert(rows: Record<string, unknown> | readonly Record<string, unknown>[]): KnexQuery;
    update(values: Record<string, unknown>): KnexQuery;
    delete(): KnexQuery;
    first(...columns: string[]): PromiseLike<Record<string, unknown> | undefined>;
  }
  interface Knex {
    (table: string): KnexQuery;
    raw(sql: string, bindings?: readonly unknown[]): Promise<unknown>;
    schema: {hasTable(name: string): Promise<boolean>; hasColumn(table: string, column: string): Promise<boolean>};
  }

  type LogFn = (message: string, ...meta: unknown[]) => void;
  /** One method per level of the server's logger (src/model/config: LOG_LEVELS). */
  type Logger = {[level in ${LOG_LEVELS.map((level) => `'${level}'`).join(' | ')}]: LogFn};

  /**
   * The configuration, by the paths the configuration model knows (configTypes.ts: TesseraConfig.Values): an unknown
   * path fails. A default stands for a value the project does not set; an explicit type argument is the reader's word
   * for the value's type (the API reference documents \`get<T>\`), the path still one the model knows.
   */
  interface Config {
    get<P extends TesseraConfig.Path>(path: P): TesseraConfig.Values[P];
    get<P extends TesseraConfig.Path>(path: P, defaultValue: NonNullable<TesseraConfig.Values[P]>): NonNullable<TesseraConfig.Values[P]>;
    get<T>(path: TesseraConfig.Path, defaultValue?: T): T;
    set<P extends TesseraConfig.Path>(path: P, value: TesseraConfig.Values[P]): void;
    has(path: TesseraConfig.Path): boolean;
  }

  interface CronTask { task: (args: {tessera: Core.Tessera}) => unknown; options: string | {rule: string; tz?: string; start?: Date; end?: Date} }
  type CronTasks = Record<string, CronTask | ((args: {tessera: Core.Tessera}) => unknown)>;

  interface LifecycleEvent<U extends Uid = Uid> {
    action: string;
    model: {uid: U; singularName: string; attributes: Record<string, {type: string}>};
    params: {data?: Partial<TesseraModel.Documents[U]> & Record<string, unknown>; where?: TesseraModel.Filters[U]; select?: unknown; populate?: unknown};
    result?: TesseraModel.Documents[U];
    state: Record<string, unknown>;
  }
  type LifecycleHook<U extends Uid = Uid> = (event: LifecycleEvent<U>) => unknown;
  /** The hooks of a create or an update: \`params.data\` is what is written. */
  type WriteEvent<U extends Uid = Uid> = LifecycleEvent<U> & {params: {data: Partial<TesseraModel.Documents[U]> & Record<string, unknown>}};
  /** After a create, an update or a delete: \`result\` is the row. */
  type ResultEvent<E> = E & {result: TesseraModel.Documents[E extends LifecycleEvent<infer U> ? U : Uid]};
  interface Lifecycles<U extends Uid = Uid> {
    beforeCreate?: (event: WriteEvent<U>) => unknown; afterCreate?: (event: ResultEvent<WriteEvent<U>>) => unknown;
    beforeCreateMany?: LifecycleHook<U>; afterCreateMany?: LifecycleHook<U>;
    beforeUpdate?: (event: WriteEvent<U>) => unknown; afterUpdate?: (event: ResultEvent<WriteEvent<U>>) => unknown;
    beforeUpdateMany?: LifecycleHook<U>; afterUpdateMany?: LifecycleHook<U>;
    beforeDelete?: LifecycleHook<U>; afterDelete?: (event: ResultEvent<LifecycleEvent<U>>) => unknown;
    beforeDeleteMany?: LifecycleHook<U>; afterDeleteMany?: LifecycleHook<U>;
    beforeFindOne?: LifecycleHook<U>; afterFindOne?: LifecycleHook<U>; beforeFindMany?: LifecycleHook<U>; afterFindMany?: LifecycleHook<U>;
    beforeCount?: LifecycleHook<U>; afterCount?: LifecycleHook<U>;
  }
  type LifecycleSubscriber<U extends Uid = Uid> = Lifecycles<U> & {models?: readonly U[]};

  /** The Koa context of a request, with Tessera's response helpers. Bodies and query strings come from outside. */
  interface Context {
    // any: what a client sends is not known to the model
    request: {body?: any; query: Record<string, any>; headers: Record<string, string | string[] | undefined>; files?: Record<string, UploadedFile | UploadedFile[]>; method: string; url: string; ip: string; header: Record<string, string | string[] | undefined>};
    response: {status: number; body: unknown; headers: Record<string, unknown>};
    // any: idem
    query: Record<string, any>;
    params: Record<string, string>;
    state: {user?: TesseraModel.User.Document & {role?: {id: number; name: string; type: string}}; auth?: {strategy: {name: string}; credentials: unknown}; route?: {path: string; method: string; info?: {apiName?: string; type?: string}}; [key: string]: unknown};
    body: unknown;
    status: number;
    method: string;
    path: string;
    url: string;
    href: string;
    host: string;
    ip: string;
    headers: Record<string, string | string[] | undefined>;
    get(field: string): string;
    set(field: string, value: string | string[]): void;
    set(fields: Record<string, string>): void;
    append(field: string, value: string | string[]): void;
    remove(field: string): void;
    redirect(url: string): void;
    throw(status: number, message?: string): never;
    assert(value: unknown, status: number, message?: string): asserts value;
    send(body: unknown, status?: number): void;
    created(body?: unknown): void;
    deleted(body?: unknown): void;
    badRequest(message?: string, details?: unknown): void;
    unauthorized(message?: string, details?: unknown): void;
    forbidden(message?: string, details?: unknown): void;
    notFound(message?: string, details?: unknown): void;
    tooManyRequests(message?: string, details?: unknown): void;
    internalServerError(message?: string, details?: unknown): void;
    cookies: {get(name: string): string | undefined; set(name: string, value: string | null, options?: Record<string, unknown>): void};
  }
  /** A file of a multipart request (koa-body 6, formidable 3). */
  interface UploadedFile { filepath: string; originalFilename: string | null; newFilename: string; mimetype: string | null; size: number; hash?: string | null; mtime?: Date | null }
  type Next = () => Promise<void>;
  type KoaMiddleware = (ctx: Context, next: Next) => unknown;

  interface CoreServiceParams { filters?: Record<string, unknown>; fields?: readonly string[]; populate?: unknown; sort?: unknown; pagination?: {page?: number; pageSize?: number}; locale?: string; status?: Status; data?: Record<string, unknown> }
  /** The service \`createCoreService(uid)\` builds. */
  interface CoreService<U extends Uid> {
    find(params?: Omit<EntityServiceParams<U>, 'publicationState'> & {status?: Status; pagination?: {page?: number; pageSize?: number; start?: number; limit?: number}}): Promise<{results: TesseraModel.Documents[U][]; pagination: Pagination}>;
    findOne(documentId: string, params?: {fields?: readonly TesseraModel.Fields[U][]; populate?: TesseraModel.Populates[U]; locale?: string; status?: Status}): Promise<TesseraModel.Documents[U] | null>;
    create(params: {data: TesseraModel.Inputs[U]; locale?: string; status?: Status}): Promise<TesseraModel.Documents[U]>;
    update(documentId: string, params: {data: TesseraModel.Inputs[U]; locale?: string; status?: Status}): Promise<TesseraModel.Documents[U] | null>;
    delete(documentId: string, params?: {locale?: string}): Promise<{documentId: string; entries: TesseraModel.Documents[U][]}>;
  }
  interface Services {
${customServices}
${otherServices}
  }
  type ServiceOf<U extends string> = U extends keyof Services ? Services[U] : U extends Uid ? CoreService<U> : never;
  type ServiceUid = keyof Services | TesseraModel.ContentTypeUid | 'admin::permission';

  /** What the actions of a core controller share (\`this\` in \`createCoreController\`). */
  interface CoreController<U extends Uid> {
    find(ctx: Context): Promise<unknown>;
    findOne(ctx: Context): Promise<unknown>;
    create(ctx: Context): Promise<unknown>;
    update(ctx: Context): Promise<unknown>;
    delete(ctx: Context): Promise<unknown>;
    // any: the sanitized input is what the client sent
    sanitizeInput(data: unknown, ctx: Context): Promise<any>;
    // any: idem: the query string, sanitized
    sanitizeQuery(ctx: Context): Promise<any>;
    sanitizeOutput<T>(data: T, ctx: Context): Promise<T>;
    validateQuery(ctx: Context): Promise<void>;
    validateInput(data: unknown, ctx: Context): Promise<void>;
    transformResponse(data: unknown, meta?: Record<string, unknown>): {data: unknown; meta: Record<string, unknown>};
  }
  type ControllerAction = (ctx: Context, next: Next) => unknown;

  interface Route {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    path: string;
    handler: string | ControllerAction;
    config?: {auth?: false | {scope?: string[]}; policies?: readonly RoutePolicy[]; middlewares?: readonly RouteMiddleware[]; prefix?: string; description?: string; tag?: unknown};
    info?: {type?: 'content-api' | 'admin'; pluginName?: string};
  }
  type RoutePolicy = string | {name: string; config?: Record<string, unknown>} | Policy;
  type RouteMiddleware = string | {name: string; config?: Record<string, unknown>} | KoaMiddleware;
  type CoreAction = 'find' | 'findOne' | 'create' | 'update' | 'delete';
  interface RouterConfig {
    prefix?: string;
    only?: readonly CoreAction[];
    except?: readonly CoreAction[];
    config?: {[A in CoreAction]?: {auth?: false | {scope?: string[]}; policies?: readonly RoutePolicy[]; middlewares?: readonly RouteMiddleware[]}};
  }
  interface PolicyContext extends Context { state: Context['state'] }
  // any: a policy's config is whatever the route gives it
  type Policy<C = Record<string, any>> = (policyContext: PolicyContext, config: C, app: {tessera: Core.Tessera}) => boolean | void | Promise<boolean | void>;
  // any: a middleware's config is whatever config/middlewares gives it
  type MiddlewareFactory<C = Record<string, any>> = (config: C, app: {tessera: Core.Tessera}) => KoaMiddleware;

  interface CustomField { name: string; plugin?: string; type: string; inputSize?: {default: number; isResizable: boolean} }

  interface Plugin {
    // any: a plugin's own config is not in the model
    config<T = any>(key: string, defaultValue?: T): T;
    service<S extends string>(name: S): S extends keyof PluginServices ? PluginServices[S] : PluginServices['*'];
    controller(name: string): Record<string, ControllerAction>;
    contentType(name: string): {uid: string; attributes: Record<string, {type: string}>};
  }
  interface PluginServices {
    email: {
      send(options: {to: string | string[]; from?: string; replyTo?: string; cc?: string | string[]; bcc?: string | string[]; subject: string; text?: string; html?: string; attachments?: unknown[]}): Promise<void>;
      sendTemplatedEmail(options: {to: string; from?: string; replyTo?: string}, template: {subject: string; text: string; html?: string}, data?: Record<string, unknown>): Promise<void>;
    };
    locales: {find(): Promise<{id: number; documentId: string; name: string; code: string; isDefault: boolean}[]>; getDefaultLocale(): Promise<string>};
    /** The documentation plugin: what the generated OpenAPI document leaves out or adds. */
    override: {
      // any: an OpenAPI fragment is the OpenAPI specification's, not the model's
      registerOverride(override: Record<string, any>, options?: {pluginOrigin?: string; excludeFromGeneration?: string[]}): void;
      excludeFromGeneration(api: string | readonly string[]): void;
    };
    /** The GraphQL plugin's schema extensions. */
    extension: {
      shadowCRUD<U extends Uid>(uid: U): ShadowCrud<U>;
      use(extension: GraphQLExtension | ((args: {tessera: Core.Tessera; nexus: unknown; typeRegistry: unknown}) => GraphQLExtension)): void;
    };
    /** The Sentry plugin: errors sent with the scope the callback configures. */
    sentry: {sendError(error: unknown, configureScope?: (scope: SentryScope) => void): void; getInstance(): unknown};
    '*': Record<string, (...args: never[]) => unknown>;
  }
  interface ShadowCrud<U extends Uid> {
    disable(): ShadowCrud<U>; disableQueries(): ShadowCrud<U>; disableMutations(): ShadowCrud<U>;
    disableAction(action: 'find' | 'findOne' | 'create' | 'update' | 'delete'): ShadowCrud<U>;
    disableActions(actions: readonly ('find' | 'findOne' | 'create' | 'update' | 'delete')[]): ShadowCrud<U>;
    field(name: TesseraModel.Fields[U]): {disable(): void; disableFilters(): void; disableOutput(): void; disableInput(): void};
  }
  interface GraphQLExtension {
    typeDefs?: string;
    // any: a resolver's parent and arguments are the GraphQL schema's, which the page writes itself
    resolvers?: Record<string, Record<string, (parent: any, args: any, context: {state: Context['state']; koaContext: Context}) => unknown>>;
    resolversConfig?: Record<string, {auth?: false | {scope: readonly string[]}; policies?: readonly RoutePolicy[]; middlewares?: readonly RouteMiddleware[]}>;
  }
  interface SentryScope { setTag(key: string, value: string): void; setExtra(key: string, value: unknown): void; setUser(user: {id?: string | number; email?: string; username?: string} | null): void; setLevel(level: 'fatal' | 'error' | 'warning' | 'info' | 'debug'): void }
  /** A plugin's server object: what its server entry exports, and what an extension in src/extensions receives. */
  interface PluginServer {
    register?(app: {tessera: Core.Tessera}): unknown;
    bootstrap?(app: {tessera: Core.Tessera}): unknown;
    destroy?(app: {tessera: Core.Tessera}): unknown;
    // any: a plugin's config is its own
    config: {default: Record<string, any> | ((app: {env: Env}) => Record<string, any>); validator?(config: Record<string, any>): void};
    controllers: Record<string, Record<string, ControllerAction>>;
    routes: Record<string, {type?: 'content-api' | 'admin'; routes: Route[]}>;
    services: Record<string, unknown>;
    contentTypes: Record<string, {schema: {info: {singularName: string; pluralName: string; displayName: string}; attributes: Record<string, {type: string; [option: string]: unknown}>}}>;
    policies: Record<string, Policy>;
    middlewares: Record<string, MiddlewareFactory>;
  }
  type PluginName = 'users-permissions' | 'graphql' | 'documentation' | 'sentry' | 'email' | 'upload' | 'i18n' | 'content-manager' | 'content-type-builder' | 'cloud' | 'trail-conditions' | 'review-workflows' | 'releases';
  type TrailConditionsPlugin = Plugin & {service<S extends keyof TrailConditionsServices>(name: S): TrailConditionsServices[S]};
  interface TrailConditionsServices { ${trailConditions} }
}

declare namespace Core {
  /** The server object, \`tessera\` in every file of a project. */
  interface Tessera {
    documents: Tessera.DocumentsApi;
    db: {
      query<U extends Tessera.Uid>(uid: U): TesseraModel.QueryEngines[U];
      transaction<T>(callback: (transaction: {trx: unknown; commit(): Promise<void>; rollback(): Promise<void>; onCommit(cb: () => void): void; onRollback(cb: () => void): void}) => Promise<T>): Promise<T>;
      lifecycles: {subscribe<U extends Tessera.Uid = Tessera.Uid>(subscriber: Tessera.LifecycleSubscriber<U> | ((event: Tessera.LifecycleEvent) => unknown)): void};
      connection: Tessera.Knex;
    };
    /** Deprecated in Tessera 5: use \`tessera.documents(uid)\`. */
    entityService: Tessera.EntityService;
    service<U extends Tessera.ServiceUid>(uid: U): U extends 'admin::permission' ? {actionProvider: {registerMany(actions: readonly {section: string; displayName: string; uid: string; pluginName?: string; subCategory?: string; category?: string}[]): Promise<void>}} : Tessera.ServiceOf<U>;
    controller(uid: \`api::\${string}\` | \`plugin::\${string}\`): Record<string, Tessera.ControllerAction>;
    plugin<N extends Tessera.PluginName>(name: N): N extends 'trail-conditions' ? Tessera.TrailConditionsPlugin : Tessera.Plugin;
    config: Tessera.Config;
    log: Tessera.Logger;
    cron: {add(tasks: Tessera.CronTasks): void; remove(name: string): void; jobs: {name: string}[]};
    server: {httpServer: import('node:http').Server; /** Registers the routes on the HTTP server without listening (tests). */ mount(): void; use(middleware: Tessera.KoaMiddleware): void; routes(routes: readonly Tessera.Route[] | {type: string; routes: readonly Tessera.Route[]}): void};
    requestContext: {get(): Tessera.Context | undefined};
    customFields: {register(fields: Tessera.CustomField | readonly Tessera.CustomField[]): void};
    container: {register(name: string, value: unknown): void; get(name: string): unknown};
    store(params: {type: 'core' | 'plugin' | 'api'; name?: string; key?: string; environment?: string}): {get(params?: {key?: string}): Promise<unknown>; set(params: {key?: string; value: unknown}): Promise<void>; delete(params?: {key?: string}): Promise<void>};
    fetch(url: string, init?: RequestInit): Promise<Response>;
    /** The schema of a content type or a component. */
    getModel(uid: Tessera.Uid | TesseraModel.ComponentUid): {uid: string; modelType: 'contentType' | 'component'; kind?: 'collectionType' | 'singleType'; collectionName: string; info: {displayName: string; singularName?: string; pluralName?: string}; attributes: Record<string, {type: string}>};
    admin: {services: {
      permission: {
        /** RBAC conditions: a handler returns a boolean or a filter object on the subject's fields. */
        conditionProvider: {registerMany(conditions: readonly {displayName: string; name: string; category?: string; plugin?: string; handler: (user: TesseraModel.AdminUser.Document & {id: number}) => boolean | Record<string, unknown> | Promise<boolean | Record<string, unknown>>}[]): Promise<void>};
      };
      [service: string]: Record<string, unknown>;
    }};
    dirs: {app: {root: string; src: string; api: string; config: string}; dist: {root: string}; static: {public: string}};
    load(): Promise<Tessera>;
    start(): Promise<Tessera>;
    destroy(): Promise<void>;
  }
  type Context = Tessera.Context;
  type PolicyContext = Tessera.PolicyContext;
  // any: see Tessera.MiddlewareFactory
  type MiddlewareFactory<C = Record<string, any>> = Tessera.MiddlewareFactory<C>;
  type LifecycleEvent<U extends Tessera.Uid = Tessera.Uid> = Tessera.LifecycleEvent<U>;
  type Lifecycles<U extends Tessera.Uid = Tessera.Uid> = Tessera.Lifecycles<U>;
  /** A plugin's server object (extensions receive it); \`tessera.plugin(name)\` gives \`Tessera.Plugin\`. */
  type Plugin = Tessera.PluginServer;
  /** \`src/index\` of a project: what runs when the server starts and stops. */
  interface AppModule {
    register?(app: {tessera: Tessera}): unknown;
    bootstrap?(app: {tessera: Tessera}): unknown;
    destroy?(app: {tessera: Tessera}): unknown;
  }
}

/** The server object, global in every file of a project. */
declare var tessera: Core.Tessera;

declare module '@tessera/core' {
  type Uid = TesseraModel.ContentTypeUid;
  type CoreControllerOf<U extends Uid> = Tessera.CoreController<U> & {readonly __coreController: true};
  export const factories: {
    createCoreController<U extends Uid>(uid: U, config?: (app: {tessera: Core.Tessera}) => Record<string, Tessera.ControllerAction> & ThisType<Tessera.CoreController<U> & Record<string, Tessera.ControllerAction>>): CoreControllerOf<U>;
    // any: inside the factory, this also has the methods the same file adds; their types come from the file itself.
    createCoreService<U extends Uid, M extends Record<string, unknown> = {}>(uid: U, config?: (app: {tessera: Core.Tessera}) => M & ThisType<Tessera.CoreService<U> & Record<string, (...args: any[]) => any>>): Tessera.CoreService<U> & M & {readonly __coreService: true};
    createCoreRouter<U extends Uid>(uid: U, config?: Tessera.RouterConfig): {routes: Tessera.Route[]};
  };
  export function createTessera(options?: {appDir?: string; distDir?: string; autoReload?: boolean}): Core.Tessera;
  export function compileTessera(options?: {appDir?: string; ignoreDiagnostics?: boolean}): Promise<{appDir: string; distDir: string}>;
  export namespace Core {
    type Tessera = globalThis.Core.Tessera;
    type Context = globalThis.Core.Context;
    type PolicyContext = globalThis.Core.PolicyContext;
    // any: see Tessera.MiddlewareFactory
    type MiddlewareFactory<C = Record<string, any>> = globalThis.Core.MiddlewareFactory<C>;
    type LifecycleEvent<U extends TesseraModel.ContentTypeUid = TesseraModel.ContentTypeUid> = globalThis.Core.LifecycleEvent<U>;
    type Lifecycles<U extends TesseraModel.ContentTypeUid = TesseraModel.ContentTypeUid> = globalThis.Core.Lifecycles<U>;
    type Plugin = globalThis.Core.Plugin;
  }
  export namespace UID {
    type ContentType = TesseraModel.ContentTypeUid;
    type CollectionType = TesseraModel.CollectionTypeUid;
    type SingleType = TesseraModel.SingleTypeUid;
    type Component = TesseraModel.ComponentUid;
  }
  export namespace Data {
    type ContentType<U extends TesseraModel.ContentTypeUid> = TesseraModel.Documents[U];
    type Component<C extends TesseraModel.ComponentUid> = TesseraModel.ComponentValues[C];
  }
  /** The types \`tessera ts:generate-types\` writes into types/generated. */
  export namespace Schema {
    namespace Attribute {
      type String = {type: 'string'}; type Text = {type: 'text'}; type Email = {type: 'email'}; type Password = {type: 'password'};
      type Integer = {type: 'integer'}; type Decimal = {type: 'decimal'}; type Float = {type: 'float'}; type BigInteger = {type: 'biginteger'};
      type Boolean = {type: 'boolean'}; type Date = {type: 'date'}; type DateTime = {type: 'datetime'}; type Time = {type: 'time'};
      type Blocks = {type: 'blocks'}; type RichText = {type: 'richtext'}; type JSON = {type: 'json'};
      type UID<Target extends string = string> = {type: 'uid'; targetField?: Target};
      type Enumeration<V extends readonly string[]> = {type: 'enumeration'; enum: V};
      type Media<Kinds extends string = string, Multiple extends boolean = false> = {type: 'media'; allowedTypes?: Kinds; multiple?: Multiple};
      type Relation<Kind extends string, Target extends TesseraModel.ContentTypeUid> = {type: 'relation'; relation: Kind; target: Target};
      type Component<C extends TesseraModel.ComponentUid, Repeatable extends boolean> = {type: 'component'; component: C; repeatable: Repeatable};
      type DynamicZone<C extends readonly TesseraModel.ComponentUid[]> = {type: 'dynamiczone'; components: C};
      type Required = {required: true}; type Unique = {unique: true}; type Private = {private: true};
      type SetMinMax<R extends {min?: number; max?: number}> = {min?: R['min']; max?: R['max']};
      type SetMinMaxLength<R extends {minLength?: number; maxLength?: number}> = {minLength?: R['minLength']; maxLength?: R['maxLength']};
      type DefaultTo<V> = {default: V};
    }
  }
  export namespace Struct {
    interface CollectionTypeSchema { collectionName: string; info: {singularName: string; pluralName: string; displayName: string; description?: string}; options: {draftAndPublish: boolean}; attributes: Record<string, {type: string}> }
    interface SingleTypeSchema extends CollectionTypeSchema {}
    interface ComponentSchema { collectionName: string; info: {displayName: string; icon?: string; description?: string}; attributes: Record<string, {type: string}> }
  }
  export namespace Public {
    interface ContentTypeSchemas {}
    interface ComponentSchemas {}
  }
}

declare module '@tessera/utils' {
  class ApplicationError extends Error { constructor(message?: string, details?: unknown); details: unknown }
  export const errors: {
    ApplicationError: typeof ApplicationError;
    ValidationError: typeof ApplicationError;
    NotFoundError: typeof ApplicationError;
    ForbiddenError: typeof ApplicationError;
    UnauthorizedError: typeof ApplicationError;
    PolicyError: typeof ApplicationError;
    PayloadTooLargeError: typeof ApplicationError;
    RateLimitError: typeof ApplicationError;
    NotImplementedError: typeof ApplicationError;
  };
  export const contentTypes: {
    isDraft(data: unknown, model?: unknown): boolean;
    isVisibleAttribute(model: {attributes: Record<string, unknown>}, name: string): boolean;
    hasDraftAndPublish(model: unknown): boolean;
    constants: {PUBLISHED_AT_ATTRIBUTE: 'publishedAt'; CREATED_BY_ATTRIBUTE: 'createdBy'; UPDATED_BY_ATTRIBUTE: 'updatedBy'};
  };
  export const strings: {nameToSlug(name: string): string; isKebabCase(value: string): boolean; toKebabCase(value: string): string};
  export const env: Tessera.Env;
}

declare module '@tessera/client' {
  type Rest = TesseraModel.RestCollections;
  interface RestParams<U extends TesseraModel.ContentTypeUid> {
    fields?: readonly TesseraModel.Fields[U][]; filters?: TesseraModel.Filters[U]; populate?: TesseraModel.Populates[U]; sort?: Tessera.SortFor<U>;
    pagination?: {page?: number; pageSize?: number; withCount?: boolean} | {start?: number; limit?: number; withCount?: boolean};
    locale?: string; status?: Tessera.Status;
  }
  interface Collection<U extends TesseraModel.ContentTypeUid> {
    find(params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U][]; meta: {pagination: Tessera.Pagination}}>;
    findOne(documentId: string, params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U]; meta: Record<string, never>}>;
    create(data: TesseraModel.Inputs[U], params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U]}>;
    update(documentId: string, data: TesseraModel.Inputs[U], params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U]}>;
    delete(documentId: string, params?: {locale?: string}): Promise<void>;
  }
  interface Single<U extends TesseraModel.ContentTypeUid> {
    find(params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U]; meta: Record<string, never>}>;
    update(data: TesseraModel.Inputs[U], params?: RestParams<U>): Promise<{data: TesseraModel.Documents[U]}>;
    delete(params?: {locale?: string}): Promise<void>;
  }
  interface Client {
    collection<N extends keyof Rest>(pluralName: N): Collection<Rest[N]>;
    single<N extends keyof Rest>(singularName: N): Single<Rest[N]>;
    fetch(path: string, init?: RequestInit): Promise<Response>;
  }
  export function tessera(options: {baseURL: string; auth?: string; headers?: Record<string, string>}): Client;
}

declare namespace Tessera {
  /**
   * A string read from the environment: a config key that takes one of a list of values also takes one of these,
   * which the server checks when it starts (the check cannot know what the variable will hold).
   */
  type EnvString = string & {readonly __fromEnvironment: true};
  /** \`env\` of config files: a variable of .env, with a default and a cast. */
  interface Env {
    (name: string): EnvString | undefined;
    (name: string, defaultValue: string): EnvString;
    int(name: string, defaultValue?: number): number;
    float(name: string, defaultValue?: number): number;
    bool(name: string, defaultValue?: boolean): boolean;
    json(name: string, defaultValue?: unknown): unknown;
    array(name: string, defaultValue?: readonly string[]): string[];
    date(name: string, defaultValue?: Date): Date;
    oneOf<T extends string>(name: string, values: readonly T[], defaultValue?: T): T;
  }
  /** A file of config/ the configuration model does not know (a project's own, such as config/trailhead): an object,
   * or a function of \`env\` that returns one. The files Tessera reads are typed by TesseraConfig (configTypes.ts). */
  // any: the keys of a project's own config file are the project's
  type ConfigFile = Record<string, any> | ((app: {env: Env}) => Record<string, any>);
}
`;

/** The admin panel's API (`src/admin/app`, plugins' admin side) and its design system. */
export const ADMIN_API = `
declare namespace TesseraAdmin {
  type ComponentType<P = Record<string, unknown>> = import('react').ComponentType<P>;
  type Icon = ComponentType<Record<string, unknown>>;
  interface Translated { id: string; defaultMessage: string; values?: Record<string, unknown> }
  interface MenuLink { to: string; icon: Icon; intlLabel: Translated; permissions?: readonly unknown[]; Component: () => Promise<{default: ComponentType} | ComponentType>; position?: number }
  interface ContentManagerApis {
    addEditViewSidePanel(panels: readonly PanelComponent[] | ((panels: PanelComponent[]) => PanelComponent[])): void;
    addDocumentAction(actions: readonly DocumentActionComponent[] | ((actions: DocumentActionComponent[]) => DocumentActionComponent[])): void;
    addDocumentHeaderAction(actions: readonly HeaderActionComponent[] | ((actions: HeaderActionComponent[]) => HeaderActionComponent[])): void;
    addBulkAction(actions: readonly BulkActionComponent[] | ((actions: BulkActionComponent[]) => BulkActionComponent[])): void;
    getDocumentActions(): DocumentActionComponent[];
    getHeaderActions(): HeaderActionComponent[];
    getEditViewSidePanels(): PanelComponent[];
    getBulkActions(): BulkActionComponent[];
  }
  interface AdminPlugin {
    apis: ContentManagerApis;
    /** Injection zones of Tessera 5 (\`informations\` of Tessera 4 is gone: side panels replace it). */
    injectComponent(view: string, zone: string, component: {name: string; Component: ComponentType}): void;
    getInjectedComponents(view: string, zone: string): {name: string; Component: ComponentType}[];
  }
  interface TesseraApp {
    getPlugin(name: 'content-manager' | 'content-type-builder' | 'upload' | 'i18n' | string): AdminPlugin;
    registerPlugin(plugin: {id: string; name: string; initializer?: ComponentType<{setPlugin(id: string): void}>; isReady?: boolean; injectionZones?: Record<string, unknown>}): void;
    addMenuLink(link: MenuLink): void;
    addSettingsLink(section: string | {id: string; intlLabel: Translated}, link: Omit<MenuLink, 'icon'> & {id: string}): void;
    createSettingSection(section: {id: string; intlLabel: Translated}, links: readonly (Omit<MenuLink, 'icon'> & {id: string})[]): void;
    addFields(field: {type: string; Component: ComponentType<never>} | readonly {type: string; Component: ComponentType<never>}[]): void;
    addComponents(components: readonly {name: string; Component: ComponentType}[]): void;
    registerHook(name: 'Admin/CM/pages/ListView/inject-column-in-table', hook: (args: ListViewColumns) => ListViewColumns): void;
    registerHook(name: 'Admin/CM/pages/EditView/mutate-edit-view-layout', hook: (args: {layout: {uid: string; [key: string]: unknown}; query: Record<string, unknown>}) => unknown): void;
    // any: a hook another plugin declares passes what that plugin decides
    registerHook(name: string, hook: (...args: any[]) => unknown): void;
    createHook(name: string): void;
    customFields: {register(field: AdminCustomField | readonly AdminCustomField[]): void};
    components: Record<string, ComponentType>;
    routes: unknown[];
    config: Record<string, unknown>;
  }
  interface ListViewHeader {
    attribute: {type: string; [key: string]: unknown}; label: string; name: string; searchable?: boolean; sortable?: boolean;
    // any: a row of the list view holds whatever its content type holds
    cellFormatter?: (document: Record<string, any>, header: ListViewHeader, meta: {collectionType: string; model: string}) => import('react').ReactNode;
  }
  interface ListViewColumns { displayedHeaders: ListViewHeader[]; layout: {uid: string; [key: string]: unknown} }
  interface AdminCustomField {
    name: string; pluginId?: string; type: string; intlLabel: Translated; intlDescription: Translated; icon?: Icon;
    components: {Input: () => Promise<{default: ComponentType<never>}>};
    options?: {base?: unknown[]; advanced?: unknown[]; validator?: (args: unknown) => unknown};
  }
  interface DocumentProps { activeTab: 'draft' | 'published' | null; collectionType: string; document?: Record<string, unknown>; documentId?: string; meta?: unknown; model: string }
  interface PanelDescription { title: string; content: import('react').ReactNode }
  type PanelComponent = ((props: DocumentProps) => PanelDescription | null) & {type?: string};
  interface ActionDescription {
    label: string; icon?: import('react').ReactNode; disabled?: boolean; position?: string | string[]; variant?: string;
    onClick?: (event?: unknown) => unknown; dialog?: {type: 'dialog' | 'modal' | 'notification'; title: string; content?: import('react').ReactNode; onConfirm?: () => unknown; footer?: unknown};
  }
  type DocumentActionComponent = ((props: DocumentProps) => ActionDescription | null) & {type?: string; position?: string | string[]};
  type HeaderActionComponent = ((props: DocumentProps) => ActionDescription | null) & {type?: string};
  type BulkActionComponent = ((props: {documents: Array<Record<string, unknown>>; model: string; collectionType: string}) => ActionDescription | null) & {type?: string};
  interface AdminConfig {
    locales?: readonly string[]; translations?: Record<string, Record<string, string>>; theme?: {light?: unknown; dark?: unknown};
    auth?: {logo?: string}; menu?: {logo?: string}; head?: {favicon?: string; title?: string}; tutorials?: boolean; notifications?: {releases?: boolean};
    [key: string]: unknown;
  }
  interface AppFile { config?: AdminConfig; register?(app: TesseraApp): unknown; bootstrap?(app: TesseraApp): unknown; registerTrads?(args: {locales: string[]}): unknown }
}

declare module '@tessera/admin/tessera-admin' {
  export type TesseraApp = TesseraAdmin.TesseraApp;
  export type PanelComponent = TesseraAdmin.PanelComponent;
  export type DocumentActionComponent = TesseraAdmin.DocumentActionComponent;
  export type HeaderActionComponent = TesseraAdmin.HeaderActionComponent;
  export type BulkActionComponent = TesseraAdmin.BulkActionComponent;
  interface FetchResponse<T> { data: T; status: number }
  export function useFetchClient(): {
    // any: what the server answers is the caller's route, not the model
    get<T = any>(url: string, config?: {params?: Record<string, unknown>}): Promise<FetchResponse<T>>;
    // any: idem
    post<T = any>(url: string, body?: unknown): Promise<FetchResponse<T>>;
    // any: idem
    put<T = any>(url: string, body?: unknown): Promise<FetchResponse<T>>;
    // any: idem
    del<T = any>(url: string): Promise<FetchResponse<T>>;
  };
  export function useNotification(): {toggleNotification(options: {type: 'success' | 'warning' | 'danger' | 'info'; message: string; title?: string}): void};
  export function useAuth<T>(name: string, selector: (state: {user?: {firstname?: string; lastname?: string; email: string; roles: {code: string; name: string}[]}; token: string | null; permissions: {action: string; subject: string | null; properties?: {fields?: string[]; locales?: string[]}; conditions?: string[]}[]}) => T): T;
  export function useRBAC(permissions: Record<string, readonly {action: string; subject: string | null}[]>): {isLoading: boolean; allowedActions: Record<string, boolean>};
  export function useTesseraApp<T>(name: string, selector: (state: TesseraAdmin.TesseraApp) => T): T;
  /** The Content Manager's view of the document being edited. */
  export function useContentManagerContext(): {
    model: string; collectionType: 'collection-types' | 'single-types'; id?: string; slug: string; isCreatingEntry: boolean; isSingleType: boolean; hasDraftAndPublish: boolean;
    contentType?: {uid: string; attributes: Record<string, {type: string}>}; components: Record<string, unknown>;
    form: {values: Record<string, unknown>; initialValues: Record<string, unknown>; modified: boolean; isSubmitting: boolean};
    layout: DocumentLayout;
  };
  interface LayoutField { name: string; size: number; label: string; type: string; attribute: {type: string}; disabled?: boolean; hint?: string; placeholder?: string; required?: boolean; visible?: boolean }
  interface DocumentLayout {
    edit: {layout: LayoutField[][][]; components: Record<string, {layout: LayoutField[][]; settings: Record<string, unknown>}>; settings: Record<string, unknown>};
    list: {layout: {name: string; label: string; searchable: boolean; sortable: boolean; attribute: {type: string}}[]; settings: Record<string, unknown>};
  }
  /** A document as the admin panel reads it, with its status. */
  export function useDocument(args: {model: string; collectionType: string; documentId?: string; params?: {locale?: string; status?: 'draft' | 'published'}}): {
    // any: the document's fields are whatever its content type holds
    document?: Record<string, any> & {documentId: string; status?: 'draft' | 'published' | 'modified'};
    isLoading: boolean;
    schema?: {uid: string; attributes: Record<string, {type: string}>};
    refetch(): void;
  };
  /** The edit and list layouts of a content type, by model UID. */
  export function useDocumentLayout(model: string): DocumentLayout & {isLoading: boolean};
  interface FormState {
    // any: the values of the document being edited are whatever its content type holds
    values: Record<string, any>;
    // any: idem
    initialValues: Record<string, any>;
    errors: Record<string, string | undefined>;
    modified: boolean;
    isSubmitting: boolean;
    onChange(eventOrPath: {target: {name: string; value: unknown}} | string, value?: unknown): void;
    resetForm(): void;
  }
  /** The form of the edit view: a selector picks what the component needs. */
  export function useForm<T>(name: string, selector: (state: FormState) => T): T;
  export const Page: {Main: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>; Loading: TesseraAdmin.ComponentType; Error: TesseraAdmin.ComponentType; Title: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>};
  export const Layouts: {Header: TesseraAdmin.ComponentType<{title: string; subtitle?: string; primaryAction?: import('react').ReactNode}>; Content: TesseraAdmin.ComponentType<{children?: import('react').ReactNode}>};
}

declare module '@tessera/design-system' {
  // any: design-system props are its own reference, not the model
  type Component = import('react').ComponentType<any>;
  export const Box: Component; export const Flex: Component; export const Grid: Component; export const Typography: Component;
  export const Badge: Component; export const Button: Component; export const Link: Component; export const Main: Component;
  export const TextInput: Component; export const Textarea: Component; export const Table: Component; export const Tr: Component;
  export const Td: Component; export const Th: Component; export const Thead: Component; export const Tbody: Component;
  export const Loader: Component; export const Tooltip: Component; export const IconButton: Component; export const Modal: Component;
  export const Dialog: Component; export const SingleSelect: Component; export const SingleSelectOption: Component; export const Toggle: Component;
  export const Field: {Root: Component; Label: Component; Input: Component; Hint: Component; Error: Component; Textarea: Component};
  export const DesignSystemProvider: Component;
}
`;
