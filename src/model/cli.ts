/**
 * The installer (create-tessera) flags, the commands of the tessera CLI and what a Cloud deploy leaves out:
 * one source for the pages that render them (InstallerFlags, DeployExclusions) and for the content check,
 * which fails on a create-tessera flag or a tessera command that is not listed here.
 */

export interface InstallerFlag {
  /** The flag as typed, e.g. '--dbclient'. */
  flag: string;
  /** Its argument, e.g. '<client>'. */
  argument?: string;
  /** What it does, in one or two sentences (Markdown code spans allowed). */
  description: string;
}

export const installerFlags: readonly InstallerFlag[] = [
  {
    flag: '--quickstart',
    description:
      'Skips every question: TypeScript, SQLite in `.tmp/data.db`, no example data, no Cloud login. Installs the dependencies, then starts the development server and opens the admin panel. Cannot be combined with a `--dbclient` other than `sqlite`.',
  },
  {
    flag: '--typescript',
    description: 'Creates a TypeScript project, with `.ts` files in `config/` and `src/` and a `tsconfig.json`. This is the default.',
  },
  {
    flag: '--javascript',
    description: 'Creates a JavaScript project, with `.js` files. Cannot be combined with `--typescript`.',
  },
  {
    flag: '--dbclient',
    argument: '<client>',
    description:
      'Answers the database question: `sqlite`, `postgres` or `mysql` (also for MariaDB). Installs the driver (`better-sqlite3`, `pg` or `mysql2`) and writes `DATABASE_CLIENT` and the default connection values to `.env`, without asking for them (see the table below).',
  },
  {
    flag: '--no-run',
    description: 'Does not start the server at the end. Useful with `--quickstart` in scripts.',
  },
  {
    flag: '--skip-cloud',
    description:
      'Skips the Tessera Cloud login question and leaves `@tessera/plugin-cloud` out of the project. A project deployed to Tessera Cloud needs that plugin: add it later with `npm install @tessera/plugin-cloud`.',
  },
  {
    flag: '--example',
    description:
      'Answers yes to the example question: adds the Trailhead content types (restaurant, trail, category, review, article, homepage and the `shared` components) with sample documents, and Trailhead\'s code: its own routes and services, the Users & Permissions extension, and the local plugins `color-picker` (the custom field of Category\'s `mapColor`) and `trail-conditions`, declared in `config/plugins`.',
  },
];

/** Every command of the `tessera` CLI (documented on /dev-docs/cli). */
export const cliCommands: readonly string[] = [
  'develop',
  'dev',
  'start',
  'build',
  'console',
  'export',
  'import',
  'transfer',
  'generate',
  'routes:list',
  'policies:list',
  'middlewares:list',
  'content-types:list',
  'hooks:list',
  'controllers:list',
  'services:list',
  'ts:generate-types',
  'templates:generate',
  'telemetry:disable',
  'telemetry:enable',
  'admin:create-user',
  'admin:reset-user-password',
  'configuration:dump',
  'configuration:restore',
  'report',
  'version',
  'login',
  'logout',
  'deploy',
];

/** What a Cloud deploy (tessera deploy or the Cloud CLI) leaves out of the archive it uploads. */
export const deployExclusions: readonly string[] = [
  'node_modules/',
  'dist/',
  'build/',
  '.tmp/',
  'every `.env` file',
  'every path listed in `.gitignore`',
];
