import fs from 'node:fs';
import path from 'node:path';
import {load as loadYaml} from 'js-yaml';
import type {PageInput} from '../src/lib/contentCheck';
import {splitFrontMatter} from '../src/lib/pageModel/frontMatter';

export const ROOT = path.resolve(__dirname, '..');
export const DOCS_DIR = path.join(ROOT, 'docs');

/** Every page Docusaurus routes: .md/.mdx under docs/, except partials (_*) and test folders (__*). */
export function listPages(dir = DOCS_DIR): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    if (entry.name.startsWith('_')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listPages(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

/** The routes of tests/routes.txt, every route the site must serve (one per line; `#` starts a comment line). */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'tests/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

export function readPage(file: string): PageInput {
  const {frontMatter, body} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  return {path: path.relative(DOCS_DIR, file).split(path.sep).join('/'), frontMatter, body};
}

export function readTags(): Map<string, {label: string; description: string}> {
  const parsed = loadYaml(fs.readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<string, {label: string; description: string}>;
  return new Map(Object.entries(parsed ?? {}));
}
