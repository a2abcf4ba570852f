/**
 * A REST query string read the way the server reads it (`qs`: brackets to objects and arrays, encoded or not). Pure
 * and browser-safe: the REST evaluator and the REST example check share it.
 */
import qs from 'qs';

/** The query string as the server reads it. */
export function parseQuery(query: string): Record<string, unknown> {
  return qs.parse(query, {depth: 20, arrayLimit: 100, parameterLimit: 1000}) as Record<string, unknown>;
}
