import JSON5 from 'json5';
import qs from 'qs';

/** Encodes a REST query object the way Tessera's REST API reads it (qs, brackets, values encoded). */
export function encodeQuery(query: Record<string, unknown>): string {
  return qs.stringify(query, {encodeValuesOnly: true});
}

/** Joins an endpoint and an encoded query: "/api/restaurants" + {populate: "*"} -> "/api/restaurants?populate=*" */
export function buildQueryUrl(endpoint: string, query: Record<string, unknown>): string {
  const encoded = encodeQuery(query);
  return encoded ? `${endpoint}?${encoded}` : endpoint;
}

export type ParseResult = {ok: true; value: Record<string, unknown>} | {ok: false; error: string};

/**
 * Reads the text a reader typed into the query builder: a JavaScript-style object literal (unquoted keys,
 * single quotes, trailing commas and comments allowed) or JSON, parsed as data with JSON5: nothing the
 * reader types is ever evaluated. Never throws; a syntax error names its line and column.
 */
export function parseQueryObject(source: string): ParseResult {
  const text = source.trim();
  if (text === '') return {ok: true, value: {}};
  let value: unknown;
  try {
    value = JSON5.parse(text);
  } catch (error) {
    return {ok: false, error: describeSyntaxError(error)};
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {ok: false, error: 'The query must be an object, for example { populate: "*" }.'};
  }
  return {ok: true, value: value as Record<string, unknown>};
}

/** JSON5's messages start with "JSON5: "; the reader only needs what is wrong and where. */
function describeSyntaxError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^JSON5:\s*/, '');
}
