import {AREA_TITLES, areaOfPath, type Area} from '../content/docAreas';
import {MAX_PRINT_SIDEBAR_PAGES, PRINT_PREFIX, twinPath} from '../content/readerToolRoutes';
import {baseUrlPrefix} from '../content/baseUrl';

export {twinPath};

/** Site-level files built from the Markdown twins: llms.txt, llms-full.txt, robots.txt; and the sidebar order. */

export interface TwinDoc {
  id: string;
  title: string;
  description: string;
  /** Route without the base URL, e.g. "/dev-docs/quick-start". */
  route: string;
}

/** The shape of a loaded sidebar item that matters here (a structural subset of the docs plugin's type). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarNode[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

/** Doc ids in reading order: each sidebar in turn, a category's own page before its items. */
export function sidebarDocIds(sidebars: Readonly<Record<string, readonly SidebarNode[]>>): string[] {
  const ids: string[] = [];
  const walk = (items: readonly SidebarNode[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') ids.push(item.id);
      else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return [...new Set(ids)];
}

/** Every doc once, in sidebar order, then the docs of no sidebar by route. */
export function inReadingOrder<T extends TwinDoc>(docs: readonly T[], sidebarIds: readonly string[]): T[] {
  const rank = new Map(sidebarIds.map((id, index) => [id, index]));
  return [...docs].sort((a, b) => {
    const ra = rank.get(a.id) ?? Number.MAX_SAFE_INTEGER;
    const rb = rank.get(b.id) ?? Number.MAX_SAFE_INTEGER;
    return ra - rb || a.route.localeCompare(b.route);
  });
}

/** "https://docs.tessera.dev" + "/docs/" gives "https://docs.tessera.dev/docs" (no trailing slash). */
export function siteRoot(siteUrl: string, baseUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${baseUrlPrefix(baseUrl)}`;
}

export interface SiteInfo {
  title: string;
  summary: string;
  root: string;
}

/** Areas that an agent may skip: listed under the llms.txt proposal's "Optional" section. */
const OPTIONAL_AREAS: readonly Area[] = ['snippets'];

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Link text with its brackets escaped, so "plugins[i18n]" does not end the link early. */
const linkText = (value: string) => oneLine(value).replace(/[[\]\\]/g, '\\$&');

/** The docs version an llms.txt lists, and (for the latest version's) the frozen versions it links to. */
export interface LlmsVersions {
  /** The listed version's path ("" for the latest, "/5.5" for a frozen 5.5), left out of routes to find their area. */
  versionPath: string;
  /** The frozen versions, each listed by its own `<path>/llms.txt` under "Other versions". */
  otherVersions?: readonly {label: string; path: string}[];
}

/**
 * llms.txt per the llms.txt proposal: H1, blockquote summary, then one H2 list of pages per area, for one docs
 * version; the latest version's (/llms.txt) ends with a list of the frozen versions' own llms.txt.
 */
export function llmsTxt(
  site: SiteInfo,
  docs: readonly TwinDoc[],
  {versionPath, otherVersions = []}: LlmsVersions = {versionPath: ''},
): string {
  const byArea = new Map<Area, TwinDoc[]>();
  for (const doc of docs) {
    const area = areaOfPath(doc.route, versionPath);
    byArea.set(area, [...(byArea.get(area) ?? []), doc]);
  }
  const item = (doc: TwinDoc) => `- [${linkText(doc.title)}](${site.root}${twinPath(doc.route)}): ${oneLine(doc.description)}`;
  const areas = (Object.keys(AREA_TITLES) as Area[]).filter((area) => byArea.has(area));
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}`,
    '',
    `Every page below is Markdown: its web page is the same URL without \`.md\`. All pages in one file, in reading order: ${site.root}${versionPath}/llms-full.txt`,
    '',
  ];
  for (const area of areas.filter((a) => !OPTIONAL_AREAS.includes(a))) {
    lines.push(`## ${AREA_TITLES[area]}`, '', ...byArea.get(area)!.map(item), '');
  }
  const optional = areas.filter((a) => OPTIONAL_AREAS.includes(a)).flatMap((area) => byArea.get(area)!);
  if (otherVersions.length) {
    lines.push(
      '## Other versions',
      '',
      ...otherVersions.map(
        (other) => `- [${linkText(other.label)}](${site.root}${other.path}/llms.txt): the pages of version ${oneLine(other.label)}`,
      ),
      '',
    );
  }
  if (optional.length) lines.push('## Optional', '', ...optional.map(item), '');
  return lines.join('\n');
}

function withoutFrontMatter(markdown: string): string {
  return markdown.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/** /llms-full.txt: every twin, in reading order, each introduced by its URL. */
export function llmsFullTxt(site: SiteInfo, pages: readonly {doc: TwinDoc; markdown: string}[]): string {
  const header = `# ${site.title}\n\n> ${oneLine(site.summary)}\n`;
  const body = pages.map(({doc, markdown}) => `<!-- Source: ${site.root}${doc.route} -->\n\n${withoutFrontMatter(markdown).trim()}\n`);
  return [header, ...body].join('\n');
}

/** robots.txt: everything may be crawled except the print layouts; the sitemap is named by its absolute URL. */
export function robotsTxt(root: string, baseUrl: string): string {
  return ['User-agent: *', `Disallow: ${baseUrlPrefix(baseUrl)}${PRINT_PREFIX}/`, '', `Sitemap: ${root}/sitemap.xml`, ''].join('\n');
}

export interface PrintSection {
  /** The category's label. */
  title: string;
  /** Route of the category's own page; the print layout is served at printRouteOf(route). */
  route: string;
  /** Doc ids in order: the category's page, then every page below it, depth first. */
  docIds: string[];
}

/**
 * The printable sections: every sidebar of at most MAX_PRINT_SIDEBAR_PAGES pages (keyed by its first page), and every
 * sidebar category that has a page of its own, each with all the docs below it in order (first one wins a route).
 */
export function printSections(
  sidebars: Readonly<Record<string, readonly SidebarNode[]>>,
  routeOfId: (id: string) => string | undefined,
): PrintSection[] {
  const sections = new Map<string, PrintSection>();
  const walk = (items: readonly SidebarNode[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      const route = item.link?.type === 'doc' && item.link.id ? routeOfId(item.link.id) : undefined;
      if (route && !sections.has(route)) sections.set(route, {title: item.label, route, docIds: sidebarDocIds({section: [item]})});
      walk(item.items);
    }
  };
  for (const items of Object.values(sidebars)) {
    const ids = sidebarDocIds({sidebar: items});
    const route = ids[0] ? routeOfId(ids[0]) : undefined;
    if (route && ids.length <= MAX_PRINT_SIDEBAR_PAGES && !sections.has(route)) sections.set(route, {title: '', route, docIds: ids});
  }
  for (const items of Object.values(sidebars)) walk(items);
  return [...sections.values()];
}
