/**
 * The navbar search (there is no original to wrap: the classic theme leaves @theme/SearchBar to a search theme).
 * Derived from @docusaurus/theme-search-algolia 3.10.2's SearchBar (theme/SearchBar/index.tsx: the portal container,
 * the hit component as a router Link, contextual facet filters, "See all results") and @docsearch/react 3.9.0's
 * DocSearch component (button, keyboard shortcuts and modal; the button is rebuilt in ./SearchButton.tsx), talking to
 * whichever backend the settings select (src/plugins/search/client): the local engine by default, hosted DocSearch
 * when configured. Compare with both when upgrading either. Swizzle policy: src/theme/README.md.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchHit, DocSearchModal as Modal, DocSearchProps} from '@docsearch/react';
import '@docsearch/css/dist/style.css';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters} from '@site/src/lib/search/facets';
import {missingResultsUrl, searchPageUrl, toSitePath} from '@site/src/lib/search/links';
import {onSearchRequest} from '@site/src/lib/browser/openSearch';
import {searchBackend} from '@site/src/plugins/search/client';
import {isIndexBuilding, subscribeIndexBuilding} from '@site/src/plugins/search/client/LocalSearchClient';
import {useSiteSettings} from '@site/src/lib/browser/useSiteSettings';
import {useReadDocsVersion} from '@site/src/lib/browser/readDocsVersion';
import {INDEX_BUILDING_TEXT, searchTranslations} from './translations';
import {SearchButton, useSearchKeyboard} from './SearchButton';
import './styles.css';

let DocSearchModal: typeof Modal | null = null;

/**
 * The modal (all of @docsearch/react) runs on the button's first hover, focus, touch or shortcut. Its file is
 * prefetched when the browser is idle, so the modal still opens (and says it cannot fetch results) once offline.
 */
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return import(/* webpackPrefetch: true */ '@docsearch/react').then(
    ({DocSearchModal: loaded}) => {
      DocSearchModal = loaded;
    },
    (error: unknown) => {
      console.warn('[search] The search dialog could not be loaded (offline, or the site was updated).', error);
      throw error;
    },
  );
}

function Hit({hit, children}: {hit: {url: string}; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchBar(): ReactNode {
  const settings = useSiteSettings();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const backend = searchBackend(settings, baseUrl);
  const {locale, tags} = useContextualSearchFilters();
  // "See all results" keeps the version being read, on a site with several (the /search page is in no version).
  const readVersion = useReadDocsVersion();
  const pageVersion = readVersion.several ? readVersion.name : null;
  const searchParameters = useMemo(() => ({facetFilters: contextualFacetFilters(locale, tags)}), [locale, tags]);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // The index (or the hosted client) and the modal's code load on the button's first hover, focus or touch.
  // The local index loads the set of the docs version these filters name: the version being read.
  const warmUp = useCallback(() => {
    importModal().catch(() => undefined);
    void backend.client.warmUp(searchParameters.facetFilters);
  }, [backend, searchParameters]);

  const open = useCallback(() => {
    if (!container) {
      const element = document.createElement('div');
      element.dataset.searchBackend = backend.hosted ? 'hosted' : 'local';
      document.body.insertBefore(element, document.body.firstChild);
      setContainer(element);
    }
    void backend.client.warmUp(searchParameters.facetFilters);
    // Without the dialog's code, the search page (which needs none of it) takes the reader's query instead.
    importModal().then(
      () => setIsOpen(true),
      () => history.push(searchPageUrl(baseUrl, initialQuery ?? '', {version: pageVersion})),
    );
  }, [backend, container, history, baseUrl, initialQuery, pageVersion, searchParameters]);

  const returnFocusRef = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setIsOpen(false);
    (returnFocusRef.current ?? buttonRef.current)?.focus();
    returnFocusRef.current = null;
    setInitialQuery(undefined);
  }, []);

  // Other parts of the page (the landing page's search box) open this same modal through src/lib/browser/openSearch.
  const requestedQueryRef = useRef<string | null>(null);
  useEffect(
    () =>
      onSearchRequest(({query, returnFocusTo}) => {
        returnFocusRef.current = returnFocusTo ?? null;
        requestedQueryRef.current = query || null;
        setInitialQuery(undefined);
        open();
      }),
    [open],
  );
  // DocSearch 3.9 shows an initialQuery without searching it; a requested query is typed into the input instead,
  // so that its results show at once.
  useEffect(() => {
    const query = requestedQueryRef.current;
    const input = isOpen ? container?.querySelector<HTMLInputElement>('.DocSearch-Input') : null;
    if (!query || !input) return;
    requestedQueryRef.current = null;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }, [isOpen, container]);

  // `npm start` before its first index: searches wait for it, and the modal says why.
  const indexBuilding = useSyncExternalStore(subscribeIndexBuilding, isIndexBuilding, () => false);

  const onInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      open();
    },
    [open],
  );

  useSearchKeyboard({isOpen, onOpen: open, onClose: close, onInput, buttonRef});

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        history.push(itemUrl);
      },
      navigateNewTab({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({itemUrl}: {itemUrl: string}) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [history],
  );

  const resultsFooterComponent = useCallback<NonNullable<DocSearchProps['resultsFooterComponent']>>(
    ({state}) => (
      <Link to={searchPageUrl(baseUrl, state.query, {version: pageVersion})} onClick={close}>
        {`See all ${String(state.context.nbHits ?? 0)} results`}
      </Link>
    ),
    [baseUrl, close, pageVersion],
  );

  const transformSearchClient = useCallback<NonNullable<DocSearchProps['transformSearchClient']>>(
    () => backend.client as unknown as ReturnType<NonNullable<DocSearchProps['transformSearchClient']>>,
    [backend],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: toSitePath(item.url, settings.siteUrl)})),
    [settings.siteUrl],
  );

  return (
    <>
      <SearchButton
        ref={buttonRef}
        onMouseOver={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
        onClick={open}
        translations={searchTranslations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container &&
        createPortal(
          <>
            <DocSearchModal
              appId={backend.appId}
              apiKey={backend.apiKey}
              indexName={backend.indexName}
              placeholder="Search docs"
              initialScrollY={window.scrollY}
              initialQuery={initialQuery}
              onClose={close}
              navigator={navigator}
              hitComponent={Hit}
              transformItems={transformItems}
              transformSearchClient={transformSearchClient}
              resultsFooterComponent={resultsFooterComponent}
              searchParameters={searchParameters}
              maxResultsPerGroup={settings.searchMaxResultsPerGroup}
              getMissingResultsUrl={({query}) => missingResultsUrl(settings.docsIssuesUrl, query, window.location.href)}
              translations={searchTranslations.modal}
            />
            {indexBuilding && (
              <p className="search-index-building" role="status">
                {INDEX_BUILDING_TEXT}
              </p>
            )}
          </>,
          container,
        )}
    </>
  );
}
