/**
 * The read parameters every method shares, compiled once: `locale` (the default locale when left out; `'*'` only
 * where a method allows every locale), `status` (the caller's default when left out), `filters`, `sort`, `fields` and
 * `populate`. Every problem is collected, in that order, before anything is read.
 */
import {STATUSES, INVALID_PARAMETER_MESSAGES} from '../../model/api/rest';
import {LOCALES} from '../../model/trailhead/documents';
import type {Context} from './context';
import {badValue, type Diagnostics} from './diagnostics';
import {compileFilters, type Test} from './filters';
import {compileFields, compilePopulate, type Plan} from './populate';
import {isLocalized, type Schema} from './schema';
import {compileSort, type Order} from './sort';
import type {Status, Store} from './store';

export const DEFAULT_LOCALE: string = LOCALES[0];

/** The parameters of a read, as a call passes them (a REST query passes them as qs parsed them). */
export interface ReadParams {
  locale?: unknown;
  status?: unknown;
  filters?: unknown;
  sort?: unknown;
  fields?: unknown;
  populate?: unknown;
}

/** What the runtime reads besides the parameters: the rows, and the caller's defaults and rights. */
export interface Caller {
  store: Store;
  /** `draft` for the Document Service, `published` for the REST API. */
  defaultStatus: Status;
  creatorFieldTypes: readonly string[];
  canRead: (uid: string) => boolean;
}

export interface CompiledRead {
  context: Context;
  test: Test | null;
  order: Order | null;
  fields: readonly string[] | null;
  plan: Plan;
}

/** `locale`: one of the project's locales (`'*'` too where `anyLocale`); the default locale when left out. */
export function readLocale(value: unknown, out: Diagnostics, anyLocale = false): string {
  if (value === undefined) return DEFAULT_LOCALE;
  if (anyLocale && value === '*') return value;
  if (typeof value === 'string' && (LOCALES as readonly string[]).includes(value)) return value;
  badValue(out, 'locale', INVALID_PARAMETER_MESSAGES.locale(String(value)), 'locale', ['locale'], {value, allowed: LOCALES});
  return DEFAULT_LOCALE;
}

/** `status`: draft or published; the caller's default when left out. */
export function readStatus(value: unknown, fallback: Status, out: Diagnostics): Status {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) return value as Status;
  badValue(out, 'status', INVALID_PARAMETER_MESSAGES.status(String(value)), 'status', ['status'], {value, allowed: STATUSES});
  return fallback;
}

/** The read parameters compiled against a schema; their problems go to `out`. */
export function compileRead(schema: Schema, params: ReadParams, caller: Caller, out: Diagnostics): CompiledRead {
  const locale = readLocale(params.locale, out);
  const status = readStatus(params.status, caller.defaultStatus, out);
  const context: Context = {
    store: caller.store,
    // A type that is not localized has one version: the default locale reads it.
    locale: isLocalized(schema) ? locale : DEFAULT_LOCALE,
    status,
    creatorFieldTypes: caller.creatorFieldTypes,
    canRead: caller.canRead,
  };
  const test = params.filters === undefined ? null : compileFilters(params.filters, schema, out);
  const order = compileSort(params.sort, schema, out);
  const fields = compileFields(params.fields, schema, out);
  const plan = compilePopulate(params.populate, schema, context, out);
  return {context, test, order, fields, plan};
}
