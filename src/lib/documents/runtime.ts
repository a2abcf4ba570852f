/**
 * One runtime of the example project: its own copy of the Trailhead rows (a write changes this runtime only, never
 * the shared model), with the Document Service (`documents(uid)`) and the Query Engine (`db.query(uid)`) over it.
 * Make one per evaluation. Pure and browser-safe: the REST evaluator the playground loads lazily is a layer over it.
 */
import {QueryEngine} from './queryEngine';
import type {Caller} from './read';
import {TYPES, schemaOf} from './schema';
import {DocumentService} from './service';
import {Store, type SourceDocument, type Status} from './store';

export interface RuntimeOptions {
  /** The status a read without `status` reads: `draft` for the Document Service (its default), `published` for REST. */
  defaultStatus?: Status;
  /**
   * Content types whose creator fields `populate` reaches besides those the model's option turns on: for REST, those
   * whose `populateCreatorFields` a page turns on. Without it, every type: the Document Service populates `createdBy`
   * and `updatedBy` without the option (/dev-docs/api/document-service/populate).
   */
  creatorFieldTypes?: readonly string[];
  /** Whether the caller may read a content type (REST permissions); the Document Service reads everything. */
  canRead?: (uid: string) => boolean;
  /** The documents to start from: the Trailhead model's unless a test brings its own. */
  documents?: readonly SourceDocument[];
}

export interface Runtime {
  documents: (uid: string) => DocumentService;
  db: {query: (uid: string) => QueryEngine};
}

function schemaFor(uid: string) {
  const schema = schemaOf(uid);
  if (!schema || !uid.includes('::')) throw new Error(`Undefined content type: ${uid}`);
  return schema;
}

export function createRuntime(options: RuntimeOptions = {}): Runtime {
  const caller: Caller = {
    store: new Store(options.documents),
    defaultStatus: options.defaultStatus ?? 'draft',
    creatorFieldTypes: options.creatorFieldTypes ?? TYPES.map((schema) => schema.uid),
    canRead: options.canRead ?? (() => true),
  };
  return {
    documents: (uid) => new DocumentService(schemaFor(uid), caller),
    db: {query: (uid) => new QueryEngine(schemaFor(uid), caller)},
  };
}
