/**
 * What the build would say about the sidebars, in a second: a sidebar route with no page (sidebars.ts throws, naming
 * it) and a page that no sidebar lists (the build accepts it; readers never find it).
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItem = {type?: string; id?: string; href?: string; items?: unknown[]; link?: {type?: string; id?: string}};

/** The doc ids and internal routes a sidebar item tree names. */
function namedRoutes(items: unknown, into: Set<string>): Set<string> {
  if (!Array.isArray(items)) return into;
  for (const raw of items) {
    const item = raw as SidebarItem;
    if (item.type === 'doc' && item.id) into.add(item.id);
    if (item.type === 'link' && item.href?.startsWith('/')) into.add(item.href.slice(1));
    if (item.link?.type === 'doc' && item.link.id) into.add(item.link.id);
    if (item.items) namedRoutes(item.items, into);
  }
  return into;
}

/**
 * The doc ids of pages that no sidebar names, among those that should be in one (pages with `displayed_sidebar: null`
 * are outside every sidebar on purpose; snippets are not pages of their own).
 */
export function pagesInNoSidebar(sidebars: SidebarsConfig, docIds: readonly string[]): string[] {
  const named = new Set<string>();
  for (const items of Object.values(sidebars)) namedRoutes(items, named);
  const asRoute = (id: string) => id.replace(/(^|\/)index$/, '');
  const namedRoutesSet = new Set([...named].map(asRoute));
  return docIds.filter((id) => !namedRoutesSet.has(asRoute(id)));
}

/** Loads sidebars.ts as the build does; its own check throws on a route with no page. */
export async function loadSidebars(root: string): Promise<{sidebars: SidebarsConfig | null; error: string | null}> {
  try {
    const loaded = (await import(pathToFileURL(path.join(root, 'sidebars.ts')).href)) as {
      default: SidebarsConfig | {default: SidebarsConfig};
    };
    const sidebars = 'default' in loaded.default ? (loaded.default.default as SidebarsConfig) : loaded.default;
    return {sidebars, error: null};
  } catch (error) {
    return {sidebars: null, error: error instanceof Error ? error.message : String(error)};
  }
}
