import type {ConfigFileModel} from './types';

/** The levels of the server's logger, from the most to the least severe (`tessera.log.<level>()`). */
export const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] as const;

export const SERVER_CONFIG: ConfigFileModel = {
  name: 'server',
  page: '/dev-docs/configurations/server',
  groups: [
    // ## Address and URL
    {
      id: 'address',
      options: [
        {
          key: 'host',
          type: 'string',
          env: 'HOST',
          envDefault: '0.0.0.0',
          default: "`'0.0.0.0'`",
          meaning:
            'The network interface the server listens on. `0.0.0.0` accepts connections on every interface; `127.0.0.1` only from the same machine.',
          example: "`env('HOST', '0.0.0.0')`",
        },
        {
          key: 'port',
          type: 'number',
          env: 'PORT',
          envDefault: '1337',
          default: '`1337`',
          meaning: 'The TCP port the server listens on.',
          example: "`env.int('PORT', 1337)`",
        },
        {
          key: 'socket',
          type: 'string | number',
          default: null,
          meaning: 'Listens on a Unix socket path or a file descriptor instead of `host` and `port`.',
          example: "`'/run/tessera.sock'`",
        },
        {
          key: 'url',
          type: 'string',
          default: "`''`",
          meaning:
            'The public URL of the server, as visitors reach it. Tessera uses it to build absolute links (uploads, admin panel, emails, SSO callbacks). Leave it empty to use `http://<host>:<port>`, which is `http://0.0.0.0:1337` with the defaults: fine for development links, not for anything a browser elsewhere or an identity provider must reach. A path such as `/cms` serves everything below that path.',
          example: "`'https://api.trailhead.example'`",
        },
        {
          key: 'emitErrors',
          type: 'boolean',
          default: '`false`',
          meaning: "Also emits request errors on the server's `error` event, for error-tracking tools that listen to it.",
          example: '`true`',
        },
      ],
    },
    // ## Application keys
    {
      id: 'app',
      options: [
        {
          key: 'app.keys',
          type: 'string[]',
          default: null,
          required: true,
          env: 'APP_KEYS',
          meaning:
            'The secret keys that sign session cookies. The first key signs; every key in the list verifies, so you can rotate keys by adding a new one at the start of the list.',
          example: "`env.array('APP_KEYS')`",
        },
      ],
    },
    // ## Proxy
    {
      id: 'proxy',
      options: [
        {
          key: 'proxy.koa',
          type: 'boolean',
          default: '`false`',
          meaning:
            "Trusts the `X-Forwarded-*` headers set by a reverse proxy or load balancer, so that Tessera sees the visitor's IP address and protocol. Turn it on whenever a proxy terminates HTTPS in front of Tessera.",
          example: '`true`',
        },
        {
          key: 'proxy.global',
          type: 'string',
          default: null,
          meaning: 'The URL of an outgoing proxy for every request Tessera makes (webhooks, providers, marketplace).',
          example: "`'http://proxy.internal:3128'`",
        },
        {
          key: 'proxy.http',
          type: 'string',
          default: null,
          meaning: 'Outgoing proxy for HTTP requests only. Wins over `proxy.global`.',
          example: "`'http://proxy.internal:3128'`",
        },
        {
          key: 'proxy.https',
          type: 'string',
          default: null,
          meaning: 'Outgoing proxy for HTTPS requests only. Wins over `proxy.global`.',
          example: "`'http://proxy.internal:3128'`",
        },
        {
          key: 'proxy.fetch',
          type: 'string',
          default: null,
          meaning: 'Outgoing proxy for calls made with `tessera.fetch`. Wins over `proxy.global`.',
          example: "`'http://proxy.internal:3128'`",
        },
      ],
    },
    // ## Cron
    {
      id: 'cron',
      options: [
        {
          key: 'cron.enabled',
          type: 'boolean',
          default: '`false`',
          meaning: 'Starts the scheduler that runs cron tasks.',
          example: "`env.bool('CRON_ENABLED', true)`",
        },
        {
          key: 'cron.tasks',
          type: 'object',
          declared: 'Tessera.CronTasks',
          default: '`{}`',
          meaning: 'The tasks to schedule, usually imported from `config/cron-tasks`.',
          example: '`cronTasks`',
        },
      ],
    },
    // ## Folders
    {
      id: 'dirs',
      options: [
        {
          key: 'dirs.public',
          type: 'string',
          default: "`'./public'`",
          meaning:
            'The folder served at the root of the server by the `tessera::public` middleware. Relative paths start at the project root. The local upload provider writes files to `uploads/` inside it.',
          example: "`'./static'`",
        },
      ],
    },
    // ## Logger
    {
      id: 'logger',
      options: [
        {
          key: 'logger.level',
          type: 'string',
          values: LOG_LEVELS,
          default: "`'http'`",
          meaning: 'The lowest level written to the log. `http` includes one line per request.',
          example: "`env('LOG_LEVEL', 'info')`",
        },
        {
          key: 'logger.startup.enabled',
          type: 'boolean',
          default: '`true`',
          meaning: 'Prints the start-up banner with the URLs of the server and the admin panel.',
          example: '`false`',
        },
        {
          key: 'logger.updates.enabled',
          type: 'boolean',
          default: '`true`',
          meaning: 'Prints a message when a newer Tessera release is available.',
          example: '`false`',
        },
      ],
    },
    // ## HTTP server
    {
      id: 'http',
      options: [
        {
          key: 'http.serverOptions.requestTimeout',
          type: 'number',
          unit: 'ms',
          default: '`330000`',
          meaning: 'Time allowed to receive a whole request. Raise it for large uploads on slow connections.',
          example: '`600000`',
        },
        {
          key: 'http.serverOptions.keepAliveTimeout',
          type: 'number',
          unit: 'ms',
          default: '`5000`',
          meaning: 'Time an idle keep-alive connection stays open. Set it above the idle timeout of your load balancer.',
          example: '`65000`',
        },
        {
          key: 'http.serverOptions.headersTimeout',
          type: 'number',
          unit: 'ms',
          default: '`60000`',
          meaning: 'Time allowed to receive the request headers.',
          example: '`66000`',
        },
      ],
    },
    // ## Webhooks
    {
      id: 'webhooks',
      options: [
        {
          key: 'webhooks.defaultHeaders',
          type: 'object',
          declared: 'Record<string, string>',
          default: '`{}`',
          meaning:
            'Headers sent with every webhook, by name, such as an `Authorization` header that the receiver checks. A header set on one webhook in the admin panel wins over a default header of the same name. See [Webhooks](/dev-docs/backend-customization/webhooks).',
          example: "`{ Authorization: 'Bearer ' + env('WEBHOOK_SECRET') }`",
        },
      ],
    },
    // ## Remote transfers
    {
      id: 'transfer',
      options: [
        {
          key: 'transfer.remote.enabled',
          type: 'boolean',
          default: '`true`',
          meaning:
            'Accepts `tessera transfer` connections that push data to or pull data from this project with a transfer token. Set it to `false` to refuse every remote transfer, whatever the tokens.',
          example: '`false`',
        },
      ],
    },
  ],
};
