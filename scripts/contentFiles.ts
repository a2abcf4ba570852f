import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {load as loadYaml} from 'js-yaml';
import type {PageInput} from '../src/lib/contentCheck';

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

export function readPage(file: string): PageInput {
  const {data, content} = matter(fs.readFileSync(file, 'utf8'));
  return {path: path.relative(DOCS_DIR, file).split(path.sep).join('/'), frontMatter: data, body: content};
}

export function readTags(): Map<string, {label: string; description: string}> {
  const parsed = loadYaml(fs.readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<string, {label: string; description: string}>;
  return new Map(Object.entries(parsed ?? {}));
}
