/**
 * In place of `@docusaurus/plugin-content-docs/lib/client/docsUtils.js` for the docs plugin's client (./index.ts):
 * the same hooks, with `useDocRootMetadata` (theme-classic's `DocRoot`, on every doc page) finding the page's route by a
 * lookup and rendering that route alone. The stock hook matches the pathname against every doc route in turn, then
 * renders a `<Switch>` of all of them, which matches them in turn again: on every doc page, work in proportion to the
 * number of docs. The Switch of one route renders the same route the Switch of all would have chosen (the first whose
 * path matches); routes the lookup cannot decide fall back to the stock hook.
 */
import type {RouteConfig} from 'react-router-config';
import {useLocation} from '@docusaurus/router';
import renderRoutes from '@docusaurus/renderRoutes';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import * as stock from '@docusaurus/plugin-content-docs/lib/client/docsUtils.js';
import {isPlainPath, isPlainPathname, pathKey} from './docsClientUtils';

export const {
  useDocById,
  findSidebarCategory,
  findFirstSidebarItemCategoryLink,
  findFirstSidebarItemLink,
  useCurrentSidebarCategory,
  useCurrentSidebarSiblings,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  useVisibleSidebarItems,
  useSidebarBreadcrumbs,
  useDocsVersionCandidates,
  useLayoutDocsSidebar,
  useLayoutDoc,
  filterDocCardListItems,
} = stock;

/** Each key's first route (as `find` and `<Switch>` take the first match); null when a route is not a plain exact path. */
const routeIndexes = new WeakMap<readonly RouteConfig[], Map<string, RouteConfig> | null>();

function routeIndexOf(routes: readonly RouteConfig[]): Map<string, RouteConfig> | null {
  if (!routeIndexes.has(routes)) {
    const plain = routes.every(
      (route) => typeof route.path === 'string' && route.exact === true && !route.strict && !route.sensitive && isPlainPath(route.path),
    );
    let index: Map<string, RouteConfig> | null = null;
    if (plain) {
      index = new Map();
      for (const route of routes) if (!index.has(pathKey(route.path as string))) index.set(pathKey(route.path as string), route);
    }
    routeIndexes.set(routes, index);
  }
  return routeIndexes.get(routes)!;
}

export function useDocRootMetadata(props: Parameters<typeof stock.useDocRootMetadata>[0]): ReturnType<typeof stock.useDocRootMetadata> {
  const {route} = props;
  const location = useLocation();
  const versionMetadata = useDocsVersion();
  const docRoutes = route.routes ?? [];
  const index = routeIndexOf(docRoutes);
  // The fallback's hooks read contexts only (location, docs version), so calling it after ours changes no hook order.
  if (!index || !isPlainPathname(location.pathname)) return stock.useDocRootMetadata(props);
  const currentDocRoute = index.get(pathKey(location.pathname));
  if (!currentDocRoute) return null;
  const sidebarName = (currentDocRoute as {sidebar?: string}).sidebar;
  return {
    docElement: renderRoutes([currentDocRoute]),
    sidebarName,
    sidebarItems: sidebarName ? versionMetadata.docsSidebars[sidebarName] : undefined,
  };
}
