import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {HITS_PER_PAGE, MAX_QUERY_LENGTH} from '@site/src/lib/search/constants';
import {areaLabel} from '@site/src/lib/search/areas';
import {contextualFacetFilters} from '@site/src/lib/search/facets';
import {missingResultsUrl, parseSearchPageParams, searchPageUrl, toSitePath} from '@site/src/lib/search/links';
import {AREAS, LEVELS, type Area, type SearchHit, type SearchResponse} from '@site/src/lib/search/types';
import {searchBackend} from '@site/src/plugins/search/client';
import {useSiteSettings} from '@site/src/lib/browser/useSiteSettings';
import {useSearchPageScope} from '@site/src/lib/browser/readDocsVersion';
import styles from './search.module.css';
import {SEARCH_ERROR} from '@site/src/lib/content/uiText';

/**
 * The search results page (/search?q=...): every result of the same backend as the modal, 20 a page,
 * filtered by docs area, with the query, area and page kept in the address so the page can be linked to.
 */

type Answer = {key: string; response: SearchResponse | null; areaCounts: Record<string, number>};

function Highlighted({html, className}: {html: string; className?: string}): ReactNode {
  // Values come from the search backend, HTML-escaped with only the highlight tags added.
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function breadcrumb(hit: SearchHit): string[] {
  return LEVELS.map((level) => hit._highlightResult.hierarchy[level]?.value ?? '').filter(Boolean);
}

function ResultItem({hit, siteUrl}: {hit: SearchHit; siteUrl: string}): ReactNode {
  const trail = breadcrumb(hit);
  const title = trail[trail.length - 1] ?? hit.hierarchy.lvl1;
  return (
    <li className={styles.result}>
      <Link to={toSitePath(hit.url, siteUrl)} className={styles.resultTitle}>
        <Highlighted html={title} />
      </Link>
      <div className={styles.resultPath}>
        {trail.slice(0, -1).map((part, index) => (
          <React.Fragment key={index}>
            {index > 0 && ' › '}
            <Highlighted html={part} />
          </React.Fragment>
        ))}
      </div>
      {hit.content && <Highlighted className={styles.resultSnippet} html={hit._snippetResult.content.value} />}
    </li>
  );
}

function SearchForm({initial, onSubmit}: {initial: string; onSubmit: (query: string) => void}): ReactNode {
  const [draft, setDraft] = useState(initial);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label="Search docs"
        placeholder="Search docs"
        maxLength={MAX_QUERY_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value.slice(0, MAX_QUERY_LENGTH))}
      />
      <button type="submit" className="button button--primary">
        Search
      </button>
    </form>
  );
}

function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const settings = useSiteSettings();
  // The server renders the page without a query; reading the address only after hydration keeps the
  // first client render identical to the server's HTML (no React #418 text mismatch on /search?q=...).
  const isBrowser = useIsBrowser();
  const {query, area, page, version: versionParam} = parseSearchPageParams(isBrowser ? location.search : '');
  const {locale, tags, version} = useSearchPageScope(versionParam);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const facetFilters = useMemo(() => contextualFacetFilters(locale, tags), [locale, tags]);
  const key = JSON.stringify([query, area, page, facetFilters]);

  useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    const backend = searchBackend(settings, baseUrl, {complete: true});
    const common = {
      query,
      attributesToSnippet: ['content:30'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    };
    backend.client
      .search({
        requests: [
          {
            ...common,
            indexName: backend.indexName,
            hitsPerPage: HITS_PER_PAGE,
            page: page - 1,
            facetFilters: area ? [...facetFilters, `area:${area}`] : facetFilters,
          },
          {indexName: backend.indexName, query, hitsPerPage: 0, facets: ['area'], facetFilters},
        ],
      })
      .then(
        ({results}) => current && setAnswer({key, response: results[0]!, areaCounts: results[1]?.facets?.area ?? {}}),
        () => current && setAnswer({key, response: null, areaCounts: {}}),
      );
    return () => {
      current = false;
    };
  }, [key, query, area, page, settings, baseUrl, facetFilters]);

  const go = (next: {query?: string; area?: string | null; page?: number}) => {
    history.push(
      searchPageUrl(baseUrl, next.query ?? query, {
        area: next.area === undefined ? area : next.area,
        page: next.page ?? 1,
        version: versionParam,
      }),
    );
  };

  const state = !query.trim() ? 'idle' : answer?.key !== key ? 'loading' : answer.response ? 'done' : 'error';
  const response = state === 'done' ? answer!.response : null;
  const areaCounts = answer?.areaCounts ?? {};
  const total = Object.values(areaCounts).reduce((sum, count) => sum + count, 0);

  return (
    <>
      <Head>
        <title>{query ? `Search results for "${query}" | Tessera Docs` : 'Search the documentation | Tessera Docs'}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
        <SearchForm key={query} initial={query} onSubmit={(next) => go({query: next, page: 1})} />
        {version.several && (
          <p className={styles.count} data-search-version={version.name}>
            Searching the docs of version {version.label}
          </p>
        )}

        {query && (
          <div className={styles.areas} role="group" aria-label="Filter by docs area">
            <button type="button" className={styles.area} aria-pressed={!area} onClick={() => go({area: null, page: 1})}>
              All areas ({total})
            </button>
            {AREAS.filter((one) => areaCounts[one]).map((one) => (
              <button
                key={one}
                type="button"
                className={styles.area}
                aria-pressed={area === one}
                onClick={() => go({area: one === area ? null : one, page: 1})}>
                {areaLabel(one)} ({areaCounts[one]})
              </button>
            ))}
          </div>
        )}

        <div aria-live="polite" data-search-status={state}>
          {state === 'loading' && <p>Loading results…</p>}
          {state === 'error' && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>{SEARCH_ERROR.title}</p>
              <p>{SEARCH_ERROR.help}</p>
            </div>
          )}
          {response && response.nbHits === 0 && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>
                No results for &quot;{query}&quot;{area ? ` in ${areaLabel(area as Area)}` : ''}
              </p>
              <p>
                Believe this query should return results? <Link href={missingResultsUrl(settings.docsIssuesUrl, query)}>Let us know.</Link>
              </p>
            </div>
          )}
          {response && response.nbHits > 0 && (
            <>
              <p className={styles.count}>
                {response.nbHits === 1 ? '1 result' : `${response.nbHits} results`} · page {response.page + 1} of {response.nbPages}
              </p>
              <ol className={styles.results} start={response.page * response.hitsPerPage + 1}>
                {response.hits.map((hit) => (
                  <ResultItem key={hit.objectID} hit={hit} siteUrl={settings.siteUrl} />
                ))}
              </ol>
              {response.nbPages > 1 && (
                <nav className="pagination-nav" aria-label="Search result pages">
                  <ul className="pagination">
                    {Array.from({length: response.nbPages}, (_, index) => index + 1).map((number) => (
                      <li key={number} className={`pagination__item${number === page ? ' pagination__item--active' : ''}`}>
                        <Link
                          className="pagination__link"
                          to={searchPageUrl(baseUrl, query, {area, page: number, version: versionParam})}
                          aria-current={number === page ? 'page' : undefined}>
                          {number}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </>
          )}
        </div>
      </main>
    </>
  );
}

/** The docs context hooks (contextual search) need the providers that Layout sets up. */
export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the Tessera documentation">
      <SearchPageContent />
    </Layout>
  );
}
