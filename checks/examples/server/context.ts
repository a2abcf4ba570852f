/**
 * The `ctx` of one request, with what server code reads and writes on it (/dev-docs/backend-customization/requests-responses):
 * `request.body`, `query`, `params`, `state.user`, `body`, `status`, headers both ways, the error helpers.
 */
import {CONTEXT_ERRORS, HttpError} from './errors';

export interface RequestInput {
  method: string;
  /** After the host: `/api/reviews/t4b8…?populate=author`. */
  path: string;
  query: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Context = ReturnType<typeof createContext>;

export function createContext(input: RequestInput, state: Record<string, unknown>) {
  const requestHeaders = Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
  const responseHeaders: Record<string, string> = {};
  let body: unknown;
  let status: number | undefined;
  const helpers = Object.fromEntries(
    Object.entries(CONTEXT_ERRORS).map(([name, [code, errorName]]) => [
      name,
      (message?: string, details?: unknown): never => {
        throw new HttpError(code, errorName, message ?? errorName, details);
      },
    ]),
  ) as {[K in keyof typeof CONTEXT_ERRORS]: (message?: string, details?: unknown) => never};
  const ctx = {
    ...helpers,
    type: 'koa',
    method: input.method,
    path: input.path,
    url: input.path,
    ip: '203.0.113.7',
    query: input.query,
    params: {} as Record<string, string>,
    state,
    headers: requestHeaders,
    header: requestHeaders,
    request: {
      method: input.method,
      path: input.path,
      url: input.path,
      query: input.query,
      body: input.body,
      files: undefined as unknown,
      headers: requestHeaders,
      header: requestHeaders,
      ip: '203.0.113.7',
    },
    response: {
      headers: responseHeaders,
      get status() {
        return status;
      },
      set status(value) {
        status = value;
      },
      get body() {
        return body;
      },
      set body(value) {
        body = value;
      },
    },
    get body() {
      return body;
    },
    set body(value: unknown) {
      body = value;
      status ??= value === null || value === undefined ? 204 : 200;
    },
    get status(): number {
      return status ?? (body === undefined ? 404 : 200);
    },
    set status(value: number) {
      status = value;
    },
    get: (name: string) => requestHeaders[name.toLowerCase()] ?? '',
    set: (name: string | Record<string, string>, value?: string) => {
      if (typeof name === 'object') for (const [key, text] of Object.entries(name)) responseHeaders[key.toLowerCase()] = String(text);
      else responseHeaders[name.toLowerCase()] = String(value);
    },
    is: (type: string) => type === 'koa',
    throw: (code: number, message?: string): never => {
      throw new HttpError(code, 'HttpError', message ?? String(code));
    },
    send(value: unknown, code = 200) {
      ctx.body = value;
      status = code;
    },
    created(value: unknown) {
      ctx.body = value;
      status = 201;
    },
    responseHeaders,
    /** Whether a status was set or a body given (Koa's 404 otherwise). */
    answered: () => status !== undefined || body !== undefined,
  };
  return ctx;
}
