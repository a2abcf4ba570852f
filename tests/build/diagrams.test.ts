import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {readSettings} from '../../src/settings';

/** Mermaid diagrams in the production build: drawn at build time, as images, with no Mermaid code left (src/plugins/diagrams). */

const root = path.resolve(__dirname, '../..');
const build = path.join(root, 'build');
const {baseUrl} = readSettings(process.env);

function filesUnder(dir: string, ext: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).map((file) => file.replace(/\\/g, '/')).filter((file) => file.endsWith(ext));
}

const htmlFiles = filesUnder(build, '.html').filter((file) => !file.startsWith('assets/'));
const docPages = htmlFiles.filter((file) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(fs.readFileSync(path.join(build, file), 'utf8').slice(0, 2000)));
/** ```mermaid blocks of the published docs (not the page templates). */
const sourceBlocks = filesUnder(path.join(root, 'docs'), '.mdx')
  .filter((file) => !file.startsWith('_templates/'))
  .reduce((sum, file) => sum + (fs.readFileSync(path.join(root, 'docs', file), 'utf8').match(/^```mermaid\b/gm)?.length ?? 0), 0);

describe('diagrams in the build', () => {
  it("a page's first diagram loads its light image at once, with high priority; every other image loads when shown", () => {
    const problems: string[] = [];
    for (const file of docPages) {
      const html = fs.readFileSync(path.join(build, file), 'utf8');
      if (!html.includes('tessera-diagram')) continue;
      const $ = load(html);
      $('figure.tessera-diagram img').each((index, img) => {
        const eager = index === 0;
        const loading = $(img).attr('loading');
        const priority = $(img).attr('fetchpriority');
        if (eager && (loading !== 'eager' || priority !== 'high')) problems.push(`${file}: first light image is lazy or not high priority`);
        if (!eager && (loading !== 'lazy' || priority)) problems.push(`${file}: image ${index} is not lazy`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('every diagram of the docs is a figure on its page', () => {
    expect(sourceBlocks).toBeGreaterThan(40);
    const figures = docPages.reduce((sum, file) => sum + load(fs.readFileSync(path.join(build, file), 'utf8'))('figure.tessera-diagram').length, 0);
    expect(figures).toBe(sourceBlocks);
  });

  it('each figure has a light and a dark image of the build, with size, name and description', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of htmlFiles) {
      const html = fs.readFileSync(path.join(build, file), 'utf8');
      if (!html.includes('tessera-diagram')) continue;
      const $ = load(html);
      $('figure.tessera-diagram').each((_, figure) => {
        checked += 1;
        const images = $(figure).find('img');
        const modes = images.map((__, img) => $(img).attr('data-mode')).get();
        if (modes.join(',') !== 'light,dark') problems.push(`${file}: images ${modes.join(',')}`);
        const names = new Set(images.map((__, img) => $(img).attr('alt') ?? '').get());
        if (names.size !== 1 || [...names][0]!.trim() === '') problems.push(`${file}: alt texts ${[...names].join(' | ')}`);
        images.each((__, img) => {
          const src = $(img).attr('src') ?? '';
          const width = Number($(img).attr('width'));
          const height = Number($(img).attr('height'));
          if (!(width > 0 && height > 0)) problems.push(`${file}: ${src} has no width and height`);
          const match = new RegExp(`^${baseUrl}assets/diagrams/[0-9a-f]+\\.svg$`).exec(src);
          const svgFile = match ? path.join(build, src.slice(baseUrl.length)) : null;
          if (!svgFile || !fs.existsSync(svgFile)) {
            problems.push(`${file}: ${src} is not a diagram file of the build`);
            return;
          }
          const svg = fs.readFileSync(svgFile, 'utf8');
          const svgRoot = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
          if (!svgRoot.includes(`width="${width}"`) || !svgRoot.includes(`height="${height}"`)) problems.push(`${file}: ${src} is not ${width} x ${height}`);
          const describedBy = $(img).attr('aria-describedby');
          if (!describedBy || $(figure).find(`[id="${describedBy}"]`).text().trim() === '') problems.push(`${file}: ${src} has no description`);
        });
      });
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(sourceBlocks);
  });

  it('no page carries Mermaid code or the live diagram component', () => {
    const scripts = filesUnder(path.join(build, 'assets/js'), '.js').filter((file) => fs.readFileSync(path.join(build, 'assets/js', file), 'utf8').includes('mermaidAPI'));
    expect(scripts).toEqual([]);
    expect(htmlFiles.filter((file) => fs.readFileSync(path.join(build, file), 'utf8').includes('docusaurus-mermaid-container'))).toEqual([]);
  });

  it('the Markdown twin keeps the diagram as a mermaid code block', () => {
    const twin = fs.readFileSync(path.join(build, 'user-docs/settings/review-workflows.md'), 'utf8');
    expect(twin).toMatch(/```mermaid\nflowchart LR\n {2}accTitle: Editorial workflow for Trailhead articles\n/);
  });
});
