import {createHash} from 'node:crypto';

/**
 * Mermaid diagrams (```mermaid code blocks), rendered to SVG when the site is built (src/plugins/diagrams): the
 * pure parts, unit-tested in tests/unit/diagrams.test.ts.
 */

/** The specification's diagram themes, one per colour mode; themeConfig.mermaid (used by `npm start`) names the same. */
export const DIAGRAM_THEMES = {light: 'default', dark: 'dark'} as const;
export type ColorMode = keyof typeof DIAGRAM_THEMES;
export type DiagramTheme = string;

/**
 * The diagrams' text font. A diagram is an <img>: its text is measured at build time and drawn with the reader's
 * fonts. Arial's metrics are the common ground: Liberation Sans (Debian's fonts-liberation, installed with
 * Chromium for the build) has them, and Arial, or a font with its metrics, is on the readers' systems.
 */
export const DIAGRAM_FONT_FAMILY = 'arial, "Liberation Sans", sans-serif';

/**
 * Mermaid's dark theme draws edge labels with too little contrast (WCAG 1.4.3): give them a solid background and
 * light text. Mermaid scopes this CSS to the diagram; src/css/custom.css has the same rule for `npm start`'s diagrams.
 */
const DARK_THEME_CSS = [
  '.edgeLabel rect, .labelBkg { fill: #2a2b36 !important; opacity: 1 !important; }',
  '.edgeLabel text, .edgeLabel tspan { fill: #f3f4f6 !important; }',
  '.edgeLabel, .edgeLabel p, .labelBkg { color: #f3f4f6 !important; background-color: #2a2b36 !important; }',
].join('\n');

export function themeCss(theme: DiagramTheme): string | undefined {
  return theme === 'dark' ? DARK_THEME_CSS : undefined;
}

/**
 * Bumped when the rendering changes in a way the source, theme and Mermaid version do not show (the options above,
 * the SVG post-processing), so that cached diagrams are drawn again.
 */
export const RENDERING_REVISION = 1;

/** Names a rendering in the cache: the same source, theme, Mermaid version and revision give the same SVG. */
export function diagramCacheKey(source: string, theme: DiagramTheme, mermaidVersion: string): string {
  return createHash('sha256')
    .update(JSON.stringify([source, theme, mermaidVersion, RENDERING_REVISION]))
    .digest('hex')
    .slice(0, 24);
}

/** The width and height attributes of a rendered SVG's root element (the renderer writes them in pixels). */
export function svgSize(svg: string): {width: number; height: number} | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0];
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root ?? '')?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root ?? '')?.[1]);
  return width > 0 && height > 0 ? {width, height} : null;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Mermaid's accessibility lines: `accTitle: ...`, and `accDescr: ...` or `accDescr { ... }` over several lines. */
export function accessibilityLines(source: string): {title?: string; description?: string} {
  const title = /^[ \t]*accTitle[ \t]*:[ \t]*(.+)$/m.exec(source)?.[1];
  const description = /^[ \t]*accDescr[ \t]*:[ \t]*(.+)$/m.exec(source)?.[1] ?? /^[ \t]*accDescr[ \t]*\{([^}]*)\}/m.exec(source)?.[1];
  return {
    ...(title && collapse(title) ? {title: collapse(title)} : {}),
    ...(description && collapse(description) ? {description: collapse(description)} : {}),
  };
}

/** `title="..."` (or single quotes) in a fence's meta: ```mermaid title="Review stages". */
export function fenceTitle(meta: string | null | undefined): string | undefined {
  const match = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  const title = collapse(match?.[1] ?? match?.[2] ?? '');
  return title || undefined;
}

const KINDS: Record<string, string> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  journey: 'User journey diagram',
  gitGraph: 'Git graph',
  mindmap: 'Mind map',
  timeline: 'Timeline',
};

/** What the diagram is, from its first statement (`flowchart LR` is a flowchart); "Diagram" when unknown. */
export function diagramKind(source: string): string {
  const first = source
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('%%') && line !== '---');
  return KINDS[first?.split(/\s+/)[0] ?? ''] ?? 'Diagram';
}

/**
 * The accessible name and description of a diagram: Mermaid's `accTitle` and `accDescr` when the source has them
 * (the content check requires both on every docs page), else the fence's `title="..."`, else what kind of diagram it is.
 */
export function diagramLabel(source: string, meta?: string | null): {name: string; description?: string} {
  const lines = accessibilityLines(source);
  const name = lines.title ?? fenceTitle(meta) ?? diagramKind(source);
  return lines.description ? {name, description: lines.description} : {name};
}

