/**
 * Readers of the loose values calls pass (a JavaScript object, or a query string parsed by qs, where numbers and
 * booleans arrive as text and long arrays as objects with numeric keys). Pure.
 */

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of an array: qs gives an array, or an object with numeric keys beyond its array limit. */
export function listValues(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^\d+$/.test(k))) return Object.values(value);
  return null;
}

export const isTrue = (value: unknown) => value === true || value === 'true';
export const isBooleanText = (value: unknown) => value === true || value === false || value === 'true' || value === 'false';
