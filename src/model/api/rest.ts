/**
 * The rules of Tessera's REST API as data: the routes it generates for each content type and the ones its plugins
 * add, the query parameters each route reads with their defaults and limits, the filter and logical operators with
 * the value each one takes, and the errors it answers with. Taken from the REST pages (/dev-docs/api/rest and its
 * subpages, /dev-docs/configurations/api, /dev-docs/error-handling, the Users & Permissions and Upload plugin pages).
 *
 * Everything that reads the REST API's rules reads them here: the example check's REST kind
 * (checks/examples/rest.ts), the operator list of its messages and declarations (checks/examples/messages.ts,
 * productApi.ts), and later the REST evaluator that answers requests from the Trailhead documents.
 */

/** Every REST route starts with this prefix (`rest.prefix` of config/api, `/api` by default). */
export const REST_PREFIX = '/api';

/* ------------------------------------------------------------------------------------------------------------------ */
/* Filter operators                                                                                                    */
/* ------------------------------------------------------------------------------------------------------------------ */

/**
 * What an operator compares its field with:
 * - `value`: one value of the field's type (`$lt`, `$gte`...);
 * - `nullable`: one value of the field's type, or `null` (`$eq`, `$ne`);
 * - `text`: a string (the case-insensitive and the substring operators);
 * - `list`: an array of values of the field's type (`$in`, `$notIn`);
 * - `pair`: an array of exactly two values of the field's type, the bounds (`$between`);
 * - `boolean`: `true` or `false` (in a URL, the strings `true` and `false`).
 */
export type OperatorValue = 'value' | 'nullable' | 'text' | 'list' | 'pair' | 'boolean';

/** An operator of `filters`: its name, what it takes, and what it means (the filters page's table). */
interface Operator<Takes extends string> {
  name: `$${string}`;
  takes: Takes;
  meaning: string;
}

export type FilterOperator = Operator<OperatorValue>;

/** The operators that compare a field with a value, in the order of the operator table of the filters page. */
export const FILTER_OPERATORS = [
  {name: '$eq', takes: 'nullable', meaning: 'Equal to'},
  {name: '$eqi', takes: 'text', meaning: 'Equal to, ignoring case'},
  {name: '$ne', takes: 'nullable', meaning: 'Not equal to'},
  {name: '$nei', takes: 'text', meaning: 'Not equal to, ignoring case'},
  {name: '$lt', takes: 'value', meaning: 'Less than'},
  {name: '$lte', takes: 'value', meaning: 'Less than or equal to'},
  {name: '$gt', takes: 'value', meaning: 'Greater than'},
  {name: '$gte', takes: 'value', meaning: 'Greater than or equal to'},
  {name: '$in', takes: 'list', meaning: 'Equal to one of the values of an array'},
  {name: '$notIn', takes: 'list', meaning: 'Equal to none of the values of an array'},
  {name: '$contains', takes: 'text', meaning: 'Contains the value, case-sensitive'},
  {name: '$notContains', takes: 'text', meaning: 'Does not contain the value, case-sensitive'},
  {name: '$containsi', takes: 'text', meaning: 'Contains the value, ignoring case'},
  {name: '$notContainsi', takes: 'text', meaning: 'Does not contain the value, ignoring case'},
  {name: '$null', takes: 'boolean', meaning: 'Is empty (`true`) or is not empty (`false`)'},
  {name: '$notNull', takes: 'boolean', meaning: 'Is not empty (`true`) or is empty (`false`)'},
  {name: '$between', takes: 'pair', meaning: 'Between two values, bounds included'},
  {name: '$startsWith', takes: 'text', meaning: 'Starts with the value, case-sensitive'},
  {name: '$startsWithi', takes: 'text', meaning: 'Starts with the value, ignoring case'},
  {name: '$endsWith', takes: 'text', meaning: 'Ends with the value, case-sensitive'},
  {name: '$endsWithi', takes: 'text', meaning: 'Ends with the value, ignoring case'},
] as const satisfies readonly FilterOperator[];

/** What a logical operator holds: several conditions (an array) or one. */
export type LogicalValue = 'conditions' | 'condition';

export type LogicalOperator = Operator<LogicalValue>;

/** The operators that combine conditions; they work at the top of `filters` and on a single field, and nest. */
export const LOGICAL_OPERATORS = [
  {name: '$and', takes: 'conditions', meaning: 'Every condition in the array matches'},
  {name: '$or', takes: 'conditions', meaning: 'At least one of the conditions in the array matches'},
  {name: '$not', takes: 'condition', meaning: 'The condition inside does not match'},
] as const satisfies readonly LogicalOperator[];

export type FilterOperatorName = (typeof FILTER_OPERATORS)[number]['name'];
export type LogicalOperatorName = (typeof LOGICAL_OPERATORS)[number]['name'];
export type OperatorName = FilterOperatorName | LogicalOperatorName;

/** Every operator `filters` accepts, the comparisons then the logical ones. */
export const OPERATORS: readonly OperatorName[] = [...FILTER_OPERATORS, ...LOGICAL_OPERATORS].map((operator) => operator.name);

/**
 * Operators that apply to a relation, a media field or a component as a whole (is it empty?); any other condition on
 * one names a field of the related documents or of the component (deep filtering).
 */
export const WHOLE_FIELD_OPERATORS: readonly FilterOperatorName[] = ['$null', '$notNull'];

const operatorsByName = new Map<string, FilterOperator | LogicalOperator>(
  [...FILTER_OPERATORS, ...LOGICAL_OPERATORS].map((operator) => [operator.name, operator]),
);

/** The operator named, comparison or logical; undefined for a name that is no operator (`$like`). */
export function operator(name: string): FilterOperator | LogicalOperator | undefined {
  return operatorsByName.get(name);
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Parameters                                                                                                          */
/* ------------------------------------------------------------------------------------------------------------------ */

/** The documented defaults of config/api (`rest.defaultLimit`, `rest.maxLimit`, `rest.withCount`). */
export const PAGINATION_LIMITS = {
  /** `pageSize` or `limit` when the request sends none. */
  defaultLimit: 25,
  /** The highest `pageSize` or `limit`: a larger value is lowered to it, without an error. */
  maxLimit: 100,
  /** Whether `meta.pagination` carries `total` (and `pageCount`) when the request does not say. */
  withCount: true,
} as const;

export type PaginationKey = 'page' | 'pageSize' | 'withCount' | 'start' | 'limit';

export interface PaginationKeyRule {
  takes: 'integer' | 'boolean';
  default: number | boolean;
  /** The smallest value the server accepts (a smaller one is a 400). */
  min?: number;
  /** The highest value that takes effect (a larger one is lowered to it). */
  max?: number;
  /** `page`: page-based pagination; `offset`: start and limit; `both`: either. */
  style: 'page' | 'offset' | 'both';
  meaning: string;
}

/** The keys of `pagination`, with their defaults and limits (/dev-docs/api/rest/parameters). */
export const PAGINATION_KEYS: Readonly<Record<PaginationKey, PaginationKeyRule>> = {
  page: {takes: 'integer', default: 1, min: 1, style: 'page', meaning: 'The page to return, counted from 1.'},
  pageSize: {
    takes: 'integer',
    default: PAGINATION_LIMITS.defaultLimit,
    min: 1,
    max: PAGINATION_LIMITS.maxLimit,
    style: 'page',
    meaning: 'The number of documents per page.',
  },
  withCount: {
    takes: 'boolean',
    default: PAGINATION_LIMITS.withCount,
    style: 'both',
    meaning: 'When false, `total` and `pageCount` are left out of `meta.pagination`.',
  },
  start: {takes: 'integer', default: 0, min: 0, style: 'offset', meaning: 'The number of documents to skip.'},
  limit: {
    takes: 'integer',
    default: PAGINATION_LIMITS.defaultLimit,
    min: 1,
    max: PAGINATION_LIMITS.maxLimit,
    style: 'offset',
    meaning: 'The number of documents to return.',
  },
};

/** The keys of `meta.pagination` a list response carries, per pagination style (without `withCount=false`). */
export const PAGINATION_META = {
  page: ['page', 'pageSize', 'pageCount', 'total'],
  offset: ['start', 'limit', 'total'],
  /** What `withCount=false` leaves out. */
  counted: ['pageCount', 'total'],
} as const;

/** `pageCount` of `meta.pagination`: `total` divided by `pageSize`, rounded up. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}

/** The page size or limit the server uses for a requested one (the default when absent, lowered to the maximum). */
export function effectiveLimit(requested: number | undefined): number {
  if (requested === undefined) return PAGINATION_LIMITS.defaultLimit;
  return Math.min(requested, PAGINATION_LIMITS.maxLimit);
}

export type ParameterName = 'populate' | 'fields' | 'filters' | 'locale' | 'status' | 'sort' | 'pagination';

export interface ParameterRule {
  takes: string;
  /** The default, in words. */
  default: string;
  meaning: string;
  /** The page that documents it. */
  page: string;
}

/** Every query parameter of the REST API (/dev-docs/api/rest/parameters). Which routes read each: ROUTE_TEMPLATES. */
export const PARAMETERS: Readonly<Record<ParameterName, ParameterRule>> = {
  populate: {
    takes: 'string, array or object',
    default: 'none',
    meaning: 'Adds relations, media, components and dynamic zones to the response; `*` populates every first-level one.',
    page: '/dev-docs/api/rest/populate-select',
  },
  fields: {
    takes: 'array of strings',
    default: 'every scalar field',
    meaning: 'Returns only the listed scalar fields, plus `id` and `documentId`.',
    page: '/dev-docs/api/rest/populate-select',
  },
  filters: {
    takes: 'object',
    default: 'none',
    meaning: 'Keeps only the documents that match conditions built with operators.',
    page: '/dev-docs/api/rest/filters-locale-publication',
  },
  locale: {
    takes: 'string',
    default: 'the default locale',
    meaning: 'Reads or writes the given locale.',
    page: '/dev-docs/api/rest/filters-locale-publication',
  },
  status: {
    takes: '`published` or `draft`',
    default: '`published`',
    meaning: 'On reads, the published or the draft version; on writes, `draft` saves without publishing.',
    page: '/dev-docs/api/rest/filters-locale-publication',
  },
  sort: {
    takes: 'string or array of strings',
    default: 'none',
    meaning: 'Orders the results by one or more fields, each with `:asc` or `:desc`.',
    page: '/dev-docs/api/rest/sort-pagination',
  },
  pagination: {
    takes: 'object (PAGINATION_KEYS)',
    default: 'page 1 of 25',
    meaning: 'Pages through a list, by page or by offset, never both.',
    page: '/dev-docs/api/rest/sort-pagination',
  },
};

/** The values of `status`. */
export const STATUSES = ['published', 'draft'] as const;
export const DEFAULT_STATUS = 'published';

/** The directions a `sort` entry may end with (`name:desc`); without one, ascending. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The order of a list without `sort`: the database's. The pages promise nothing about it ("usually follows creation");
 * the example project's database returns rows by their numeric `id`, and a to-many relation in the order it was set.
 */
export const DATABASE_ORDER = 'id:asc';

/** The options a populated field takes (`populate[reviews][fields][0]=rating`), and the fields they apply to. */
export const POPULATE_OPTIONS = {
  populate: {appliesTo: ['relation', 'media', 'component'], meaning: 'Populates the next level: `*`, an array or an object.'},
  fields: {appliesTo: ['relation', 'media', 'component'], meaning: 'Keeps only these scalar fields of the populated items.'},
  filters: {appliesTo: ['to-many relation'], meaning: 'Keeps only the related documents that match.'},
  sort: {appliesTo: ['to-many relation'], meaning: 'Orders the related documents.'},
  on: {appliesTo: ['dynamiczone'], meaning: 'Gives a populate object per component UID.'},
} as const;

/** The attribute types `populate` reaches; every other attribute is a scalar field, in the response by default. */
export const POPULATABLE_TYPES = ['relation', 'media', 'component', 'dynamiczone'] as const;

/** The fields every document carries besides its attributes: `fields`, `sort` and `filters` accept them. */
export const SYSTEM_FIELDS = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale'] as const;

/**
 * The creator fields: hidden relations of every document to the administrator who created and last updated it,
 * populatable only on a content type whose `options.populateCreatorFields` is true
 * (/dev-docs/api/rest/guides/populate-creator-fields); `populate=*` skips them.
 */
export const CREATOR_FIELDS = {createdBy: 'admin::user', updatedBy: 'admin::user'} as const;

/* ------------------------------------------------------------------------------------------------------------------ */
/* Routes                                                                                                              */
/* ------------------------------------------------------------------------------------------------------------------ */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route Tessera generates for every content type of a kind; the path is written after REST_PREFIX. */
export interface RouteTemplate {
  kind: 'collectionType' | 'singleType';
  method: HttpMethod;
  /** `/:pluralName`, `/:pluralName/:documentId` or `/:singularName`. */
  path: string;
  /** The action roles and API tokens grant, and controllers override. */
  action: 'find' | 'findOne' | 'create' | 'update' | 'delete';
  /** The status of a success. */
  status: 200 | 201 | 204;
  /** Whether it answers a list (with `meta.pagination`). */
  list: boolean;
  /** The query parameters it reads. */
  parameters: readonly ParameterName[];
  /** Whether it reads a `data` object in a JSON body. */
  body: boolean;
}

const READ: readonly ParameterName[] = ['populate', 'fields', 'locale', 'status'];
const LIST: readonly ParameterName[] = ['populate', 'fields', 'filters', 'sort', 'pagination', 'locale', 'status'];
const REMOVE: readonly ParameterName[] = ['locale', 'status'];

/**
 * The routes of every content type (/dev-docs/api/rest): a collection type under its plural API name, five routes; a
 * single type under its singular API name, three routes (`PUT` creates it the first time).
 */
export const ROUTE_TEMPLATES: readonly RouteTemplate[] = [
  {kind: 'collectionType', method: 'GET', path: '/:pluralName', action: 'find', status: 200, list: true, parameters: LIST, body: false},
  {kind: 'collectionType', method: 'POST', path: '/:pluralName', action: 'create', status: 201, list: false, parameters: READ, body: true},
  {
    kind: 'collectionType',
    method: 'GET',
    path: '/:pluralName/:documentId',
    action: 'findOne',
    status: 200,
    list: false,
    parameters: READ,
    body: false,
  },
  {
    kind: 'collectionType',
    method: 'PUT',
    path: '/:pluralName/:documentId',
    action: 'update',
    status: 200,
    list: false,
    parameters: READ,
    body: true,
  },
  {
    kind: 'collectionType',
    method: 'DELETE',
    path: '/:pluralName/:documentId',
    action: 'delete',
    status: 204,
    list: false,
    parameters: REMOVE,
    body: false,
  },
  {kind: 'singleType', method: 'GET', path: '/:singularName', action: 'find', status: 200, list: false, parameters: READ, body: false},
  {kind: 'singleType', method: 'PUT', path: '/:singularName', action: 'update', status: 200, list: false, parameters: READ, body: true},
  {
    kind: 'singleType',
    method: 'DELETE',
    path: '/:singularName',
    action: 'delete',
    status: 204,
    list: false,
    parameters: REMOVE,
    body: false,
  },
];

/**
 * A content type's routes are generated for the types of the project's own API (`api::` UIDs); the types of plugins
 * (end users, files) are served by their plugin's own routes (PLUGIN_ROUTES).
 */
export function hasGeneratedRoutes(uid: string): boolean {
  return uid.startsWith('api::');
}

/** A route of a plugin, or of a project's own code: a fixed path (after REST_PREFIX) with `:params`. */
export interface FixedRoute {
  method: HttpMethod;
  /** After REST_PREFIX: `/auth/local`, `/users/:id`. */
  path: string;
  /** Who serves it: a plugin name, or `project` for a project's own routes. */
  by: string;
  /** The status of a success, when the product or the page fixes it. */
  status?: number;
  /**
   * The query string it reads: the REST parameters of ROUTE_TEMPLATES over `contentType` (`rest`), or the names of
   * its own parameters.
   */
  query: 'rest' | readonly string[];
  /** The content type a `rest` route reads, or the documents it answers with. */
  contentType?: string;
  /** Whether it answers a list, with `meta.pagination` when `query` is `rest`. */
  list?: boolean;
}

/** The content API routes of the Users & Permissions, Upload and Internationalization plugins, as their pages list them. */
export const PLUGIN_ROUTES: readonly FixedRoute[] = [
  {method: 'POST', path: '/auth/local/register', by: 'users-permissions', status: 200, query: []},
  {method: 'POST', path: '/auth/local', by: 'users-permissions', status: 200, query: []},
  {method: 'POST', path: '/auth/forgot-password', by: 'users-permissions', status: 200, query: []},
  {method: 'POST', path: '/auth/reset-password', by: 'users-permissions', status: 200, query: []},
  {method: 'POST', path: '/auth/change-password', by: 'users-permissions', status: 200, query: []},
  {method: 'GET', path: '/auth/email-confirmation', by: 'users-permissions', status: 302, query: ['confirmation']},
  {method: 'POST', path: '/auth/send-email-confirmation', by: 'users-permissions', status: 200, query: []},
  {method: 'GET', path: '/connect/:provider', by: 'users-permissions', status: 302, query: []},
  {method: 'GET', path: '/connect/:provider/callback', by: 'users-permissions', status: 302, query: ['code']},
  {method: 'GET', path: '/auth/:provider/callback', by: 'users-permissions', status: 200, query: ['access_token']},
  {method: 'GET', path: '/users/me', by: 'users-permissions', status: 200, query: [], contentType: 'plugin::users-permissions.user'},
  {
    method: 'GET',
    path: '/users/count',
    by: 'users-permissions',
    status: 200,
    query: ['filters'],
    contentType: 'plugin::users-permissions.user',
  },
  {
    method: 'GET',
    path: '/users',
    by: 'users-permissions',
    status: 200,
    query: 'rest',
    contentType: 'plugin::users-permissions.user',
    list: true,
  },
  {method: 'GET', path: '/users/:id', by: 'users-permissions', status: 200, query: 'rest', contentType: 'plugin::users-permissions.user'},
  {method: 'POST', path: '/users', by: 'users-permissions', status: 201, query: [], contentType: 'plugin::users-permissions.user'},
  {method: 'PUT', path: '/users/:id', by: 'users-permissions', status: 200, query: [], contentType: 'plugin::users-permissions.user'},
  {method: 'DELETE', path: '/users/:id', by: 'users-permissions', status: 200, query: [], contentType: 'plugin::users-permissions.user'},
  {method: 'GET', path: '/users-permissions/roles', by: 'users-permissions', status: 200, query: []},
  {method: 'POST', path: '/upload', by: 'upload', status: 201, query: ['id'], contentType: 'plugin::upload.file'},
  {
    method: 'GET',
    path: '/upload/files',
    by: 'upload',
    status: 200,
    query: ['filters', 'sort', 'pagination'],
    contentType: 'plugin::upload.file',
  },
  {method: 'GET', path: '/upload/files/:id', by: 'upload', status: 200, query: [], contentType: 'plugin::upload.file'},
  {method: 'DELETE', path: '/upload/files/:id', by: 'upload', status: 200, query: [], contentType: 'plugin::upload.file'},
  /** The locales of the project (the **I18n** `listLocales` action of a role), for a front end's language menu. */
  {method: 'GET', path: '/i18n/locales', by: 'i18n', status: 200, query: []},
];

/* ------------------------------------------------------------------------------------------------------------------ */
/* Errors                                                                                                              */
/* ------------------------------------------------------------------------------------------------------------------ */

/** The error classes of `@tessera/utils` and the status each becomes (/dev-docs/error-handling). */
export const ERROR_CLASSES = {
  ApplicationError: 400,
  ValidationError: 400,
  PaginationError: 400,
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
  InternalServerError: 500,
  NotImplementedError: 501,
} as const;
export type ErrorName = keyof typeof ERROR_CLASSES;

export interface ErrorSituation {
  status: number;
  name: ErrorName;
  /** The message of the error body, when the product fixes it. */
  message: string | null;
  when: string;
}

/**
 * What the REST API answers in each situation a client meets. A request without a token is not an authentication
 * failure: it runs as the Public role, so a missing permission is a 403, like a valid token without the permission;
 * only credentials that are sent and not valid give a 401.
 */
export const ERRORS = {
  noToken: {
    status: 403,
    name: 'ForbiddenError',
    message: 'Forbidden',
    when: 'No token: the request runs as the Public role, which does not allow the action.',
  },
  invalidToken: {
    status: 401,
    name: 'UnauthorizedError',
    message: 'Missing or invalid credentials',
    when: 'The API token or JWT sent is unknown, expired or regenerated.',
  },
  forbidden: {
    status: 403,
    name: 'ForbiddenError',
    message: 'Forbidden',
    when: 'A valid token, or the role, does not allow the action.',
  },
  policy: {status: 403, name: 'PolicyError', message: 'Policy Failed', when: 'A policy of the route refuses the request.'},
  notFound: {
    status: 404,
    name: 'NotFoundError',
    message: 'Not Found',
    when: 'No document has the documentId in the requested locale and status, or the single type has no document.',
  },
  invalidParameter: {
    status: 400,
    name: 'ValidationError',
    message: null,
    when: 'A query parameter is invalid: an unknown or private field, an unknown operator, a status or locale that does not exist, negative or non-numeric pagination values, page-based mixed with offset pagination.',
  },
  invalidBody: {
    status: 400,
    name: 'ValidationError',
    message: null,
    when: 'A field of `data` breaks a rule of the content type; `details.errors` lists each field.',
  },
  serverError: {
    status: 500,
    name: 'InternalServerError',
    message: 'Internal Server Error',
    when: 'An unexpected error on the server.',
  },
} as const satisfies Readonly<Record<string, ErrorSituation>>;
export type ErrorSituationName = keyof typeof ERRORS;

/**
 * The messages of a 400 for an invalid query parameter or body key, stated once: `Invalid key <key>` with
 * `details: {key, path, source}` (/dev-docs/migration/v4-to-v5/breaking-changes/default-input-validation), where
 * `path` is the dotted place of the key (`filters.nmae`) and `source` is `query` or `body`.
 */
export const INVALID_PARAMETER_MESSAGES = {
  key: (key: string) => `Invalid key ${key}`,
  status: (value: string) => `Invalid status ${value}: status takes ${STATUSES.join(' or ')}`,
  locale: (value: string) => `Invalid locale ${value}`,
  paginationValue: (key: string, value: string) => `Invalid pagination parameter ${key}: ${value}`,
  mixedPagination: 'Invalid pagination parameters: page and pageSize cannot be mixed with start and limit',
  /** A body field: the messages of /dev-docs/error-handling and /dev-docs/api/rest. */
  tooShort: (field: string, min: number) => `${field} must be at least ${min} characters`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  missing: (field: string) => `${field} must be defined`,
  notInEnum: (field: string, values: readonly string[]) => `${field} must be one of the following values: ${values.join(', ')}`,
  /** The message of a body with several invalid fields (`details.errors` lists each). */
  several: (count: number) => `${count} errors occurred`,
  /** A write without the `data` object. */
  noData: 'Missing "data" payload in the request body',
} as const;

/** The body of an error response: `data` null and the error. */
export interface ErrorBody {
  data: null;
  error: {status: number; name: string; message: string; details: Record<string, unknown>};
}

/** The body the REST API answers with in a situation, with the message given when the product does not fix it. */
export function errorBody(situation: ErrorSituationName, message?: string, details: Record<string, unknown> = {}): ErrorBody {
  const rule: ErrorSituation = ERRORS[situation];
  return {data: null, error: {status: rule.status, name: rule.name, message: message ?? rule.message ?? rule.name, details}};
}
