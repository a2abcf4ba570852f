/**
 * The public entry point to the search modal for parts of a page other than the navbar (the landing page's
 * search box): a DOM event the navbar's SearchBar answers by opening its own modal with the query.
 */
export const OPEN_SEARCH_EVENT = 'tessera:open-search';

export interface OpenSearchRequest {
  query: string;
  /** Gets the focus back when the modal closes. */
  returnFocusTo?: HTMLElement | null;
}

/** Asks the search bar to open with `query`; false when no search bar answered (the caller then falls back). */
export function requestSearch(request: OpenSearchRequest): boolean {
  const event = new CustomEvent<OpenSearchRequest>(OPEN_SEARCH_EVENT, {detail: request, cancelable: true});
  return !window.dispatchEvent(event);
}

/** Lets the search bar answer requests; returns the function that stops listening. */
export function onSearchRequest(handler: (request: OpenSearchRequest) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    handler((event as CustomEvent<OpenSearchRequest>).detail);
  };
  window.addEventListener(OPEN_SEARCH_EVENT, listener);
  return () => window.removeEventListener(OPEN_SEARCH_EVENT, listener);
}
