import {defaultMiddlewares, optionalMiddlewares} from '../middlewares';
import type {ConfigFileModel, ConfigOption} from './types';

/** Every built-in middleware, by the name config/middlewares gives it (src/model/middlewares.ts: the default stack and the optional ones). */
export const BUILT_IN_MIDDLEWARES: readonly string[] = [...defaultMiddlewares, ...optionalMiddlewares].map((middleware) => middleware.name);

const PAGE = '/dev-docs/configurations/middlewares';

/** The keys of an item of the config/middlewares array that is an object rather than a name. */
export const MIDDLEWARE_ITEM: readonly ConfigOption[] = [
  {
    key: 'name',
    type: 'string',
    default: null,
    required: 'unless `resolve` is set',
    meaning: 'The name of a registered middleware (see the naming table below). Required unless `resolve` is set.',
  },
  {
    key: 'resolve',
    type: 'string',
    default: null,
    meaning: 'A path to a middleware file, relative to the project root, or the name of an npm package that exports a middleware.',
  },
  {key: 'config', type: 'object', default: null, meaning: 'Options passed to the middleware. They are merged over its defaults.'},
];

/** The options of each built-in middleware that takes some, by name (the `config` of its item). */
const OPTIONS: readonly (readonly [string, readonly ConfigOption[]])[] = [
  [
    'tessera::body',
    [
      {key: 'multipart', type: 'boolean', default: '`true`', meaning: 'Parses `multipart/form-data` bodies (file uploads).'},
      {key: 'jsonLimit', type: 'string | number', default: "`'1mb'`", meaning: 'Largest JSON body accepted.'},
      {key: 'formLimit', type: 'string | number', default: "`'56kb'`", meaning: 'Largest URL-encoded form body accepted.'},
      {key: 'textLimit', type: 'string | number', default: "`'1mb'`", meaning: 'Largest plain-text body accepted.'},
      {
        key: 'includeUnparsed',
        type: 'boolean',
        default: '`false`',
        meaning: 'Keeps the raw body, for example to verify a webhook signature.',
      },
      {key: 'formidable.maxFileSize', type: 'number', unit: 'bytes', default: '`209715200` (200 MB)', meaning: 'Largest uploaded file.'},
      {key: 'formidable.maxFields', type: 'number', default: '`1000`', meaning: 'Most fields in one multipart body.'},
      {
        key: 'formidable.uploadDir',
        type: 'string',
        default: 'the system temporary folder',
        meaning: 'Where uploads wait before the upload provider stores them.',
      },
    ],
  ],
  [
    'tessera::compression',
    [
      {key: 'threshold', type: 'number', unit: 'bytes', default: '`1024`', meaning: 'Smallest response that is compressed.'},
      {key: 'br', type: 'boolean | object', default: '`true`', meaning: 'Enables Brotli, or passes its options.'},
      {key: 'gzip', type: 'boolean | object', default: '`true`', meaning: 'Enables gzip, or passes its options.'},
      {key: 'deflate', type: 'boolean | object', default: '`true`', meaning: 'Enables deflate, or passes its options.'},
      {
        key: 'defaultEncoding',
        type: 'string',
        default: "`'identity'`",
        meaning: 'Encoding used when the client sends no `Accept-Encoding` header.',
      },
    ],
  ],
  [
    'tessera::cors',
    [
      {
        key: 'origin',
        type: 'string | string[] | (ctx) => string',
        declared: 'string | readonly string[] | ((ctx: Tessera.Context) => string | Promise<string>)',
        default: "`'*'`",
        meaning: 'Allowed origins. A list restricts access to those origins; a function returns the origin to allow for a request.',
      },
      {
        key: 'methods',
        type: 'string[]',
        default: "`['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']`",
        meaning: 'Allowed methods.',
      },
      {
        key: 'headers',
        type: 'string[]',
        default: "`['Content-Type', 'Authorization', 'Origin', 'Accept']`",
        meaning: 'Request headers the browser may send.',
      },
      {key: 'expose', type: 'string[]', default: '`[]`', meaning: 'Response headers the browser may read.'},
      {key: 'maxAge', type: 'number', unit: 's', default: '`31536000`', meaning: 'How long the browser caches a preflight answer.'},
      {
        key: 'credentials',
        type: 'boolean',
        default: '`true`',
        meaning: 'Allows cookies and `Authorization` headers on cross-origin requests.',
      },
      {key: 'keepHeadersOnError', type: 'boolean', default: '`false`', meaning: 'Keeps the CORS headers on error responses.'},
    ],
  ],
  [
    'tessera::favicon',
    [
      {key: 'path', type: 'string', default: "`'favicon.png'`", meaning: 'Path of the icon file, relative to the project root.'},
      {key: 'maxAge', type: 'number', unit: 'ms', default: '`86400000`', meaning: 'Browser cache lifetime of the icon.'},
    ],
  ],
  [
    'tessera::ip',
    [
      {
        key: 'whitelist',
        type: 'string[]',
        default: '`[]`',
        meaning: 'Only these addresses are allowed. Wildcards such as `10.0.*` are accepted.',
      },
      {key: 'blacklist', type: 'string[]', default: '`[]`', meaning: 'These addresses are refused with `403`.'},
    ],
  ],
  ['tessera::poweredBy', [{key: 'poweredBy', type: 'string', default: "`'Tessera'`", meaning: 'Value of the `X-Powered-By` header.'}]],
  [
    'tessera::public',
    [
      {key: 'maxAge', type: 'number', unit: 'ms', default: '`60000`', meaning: 'Browser cache lifetime of public files.'},
      {key: 'defer', type: 'boolean', default: '`false`', meaning: 'Serves a file only when no route answered first.'},
    ],
  ],
  [
    'tessera::query',
    [
      {
        key: 'arrayLimit',
        type: 'number',
        default: '`100`',
        meaning: 'Highest array index parsed from the query string; larger indexes give an object.',
      },
      {key: 'depth', type: 'number', default: '`20`', meaning: 'Deepest nesting parsed, for example in `filters`.'},
    ],
  ],
  [
    'tessera::security',
    [
      {
        key: 'contentSecurityPolicy',
        type: 'boolean | object',
        default: 'on, with `useDefaults: true`',
        meaning: 'The `Content-Security-Policy` header. Pass `directives` to add sources.',
      },
      {
        key: 'crossOriginEmbedderPolicy',
        type: 'boolean | object',
        default: '`false`',
        meaning: 'The `Cross-Origin-Embedder-Policy` header.',
      },
      {key: 'crossOriginOpenerPolicy', type: 'boolean | object', default: '`false`', meaning: 'The `Cross-Origin-Opener-Policy` header.'},
      {
        key: 'crossOriginResourcePolicy',
        type: 'boolean | object',
        default: '`false`',
        meaning: 'The `Cross-Origin-Resource-Policy` header.',
      },
      {key: 'originAgentCluster', type: 'boolean', default: '`false`', meaning: 'The `Origin-Agent-Cluster` header.'},
      {key: 'referrerPolicy', type: 'boolean | object', default: "`{ policy: 'no-referrer' }`", meaning: 'The `Referrer-Policy` header.'},
      {
        key: 'hsts',
        type: 'boolean | object',
        default: '`{ maxAge: 31536000, includeSubDomains: true }`',
        meaning: 'The `Strict-Transport-Security` header.',
      },
      {key: 'noSniff', type: 'boolean', default: '`true`', meaning: 'The `X-Content-Type-Options: nosniff` header.'},
      {key: 'dnsPrefetchControl', type: 'boolean | object', default: '`{ allow: false }`', meaning: 'The `X-DNS-Prefetch-Control` header.'},
      {key: 'frameguard', type: 'boolean | object', default: "`{ action: 'sameorigin' }`", meaning: 'The `X-Frame-Options` header.'},
      {key: 'ieNoOpen', type: 'boolean', default: '`true`', meaning: 'The `X-Download-Options` header.'},
      {
        key: 'permittedCrossDomainPolicies',
        type: 'boolean | object',
        default: '`false`',
        meaning: 'The `X-Permitted-Cross-Domain-Policies` header.',
      },
      {key: 'xssFilter', type: 'boolean', default: '`false`', meaning: 'The legacy `X-XSS-Protection` header.'},
    ],
  ],
  [
    'tessera::session',
    [
      {key: 'key', type: 'string', default: "`'tessera.sid'`", meaning: 'Name of the session cookie.'},
      {key: 'maxAge', type: 'number', unit: 'ms', default: '`86400000`', meaning: 'Lifetime of the cookie.'},
      {key: 'httpOnly', type: 'boolean', default: '`true`', meaning: 'Hides the cookie from browser scripts.'},
      {
        key: 'secure',
        type: 'boolean',
        default: '`false`',
        meaning: 'Sends the cookie over HTTPS only. Set it with `server.proxy.koa` behind an HTTPS proxy.',
      },
      {
        key: 'sameSite',
        type: 'string',
        values: ['strict', 'lax', 'none'],
        default: "`'lax'`",
        meaning: 'The `SameSite` attribute of the cookie.',
      },
      {key: 'signed', type: 'boolean', default: '`true`', meaning: 'Signs the cookie with `server.app.keys`.'},
      {key: 'rolling', type: 'boolean', default: '`false`', meaning: 'Renews the cookie on every response.'},
      {key: 'renew', type: 'boolean', default: '`false`', meaning: 'Renews the cookie when it is about to expire.'},
      {key: 'overwrite', type: 'boolean', default: '`true`', meaning: 'Replaces a cookie of the same name.'},
    ],
  ],
];

export const MIDDLEWARE_OPTIONS: Readonly<Record<string, ConfigFileModel>> = Object.fromEntries(
  OPTIONS.map(([name, options]) => [
    name,
    {name: `middleware ${name}`, page: `${PAGE}#${name.replace('::', '')}`, groups: [{id: 'options', options}]},
  ]),
);
