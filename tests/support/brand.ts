import {createHash} from 'node:crypto';

/** sha-256 of the lower-cased brand word that must never appear (product.md, "the brand rule"). */
export const FORBIDDEN_TOKEN_SHA256 = '6dbc8128febc788421ade8441f45650a5d83c2d9fec317220e2b6551da61c083';
const FORBIDDEN_LENGTH = 6;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Finds the forbidden word in a text: as a whole token (split on non-alphanumerics, as the rule states) and,
 * stricter, inside longer tokens such as camelCase names. Returns the offsets where it occurs.
 */
export function findForbidden(text: string): number[] {
  const lower = text.toLowerCase();
  const hits: number[] = [];
  for (const match of lower.matchAll(/[a-z0-9]+/g)) {
    const token = match[0];
    if (token.length < FORBIDDEN_LENGTH) continue;
    if (token.length === FORBIDDEN_LENGTH) {
      if (sha256(token) === FORBIDDEN_TOKEN_SHA256) hits.push(match.index);
      continue;
    }
    for (let i = 0; i + FORBIDDEN_LENGTH <= token.length; i += 1) {
      // Cheap filter before hashing: the word ends with these three letters.
      if (token.startsWith('api', i + 3) && sha256(token.slice(i, i + FORBIDDEN_LENGTH)) === FORBIDDEN_TOKEN_SHA256) {
        hits.push(match.index + i);
      }
    }
  }
  return hits;
}
