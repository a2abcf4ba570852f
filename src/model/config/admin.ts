import {cloudFeature} from '../cloud';
import type {ConfigFileModel} from './types';

/** Content History keeps versions as long on a self-hosted plan as on the Cloud plan of the same level. */
const HISTORY_DAYS = cloudFeature('content-history').plans;

export const ADMIN_CONFIG: ConfigFileModel = {
  name: 'admin',
  page: '/dev-docs/configurations/admin-panel',
  groups: [
    // ## Serving the admin panel
    {
      id: 'serving',
      options: [
        {
          key: 'url',
          type: 'string',
          default: "`'/admin'`",
          meaning:
            'The path of the admin panel, or a full URL when it is served from another domain. A relative path is appended to `server.url`.',
          example: "`'/dashboard'`",
        },
        {
          key: 'serveAdminPanel',
          type: 'boolean',
          default: '`true`',
          meaning: 'Serves the built admin panel from the Tessera server. Set it to `false` when you host the built files elsewhere.',
          example: '`false`',
        },
        {
          key: 'autoOpen',
          type: 'boolean',
          default: '`false`',
          meaning: 'Opens the admin panel in the browser when `tessera develop` starts.',
          example: '`true`',
        },
        {
          key: 'watchIgnoreFiles',
          type: 'string[]',
          default: '`[]`',
          meaning: 'Extra glob patterns that `tessera develop` does not watch for changes.',
          example: "`['**/fixtures/**']`",
        },
        {
          key: 'host',
          type: 'string',
          default: 'the server host',
          meaning: 'Host of the development server of the admin panel, used only while developing admin customizations.',
          example: "`'localhost'`",
        },
        {key: 'port', type: 'number', default: '`5173`', meaning: 'Port of that development server.', example: '`5174`'},
      ],
    },
    // ## Authentication
    {
      id: 'auth',
      options: [
        {
          key: 'auth.secret',
          type: 'string',
          default: null,
          required: true,
          env: 'ADMIN_JWT_SECRET',
          meaning: 'Secret that signs the tokens of administrator sessions.',
          example: "`env('ADMIN_JWT_SECRET')`",
        },
        {
          key: 'auth.options.expiresIn',
          type: 'string | number',
          default: "`'30d'`",
          meaning: "Lifetime of a session token: a number of seconds or a duration such as `'12h'` or `'7d'`.",
          example: "`'12h'`",
        },
        {
          key: 'auth.domain',
          type: 'string',
          default: null,
          meaning: 'Domain of the authentication cookie, needed when the admin panel and the server use different subdomains.',
          example: "`'.trailhead.example'`",
        },
        {
          key: 'auth.providers',
          type: 'object[]',
          declared: 'Record<string, unknown>[]',
          default: '`[]`',
          meaning: 'Single Sign-On providers. Enterprise plan; see [Single Sign-On](/dev-docs/configurations/sso).',
          example: '`[oidcProvider]`',
        },
        {
          key: 'auth.events.onConnectionSuccess',
          type: '(event) => void',
          declared: '(event: {user: TesseraModel.AdminUser.Document; provider: string}) => void',
          default: null,
          meaning: 'Called after an administrator signs in with SSO. `event` holds `user` and `provider`.',
          example: '`(e) => tessera.log.info(e.user.email)`',
        },
        {
          key: 'auth.events.onConnectionError',
          type: '(event) => void',
          declared: '(event: {error: Error; provider: string}) => void',
          default: null,
          meaning: 'Called when an SSO sign-in fails. `event` holds `error` and `provider`.',
          example: '`(e) => tessera.log.warn(e.error.message)`',
        },
      ],
    },
    // ## Token salts
    {
      id: 'salts',
      options: [
        {
          key: 'apiToken.salt',
          type: 'string',
          default: null,
          required: 'to create API tokens',
          env: 'API_TOKEN_SALT',
          meaning: 'Salt used to hash API tokens before they are stored. Changing it invalidates every existing API token.',
          example: "`env('API_TOKEN_SALT')`",
        },
        {
          key: 'transfer.token.salt',
          type: 'string',
          default: null,
          required: 'to create transfer tokens',
          env: 'TRANSFER_TOKEN_SALT',
          meaning: 'Salt used to hash transfer tokens. Changing it invalidates every existing transfer token.',
          example: "`env('TRANSFER_TOKEN_SALT')`",
        },
      ],
    },
    // ## Password reset
    {
      id: 'forgot-password',
      options: [
        {
          key: 'forgotPassword.from',
          type: 'string',
          default: "the email plugin's `defaultFrom`",
          meaning: 'Sender of the password-reset email.',
          example: "`'Trailhead <no-reply@trailhead.example>'`",
        },
        {
          key: 'forgotPassword.replyTo',
          type: 'string',
          default: "the email plugin's `defaultReplyTo`",
          meaning: 'Reply-to address of that email.',
          example: "`'support@trailhead.example'`",
        },
      ],
    },
    // ## Rate limiting
    {
      id: 'rate-limit',
      options: [
        {key: 'rateLimit.enabled', type: 'boolean', default: '`true`', meaning: 'Turns the limit on or off.', example: '`false`'},
        {
          key: 'rateLimit.interval',
          type: 'object',
          declared: '{ms: number} | {min: number} | {hour: number}',
          default: '`{ min: 5 }`',
          meaning: 'Length of the window, as `{ ms }`, `{ min }` or `{ hour }`.',
          example: '`{ min: 10 }`',
        },
        {key: 'rateLimit.max', type: 'number', default: '`5`', meaning: 'Requests allowed per window.', example: '`10`'},
        {
          key: 'rateLimit.delayAfter',
          type: 'number',
          default: '`1`',
          meaning: 'Requests after which each response is slowed down.',
          example: '`3`',
        },
        {
          key: 'rateLimit.timeWait',
          type: 'number',
          unit: 'ms',
          default: '`3000`',
          meaning: 'Delay added to each slowed-down response.',
          example: '`1000`',
        },
        {
          key: 'rateLimit.prefixKey',
          type: 'string',
          default: 'the route path',
          meaning: 'Prefix of the key that counts requests, to share a counter between routes.',
          example: "`'admin-auth'`",
        },
      ],
    },
    // ## Flags
    {
      id: 'flags',
      options: [
        {
          key: 'flags.nps',
          type: 'boolean',
          default: '`true`',
          meaning: 'Shows the short satisfaction survey to administrators from time to time.',
          example: '`false`',
        },
        {
          key: 'flags.promoteEE',
          type: 'boolean',
          default: '`true`',
          meaning: 'Shows the panels that present Growth and Enterprise features on the Community plan.',
          example: '`false`',
        },
      ],
    },
    // ## Retention
    {
      id: 'retention',
      options: [
        {
          key: 'history.retentionDays',
          type: 'number',
          default: `\`${HISTORY_DAYS.pro?.limit}\` on Growth and Cloud Pro, \`${HISTORY_DAYS.scale?.limit}\` on Enterprise and Cloud Scale`,
          meaning:
            'Days that Content History keeps old versions. Needs the Growth or Enterprise plan, or the Pro or Scale plan on Tessera Cloud.',
          example: '`14`',
        },
        {
          key: 'auditLogs.retentionDays',
          type: 'number',
          default: '`90`',
          meaning: 'Days that Audit Logs entries are kept. Enterprise plan.',
          example: '`365`',
        },
      ],
    },
    // ## Preview
    {
      id: 'preview',
      options: [
        {
          key: 'preview.enabled',
          type: 'boolean',
          default: '`true`',
          meaning: 'Shows the **Open preview** button in the Content Manager when a handler is set.',
          example: '`false`',
        },
        {
          key: 'preview.config.allowedOrigins',
          type: 'string[]',
          default: '`[]`',
          meaning: 'Origins of the front end that may be shown in the preview frame.',
          example: "`['https://trailhead.example']`",
        },
        {
          key: 'preview.config.handler',
          type: '(uid, { documentId, locale, status }) => string | null',
          declared: '(uid: string, document: {documentId: string; locale?: string; status: Tessera.Status}) => string | null',
          default: null,
          meaning: 'Returns the front-end URL that shows a document, or `null` when the content type has no preview.',
          example: 'see below',
        },
      ],
    },
  ],
};
