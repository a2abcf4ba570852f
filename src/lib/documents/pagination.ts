/**
 * Pagination, both ways the docs document it: the REST API's `pagination` (page and pageSize, or start and limit, never
 * both; integers within PAGINATION_KEYS' limits, a size above the maximum lowered to it; `withCount=false` leaves the
 * counts out), and the Document
 * Service's `limit` and `start` (no default and no maximum: every match unless `limit` says otherwise).
 */
import {INVALID_PARAMETER_MESSAGES, PAGINATION_KEYS, effectiveLimit, type PaginationKey} from '../../model/api/rest';
import {badKey, badValue, note, type Diagnostics, type Path} from './diagnostics';
import {isBooleanText, isObject, isTrue} from './values';

export interface Pagination {
  style: 'page' | 'offset';
  /** Documents skipped, and the most returned. */
  start: number;
  limit: number;
  /** Page style: the page and its size. */
  page: number;
  pageSize: number;
  withCount: boolean;
}

/** The pagination a `pagination` parameter asks for (PAGINATION_KEYS' defaults for what it leaves out); problems go to `out`. */
export function compilePagination(value: unknown, out: Diagnostics): Pagination {
  const asked = value === undefined ? {} : value;
  const numbers: Partial<Record<PaginationKey, number>> = {};
  let withCount = Boolean(PAGINATION_KEYS.withCount.default);
  const styles = new Set<string>();
  if (!isObject(asked))
    badValue(
      out,
      'paginationObject',
      INVALID_PARAMETER_MESSAGES.paginationValue('pagination', String(asked)),
      'pagination',
      ['pagination'],
      {
        value: asked,
      },
    );
  for (const [name, raw] of Object.entries(isObject(asked) ? asked : {})) {
    const rule = PAGINATION_KEYS[name as PaginationKey] as (typeof PAGINATION_KEYS)[PaginationKey] | undefined;
    const at = ['pagination', name];
    const refuse = (rule: 'notBoolean' | 'notInteger' | 'belowMinimum', extra = {}) =>
      badValue(out, rule, INVALID_PARAMETER_MESSAGES.paginationValue(name, String(raw)), name, at, {value: raw, ...extra});
    if (!rule) {
      badKey(out, 'unknownPaginationKey', name, at, {allowed: Object.keys(PAGINATION_KEYS)});
      continue;
    }
    if (rule.style !== 'both') styles.add(rule.style);
    if (rule.takes === 'boolean') {
      if (isBooleanText(raw)) withCount = isTrue(raw);
      else refuse('notBoolean');
      continue;
    }
    const text = String(raw);
    if (!/^-?\d+$/.test(text)) refuse('notInteger');
    else if (rule.min !== undefined && Number(text) < rule.min) refuse('belowMinimum', {allowed: [String(rule.min)]});
    else {
      if (rule.max !== undefined && Number(text) > rule.max)
        note(out, 'aboveMaximum', at, {value: Number(text), allowed: [String(rule.max)]});
      numbers[name as PaginationKey] = Number(text);
    }
  }
  if (styles.size > 1) badValue(out, 'mixedPagination', INVALID_PARAMETER_MESSAGES.mixedPagination, 'pagination', ['pagination']);
  if (styles.has('offset')) {
    const limit = effectiveLimit(numbers.limit);
    const start = numbers.start ?? Number(PAGINATION_KEYS.start.default);
    return {style: 'offset', start, limit, page: 1, pageSize: limit, withCount};
  }
  const pageSize = effectiveLimit(numbers.pageSize);
  const page = numbers.page ?? Number(PAGINATION_KEYS.page.default);
  return {style: 'page', start: (page - 1) * pageSize, limit: pageSize, page, pageSize, withCount};
}

/**
 * The Document Service's `limit` and `start` (the Query Engine's `limit` and `offset`, also inside a populated field,
 * under `prefix`): integers, 0 or more.
 */
export function compileSlice(
  limit: unknown,
  start: unknown,
  out: Diagnostics,
  names: [string, string] = ['limit', 'start'],
  prefix: Path = [],
): {start: number; limit: number} {
  const read = (value: unknown, name: string): number | undefined => {
    if (value === undefined || value === null) return undefined;
    const text = String(value);
    const path: Path = [...prefix, name];
    if (!/^\d+$/.test(text))
      badValue(out, /^-\d+$/.test(text) ? 'belowMinimum' : 'notInteger', `Invalid ${name}: ${text}`, name, path, {value, allowed: ['0']});
    return /^\d+$/.test(text) ? Number(text) : undefined;
  };
  return {start: read(start, names[1]) ?? 0, limit: read(limit, names[0]) ?? Infinity};
}
