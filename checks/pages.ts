import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_OPTIONS as DOCS_DEFAULTS} from '@docusaurus/plugin-content-docs/lib/options.js';
import {Globby} from '@docusaurus/utils';
import {load as loadYaml} from 'js-yaml';
import type {PageModel} from '../src/lib/pageModel/types';
import {pageModels, pageModelsSettled, type SitePage} from '../src/lib/pageModel/site';
import {siteRoot} from '../src/lib/markdownTwin/site';
import {readSettings} from '../src/settings';
import {splitFrontMatter} from './frontMatter';

export const ROOT = path.resolve(__dirname, '..');
export const DOCS_DIR = path.join(ROOT, 'docs');
/** Where `docusaurus docs:version <name>` freezes the docs of a release (versioned_docs/version-<name>/). */
export const FROZEN_DOCS_DIR = path.join(ROOT, 'versioned_docs');

/**
 * Why a path is not checked when it is in a frozen docs version: the checks hold the docs being written (docs/) to
 * today's model; a version is checked until it is cut, and its pages are never held to a newer model (README,
 * "Releases"). Null for any other path.
 */
export function frozenVersionProblem(absolute: string): string | null {
  if (absolute !== FROZEN_DOCS_DIR && !absolute.startsWith(FROZEN_DOCS_DIR + path.sep)) return null;
  return `${path.relative(ROOT, absolute)} is in a frozen docs version: the checks read only the docs being written (docs/), against today's model; a version is checked until it is cut, never after (README, "Releases")`;
}

/**
 * Every page the docs plugin routes, found as the plugin finds its pages: its own `include` and `exclude` patterns
 * (docusaurus.config.ts keeps the defaults) under docs/, so a partial (`_x.mdx`), `_templates/` or `_ledger/` is no
 * page here either.
 */
export function listPages(dir = DOCS_DIR): string[] {
  return Globby.sync(DOCS_DEFAULTS.include, {cwd: dir, ignore: DOCS_DEFAULTS.exclude})
    .map((file) => path.join(dir, file))
    .sort();
}

/** The routes of tests/routes.txt, every route the site must serve (one per line; `#` starts a comment line). */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'tests/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** A file's path relative to docs/, with forward slashes ("user-docs/intro.mdx"). */
export function docsPath(file: string): string {
  return path.relative(DOCS_DIR, file).split(path.sep).join('/');
}

/**
 * A page's source as the fact checks scan it: its path under docs/, its body without front matter, and the line of
 * the file the body starts on (to report a body line as a file line).
 */
export function readSource(file: string): {path: string; body: string; bodyLine: number} {
  const raw = fs.readFileSync(file, 'utf8');
  const {body} = splitFrontMatter(raw);
  return {path: docsPath(file), body, bodyLine: raw.slice(0, raw.length - body.length).split('\n').length};
}

export function readTags(): Map<string, {label: string; description: string}> {
  const parsed = loadYaml(fs.readFileSync(path.join(DOCS_DIR, 'tags.yml'), 'utf8')) as Record<string, {label: string; description: string}>;
  return new Map(Object.entries(parsed ?? {}));
}

function modelSite(): {siteDir: string; siteRoot: string} {
  const settings = readSettings(process.env);
  return {siteDir: ROOT, siteRoot: siteRoot(settings.siteUrl, settings.baseUrl)};
}

/**
 * The page models of the given MDX files, read as a build reads them (and shared with it through the model cache);
 * `docsDir` is the folder their routes start from (a locale's folder for translated pages).
 */
export async function readModels(files: readonly string[], docsDir = DOCS_DIR): Promise<PageModel[]> {
  return pageModels(pagesOfFiles(files, docsDir), modelSite());
}

/** As readModels, with the error of a page that cannot be read in its place. */
export async function readModelsSettled(files: readonly string[]): Promise<(PageModel | Error)[]> {
  return pageModelsSettled(pagesOfFiles(files, DOCS_DIR), modelSite());
}

/**
 * The pages of the given MDX files as the checks read them, outside Docusaurus: the route from the path under
 * `docsDir` (the docs plugin's default), no metadata beyond it.
 */
export function pagesOfFiles(files: readonly string[], docsDir: string): SitePage[] {
  return files.map((sourceFile) => ({
    docId: null,
    docusaurusTag: 'docs-default-current',
    // The checks read the docs being written only (docs/); a frozen version is never re-checked (README, "Releases").
    version: null,
    route: `/${path
      .relative(docsDir, sourceFile)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')
      .replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'),
    sourceFile,
    title: '',
    description: '',
    tags: [],
    breadcrumb: null,
  }));
}
