/** What every part of one call reads: the locale and status asked, the rows, and what the caller may read. */
import type {Status, Store} from './store';

export interface Context {
  store: Store;
  locale: string;
  status: Status;
  /** Content types whose `populateCreatorFields` a page turns on (besides the model's own option). */
  creatorFieldTypes: readonly string[];
  /** Whether the caller may read documents of a content type (the REST permissions; the Document Service reads all). */
  canRead: (uid: string) => boolean;
  /** The Query Engine's reads (its `select` keeps `id` alone); the Document Service's and REST's otherwise. */
  api?: 'query';
}
