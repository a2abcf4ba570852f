import fs from 'node:fs';
import path from 'node:path';
import {extractPage, type Section} from '../../lib/search/corpus';
import type {SearchRecord} from '../../lib/search/types';

/**
 * Node side: the corpus of a built site (search records and Ask AI sections), read once from its rendered pages.
 * Used by the plugin after a build, by `npm run search:push`, by the bench and by the tests, so all of them see
 * the same records.
 */

/** The HTML file the build wrote for a route ("/a/b" -> a/b.html or a/b/index.html). */
export function htmlFileOf(buildDir: string, route: string): string | null {
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

export interface Corpus {
  records: SearchRecord[];
  sections: Section[];
}

/** Records and sections of every indexable page. `routes` are paths without the base URL; `baseUrl` is prefixed to each url. */
export function corpusOfBuild(buildDir: string, options: {baseUrl?: string; routes?: readonly string[]} = {}): Corpus {
  const baseUrl = options.baseUrl ?? '/';
  const prefix = baseUrl.replace(/\/$/, '');
  const routes = [...new Set(options.routes ?? routesOf(buildDir))].sort();
  const corpus: Corpus = {records: [], sections: []};
  for (const route of routes) {
    const file = htmlFileOf(buildDir, route);
    if (!file) continue;
    const page = extractPage(fs.readFileSync(file, 'utf8'), route);
    for (const record of page.records) {
      corpus.records.push(prefix ? {...record, objectID: prefix + record.objectID, url: prefix + record.url, url_without_anchor: prefix + record.url_without_anchor} : record);
    }
    for (const section of page.sections) corpus.sections.push(prefix ? {...section, url: prefix + section.url} : section);
  }
  return corpus;
}

/** The search records of every indexable page (see `corpusOfBuild`). */
export function recordsOfBuild(buildDir: string, options: {baseUrl?: string; routes?: readonly string[]} = {}): SearchRecord[] {
  return corpusOfBuild(buildDir, options).records;
}
