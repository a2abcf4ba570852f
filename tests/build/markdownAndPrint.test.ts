import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readSettings} from '../../src/settings';
import {siteRoot} from '../../src/lib/markdownTwin/site';
import {LOCAL_INDEX_DIR} from '../../src/plugins/search/constants';

/** The reader tools in the production build: Markdown twins, llms.txt, llms-full.txt, robots.txt. */

const build = path.resolve(__dirname, '../../build');
const settings = readSettings(process.env);
const root = siteRoot(settings.siteUrl, settings.baseUrl);

function filesOf(dir: string, ext: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => file.endsWith(ext) && !file.startsWith('assets/'));
}

/** Doc pages are the HTML files Docusaurus marks with the docs-doc-page class. */
const docPages = filesOf(build, '.html').filter((file) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(fs.readFileSync(path.join(build, file), 'utf8').slice(0, 2000)));
const twinOf = (htmlFile: string) => htmlFile.replace(/(\/index)?\.html$/, '.md');

/** Lines outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  return lines;
}

describe('Markdown twins', () => {
  it('the build has the doc pages', () => {
    expect(docPages.length).toBeGreaterThan(250);
  });

  it('every doc page has its twin at its route plus .md', () => {
    expect(docPages.filter((page) => !fs.existsSync(path.join(build, twinOf(page))))).toEqual([]);
  });

  it('no twin contains JSX, an import or an export outside code blocks', () => {
    const leaks: string[] = [];
    for (const page of docPages) {
      const twin = path.join(build, twinOf(page));
      if (!fs.existsSync(twin)) continue;
      for (const line of proseLines(fs.readFileSync(twin, 'utf8')).map((l) => l.replace(/`[^`]*`/g, '``'))) {
        if (/<\/?[A-Z][\w.]*[\s/>]|^\s*(import|export)\s|^\s*\{\s*\/\*/.test(line)) leaks.push(`${twinOf(page)}: ${line.trim().slice(0, 120)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('every twin starts with front matter reduced to title and description, then the title', () => {
    const bad = docPages.filter((page) => {
      const twin = path.join(build, twinOf(page));
      return !/^---\ntitle: .+\ndescription: .+\n---\n\n# .+\n/.test(fs.readFileSync(twin, 'utf8'));
    });
    expect(bad).toEqual([]);
  });

  it('links in twins are absolute to the site', () => {
    const relative: string[] = [];
    for (const page of docPages) {
      for (const line of proseLines(fs.readFileSync(path.join(build, twinOf(page)), 'utf8'))) {
        for (const match of line.matchAll(/\]\(([^)\s]+)/g)) if (!/^(https?:|mailto:)/.test(match[1]!)) relative.push(`${twinOf(page)}: ${match[1]}`);
      }
    }
    expect(relative).toEqual([]);
  });
});

describe('llms.txt, llms-full.txt and robots.txt', () => {
  const llms = fs.readFileSync(path.join(build, 'llms.txt'), 'utf8');
  const full = fs.readFileSync(path.join(build, 'llms-full.txt'), 'utf8');

  it('llms.txt follows the proposal: H1 site name, blockquote summary, H2 sections of page links', () => {
    expect(llms).toMatch(/^# Tessera Docs\n\n> .+\n/);
    for (const area of ['User Guide', 'Dev Docs', 'Cloud Docs']) expect(llms).toContain(`\n## ${area}\n\n- [`);
    for (const line of llms.split('\n').filter((l) => l.startsWith('- '))) expect(line).toMatch(/^- \[(?:[^\]\\]|\\.)+\]\(https?:\/\/\S+\.md\): \S/);
  });

  it('llms.txt lists every twin once, and every link names a twin of the build', () => {
    const links = [...llms.matchAll(/\]\((\S+?\.md)\)/g)].map((m) => m[1]!);
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBe(docPages.length);
    for (const link of links) {
      expect(link.startsWith(`${root}/`), link).toBe(true);
      expect(fs.existsSync(path.join(build, link.slice(root.length))), link).toBe(true);
    }
  });

  it('llms-full.txt holds every twin once, without front matter, in sidebar order', () => {
    const sources = [...full.matchAll(/^<!-- Source: (\S+) -->$/gm)].map((m) => m[1]!);
    expect(sources.length).toBe(docPages.length);
    expect(full).not.toMatch(/^description: /m);
    const userIntro = sources.indexOf(`${root}/user-docs/intro`);
    const userFundamentals = sources.indexOf(`${root}/user-docs/getting-started/user-guide-fundamentals`);
    expect(userIntro).toBeGreaterThanOrEqual(0);
    expect(userIntro).toBeLessThan(userFundamentals);
  });

  it('robots.txt names the sitemap by its absolute URL and keeps print layouts out', () => {
    const robots = fs.readFileSync(path.join(build, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${root}/sitemap.xml\n`);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(fs.existsSync(path.join(build, 'sitemap.xml'))).toBe(true);
  });
});

describe('print sections', () => {
  const printDir = path.join(build, 'print');
  const pages = fs.existsSync(printDir) ? filesOf(printDir, '.html') : [];

  it('are built, e.g. /print/dev-docs/api/rest, each noindex', () => {
    expect(pages).toContain('dev-docs/api/rest.html');
    for (const page of pages) expect(fs.readFileSync(path.join(printDir, page), 'utf8'), page).toMatch(/<meta [^>]*name="?robots"? content="noindex, nofollow"/);
  });

  it('stay out of the sitemap, the search index and the Ask AI index', () => {
    expect(fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8')).not.toContain('/print/');
    // one index for both: search-index/ holds the search shards and the sections Ask AI quotes
    const full = path.join(build, LOCAL_INDEX_DIR);
    for (const file of filesOf(full, '.json')) expect(fs.readFileSync(path.join(full, file), 'utf8'), file).not.toMatch(/"\/print\//);
  });
});
