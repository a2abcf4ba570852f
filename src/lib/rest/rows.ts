/**
 * The rows of the Trailhead documents the REST API reads, by the row rules of src/model/trailhead/documents.ts: each
 * locale of a document is a published row (`id`, `publishedAt` set) once published, and a draft row (`draftId`, or
 * `id` for a locale never published, `publishedAt` null). `status=published` reads the published rows, `status=draft`
 * the draft rows. A type that is not localized has one version, whatever the locale asked.
 */
import {DATABASE_ORDER} from '../../model/api/rest';
import {documents, LOCALES} from '../../model/trailhead/documents';
import type {Status} from './context';

/** One row: what a REST response is built from. */
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

export const DEFAULT_LOCALE: string = LOCALES[0];

const [ORDER_FIELD, ORDER_DIRECTION] = DATABASE_ORDER.split(':') as ['id', 'asc' | 'desc'];

interface VersionLike {
  locale: string | null;
  id: number;
  draftId?: number;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  createdBy?: string;
  updatedBy?: string;
  fields: object;
}

function rowOf(uid: string, documentId: string, version: VersionLike, status: Status): Row | null {
  if (status === 'published' && version.publishedAt === null) return null;
  const draft = status === 'draft';
  return {
    uid,
    documentId,
    id: draft ? (version.draftId ?? version.id) : version.id,
    locale: version.locale,
    createdAt: version.createdAt,
    updatedAt: version.updatedAt,
    publishedAt: draft ? null : version.publishedAt,
    fields: version.fields as Record<string, unknown>,
    ...(version.createdBy ? {createdBy: version.createdBy} : {}),
    ...(version.updatedBy ? {updatedBy: version.updatedBy} : {}),
  };
}

/** The row of one document in a locale and status; null when it has none there. */
export function findRow(uid: string, documentId: string, locale: string, status: Status): Row | null {
  const document = documents.find((candidate) => candidate.uid === uid && candidate.documentId === documentId);
  if (!document) return null;
  const version = (document.versions as readonly VersionLike[]).find((v) => v.locale === null || v.locale === locale);
  return version ? rowOf(uid, documentId, version, status) : null;
}

/** Every row of a content type in a locale and status, in database order (DATABASE_ORDER: by `id`). */
export function rowsOf(uid: string, locale: string, status: Status): Row[] {
  return documents
    .filter((document) => document.uid === uid)
    .map((document) => findRow(uid, document.documentId, locale, status))
    .filter((row): row is Row => row !== null)
    .sort((a, b) => (a[ORDER_FIELD] - b[ORDER_FIELD]) * (ORDER_DIRECTION === 'desc' ? -1 : 1));
}

/** The number of documents of a type in a locale (null: any) and a status. */
export function documentCount(uid: string, locale: string | null, status: Status): number {
  return documents.filter(
    (document) =>
      document.uid === uid &&
      (document.versions as readonly VersionLike[]).some(
        (version) =>
          (version.locale === null || locale === null || version.locale === locale) && (status === 'draft' || version.publishedAt !== null),
      ),
  ).length;
}

/** The content type of each documentId of the model. */
export const DOCUMENT_TYPES: ReadonlyMap<string, string> = new Map(documents.map((document) => [document.documentId, document.uid]));

/** The highest numeric id of a content type's table (every row: published, draft and earlier ones). */
export function highestId(uid: string): number {
  let highest = 0;
  for (const document of documents) {
    if (document.uid !== uid) continue;
    for (const version of document.versions as readonly (VersionLike & {previousIds?: readonly number[]})[])
      highest = Math.max(highest, version.id, version.draftId ?? 0, ...(version.previousIds ?? []));
  }
  return highest;
}
