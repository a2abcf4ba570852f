/**
 * What a page may leave out of a REST response it shows, stated once (writing guide, "Responses are computed"): the
 * response shown must be the example project's answer (src/lib/rest/evaluate.ts) with parts left out, and only so:
 * - an object shown may omit keys of the computed object; every key it shows exists there, with an equal value
 *   (recursively);
 * - an array shown lists the computed items in order and may stop early (a prefix, even `[]`): never reorder, skip
 *   or add;
 * - `meta.pagination` is shown whole.
 * `differences` finds every place where a shown response breaks the convention; `project` gives the computed answer in the
 * shape the page shows (the same keys, the same array lengths or shorter), which `--fix-responses` writes back;
 * `printJson` prints it as the pages print JSON.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A path as the messages write it: `data[1].name`. */
const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** The keys shown whole, whatever the rest of the convention allows. */
const WHOLE = new Set(['meta.pagination']);

/** A value in a message, shortened past 80 characters. */
function show(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The first key of a shown document that names another document than the computed one (`id`, `documentId`). */
const otherDocument = (shown: Record<string, unknown>, computed: Record<string, unknown>) =>
  Object.keys(shown).find((key) => (key === 'id' || key === 'documentId') && key in computed && !Object.is(shown[key], computed[key]));

/**
 * Every place where `shown` breaks the convention against `computed`: the path and what differs, in the page's order.
 * Some differences stand for the ones that follow from them, so they count once: a document shown where the answer has
 * another (its `id` or `documentId` differs) is one difference, and ends its list (an order or a filter shifts every
 * item after it); an object shown whole (`meta.pagination`) is one too (pageCount follows from total). `root` names the
 * top level in the messages (a Document Service Result is `the result`).
 */
export function differences(shown: unknown, computed: unknown, path = '', root = 'the response'): string[] {
  const at = path || root;
  if (WHOLE.has(path) && isRecord(shown) && isRecord(computed)) {
    const missing = Object.keys(computed).filter((key) => !(key in shown));
    if (missing.length > 0) return [`${at}: the page leaves out ${missing.join(', ')}, and ${path} is shown whole`];
  }
  if (isRecord(shown)) {
    if (!isRecord(computed)) return [`${at}: page shows an object, the example project answers ${show(computed)}`];
    const other = otherDocument(shown, computed);
    if (other) return differences(shown[other], computed[other], join(path, other), root);
    const found = Object.entries(shown).flatMap(([key, value]) =>
      key in computed
        ? differences(value, computed[key], join(path, key), root)
        : [`${join(path, key)}: page shows ${show(value)}, the example project answers without ${key}`],
    );
    return WHOLE.has(path) ? found.slice(0, 1) : found;
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(computed)) return [`${at}: page shows a list, the example project answers ${show(computed)}`];
    if (shown.length > computed.length) return [`${at}: page shows ${shown.length} items, the example project answers ${computed.length}`];
    const found: string[] = [];
    for (const [i, value] of shown.entries()) {
      found.push(...differences(value, computed[i], join(path, i), root));
      if (isRecord(value) && isRecord(computed[i]) && otherDocument(value, computed[i])) break;
    }
    return found;
  }
  return Object.is(shown, computed) ? [] : [`${at}: page shows ${show(shown)}, the example project answers ${show(computed)}`];
}

/** The first of them; null when the page keeps the convention. */
export const firstDifference = (shown: unknown, computed: unknown): string | null => differences(shown, computed)[0] ?? null;

/** The computed answer in the shape the page shows: its keys (those that exist), its array lengths (or fewer items). */
export function project(computed: unknown, shown: unknown, path = ''): unknown {
  if (WHOLE.has(path)) return computed;
  if (isRecord(shown) && isRecord(computed)) {
    const kept = Object.keys(shown).filter((key) => key in computed);
    // Keys the page shows first, in its order; a key it shows that the answer lacks is dropped.
    return Object.fromEntries(kept.map((key) => [key, project(computed[key], shown[key], join(path, key))]));
  }
  if (Array.isArray(shown) && Array.isArray(computed))
    return computed.slice(0, shown.length).map((item, i) => project(item, shown[i], join(path, i)));
  return computed;
}

/** Where a one-line object or array stops fitting. */
const LINE_WIDTH = 120;

/**
 * JSON as the pages print it: two spaces of indentation, and an object or array whose values are all plain (strings,
 * numbers, booleans, null, `{}` or `[]`) on one line, `{ "a": 1 }`, when that line fits in LINE_WIDTH characters.
 */
export function printJson(value: unknown, indent = 0, prefix = ''): string {
  const pad = ' '.repeat(indent);
  const plain = (item: unknown) =>
    !isRecord(item) && !Array.isArray(item) ? true : isRecord(item) ? Object.keys(item).length === 0 : item.length === 0;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const inline = `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${printJson(item)}`).join(', ')} }`;
    if (entries.every(([, item]) => plain(item)) && indent + prefix.length + inline.length + 1 <= LINE_WIDTH) return inline;
    const inner = entries.map(([key, item]) => {
      const head = `${JSON.stringify(key)}: `;
      return `${pad}  ${head}${printJson(item, indent + 2, head)}`;
    });
    return `{\n${inner.join(',\n')}\n${pad}}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((item) => printJson(item)).join(', ')}]`;
    if (value.every(plain) && indent + prefix.length + inline.length + 1 <= LINE_WIDTH) return inline;
    return `[\n${value.map((item) => `${pad}  ${printJson(item, indent + 2)}`).join(',\n')}\n${pad}]`;
  }
  return JSON.stringify(value);
}
