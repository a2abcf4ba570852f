import type {DocSearchTranslations} from '@docsearch/react';
import {SEARCH_ERROR} from '@site/src/lib/content/uiText';

/** The search widget's words (specification 2.6 and 8); DocSearch's defaults are kept where they already match. */
export const searchTranslations = {
  button: {buttonText: 'Search', buttonAriaLabel: 'Search'},
  modal: {
    searchBox: {resetButtonTitle: 'Clear the query', cancelButtonText: 'Cancel', searchInputLabel: 'Search'},
    footer: {selectText: 'to select', navigateText: 'to navigate', closeText: 'to close'},
    errorScreen: {titleText: SEARCH_ERROR.title, helpText: SEARCH_ERROR.help},
    noResultsScreen: {
      noResultsText: 'No results for',
      suggestedQueryText: 'Try searching for',
      reportMissingResultsText: 'Believe this query should return results?',
      reportMissingResultsLinkText: 'Let us know.',
    },
    startScreen: {
      recentSearchesTitle: 'Recent',
      noRecentSearchesText: 'No recent searches',
      saveRecentSearchButtonTitle: 'Save this search',
      removeRecentSearchButtonTitle: 'Remove this search from history',
      favoriteSearchesTitle: 'Favorite',
      removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
    },
  },
} satisfies Required<DocSearchTranslations>;

/** What the modal says while `npm start` is still building the index (searches wait for it, then answer). */
export const INDEX_BUILDING_TEXT = 'The search index is being built: results appear as soon as it is ready.';
