/**
 * The rules every page under docs/ must meet (writing guide, "Content checks"), read from the page's model
 * (src/lib/pageModel): front matter, words of prose, headings, links and components as the site renders them.
 * Pure functions: checks/content/allPages.ts reads the models; checks/tests/contentCheck.test.ts runs them.
 */

import {GLOBAL_COMPONENTS} from '../../src/lib/content/mdxComponents';
import {areaOfPath, type Area} from '../../src/lib/content/docAreas';
import {leadWords, wordsOf} from '../../src/lib/pageModel/prose';
import type {PageModel, SourcePosition} from '../../src/lib/pageModel/types';

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const MIN_TAGS = 2;
/** Front matter `keywords` (readers' words for what the page covers): at most this many, each this long at most. */
export const MAX_KEYWORDS = 8;
export const MAX_KEYWORD_CHARS = 60;
/** Goal 4 of the writing guide: a page spends at most about this many words of prose before its first useful line. */
export const LEAD_MAX_WORDS = 50;

export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /coming soon/i];

/** What the page rules read of a page. */
export type CheckedModel = Pick<PageModel, 'sourceFile' | 'frontMatter' | 'body' | 'headings' | 'links' | 'components' | 'files'>;

export interface PageInput {
  /** Path relative to docs/, e.g. "user-docs/intro.mdx". */
  path: string;
  model: CheckedModel;
}

export interface PageReport {
  path: string;
  /** The docs area (src/lib/content/docAreas.ts); pages at the top of docs/ count as other pages. */
  area: Area;
  words: number;
  problems: string[];
}

export function isSnippet(path: string): boolean {
  return path.startsWith('snippets/');
}

/** Returns a message for the first skipped heading level (the page title counts as level 1). */
export function skippedHeading(levels: readonly number[]): string | null {
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) return `heading level ${level} follows level ${previous}`;
    previous = level;
  }
  return null;
}

/** Whether a place is in the page's own file (a snippet's links and components are checked on the snippet). */
const inFile = (model: CheckedModel) => (position: SourcePosition | null) => position === null || position.file === model.sourceFile;

/** The site-relative targets a page links to: Markdown links and `href` / `to` props, as written. */
function linkTargets(model: CheckedModel, ownFileOnly: boolean): string[] {
  const keep = ownFileOnly ? inFile(model) : () => true;
  return [
    ...model.links.filter((link) => keep(link.position)).map((link) => link.url),
    ...model.components
      .filter((use) => keep(use.position))
      .flatMap((use) => [use.props.href, use.props.to])
      .filter((url): url is string => typeof url === 'string'),
  ];
}

const RELATIVE = /^(?:\.{1,2}\/|[\w-]+\.mdx?(?:[#?]|$))/;
const ROOT_RELATIVE = /^\/(?!\/)/;

/** Whether the page, as rendered, links to another page of the site (a card list counts). */
export function hasInternalLink(model: CheckedModel): boolean {
  return (
    linkTargets(model, false).some((url) => ROOT_RELATIVE.test(url) || RELATIVE.test(url)) ||
    model.components.some((use) => use.name === 'DocCardList')
  );
}

/** Root-relative page links of the page's own file whose route is not a route of the site. */
export function brokenLinks(model: CheckedModel, routes: ReadonlySet<string>): string[] {
  return linkTargets(model, true).filter((target) => {
    if (!ROOT_RELATIVE.test(target)) return false;
    const route = target.split(/[#?]/)[0]!.replace(/\/$/, '') || '/';
    if (/\.[a-z0-9]+$/i.test(route) || route.startsWith('/img/') || route.startsWith('/tags')) return false;
    return !routes.has(route);
  });
}

/** Relative links (./page, ../page, page.mdx) of the page's own file: the writing guide asks for root-relative routes. */
export function relativeLinks(model: CheckedModel): string[] {
  return linkTargets(model, true).filter((url) => RELATIVE.test(url));
}

/** Components of the page's own file that are neither global components nor imported by it. */
export function unknownComponents(model: CheckedModel): string[] {
  const own = inFile(model);
  const names = model.components
    .filter((use) => own(use.position) && !use.imported && /^[A-Z]/.test(use.name) && !GLOBAL_COMPONENTS.has(use.name))
    .map((use) => use.name);
  return [...new Set(names)].sort();
}

function tagSlugs(tags: unknown): string[] | null {
  if (!Array.isArray(tags)) return null;
  return tags.map((tag) => (typeof tag === 'string' ? tag : String((tag as {label?: unknown})?.label ?? tag)));
}

function keywordProblem(keywords: unknown): string | null {
  if (
    !Array.isArray(keywords) ||
    keywords.some(
      (keyword) => typeof keyword !== 'string' || !keyword.trim() || keyword.length > MAX_KEYWORD_CHARS || keyword.includes(','),
    )
  ) {
    return `front matter: keywords must be a list of phrases of 1 to ${MAX_KEYWORD_CHARS} characters without commas`;
  }
  if (keywords.length > MAX_KEYWORDS) return `front matter: ${keywords.length} keywords (at most ${MAX_KEYWORDS})`;
  if (new Set(keywords.map((keyword: string) => keyword.toLowerCase())).size < keywords.length)
    return 'front matter: a keyword is listed twice';
  return null;
}

export function checkPage({path, model}: PageInput, knownTags: ReadonlySet<string>): PageReport {
  const problems: string[] = [];
  const fm = model.frontMatter;
  const snippet = isSnippet(path);

  if (typeof fm.title !== 'string' || fm.title.trim() === '') problems.push('front matter: missing title');
  if (typeof fm.description !== 'string') {
    problems.push('front matter: missing description');
  } else if (fm.description.length < DESCRIPTION_MIN || fm.description.length > DESCRIPTION_MAX) {
    problems.push(`front matter: description is ${fm.description.length} characters (${DESCRIPTION_MIN}-${DESCRIPTION_MAX})`);
  }
  const tags = tagSlugs(fm.tags);
  if (!tags || tags.length < MIN_TAGS) problems.push(`front matter: ${tags?.length ?? 0} tags (at least ${MIN_TAGS})`);
  for (const tag of tags ?? []) {
    if (!knownTags.has(tag)) problems.push(`front matter: tag "${tag}" is not in docs/tags.yml`);
  }
  if (fm.keywords !== undefined) {
    const problem = keywordProblem(fm.keywords);
    if (problem) problems.push(problem);
  }

  // The body's placeholders, comments and code spans included, are found in its source (facts.ts placeholderProblems).
  const text = `${String(fm.title ?? '')}\n${String(fm.description ?? '')}`;
  for (const pattern of PLACEHOLDER_PATTERNS) {
    if (pattern.test(text)) problems.push(`front matter: placeholder text matches ${pattern}`);
  }

  // No word floor: a page is as long as its task needs; a stub is what the editors' review and the ledger catch.

  if (!snippet && !hasInternalLink(model)) problems.push('no link to another page');

  if (!snippet) {
    const lead = leadWords(model.body);
    if (lead > LEAD_MAX_WORDS)
      problems.push(
        `${lead} words of prose before the first heading, step, table or code block (at most ${LEAD_MAX_WORDS}): lead with the task`,
      );
  }

  const skipped = skippedHeading(model.headings.map((heading) => heading.depth));
  if (skipped) problems.push(skipped);

  for (const name of unknownComponents(model)) problems.push(`unknown component <${name}> (not global, not imported)`);
  for (const link of relativeLinks(model)) problems.push(`relative link ${link}: use a root-relative route such as /dev-docs/cli`);

  return {path, area: areaOfPath(path), words: wordsOf(model.body), problems};
}

export interface AreaSummary {
  area: Area;
  pages: number;
  words: number;
  failures: number;
}

export function summarize(reports: PageReport[]): AreaSummary[] {
  const byArea = new Map<Area, AreaSummary>();
  for (const report of reports) {
    const summary = byArea.get(report.area) ?? {area: report.area, pages: 0, words: 0, failures: 0};
    summary.pages += 1;
    summary.words += report.words;
    if (report.problems.length > 0) summary.failures += 1;
    byArea.set(report.area, summary);
  }
  return [...byArea.values()].sort((a, b) => a.area.localeCompare(b.area));
}

/**
 * Maps each snippet (path relative to docs/) to the pages that show it, sorted; a snippet no page shows maps to [].
 * `pathOf` gives the docs-relative path of a file the models read.
 */
export function snippetImporters(pages: readonly PageInput[], pathOf: (file: string) => string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const page of pages) if (isSnippet(page.path)) map.set(page.path, []);
  for (const page of pages) {
    for (const file of page.model.files.slice(1)) {
      const snippet = pathOf(file);
      map.set(snippet, [...(map.get(snippet) ?? []), page.path].sort());
    }
  }
  return map;
}

/** The release-notes page must have one "## x.y.z {#x-y-z}" heading per release, in the order of the data. */
export function releaseHeadingProblems(model: Pick<PageModel, 'headings'>, versions: readonly string[]): string[] {
  const found = model.headings
    .filter((heading) => heading.depth === 2 && /^\d+\.\d+\.\d+$/.test(heading.text.trim()))
    .map((heading) => ({version: heading.text.trim(), id: heading.id}));
  const problems: string[] = [];
  if (found.map((f) => f.version).join() !== versions.join()) {
    problems.push(`release headings ${found.map((f) => f.version).join(', ')} do not match src/model/releases.ts (${versions.join(', ')})`);
  }
  for (const f of found)
    if (f.id !== f.version.replace(/\./g, '-'))
      problems.push(`heading ${f.version} has the anchor #${f.id}, expected #${f.version.replace(/\./g, '-')}`);
  return problems;
}

/** The snippet that opens the migration section of a breaking-change page, per codemod value of its card. */
export const CODEMOD_SNIPPETS: Readonly<Record<'yes' | 'partly' | 'no', string>> = {
  yes: 'snippets/breaking-change-handled-by-codemod.mdx',
  partly: 'snippets/breaking-change-partially-handled-by-codemod.mdx',
  no: 'snippets/breaking-change-not-handled-by-codemod.mdx',
};

/** A breaking-change page shows the codemod snippet that matches its card, and no other one. */
export function codemodSnippetProblems(model: CheckedModel, pathOf: (file: string) => string): string[] {
  const card = model.components.find((use) => use.name === 'BreakingChangeCard');
  const value = card?.props.codemod;
  if (!card || (value !== 'yes' && value !== 'partly' && value !== 'no')) return [];
  const where = card.position ? `line ${card.position.line}: ` : '';
  const shown = model.files.slice(1).map(pathOf);
  const problems: string[] = [];
  for (const [other, snippet] of Object.entries(CODEMOD_SNIPPETS)) {
    if (other !== value && shown.includes(snippet))
      problems.push(`${where}the card says codemod="${value}" but the page shows ${snippet} (codemod="${other}")`);
  }
  if (!shown.includes(CODEMOD_SNIPPETS[value]))
    problems.push(`${where}the card says codemod="${value}": import and show ${CODEMOD_SNIPPETS[value]} in the migration section`);
  return problems;
}
