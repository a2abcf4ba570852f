/**
 * Finds the REST requests an example sends: cURL commands of shell blocks, request lines of `http` and `text` blocks,
 * and in JavaScript and TypeScript the URLs passed to `fetch`, axios and the like, with their query built by hand, by
 * `qs.stringify({...})`, `URLSearchParams` or a `params` object, through the helper functions and clients the block
 * defines (`request('/restaurants?...')` on top of `fetch(\`${TESSERA_URL}/api${path}\`)`). A part of a URL the
 * example only knows at run time (`${documentId}`, `${page}`) is a HOLE, which the check takes for any value.
 * Pure: text in, requests out.
 */
import qs from 'qs';
import ts from 'typescript';
import {REST_PREFIX} from '../../src/model/api/rest';

/** Stands for a part of a URL or a value the example computes at run time. */
export const HOLE = '\u0000';

/** A request found in a block. */
export interface FoundRequest {
  method: string;
  /** From REST_PREFIX on, without the query string: `/api/restaurants/k9z...` (HOLE for a computed segment). */
  path: string;
  /** The query string as sent (`populate[0]=cover&...`), '' for none, null when the example computes all of it. */
  query: string | null;
  /** The JSON body, when the example sends one the check can read. */
  body?: unknown;
  /** 0-based line in the block's text. */
  line: number;
}

/** A query object that is no request yet (`const query = {...}` shown before or after the URL it encodes). */
export interface FoundQueryObject {
  query: string;
  line: number;
}

/** Origins of the Tessera server in examples: the local server, Tessera Cloud, Trailhead's production API. */
const TESSERA_ORIGIN =
  /^https?:\/\/(?:(?:localhost|127\.0\.0\.1|10\.0\.2\.2|192\.168\.\d+\.\d+):1337|[\w-]+\.tessera\.app|api\.trailhead\.example)$/;
/** What a URL whose origin the example reads at run time (`${TESSERA_URL}`, `environment.tesseraUrl`) starts with. */
const RUNTIME_ORIGIN = 'https://tessera.runtime';
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Splits an absolute or rooted URL into a REST path and query, when it is a request to Tessera's REST API. */
function restUrl(url: string, rooted = false): {path: string; query: string | null} | null {
  const match = /^(https?:\/\/[^/?#\s]+)?(\/[^?#\s]*)(?:\?([^#\s]*))?$/.exec(url);
  if (!match) return null;
  const [, origin, path, query] = match;
  if (origin ? !(TESSERA_ORIGIN.test(origin) || origin === RUNTIME_ORIGIN) : !rooted) return null;
  if (path !== REST_PREFIX && !path!.startsWith(`${REST_PREFIX}/`)) return null;
  // `${TESSERA_URL}/api${path}`: the path is only known where the helper is called.
  if (path!.slice(REST_PREFIX.length).replace(/\//g, '').startsWith(HOLE) && !path!.includes(`/${HOLE}`)) return null;
  if (path!.split('/').some((segment) => segment.includes(HOLE) && segment !== HOLE)) return null;
  return {path: path!.replace(/\/$/, '') || REST_PREFIX, query: query === undefined ? '' : query === HOLE ? null : query};
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* Shell: curl                                                                                                         */
/* ------------------------------------------------------------------------------------------------------------------ */

/** curl options that take a value. */
const CURL_VALUE_OPTIONS = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-urlencode',
  '-F',
  '--form',
  '-o',
  '--output',
  '-w',
  '--write-out',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '-T',
  '--upload-file',
  '-D',
  '--dump-header',
  '-m',
  '--max-time',
  '--url',
]);
const CURL_DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode']);

/** The words of a shell command, with quotes removed the way the shell removes them. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < command.length; i += 1) {
    const char = command[i]!;
    if (char === "'") {
      const end = command.indexOf("'", i + 1);
      word = (word ?? '') + command.slice(i + 1, end === -1 ? undefined : end);
      i = end === -1 ? command.length : end;
    } else if (char === '"') {
      word ??= '';
      for (i += 1; i < command.length && command[i] !== '"'; i += 1) {
        if (command[i] === '\\' && i + 1 < command.length && '$`"\\\n'.includes(command[i + 1]!)) i += 1;
        word += command[i];
      }
    } else if (char === '\\' && i + 1 < command.length) {
      word = (word ?? '') + command[i + 1];
      i += 1;
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else {
      word = (word ?? '') + char;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The cURL requests of a shell block. */
export function shellRequests(text: string): FoundRequest[] {
  const requests: FoundRequest[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let command = lines[i]!;
    // A quoted value may span lines (a JSON body); a trailing backslash continues the command.
    while (i + 1 < lines.length && (/\\\s*$/.test(command) || (command.split("'").length - 1) % 2 === 1)) {
      command = /\\\s*$/.test(command) ? `${command.replace(/\\\s*$/, '')} ${lines[i + 1]}` : `${command}\n${lines[i + 1]}`;
      i += 1;
    }
    for (const part of command.split(/&&|\|\||(?<![\\'"])[|;](?=(?:[^']*'[^']*')*[^']*$)/)) {
      const words = shellWords(part.trim());
      const at = words.indexOf('curl');
      if (at === -1 || words.slice(0, at).some((word) => !/^\w+=|^\$\(?$|^time$|^echo$/.test(word))) continue;
      let method: string | null = null;
      let url: string | null = null;
      let body: string | null = null;
      let form = false;
      for (let w = at + 1; w < words.length; w += 1) {
        const word = words[w]!;
        if (CURL_VALUE_OPTIONS.has(word)) {
          const value = words[(w += 1)] ?? '';
          if (word === '-X' || word === '--request') method = value.toUpperCase();
          else if (CURL_DATA_OPTIONS.has(word)) body = value;
          else if (word === '-F' || word === '--form') form = true;
          else if (word === '--url') url = value;
        } else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
        else if (!word.startsWith('-') && url === null) url = word;
      }
      const target = url === null ? null : restUrl(url);
      if (!target) continue;
      requests.push({
        method: method ?? (body !== null || form ? 'POST' : 'GET'),
        ...target,
        ...(body !== null ? {body: parseJson(body)} : {}),
        line: start,
      });
    }
  }
  return requests;
}

/** Request lines of an `http` block (`GET /api/restaurants HTTP/1.1`, a body after the blank line) or a `text` block. */
export function requestLines(text: string, language: 'http' | 'text'): FoundRequest[] {
  const requests: FoundRequest[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    const match = /^\s*(?:(GET|POST|PUT|PATCH|DELETE)\s+)?(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(line);
    if (!match || (language === 'http' && !match[1])) return;
    const target = restUrl(match[2]!, true);
    if (!target) return;
    let body: unknown;
    if (language === 'http' && match[1] !== 'GET') {
      const blank = lines.findIndex((candidate, at) => at > index && candidate.trim() === '');
      if (blank !== -1) body = parseJson(lines.slice(blank + 1).join('\n'));
    }
    requests.push({method: match[1] ?? 'GET', ...target, ...(body !== undefined ? {body} : {}), line: index});
  });
  return requests;
}

/* ------------------------------------------------------------------------------------------------------------------ */
/* JavaScript and TypeScript                                                                                           */
/* ------------------------------------------------------------------------------------------------------------------ */

/** A value of the example as far as the check can compute it: HOLE where it cannot. */
type Value = string | number | boolean | null | Value[] | {[key: string]: Value};

const isRecord = (value: Value): value is {[key: string]: Value} => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The query parameters a REST query object stands for, keys as qs writes them (what the server parses). */
export function encodeQuery(value: unknown): string {
  return qs.stringify(value, {encodeValuesOnly: true});
}

class Scope {
  /** Initializers of the class properties of the block (`this.baseUrl`), by name. */
  readonly properties = new Map<string, ts.Expression | null>();
  /** Helpers that prefix their first argument with a Tessera origin: name → the URL before the argument. */
  readonly helpers = new Map<string, string>();
  /** Clients with a Tessera base URL (`axios.create({baseURL})`): name → base URL. */
  readonly clients = new Map<string, string>();
  private readonly resolving = new Set<ts.Node>();

  constructor(readonly source: ts.SourceFile) {}

  /**
   * The initializer of the constant an identifier names, from the innermost scope that declares it; null for a
   * parameter, a `let` or `var`, or a name the block does not declare.
   */
  initializer(identifier: ts.Identifier): ts.Expression | null {
    const name = identifier.text;
    for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
      if (ts.isFunctionLike(node) && node.parameters.some((parameter) => declares(parameter.name, name))) return null;
      const statements = ts.isSourceFile(node) || ts.isBlock(node) || ts.isModuleBlock(node) ? node.statements : null;
      for (const statement of statements ?? []) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name) continue;
          return statement.declarationList.flags & ts.NodeFlags.Const ? (declaration.initializer ?? null) : null;
        }
      }
    }
    return null;
  }

  lookup<T>(node: ts.Identifier | string, read: (expression: ts.Expression) => T, fallback: T): T {
    const initializer = typeof node === 'string' ? (this.properties.get(node) ?? null) : this.initializer(node);
    if (!initializer || this.resolving.has(initializer)) return fallback;
    this.resolving.add(initializer);
    try {
      return read(initializer);
    } finally {
      this.resolving.delete(initializer);
    }
  }

  /** The string an expression makes, HOLE for what is computed at run time; null when it is no string at all. */
  string(node: ts.Expression): string | null {
    node = unwrap(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) text += this.substitution(span.expression) + span.literal.text;
      return text;
    }
    if (ts.isBinaryExpression(node)) {
      if (node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const left = this.string(node.left);
        const right = this.string(node.right);
        return left === null && right === null ? null : (left ?? HOLE) + (right ?? HOLE);
      }
      // `process.env.TESSERA_URL ?? 'http://localhost:1337'`: the default says what the value is.
      if (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
        return this.string(node.right);
    }
    if (ts.isIdentifier(node)) return this.lookup(node, (expression) => this.string(expression), null);
    if (ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword)
      return this.lookup(`this.${node.name.text}`, (expression) => this.string(expression), null);
    const query = this.queryString(node);
    return query;
  }

  /** A template substitution: its string, a Tessera origin read at run time, or a HOLE. */
  substitution(node: ts.Expression): string {
    const text = this.string(node);
    if (text !== null && !text.includes(HOLE)) return text;
    if (/tessera/i.test(node.getText(this.source)) && !/\/|\?/.test(text ?? '')) return RUNTIME_ORIGIN;
    return text ?? HOLE;
  }

  /** `qs.stringify(object)`, `new URLSearchParams(object)` and `new HttpParams().set(k, v)...`, as a query string. */
  queryString(node: ts.Expression): string | null {
    node = unwrap(node);
    if (ts.isIdentifier(node)) return this.lookup(node, (expression) => this.queryString(expression), null);
    if (ts.isCallExpression(node) && /(?:^|\.)stringify$/.test(node.expression.getText(this.source)) && node.arguments[0]) {
      if (node.expression.getText(this.source).startsWith('JSON')) return null;
      return encodeQuery(this.value(node.arguments[0]));
    }
    const params = this.params(node);
    return params ? encodeQuery(params) : null;
  }

  /** URLSearchParams and Angular's HttpParams, as the flat object of their entries. */
  private params(node: ts.Expression): {[key: string]: Value} | null {
    node = unwrap(node);
    if (ts.isNewExpression(node) && /^(URLSearchParams|HttpParams)$/.test(node.expression.getText(this.source))) {
      const first = node.arguments?.[0];
      const value = first ? this.value(first) : {};
      return isRecord(value) ? value : {};
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && /^(set|append)$/.test(node.expression.name.text)) {
      const base = this.params(node.expression.expression);
      const [key, value] = node.arguments;
      if (!base || !key) return null;
      const name = this.string(key) ?? HOLE;
      return {...base, [name]: value ? this.value(value) : HOLE};
    }
    if (ts.isIdentifier(node)) return this.lookup(node, (expression) => this.params(expression), null);
    return null;
  }

  /** A literal value of the example (objects, arrays, strings, numbers, booleans), HOLE for the rest. */
  value(node: ts.Expression): Value {
    node = unwrap(node);
    if (ts.isObjectLiteralExpression(node)) {
      const object: {[key: string]: Value} = {};
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) {
          const name = propertyName(property.name, this);
          if (name !== null) object[name] = this.value(property.initializer);
        } else if (ts.isShorthandPropertyAssignment(property)) {
          object[property.name.text] = this.lookup(property.name, (expression) => this.value(expression), HOLE);
        } else if (ts.isSpreadAssignment(property)) {
          const spread = this.value(property.expression);
          if (isRecord(spread)) Object.assign(object, spread);
        }
      }
      return object;
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => this.value(element));
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand))
      return -Number(node.operand.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (node.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isIdentifier(node)) return this.lookup(node, (expression) => this.value(expression), HOLE);
    const text = ts.isStringLiteralLike(node) || ts.isTemplateExpression(node) || ts.isBinaryExpression(node) ? this.string(node) : null;
    return text ?? HOLE;
  }
}

/** Whether a binding name (a parameter, possibly destructured) declares `name`. */
function declares(binding: ts.BindingName, name: string): boolean {
  if (ts.isIdentifier(binding)) return binding.text === name;
  return binding.elements.some((element) => !ts.isOmittedExpression(element) && declares(element.name, name));
}

function unwrap(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isAwaitExpression(node) ||
    ts.isTypeAssertionExpression(node)
  )
    node = node.expression;
  return node;
}

function propertyName(name: ts.PropertyName, scope: Scope): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  if (ts.isComputedPropertyName(name)) return scope.string(name.expression);
  return null;
}

const callName = (call: ts.CallExpression, source: ts.SourceFile) => call.expression.getText(source);

/** The HTTP method of a call: `axios.post(...)`, or `method` in the options object of `fetch(url, {method})`. */
function methodOf(call: ts.CallExpression, scope: Scope, optionsAt: number): string {
  const name = ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text.toUpperCase() : '';
  if (HTTP_METHODS.includes(name)) return name;
  const options = call.arguments[optionsAt];
  const value = options ? scope.value(options) : null;
  if (value && isRecord(value) && typeof value.method === 'string' && HTTP_METHODS.includes(value.method.toUpperCase()))
    return value.method.toUpperCase();
  return 'GET';
}

/** The JSON body of `fetch(url, {body: JSON.stringify(x)})` or `axios.post(url, x)`, when the block writes it out. */
function bodyOf(call: ts.CallExpression, scope: Scope, method: string): unknown {
  if (method === 'GET' || method === 'DELETE') return undefined;
  const name = ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
  if (/^(post|put|patch)$/.test(name) && call.arguments[1]) return scope.value(call.arguments[1]);
  const options = call.arguments[1];
  if (!options || !ts.isObjectLiteralExpression(unwrap(options))) return undefined;
  for (const property of (unwrap(options) as ts.ObjectLiteralExpression).properties) {
    if (!ts.isPropertyAssignment(property) || propertyName(property.name, scope) !== 'body') continue;
    const body = unwrap(property.initializer);
    if (ts.isCallExpression(body) && body.expression.getText(scope.source) === 'JSON.stringify' && body.arguments[0])
      return scope.value(body.arguments[0]);
  }
  return undefined;
}

/** `{params: {...}}` in the options of an axios or HttpClient call: the query it adds. */
function paramsOption(call: ts.CallExpression, scope: Scope, at: number): string | null {
  const options = call.arguments[at];
  if (!options) return null;
  const node = unwrap(options);
  if (!ts.isObjectLiteralExpression(node)) return null;
  for (const property of node.properties) {
    let expression: ts.Expression | null = null;
    if (ts.isPropertyAssignment(property) && property.name.getText(scope.source) === 'params') expression = property.initializer;
    else if (ts.isShorthandPropertyAssignment(property) && property.name.text === 'params') expression = property.name;
    if (!expression) continue;
    return scope.queryString(expression) ?? encodeQuery(scope.value(expression));
  }
  return null;
}

/** Joins a URL and extra query parameters. */
function withQuery(url: string, extra: string | null): string {
  if (!extra) return url;
  return url.includes('?') ? `${url}&${extra}` : `${url}?${extra}`;
}

/** Names a parameterless-origin helper's first parameter: `function request(path)`, `const get = async (path) =>`. */
function helperParameter(node: ts.Node): {name: string; parameter: string; body: ts.Node} | null {
  let name: string | null = null;
  let fn: (ts.SignatureDeclaration & {body?: ts.Node}) | null = null;
  if (ts.isFunctionDeclaration(node) && node.name) [name, fn] = [node.name.text, node];
  else if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name)) [name, fn] = [node.name.text, node];
  else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const init = unwrap(node.initializer);
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) [name, fn] = [node.name.text, init];
  }
  const first = fn?.parameters[0];
  if (!name || !fn?.body || !first || !ts.isIdentifier(first.name)) return null;
  return {name, parameter: first.name.text, body: fn.body};
}

/** The REST requests of a JavaScript or TypeScript block, and the query objects it shows without a URL. */
export function scriptRequests(text: string, language: string): {requests: FoundRequest[]; queries: FoundQueryObject[]} {
  const kind = /tsx|jsx/.test(language) ? ts.ScriptKind.TSX : /ts|typescript/.test(language) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile('block', text, ts.ScriptTarget.Latest, true, kind);
  const scope = new Scope(source);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line;

  const declarations: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyDeclaration(node) && ts.isIdentifier(node.name))
      scope.properties.set(`this.${node.name.text}`, node.initializer ?? null);
    declarations.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);

  // Clients and helpers first, so that calls of them read as requests wherever they are.
  for (const node of declarations) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = unwrap(node.initializer);
      if (ts.isCallExpression(init) && /(?:^|\.)create$/.test(callName(init, source)) && init.arguments[0]) {
        const config = scope.value(init.arguments[0]);
        const base = isRecord(config) && typeof config.baseURL === 'string' ? config.baseURL : null;
        if (base && restUrl(`${base}/x`)) scope.clients.set(node.name.text, base);
      }
    }
    const helper = helperParameter(node);
    if (!helper) continue;
    // A template that ends with the parameter, after a Tessera origin: `${TESSERA_URL}/api${path}`, `${API_URL}${path}`.
    const findPrefix = (inner: ts.Node): string | null => {
      if (ts.isTemplateExpression(inner)) {
        const last = inner.templateSpans[inner.templateSpans.length - 1]!;
        if (ts.isIdentifier(last.expression) && last.expression.text === helper.parameter && last.literal.text === '') {
          let prefix = inner.head.text;
          for (const span of inner.templateSpans.slice(0, -1)) prefix += scope.substitution(span.expression) + span.literal.text;
          if (restUrl(`${prefix}/x`)) return prefix;
        }
      }
      let found: string | null = null;
      ts.forEachChild(inner, (child) => {
        found ??= findPrefix(child);
      });
      return found;
    };
    const prefix = findPrefix(helper.body);
    if (prefix) scope.helpers.set(helper.name, prefix);
  }

  const requests: FoundRequest[] = [];
  const used = new Set<ts.Node>();
  const add = (call: ts.CallExpression, url: string | null, method: string, body: unknown) => {
    const target = url === null ? null : restUrl(url, url.startsWith('/'));
    if (!target) return;
    requests.push({method, ...target, ...(body !== undefined ? {body} : {}), line: lineOf(call)});
  };
  const calls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0];
      const name = ts.isIdentifier(callee) ? callee.text : null;
      const owner = ts.isPropertyAccessExpression(callee) ? callee.expression.getText(source) : null;
      if (name && scope.helpers.has(name) && first) {
        const argument = scope.string(first);
        if (argument !== null)
          add(node, scope.helpers.get(name)! + argument, methodOf(node, scope, 1), bodyOf(node, scope, methodOf(node, scope, 1)));
      } else if (owner && scope.clients.has(owner) && first) {
        const argument = scope.string(first);
        const method = methodOf(node, scope, 99);
        const at = /^(POST|PUT|PATCH)$/.test(method) ? 2 : 1;
        if (argument !== null)
          add(node, withQuery(scope.clients.get(owner)! + argument, paramsOption(node, scope, at)), method, bodyOf(node, scope, method));
      } else if (owner && /^request\(.*httpServer\)$/s.test(owner) && first) {
        // supertest on the server of a test: `request(tessera.server.httpServer).get('/api/restaurants')`.
        const method = methodOf(node, scope, 99);
        add(node, scope.string(first), method, undefined);
      } else if (first) {
        const url = scope.string(first);
        if (url !== null && /^https?:\/\//.test(url)) {
          const method = methodOf(node, scope, 1);
          const at = /^(POST|PUT|PATCH)$/.test(method) && ts.isPropertyAccessExpression(callee) ? 2 : 1;
          add(node, withQuery(url, paramsOption(node, scope, at)), method, bodyOf(node, scope, method));
        }
      }
      for (const argument of node.arguments) used.add(unwrap(argument));
    }
    ts.forEachChild(node, calls);
  };
  calls(source);

  // `const query = {...}`: a REST query object the page encodes elsewhere (a cURL command, the query builder).
  const queries: FoundQueryObject[] = [];
  for (const node of declarations) {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) continue;
    if (!/^(query|params|parameters)$/i.test(node.name.text)) continue;
    const init = unwrap(node.initializer);
    if (!ts.isObjectLiteralExpression(init)) continue;
    const value = scope.value(init);
    if (!isRecord(value) || !Object.keys(value).some((key) => REST_KEYS.has(key))) continue;
    // Encoded into a URL the block sends: already a request.
    if (requests.length > 0 && [...used].some((argument) => argument.getText(source).includes(node.name.getText(source)))) continue;
    queries.push({query: encodeQuery(value), line: lineOf(node)});
  }
  return {requests, queries};
}

const REST_KEYS = new Set(['populate', 'fields', 'filters', 'sort', 'pagination', 'locale', 'status']);
