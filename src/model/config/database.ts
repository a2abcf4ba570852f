import type {ConfigFileModel} from './types';

/** The values of `connection.client`: MariaDB uses `mysql`. */
const DATABASE_CLIENTS = ['sqlite', 'postgres', 'mysql'] as const;

export const DATABASE_CONFIG: ConfigFileModel = {
  name: 'database',
  page: '/dev-docs/configurations/database',
  groups: [
    // ## connection
    {
      id: 'connection',
      options: [
        {
          key: 'connection.client',
          type: 'string',
          values: DATABASE_CLIENTS,
          default: null,
          required: true,
          env: 'DATABASE_CLIENT',
          envDefault: 'sqlite',
          meaning: 'The database client.',
        },
        {
          key: 'connection.connection',
          type: 'object',
          default: null,
          required: true,
          meaning: 'How to reach the database. Its keys depend on the client; see the next tables.',
        },
        {
          key: 'connection.pool',
          type: 'object',
          default: 'see [the pool](#configure-the-connection-pool)',
          meaning: 'Options of the connection pool.',
        },
        {
          key: 'connection.acquireConnectionTimeout',
          type: 'number',
          unit: 'ms',
          default: '`60000`',
          meaning: 'How long a query waits for a free connection before it fails with a timeout error.',
        },
        {
          key: 'connection.useNullAsDefault',
          type: 'boolean',
          default: '`true` for SQLite, `false` otherwise',
          meaning: 'Inserts `NULL` for columns that have no value. Keep it `true` with SQLite.',
        },
        {
          key: 'connection.debug',
          type: 'boolean',
          default: '`false`',
          meaning: 'Logs every SQL query the server sends. Use it in development only: it is verbose and can print data.',
        },
      ],
    },
    // ## connection.connection for SQLite
    {
      id: 'sqlite',
      strip: 'connection.connection.',
      options: [
        {
          key: 'connection.connection.filename',
          type: 'string',
          default: null,
          required: true,
          env: 'DATABASE_FILENAME',
          clients: 'sqlite',
          envDefault: '.tmp/data.db',
          meaning: 'Path of the database file, resolved from the project root.',
        },
      ],
    },
    // ## connection.connection for PostgreSQL, MySQL and MariaDB
    {
      id: 'servers',
      strip: 'connection.connection.',
      options: [
        {
          key: 'connection.connection.connectionString',
          type: 'string',
          default: null,
          env: 'DATABASE_URL',
          clients: 'postgres',
          meaning:
            'A full connection URL such as `postgres://user:pass@host:5432/trailhead`. When set, it is used instead of `host`, `port`, `database`, `user` and `password`.',
        },
        {
          key: 'connection.connection.host',
          type: 'string',
          default: null,
          env: 'DATABASE_HOST',
          envDefault: '127.0.0.1',
          clients: 'all',
          meaning: 'Host name or IP address of the database server.',
        },
        {
          key: 'connection.connection.port',
          type: 'number',
          default: null,
          env: 'DATABASE_PORT',
          envDefault: {postgres: '5432', mysql: '3306'},
          clients: 'all',
          meaning: 'Port of the database server, usually `5432` for PostgreSQL and `3306` for MySQL and MariaDB.',
        },
        {
          key: 'connection.connection.database',
          type: 'string',
          default: null,
          env: 'DATABASE_NAME',
          envDefault: 'tessera',
          clients: 'all',
          meaning: 'Name of the database.',
        },
        {
          key: 'connection.connection.user',
          type: 'string',
          default: null,
          env: 'DATABASE_USERNAME',
          envDefault: 'tessera',
          clients: 'all',
          meaning: 'User name.',
        },
        {
          key: 'connection.connection.password',
          type: 'string',
          default: null,
          env: 'DATABASE_PASSWORD',
          envDefault: '',
          clients: 'all',
          meaning: 'Password of the user.',
        },
        {
          key: 'connection.connection.ssl',
          type: 'boolean | object',
          default: '`false`',
          env: 'DATABASE_SSL',
          envDefault: 'false',
          clients: 'all',
          meaning:
            'Turns on TLS. `true` uses the default TLS settings of Node.js; an object sets them one by one ([TLS options](/dev-docs/configurations/database#connectionconnectionssl)).',
        },
        {
          key: 'connection.connection.schema',
          type: 'string',
          default: "`'public'`",
          clients: 'postgres',
          meaning: 'The PostgreSQL schema that holds the tables of the project.',
        },
        {
          key: 'connection.connection.timezone',
          type: 'string',
          default: "`'local'`",
          clients: 'mysql',
          meaning: "Time zone used to read and write dates, for example `'+00:00'`. Tessera stores dates in UTC.",
        },
        {
          key: 'connection.connection.charset',
          type: 'string',
          default: "`'utf8mb4'`",
          clients: 'mysql',
          meaning: 'Character set of the connection. Keep `utf8mb4` to store every character, including emoji.',
        },
      ],
    },
    // ## connection.connection.ssl
    {
      id: 'ssl',
      strip: 'connection.connection.ssl.',
      options: [
        {
          key: 'connection.connection.ssl.rejectUnauthorized',
          type: 'boolean',
          default: '`true`',
          meaning:
            'Refuses a server certificate that is not signed by a trusted authority. Set it to `false` only for a test database with a self-signed certificate.',
        },
        {
          key: 'connection.connection.ssl.ca',
          type: 'string',
          default: 'the system authorities',
          meaning: 'The certificate of the authority that signed the server certificate, as PEM text.',
        },
        {
          key: 'connection.connection.ssl.cert',
          type: 'string',
          default: null,
          meaning: 'A client certificate, as PEM text, when the server asks for one.',
        },
        {
          key: 'connection.connection.ssl.key',
          type: 'string',
          default: null,
          meaning: 'The private key of the client certificate, as PEM text.',
        },
      ],
    },
    // ## settings
    {
      id: 'settings',
      options: [
        {
          key: 'settings.runMigrations',
          type: 'boolean',
          default: '`true`',
          meaning: 'Runs the files of `database/migrations/` that have not run yet, at start-up and before Tessera syncs the tables.',
        },
        {
          key: 'settings.forceMigration',
          type: 'boolean',
          default: '`true`',
          meaning:
            "Lets Tessera change the tables to match the content types at start-up, including dropping the columns of removed fields and the tables of removed content types (a removed plugin's too).",
        },
      ],
    },
    // ## Configure the connection pool
    {
      id: 'pool',
      strip: 'connection.',
      options: [
        {
          key: 'connection.pool.min',
          type: 'number',
          default: '`2` (`1` for SQLite)',
          meaning: 'Connections kept open even when idle. Set it to `0` with serverless databases that close idle connections.',
        },
        {
          key: 'connection.pool.max',
          type: 'number',
          default: '`10` (`1` for SQLite)',
          meaning: 'Most connections open at once. Keep `max` times the number of server instances below the limit of the database.',
        },
        {
          key: 'connection.pool.acquireTimeoutMillis',
          type: 'number',
          unit: 'ms',
          default: '`60000`',
          meaning: 'How long the pool waits for a free connection.',
        },
        {
          key: 'connection.pool.createTimeoutMillis',
          type: 'number',
          unit: 'ms',
          default: '`30000`',
          meaning: 'How long opening one connection may take.',
        },
        {
          key: 'connection.pool.destroyTimeoutMillis',
          type: 'number',
          unit: 'ms',
          default: '`5000`',
          meaning: 'How long closing one connection may take.',
        },
        {
          key: 'connection.pool.idleTimeoutMillis',
          type: 'number',
          unit: 'ms',
          default: '`30000`',
          meaning: 'Idle time after which a connection above `min` is closed.',
        },
        {
          key: 'connection.pool.reapIntervalMillis',
          type: 'number',
          unit: 'ms',
          default: '`1000`',
          meaning: 'How often the pool looks for idle connections to close.',
        },
        {
          key: 'connection.pool.createRetryIntervalMillis',
          type: 'number',
          unit: 'ms',
          default: '`200`',
          meaning: 'Wait between two attempts to open a connection after a failure.',
        },
        {
          key: 'connection.pool.afterCreate',
          type: '(conn, done) => void',
          declared: '(connection: unknown, done: (error: Error | null, connection: unknown) => void) => void',
          default: null,
          meaning: 'Runs on each new connection, for example to set a session parameter. Call `done(error, conn)` when finished.',
        },
      ],
    },
  ],
};
