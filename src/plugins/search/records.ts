import fs from 'node:fs';
import path from 'node:path';
import {extractRecords} from '../../lib/search/extract';
import type {SearchRecord} from '../../lib/search/types';

/**
 * Node side: the records of a built site, read from its rendered pages. Used by the plugin after a build,
 * by `npm run search:push`, by the bench and by the hosted-mode tests, so all of them see the same records.
 */

function htmlFileOf(buildDir: string, route: string): string | null {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.html`, `${clean}/index.html`, clean === '' ? '/index.html' : null]) {
    if (!candidate) continue;
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

function routesOf(buildDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'img' && !entry.name.startsWith('_') && entry.name !== 'search-index') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const route = `/${path.relative(buildDir, full).replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/\/index$/, '');
        routes.push(route || '/');
      }
    }
  };
  walk(buildDir);
  return routes;
}

/** Records of every indexable page. `routes` are paths without the base URL; `baseUrl` is prefixed to each record's url. */
export function recordsOfBuild(buildDir: string, options: {baseUrl?: string; routes?: readonly string[]} = {}): SearchRecord[] {
  const baseUrl = options.baseUrl ?? '/';
  const routes = [...new Set(options.routes ?? routesOf(buildDir))].sort();
  const records: SearchRecord[] = [];
  for (const route of routes) {
    const file = htmlFileOf(buildDir, route);
    if (!file) continue;
    for (const record of extractRecords(fs.readFileSync(file, 'utf8'), route)) {
      if (baseUrl === '/') {
        records.push(record);
        continue;
      }
      const prefix = baseUrl.replace(/\/$/, '');
      records.push({...record, objectID: prefix + record.objectID, url: prefix + record.url, url_without_anchor: prefix + record.url_without_anchor});
    }
  }
  return records;
}
