import fs from 'node:fs';
import path from 'node:path';

/** Every HTML file of a built site, outside `assets/` (the plugins that read the final pages, and the build tests). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
