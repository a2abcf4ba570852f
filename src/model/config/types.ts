/**
 * The shape of the configuration model: every key of every configuration file of a Tessera 5 project (and of the
 * options of the middlewares and plugins those files configure), with its type, default, allowed values, whether it is
 * required, the environment variable the project template reads it from, what it means and the page that documents
 * it. Texts are the small inline Markdown of src/model/ (code spans, [links](/route), **labels**).
 */

/** The database clients of a database server (SQLite needs no server): what `--dbclient` takes. */
export type ServerClient = 'postgres' | 'mysql';

/** The unit a number is counted in, shown after its type (`number` (ms)). */
export type ConfigUnit = 'ms' | 's' | 'bytes';

export interface ConfigOption {
  /** The dotted path of the key in its file (`proxy.koa`), or in the options of its middleware or plugin. */
  key: string;
  /**
   * The type as the reference shows it, in TypeScript notation (`string`, `string | number`, `string[]`, `object`).
   * `object` stands for the options listed under this key when the model lists some, and for an object the model
   * cannot know (a provider's options) when it lists none.
   */
  type: string;
  /** The TypeScript type of the generated declarations, when `type` is a reader's shorthand (a function's parameters). */
  declared?: string;
  unit?: ConfigUnit;
  /** The only values the key takes (log levels, database clients): its type is their union. */
  values?: readonly string[];
  /** The default, as the reference shows it (inline Markdown); null when there is none. */
  default: string | null;
  /** True when Tessera refuses to start without it; a string says when it is required (`to create API tokens`). */
  required?: true | string;
  /** The environment variable the file of a new project reads the key from. */
  env?: string;
  /**
   * The value that file passes to `env()` for when the variable is unset, as the variable would hold it (`''` for
   * empty); per database client where it depends on the client. Absent when the file passes none.
   */
  envDefault?: string | Readonly<Partial<Record<ServerClient, string>>>;
  /** What the key does, in inline Markdown. */
  meaning: string;
  /** An example value (inline Markdown), for the reference's Example column. */
  example?: string;
  /** The clients a database option applies to. */
  clients?: string;
  /** The release that added a feature flag. */
  since?: string;
}

/** One table of a reference page: the options under one heading. */
export interface ConfigGroup {
  /** The id pages name the table by (`<ConfigTable file="server" group="proxy" />`). */
  id: string;
  /** A prefix the table leaves out of its keys (`connection.connection.` on the database page). */
  strip?: string;
  options: readonly ConfigOption[];
}

/** A configuration file of config/, or the options of a middleware or a plugin. */
export interface ConfigFileModel {
  /** The name the tables and the checks use: `server`, `middleware tessera::cors`, `plugin users-permissions`. */
  name: string;
  /** The route (and anchor) of the page that documents it. */
  page: string;
  groups: readonly ConfigGroup[];
}
