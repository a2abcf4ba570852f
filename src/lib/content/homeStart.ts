/**
 * What the home page (/home/Home) shows, derived at build time from the docs plugin's sidebars and docs,
 * so that it follows every change to sidebars.ts and to the pages' tags without being edited.
 */

import {AREA_TITLES} from './docAreas';

/** The part of a processed sidebar item this module reads (a subset of the docs plugin's SidebarItem). */
export type SidebarNode =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string; className?: string}
  | {type: 'category'; label: string; items: SidebarNode[]; link?: {type: string; id?: string; permalink?: string}}
  | {type: 'html'};

export interface DocRef {
  permalink: string;
  title: string;
}

export interface MainSection {
  label: string;
  href: string;
  /** Pages under this entry (1 for a single page, 0 for a link to another sidebar). */
  pages: number;
}

function docsUnder(node: SidebarNode): string[] {
  if (node.type === 'doc' || node.type === 'ref') return [node.id];
  if (node.type !== 'category') return [];
  const own = node.link?.type === 'doc' && node.link.id ? [node.link.id] : [];
  return [...own, ...node.items.flatMap(docsUnder)];
}

/** The top-level entries of a sidebar, each with the page it opens and how many pages it holds. */
export function mainSections(sidebar: readonly SidebarNode[], docs: ReadonlyMap<string, DocRef>): MainSection[] {
  const sections: MainSection[] = [];
  for (const node of sidebar) {
    if (node.type === 'html') continue;
    if (node.type === 'link') {
      // a link to another sidebar of the area (the REST API, the migration guide) is a main section too; back links are not
      if (node.href.startsWith('/') && !node.className?.includes('sidebar-back-link'))
        sections.push({label: node.label, href: node.href, pages: 0});
      continue;
    }
    const ids = docsUnder(node).filter((id) => docs.has(id));
    const first = ids[0] ? docs.get(ids[0]) : undefined;
    if (!first) continue;
    const label = node.type === 'category' ? node.label : (node.label ?? first.title);
    sections.push({label, href: first.permalink, pages: ids.length});
  }
  return sections;
}

/** The three areas of the home page, each read from its sidebar in sidebars.ts. */
export const HOME_AREAS = [
  {id: 'user-docs', title: AREA_TITLES['user-docs'], href: '/user-docs/intro', sidebar: 'userDocsSidebar'},
  {id: 'dev-docs', title: AREA_TITLES['dev-docs'], href: '/dev-docs/intro', sidebar: 'devDocsSidebar'},
  {id: 'cloud', title: AREA_TITLES.cloud, href: '/cloud/intro', sidebar: 'cloudSidebar'},
] as const;

export interface HomeStart {
  areas: {id: string; title: string; href: string; sections: MainSection[]}[];
  tags: TagUse[];
}

export interface TagUse {
  label: string;
  permalink: string;
  count: number;
}

/** The `limit` tags used by the most pages, most used first (ties by label). */
export function mostUsedTags(docs: readonly {tags: readonly {label: string; permalink: string}[]}[], limit = 12): TagUse[] {
  const uses = new Map<string, TagUse>();
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = uses.get(tag.permalink) ?? {label: tag.label, permalink: tag.permalink, count: 0};
      entry.count += 1;
      uses.set(tag.permalink, entry);
    }
  }
  return [...uses.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)).slice(0, limit);
}

/** The anchor of a release's heading on /release-notes ("5.5.0" -> "5-5-0"). */
export function releaseAnchor(version: string): string {
  return version.replace(/\./g, '-');
}
