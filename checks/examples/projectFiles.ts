/**
 * The check of the file names code blocks are titled with: a title that is a path of a Tessera project (under one of
 * its folders, `config/`, `database/`, `public/`, `types/`, Tessera's folders of `src/`, a plugin's `server/src/` or
 * `admin/src/`, or a near miss of one of them) must be a file of the layout model (src/model/layout.ts), exactly or
 * by one of its patterns; else the check names the nearest files the model knows. Titles of other projects' files
 * (`src/lib/tessera.ts` of a front end, `config/services.php`) are not the layout's and are left alone. A block of a
 * migration page that shows a Tessera 4 plugin's file says so with `layout="tessera-4"`.
 */
import type {PageModel} from '../../src/lib/pageModel/types';
import {
  PLUGIN_FILES,
  PLUGIN_FOLDERS,
  PROJECT_FILES,
  PROJECT_FOLDERS,
  SOURCE_FOLDERS,
  TESSERA_4_PLUGIN_FILES,
  type LayoutEntry,
} from '../../src/model/layout';
import {editDistance} from '../editDistance';
import {exampleBlocks} from './blocks';
import type {BlockProblem, CheckResult, ExampleBlock} from './check';
import {metaValue} from './fence';

/** The layouts a block's `layout="..."` can name. */
export const LAYOUTS = ['tessera-5', 'tessera-4'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** The extensions of the files Tessera reads; a file of another extension belongs to another project. */
const TESSERA_EXTENSIONS = new Set(['js', 'ts', 'cjs', 'mjs', 'mts', 'jsx', 'tsx', 'json', 'md']);

/** A title's path: without what the title says about the block (`(excerpt)`); null when the title is not a path. */
function titlePath(title: string | null): string | null {
  const path = title?.replace(/\s*\(.*\)\s*$/, '').trim();
  return path && /^[\w@$.\-/[\]{}+]+\/[\w@$.\-/[\]{}+]+$/.test(path) && !path.startsWith('/') ? path : null;
}

/** True when `name` is one letter (two for long names) away from one of `names`, and none of them. */
function nearMiss(name: string, names: readonly string[]): boolean {
  return names.some((known) => {
    const allowed = known.length >= 7 ? 2 : known.length >= 4 ? 1 : 0;
    return known !== name && editDistance(name, known) <= allowed;
  });
}

const stem = (segment: string) => segment.replace(/\..*$/, '');
const extension = (segment: string) => (segment.includes('.') ? segment.slice(segment.lastIndexOf('.') + 1) : null);

/** True when the path is one of a Tessera project's or a plugin's, or a near miss of one: the layout must know it. */
export function isProjectPath(path: string): boolean {
  const segments = path.split('/');
  const [first, second] = [segments[0]!, segments[1]!];
  const ext = extension(segments.at(-1)!);
  if (first !== 'public' && ext !== null && !TESSERA_EXTENSIONS.has(ext) && !nearMiss(ext, [...TESSERA_EXTENSIONS])) return false;
  const folders: readonly string[] = PROJECT_FOLDERS;
  if (first === 'src') {
    const name = segments.length === 2 ? stem(second) : second;
    return (SOURCE_FOLDERS as readonly string[]).includes(name) || nearMiss(name, SOURCE_FOLDERS);
  }
  if (folders.includes(first) || nearMiss(first, PROJECT_FOLDERS)) return true;
  // A plugin's own files: its entries are under server/src/ and admin/src/ (a front end's server/api/ is not).
  return (PLUGIN_FOLDERS as readonly string[]).includes(first) && segments.length > 2 && editDistance(second, 'src') <= 1;
}

/** The regular expression of a layout pattern. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(<name>|<\.\.\.>|\{[^}]*\})/)
    .map((part) => {
      if (part === '<name>') return '[^/]+';
      if (part === '<...>') return '.+';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').join('|')})`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The entries of a layout: a Tessera 4 plugin's server files on their own and inside a project. */
function entriesOf(layout: Layout): readonly LayoutEntry[] {
  // A plugin's files from its own root (a plugin developed in a repository of its own) and inside a project.
  if (layout === 'tessera-5') return [...PROJECT_FILES, ...PLUGIN_FILES];
  return TESSERA_4_PLUGIN_FILES.flatMap((entry) => [entry, {...entry, pattern: `src/plugins/<name>/${entry.pattern}`}]);
}

const COMPILED = new Map(
  LAYOUTS.map((layout) => [layout, entriesOf(layout).map((entry) => ({entry, regexp: patternRegExp(entry.pattern)}))]),
);

/** The entry of the layout the path is a file of, or null. A config file may be named without its extension. */
export function layoutEntry(path: string, layout: Layout = 'tessera-5'): LayoutEntry | null {
  const names = extension(path.split('/').at(-1)!) === null ? [`${path}.js`, `${path}.ts`, `${path}.json`] : [path];
  return COMPILED.get(layout)!.find(({regexp}) => names.some((name) => regexp.test(name)))?.entry ?? null;
}

/** True when the folder (`src/api/restaurant/middlewares/`) is one the layout has files in. */
export function isLayoutFolder(folder: string, layout: Layout = 'tessera-5'): boolean {
  const segments = folder.replace(/\/$/, '').split('/');
  return entriesOf(layout).some((entry) => {
    const parts = entry.pattern.split('/');
    if (parts.at(-1) === '<...>' && segments.length >= parts.length - 1)
      return parts.slice(0, -1).every((part, index) => part === '<name>' || part === segments[index]);
    return parts.length > segments.length && segments.every((segment, index) => parts[index] === '<name>' || parts[index] === segment);
  });
}

/** Every concrete form of a pattern's alternatives: `config/server.{js,ts}` gives `config/server.js` and `config/server.ts`. */
function expand(pattern: string): string[] {
  const match = /\{([^}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!
    .split(',')
    .flatMap((choice) => expand(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)));
}

/**
 * The pattern filled with the path's own names where it has placeholders (its last segment's name from the path's last
 * segment, the others by position), or null when their segments are more than one apart: a path may miss a folder.
 */
function fill(template: string, path: string): string | null {
  const parts = template.split('/');
  const segments = path.split('/');
  const rest = parts.at(-1) === '<...>';
  if (rest ? segments.length < parts.length : Math.abs(segments.length - parts.length) > 1) return null;
  const filled = parts.map((part, index) => {
    if (part === '<...>') return segments.slice(index).join('/');
    if (!part.includes('<name>')) return part;
    const segment = index === parts.length - 1 ? segments.at(-1)! : segments[index];
    if (segment === undefined) return null;
    return part.endsWith('<name>') ? part.replace('<name>', segment) : part.replace('<name>', stem(segment));
  });
  return filled.includes(null) ? null : filled.join('/');
}

/** How far a file the check suggests may be from the path: a typo or a missing folder, not another file. */
const near = (path: string) => Math.max(3, Math.floor(path.length / 8));

/** The files of the layout nearest to the path (at most three, equally near, none further than `near`). */
function nearestFiles(path: string, layout: Layout = 'tessera-5'): string[] {
  let best = Infinity;
  let nearest: string[] = [];
  // A path under a folder of the layout is a typo below it: `public/<...>` takes any path, and is no suggestion for it.
  const top = path.split('/')[0]!;
  const keepTop = ([...PROJECT_FOLDERS, ...PLUGIN_FOLDERS] as readonly string[]).includes(top);
  for (const entry of entriesOf(layout))
    for (const template of expand(entry.pattern)) {
      const candidate = fill(template, path);
      if (candidate === null || candidate === path || (keepTop && candidate.split('/')[0] !== top)) continue;
      const score = editDistance(path, candidate);
      if (score > near(path)) continue;
      if (score < best) [best, nearest] = [score, [candidate]];
      else if (score === best && !nearest.includes(candidate)) nearest.push(candidate);
    }
  return nearest.slice(0, 3);
}

/** What is wrong with a path that the layout does not know, in the words of the check. */
function unknownFileMessage(path: string, layout: Layout = 'tessera-5'): string {
  const nearest = nearestFiles(path, layout);
  const project = layout === 'tessera-4' ? 'a Tessera 4 plugin' : 'a Tessera project';
  const hint = nearest.length > 0 ? `; did you mean ${nearest.join(' or ')}?` : '; the files a project holds: /dev-docs/project-structure';
  return `${path} is not a file of ${project}${hint}`;
}

/** The code blocks, of any language, whose title is a path of a Tessera project. */
export function projectFileBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(models, root, (block) => {
    const path = titlePath(block.title);
    return path !== null && isProjectPath(path);
  });
}

function problemsOf(block: ExampleBlock): BlockProblem[] {
  const path = titlePath(block.title)!;
  const named = metaValue(block.meta, 'layout');
  if (named !== undefined && !(LAYOUTS as readonly string[]).includes(named))
    return [{block, line: block.line, message: `layout="${named}" names no layout; use one of: ${LAYOUTS.join(', ')}`}];
  const layout = (named ?? 'tessera-5') as Layout;
  if (layoutEntry(path, layout)) return [];
  return [{block, line: block.line, message: `title "${block.title}": ${unknownFileMessage(path, layout)}`}];
}

/**
 * Checks the file name of every block titled with a project path. A title is checked whatever the block's other
 * directives say: a block exempt from the check of its code still names a file.
 */
export function checkProjectFiles(blocks: readonly ExampleBlock[]): CheckResult {
  const problems = blocks.flatMap(problemsOf);
  return {checked: [...blocks], exempt: [], problems, failingBlocks: new Set(problems.map((problem) => problem.block)).size};
}
