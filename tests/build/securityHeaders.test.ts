import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {HEADERS_FILE} from '../../src/plugins/security-headers';
import {inlineScripts, scriptHash} from '../../src/lib/build/securityHeaders';
import {BUILD} from './support';

/** Every HTML file of the build, found here rather than by the plugin's own helper. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('the security headers of the final build', () => {
  /**
   * The plugin hashes the HTML that static site generation wrote, when its postBuild starts. A plugin that wrote or
   * changed HTML in its own postBuild would race with it: its inline scripts would be blocked in every browser.
   */
  it("allow every inline script of every HTML file the build wrote, by its hash, in every page's policy", () => {
    const policies = [...fs.readFileSync(path.join(BUILD, HEADERS_FILE), 'utf8').matchAll(/^ {2}Content-Security-Policy: (.+)$/gm)].map((match) => match[1]!);
    expect(policies.length).toBeGreaterThan(0);
    const missing = new Set<string>();
    for (const file of htmlFiles(BUILD)) {
      for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) {
        const hash = scriptHash(script);
        if (!policies.every((policy) => policy.includes(hash))) missing.add(`${path.relative(BUILD, file)}: ${hash}`);
      }
    }
    expect([...missing].slice(0, 10)).toEqual([]);
  });
});
