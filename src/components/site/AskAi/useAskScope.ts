import {useEffect, useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters} from '@site/src/lib/search/facets';
import {useReadDocsVersion} from '@site/src/lib/browser/readDocsVersion';
import {setAskScope, type AskScope} from '../../../lib/browser/askAi/store';

/**
 * Keeps Ask AI's scope (see useAskScope) that of the page being read. Called from the navbar's Ask AI item: the
 * docs version hooks need the layout's providers, which the site root (where the modal lives) is outside of; the
 * navbar's effects run before the root's, so a `?ask=` question is answered in the page's scope.
 */
export function useAskScopeOfPage(): void {
  const scope = useAskScope();
  useEffect(() => setAskScope(scope), [scope]);
}

/**
 * What Ask AI answers from on this page: the records search would show (the same contextual filters as the search
 * modal: language and docs version) and, on a site with several docs versions, the label of the version read.
 */
export function useAskScope(): AskScope {
  const {locale, tags} = useContextualSearchFilters();
  const version = useReadDocsVersion();
  const docsVersion = version.several ? version.label : null;
  return useMemo(() => ({facetFilters: contextualFacetFilters(locale, tags), docsVersion}), [locale, tags, docsVersion]);
}
