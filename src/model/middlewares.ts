/**
 * The default middleware stack of config/middlewares, in order: the one source for the pages that show it
 * and for the content check, which fails on a config/middlewares example that leaves one of them out.
 */
export interface DefaultMiddleware {
  name: `tessera::${string}`;
  description: string;
}

export const defaultMiddlewares: readonly DefaultMiddleware[] = [
  {name: 'tessera::logger', description: 'Writes one `http` log line per request: method, path, status and duration.'},
  {name: 'tessera::errors', description: 'Turns thrown errors into the JSON error format; must stay before `tessera::body`.'},
  {name: 'tessera::security', description: 'Sets security headers, including a Content Security Policy.'},
  {name: 'tessera::cors', description: 'Answers cross-origin requests and preflight requests.'},
  {name: 'tessera::poweredBy', description: 'Sets the `X-Powered-By` header.'},
  {name: 'tessera::query', description: 'Parses the query string into nested objects for `filters`, `populate` and `pagination`.'},
  {name: 'tessera::body', description: 'Parses JSON, form and multipart bodies, including uploaded files.'},
  {name: 'tessera::session', description: 'Signed cookie sessions, used by Single Sign-On and the login providers.'},
  {name: 'tessera::favicon', description: 'Serves the favicon.'},
  {name: 'tessera::public', description: 'Serves the files of the public folder.'},
];

/** Built-in middlewares that are not in the default stack. */
export const optionalMiddlewares: readonly DefaultMiddleware[] = [
  {name: 'tessera::compression', description: 'Compresses responses with gzip, deflate or Brotli.'},
  {name: 'tessera::ip', description: 'Allows or blocks requests by IP address.'},
  {name: 'tessera::responseTime', description: 'Sets the `X-Response-Time` header.'},
];
