/**
 * `pagination`: page and pageSize, or start and limit, never both; integers within PAGINATION_KEYS' limits (a size
 * above the maximum is lowered to it without an error); `withCount=false` leaves the counts out. `meta.pagination`
 * holds exactly the keys of PAGINATION_META for the style used.
 */
import {
  INVALID_PARAMETER_MESSAGES,
  PAGINATION_KEYS,
  PAGINATION_META,
  effectiveLimit,
  pageCount,
  type PaginationKey,
} from '../../model/api/rest';
import {invalidKey, invalidValue} from './errors';
import {isBooleanText, isObject, isTrue} from './query';

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

/** The pagination a `pagination` parameter asks for (PAGINATION_KEYS' defaults for what it leaves out). */
export function compilePagination(value: unknown): Pagination {
  const asked = value === undefined ? {} : value;
  if (!isObject(asked))
    throw invalidValue(INVALID_PARAMETER_MESSAGES.paginationValue('pagination', String(asked)), 'pagination', ['pagination']);
  const numbers: Partial<Record<PaginationKey, number>> = {};
  let withCount = Boolean(PAGINATION_KEYS.withCount.default);
  const styles = new Set<string>();
  for (const [name, raw] of Object.entries(asked)) {
    const rule = PAGINATION_KEYS[name as PaginationKey] as (typeof PAGINATION_KEYS)[PaginationKey] | undefined;
    const at = ['pagination', name];
    if (!rule) throw invalidKey(name, at);
    if (rule.style !== 'both') styles.add(rule.style);
    if (rule.takes === 'boolean') {
      if (!isBooleanText(raw)) throw invalidValue(INVALID_PARAMETER_MESSAGES.paginationValue(name, String(raw)), name, at);
      withCount = isTrue(raw);
      continue;
    }
    const text = String(raw);
    if (!/^-?\d+$/.test(text) || (rule.min !== undefined && Number(text) < rule.min))
      throw invalidValue(INVALID_PARAMETER_MESSAGES.paginationValue(name, text), name, at);
    numbers[name as PaginationKey] = Number(text);
  }
  if (styles.size > 1) throw invalidValue(INVALID_PARAMETER_MESSAGES.mixedPagination, 'pagination', ['pagination']);
  if (styles.has('offset')) {
    const limit = effectiveLimit(numbers.limit);
    const start = numbers.start ?? Number(PAGINATION_KEYS.start.default);
    return {style: 'offset', start, limit, page: 1, pageSize: limit, withCount};
  }
  const pageSize = effectiveLimit(numbers.pageSize);
  const page = numbers.page ?? Number(PAGINATION_KEYS.page.default);
  return {style: 'page', start: (page - 1) * pageSize, limit: pageSize, page, pageSize, withCount};
}

/** The items of the page asked for, and `meta.pagination`. */
export function paginate<T>(items: readonly T[], pagination: Pagination): {items: T[]; meta: Record<string, number>} {
  const total = items.length;
  const all: Record<string, number> =
    pagination.style === 'page'
      ? {page: pagination.page, pageSize: pagination.pageSize, pageCount: pageCount(total, pagination.pageSize), total}
      : {start: pagination.start, limit: pagination.limit, total};
  const keys = PAGINATION_META[pagination.style].filter(
    (key) => pagination.withCount || !(PAGINATION_META.counted as readonly string[]).includes(key),
  );
  return {
    items: items.slice(pagination.start, pagination.start + pagination.limit),
    meta: Object.fromEntries(keys.map((key) => [key, all[key]!])),
  };
}
