/**
 * Finds the REST requests of the examples written in Python, PHP, Ruby, Go and Dart. Those pages wrap the REST API in a
 * small helper (`_get(path, params)`, `tessera_get($path, $query)`, `c.get(path, query)`) that prefixes REST_PREFIX,
 * and call it with a path and a collection of query parameters. This reader works on the text, not on a parser per
 * language: a call of a function named for an HTTP method whose first string argument is a path is a request; its
 * query is the key-value collection passed with it (a literal, or a variable assigned one, or a Go `url.Values` filled
 * with `Set`), encoded as the helpers encode it. A part the example computes (an interpolation, a concatenation, a
 * variable) is a HOLE. A block that never writes REST_PREFIX has no REST helper, and none of its calls is a request.
 * Pure: text in, requests out.
 */
import {REST_PREFIX} from '../../src/model/api/rest';
import {HOLE, encodeQuery, type FoundRequest} from './restExtract';

/** The fence languages this reader covers. */
export const FOREIGN_LANGUAGES: ReadonlySet<string> = new Set(['python', 'py', 'php', 'ruby', 'rb', 'go', 'dart']);

/** A call of a function named for an HTTP method (`get`, `_get`, `tessera_get`, `c.get`, `->post`). */
const CALL = /(?<![@\w$.>:])((?:[\w$]+(?:\.|->|::))*[\w$]*?(get|post|put|delete))\s*\(/gi;
/** Callers that define the application's own routes (Flask, Laravel, Express-like routers), not requests. */
const ROUTE_DEFINERS = /^(?:app|route|router|mux|server)(?:\.|->|::)/i;
/** A string literal of any of the languages: "...", '...', and Python's f-strings. */
const STRING = /^[fF]?(["'])((?:\\.|(?!\1).)*)\1/;
/** Interpolations: Python/Dart/JS `{x}` `${x}`, Ruby `#{x}`, Dart/PHP `$name`. */
const INTERPOLATION = /#\{[^}]*\}|\$\{[^}]*\}|\{[^}]*\}|\$[A-Za-z_]\w*/g;

type QueryValue = string | readonly string[];

/** The length of the string literal that starts at `i`, 0 when none does: brackets inside strings do not count. */
function stringAt(text: string, i: number): number {
  if (text[i] !== '"' && text[i] !== "'") return 0;
  return STRING.exec(text.slice(i))?.[0].length ?? 0;
}

/** The text from an opening bracket to its match, strings skipped; null when it is not closed. */
function enclosed(text: string, open: number): string | null {
  const pairs: Record<string, string> = {'(': ')', '[': ']', '{': '}'};
  const stack: string[] = [];
  for (let i = open; i < text.length; i += 1) {
    const char = text[i]!;
    const string = stringAt(text, i);
    if (string) {
      i += string - 1;
      continue;
    }
    if (pairs[char]) stack.push(pairs[char]);
    else if (char === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return text.slice(open + 1, i);
    }
  }
  return null;
}

/** Splits an argument list at its top-level commas. */
function topLevel(args: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < args.length; i += 1) {
    const char = args[i]!;
    const string = stringAt(args, i);
    if (string) {
      i += string - 1;
      continue;
    }
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(args.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts.filter(Boolean);
}

/**
 * A path argument: a string literal that is a path, maybe interpolated or continued by a concatenation. A path without
 * its leading slash (`'restaurants'`) counts only for a client whose base URL ends with REST_PREFIX (`relative`):
 * elsewhere `get("name")` is a dictionary lookup.
 */
function pathOf(argument: string, relative: boolean): string | null {
  const string = STRING.exec(argument);
  if (!string) return null;
  let path = string[2]!.replace(INTERPOLATION, HOLE);
  if (!(relative ? /^\/?[a-z][\w-]*(?:\/|$)/ : /^\/[a-z][\w-]*(?:\/|$)/).test(path.replace(REST_PREFIX, ''))) return null;
  if (argument.slice(string[0].length).trim()) path += HOLE;
  if (!path.startsWith(`${REST_PREFIX}/`)) path = `${REST_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
  if (path.includes('?')) return null;
  return path.replace(/\/$/, '');
}

/** A value of a query parameter: a string or number literal, a list of them, or HOLE for anything computed. */
function valueOf(text: string): QueryValue {
  const value = text.trim();
  const string = STRING.exec(value);
  if (string && string[0].length === value.length) return string[2]!.replace(INTERPOLATION, HOLE);
  if (/^-?\d+(?:\.\d+)?$/.test(value)) return value;
  if (/^\[[\s\S]*\]$/.test(value) || /^\{[\s\S]*\}$/.test(value)) {
    const items = topLevel(value.slice(1, -1));
    if (items.every((item) => STRING.test(item) && !/=>|:\s/.test(item))) return items.map((item) => valueOf(item) as string);
  }
  // Go's url.Values{"populate": {"cover"}} and the like: one value in braces.
  return HOLE;
}

/** The key-value pairs of a collection literal or of arguments: `"k": v`, `'k' => v`, Go `"k": {"v"}`. */
function pairsOf(parts: readonly string[]): [string, QueryValue][] {
  const pairs: [string, QueryValue][] = [];
  for (const part of parts) {
    const string = STRING.exec(part);
    if (!string) continue;
    const rest = part.slice(string[0].length);
    const separator = /^\s*(?:=>|:)\s*/.exec(rest);
    if (separator) pairs.push([string[2]!, valueOf(rest.slice(separator[0].length))]);
  }
  return pairs;
}

/** The pairs a variable holds at a call: its literal (`params = {...}`), or the `Set`s made on it before the call. */
function variablePairs(text: string, name: string, before: number): [string, QueryValue][] | null {
  const upTo = text.slice(0, before);
  const escaped = name.replace(/[$]/g, '\\$');
  const assignments = [...upTo.matchAll(new RegExp(`(?<![\\w$])${escaped}\\s*(?::=|=)\\s*(?:url\\.Values)?\\s*([\\[{])`, 'g'))];
  const last = assignments[assignments.length - 1];
  if (!last) return null;
  const open = last.index + last[0].length - 1;
  const literal = enclosed(text, open);
  if (literal === null) return null;
  const pairs = pairsOf(topLevel(literal));
  for (const set of upTo.slice(open).matchAll(new RegExp(`(?<![\\w$])${escaped}\\.(?:Set|Add)\\(([^)]*)\\)`, 'g'))) {
    const [key, value] = topLevel(set[1]!);
    const keyString = key ? STRING.exec(key) : null;
    if (keyString && value !== undefined) pairs.push([keyString[2]!, valueOf(value)]);
  }
  return pairs;
}

/** The query string a helper sends for the pairs: lists as `key[0]=...&key[1]=...`, as http_build_query and qs do. */
function queryOf(pairs: readonly [string, QueryValue][]): string {
  return pairs.map(([key, value]) => encodeQuery({[key]: value})).join('&');
}

/** The REST requests of a block in one of FOREIGN_LANGUAGES. */
export function foreignRequests(text: string): FoundRequest[] {
  if (!text.includes(REST_PREFIX)) return [];
  const relative = new RegExp(`${REST_PREFIX}/?["']`).test(text);
  const requests: FoundRequest[] = [];
  for (const call of text.matchAll(CALL)) {
    if (ROUTE_DEFINERS.test(call[1]!)) continue;
    const open = call.index + call[0].length - 1;
    const args = enclosed(text, open);
    if (args === null) continue;
    const parts = topLevel(args);
    const at = parts.findIndex((part) => pathOf(part, relative) !== null);
    if (at === -1 || parts.slice(0, at).some((part) => STRING.test(part))) continue;
    const path = pathOf(parts[at]!, relative)!;
    const rest = parts.slice(at + 1);
    let pairs = pairsOf(rest);
    let computed = false;
    if (pairs.length === 0 && rest.length > 0) {
      // A collection literal, or a variable (Python's `params=params` keyword argument included).
      const argument = rest[0]!.replace(/^\w+\s*=\s*(?!=)/, '');
      if (/^[[{]/.test(argument)) pairs = pairsOf(topLevel(argument.slice(1, -1)));
      else {
        const name = /^\$?[A-Za-z_]\w*$/.exec(argument)?.[0];
        const held = name ? variablePairs(text, name, call.index) : null;
        if (held) pairs = held;
        else computed = true;
      }
    }
    requests.push({
      method: call[2]!.toUpperCase(),
      path,
      query: computed ? null : queryOf(pairs),
      line: text.slice(0, call.index).split('\n').length - 1,
    });
  }
  return requests;
}
