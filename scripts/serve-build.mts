/**
 * Serves a production build the way a CDN or a static host would, for the end-to-end tests and the bench:
 * clean URLs (serve-handler, the library behind `docusaurus serve`), gzip/brotli compression, `immutable`
 * caching for content-hashed assets and revalidation for everything else, `404.html` with status 404,
 * and the headers of the build's own `_headers` file (the static-host format), when it has one.
 *
 *   npx tsx scripts/serve-build.mts [--dir build] [--port 3100] [--host 127.0.0.1] [--no-headers-file]
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import handler from 'serve-handler';
import compression from 'compression';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** Apply the rules of `<dir>/_headers` (static-host format) to every response. */
  headersFile: boolean;
}

/** Content-hashed files never change under their name: cache them for a year. */
export const IMMUTABLE = /^\/(assets\/|search-index\/.+\.[0-9a-f]{8,}\.json$)/;

export interface HeaderRule {
  pattern: string;
  /** A null value ("! Name" in the file) removes a header an earlier rule set. */
  headers: [string, string | null][];
}

/** Parses the `_headers` format: a path pattern on its own line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      continue;
    }
    const rule = rules.at(-1);
    const detach = /^\s+!\s*(\S+)\s*$/.exec(line);
    if (rule && detach) {
      rule.headers.push([detach[1]!, null]);
      continue;
    }
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `/*` matches everything, `/assets/*` a folder, anything else the exact path. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

export function startServer(options: ServeOptions): Promise<http.Server> {
  const dir = path.resolve(options.dir);
  const headersPath = path.join(dir, '_headers');
  const rules = options.headersFile && fs.existsSync(headersPath) ? parseHeadersFile(fs.readFileSync(headersPath, 'utf8')) : [];
  const compress = compression({threshold: 512});

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    res.setHeader('Cache-Control', IMMUTABLE.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    for (const rule of rules) {
      if (!matchesPattern(rule.pattern, pathname)) continue;
      for (const [name, value] of rule.headers) {
        if (value === null) res.removeHeader(name);
        else res.setHeader(name, value);
      }
    }
    compress(req as never, res as never, () => {
      void handler(req, res, {public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false, etag: true});
    });
  });
  return new Promise((resolve) => server.listen(options.port, options.host, () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3100'},
      host: {type: 'string', default: '127.0.0.1'},
      'no-headers-file': {type: 'boolean', default: false},
    },
  });
  const options: ServeOptions = {dir: values.dir, port: Number(values.port), host: values.host, headersFile: !values['no-headers-file']};
  void startServer(options).then(() => console.log(`Serving ${options.dir} on http://${options.host}:${options.port}`));
}
