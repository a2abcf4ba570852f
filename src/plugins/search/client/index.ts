import type {FacetFilters, SearchClient} from '../../../lib/search/types';
import type {BrowserSettings} from '../../../settings';
import {HostedSearchClient} from './HostedSearchClient';
import {LocalSearchClient} from './LocalSearchClient';
import {LOCAL_INDEX_MANIFEST_PATH, LOCAL_INDEX_NAME} from '../constants';

/** The one place that picks the backend: hosted DocSearch when configured, otherwise the local engine. */

export interface SearchBackend {
  /** `warmUp` starts loading what searches with these (contextual) filters need: the local index's set of that docs version. */
  client: SearchClient & {
    warmUp(facetFilters?: FacetFilters): Promise<void>;
    addAlgoliaAgent(): void;
    transporter: {algoliaAgent: {value: string; add: () => void}};
  };
  appId: string;
  apiKey: string;
  indexName: string;
  hosted: boolean;
}

const cache = new Map<string, SearchBackend>();

/**
 * `baseUrl` is the base URL of the locale being read (`useBaseUrl('/')`: "/ar/" on an Arabic page), not the
 * deployer's BASE_URL: Docusaurus builds each locale as a site of its own, and each one's search plugin writes the
 * index of that locale's pages under it.
 */
export function searchBackend(settings: BrowserSettings, baseUrl: string, options: {complete?: boolean} = {}): SearchBackend {
  const key = `${options.complete ? 'complete' : 'typing'} ${baseUrl}`;
  let backend = cache.get(key);
  if (!backend) {
    if (settings.docsearch) {
      const {appId, apiKey, indexName} = settings.docsearch;
      backend = {client: new HostedSearchClient(settings.docsearch), appId, apiKey, indexName, hosted: true};
    } else {
      const manifestUrl = `${baseUrl}${LOCAL_INDEX_MANIFEST_PATH}`;
      backend = {
        client: new LocalSearchClient({manifestUrl, complete: options.complete}),
        appId: 'local',
        apiKey: 'local',
        indexName: LOCAL_INDEX_NAME,
        hosted: false,
      };
    }
    cache.set(key, backend);
  }
  return backend;
}
