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
 * Reads the text a reader typed into the query builder: a JavaScript object literal
 * (unquoted keys, single quotes and trailing commas allowed) or JSON. Never throws.
 */
export function parseQueryObject(source: string): ParseResult {
  const text = source.trim();
  if (text === '') return {ok: true, value: {}};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    try {
      // The reader's own input, evaluated in their own browser, like a REPL.
      value = new Function(`"use strict"; return (${text});`)();
    } catch (error) {
      return {ok: false, error: error instanceof Error ? error.message : String(error)};
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return {ok: false, error: 'The query must be an object, for example { populate: "*" }.'};
  }
  return {ok: true, value: value as Record<string, unknown>};
}
