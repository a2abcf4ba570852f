/**
 * The check of the interface labels of the User Guide and the Cloud pages, against the model of the interfaces
 * (src/model/interface.ts). Pure: it reads page models, and the source files through the function it is given (the
 * model's body has no positions, so a label's line is found in the source, in reading order).
 *
 * What counts as a label (only bold the page writes: bold a component renders, such as a tab's label, is not read):
 * - a bold run in a step: a paragraph of an item of an ordered list, or of a list nested in it (tables, admonitions
 *   and code inside a step are not its text). A step opened by a bold sentence (`1. **Build.** Tessera...`) names
 *   the step, not a button: that lead-in is exempt;
 * - each bold run of a menu path, anywhere in the prose: bold runs joined by ` > `, `**Settings** > **Users**`;
 * - a bold run written just before "in the main navigation", anywhere in the prose;
 * - a bold run in prose, a bullet or a table cell that the sentence treats as something on the screen: right after
 *   an action on it ("click **Save**", "open **Releases**") or right before the kind of thing it is ("the **Publish**
 *   button", "the **Locales** tab");
 * - a numbered marker: `<ScreenshotNumber n={N} />`, or "marker N" written in the prose.
 * Other bold in the prose (a term, a value in a table, an emphasis) is not a label and is not checked.
 *
 * What is checked:
 * - a label is a label of the interface the page documents: the admin panel for the User Guide, the admin panel or
 *   the Cloud dashboard for the Cloud pages (navigation, menus, the labels of each screen, and the example project's
 *   content types, fields and locales as the panel shows them); the message names the closest label;
 * - a menu path follows the navigation: each step is a child of the one before (a menu's group heading may be left
 *   out, as in `**Settings** > **Users**` for Settings > Administration panel > Users); the message names the step
 *   to change and the label that makes the path one of the navigation;
 * - a label before "in the main navigation" is an entry of the main navigation;
 * - a marker is a marker of one of the page's interface maps.
 */
import path from 'node:path';
import type {Parent, PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {interfaceMaps} from '../../src/model/interfaceMaps';
import {INTERFACE_MAP_HEADING} from '../../src/lib/content/interfaceMaps';
import {
  ACCOUNT_MENU,
  ADMIN_SCREENS,
  CLOUD_SCREENS,
  LOCALE_OPTIONS,
  MENUS,
  NAV,
  OPTION_PATTERNS,
  PLUGIN_NAV,
  PLUGIN_SETTINGS_MENU,
  RENAMED,
  UI,
  type ProjectMenuGroup,
  type Screen,
} from '../../src/model/interface';
import {components, contentTypes} from '../../src/model/trailhead';
import type {HeadingModel, PageModel} from '../../src/lib/pageModel/types';
import {editDistance} from '../editDistance';

/** The folders whose pages the label check reads, relative to the site root. */
export const LABEL_AREAS = ['docs/user-docs/', 'docs/cloud/'] as const;

export type LabelKind = 'step' | 'path' | 'nav' | 'prose' | 'marker';

/** One label (or marker) a page names. */
export interface LabelUse {
  /** Relative to the site root: `docs/user-docs/x.mdx` (a snippet's labels are in the snippet). */
  file: string;
  line: number;
  kind: LabelKind;
  /** The label as written; for a marker, its number. */
  text: string;
}

export interface LabelProblem {
  use: LabelUse;
  message: string;
}

export interface LabelResult {
  /** Every label found, checked or exempt. */
  labels: LabelUse[];
  checked: LabelUse[];
  exempt: {use: LabelUse; reason: string}[];
  /** Labels with a problem, each problem once. */
  problems: LabelProblem[];
  /** The number of labels with one problem or more. */
  failing: number;
}

/** `file:line: message`, the form every problem of the check is printed in. */
export function formatLabelProblem(problem: LabelProblem): string {
  return `${problem.use.file}:${problem.use.line}: ${problem.message}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The navigation as a tree

interface NavNode {
  label: string;
  /** A group heading of a menu: a written path may step over it. */
  heading: boolean;
  children: NavNode[];
}

function node(label: string, heading = false): NavNode {
  return {label, heading, children: []};
}

function child(parent: NavNode, label: string, heading = false): NavNode {
  const found = parent.children.find((c) => c.label === label && c.heading === heading);
  if (found) return found;
  const created = node(label, heading);
  parent.children.push(created);
  return created;
}

/** The nodes one step after `from`: its children, and the items of its group headings. */
function next(from: NavNode): NavNode[] {
  return from.children.flatMap((c) => (c.heading ? [c, ...c.children] : [c]));
}

function allNodes(root: NavNode): NavNode[] {
  const out: NavNode[] = [];
  const visit = (n: NavNode): void => {
    out.push(n);
    n.children.forEach(visit);
  };
  root.children.forEach(visit);
  return out;
}

/**
 * The nodes a written path reaches, starting at any node of the tree, and the index of the first step that is not
 * one step below the one before (-1 when the path follows the navigation).
 */
function follow(root: NavNode, steps: readonly string[]): {reached: NavNode[]; failedAt: number} {
  let current = allNodes(root).filter((n) => n.label === steps[0]);
  if (current.length === 0) return {reached: [], failedAt: 0};
  for (let i = 1; i < steps.length; i += 1) {
    const reached = current.flatMap(next).filter((n) => n.label === steps[i]);
    if (reached.length === 0) return {reached: [], failedAt: i};
    current = reached;
  }
  return {reached: current, failedAt: -1};
}

/**
 * Adds a screen under the node its path leads to (the path's last step is created when no menu has it). A screen no
 * menu path leads to hangs from an unnamed heading of the root: its labels are labels, under no menu.
 */
function addScreen(root: NavNode, screen: Screen): void {
  if (screen.path.length === 0) {
    const loose = child(root, '', true);
    for (const label of screen.labels) child(loose, label);
    return;
  }
  let at: NavNode[] = [root];
  screen.path.forEach((step, i) => {
    const candidates = i === 0 ? root.children : at.flatMap(next);
    const found = candidates.filter((n) => n.label === step);
    at = found.length > 0 ? found.slice(0, 1) : [child(at[0]!, step)];
  });
  for (const label of screen.labels) child(at[0]!, label);
}

/** The vocabulary of one interface: its navigation tree and every label it shows. */
export interface Vocabulary {
  name: string;
  root: NavNode;
  labels: ReadonlySet<string>;
  /** Entries of the main navigation, for "in the main navigation". */
  nav: ReadonlySet<string>;
}

/** The example project's content types of a kind (the end users' User type with the collection types), or its component categories. */
function projectItems(lists: ProjectMenuGroup['lists']): string[] {
  if (lists === 'componentCategory') return [...new Set(Object.keys(components).map((uid) => uid.split('.')[0]!))];
  return Object.entries(contentTypes)
    .filter(([uid, schema]) => (uid.startsWith('api::') || uid === 'plugin::users-permissions.user') && schema.kind === lists)
    .map(([, schema]) => schema.info.displayName)
    .sort();
}

function projectNames(): string[] {
  const schemas = [...Object.values(contentTypes), ...Object.values(components)];
  return [
    ...schemas.map((schema) => schema.info.displayName),
    ...schemas.flatMap((schema) => Object.keys(schema.attributes)),
    ...LOCALE_OPTIONS,
  ];
}

function adminTree(): NavNode {
  const root = node('admin panel');
  for (const entry of [...NAV, ...PLUGIN_NAV]) {
    const top = child(root, entry);
    const menu = [...(MENUS[entry as keyof typeof MENUS] ?? []), ...(entry === 'Settings' ? PLUGIN_SETTINGS_MENU : [])];
    for (const group of menu) {
      const parent = group.heading ? child(top, group.heading, true) : top;
      const items = 'items' in group ? group.items : [...projectItems(group.lists), ...(group.create ? [group.create] : [])];
      for (const item of items) child(parent, item);
    }
  }
  for (const item of ACCOUNT_MENU) child(root, item);
  for (const screen of ADMIN_SCREENS) addScreen(root, screen);
  return root;
}

function cloudTree(): NavNode {
  const root = node('Cloud dashboard');
  for (const screen of CLOUD_SCREENS) addScreen(root, screen);
  return root;
}

function vocabulary(name: string, root: NavNode, extra: readonly string[], nav: readonly string[]): Vocabulary {
  const labels = new Set([...allNodes(root).map((n) => n.label), ...extra]);
  labels.delete('');
  return {name, root, labels, nav: new Set(nav)};
}

/** Whether the vocabulary has the label, or the label is an option of a long menu written as the menu writes it. */
function known(vocabulary: Vocabulary, label: string): boolean {
  return vocabulary.labels.has(label) || OPTION_PATTERNS.some(({pattern}) => pattern.test(label));
}

const ADMIN = vocabulary('the admin panel', adminTree(), [...Object.values(UI), ...projectNames()], [...NAV, ...PLUGIN_NAV]);
const BOTH = (() => {
  const root = node('admin panel or Cloud dashboard');
  root.children.push(...adminTree().children, ...cloudTree().children);
  return vocabulary('the admin panel or the Cloud dashboard', root, [...ADMIN.labels], [...ADMIN.nav]);
})();

/** The vocabulary a page is held to: the Cloud pages may name the Cloud dashboard too. */
export function vocabularyOf(route: string): Vocabulary {
  return route.startsWith('/cloud/') ? BOTH : ADMIN;
}

// ---------------------------------------------------------------------------------------------------------------
// Suggestions

/** The candidate closest to `label` (case and spacing aside), or a known renaming of it. */
export function closest(label: string, candidates: Iterable<string>): string | null {
  const renamed = RENAMED[label];
  if (renamed) return renamed;
  const key = label.toLowerCase();
  let best: string | null = null;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const score = editDistance(key, candidate.toLowerCase());
    if (score < bestScore || (score === bestScore && best !== null && candidate.length < best.length)) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a page

/**
 * Finds written text in the page's source files, for the line of what the body shows. The body is read in order and
 * each heading puts the search back at its line, so a label is looked for from the last one found up to the next
 * heading of the page, then in the page's snippets, then further on.
 */
class Locator {
  private readonly texts: {file: string; text: string; headings: number[]}[];
  private readonly cursor = new Map<string, number>();

  constructor(files: readonly string[], read: (file: string) => string, headings: readonly HeadingModel[]) {
    this.texts = files.map((file) => {
      const text = read(file);
      const lines = headings.filter((h) => h.position?.file === file).map((h) => h.position!.line);
      return {file, text, headings: lines.map((line) => offsetOf(text, line)).sort((a, b) => a - b)};
    });
  }

  /** Moves the search of `file` to the start of `line` (a heading the body reached). */
  moveTo(file: string, line: number): void {
    const entry = this.texts.find((t) => t.file === file);
    if (entry) this.cursor.set(file, offsetOf(entry.text, line));
  }

  /** Where `needle` is written, or null when no source file writes it. */
  find(needle: string): {file: string; line: number} | null {
    const at = (entry: {file: string; text: string}, index: number, move: boolean) => {
      if (move) this.cursor.set(entry.file, index + needle.length);
      return {file: entry.file, line: entry.text.slice(0, index).split('\n').length};
    };
    for (const bounded of [true, false]) {
      for (const entry of this.texts) {
        const from = this.cursor.get(entry.file) ?? 0;
        const index = entry.text.indexOf(needle, from);
        const bound = bounded ? (entry.headings.find((h) => h > from) ?? entry.text.length) : entry.text.length;
        if (index !== -1 && index < bound) return at(entry, index, true);
      }
    }
    for (const entry of this.texts) {
      const index = entry.text.indexOf(needle);
      if (index !== -1) return at(entry, index, false);
    }
    return null;
  }
}

function offsetOf(text: string, line: number): number {
  let offset = 0;
  for (let l = 1; l < line; l += 1) {
    const end = text.indexOf('\n', offset);
    if (end === -1) return text.length;
    offset = end + 1;
  }
  return offset;
}

/** A bold run and what separates it from the previous one in its paragraph. */
interface Bold {
  text: string;
  /** The text between the previous bold run of the paragraph and this one (null for the first). */
  before: string | null;
  /** The text right after it, up to the next bold run. */
  after: string;
  /** Whether it opens the paragraph. */
  opens: boolean;
  /** The text right before it, since the previous bold run or the start of the paragraph. */
  preceding: string;
}

/** The bold runs of a paragraph (or a table cell), in order, with the text around each. */
function boldRuns(children: readonly PhrasingContent[]): Bold[] {
  const runs: Bold[] = [];
  let pending = '';
  let seenText = false;
  const visit = (nodes: readonly PhrasingContent[]): void => {
    for (const n of nodes) {
      if (n.type === 'strong') {
        const run: Bold = {
          text: toString(n).trim(),
          before: runs.length > 0 ? pending : null,
          after: '',
          opens: !seenText,
          preceding: pending,
        };
        if (runs.length > 0) runs[runs.length - 1]!.after = pending;
        runs.push(run);
        pending = '';
        seenText = true;
      } else if ('children' in n) {
        visit(n.children as PhrasingContent[]);
      } else {
        const value = 'value' in n ? n.value : '';
        pending += value;
        if (value.trim()) seenText = true;
      }
    }
  };
  visit(children);
  if (runs.length > 0) runs[runs.length - 1]!.after = pending;
  return runs;
}

const PATH_SEPARATOR = /^\s*>\s*$/;
const LEAD_IN = /[.?!:]$/;
const MARKER_TEXT = /\bmarker (\d+)\b/g;
/** What follows a label that names an entry of the main navigation (a marker renders as "(N)"). */
const NAV_CLAIM = /^\s*(?:\(\d+\)\s*)?(?:\([^)]*\)\s*)?(?:entry )?(?:in|of|at the bottom of) the main navigation\b/;

/** An action on something on the screen, right before a bold run: "click **Save**", "in the **Locales** tab". */
const ACTION_BEFORE =
  /\b(?:click|clicks|clicking|select|selects|choose|chooses|open|opens|press|tap|toggle|turn on|turn off|switch on|switch off|enable|disable|check|uncheck|tick|untick|go to|goes to|fill in|expand|collapse|hover over|drag)(?: on| the| on the| in| in the| to| to the)?\s*$/i;
/** The kind of thing a bold run names on the screen, right after it: "the **Publish** button". */
const THING_AFTER =
  /^\s*(?:button|buttons|tab|tabs|field|fields|menu|menus|panel|section|column|columns|toggle|switch|option|options|dialog|modal|list|view|box|checkbox|dropdown|setting|settings page|link|icon|screen|page of the admin panel|entry of the main navigation)\b/i;

interface Found {
  kind: 'step' | 'path' | 'nav' | 'prose';
  text: string;
  /** The index of its bold run in the paragraph. */
  run: number;
  /** For a step of a menu path: the steps of the whole path (one array per path). */
  path?: string[];
  exempt?: string;
  /** Text right after the label. */
  after: string;
}

/** The labels of one paragraph: menu paths anywhere, single bold runs in steps or before "in the main navigation". */
function paragraphLabels(children: readonly PhrasingContent[], inStep: boolean, firstOfStep: boolean): {all: Bold[]; found: Found[]} {
  const runs = boldRuns(children);
  const found: Found[] = [];
  let i = 0;
  while (i < runs.length) {
    let j = i;
    while (j + 1 < runs.length && PATH_SEPARATOR.test(runs[j + 1]!.before ?? '')) j += 1;
    const run = runs[i]!;
    if (j > i) {
      const steps = runs.slice(i, j + 1).map((r) => r.text);
      steps.forEach((text, k) => found.push({kind: 'path', text, run: i + k, path: steps, after: runs[i + k]!.after}));
    } else if (inStep) {
      const leadIn = firstOfStep && run.opens && LEAD_IN.test(run.text);
      found.push({
        kind: 'step',
        text: run.text,
        run: i,
        after: run.after,
        exempt: leadIn ? "a step's lead-in sentence, not a label" : undefined,
      });
    } else if (NAV_CLAIM.test(run.after)) {
      found.push({kind: 'nav', text: run.text, run: i, after: run.after});
    } else if (ACTION_BEFORE.test(run.preceding) || THING_AFTER.test(run.after)) {
      found.push({kind: 'prose', text: run.text, run: i, after: run.after});
    }
    i = j + 1;
  }
  return {all: runs, found};
}

interface PageContext {
  model: PageModel;
  vocabulary: Vocabulary;
  locator: Locator;
  root: string;
  result: LabelResult;
  seen: Set<string>;
  problems: Map<LabelUse, string[]>;
  /** The index in model.headings of the next heading the walk will reach. */
  heading: number;
}

function relative(root: string, file: string): string {
  return path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
}

function record(ctx: PageContext, kind: LabelKind, text: string, where: {file: string; line: number} | null): LabelUse | null {
  const file = relative(ctx.root, where?.file ?? ctx.model.sourceFile);
  const use: LabelUse = {file, line: where?.line ?? 1, kind, text};
  const key = `${file}:${use.line}:${kind}:${text}`;
  if (ctx.seen.has(key)) return null;
  ctx.seen.add(key);
  ctx.result.labels.push(use);
  return use;
}

function fail(ctx: PageContext, use: LabelUse, message: string): void {
  const list = ctx.problems.get(use) ?? [];
  if (!list.includes(message)) list.push(message);
  ctx.problems.set(use, list);
}

function checkLabel(ctx: PageContext, found: Found, use: LabelUse): void {
  const {vocabulary} = ctx;
  if (!known(vocabulary, found.text)) {
    const suggestion = closest(found.text, vocabulary.labels);
    fail(ctx, use, `"${found.text}" is not a label of ${vocabulary.name}${suggestion ? `; did you mean "${suggestion}"?` : ''}`);
    return;
  }
  if (NAV_CLAIM.test(found.after) && !vocabulary.nav.has(found.text)) {
    // The entry under which the panel shows the label, else the entry spelt closest to it.
    const holder = vocabulary.root.children.find(
      (top) => vocabulary.nav.has(top.label) && allNodes(top).some((n) => n.label === found.text),
    );
    const suggestion = holder?.label ?? closest(found.text, vocabulary.nav);
    fail(ctx, use, `"${found.text}" is not an entry of the main navigation; did you mean "${suggestion}"?`);
  }
}

/** Whether `label` is close enough to `written` to be what the writer meant: one holds the other, or a few typos. */
function near(written: string, label: string): boolean {
  const [a, b] = [written.toLowerCase(), label.toLowerCase()];
  return a.includes(b) || b.includes(a) || editDistance(a, b) <= Math.max(2, Math.floor(a.length * 0.4));
}

/**
 * A menu path whose labels all exist but do not lead one to the other. The problem is put on the step whose
 * replacement by a near label makes a path of the navigation (`Settings > Email > Configuration`: "Email plugin"
 * for "Email"); when no near label does, on the first step that leaves the navigation.
 */
function checkPath(ctx: PageContext, steps: readonly string[], uses: readonly LabelUse[]): void {
  const {vocabulary} = ctx;
  if (!steps.every((step) => known(vocabulary, step))) return;
  const walked = follow(vocabulary.root, steps);
  if (walked.failedAt === -1) return;
  let repair: {index: number; label: string; score: number} | null = null;
  for (let index = 0; index < steps.length; index += 1) {
    const before = index === 0 ? null : follow(vocabulary.root, steps.slice(0, index));
    if (before && before.failedAt !== -1) break;
    const options = before ? new Set(before.reached.flatMap(next).map((n) => n.label)) : vocabulary.labels;
    for (const label of options) {
      if (label === steps[index] || !near(steps[index]!, label)) continue;
      if (
        follow(
          vocabulary.root,
          steps.map((step, i) => (i === index ? label : step)),
        ).failedAt !== -1
      )
        continue;
      const score = editDistance(steps[index]!.toLowerCase(), label.toLowerCase());
      if (!repair || score < repair.score) repair = {index, label, score};
    }
  }
  const at = repair?.index ?? walked.failedAt;
  const written = `menu path "${steps.join(' > ')}"`;
  const where = at === 0 ? `no "${steps[1]}" leads on from "${steps[0]}"` : `"${steps[at]}" is not under "${steps[at - 1]}"`;
  fail(ctx, uses[at]!, `${written}: ${where} in ${vocabulary.name}${repair ? `; did you mean "${repair.label}"?` : ''}`);
}

/** Walks the body in reading order: every bold run moves the locator on, so that each label gets its own line. */
function walk(ctx: PageContext, nodes: readonly RootContent[], inStep: boolean): void {
  let inMap = false;
  for (const n of nodes) {
    if (n.type === 'heading') {
      const id = (n.data as {id?: string} | undefined)?.id;
      const index = ctx.model.headings.findIndex((h, i) => i >= ctx.heading && h.id === id);
      const position = ctx.model.headings[index]?.position;
      if (index !== -1) ctx.heading = index + 1;
      if (position) ctx.locator.moveTo(position.file, position.line);
      continue;
    }
    // An interface map renders as a bold heading, a description, its regions and its numbered markers (an
    // ordered list): its labels are the map's, not the page's.
    if (n.type === 'paragraph' && n.children[0]?.type === 'strong' && toString(n.children[0]).startsWith(INTERFACE_MAP_HEADING)) {
      inMap = true;
      continue;
    }
    if (inMap) {
      if (n.type === 'list' && n.ordered) inMap = false;
      continue;
    }
    if (n.type === 'paragraph' || n.type === 'tableCell') {
      paragraph(ctx, n.children, inStep, false);
    } else if (n.type === 'list') {
      for (const item of n.children) {
        item.children.forEach((c, i) => {
          if (c.type === 'paragraph') paragraph(ctx, c.children, inStep || Boolean(n.ordered), i === 0);
          else if (c.type === 'list') walk(ctx, [c], inStep || Boolean(n.ordered));
          else walk(ctx, [c], false);
        });
      }
    } else if ('children' in n) {
      walk(ctx, (n as Parent).children as RootContent[], false);
    }
  }
}

function paragraph(ctx: PageContext, children: readonly PhrasingContent[], inStep: boolean, firstOfStep: boolean): void {
  const {all, found} = paragraphLabels(children, inStep, firstOfStep);
  const paths = new Map<string[], (LabelUse | null)[]>();
  all.forEach((run, index) => {
    const where = ctx.locator.find(`**${run.text}**`);
    const item = found.find((f) => f.run === index);
    // Bold no source file writes is a component's rendering (a tab's label, a section title), not the page's.
    if (!item || !where) return;
    const use = record(ctx, item.kind, item.text, where);
    if (item.path) paths.set(item.path, [...(paths.get(item.path) ?? []), use]);
    if (!use) return;
    if (item.exempt) {
      ctx.result.exempt.push({use, reason: item.exempt});
      return;
    }
    ctx.result.checked.push(use);
    checkLabel(ctx, item, use);
  });
  for (const [steps, uses] of paths) {
    if (uses.length === steps.length && uses.every((use) => use !== null)) checkPath(ctx, steps, uses as LabelUse[]);
  }
  for (const match of toString({type: 'paragraph', children: [...children]}).matchAll(MARKER_TEXT)) {
    const use = record(ctx, 'marker', match[1]!, ctx.locator.find(match[0]));
    if (use) checkMarker(ctx, use);
  }
}

function mapIds(model: PageModel): string[] {
  return model.components.filter((c) => c.name === 'InterfaceMap' && typeof c.props.id === 'string').map((c) => String(c.props.id));
}

function checkMarker(ctx: PageContext, use: LabelUse): void {
  ctx.result.checked.push(use);
  const ids = mapIds(ctx.model);
  const n = Number(use.text);
  if (ids.length === 0) {
    fail(ctx, use, `marker ${n}: this page has no interface map (<InterfaceMap id="..." />) for it to point at`);
    return;
  }
  const maps = ids.map((id) => ({id, markers: interfaceMaps[id]?.markers.map((m) => m.n) ?? []}));
  if (maps.some((map) => map.markers.includes(n))) return;
  const what = maps
    .map((map) => (interfaceMaps[map.id] ? `${map.id} has markers 1 to ${Math.max(0, ...map.markers)}` : `${map.id} is not a map`))
    .join('; ');
  fail(ctx, use, `marker ${n} is not on this page's interface map${maps.length > 1 ? 's' : ''} (${what})`);
}

/**
 * Every label of the given pages (see the module comment). `read` returns the text of a source file given its path
 * as the model names it (relative to `root`, or absolute).
 */
export function checkLabels(models: readonly PageModel[], root: string, read: (file: string) => string): LabelResult {
  const result: LabelResult = {labels: [], checked: [], exempt: [], problems: [], failing: 0};
  const seen = new Set<string>();
  for (const model of models) {
    const files = model.files.length > 0 ? model.files : [model.sourceFile];
    const ctx: PageContext = {
      model,
      vocabulary: vocabularyOf(model.route),
      locator: new Locator(files, (file) => read(path.resolve(root, file)), model.headings),
      root,
      result,
      seen,
      problems: new Map(),
      heading: 0,
    };
    walk(ctx, model.body, false);
    for (const component of model.components) {
      if (component.name !== 'ScreenshotNumber' || component.props.n === undefined) continue;
      const use = record(ctx, 'marker', String(component.props.n), component.position);
      if (use) checkMarker(ctx, use);
    }
    for (const [use, messages] of ctx.problems) {
      result.failing += 1;
      for (const message of messages) result.problems.push({use, message});
    }
  }
  return result;
}

/** The models of the pages the label check reads: those under LABEL_AREAS. */
export function labelPages(models: readonly PageModel[], root: string): PageModel[] {
  return models.filter((model) => LABEL_AREAS.some((area) => relative(root, model.sourceFile).startsWith(area)));
}
