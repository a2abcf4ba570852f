import fs from 'node:fs';
import path from 'node:path';

/** The file of every route the site must serve (one per line; `#` starts a comment line). */
export const ROUTES_FILE = path.resolve(__dirname, 'routes.txt');

/** The routes of tests/routes.txt, in order. */
export function requiredRoutes(): string[] {
  return fs
    .readFileSync(ROUTES_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
