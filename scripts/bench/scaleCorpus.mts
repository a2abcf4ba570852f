/**
 * The generated corpus of `npm run bench -- scale` (scripts/bench/scale.mts): a site folder outside the repository
 * whose docs are the real docs plus `factor - 1` copies of them, each copy under `docs/scale-<n>/` (so every id and
 * route is unique) with sidebars of its own (the site's six, their doc ids moved into the copy) and tags of its own (each
 * tag of docs/tags.yml again, `<tag>-scale-<n>`, on the copy's pages), so that every local plugin (print sections,
 * twins, cards, search) does for a copy what it does for the original, and a corpus `factor` times the site holds about
 * `factor` times each kind of page (docs, their print sections, tag pages), not only more docs.
 *
 * Layouts: `copies` puts all copies in one docs version; `versions` then cuts frozen versions of those docs with the
 * framework's own command (`docusaurus docs:version`, run in the corpus folder: it writes
 * `versioned_docs/version-<n>/`, `versioned_sidebars/` and `versions.json` as a release would), and scale.mts
 * measures search from a page of the latest version and from a page of a frozen one.
 *
 * The site's code is copied too, not linked: Docusaurus's MDX rules match files by the site folder they are under,
 * and the bundler resolves a link to its target outside it. Only node_modules is linked (its caches are shared: a
 * diagram or a social card of a copy is drawn once, for the original).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {dump as dumpYaml, load as loadYaml} from 'js-yaml';

export type ScaleLayout = 'copies' | 'versions';

/**
 * The frozen versions a `versions` corpus cuts, oldest first, for `count` versions in all (the docs being written are
 * the latest): "5.1", "5.2", ... Their pages are served under `/<name>/`.
 */
export function frozenVersionNames(count: number): string[] {
  return Array.from({length: Math.max(0, count - 1)}, (_, index) => `5.${index + 1}`);
}

/** The areas of the docs a copy repeats: every folder and page the docs plugin lists (not snippets, templates, ledger). */
const COPIED = ['cloud', 'dev-docs', 'user-docs', 'release-notes.mdx'];
/** What the site folder needs besides docs and sidebars. */
const SITE_FILES = ['docusaurus.config.ts', 'src', 'static', 'tsconfig.json', 'package.json', 'scripts'];

type SidebarItem = Record<string, unknown> | string;

/** A sidebar item with its doc ids moved under `prefix` (links to other pages stay: they lead to the original). */
export function prefixedItem(item: SidebarItem, prefix: string): SidebarItem {
  if (typeof item === 'string') return `${prefix}/${item}`;
  const moved: Record<string, unknown> = {...item};
  if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') moved.id = `${prefix}/${item.id}`;
  const link = item.link as {type?: string; id?: string} | undefined;
  if (link?.type === 'doc' && link.id) moved.link = {...link, id: `${prefix}/${link.id}`};
  if (Array.isArray(item.items)) moved.items = (item.items as SidebarItem[]).map((child) => prefixedItem(child, prefix));
  return moved;
}

/** The site's sidebars and, for each copy, each sidebar again with its ids under the copy's folder. */
export function scaledSidebars(sidebars: Record<string, SidebarItem[]>, factor: number): Record<string, SidebarItem[]> {
  const scaled = {...sidebars};
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const [name, items] of Object.entries(sidebars)) {
      scaled[`${name}-scale-${copy}`] = items.map((item) => prefixedItem(item, `scale-${copy}`));
    }
  }
  return scaled;
}

type TagsFile = Record<string, {label: string; description: string; permalink?: string}>;

/** The tag key a copy's page uses for the original's `tag`. */
export function copyTag(tag: string, copy: number): string {
  return `${tag}-scale-${copy}`;
}

/** docs/tags.yml with each tag again per copy (labels and permalinks numbered: each copy's tag pages are pages of their own). */
export function scaledTags(tags: TagsFile, factor: number): TagsFile {
  const scaled = {...tags};
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const [key, tag] of Object.entries(tags)) {
      scaled[copyTag(key, copy)] = {
        ...tag,
        label: `${tag.label} (${copy})`,
        ...(tag.permalink ? {permalink: copyTag(tag.permalink, copy)} : {}),
      };
    }
  }
  return scaled;
}

/**
 * A page's source with the tags of its front matter (the inline list every page has: the checks require tags) moved
 * to the copy's; throws on a page whose front matter has none, which would otherwise keep the original's tags.
 */
export function copyPageTags(source: string, copy: number): string {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(source)?.[0];
  if (!frontMatter) throw new Error('no front matter');
  const retagged = frontMatter.replace(/^tags: \[([^\]]*)\]/m, (_all, list: string) => {
    const tags = list
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    return `tags: [${tags.map((tag) => copyTag(tag, copy)).join(', ')}]`;
  });
  if (retagged === frontMatter) throw new Error('no inline `tags: [...]` in its front matter');
  return retagged + source.slice(frontMatter.length);
}

function retagCopy(dir: string, copy: number): void {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      fs.writeFileSync(file, copyPageTags(fs.readFileSync(file, 'utf8'), copy));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
}

/**
 * Writes the site folder of a corpus `factor` times the docs into `dir` (emptied first); returns `dir`. Layout
 * `versions`: then `versions - 1` frozen versions cut from those docs (`frozenVersionNames`).
 */
export function writeScaleSite(root: string, dir: string, factor: number, layout: ScaleLayout = 'copies', versions = 1): string {
  if (layout !== 'copies' && layout !== 'versions') throw new Error(`unknown layout ${String(layout)}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  for (const entry of SITE_FILES) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  fs.cpSync(path.join(root, 'docs'), path.join(dir, 'docs'), {recursive: true});
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const entry of COPIED) {
      fs.cpSync(path.join(root, 'docs', entry), path.join(dir, 'docs', `scale-${copy}`, entry), {recursive: true});
    }
    retagCopy(path.join(dir, 'docs', `scale-${copy}`), copy);
  }
  const tags = loadYaml(fs.readFileSync(path.join(root, 'docs/tags.yml'), 'utf8')) as TagsFile;
  fs.writeFileSync(path.join(dir, 'docs/tags.yml'), dumpYaml(scaledTags(tags, factor), {lineWidth: -1}));
  // The site's sidebars, resolved by its own module (which checks every route against the real docs).
  const require = createRequire(import.meta.url);
  const module = require(path.join(root, 'sidebars.ts')) as {default: Record<string, SidebarItem[]>};
  const sidebars = scaledSidebars(module.default, factor);
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), `export default ${JSON.stringify(sidebars)};\n`);
  if (layout === 'versions') {
    for (const name of frozenVersionNames(versions)) {
      execFileSync(path.join(root, 'node_modules/.bin/docusaurus'), ['docs:version', name], {cwd: dir, stdio: 'ignore'});
    }
  }
  return dir;
}
