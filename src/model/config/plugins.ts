import {PAGINATION_LIMITS} from '../api/rest';
import type {ConfigFileModel, ConfigOption} from './types';

/** The keys of an entry of config/plugins (`'<plugin>': {enabled, resolve, config}`). */
export const PLUGIN_ENTRY: readonly ConfigOption[] = [
  {
    key: 'enabled',
    type: 'boolean',
    default: '`true` for installed plugins',
    meaning:
      'Loads the plugin. Set it to `false` to turn off an installed plugin without uninstalling it. Built-in plugins that others depend on cannot be turned off.',
  },
  {
    key: 'resolve',
    type: 'string',
    default: 'the package name',
    meaning:
      "Where to load the plugin from: a path relative to the project root (`'./src/plugins/trail-map'`) or a package name. Required for local plugins.",
  },
  {
    key: 'config',
    type: 'object',
    default: '`{}`',
    meaning:
      "Options passed to the plugin. They are merged over the plugin's defaults and read by the plugin with `tessera.plugin('name').config('key')` or `tessera.config.get('plugin::name.key')`.",
  },
];

const plugin = (name: string, options: readonly ConfigOption[]): ConfigFileModel => ({
  name: `plugin ${name}`,
  page: `/dev-docs/plugins/${name}#configure-the-plugin`,
  groups: [{id: 'options', options}],
});

/** The `config` of Tessera's own plugins, as their pages document it; other plugins' config stays open. */
export const PLUGIN_OPTIONS: Readonly<Record<string, ConfigFileModel>> = {
  'users-permissions': plugin('users-permissions', [
    {
      key: 'jwtSecret',
      type: 'string',
      default: null,
      required: true,
      env: 'JWT_SECRET',
      meaning: 'The secret that signs end-user JWTs. Changing it logs every end user out.',
    },
    {
      key: 'jwt.expiresIn',
      type: 'string | number',
      default: "`'30d'`",
      meaning: "Lifetime of a JWT: seconds, or a duration such as `'7d'` or `'12h'`.",
    },
    {
      key: 'register.allowedFields',
      type: 'string[]',
      default: '`[]`',
      meaning:
        'Extra fields of the user content type that `POST /api/auth/local/register` accepts. Other fields in the request are refused.',
    },
    {
      key: 'ratelimit.interval',
      type: 'number',
      unit: 'ms',
      default: '`60000`',
      meaning: 'Window of the rate limit on the authentication routes.',
    },
    {key: 'ratelimit.max', type: 'number', default: '`10`', meaning: 'Requests allowed per window, per IP address, on those routes.'},
    {key: 'ratelimit.enabled', type: 'boolean', default: '`true`', meaning: 'Turns the rate limit of the authentication routes on or off.'},
  ]),
  graphql: plugin('graphql', [
    {key: 'endpoint', type: 'string', default: "`'/graphql'`", meaning: 'The path of the GraphQL endpoint.'},
    {
      key: 'shadowCRUD',
      type: 'boolean',
      default: '`true`',
      meaning: 'Generates types, queries and mutations for every content type. With `false`, the schema holds only what you add yourself.',
    },
    {
      key: 'playgroundAlways',
      type: 'boolean',
      default: '`false`',
      meaning: 'Shows the sandbox in every environment. By default it shows only when `NODE_ENV` is not `production`.',
    },
    {
      key: 'depthLimit',
      type: 'number',
      default: '`10`',
      meaning: 'Deepest nesting a query may have. Deeper queries are refused before they run.',
    },
    // The same defaults as REST's (src/model/api/rest.ts).
    {
      key: 'defaultLimit',
      type: 'number',
      default: `\`${PAGINATION_LIMITS.defaultLimit}\``,
      meaning: 'Page size of a list when the query gives no `pagination`.',
    },
    {
      key: 'maxLimit',
      type: 'number',
      default: `\`${PAGINATION_LIMITS.maxLimit}\``,
      meaning: 'Largest page size a query may ask for. `-1` removes the limit.',
    },
    {
      key: 'apolloServer',
      type: 'object',
      default: '`{}`',
      meaning: 'Options passed to the underlying Apollo Server, such as `introspection` or `cache`.',
    },
    {
      key: 'generateArtifacts',
      type: 'boolean',
      default: '`false`',
      meaning: 'Writes the schema and its TypeScript types to disk at start-up.',
    },
    {
      key: 'artifacts.schema',
      type: 'string | boolean',
      default: '`false`',
      meaning: 'Path of the `.graphql` schema file to write, when `generateArtifacts` is on.',
    },
    {
      key: 'artifacts.typegen',
      type: 'string | boolean',
      default: '`false`',
      meaning: 'Path of the TypeScript declaration file to write, when `generateArtifacts` is on.',
    },
  ]),
  upload: plugin('upload', [
    {
      key: 'provider',
      type: 'string',
      default: "`'local'`",
      meaning: 'The provider that stores files. See [Choose a provider](#providers).',
    },
    {
      key: 'providerOptions',
      type: 'object',
      default: '`{}`',
      meaning:
        'Options passed as they are to the provider. The local provider accepts `sizeLimit` and `localServer` (options of the static file server, such as `maxage` in milliseconds).',
    },
    {
      key: 'actionOptions.upload',
      type: 'object',
      default: '`{}`',
      meaning: 'Extra options passed to the provider on every upload of a file kept in memory.',
    },
    {
      key: 'actionOptions.uploadStream',
      type: 'object',
      default: '`{}`',
      meaning: 'Extra options passed to the provider on every streamed upload.',
    },
    {key: 'actionOptions.delete', type: 'object', default: '`{}`', meaning: 'Extra options passed to the provider when a file is deleted.'},
    {key: 'sizeLimit', type: 'number', unit: 'bytes', default: '`209715200` (200 MB)', meaning: 'Largest file the plugin accepts.'},
    {
      key: 'breakpoints',
      type: 'Record<string, number>',
      default: '`{ large: 1000, medium: 750, small: 500 }`',
      meaning: 'Names and widths, in pixels, of the responsive formats of images.',
    },
  ]),
  email: plugin('email', [
    {
      key: 'provider',
      type: 'string',
      default: "`'sendmail'`",
      meaning: "The provider's name, or the full name of a community provider package.",
    },
    {
      key: 'providerOptions',
      type: 'object',
      default: '`{}`',
      meaning:
        'Options passed to the provider as they are. Each provider documents its own, such as `host`, `port` and `auth` for `nodemailer`, or `apiKey` for `sendgrid`.',
    },
    {
      key: 'settings.defaultFrom',
      type: 'string',
      default: null,
      meaning: "Sender used when a call gives no `from`. Without it, the provider's own default applies.",
    },
    {key: 'settings.defaultReplyTo', type: 'string', default: null, meaning: 'Reply-to address used when a call gives no `replyTo`.'},
  ]),
  documentation: plugin('documentation', [
    {key: 'openapi', type: 'string', default: "`'3.0.0'`", meaning: 'The OpenAPI version of the specification.'},
    {
      key: 'info.version',
      type: 'string',
      default: "`'1.0.0'`",
      meaning: 'The version of your API. A new value creates a new version folder.',
    },
    {key: 'info.title', type: 'string', default: "`'DOCUMENTATION'`", meaning: 'The title shown at the top of the page.'},
    {key: 'info.description', type: 'string', default: null, meaning: 'A description, in Markdown.'},
    {key: 'info.termsOfService', type: 'string', default: null, meaning: 'A URL to your terms of service.'},
    {
      key: 'info.contact',
      type: 'object',
      declared: '{name?: string; email?: string; url?: string}',
      default: null,
      meaning: '`name`, `email` and `url` of the team that owns the API.',
    },
    {
      key: 'info.license',
      type: 'object',
      declared: '{name: string; url?: string}',
      default: null,
      meaning: "`name` and `url` of the API's license.",
    },
    {key: 'x-tessera-config.path', type: 'string', default: "`'/documentation'`", meaning: 'The path of the interactive page.'},
    {
      key: 'x-tessera-config.plugins',
      type: 'string[] | null',
      default: '`null`',
      meaning: 'Plugins whose routes are documented. `null` documents all of them; `[]` none.',
    },
    {
      key: 'x-tessera-config.mutateDocumentation',
      type: '(draft) => void',
      declared: '(draft: Record<string, unknown>) => void',
      default: null,
      meaning: 'A function that receives the generated specification and may change it before it is written.',
    },
    {
      key: 'servers',
      type: 'object[]',
      declared: 'readonly {url: string; description?: string}[]',
      default: 'the server URL followed by `/api`',
      meaning: 'The servers the page sends test requests to.',
    },
    {
      key: 'externalDocs',
      type: 'object',
      declared: '{description?: string; url: string}',
      default: null,
      meaning: '`description` and `url` of further documentation.',
    },
    {
      key: 'security',
      type: 'object[]',
      declared: 'readonly Record<string, readonly string[]>[]',
      default: '`[{ bearerAuth: [] }]`',
      meaning: 'The security requirement of every operation: a bearer token.',
    },
  ]),
  sentry: plugin('sentry', [
    {
      key: 'dsn',
      type: 'string',
      default: null,
      meaning: 'The DSN of your Sentry project. Without it, the plugin loads but sends nothing, and logs a warning at start-up.',
    },
    {
      key: 'sendMetadata',
      type: 'boolean',
      default: '`true`',
      meaning:
        'Adds context to every event: the Tessera version, the Node.js version, the operating system, and the method, path and route of the request that failed.',
    },
    {
      key: 'init',
      type: 'object',
      default: '`{}`',
      meaning: 'Options passed to the Sentry SDK when it starts, such as `environment`, `release`, `sampleRate` or `beforeSend`.',
    },
  ]),
};
