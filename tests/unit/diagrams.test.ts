import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import {accessibilityLines, diagramCacheKey, diagramKind, diagramLabel, fenceTitle, svgSize, themeCss} from '../../src/lib/build/diagrams';
import remarkDiagrams from '../../src/plugins/diagrams/remarkDiagrams';
import {chromiumMissingMessage} from '../../src/plugins/diagrams/renderer';

const FLOW = 'flowchart LR\n  accTitle: Review stages\n  accDescr: Draft goes to review.\n  A[Draft] --> B[Review]\n';

describe('diagram accessibility text', () => {
  it('reads accTitle and accDescr, one-line and block forms, collapsing white space', () => {
    expect(accessibilityLines(FLOW)).toEqual({title: 'Review stages', description: 'Draft goes to review.'});
    expect(
      accessibilityLines(
        'sequenceDiagram\n  accTitle:   Sign-in\n  accDescr {\n    The user signs in\n    and is redirected.\n  }\n  A->>B: hi\n',
      ),
    ).toEqual({
      title: 'Sign-in',
      description: 'The user signs in and is redirected.',
    });
    expect(accessibilityLines('flowchart LR\n  A --> B\n')).toEqual({});
  });

  it('names a diagram by accTitle, else by the fence title, else by its kind', () => {
    expect(diagramLabel(FLOW, 'title="Ignored"')).toEqual({name: 'Review stages', description: 'Draft goes to review.'});
    expect(diagramLabel('flowchart LR\n  A --> B\n', 'title="Deploy flow"')).toEqual({name: 'Deploy flow'});
    expect(diagramLabel('stateDiagram-v2\n  [*] --> A\n')).toEqual({name: 'State diagram'});
    expect(fenceTitle("showLineNumbers title='Single quotes'")).toBe('Single quotes');
    expect(fenceTitle('title=""')).toBeUndefined();
    expect(diagramKind('%% a comment\n\nsequenceDiagram\n')).toBe('Sequence diagram');
    expect(diagramKind('graph TD\n')).toBe('Flowchart');
    expect(diagramKind('somethingNew\n')).toBe('Diagram');
  });
});

describe('diagram cache and SVG size', () => {
  it('keys a rendering by source, theme and Mermaid version', () => {
    const key = diagramCacheKey(FLOW, 'default', '11.17.2');
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(diagramCacheKey(FLOW, 'default', '11.17.2')).toBe(key);
    expect(diagramCacheKey(FLOW, 'dark', '11.17.2')).not.toBe(key);
    expect(diagramCacheKey(FLOW, 'default', '11.18.0')).not.toBe(key);
    expect(diagramCacheKey(`${FLOW}  B --> C\n`, 'default', '11.17.2')).not.toBe(key);
  });

  it('reads the pixel size of the root element only', () => {
    expect(
      svgSize('<svg id="d" width="640" xmlns="http://www.w3.org/2000/svg" height="201.5"><rect width="10" height="10"/></svg>'),
    ).toEqual({width: 640, height: 201.5});
    expect(svgSize('<svg width="100%" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')).toBeNull();
  });

  it('gives only the dark theme the edge-label contrast fix', () => {
    expect(themeCss('dark')).toContain('.edgeLabel');
    expect(themeCss('default')).toBeUndefined();
  });

  it('says how to install Chromium when it is missing', () => {
    const message = chromiumMissingMessage('/usr/bin/chromium', 'no such file');
    expect(message).toContain('/usr/bin/chromium');
    expect(message).toContain('apt-get install -y chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });
});

describe('remarkDiagrams', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  /** Compiles MDX with the remark step and a stand-in renderer that records what it was asked to draw. */
  async function compiled(mdx: string, cacheDir: string, calls: string[]): Promise<string> {
    const render = async (source: string, theme: string) => {
      calls.push(theme);
      const width = theme === 'dark' ? 120 : 100;
      return {svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40"><text>${theme}</text></svg>`, width, height: 40};
    };
    const file = {value: mdx, path: path.join(cacheDir, 'page.mdx')};
    return String(await compile(file, {remarkPlugins: [[remarkDiagrams, {cacheDir, render}]]}));
  }

  it('replaces a mermaid block by a figure of two build-time images, with size, name and description', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    dirs.push(cacheDir);
    const calls: string[] = [];
    const code = await compiled(`# Page\n\n\`\`\`mermaid\n${FLOW}\`\`\`\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n`, cacheDir, calls);
    expect(calls.sort()).toEqual(['dark', 'default']);
    // The diagram's source is gone from the page's code; the two images are emitted by file-loader.
    expect(code).not.toContain('A[Draft]');
    expect(code).not.toContain('flowchart LR');
    expect(code).not.toContain('language-mermaid');
    expect(code.match(/file-loader[^"]*\?name=assets\/diagrams\/\[contenthash\]\.\[ext\]!/g)).toHaveLength(2);
    expect(code).toMatch(/"data-mode": "light"[^}]*width: "100"[^}]*height: "40"[^}]*alt: "Review stages"/);
    expect(code).toMatch(/"data-mode": "dark"[^}]*width: "120"/);
    const describedBy = /"aria-describedby": "(diagram-[0-9a-f]{10}-description)"/.exec(code)?.[1];
    expect(describedBy).toBeDefined();
    expect(code).toContain(`id: "${describedBy}"`);
    expect(code).toContain('"Draft goes to review."');
    // The other code block stays a code block.
    expect(code).toContain('const a = 1;');
    expect(fs.readdirSync(cacheDir).filter((name) => name.endsWith('.svg'))).toHaveLength(2);
  });

  it('draws a diagram once: the next build reads it from the cache', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    dirs.push(cacheDir);
    const first: string[] = [];
    const second: string[] = [];
    const mdx = `\`\`\`mermaid\n${FLOW}\`\`\`\n`;
    const before = await compiled(mdx, cacheDir, first);
    const after = await compiled(mdx, cacheDir, second);
    expect(first).toHaveLength(2);
    expect(second).toEqual([]);
    expect(after).toBe(before);
  });

  it('fails with the file and line when a diagram cannot be drawn', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    dirs.push(cacheDir);
    const render = async () => {
      throw new Error('Parse error on line 2');
    };
    const file = {value: '# Page\n\n```mermaid\nflowchart LR\n  A -->\n```\n', path: path.join(cacheDir, 'broken.mdx')};
    await expect(compile(file, {remarkPlugins: [[remarkDiagrams, {cacheDir, render}]]})).rejects.toThrow(
      /broken\.mdx:3: Parse error on line 2/,
    );
  });
});
