/**
 * The rules of the REST playground ("Try it" and the query builder's response), apart from its React code: how a
 * URL and a qs object turn into each other, what a reader hears when the answer
 * changes, and the body of a write request read from its example. The answers themselves come from the REST
 * evaluator (src/lib/rest/evaluate.ts); nothing here knows the REST rules. Loaded with the playground only (it
 * carries qs and JSON5); which requests get "Try it" is in restPath.ts, which every REST page loads.
 */
import JSON5 from 'json5';
import {buildQueryUrl} from './queryString';
import {parseQuery} from '../rest/query';

/** Methods whose request carries a JSON body the reader can edit. */
export function takesBody(method: string): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

/** '/api/restaurants?populate=*' -> {path: '/api/restaurants', search: 'populate=*'} */
export function splitUrl(url: string): {path: string; search: string} {
  const at = url.indexOf('?');
  return at === -1 ? {path: url, search: ''} : {path: url.slice(0, at), search: url.slice(at + 1)};
}

/** The query of a URL as the server reads it (qs), e.g. `filters[name][$eq]=x` -> {filters: {name: {$eq: 'x'}}}. */
export function queryObjectOf(url: string): Record<string, unknown> {
  return parseQuery(splitUrl(url).search);
}

/** A URL written the way qs encodes it (brackets readable, values encoded): the request the reader's input means. */
export function encodedUrl(url: string): string {
  return buildQueryUrl(splitUrl(url).path, queryObjectOf(url));
}

/** A query object as the reader edits it: JavaScript-style, single quotes, two-space indent. */
export function formatQueryObject(query: Record<string, unknown>): string {
  return Object.keys(query).length === 0 ? '{}' : JSON5.stringify(query, {space: 2, quote: "'"});
}

const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

/** "200 OK", "404 Not Found". */
export function statusLine(status: number): string {
  const reason = REASONS[status];
  return reason ? `${status} ${reason}` : String(status);
}

interface ErrorShape {
  error: {name: string; message: string};
}

function errorOf(body: unknown): ErrorShape['error'] | null {
  if (body === null || typeof body !== 'object' || !('error' in body)) return null;
  const error = (body as Partial<ErrorShape>).error;
  return error && typeof error.name === 'string' && typeof error.message === 'string' ? error : null;
}

/**
 * One sentence for screen readers when the answer changes: "200 OK, 3 documents", "200 OK, 1 document",
 * "204 No Content", "400 ValidationError: Invalid operator: $like".
 */
export function summarize(answer: {status: number; body: unknown}): string {
  const error = errorOf(answer.body);
  if (error) return `${answer.status} ${error.name}: ${error.message}`;
  const line = statusLine(answer.status);
  const data = answer.body !== null && typeof answer.body === 'object' && 'data' in answer.body ? answer.body.data : undefined;
  if (Array.isArray(data)) return `${line}, ${data.length} ${data.length === 1 ? 'document' : 'documents'}`;
  if (data !== null && typeof data === 'object') return `${line}, 1 document`;
  return line;
}

/**
 * The JSON body an example sends, read from the text of its code block: the value of cURL's `-d`/`--data`
 * (single- or double-quoted), or the whole block when it is a JSON object. Undefined when there is none.
 */
export function exampleBody(text: string): unknown {
  // After `\` too: the text of a hidden tab's block has no line breaks, so a continued line's `-d` follows the `\`.
  const data = /(?:^|\s|\\)(?:-d|--data(?:-raw|-binary)?)\s+(?:'([^']*)'|"((?:[^"\\]|\\.)*)")/.exec(text);
  const candidate = data ? (data[1] ?? data[2]!.replace(/\\(.)/g, '$1')) : text;
  try {
    const value: unknown = JSON.parse(candidate.trim());
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
