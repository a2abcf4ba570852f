/**
 * The REST kind of the example check: every REST request a page shows (a `<Request method path>` of an `<ApiCall>`, a
 * cURL command, an `http` or `text` request line, a URL or query object in JavaScript, a call of the REST helper of a
 * Python, PHP, Ruby, Go or Dart example) is read the way the server reads it (the query string parsed with `qs`) and
 * checked against the REST rules (src/model/api/rest.ts) and the Trailhead model: the route names a content type,
 * every field of `fields`, `sort`, `filters` and `populate` exists where it is used, operators exist and take the value
 * given, pagination stays within its limits. A JSON response shown with a request (or on its own, with `data` and
 * `meta`) must add up: `meta.pagination` as the request asks, a `total` the Trailhead documents can fill, an error body
 * whose status and name agree. And a response shown with its request must be the example project's answer
 * (src/lib/rest/evaluate.ts) under one convention for what a page may leave out (restCompare.ts, and the writing
 * guide's "Responses are computed"): keys of an object, the end of an array, never `meta.pagination`. A response the
 * project cannot compute is marked `not-computed="<reason>"`.
 *
 * restExtract.ts and restForeign.ts find the requests in code, restQuery.ts checks them; this module gathers the
 * examples of the pages, holds the responses to their requests and reports. Exemptions and deliberate mistakes use the
 * fence meta of fence.ts (`no-check="..."`, `expect-error="..."`) on a code block of the example. Pure: page models
 * in, problems out.
 */
import path from 'node:path';
import JSON5 from 'json5';
import type {PageModel} from '../../src/lib/pageModel/types';
import {
  DEFAULT_STATUS,
  ERROR_CLASSES,
  PAGINATION_META,
  REST_PREFIX,
  SYSTEM_FIELDS,
  hasGeneratedRoutes,
  pageCount,
} from '../../src/model/api/rest';
import {LOCALES} from '../../src/model/trailhead/documents';
import type {Attribute} from '../../src/model/trailhead/schemaTypes';
import {fenceDirectives} from './fence';
import {evaluateWith} from '../../src/lib/rest/evaluate';
import {credentialHeaders, exampleCredential} from '../../src/lib/rest/credentials';
import {isRestPath} from '../../src/lib/browser/restPath';
import {differences, printJson, project} from './restCompare';
import {parseQuery} from '../../src/lib/rest/query';
import {isObject, listValues} from '../../src/lib/documents/values';
import {compileFields, compilePopulate, type Plan} from '../../src/lib/documents/populate';
import {compilePagination} from '../../src/lib/documents/pagination';
import {DOCUMENT_TYPES, documentCount} from '../../src/lib/documents/store';
import {
  POPULATABLE,
  TYPES,
  creatorField,
  isComponentSchema,
  schemaOf,
  systemFieldsOf,
  targetOf,
  type Schema,
} from '../../src/lib/documents/schema';
import {bodyProblems, matchRoute, requestProblems} from './restQuery';
import {code, hasHole, list, nameOf} from './restMessages';
import {HOLE, requestLines, scriptRequests, shellRequests, type FoundRequest} from './restExtract';
import {FOREIGN_LANGUAGES, foreignRequests} from './restForeign';

/* ------------------------------------------------------------------------------------------------------------------ */
/* Examples                                                                                                            */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A place in a page: file relative to the site root, line, and what is there (`block 3, bash`, `Request`). */
export interface RestPlace {
  file: string;
  line: number;
  where: string;
}

export interface RestRequest extends RestPlace {
  method: string;
  /** From REST_PREFIX on, without the query string; HOLE for a segment the example computes. */
  path: string;
  /** The query string as sent; null when the example computes all of it. */
  query: string | null;
  body?: unknown;
  /** A `<Request>`'s own: whether it offers Try it (a REST path without `tryIt={false}`, src/lib/browser/restPath.ts). */
  tryIt?: boolean;
}

/** A query object shown without its URL (`const query = {...}`), encoded as qs encodes it. */
export interface RestQueryObject extends RestPlace {
  query: string;
}

export interface RestResponse extends RestPlace {
  value: unknown;
  /** The `not-computed` reason of its block: the response is not compared with the evaluator's answer. */
  notComputed: string | null;
  /** The `status` of its `<Response>`, if any. */
  status: number | null;
  /** The block's text, to point at the line of `pagination` or `error`. */
  text: string;
}

/** One example: an `<ApiCall>` with a REST `<Request>`, or a code block with requests, query objects or a response. */
export interface RestExample extends RestPlace {
  /** The `<Request>` of an ApiCall: what its code blocks must send. */
  declared: RestRequest | null;
  requests: RestRequest[];
  queries: RestQueryObject[];
  responses: RestResponse[];
  noCheck: string | null;
  expectError: string | null;
  /** What is wrong with the fence meta itself. */
  metaProblems: RestProblem[];
  /** The controller actions its page writes itself (`api::review.review.create`). */
  customActions: readonly string[];
  /** The content types whose `schema.json` the page shows with `populateCreatorFields` on. */
  creatorFieldTypes: readonly string[];
}

export interface RestProblem extends RestPlace {
  message: string;
}

/** A response block whose JSON the fixer replaces: its file, the line of its fence, and the JSON to write. */
export interface ResponseFix {
  file: string;
  line: number;
  json: string;
}

export interface RestResult {
  examples: RestExample[];
  checked: RestExample[];
  exempt: {example: RestExample; reason: string}[];
  problems: RestProblem[];
  failing: number;
  /** The responses shown with a request: compared with the evaluator's answer, or exempt with a reason. */
  responses: {compared: RestResponse[]; exempt: {response: RestResponse; reason: string}[]; fixes: ResponseFix[]};
}

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const SCRIPT = new Set(['js', 'ts', 'jsx', 'tsx', 'javascript', 'typescript']);

interface Block {
  kind: 'block';
  file: string;
  line: number;
  index: number;
  language: string;
  meta: string | null;
  text: string;
}
interface Component {
  kind: 'component';
  file: string;
  line: number;
  name: string;
  props: Record<string, unknown>;
}

const blockWhere = (block: Block) => `block ${block.index}, ${block.language}`;

/** The requests and query objects a code block holds, at their lines in the file. */
function blockRequests(block: Block): {requests: RestRequest[]; queries: RestQueryObject[]} {
  let found: {requests: FoundRequest[]; queries: {query: string; line: number}[]} = {requests: [], queries: []};
  if (SHELL.has(block.language)) found = {requests: shellRequests(block.text), queries: []};
  else if (block.language === 'http' || block.language === 'text')
    found = {requests: requestLines(block.text, block.language), queries: []};
  else if (SCRIPT.has(block.language)) found = scriptRequests(block.text, block.language);
  else if (FOREIGN_LANGUAGES.has(block.language)) found = {requests: foreignRequests(block.text), queries: []};
  const at = (line: number): RestPlace => ({file: block.file, line: block.line + 1 + line, where: blockWhere(block)});
  return {
    requests: found.requests.map(({line, ...request}) => ({...request, ...at(line)})),
    queries: found.queries.map(({line, query}) => ({query, ...at(line)})),
  };
}

/** A JSON block that is a REST response: an object with `meta`, or with `error` and a null `data`. */
function responseOf(block: Block, status: number | null, inResponse: boolean): RestResponse | null {
  if (block.language !== 'json' && block.language !== 'json5') return null;
  let value: unknown;
  try {
    value = JSON5.parse(block.text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const isResponse = 'meta' in value || ('error' in value && value.data === null) || (inResponse && 'data' in value);
  if (!isResponse) return null;
  const notComputed = fenceDirectives(block.meta).notComputed;
  return {file: block.file, line: block.line, where: blockWhere(block), value, status, text: block.text, notComputed};
}

interface PageCode {
  customActions: ReadonlySet<string>;
  creatorFieldTypes: ReadonlySet<string>;
}

function exampleOf(place: RestPlace, blocks: readonly Block[], page: PageCode): RestExample {
  const example: RestExample = {
    ...place,
    declared: null,
    requests: [],
    queries: [],
    responses: [],
    noCheck: null,
    expectError: null,
    metaProblems: [],
    customActions: [...page.customActions],
    creatorFieldTypes: [...page.creatorFieldTypes],
  };
  for (const block of blocks) {
    const directives = fenceDirectives(block.meta);
    example.noCheck ??= directives.noCheck;
    example.expectError ??= directives.expectError;
    for (const message of directives.problems)
      example.metaProblems.push({file: block.file, line: block.line, where: blockWhere(block), message});
  }
  return example;
}

/**
 * The REST examples of the given page models, each once (a snippet's examples appear in every page that imports it),
 * with files relative to `root` and block indexes counted as the example check counts them.
 */
export function restExamples(models: readonly PageModel[], root: string): RestExample[] {
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const seen = new Set<string>();
  const perFile = new Map<string, number>();
  const items = new Map<string, (Block | Component)[]>();
  const push = (item: Block | Component) => items.set(item.file, [...(items.get(item.file) ?? []), item]);
  for (const model of models) {
    for (const block of model.codeBlocks) {
      const file = relative(block.position?.file ?? model.sourceFile);
      const key = `${file}:${block.position?.line ?? 0}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const index = (perFile.get(file) ?? 0) + 1;
      perFile.set(file, index);
      push({
        kind: 'block',
        file,
        line: block.position?.line ?? 0,
        index,
        language: block.language ?? '',
        meta: block.meta,
        text: block.text,
      });
    }
    for (const component of model.components) {
      if (!['ApiCall', 'Request', 'Response'].includes(component.name)) continue;
      const file = relative(component.position?.file ?? model.sourceFile);
      const key = `${file}:${component.position?.line ?? 0}:${component.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      push({kind: 'component', file, line: component.position?.line ?? 0, name: component.name, props: component.props});
    }
  }

  const examples: RestExample[] = [];
  for (const list of items.values()) {
    list.sort((a, b) => a.line - b.line || (a.kind === 'component' ? -1 : 1));
    // An ApiCall: the blocks between its Request and its Response are the request, the block right after the Response
    // is the response.
    let call: {request: Component; blocks: Block[]; response: Component | null; responseBlock: Block | null} | null = null;
    const standalone: {block: Block; at: number}[] = [];
    const close = () => {
      if (!call) return;
      const {request, blocks, response, responseBlock} = call;
      call = null;
      const requestPath = typeof request.props.path === 'string' ? request.props.path : null;
      const shown = blocks.map(blockRequests);
      const isRest = requestPath
        ? requestPath.startsWith(`${REST_PREFIX}/`) || requestPath === REST_PREFIX
        : shown.some((s) => s.requests.length > 0);
      if (!isRest) return;
      const example = exampleOf(
        {file: request.file, line: request.line, where: 'Request'},
        responseBlock ? [...blocks, responseBlock] : blocks,
        page,
      );
      if (requestPath) {
        const [pathPart, query = ''] = requestPath.split(/\?(.*)/s);
        example.declared = {
          file: request.file,
          line: request.line,
          where: 'Request',
          method: typeof request.props.method === 'string' ? request.props.method : 'GET',
          path: pathPart!,
          query,
          tryIt: request.props.tryIt !== false && isRestPath(requestPath),
        };
      }
      for (const found of shown) {
        example.requests.push(...found.requests);
        example.queries.push(...found.queries);
      }
      const status = typeof response?.props.status === 'number' ? response.props.status : null;
      const value = responseBlock ? responseOf(responseBlock, status, true) : null;
      if (value) example.responses.push(value);
      else if (response && status !== null)
        example.responses.push({
          file: response.file,
          line: response.line,
          where: 'Response',
          value: undefined,
          status,
          text: '',
          notComputed: responseBlock ? fenceDirectives(responseBlock.meta).notComputed : null,
        });
      examples.push(example);
    };
    // What the page's own code changes: the controller actions it writes (`async create(ctx)` in
    // src/api/review/controllers/review.js), which answer as that code does, not as the generated route; and the
    // options its schema.json files set (`populateCreatorFields`).
    const customActions = new Set<string>();
    const creatorFieldTypes = new Set<string>();
    for (const item of list) {
      if (item.kind !== 'block') continue;
      const controller = /\btitle="src\/api\/([\w-]+)\/controllers\/([\w-]+)\.[cm]?[jt]s"/.exec(item.meta ?? '');
      for (const match of controller ? item.text.matchAll(/^\s*(?:async\s+)?(find|findOne|create|update|delete)\s*(?:\(|:\s*async)/gm) : [])
        customActions.add(`api::${controller![1]}.${controller![2]}.${match[1]}`);
      // A whole file or an excerpt ("schema.json (excerpt)", the title convention of the schema.json check).
      const schemaFile = /\btitle="src\/api\/([\w-]+)\/content-types\/([\w-]+)\/schema\.json(?: \([\w ]+\))?"/.exec(item.meta ?? '');
      if (schemaFile && /"populateCreatorFields"\s*:\s*true/.test(item.text))
        creatorFieldTypes.add(`api::${schemaFile[1]}.${schemaFile[2]}`);
    }
    const page: PageCode = {customActions, creatorFieldTypes};
    list.forEach((item, position) => {
      if (item.kind === 'component') {
        if (item.name === 'Request') {
          close();
          call = {request: item, blocks: [], response: null, responseBlock: null};
        } else if (item.name === 'Response' && call && !call.response) call.response = item;
        else if (item.name === 'ApiCall') close();
        return;
      }
      if (call && !call.response) call.blocks.push(item);
      else if (call?.response && !call.responseBlock && item.line <= call.response.line + 3) {
        call.responseBlock = item;
        close();
      } else {
        close();
        standalone.push({block: item, at: position});
      }
    });
    close();

    // Code blocks on their own; a response right after a block with one request answers that request.
    let previous: RestExample | null = null;
    let previousAt = -1;
    for (const {block, at} of standalone) {
      const {requests, queries} = blockRequests(block);
      const response = responseOf(block, null, false);
      const follows = previousAt === at - 1;
      previousAt = at;
      if (response && follows && previous && previous.requests.length === 1 && previous.responses.length === 0) {
        previous.responses.push(response);
        const directives = fenceDirectives(block.meta);
        previous.noCheck ??= directives.noCheck;
        previous.expectError ??= directives.expectError;
        previous = null;
        continue;
      }
      if (requests.length === 0 && queries.length === 0 && !response) {
        previous = null;
        continue;
      }
      const example = exampleOf({file: block.file, line: block.line, where: blockWhere(block)}, [block], page);
      example.requests.push(...requests);
      example.queries.push(...queries);
      if (response) example.responses.push(response);
      examples.push(example);
      previous = example;
    }
  }
  return examples.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Responses                                                                                                           */
/* ------------------------------------------------------------------------------------------------------------------ */

/** The line of the block where `word` first appears (as a JSON key), for the messages. */
function lineOfKey(response: RestResponse, word: string): number {
  const index = response.text.split('\n').findIndex((line) => line.includes(`"${word}"`) || line.includes(`${word}:`));
  return index === -1 ? response.line : response.line + 1 + index;
}

/** The content type of the documents of a response, from their documentIds. */
function typeOfData(data: unknown): string | null {
  for (const item of Array.isArray(data) ? data : [data]) {
    if (isObject(item) && typeof item.documentId === 'string') {
      const uid = DOCUMENT_TYPES.get(item.documentId);
      if (uid) return uid;
    }
  }
  return null;
}

/** Keys a document carries in a response besides its fields: the system fields, and `__component` in a dynamic zone. */
const RESPONSE_KEYS = new Set<string>([...SYSTEM_FIELDS, '__component']);

/**
 * What a document of a response holds that its request did not ask for: a relation, media, component or dynamic zone
 * the populate plan leaves out, a scalar field `fields` leaves out, a key its type does not have. The plan and the
 * fields are the runtime's reading of the request (src/lib/documents/populate.ts), followed level by level.
 */
function shapeProblems(item: unknown, schema: Schema, fields: readonly string[] | null, plan: Plan, where: string): string[] {
  if (!isObject(item)) return [];
  const problems: string[] = [];
  const unasked = (name: string) => fields !== null && !fields.includes('*') && !fields.includes(name);
  for (const [name, value] of Object.entries(item)) {
    const at = `${where}.${name}`;
    if (RESPONSE_KEYS.has(name) && (name === 'id' || !isComponentSchema(schema) || name === '__component')) {
      if (!['id', 'documentId', '__component'].includes(name) && unasked(name))
        problems.push(`${at} is in the response, but \`fields\` does not ask for it`);
      continue;
    }
    const attribute = schema.attributes[name] ?? creatorField(name) ?? undefined;
    if (!attribute) problems.push(`${at}: ${nameOf(schema)} has no field ${code(name)}`);
    else if (attribute.private) problems.push(`${at}: ${nameOf(schema)}.${name} is private and never in a response`);
    else if (!POPULATABLE.has(attribute.type)) {
      if (unasked(name)) problems.push(`${at} is in the response, but \`fields\` does not ask for it`);
    } else if (!plan.has(name)) problems.push(`${at} is in the response, but the request does not populate ${name}`);
    else {
      const entry = plan.get(name)!;
      for (const [i, element] of (Array.isArray(value) ? value : [value]).entries()) {
        const elementAt = Array.isArray(value) ? `${at}[${i}]` : at;
        if (attribute.type !== 'dynamiczone') {
          problems.push(...shapeProblems(element, targetOf(attribute)!, entry.fields, entry.populate, elementAt));
          continue;
        }
        const uid = isObject(element) && typeof element.__component === 'string' ? element.__component : null;
        const component = uid && (attribute.components as readonly string[]).includes(uid) ? schemaOf(uid) : null;
        if (!component) {
          problems.push(`${elementAt}: a dynamic zone entry names its component in __component, one of ${list(attribute.components)}`);
          continue;
        }
        const own = entry.on?.get(uid!);
        problems.push(...shapeProblems(element, component, own?.fields ?? null, own?.populate ?? new Map(), elementAt));
      }
    }
  }
  return problems;
}

/** Validation messages about a length (`name must be at most 120 characters`) against the model's limits. */
function validationProblems(details: unknown, schema: Schema): string[] {
  const errors = isObject(details) ? listValues(details.errors) : null;
  const problems: string[] = [];
  for (const error of errors ?? []) {
    if (!isObject(error) || typeof error.message !== 'string') continue;
    const field = listValues(error.path)?.[0];
    if (typeof field !== 'string') continue;
    const attribute = schema.attributes[field] as (Attribute & {maxLength?: number; minLength?: number}) | undefined;
    if (!attribute) {
      problems.push(`error.details: ${nameOf(schema)} has no field ${code(field)}`);
      continue;
    }
    const most = /at most (\d+) characters/.exec(error.message);
    if (most && attribute.maxLength !== Number(most[1]))
      problems.push(
        `error.details: ${nameOf(schema)}.${field} takes ${attribute.maxLength === undefined ? 'any length' : `at most ${attribute.maxLength} characters`}, not ${most[1]}`,
      );
    const least = /at least (\d+) characters/.exec(error.message);
    const minimum = attribute.minLength ?? (attribute.required ? 1 : undefined);
    if (least && minimum !== Number(least[1]))
      problems.push(
        `error.details: ${nameOf(schema)}.${field} takes ${minimum === undefined ? 'any length' : `at least ${minimum} characters`}, not ${least[1]}`,
      );
  }
  return problems;
}

/** What is wrong with a response, given the request it answers (if the page shows one). */
function responseProblems(
  response: RestResponse,
  request: RestRequest | null,
  customActions: readonly string[],
  creatorFieldTypes: readonly string[],
): RestProblem[] {
  const problems: RestProblem[] = [];
  const at = (word: string | null, message: string) =>
    problems.push({file: response.file, line: word ? lineOfKey(response, word) : response.line, where: response.where, message});
  const route = request && !hasHole(request.path) ? matchRoute(request.method.toUpperCase(), request.path) : null;
  const matched = route && typeof route !== 'string' ? route : null;
  const value = response.value;
  const error = isObject(value) && isObject(value.error) ? value.error : null;

  if (error) {
    const name = typeof error.name === 'string' ? error.name : null;
    const expected = name ? ERROR_CLASSES[name as keyof typeof ERROR_CLASSES] : undefined;
    if (name && expected === undefined)
      at('error', `error.name ${code(name)} is no error class; classes: ${list(Object.keys(ERROR_CLASSES))}`);
    else if (expected !== undefined && error.status !== expected) at('error', `a ${name} answers ${expected}, not ${String(error.status)}`);
    if (response.status !== null && error.status !== response.status)
      at('error', `the body says status ${String(error.status)} and its Response says ${response.status}`);
    if (isObject(value) && value.data !== null) at('data', 'an error response has `"data": null`');
    if (name === 'ValidationError' && matched?.schema)
      for (const message of validationProblems(error.details, matched.schema)) at('details', message);
    return problems;
  }
  const custom = matched?.action ? customActions.includes(matched.action) : false;
  if (
    response.status !== null &&
    response.status >= 200 &&
    response.status < 300 &&
    matched?.status &&
    !custom &&
    response.status !== matched.status
  )
    at(null, `${matched.name} answers ${matched.status}, not ${response.status}`);
  if (response.status !== null && response.status >= 400 && value !== undefined)
    at(null, `a ${response.status} response carries \`{ "data": null, "error": {...} }\``);
  if (!isObject(value)) return problems;

  const data = value.data;
  if (matched && response.status !== 204 && 'data' in value) {
    if (matched.list && !Array.isArray(data)) at('data', `${matched.name} answers a list: \`data\` is an array`);
    if (!matched.list && Array.isArray(data) && matched.schema && matched.parameters !== null)
      at('data', `${matched.name} answers one document: \`data\` is an object`);
  }
  // The documents hold what the request asks for, on the generated routes (a page's own actions answer what they like).
  if (matched?.action && !custom && matched.schema && request && request.query !== null && !hasHole(request.query)) {
    const asked = parseQuery(request.query);
    // Problems of the request itself are the request's to report: here its reading, as far as it goes.
    const fields = compileFields(asked.fields, matched.schema, []);
    const plan = compilePopulate(asked.populate, matched.schema, {creatorFieldTypes}, []);
    const shown = new Set<string>();
    for (const [i, item] of (Array.isArray(data) ? data : [data]).entries()) {
      for (const message of shapeProblems(item, matched.schema, fields, plan, Array.isArray(data) ? `data[${i}]` : 'data')) {
        const generic = message.replace(/\[\d+\]/g, '[]');
        if (shown.has(generic)) continue;
        shown.add(generic);
        at('data', message);
      }
    }
  }
  const meta = isObject(value.meta) ? value.meta : null;
  const pagination = meta && isObject(meta.pagination) ? meta.pagination : null;
  if (!pagination) return problems;
  if (matched && !matched.list) at('pagination', `${matched.name} answers one document, without \`meta.pagination\``);

  const number = (name: string) => (typeof pagination[name] === 'number' ? (pagination[name] as number) : null);
  const [page, pageSize, count, total, start, limit] = ['page', 'pageSize', 'pageCount', 'total', 'start', 'limit'].map(number);
  if (total !== null && pageSize !== null && count !== null && count !== pageCount(total, pageSize))
    at(
      'pagination',
      `meta.pagination: ${total} results by pages of ${pageSize} make ${pageCount(total, pageSize)} page(s), not pageCount ${count}`,
    );
  const items = Array.isArray(data) ? data.length : null;
  if (items !== null && page !== null && count !== null && page > Math.max(1, count) && items > 0)
    at('pagination', `meta.pagination: page ${page} is beyond the last page, ${count}, so \`data\` is empty`);
  if (items !== null && pageSize !== null && items > pageSize)
    at('pagination', `meta.pagination: ${items} documents in \`data\`, more than pageSize ${pageSize}`);
  if (items !== null && limit !== null && items > limit)
    at('pagination', `meta.pagination: ${items} documents in \`data\`, more than limit ${limit}`);
  if (items !== null && total !== null && items > total)
    at('pagination', `meta.pagination: ${items} documents in \`data\`, more than total ${total}`);

  // What the request asked for, as the runtime reads its pagination.
  const asked = matched?.parameters?.includes('pagination') && request?.query !== null ? parseQuery(request?.query ?? '') : null;
  if (asked) {
    const expected = compilePagination(asked.pagination, []);
    const offset = expected.style === 'offset';
    const [mine, theirs] = offset ? [PAGINATION_META.offset, PAGINATION_META.page] : [PAGINATION_META.page, PAGINATION_META.offset];
    const shown = mine.filter((name) => name !== 'total' && name !== 'pageCount');
    for (const name of theirs.filter((name) => !(mine as readonly string[]).includes(name)))
      if (name in pagination)
        at(
          'pagination',
          `meta.pagination has ${name}, but the request uses ${offset ? 'start and limit' : 'page-based pagination'} (${list(shown)})`,
        );
    if (!expected.withCount && PAGINATION_META.counted.some((name) => name in pagination))
      at('pagination', 'meta.pagination: with pagination[withCount]=false, total and pageCount are left out');
    const defaultSize = !isObject(asked.pagination) || asked.pagination.pageSize === undefined;
    const values: [string, number | null, number, string][] = offset
      ? [
          ['limit', limit, expected.limit, ''],
          ['start', start, expected.start, ''],
        ]
      : [
          ['pageSize', pageSize, expected.pageSize, defaultSize ? ' (the default, `api.rest.defaultLimit`)' : ''],
          ['page', page, expected.page, ''],
        ];
    for (const [name, shownValue, value, note] of values)
      if (shownValue !== null && shownValue !== value)
        at('pagination', `meta.pagination: ${name} is ${value} for this request${note}, not ${shownValue}`);
  }

  // The total cannot exceed what the model holds for the locale and status asked (or shown in the documents).
  const uid = matched?.schema && !isComponentSchema(matched.schema) ? matched.schema.uid : typeOfData(data);
  if (total !== null && uid) {
    const schema = schemaOf(uid)!;
    const query = request?.query ? parseQuery(request.query) : {};
    const first = Array.isArray(data) ? data.find(isObject) : isObject(data) ? data : undefined;
    const localized = schema.pluginOptions?.i18n?.localized ?? false;
    const locale = !localized
      ? null
      : typeof query.locale === 'string' && !hasHole(query.locale)
        ? query.locale
        : typeof first?.locale === 'string'
          ? first.locale
          : LOCALES[0];
    const status = query.status === 'draft' || (first && first.publishedAt === null) ? 'draft' : DEFAULT_STATUS;
    const available = documentCount(uid, locale, status);
    if (total > available)
      at(
        'pagination',
        `meta.pagination: total ${total} is more than Trailhead has: ${available} ${status} ${nameOf(schema)} document(s)${locale ? ` in locale ${locale}` : ''}`,
      );
  }
  return problems;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* The check                                                                                                           */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A parsed query with its keys sorted, to compare two queries whatever the order of their parameters. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, canonical(value[name])]),
  );
}

const sameRequest = (a: RestRequest, b: RestRequest) =>
  a.method.toUpperCase() === b.method.toUpperCase() &&
  a.path === b.path &&
  JSON.stringify(canonical(parseQuery(a.query ?? ''))) === JSON.stringify(canonical(parseQuery(b.query ?? '')));

const describe = (request: RestRequest) =>
  `${request.method} ${request.path}${request.query ? `?${decodeURIComponent(request.query)}` : ''}`.replaceAll(HOLE, '…');

/** The content type a query object without a URL is for: the one type that has every field it names, else the nearest request. */
function endpointOf(query: RestQueryObject, requests: readonly RestRequest[]): RestRequest | null {
  const parsed = parseQuery(query.query);
  const named = new Set<string>();
  for (const parameter of ['populate', 'filters', 'fields', 'sort'] as const) {
    const value = parsed[parameter];
    const names = isObject(value) ? Object.keys(value) : (listValues(value) ?? (typeof value === 'string' ? [value] : []));
    for (const name of names) if (typeof name === 'string' && !name.startsWith('$') && name !== '*') named.add(name.split(/[.:]/)[0]!);
  }
  const fitting = TYPES.filter(
    (schema) =>
      hasGeneratedRoutes(schema.uid) &&
      named.size > 0 &&
      [...named].every((name) => name in schema.attributes || systemFieldsOf(schema).includes(name)),
  );
  if (fitting.length === 1) {
    const schema = fitting[0]!;
    const name = schema.kind === 'singleType' ? schema.info!.singularName : schema.info!.pluralName;
    return {...query, method: 'GET', path: `${REST_PREFIX}/${name}`, query: null};
  }
  const nearest = [...requests].sort((a, b) => Math.abs(a.line - query.line) - Math.abs(b.line - query.line))[0];
  return nearest ?? null;
}

/** The problems of one example. */
export function exampleProblems(example: RestExample, pageRequests: readonly RestRequest[] = []): RestProblem[] {
  const problems: RestProblem[] = [...example.metaProblems];
  const report = (place: RestPlace, messages: readonly string[]) => {
    for (const message of messages) problems.push({file: place.file, line: place.line, where: place.where, message});
  };
  const checked: RestRequest[] = [];
  if (example.declared) {
    report(
      example.declared,
      requestProblems(example.declared.method, example.declared.path, example.declared.query, undefined, example.creatorFieldTypes),
    );
    checked.push(example.declared);
  }
  for (const request of example.requests) {
    if (example.declared && !hasHole(request.path) && !hasHole(request.query ?? '')) {
      if (!sameRequest(request, example.declared))
        report(request, [`the block sends ${code(describe(request))}, and its Request says ${code(describe(example.declared))}`]);
      if (request.body !== undefined) {
        const route = matchRoute(request.method.toUpperCase(), request.path);
        if (typeof route !== 'string' && route.body) report(request, bodyProblems(request.body, route));
      }
      continue;
    }
    report(request, requestProblems(request.method, request.path, request.query, request.body, example.creatorFieldTypes));
    checked.push(request);
  }
  for (const query of example.queries) {
    const endpoint = endpointOf(query, [...checked, ...pageRequests]);
    if (!endpoint) {
      report(query, ['a query object with no request on the page to say which endpoint it is for: show the request it encodes']);
      continue;
    }
    report(query, requestProblems(endpoint.method, endpoint.path, query.query, undefined, example.creatorFieldTypes));
  }
  const answered = example.declared ?? (example.requests.length === 1 ? example.requests[0]! : null);
  for (const response of example.responses)
    problems.push(...responseProblems(response, answered, example.customActions, example.creatorFieldTypes));
  return problems;
}

type Comparison = {exempt: string} | {problems: RestProblem[]; fix: ResponseFix | null};

/** One response shown with a request, against the example project's answer (restCompare.ts states what a page may leave out). */
function compareResponse(response: RestResponse, example: RestExample): Comparison {
  if (response.notComputed) {
    if (!example.declared?.tryIt) return {exempt: response.notComputed};
    const message = `Try it answers this request from Trailhead's data, which is not the response shown (${response.notComputed}): add tryIt={false} to its Request`;
    return {problems: [{file: response.file, line: response.line, where: response.where, message}], fix: null};
  }
  const request = example.declared ?? (example.requests.length === 1 ? example.requests[0]! : null);
  if (!request) return {exempt: 'shown without a request: nothing to compute it from'};
  if (hasHole(request.path) || request.query === null || hasHole(request.query)) return {exempt: 'the request is built at run time'};
  const route = matchRoute(request.method.toUpperCase(), request.path);
  if (typeof route !== 'string' && route.action && example.customActions.includes(route.action))
    return {exempt: `the page's own controller answers ${route.name}`};
  const body = request.body ?? example.requests.find((candidate) => candidate.body !== undefined)?.body;
  const url = `${request.path}${request.query ? `?${request.query}` : ''}`;
  const shownError = isObject(response.value) && isObject(response.value.error) ? response.value.error.status : null;
  const status = response.status ?? (typeof shownError === 'number' ? shownError : null);
  const answer = evaluateWith(
    {method: request.method, url, headers: credentialHeaders(exampleCredential(status)), ...(body !== undefined ? {body} : {})},
    {creatorFieldTypes: example.creatorFieldTypes},
  );
  const place = {file: response.file, line: response.line, where: response.where};
  const error = (answer.body as {error?: {name: string; message: string}} | null)?.error;
  if (answer.status === 501)
    return {
      problems: [
        {
          ...place,
          message: `${error?.message ?? 'the example project cannot answer this request'}: mark the response not-computed="<why>"`,
        },
      ],
      fix: null,
    };
  if (response.status !== null && response.status !== answer.status)
    return {
      problems: [
        {
          ...place,
          message: `the Response says status ${response.status}, the example project answers ${answer.status}${error ? ` (${error.name}: ${error.message})` : ''}`,
        },
      ],
      fix: null,
    };
  const found = response.value === undefined ? [] : differences(response.value, answer.body);
  if (found.length === 0) return {problems: [], fix: null};
  return {
    problems: found.map((difference) => ({...place, message: `${difference} (\`npm run check examples -- --fix-responses\` rewrites it)`})),
    fix:
      response.where === 'Response'
        ? null
        : {file: response.file, line: response.line, json: printJson(project(answer.body, response.value))},
  };
}

/** Checks every example; an exempt one is listed with its reason, one that expects an error fails when it passes. */
export function checkRestExamples(examples: readonly RestExample[]): RestResult {
  const result: RestResult = {
    examples: [...examples],
    checked: [],
    exempt: [],
    problems: [],
    failing: 0,
    responses: {compared: [], exempt: [], fixes: []},
  };
  const requestsByFile = new Map<string, RestRequest[]>();
  for (const example of examples) {
    const requests = [...(example.declared ? [example.declared] : []), ...example.requests].filter((request) => !hasHole(request.path));
    requestsByFile.set(example.file, [...(requestsByFile.get(example.file) ?? []), ...requests]);
  }
  for (const example of examples) {
    if (example.noCheck) {
      result.exempt.push({example, reason: example.noCheck});
      result.problems.push(...example.metaProblems);
      if (example.metaProblems.length > 0) result.failing += 1;
      continue;
    }
    result.checked.push(example);
    let problems = exampleProblems(example, requestsByFile.get(example.file));
    if (example.expectError) {
      problems =
        problems.length === 0
          ? [
              {
                ...example,
                message: `expected to fail (${example.expectError}) but the check finds nothing wrong: fix the example or drop expect-error`,
              },
            ]
          : example.metaProblems;
    } else
      for (const response of example.responses) {
        const comparison = compareResponse(response, example);
        if ('exempt' in comparison) {
          result.responses.exempt.push({response, reason: comparison.exempt});
          continue;
        }
        result.responses.compared.push(response);
        problems.push(...comparison.problems);
        if (comparison.fix) result.responses.fixes.push(comparison.fix);
      }
    result.problems.push(...problems);
    if (problems.length > 0) result.failing += 1;
  }
  return result;
}

/** `docs/x.mdx:44 (block 3, bash): message`, the form every problem of the example check is printed in. */
export function formatRestProblem(problem: RestProblem): string {
  return `${problem.file}:${problem.line} (${problem.where}): ${problem.message}`;
}

/**
 * The REST kind of `npm run check examples`: the problems and the exempt examples and responses as the script prints
 * them, the summary line (`rest: N examples, C checked, E exempt, F failing; R responses computed, X not computed (T s)`),
 * the counts the final line adds up, and the response blocks `--fix-responses` rewrites.
 */
export function restReport(
  models: readonly PageModel[],
  root: string,
): {lines: string[]; summary: string; passed: number; failed: number; fixes: ResponseFix[]} {
  const started = Date.now();
  const result = checkRestExamples(restExamples(models, root));
  const lines = [...result.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line).map(formatRestProblem);
  if (result.exempt.length > 0) {
    lines.push('\nrest exempt (not checked):');
    for (const {example, reason} of result.exempt) lines.push(`  ${example.file}:${example.line} (${example.where}): ${reason}`);
  }
  const {compared, exempt, fixes} = result.responses;
  if (exempt.length > 0) {
    lines.push('\nrest responses not computed (request checked, response not compared):');
    for (const {response, reason} of exempt) lines.push(`  ${response.file}:${response.line} (${response.where}): ${reason}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    lines,
    summary: `rest: ${result.examples.length} examples, ${result.checked.length} checked, ${result.exempt.length} exempt, ${result.failing} failing; ${compared.length} responses computed, ${exempt.length} not computed (${seconds} s)`,
    passed: result.checked.length - result.failing,
    failed: result.failing,
    fixes,
  };
}

/** A page's text with the given response blocks replaced by their computed JSON (`--fix-responses`). */
export function applyResponseFixes(text: string, fixes: readonly ResponseFix[]): string {
  const lines = text.split('\n');
  for (const fix of [...fixes].sort((a, b) => b.line - a.line)) {
    const open = fix.line - 1;
    const fence = /^(\s*)(`{3,}|~{3,})/.exec(lines[open] ?? '');
    if (!fence) continue;
    const close = lines.findIndex((line, i) => i > open && line.trim() === fence[2]);
    if (close === -1) continue;
    const indent = fence[1]!;
    lines.splice(open + 1, close - open - 1, ...fix.json.split('\n').map((line) => indent + line));
  }
  return lines.join('\n');
}
