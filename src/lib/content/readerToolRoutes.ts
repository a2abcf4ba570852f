/** Where the reader tools live, relative to the base URL; shared by the plugins and the page's actions (browser-safe). */

/** The twin's path for a route: "/dev-docs/quick-start" gives "/dev-docs/quick-start.md". */
export function twinPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}

/** The print layout of a sidebar section whose index page is at `route`: "/dev-docs/api/rest" gives "/print/dev-docs/api/rest". */
export const PRINT_PREFIX = '/print';

export function printRouteOf(route: string): string {
  return `${PRINT_PREFIX}${route.replace(/\/+$/, '')}`;
}

/**
 * A whole sidebar is a printable section too (keyed by its first page) when it holds at most this many pages;
 * larger sidebars print by category.
 */
export const MAX_PRINT_SIDEBAR_PAGES = 40;
