import {execFile, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import {beforeAll, describe, expect, it} from 'vitest';
import {BUILD} from './support';

/**
 * Every built page is valid HTML by the W3C Nu HTML Checker (`vnu-jar` from npm, run with the machine's Java), a
 * checker no one here wrote. The only errors allowed are those stock Docusaurus writes (ALLOWED below), each with
 * the theme file that writes it; an entry that no longer occurs fails too, so an upgrade that fixes it shows.
 */

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);
/** The package's export is the path of its vnu.jar. */
const VNU_JAR = String(require('vnu-jar'));
const JAVA = process.env.JAVA_PATH ?? 'java';
/** Files per JVM: the checker starts once per batch (about 3 s), and two batches run at once. */
const BATCH = 350;

interface Allowed {
  /** The checker's message. */
  message: RegExp;
  /** The markup it points at (the checker's highlighted extract): only the theme's own markup is allowed. */
  markup: RegExp;
  /** The theme file under node_modules that writes the markup. */
  writer: string;
  /** What in the writer's code writes it: when an upgrade drops it, the entry is stale. */
  writes: string;
  /** What the writer would have once an upgrade fixes it: when it shows up, the entry is stale. */
  fixedBy?: string;
  /** Why the markup is invalid, and the swizzle of this project that carries the theme's markup unchanged. */
  why: string;
}

/** What stock Docusaurus 3.10 writes and the checker rejects. Nothing of this project's own belongs here. */
const ALLOWED: Allowed[] = [
  {
    message: /^Element “div” not allowed as child of element “code” in this context\./,
    markup: /^<div class="?token-line\b/,
    writer: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    writes: '<div {...lineProps}>',
    why: "code blocks: a <div> per line inside <code> (the ejected CodeBlock/Content writes the theme's line markup as a string)",
  },
  {
    message: /^The “itemprop” attribute was specified, but the element is not a property of any item\./,
    markup: /^<time [^>]*\bitemprop="?dateModified\b/,
    writer: '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    writes: 'itemProp="dateModified"',
    why: 'last-updated date: <time itemprop="dateModified"> outside any itemscope',
  },
  {
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element\./,
    markup: /^<li role="?tab\b/,
    writer: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    writes: 'role="tab"',
    fixedBy: 'aria-controls',
    why: 'tabs: role="tab" without aria-controls naming its panel (kept by the ejected Tabs)',
  },
];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
  lastLine?: number;
}

/** The markup the checker points at, in its extract. */
const highlighted = (m: VnuMessage): string => (m.extract ?? '').slice(m.hiliteStart ?? 0, (m.hiliteStart ?? 0) + (m.hiliteLength ?? Infinity));
const allows = (allowed: Allowed, m: VnuMessage): boolean => allowed.message.test(m.message) && allowed.markup.test(highlighted(m));

/** Every HTML file of the build (the bundler's `assets/` holds none of the site's pages). */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function javaProblem(): string | null {
  const version = spawnSync(JAVA, ['-version'], {encoding: 'utf8'});
  if (version.error || version.status !== 0) {
    return (
      `Java is missing (${JAVA}): the W3C Nu HTML Checker needs Java 17 or newer. Run scripts/ensure-java.sh, ` +
      'or install it as root with: apt-get update && apt-get install -y openjdk-17-jre-headless (or set JAVA_PATH).'
    );
  }
  const major = Number(/version "(\d+)/.exec(version.stderr)?.[1] ?? 0);
  return major >= 17 ? null : `Java ${major} found; the Nu HTML Checker needs 17 or newer (apt-get install -y openjdk-17-jre-headless).`;
}

async function runChecker(files: string[]): Promise<VnuMessage[]> {
  const batches: string[][] = [];
  for (let i = 0; i < files.length; i += BATCH) batches.push(files.slice(i, i + BATCH));
  const outputs = await Promise.all(
    batches.map((batch) =>
      promisify(execFile)(JAVA, ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...batch], {
        maxBuffer: 256 * 1024 * 1024,
      }),
    ),
  );
  return outputs.flatMap(({stdout}) => (JSON.parse(stdout) as {messages: VnuMessage[]}).messages);
}

const pageOf = (url: string): string => path.relative(BUILD, decodeURIComponent(url.replace(/^file:/, '')));

describe('valid HTML on every page (W3C Nu HTML Checker)', () => {
  let files: string[] = [];
  let messages: VnuMessage[] = [];

  beforeAll(async () => {
    const problem = javaProblem();
    if (problem) throw new Error(problem);
    expect(fs.existsSync(VNU_JAR), `${VNU_JAR} (npm ci installs the vnu-jar package)`).toBe(true);
    files = htmlFiles(BUILD);
    const start = Date.now();
    messages = await runChecker(files);
    const counts = ALLOWED.map((allowed) => messages.filter((m) => allows(allowed, m)).length);
    console.log(
      `Nu HTML Checker: ${files.length} files in ${((Date.now() - start) / 1000).toFixed(1)} s, ${messages.length} errors, ` +
        `${counts.reduce((a, b) => a + b, 0)} of them stock Docusaurus (${counts.join(' + ')})`,
    );
  }, 300_000);

  it('checks every page of the build', () => {
    expect(files.length).toBeGreaterThan(500);
    // The checker reports a file it could not read as a non-document error: none may be hidden among the rest.
    expect(messages.filter((m) => m.type !== 'error').map((m) => `${m.type}: ${m.message}`)).toEqual([]);
  });

  it('reports no error but what stock Docusaurus writes', () => {
    const byMessage = new Map<string, string[]>();
    for (const m of messages) {
      if (ALLOWED.some((allowed) => allows(allowed, m))) continue;
      const key = m.message;
      byMessage.set(key, [...(byMessage.get(key) ?? []), `${pageOf(m.url)}:${m.lastLine ?? '?'} ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 120)}`]);
    }
    const report = [...byMessage].map(([message, where]) => `${message} (${where.length}×), e.g. ${where.slice(0, 3).join(' | ')}`);
    expect(report).toEqual([]);
  });

  it.each(ALLOWED)('allow-list entry still needed (stale allow-list entry otherwise): $why', (allowed) => {
    const writer = path.join(ROOT, 'node_modules', allowed.writer);
    expect(fs.existsSync(writer), `stale allow-list entry: ${allowed.writer} is gone`).toBe(true);
    const code = fs.readFileSync(writer, 'utf8');
    expect(code, `stale allow-list entry: ${allowed.writer} no longer writes ${allowed.writes}`).toContain(allowed.writes);
    if (allowed.fixedBy) expect(code, `stale allow-list entry: ${allowed.writer} now has ${allowed.fixedBy}`).not.toContain(allowed.fixedBy);
    expect(
      messages.some((m) => allows(allowed, m)),
      `stale allow-list entry: no page has "${allowed.message.source}" any more; remove it from ALLOWED`,
    ).toBe(true);
  });
});
