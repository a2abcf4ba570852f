import fs from 'node:fs';
import path from 'node:path';
import {extractSections} from '../../lib/askAi/html';
import {ASK_INDEX_FORMAT, ASK_INDEX_PATH, type AskIndexFile, type AskSection} from '../../lib/askAi/sections';

/** Routes that are not documentation to answer from: listings, fragments reused inside other pages, test pages. */
const EXCLUDED = [/^\/tags(\/|$)/, /^\/snippets\//, /^\/_templates\//, /^\/__tests\//, /^\/search$/, /^\/404(\.html)?$/, /^\/home\/Home$/, /^\/status$/, /^\/writing-guide/];

export function isAnswerableRoute(routePath: string, baseUrl = '/'): boolean {
  const local = `/${routePath.slice(baseUrl.length)}`;
  return !EXCLUDED.some((pattern) => pattern.test(local));
}

/** The HTML file the build wrote for a route ("/a/b" -> a/b.html or a/b/index.html). */
export function htmlFileOf(outDir: string, routePath: string, baseUrl = '/'): string | null {
  const local = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = local === '' ? ['index.html'] : [`${local}.html`, path.join(local, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** Sections that only list links to other pages: they would be cited for their link texts, never quoted. */
const LINK_LIST_HEADINGS = /^(related pages|next steps|see also|learn more)$/i;

/** Reads the sections of every documentation page of a build. */
export function sectionsOfBuild(outDir: string, routesPaths: readonly string[], baseUrl = '/'): AskSection[] {
  const sections: AskSection[] = [];
  for (const route of [...new Set(routesPaths)].sort()) {
    if (!isAnswerableRoute(route, baseUrl)) continue;
    const file = htmlFileOf(outDir, route, baseUrl);
    if (!file) continue;
    const page = extractSections(fs.readFileSync(file, 'utf8'), route);
    sections.push(...page.filter((section) => !LINK_LIST_HEADINGS.test(section.heading)));
  }
  return sections;
}

/** Writes the section index into the build; returns its path. */
export function writeAskIndex(outDir: string, sections: AskSection[]): string {
  const file: AskIndexFile = {format: ASK_INDEX_FORMAT, generated: new Date().toISOString(), sections};
  const target = path.join(outDir, ASK_INDEX_PATH);
  fs.mkdirSync(path.dirname(target), {recursive: true});
  fs.writeFileSync(target, JSON.stringify(file));
  return target;
}
