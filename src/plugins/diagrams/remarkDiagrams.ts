import {createHash, randomUUID} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {OUTPUT_STATIC_ASSETS_DIR_NAME, escapePath, getFileLoaderUtils} from '@docusaurus/utils';
import {DIAGRAM_THEMES, diagramCacheKey, diagramLabel, svgSize, type ColorMode} from '../../lib/build/diagrams';
import type {RenderedDiagram} from './renderer';

/**
 * Remark step of production builds: each ```mermaid code block becomes a <figure> with two images drawn at build
 * time, the diagram in the light theme and in the dark theme; CSS shows the one of the current colour mode
 * (src/css/custom.css, `.tessera-diagram`). The SVG files are emitted by the bundler like the docs' images
 * (content-hashed under assets/diagrams/), so a page carries no Mermaid code and medium-zoom zooms them like images.
 * Renderings are cached by source, theme and Mermaid version in node_modules/.cache/tessera-diagrams.
 */

export interface RemarkDiagramsOptions {
  /** Mermaid theme per colour mode (the specification's: `default` and `dark`). */
  themes?: Record<ColorMode, string>;
  /** Where renderings are kept between builds. */
  cacheDir?: string;
  /** Draws one diagram (the unit tests pass their own; the build uses Chromium). */
  render?: (source: string, theme: string) => Promise<RenderedDiagram>;
}

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: {start: {line: number}};
}

interface Parent {
  type: string;
  children: unknown[];
}

interface Image {
  mode: ColorMode;
  /** The file the bundler emits, as an absolute path. */
  file: string;
  width: number;
  height: number;
}

const MODES: readonly ColorMode[] = ['light', 'dark'];
const DEFAULT_CACHE_DIR = path.resolve('node_modules/.cache/tessera-diagrams');

function mermaidVersion(): string {
  return (JSON.parse(fs.readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}).version;
}

/** Emitted by file-loader, as Docusaurus emits the docs' images, under a content-hashed name: `assets/diagrams/<hash>.svg`. */
function fileLoaderRequest(file: string): string {
  const loader = getFileLoaderUtils(false).loaders.file({folder: 'images'}).loader!;
  return `!${escapePath(loader)}?name=${OUTPUT_STATIC_ASSETS_DIR_NAME}/diagrams/[contenthash].[ext]!${escapePath(file)}`;
}

/** `require("<request>").default` as the ESTree program MDX compiles an attribute expression from. */
function requireExpression(request: string) {
  const source = `require(${JSON.stringify(request)}).default`;
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: source,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'MemberExpression',
              object: {
                type: 'CallExpression',
                callee: {type: 'Identifier', name: 'require'},
                arguments: [{type: 'Literal', value: request, raw: JSON.stringify(request)}],
                optional: false,
              },
              property: {type: 'Identifier', name: 'default'},
              computed: false,
              optional: false,
            },
          },
        ],
      },
    },
  };
}

const attribute = (name: string, value: unknown) => ({type: 'mdxJsxAttribute', name, value});

/**
 * The figure that replaces a diagram's code block: one <img> per colour mode with the diagram's size (no layout
 * shift), its accessible name as alt text and its description in a hidden element the images point at.
 * `first`: the first diagram of its file, often in the first screen (its largest element, so its paint is the page's
 * LCP): its light image, the default mode's, loads at once and first; every other image loads when shown.
 */
export function diagramFigure(
  images: readonly Image[],
  label: {name: string; description?: string},
  descriptionId: string,
  {first = false}: {first?: boolean} = {},
) {
  const children: unknown[] = images.map((image) => ({
    type: 'mdxJsxFlowElement',
    name: 'img',
    attributes: [
      attribute('className', 'tessera-diagram__image'),
      attribute('data-mode', image.mode),
      attribute('src', requireExpression(fileLoaderRequest(image.file))),
      attribute('width', String(image.width)),
      attribute('height', String(image.height)),
      attribute('alt', label.name),
      ...(label.description ? [attribute('aria-describedby', descriptionId)] : []),
      // The image of the other colour mode is display: none, and a lazy image is fetched only once it is shown.
      // (Said explicitly: the theme's MDX image makes every image lazy unless told otherwise.)
      ...(first && image.mode === 'light'
        ? [attribute('loading', 'eager'), attribute('fetchPriority', 'high')]
        : [attribute('loading', 'lazy')]),
      attribute('decoding', 'async'),
    ],
    children: [],
  }));
  if (label.description) {
    children.push({
      type: 'mdxJsxFlowElement',
      name: 'span',
      attributes: [attribute('id', descriptionId), attribute('hidden', null)],
      children: [{type: 'text', value: label.description}],
    });
  }
  return {type: 'mdxJsxFlowElement', name: 'figure', attributes: [attribute('className', 'tessera-diagram')], children};
}

function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/**
 * Draws in Chromium through ./renderer, loaded with the first diagram to draw: its driver (playwright-core) takes about
 * 0.3 s of CPU to load, which `npm start` (no diagrams drawn) and a build whose diagrams are all cached never pay.
 */
async function drawInChromium(source: string, theme: string): Promise<RenderedDiagram> {
  const {renderDiagram} = await import('./renderer');
  return renderDiagram(source, theme);
}

export default function remarkDiagrams(options: RemarkDiagramsOptions = {}) {
  const themes = options.themes ?? DIAGRAM_THEMES;
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const render = options.render ?? drawInChromium;
  let version: string | undefined;

  /** The diagram's SVG file in one theme: from the cache, or drawn now and cached. */
  async function image(source: string, mode: ColorMode): Promise<Image> {
    version ??= mermaidVersion();
    const file = path.join(cacheDir, `${diagramCacheKey(source, themes[mode], version)}.svg`);
    const cached = fs.existsSync(file) ? svgSize(fs.readFileSync(file, 'utf8')) : null;
    if (cached) return {mode, file, ...cached};
    const rendered = await render(source, themes[mode]);
    fs.mkdirSync(cacheDir, {recursive: true});
    writeAtomically(file, rendered.svg);
    return {mode, file, width: rendered.width, height: rendered.height};
  }

  return async (tree: Parent, vfile: {path?: string}) => {
    const found: {node: CodeNode; parent: Parent; index: number}[] = [];
    const walk = (parent: Parent) => {
      parent.children.forEach((child, index) => {
        const node = child as CodeNode & Partial<Parent>;
        if (node.type === 'code' && node.lang === 'mermaid') found.push({node, parent, index});
        else if (Array.isArray(node.children)) walk(node as Parent);
      });
    };
    walk(tree);
    await Promise.all(
      found.map(async ({node, parent, index}, position) => {
        let images: Image[];
        try {
          images = await Promise.all(MODES.map((mode) => image(node.value, mode)));
        } catch (error) {
          const where = `${path.relative(process.cwd(), vfile.path ?? '<unknown file>')}:${node.position?.start.line ?? '?'}`;
          throw new Error(`Mermaid diagram at ${where}: ${(error as Error).message}`, {cause: error});
        }
        // Unique on a page, also with snippets that bring their own diagrams: the file and the diagram's place in it.
        const id = `diagram-${createHash('sha256')
          .update(`${vfile.path ?? ''}#${position}`)
          .digest('hex')
          .slice(0, 10)}-description`;
        parent.children[index] = diagramFigure(images, diagramLabel(node.value, node.meta), id, {first: position === 0});
      }),
    );
  };
}
