import fs from 'node:fs';
import path from 'node:path';

/** The production build the build-output tests read (run after `npm run build`). */
export const BUILD = path.resolve(__dirname, '../../build');

/** The HTML file the build wrote for a route ("/a/b" -> a/b.html or a/b/index.html). */
export function htmlFileOf(buildDir: string, route: string): string | null {
  const clean = route.replace(/\/$/, '');
  for (const candidate of [`${clean}.html`, `${clean}/index.html`, clean === '' ? '/index.html' : null]) {
    if (!candidate) continue;
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file)) return file;
  }
  return null;
}
