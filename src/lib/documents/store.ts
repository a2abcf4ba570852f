/**
 * The rows of the Trailhead documents, by the row rules of src/model/trailhead/documents.ts, in a store a runtime
 * owns: each locale of a document is a draft row (`draftId`, or `id` for a locale never published, `publishedAt`
 * null) and, once published, a published row (`id`, `publishedAt` set). A type that is not localized has one
 * version, whatever the locale asked. Writes replace rows in this store only, never in the shared model; rows and
 * their field objects are never changed in place, so a store shares them with the model until it writes.
 */
import {DATABASE_ORDER} from '../../model/api/rest';
import {documents, type DocumentVersion} from '../../model/trailhead/documents';
import type {ContentTypeUid} from '../../model/trailhead/schemas';

/** Which version of a document a call reads or writes. */
export type Status = 'published' | 'draft';

/** One row: what every read is built from. */
export interface Row {
  uid: string;
  documentId: string;
  id: number;
  /** null on a type that is not localized. */
  locale: string | null;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  fields: Readonly<Record<string, unknown>>;
  /** The administrators who created and last updated it (documentIds), when the model knows them. */
  createdBy?: string;
  updatedBy?: string;
}

/** The rows of one locale of a document. */
export interface Localization {
  draft: Row;
  published: Row | null;
}

interface StoredDocument {
  uid: string;
  documentId: string;
  /** By locale; the one version of a type that is not localized under null. */
  locales: Map<string | null, Localization>;
}

/** A document as the model writes it: its versions, one per locale (src/model/trailhead/documents.ts). */
export interface SourceDocument {
  uid: string;
  documentId: string;
  versions: readonly VersionLike[];
}

/** One locale of a document as the model writes it (its type, loosened so that tests can bring data of their own). */
type VersionLike = Omit<DocumentVersion<ContentTypeUid>, 'locale' | 'fields'> & {locale: string | null; fields: object};

const [ORDER_FIELD, ORDER_DIRECTION] = DATABASE_ORDER.split(':') as ['id', 'asc' | 'desc'];
const byDatabaseOrder = (a: Row, b: Row) => (a[ORDER_FIELD] - b[ORDER_FIELD]) * (ORDER_DIRECTION === 'desc' ? -1 : 1);
const versionsOf = (document: SourceDocument) => document.versions;
const MODEL = documents as readonly SourceDocument[];

function localizationOf(uid: string, documentId: string, version: VersionLike): Localization {
  const row: Row = {
    uid,
    documentId,
    id: version.id,
    locale: version.locale,
    createdAt: version.createdAt,
    updatedAt: version.updatedAt,
    publishedAt: version.publishedAt,
    fields: version.fields as Record<string, unknown>,
    ...(version.createdBy ? {createdBy: version.createdBy} : {}),
    ...(version.updatedBy ? {updatedBy: version.updatedBy} : {}),
  };
  const draft = {...row, id: version.draftId ?? version.id, publishedAt: null};
  return {draft, published: version.publishedAt === null ? null : row};
}

/** The highest numeric id of a content type's table (every row: published, draft and earlier ones), in the model by default. */
export function highestId(uid: string, source: readonly SourceDocument[] = MODEL): number {
  let highest = 0;
  for (const document of source)
    if (document.uid === uid)
      for (const version of versionsOf(document))
        highest = Math.max(highest, version.id, version.draftId ?? 0, ...(version.previousIds ?? []));
  return highest;
}

/** The content type of each documentId of the model. */
export const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map(MODEL.map((document) => [document.documentId, document.uid]));

/** The number of documents of a type in the model, in a locale (null: any) and a status. */
export function documentCount(uid: string, locale: string | null, status: Status): number {
  return MODEL.filter(
    (document) =>
      document.uid === uid &&
      versionsOf(document).some(
        (version) =>
          (version.locale === null || locale === null || version.locale === locale) && (status === 'draft' || version.publishedAt !== null),
      ),
  ).length;
}

export class Store {
  private readonly documents: StoredDocument[];

  /** The rows of `source`: the Trailhead documents, or a test's own. */
  constructor(private readonly source: readonly SourceDocument[] = MODEL) {
    this.documents = source.map((document) => ({
      uid: document.uid,
      documentId: document.documentId,
      locales: new Map(versionsOf(document).map((version) => [version.locale, localizationOf(document.uid, document.documentId, version)])),
    }));
  }

  /** The next numeric id of each table: rows are never reused, so it only grows. */
  private readonly nextIds = new Map<string, number>();

  private document(uid: string, documentId: string): StoredDocument | undefined {
    return this.documents.find((candidate) => candidate.uid === uid && candidate.documentId === documentId);
  }

  /** Whether a document of this type has this documentId (in any locale). */
  has(uid: string, documentId: string): boolean {
    return this.document(uid, documentId) !== undefined;
  }

  /** The documentId of the only document of a single type, if it has one. */
  firstDocumentId(uid: string): string | null {
    return this.documents.find((candidate) => candidate.uid === uid)?.documentId ?? null;
  }

  /** The rows of one locale of a document; null when it has none there. */
  localization(uid: string, documentId: string, locale: string): Localization | null {
    const document = this.document(uid, documentId);
    return document ? (document.locales.get(locale) ?? document.locales.get(null) ?? null) : null;
  }

  /** The locales a document has (null for a type that is not localized). */
  localesOf(uid: string, documentId: string): (string | null)[] {
    return [...(this.document(uid, documentId)?.locales.keys() ?? [])];
  }

  /** The row of one document in a locale and status; null when it has none there. */
  row(uid: string, documentId: string, locale: string, status: Status): Row | null {
    const localization = this.localization(uid, documentId, locale);
    return (status === 'draft' ? localization?.draft : localization?.published) ?? null;
  }

  /** Every row of a content type in a locale and status, in database order (DATABASE_ORDER: by `id`). */
  rows(uid: string, locale: string, status: Status): Row[] {
    return this.documents
      .filter((document) => document.uid === uid)
      .map((document) => this.row(uid, document.documentId, locale, status))
      .filter((row): row is Row => row !== null)
      .sort(byDatabaseOrder);
  }

  /** Every row of a table, drafts and published rows of every locale, in database order (the Query Engine's view). */
  table(uid: string): Row[] {
    return this.documents
      .filter((document) => document.uid === uid)
      .flatMap((document) => [...document.locales.values()].flatMap(({draft, published}) => (published ? [draft, published] : [draft])))
      .sort(byDatabaseOrder);
  }

  /** A new numeric id in a table. */
  nextId(uid: string): number {
    const id = this.nextIds.get(uid) ?? highestId(uid, this.source) + 1;
    this.nextIds.set(uid, id + 1);
    return id;
  }

  /** Saves one row in its slot (the draft, or the published row when it has a publication), creating what it needs. */
  saveRow(row: Row): void {
    const current = this.document(row.uid, row.documentId)?.locales.get(row.locale) ?? null;
    const published = row.publishedAt !== null;
    this.save(row.uid, row.documentId, row.locale, {
      draft: published ? (current?.draft ?? {...row, publishedAt: null}) : row,
      published: published ? row : (current?.published ?? null),
    });
  }

  /** Removes one row; a locale without a draft is gone. */
  removeRow(row: Row): void {
    const current = this.document(row.uid, row.documentId)?.locales.get(row.locale);
    if (!current) return;
    const keep = current.draft.id === row.id ? null : current;
    this.save(row.uid, row.documentId, row.locale, keep && {...keep, published: keep.published?.id === row.id ? null : keep.published});
  }

  /** Saves the rows of one locale of a document (creating the document if it is new); null rows remove the locale. */
  save(uid: string, documentId: string, locale: string | null, localization: Localization | null): void {
    let document = this.document(uid, documentId);
    if (!document) {
      if (!localization) return;
      document = {uid, documentId, locales: new Map()};
      this.documents.push(document);
    }
    if (localization) document.locales.set(locale, localization);
    else document.locales.delete(locale);
    if (document.locales.size === 0) this.documents.splice(this.documents.indexOf(document), 1);
  }
}
