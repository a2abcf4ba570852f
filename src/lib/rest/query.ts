/**
 * A REST query string read the way the server reads it (`qs`: brackets to objects and arrays, encoded or not), and the
 * small readers of its values. Pure and browser-safe: the REST evaluator and the REST example check share it.
 */
import qs from 'qs';

/** The query string as the server reads it. */
export function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, {depth: 20, arrayLimit: 100, parameterLimit: 1000}) as Record<string, unknown>;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of an array in a query: qs gives an array, or an object with numeric keys beyond its array limit. */
export function listValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
  return null;
}

export const isTrue = (value: unknown) => value === true || value === 'true';
export const isBooleanText = (value: unknown) => value === true || value === false || value === 'true' || value === 'false';
