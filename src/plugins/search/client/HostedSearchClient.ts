import type {LiteClient} from 'algoliasearch/lite';
import {HOSTED_TIMEOUTS} from '../../../lib/search/hosted';
import {
  SearchUnavailableError,
  UNREACHABLE_ERROR_NAME,
  type MultiQueryRequest,
  type MultiQueryResponse,
  type SearchClient,
} from '../../../lib/search/types';
import type {DocSearchSettings} from '../../../settings';

/**
 * The search client of a build configured for hosted DocSearch: Algolia's lite client (loaded only in such a
 * build), with the specification's timeouts. Every failure becomes the error DocSearch shows as
 * "Unable to fetch results" (stock DocSearch shows that screen only for unreachable hosts).
 */
export class HostedSearchClient implements SearchClient {
  readonly transporter = {algoliaAgent: {value: 'tessera-docs', add: () => undefined}};
  private client: Promise<LiteClient> | null = null;

  constructor(private readonly settings: DocSearchSettings) {}

  private lite(): Promise<LiteClient> {
    this.client ??= import('algoliasearch/lite').then(({liteClient}) =>
      liteClient(this.settings.appId, this.settings.apiKey, {timeouts: {...HOSTED_TIMEOUTS}}),
    );
    return this.client;
  }

  warmUp(): Promise<void> {
    return this.lite().then(() => undefined);
  }

  addAlgoliaAgent(): void {}

  async search(request: MultiQueryRequest): Promise<MultiQueryResponse> {
    try {
      const client = await this.lite();
      return (await client.search(request as Parameters<LiteClient['search']>[0])) as unknown as MultiQueryResponse;
    } catch (error) {
      if (error instanceof Error && error.name === UNREACHABLE_ERROR_NAME) throw error;
      throw new SearchUnavailableError(`The search service could not answer: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
}
