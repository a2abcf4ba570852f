/**
 * The environment variables Tessera reads itself, outside the configuration files. The variables a configuration file
 * reads are the `env` of its options (src/model/config); `/dev-docs/configurations/environment` lists both.
 */
export interface RuntimeVariable {
  /** The variable, or a prefix ending in `*`. */
  name: string;
  /** What Tessera does when it is unset (inline Markdown); null when nothing. */
  default: string | null;
  /** Who reads it. */
  readBy: string;
  /** What it does (inline Markdown). */
  meaning: string;
}

export const RUNTIME_VARIABLES: readonly RuntimeVariable[] = [
  {
    name: 'NODE_ENV',
    default: '`development`',
    readBy: 'Tessera itself',
    meaning:
      'Name of the environment. Chooses the folder of `config/env/` to merge and turns production optimizations on when `production`.',
  },
  {
    name: 'TESSERA_TELEMETRY_DISABLED',
    default: '`false`',
    readBy: 'Tessera itself',
    meaning:
      '`true` stops the anonymous usage data Tessera sends. The same as running `tessera telemetry:disable`. See [Usage information](/dev-docs/usage-information).',
  },
  {
    name: 'TESSERA_LICENSE',
    default: 'the Community plan, unless a `license.txt` file sits at the root of the project',
    readBy: 'Tessera itself',
    meaning:
      'The license key of a Growth or Enterprise plan. The server reads it when it starts and checks it once a day; the admin panel build does not need it. See [License key only](/dev-docs/migration/v4-to-v5/breaking-changes/license-only).',
  },
  {
    name: 'TESSERA_ADMIN_*',
    default: null,
    readBy: 'The admin panel build',
    meaning:
      'Every variable whose name starts with `TESSERA_ADMIN_` is embedded in the admin panel when it is built, and readable there as `process.env.TESSERA_ADMIN_...`.',
  },
];
