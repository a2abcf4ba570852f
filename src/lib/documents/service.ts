/**
 * The Document Service of the example project (/dev-docs/api/document-service): `tessera.documents(uid)` with
 * findOne, findFirst, findMany, create, update, delete, publish, unpublish, discardDraft and count, over the rows of
 * one runtime's store. Reads default to the draft and the default locale; a missing document or version is a null,
 * an empty list or empty `entries`, never an error; invalid parameters throw a ValidationError with every diagnostic
 * (the table "Know what happens when nothing matches"). Writes happen at WRITE_MOMENT, with the next ids of the table.
 */
import {NEXT_DOCUMENT_ID, WRITE_MOMENT} from '../../model/trailhead/documents';
import {assertValid, type Diagnostics} from './diagnostics';
import {entityOf} from './entities';
import {compileSlice} from './pagination';
import {present, type Json} from './present';
import {compileRead, readLocale, type Caller, type CompiledRead, type ReadParams} from './read';
import {isLocalized, sharedFieldsOf, type Schema} from './schema';
import {sorted} from './sort';
import type {Localization, Row} from './store';
import {checkDataKeys, defaults, merged, validateData, type Data} from './writes';
import {isObject} from './values';

export type Document = {[key: string]: Json};

export interface FindParams extends ReadParams {
  limit?: unknown;
  start?: unknown;
}

export interface DocumentParams extends ReadParams {
  documentId?: string | null;
}

export interface WriteParams extends DocumentParams {
  data?: unknown;
}

/** What delete, publish, unpublish and discardDraft return: the versions they changed, one per locale and status. */
export interface ActionResult {
  documentId: string;
  entries: Document[];
}

/** documentIds for the documents a runtime creates: the model's next one, then more of the same length. */
export function createdDocumentId(taken: (documentId: string) => boolean): string {
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? NEXT_DOCUMENT_ID : `${NEXT_DOCUMENT_ID.slice(0, -4)}${n.toString(36).padStart(4, '0')}`;
    if (!taken(candidate)) return candidate;
  }
}

export class DocumentService {
  constructor(
    private readonly schema: Schema,
    private readonly caller: Caller,
  ) {}

  private get store() {
    return this.caller.store;
  }

  /** The read parameters compiled, or the ValidationError of every problem. */
  private read(params: ReadParams, more: (out: Diagnostics) => void = () => {}): CompiledRead {
    const out: Diagnostics = [];
    const read = compileRead(this.schema, params, this.caller, out);
    more(out);
    assertValid(out);
    return read;
  }

  private output(row: Row, read: CompiledRead): Document {
    return present(entityOf(row), this.schema, read.fields, read.plan, read.context);
  }

  /** The rows of a list read, filtered and sorted (`limit` and `start` apply after). */
  private matches(read: CompiledRead): Row[] {
    const rows = new Map(this.store.rows(this.schema.uid, read.context.locale, read.context.status).map((row) => [entityOf(row), row]));
    const kept = [...rows.keys()].filter((entity) => !read.test || read.test(entity, read.context));
    return sorted(kept, read.order, read.context).map((entity) => rows.get(entity)!);
  }

  findMany(params: FindParams = {}): Document[] {
    let slice = {start: 0, limit: Infinity};
    const read = this.read(params, (out) => (slice = compileSlice(params.limit, params.start, out)));
    return this.matches(read)
      .slice(slice.start, slice.start + slice.limit)
      .map((row) => this.output(row, read));
  }

  findFirst(params: ReadParams = {}): Document | null {
    return this.findMany({...params, limit: 1})[0] ?? null;
  }

  findOne(params: DocumentParams): Document | null {
    const read = this.read(params);
    const row = params.documentId ? this.store.row(this.schema.uid, params.documentId, read.context.locale, read.context.status) : null;
    return row ? this.output(row, read) : null;
  }

  count(params: ReadParams = {}): number {
    return this.matches(this.read({locale: params.locale, status: params.status, filters: params.filters})).length;
  }

  /** The `data` of a write, its keys checked with the read parameters. */
  private writeRead(params: WriteParams): {read: CompiledRead; data: Data} {
    const data = isObject(params.data) ? params.data : {};
    const read = this.read(params, (out) => checkDataKeys(data, this.schema, out));
    return {read, data};
  }

  /** Saves the draft of one locale with `fields`, publishing it too when the call asks for `published`. */
  private saveDraft(documentId: string, read: CompiledRead, fields: Data, current: Localization | null): Row {
    const {uid} = this.schema;
    const locale = isLocalized(this.schema) ? read.context.locale : null;
    const draft: Row = {
      uid,
      documentId,
      id: current?.draft.id ?? this.store.nextId(uid),
      locale,
      createdAt: current?.draft.createdAt ?? WRITE_MOMENT,
      updatedAt: WRITE_MOMENT,
      publishedAt: null,
      fields,
    };
    this.store.save(uid, documentId, locale, {draft, published: current?.published ?? null});
    return read.context.status === 'published' ? this.publishRow(draft) : draft;
  }

  /** A new published row from a draft (each publication writes a new row). */
  private publishRow(draft: Row): Row {
    const published: Row = {...draft, id: this.store.nextId(draft.uid), publishedAt: WRITE_MOMENT};
    this.store.save(draft.uid, draft.documentId, draft.locale, {draft, published});
    return published;
  }

  create(params: WriteParams): Document {
    const {read, data} = this.writeRead(params);
    validateData(data, this.schema, true);
    const documentId = createdDocumentId((id) => this.store.has(this.schema.uid, id));
    return this.output(this.saveDraft(documentId, read, merged(this.schema, defaults(this.schema), data), null), read);
  }

  /** The draft of a locale after `data`; a locale the document lacks is created (a translation). Null for no document. */
  update(params: WriteParams): Document | null {
    const {read, data} = this.writeRead(params);
    const documentId = params.documentId;
    if (!documentId || !this.store.has(this.schema.uid, documentId)) return null;
    const current = this.store.localization(this.schema.uid, documentId, read.context.locale);
    validateData(data, this.schema, current === null);
    const before = current ? current.draft.fields : {...defaults(this.schema), ...this.shared(documentId)};
    const row = this.saveDraft(documentId, read, merged(this.schema, before, data), current);
    this.shareFields(documentId, read.context.locale, data);
    return this.output(row, read);
  }

  /** The values of the fields every locale shares, from the draft of a locale the document has. */
  private shared(documentId: string): Data {
    const {uid} = this.schema;
    const [other] = this.store.localesOf(uid, documentId);
    const draft = other ? this.store.localization(uid, documentId, other)?.draft : null;
    return draft ? Object.fromEntries(sharedFieldsOf(this.schema).map((name) => [name, draft.fields[name] ?? null])) : {};
  }

  /** A shared field written in one locale is written in the drafts of the others (/dev-docs/api/document-service/locale). */
  private shareFields(documentId: string, locale: string, data: Data): void {
    const {uid} = this.schema;
    const written = sharedFieldsOf(this.schema).filter((name) => name in data);
    if (written.length === 0) return;
    for (const other of this.store.localesOf(uid, documentId)) {
      const localization = other === null || other === locale ? null : this.store.localization(uid, documentId, other);
      if (!localization) continue;
      const fields = merged(this.schema, localization.draft.fields, Object.fromEntries(written.map((name) => [name, data[name]])));
      this.store.save(uid, documentId, other, {...localization, draft: {...localization.draft, fields}});
    }
  }

  /** The locales an action targets: one, or every locale of the document with `'*'`. */
  private action(params: DocumentParams, change: (localization: Localization, locale: string | null) => Row[]): ActionResult {
    const out: Diagnostics = [];
    const locale = readLocale(params.locale, out, true);
    assertValid(out);
    const documentId = params.documentId ?? '';
    const {uid} = this.schema;
    const locales = locale === '*' ? this.store.localesOf(uid, documentId) : [isLocalized(this.schema) ? locale : null];
    const entries: Row[] = [];
    for (const key of locales) {
      const localization = this.store.localization(uid, documentId, key ?? locale);
      if (localization) entries.push(...change(localization, isLocalized(this.schema) ? key : null));
    }
    const {context} = this.read({});
    return {documentId, entries: entries.map((row) => present(entityOf(row), this.schema, null, new Map(), context))};
  }

  /** Removes the draft and the published version of one locale, or of every locale with `'*'`. */
  delete(params: DocumentParams): ActionResult {
    return this.action(params, (localization, locale) => {
      this.store.save(this.schema.uid, params.documentId!, locale, null);
      return localization.published ? [localization.published, localization.draft] : [localization.draft];
    });
  }

  /** Copies the draft into a new published version (its data validated as a new document's). */
  publish(params: DocumentParams): ActionResult {
    return this.action(params, (localization) => {
      validateData(localization.draft.fields, this.schema, true);
      return [this.publishRow(localization.draft)];
    });
  }

  /** Removes the published version; the draft stays. */
  unpublish(params: DocumentParams): ActionResult {
    return this.action(params, (localization, locale) => {
      if (!localization.published) return [];
      this.store.save(this.schema.uid, params.documentId!, locale, {draft: localization.draft, published: null});
      return [localization.published];
    });
  }

  /** Replaces the draft with a copy of the published version; a locale never published keeps its draft. */
  discardDraft(params: DocumentParams): ActionResult {
    return this.action(params, (localization, locale) => {
      const {published} = localization;
      if (!published) return [];
      const draft: Row = {...published, id: this.store.nextId(this.schema.uid), publishedAt: null};
      this.store.save(this.schema.uid, params.documentId!, locale, {draft, published});
      return [draft];
    });
  }
}
