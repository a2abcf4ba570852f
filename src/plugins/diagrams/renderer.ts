import fs from 'node:fs';
import {chromium, type Browser, type Page} from 'playwright-core';
import {DIAGRAM_FONT_FAMILY, themeCss, type DiagramTheme} from '../../lib/build/diagrams';
import {CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM} from '../../lib/build/chromium';

/** The browser build of the installed mermaid package: no network, the version the cache key names. */
const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
/** The browser closes once no diagram has been asked for during this long (a build asks for them early). */
const IDLE_CLOSE_MS = 3000;

export interface RenderedDiagram {
  /** A standalone SVG document (XML), with its size in pixels as width and height. */
  svg: string;
  width: number;
  height: number;
}

export class ChromiumMissingError extends Error {}

/** Why the build cannot draw the diagrams, and how to fix it: the advice of scripts/ensure-chromium.sh. */
export function chromiumMissingMessage(executable: string, cause: string): string {
  return [
    `Mermaid diagrams are rendered to SVG at build time with Chromium, and ${executable} could not be started (${cause}).`,
    'Install it as root with: apt-get update && apt-get install -y chromium fonts-liberation',
    '(or run: bash scripts/ensure-chromium.sh), or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  ].join('\n');
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{svg: string}>;
}

/**
 * Renders Mermaid diagrams in one headless Chromium, one page per theme with Mermaid loaded once; the diagrams of
 * a page are rendered one after another (Mermaid keeps state while it renders), the two themes side by side.
 */
class DiagramRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly pages = new Map<DiagramTheme, Promise<Page>>();
  private readonly queues = new Map<DiagramTheme, Promise<unknown>>();
  private pending = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  render(source: string, theme: DiagramTheme): Promise<RenderedDiagram> {
    this.pending += 1;
    clearTimeout(this.idleTimer);
    const previous = this.queues.get(theme) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(async () => renderOn(await this.page(theme), source));
    this.queues.set(theme, result);
    return result.finally(() => {
      this.pending -= 1;
      if (this.pending === 0) {
        this.idleTimer = setTimeout(() => void this.close(), IDLE_CLOSE_MS);
        this.idleTimer.unref();
      }
    });
  }

  private launch(): Promise<Browser> {
    this.browser ??= (async () => {
      if (!fs.existsSync(CHROMIUM)) throw new ChromiumMissingError(chromiumMissingMessage(CHROMIUM, 'no such file'));
      try {
        return await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
      } catch (error) {
        throw new ChromiumMissingError(chromiumMissingMessage(CHROMIUM, (error as Error).message.split('\n')[0]!));
      }
    })();
    return this.browser;
  }

  private page(theme: DiagramTheme): Promise<Page> {
    let page = this.pages.get(theme);
    if (!page) {
      page = (async () => {
        const browser = await this.launch();
        const tab = await browser.newPage({viewport: {width: 1200, height: 800}});
        await tab.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
        await tab.addScriptTag({content: fs.readFileSync(MERMAID_SCRIPT, 'utf8')});
        await tab.evaluate((config) => (window as unknown as {mermaid: MermaidApi}).mermaid.initialize(config), mermaidConfig(theme));
        return tab;
      })();
      this.pages.set(theme, page);
    }
    return page;
  }

  private async close(): Promise<void> {
    if (this.pending > 0 || !this.browser) return;
    const browser = this.browser;
    this.browser = null;
    this.pages.clear();
    this.queues.clear();
    await (await browser.catch(() => null))?.close();
  }
}

/** Mermaid's configuration for one theme: text drawn as SVG text (no HTML labels, which an <img> renders unevenly). */
function mermaidConfig(theme: DiagramTheme): Record<string, unknown> {
  return {
    startOnLoad: false,
    theme,
    securityLevel: 'strict',
    deterministicIds: true,
    deterministicIDSeed: 'tessera-diagram',
    fontFamily: DIAGRAM_FONT_FAMILY,
    htmlLabels: false,
    flowchart: {htmlLabels: false},
    themeCSS: themeCss(theme),
  };
}

async function renderOn(page: Page, source: string): Promise<RenderedDiagram> {
  return page.evaluate(async (text) => {
    const {svg} = await (window as unknown as {mermaid: MermaidApi}).mermaid.render('diagram', text);
    // Mermaid serialises its SVG as HTML; an SVG file must be XML. Read it back and serialise it as XML.
    const holder = document.createElement('div');
    holder.innerHTML = svg;
    const root = holder.querySelector('svg')!;
    const [, , w, h] = (root.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
    if (!w || !h) throw new Error('Mermaid drew a diagram without a size (no viewBox)');
    const width = Math.ceil(w);
    const height = Math.ceil(h);
    // A fixed size instead of width="100%" and a max-width: an <img> then knows its intrinsic size.
    root.setAttribute('width', String(width));
    root.setAttribute('height', String(height));
    root.style.removeProperty('max-width');
    if (!root.getAttribute('style')) root.removeAttribute('style');
    return {svg: new XMLSerializer().serializeToString(root), width, height};
  }, source);
}

let shared: DiagramRenderer | null = null;

/** Renders one diagram in one theme (the browser starts on the first call and closes when idle). */
export function renderDiagram(source: string, theme: DiagramTheme): Promise<RenderedDiagram> {
  shared ??= new DiagramRenderer();
  return shared.render(source, theme);
}
