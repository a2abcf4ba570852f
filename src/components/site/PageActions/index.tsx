import React, {useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useDoc, useDocsSidebar, useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {MAX_PRINT_SIDEBAR_PAGES, printRouteOf, twinPath} from '@site/src/lib/content/readerToolRoutes';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy; use View as Markdown',
};

/** The pages of a sidebar in order (a category's own page first), as the print-sections plugin counts them. */
function pageHrefs(items: readonly PropSidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'link') return item.docId ? [item.href] : [];
    if (item.type === 'category') return [...(item.href ? [item.href] : []), ...pageHrefs(item.items)];
    return [];
  });
}

/**
 * The reader tools at the top of every doc page: Copy page (the page's Markdown twin to the clipboard),
 * View as Markdown, and Print section. The copy logic loads on first use; the status line is announced
 * politely and keeps its space, so nothing moves.
 */
export default function PageActions(): ReactNode {
  const {metadata} = useDoc();
  const breadcrumbs = useSidebarBreadcrumbs();
  const baseUrl = useBaseUrl('/');
  const [status, setStatus] = useState<Status>('idle');
  const route = metadata.permalink.startsWith(baseUrl) ? `/${metadata.permalink.slice(baseUrl.length)}` : metadata.permalink;
  const twinUrl = useBaseUrl(twinPath(route));
  const sidebar = useDocsSidebar();
  // The nearest category with a page of its own; else the whole sidebar when it is small enough to print.
  const category = [...(breadcrumbs ?? [])].reverse().find((item) => item.type === 'category' && item.href)?.href;
  const sidebarPages = category ? [] : pageHrefs(sidebar?.items ?? []);
  const sectionHref = category ?? (sidebarPages.length > 0 && sidebarPages.length <= MAX_PRINT_SIDEBAR_PAGES ? sidebarPages[0] : undefined);
  const sectionRoute = sectionHref ? `/${sectionHref.slice(baseUrl.length)}` : null;
  const printUrl = useBaseUrl(sectionRoute ? printRouteOf(sectionRoute) : '/');
  // A plain link, not <Link>: <Link> prefetches its route when seen, and a print route loads every page of its
  // section (57 chunks, 480 kB gzip for the v4-to-v5 breaking changes). The build still checks it like a <Link>.
  // printRouteOf drops the trailing slash, as <Link> does with the site's `trailingSlash: false`.
  const brokenLinks = useBrokenLinks();
  if (sectionRoute) brokenLinks.collectLink(printUrl);

  const copy = () => {
    setStatus('copying');
    import('./copyText')
      .then(({copyUrlText}) => copyUrlText(twinUrl))
      .then(
        () => setStatus('copied'),
        () => setStatus('failed'),
      );
  };

  return (
    <nav className={`${styles.actions} page-actions`} aria-label="Page tools">
      <button type="button" className={styles.action} onClick={copy} aria-disabled={status === 'copying'}>
        Copy page
      </button>
      <a className={styles.action} href={twinUrl} type="text/markdown">
        View as Markdown
      </a>
      {sectionRoute && (
        <a className={styles.action} href={printUrl} rel="nofollow">
          Print section
        </a>
      )}
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[status]}
      </span>
    </nav>
  );
}
