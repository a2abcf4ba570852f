import type {SearchClient} from '../../../lib/search/types';
import type {BrowserSettings} from '../../../settings';
import {HostedSearchClient} from './HostedSearchClient';
import {LocalSearchClient} from './LocalSearchClient';
import {LOCAL_INDEX_MANIFEST_PATH, LOCAL_INDEX_NAME} from '../constants';

/** The one place that picks the backend: hosted DocSearch when configured, otherwise the local engine. */

export interface SearchBackend {
  client: SearchClient & {warmUp(): Promise<void>; addAlgoliaAgent(): void; transporter: {algoliaAgent: {value: string; add: () => void}}};
  appId: string;
  apiKey: string;
  indexName: string;
  hosted: boolean;
}

const cache = new Map<string, SearchBackend>();

export function searchBackend(settings: BrowserSettings, options: {complete?: boolean} = {}): SearchBackend {
  const key = `${options.complete ? 'complete' : 'typing'}`;
  let backend = cache.get(key);
  if (!backend) {
    if (settings.docsearch) {
      const {appId, apiKey, indexName} = settings.docsearch;
      backend = {client: new HostedSearchClient(settings.docsearch), appId, apiKey, indexName, hosted: true};
    } else {
      const manifestUrl = `${settings.baseUrl}${LOCAL_INDEX_MANIFEST_PATH}`;
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
