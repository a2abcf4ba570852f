/**
 * The content rules every page under docs/ must meet (writing guide, "Content checks").
 * Pure functions: the caller reads files; tests/unit/content.test.ts and scripts/check-content.ts run them.
 */

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const MIN_TAGS = 2;
export const MIN_WORDS_PAGE = 300;
export const MIN_WORDS_SHORT = 80;

export const PLACEHOLDER_PATTERNS: readonly RegExp[] = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /coming soon/i];

export interface FrontMatter {
  title?: unknown;
  description?: unknown;
  tags?: unknown;
  category_index?: unknown;
  [key: string]: unknown;
}

export interface PageInput {
  /** Path relative to docs/, e.g. "user-docs/intro.mdx". */
  path: string;
  frontMatter: FrontMatter;
  /** The MDX body without front matter. */
  body: string;
}

export interface PageReport {
  path: string;
  area: string;
  words: number;
  problems: string[];
}

/** The docs area a page belongs to: its first folder, or "root" for pages at the top of docs/. */
export function areaOf(path: string): string {
  const [first, ...rest] = path.split('/');
  return rest.length > 0 ? first! : 'root';
}

export function isSnippet(path: string): boolean {
  return path.startsWith('snippets/');
}

/** Removes fenced code blocks (``` and ~~~), keeping the line count. */
export function stripCodeBlocks(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const match = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (match && match[1]!.startsWith(fence)) fence = null;
      out.push('');
    } else if (match) {
      fence = match[1]!;
      out.push('');
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/** The prose of a page: no code, imports, exports, comments, JSX tags or markdown syntax. */
export function proseOf(body: string): string {
  return stripCodeBlocks(body)
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, ' code ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*:::\w*.*$/gm, ' ')
    .replace(/[#>*_|~=-]+/g, ' ');
}

export function countWords(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? []).length;
}

/** Heading levels in document order, outside code blocks. */
export function headingLevels(body: string): number[] {
  return stripCodeBlocks(body)
    .split('\n')
    .map((line) => /^(#{1,6})\s+\S/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => match[1]!.length);
}

/** Returns a message for the first skipped heading level (the page title counts as level 1). */
export function skippedHeading(levels: number[]): string | null {
  let previous = 1;
  for (const level of levels) {
    if (level > previous + 1) return `heading level ${level} follows level ${previous}`;
    previous = level;
  }
  return null;
}

/** Whether the body links to another page of the site. */
export function hasInternalLink(body: string): boolean {
  const text = stripCodeBlocks(body);
  return (
    /\]\((\/|\.{1,2}\/|[\w-]+\.mdx?)/.test(text) ||
    /\b(href|to)=["']\//.test(text) ||
    /<DocCardList\b/.test(text)
  );
}

function tagSlugs(tags: unknown): string[] | null {
  if (!Array.isArray(tags)) return null;
  return tags.map((tag) => (typeof tag === 'string' ? tag : String((tag as {label?: unknown})?.label ?? tag)));
}

export function checkPage(page: PageInput, knownTags: ReadonlySet<string>): PageReport {
  const problems: string[] = [];
  const fm = page.frontMatter;
  const snippet = isSnippet(page.path);
  const short = snippet || fm.category_index === true;

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

  const raw = `${String(fm.title ?? '')}\n${String(fm.description ?? '')}\n${page.body}`;
  for (const pattern of PLACEHOLDER_PATTERNS) {
    if (pattern.test(stripCodeBlocks(raw))) problems.push(`placeholder text matches ${pattern}`);
  }

  const words = countWords(proseOf(page.body));
  const floor = short ? MIN_WORDS_SHORT : MIN_WORDS_PAGE;
  if (words < floor) problems.push(`${words} words of prose (at least ${floor})`);

  if (!snippet && !hasInternalLink(page.body)) problems.push('no link to another page');

  const skipped = skippedHeading(headingLevels(page.body));
  if (skipped) problems.push(skipped);

  return {path: page.path, area: areaOf(page.path), words, problems};
}

export interface AreaSummary {
  area: string;
  pages: number;
  words: number;
  failures: number;
}

export function summarize(reports: PageReport[]): AreaSummary[] {
  const byArea = new Map<string, AreaSummary>();
  for (const report of reports) {
    const summary = byArea.get(report.area) ?? {area: report.area, pages: 0, words: 0, failures: 0};
    summary.pages += 1;
    summary.words += report.words;
    if (report.problems.length > 0) summary.failures += 1;
    byArea.set(report.area, summary);
  }
  return [...byArea.values()].sort((a, b) => a.area.localeCompare(b.area));
}

/** Components every page can use without an import (src/theme/MDXComponents.tsx). */
export const GLOBAL_COMPONENTS: ReadonlySet<string> = new Set([
  'Tabs', 'TabItem', 'DocCardList', 'ThemedImage', 'ApiCall', 'Request', 'Response', 'Annotation', 'Badge',
  'AlphaBadge', 'BetaBadge', 'FutureBadge', 'EnterpriseBadge', 'GrowthBadge', 'CloudFreeBadge', 'CloudEssentialBadge',
  'CloudProBadge', 'CloudScaleBadge', 'NewBadge', 'UpdatedBadge', 'VersionBadge', 'BreakingChangeCard', 'Card',
  'CardGrid', 'Columns', 'Column', 'Icon', 'InteractiveQueryBuilder', 'InterfaceMap', 'MultiLanguageSwitcher', 'ProjectTree',
  'ScreenshotNumber', 'SubtleCallout', 'ThemedScreenshot',
]);

/** Capitalised JSX tags used outside code that are neither global components nor imported by the page. */
export function unknownComponents(body: string): string[] {
  const text = stripCodeBlocks(body).replace(/`[^`\n]*`/g, '');
  const imported = new Set<string>();
  for (const match of text.matchAll(/^\s*import\s+(?:(\w+)|\{([^}]*)\})/gm)) {
    if (match[1]) imported.add(match[1]);
    for (const name of (match[2] ?? '').split(',')) {
      const local = name.split(/\s+as\s+/).pop()?.trim();
      if (local) imported.add(local);
    }
  }
  const used = new Set([...text.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!));
  return [...used].filter((name) => !GLOBAL_COMPONENTS.has(name) && !imported.has(name)).sort();
}

/** Root-relative page links outside code whose route is not a route of the site. */
export function brokenLinks(body: string, routes: ReadonlySet<string>): string[] {
  const text = stripCodeBlocks(body).replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...text.matchAll(/\]\((\/[^)\s]*)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g)].map((m) => m[1]!),
  ];
  return targets.filter((target) => {
    const route = target.split(/[#?]/)[0]!.replace(/\/$/, '') || '/';
    if (/\.[a-z0-9]+$/i.test(route) || route.startsWith('/img/') || route.startsWith('/tags')) return false;
    return !routes.has(route);
  });
}

/** Relative links (./page, ../page, page.mdx): the writing guide asks for root-relative routes. */
export function relativeLinks(body: string): string[] {
  const text = stripCodeBlocks(body).replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(((?:\.{1,2}\/|[\w-]+\.mdx?)[^)\s]*)/g)].map((m) => m[1]!);
}
