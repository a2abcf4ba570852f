/**
 * The Query Engine calls the docs use (/dev-docs/api/query-engine): `tessera.db.query(uid)` with findOne, findMany,
 * count, create, update and delete over the rows of a table (drafts and published rows of every locale alike, as the
 * database holds them), with `where` (the filters' syntax), `select` (fields), `populate`, `orderBy` (the sort's forms),
 * `limit` and `offset`. Related rows are read in the locale and status of the row that points to them.
 */
import {WRITE_MOMENT} from '../../model/trailhead/documents';
import type {Context} from './context';
import {assertValid, type Diagnostics} from './diagnostics';
import {entityOf, type Entity} from './entities';
import {compileFilters, type Test} from './filters';
import {compileSlice} from './pagination';
import {compileFields, compilePopulate, type Plan} from './populate';
import {present} from './present';
import {DEFAULT_LOCALE, type Caller} from './read';
import {isLocalized, type Schema} from './schema';
import {createdDocumentId, type Document} from './service';
import {compileSort, sorted, type Order} from './sort';
import type {Row} from './store';
import {isObject} from './values';
import {checkDataKeys, defaults, merged} from './writes';

export interface QueryParams {
  where?: unknown;
  select?: unknown;
  populate?: unknown;
  orderBy?: unknown;
  limit?: unknown;
  offset?: unknown;
  data?: unknown;
}

/** The Query Engine's names of the populate options (/dev-docs/api/query-engine/populating), as the interpreter of populate names them. */
const POPULATE_OPTION_NAMES: Readonly<Record<string, string>> = {select: 'fields', where: 'filters', orderBy: 'sort'};

/** A Query Engine `populate` with its options under the names the interpreter reads, at every level. */
function populateOfQuery(value: unknown): unknown {
  if (!isObject(value)) return value;
  const options = (entry: unknown): unknown =>
    isObject(entry)
      ? Object.fromEntries(
          Object.entries(entry).map(([key, inner]) => [
            POPULATE_OPTION_NAMES[key] ?? key,
            key === 'populate' ? populateOfQuery(inner) : inner,
          ]),
        )
      : entry;
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, options(entry)]));
}

interface CompiledQuery {
  test: Test | null;
  order: Order | null;
  slice: {start: number; limit: number};
  fields: readonly string[] | null;
  plan: Plan;
}

export class QueryEngine {
  constructor(
    private readonly schema: Schema,
    private readonly caller: Caller,
  ) {}

  /** The context a row's relations are read in: its own locale and status (the default locale's drafts for none). */
  private contextOf(row: Pick<Row, 'locale' | 'publishedAt'> = {locale: null, publishedAt: null}): Context {
    return {
      store: this.caller.store,
      locale: row.locale ?? DEFAULT_LOCALE,
      status: row.publishedAt === null ? 'draft' : 'published',
      creatorFieldTypes: this.caller.creatorFieldTypes,
      canRead: this.caller.canRead,
    };
  }

  private compile(params: QueryParams, more: (out: Diagnostics) => void = () => {}): CompiledQuery {
    const out: Diagnostics = [];
    const test = params.where === undefined ? null : compileFilters(params.where, this.schema, out, ['where']);
    const order = compileSort(params.orderBy, this.schema, out, ['orderBy']);
    const slice = compileSlice(params.limit, params.offset, out, ['limit', 'offset']);
    const fields = compileFields(params.select, this.schema, out, ['select']);
    const plan = compilePopulate(populateOfQuery(params.populate), this.schema, this.caller, out);
    more(out);
    assertValid(out);
    return {test, order, slice, fields, plan};
  }

  /** The rows that match, in `orderBy` order (database order otherwise), `offset` and `limit` applied. */
  private rows({test, order, slice}: CompiledQuery): Row[] {
    const rows = new Map<Entity, Row>(this.caller.store.table(this.schema.uid).map((row) => [entityOf(row), row]));
    const kept = [...rows.keys()].filter((entity) => !test || test(entity, this.contextOf(rows.get(entity)!)));
    return sorted(kept, order, this.contextOf())
      .slice(slice.start, slice.start + slice.limit)
      .map((entity) => rows.get(entity)!);
  }

  private output(row: Row, query: CompiledQuery): Document {
    return present(entityOf(row), this.schema, query.fields, query.plan, this.contextOf(row));
  }

  findMany(params: QueryParams = {}): Document[] {
    const query = this.compile(params);
    return this.rows(query).map((row) => this.output(row, query));
  }

  findOne(params: QueryParams = {}): Document | null {
    return this.findMany({...params, limit: 1})[0] ?? null;
  }

  count(params: QueryParams = {}): number {
    return this.rows(this.compile({where: params.where})).length;
  }

  /** A new row: `documentId`, `locale` and `publishedAt` may be given in `data`, as the table's columns. */
  create(params: QueryParams): Document {
    const {documentId, locale, publishedAt, ...rest} = isObject(params.data) ? params.data : {};
    const query = this.compile(params, (out) => checkDataKeys(rest, this.schema, out));
    const {uid} = this.schema;
    const row: Row = {
      uid,
      documentId: typeof documentId === 'string' ? documentId : createdDocumentId((id) => this.caller.store.has(uid, id)),
      id: this.caller.store.nextId(uid),
      locale: isLocalized(this.schema) ? (typeof locale === 'string' ? locale : DEFAULT_LOCALE) : null,
      createdAt: WRITE_MOMENT,
      updatedAt: WRITE_MOMENT,
      publishedAt: typeof publishedAt === 'string' ? publishedAt : null,
      fields: merged(this.schema, defaults(this.schema), rest),
    };
    this.caller.store.saveRow(row);
    return this.output(row, query);
  }

  /** The first row `where` matches, with `data` written to it; null when none matches. */
  update(params: QueryParams): Document | null {
    const data = isObject(params.data) ? params.data : {};
    const query = this.compile(params, (out) => checkDataKeys(data, this.schema, out));
    const [row] = this.rows({...query, slice: {start: 0, limit: 1}});
    if (!row) return null;
    const updated: Row = {...row, updatedAt: WRITE_MOMENT, fields: merged(this.schema, row.fields, data)};
    this.caller.store.saveRow(updated);
    return this.output(updated, query);
  }

  /** Removes the first row `where` matches and returns it; null when none matches. */
  delete(params: QueryParams): Document | null {
    const query = this.compile(params);
    const [row] = this.rows({...query, slice: {start: 0, limit: 1}});
    if (!row) return null;
    this.caller.store.removeRow(row);
    return this.output(row, query);
  }
}
