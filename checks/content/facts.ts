/**
 * Facts of the product checked in the source text of a page (prose and code alike), against the data sources of
 * src/model/ and the Trailhead model: each function returns problems with a 1-based line number of the body (the
 * caller adds the front matter's lines) and a message that names the fact. Pure: the caller reads the files.
 */
import {pageCount as pagesFor} from '../../src/model/api/rest';
import {WRITE_MOMENT} from '../../src/model/trailhead/documents';
import {highestId} from '../../src/lib/rest/rows';

/** Lines of a body with its fenced code blocks blanked (the line count kept): for the rules about prose only. */
export function withoutFences(body: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const match = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (match && match[1]!.startsWith(fence)) fence = null;
      out.push('');
    } else if (match) {
      fence = match[1]!;
      out.push('');
    } else {
      out.push(line);
    }
  }
  return out.join('\n');
}

/**
 * Placeholder text anywhere in the source outside code blocks: comments, inline code and props included, which the
 * rendered page (the page rules' placeholder check) does not show.
 */
export function placeholderProblems(body: string, patterns: readonly RegExp[]): LineProblem[] {
  const text = withoutFences(body);
  return patterns.flatMap((pattern) => {
    const match = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`).exec(text);
    return match ? [{line: lineAt(text, match.index), message: `placeholder text matches ${pattern}`}] : [];
  });
}

export interface LineProblem {
  line: number;
  message: string;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/** One locale of a document of the example project, as the documentId check sees it. */
export interface KnownVersion {
  /** `null` for a content type that is not localized. */
  locale: string | null;
  /** The row the REST API returns by default: the published one, or the draft of a locale never published. */
  id: number;
  /** The draft row of a published locale. */
  draftId?: number;
  /** Ids the published row had before its last publication. */
  previousIds?: readonly number[];
  createdAt: string;
  published: boolean;
  /** The value of the type's name field in this locale. */
  name: string;
}

/** What the documentId check needs to know about a document of the example project. */
export interface KnownDocument {
  documentId: string;
  /** Its content type, such as `api::restaurant.restaurant`. */
  uid: string;
  /** The REST path segment of its type (`restaurants`), and its singular name (`restaurant`). */
  pluralName: string;
  singularName: string;
  /** The field that names it (`name`, `title`, `username`...). */
  nameField: string;
  /** The fields of its content type. */
  attributes: readonly string[];
  versions: readonly KnownVersion[];
  /** Where the model defines it, as `file:line`, for the messages. */
  source: string;
}

const DOCUMENT_ID = /\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{24}\b/g;

/**
 * Keys an object holding a documentId may carry besides its content type's fields: the system fields of a
 * document, and the parameters of Document Service calls and relation operations.
 */
const NON_FIELD_KEYS = new Set([
  'id',
  'documentId',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'status',
  'fields',
  'populate',
  'filters',
  'sort',
  'limit',
  'start',
  'data',
  'position',
  'before',
  'after',
  'end',
  'connect',
  'disconnect',
  'set',
  'localizations',
  'entries',
  'count',
  'hasPublishedVersion',
  'model',
  'uid',
  'event',
]);

/** Stands for a nested object or array in the flattened text of an object literal. */
const NESTED = '@@NESTED@@';

/** The top-level keys and literal values of the object literal around `index` (`{ ... }`, nested objects skipped). */
function enclosingObject(body: string, index: number): Map<string, string> | null {
  let depth = 0;
  let start = -1;
  for (let i = index - 1; i >= 0 && i > index - 3000; i -= 1) {
    const c = body[i];
    if (c === '}' || c === ']') depth += 1;
    else if (c === '{' || c === '[') {
      if (depth === 0) {
        if (c === '[') return null;
        start = i;
        break;
      }
      depth -= 1;
    }
  }
  if (start === -1) return null;
  let flat = '';
  depth = 0;
  for (let i = start + 1; i < body.length && i < start + 4000; i += 1) {
    const c = body[i]!;
    if (c === '{' || c === '[') depth += 1;
    else if (c === '}' || c === ']') {
      if (depth === 0) break;
      depth -= 1;
      if (depth === 0) flat += NESTED;
      continue;
    }
    if (depth === 0) flat += c;
  }
  const keys = new Map<string, string>();
  for (const match of flat.matchAll(
    /(?:^|[,\s])["']?([A-Za-z_$][\w$]*)["']?\s*:\s*("[^"\n]*"|'[^'\n]*'|-?[\d.]+|null|true|false|@@NESTED@@|[\w$.]+)/g,
  )) {
    const raw = match[2]!;
    keys.set(match[1]!, raw === NESTED ? '' : raw.replace(/^["']|["']$/g, ''));
  }
  return keys;
}

/** The content type a documentId is given for by what comes just before it: a REST path or a Document Service call. */
function typeFromContext(
  before: string,
  byPlural: ReadonlyMap<string, string>,
  bySingular: ReadonlyMap<string, string>,
): {uid: string; where: string} | null {
  const rest = /\/api\/([a-z-]+)\/$/.exec(before);
  if (rest && byPlural.has(rest[1]!)) return {uid: byPlural.get(rest[1]!)!, where: `the REST path /api/${rest[1]}/`};
  const graphql = /\b([a-z][A-Za-z]*)\(\s*documentId:\s*"$/.exec(before);
  if (graphql && bySingular.has(graphql[1]!))
    return {uid: bySingular.get(graphql[1]!)!, where: `the GraphQL query ${graphql[1]}(documentId:)`};
  const call = /\b(?:documents|query)\(\s*['"]([\w:.-]+)['"]\s*\)\s*\.\s*\w+\(\s*\{[^{}[\]]*?\bdocumentId\s*:\s*['"]$/.exec(before);
  if (call) return {uid: call[1]!, where: `tessera.documents('${call[1]}')`};
  return null;
}

const describe = (doc: KnownDocument): string => `"${doc.versions[0]?.name ?? doc.documentId}" (${doc.uid}, ${doc.source})`;

/** The problems of one object that shows a known document: its fields, name, locale, numeric id and createdAt. */
function objectProblems(doc: KnownDocument, object: ReadonlyMap<string, string>): string[] {
  const problems: string[] = [];
  const what = describe(doc);
  const foreign = [...object.keys()].filter((key) => !NON_FIELD_KEYS.has(key) && !key.startsWith('__') && !doc.attributes.includes(key));
  if (foreign.length > 0) {
    problems.push(
      `is ${what}, which has no field ${foreign.map((k) => `"${k}"`).join(', ')}: use another document, or add the field to its content type in src/model/trailhead/schemas.ts`,
    );
  }
  const locale = object.get('locale');
  let versions = doc.versions;
  if (locale !== undefined && locale !== 'null' && locale !== '*') {
    versions = doc.versions.filter((v) => v.locale === locale);
    if (versions.length === 0) {
      const locales = doc.versions.map((v) => v.locale).filter(Boolean);
      problems.push(
        `is ${what}, which has no "${locale}" version (${locales.length > 0 ? `its locales: ${locales.join(', ')}` : 'its type is not localized'})`,
      );
      return problems;
    }
  }
  const name = object.get(doc.nameField);
  if (name !== undefined && name !== '' && !versions.some((v) => v.name === name)) {
    problems.push(
      `is shown with the ${doc.nameField} "${name}", but it is ${versions.map((v) => `"${v.name}"${v.locale ? ` (${v.locale})` : ''}`).join(' / ')} (${doc.source})`,
    );
  }
  const id = object.get('id');
  if (id !== undefined && /^\d+$/.test(id)) {
    const publishedAt = object.get('publishedAt');
    const allowed = versions.flatMap((v) => {
      if (publishedAt === 'null') return v.published ? [v.draftId] : [v.id];
      if (publishedAt !== undefined) return v.published ? [v.id, ...(v.previousIds ?? [])] : [];
      return [v.id, v.draftId, ...(v.previousIds ?? [])];
    });
    // A write the page shows publishes a new row at WRITE_MOMENT: the next id of the table (src/lib/rest/writes.ts).
    if (publishedAt === WRITE_MOMENT) allowed.push(highestId(doc.uid) + 1);
    if (!allowed.includes(Number(id))) {
      const rows = versions
        .map((v) => `${v.locale ?? 'its'} ${v.published ? `published ${v.id}${v.draftId ? `, draft ${v.draftId}` : ''}` : `draft ${v.id}`}`)
        .join('; ');
      problems.push(
        `is ${what} with the numeric id ${id}, but its ids are: ${rows}${publishedAt === 'null' ? ' (publishedAt null is a draft)' : ''}`,
      );
    }
  }
  const createdAt = object.get('createdAt');
  if (createdAt !== undefined && /^\d{4}-/.test(createdAt) && !versions.some((v) => v.createdAt === createdAt)) {
    problems.push(
      `is ${what} with createdAt ${createdAt}, but each locale keeps its own: ${versions.map((v) => `${v.locale ?? ''} ${v.createdAt}`.trim()).join('; ')}`,
    );
  }
  return problems;
}

/**
 * Every string shaped like a documentId (24 lowercase letters and digits, with both) must be a document of the
 * Trailhead model; where the page gives it for a content type (a REST path, a GraphQL query, a Document Service
 * call) it must be a document of that type; and in the object literal that holds it (JSON or JavaScript), the
 * other keys must be fields of its type, and its name, locale, numeric id and createdAt those of the model.
 */
export function documentIdProblems(body: string, known: readonly KnownDocument[], placeholders: readonly string[] = []): LineProblem[] {
  const byId = new Map(known.map((doc) => [doc.documentId, doc]));
  const byPlural = new Map(known.map((doc) => [doc.pluralName, doc.uid]));
  const bySingular = new Map(known.map((doc) => [doc.singularName, doc.uid]));
  const allowed = new Set(placeholders);
  const problems: LineProblem[] = [];
  for (const match of body.matchAll(DOCUMENT_ID)) {
    const id = match[0];
    if (allowed.has(id)) continue;
    const line = lineAt(body, match.index);
    const doc = byId.get(id);
    if (!doc) {
      problems.push({
        line,
        message: `documentId "${id}" is not a document of the Trailhead model: use one of src/model/trailhead/documents.ts, or add the document there`,
      });
      continue;
    }
    const before = body.slice(Math.max(0, match.index - 400), match.index);
    const context = typeFromContext(before, byPlural, bySingular);
    if (context && context.uid !== doc.uid) {
      problems.push({
        line,
        message: `documentId "${id}" is given to ${context.where}, but it is ${describe(doc)}: use a document of ${context.uid}`,
      });
      continue;
    }
    if (!/documentId["']?\s*[:=]\s*["']$/.test(before)) continue;
    const object = enclosingObject(body, match.index);
    if (!object) continue;
    for (const message of objectProblems(doc, object)) problems.push({line, message: `documentId "${id}" ${message}`});
  }
  return problems;
}

/**
 * Pagination metadata must add up: in a `pagination` or `pageInfo` object with `total`, `pageSize` and
 * `pageCount`, pageCount is total divided by pageSize, rounded up (the REST rules' `pageCount`), and `page` is at
 * most pageCount (or 1). The REST kind of the example check holds REST responses to their requests as well.
 */
export function paginationProblems(body: string): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const match of body.matchAll(/["']?(?:pagination|pageInfo)["']?\s*:\s*\{([^{}]*)\}/g)) {
    const number = (key: string): number | null => {
      const found = new RegExp(`["']?${key}["']?\\s*:\\s*(\\d+)`).exec(match[1]!);
      return found ? Number(found[1]) : null;
    };
    const [page, pageSize, pageCount, total] = [number('page'), number('pageSize'), number('pageCount'), number('total')];
    if (pageSize === null || pageCount === null || total === null || pageSize === 0) continue;
    const expected = pagesFor(total, pageSize);
    const line = lineAt(body, match.index);
    if (pageCount !== expected)
      problems.push({
        line,
        message: `pagination: ${total} results by pages of ${pageSize} make ${expected} page(s), not pageCount ${pageCount}`,
      });
    else if (page !== null && page > Math.max(1, pageCount))
      problems.push({line, message: `pagination: page ${page} is beyond pageCount ${pageCount}`});
  }
  return problems;
}

const EVENT_LIKE =
  /[`'"]((?:entry|media|releases?|review-workflows)\.(?:create|update|delete|publish|unpublish|schedule|discard|draft-[a-z]+|update[A-Z]\w*))[`'"]/g;

/**
 * Event names in code spans and strings (entry.*, media.*, release(s).*, review-workflows.* followed by an action,
 * so that `entry.locale` stays a property) must be webhook events or Audit Logs actions.
 */
export function eventNameProblems(body: string, known: ReadonlySet<string>): LineProblem[] {
  return [...body.matchAll(EVENT_LIKE)]
    .filter((match) => !known.has(match[1]!))
    .map((match) => ({
      line: lineAt(body, match.index),
      message: `event "${match[1]}" is neither a webhook event nor an Audit Logs action (src/model/events.ts)`,
    }));
}

/** On a line that runs create-tessera (Tessera 5), every --flag must be an installer flag. */
export function installerFlagProblems(body: string, flags: ReadonlySet<string>): LineProblem[] {
  const problems: LineProblem[] = [];
  body.split('\n').forEach((text, index) => {
    const at = text.search(/create-tessera(@latest)?\s/);
    if (at === -1 || /create-tessera@4/.test(text)) return;
    for (const match of text.slice(at).matchAll(/(?<![\w-])--[a-z][a-z-]*/g)) {
      if (!flags.has(match[0])) {
        problems.push({line: index + 1, message: `create-tessera has no flag ${match[0]} (src/model/cli.ts)`});
      }
    }
  });
  return problems;
}

/** `tessera <command>` in shell code blocks and code spans must be a command of the CLI. */
export function cliCommandProblems(body: string, commands: ReadonlySet<string>): LineProblem[] {
  const problems: LineProblem[] = [];
  const lines = body.split('\n');
  let fence: string | null = null;
  let shell = false;
  lines.forEach((text, index) => {
    const open = /^\s*(`{3,}|~{3,})\s*(\w*)/.exec(text);
    if (fence) {
      if (open && open[1]!.startsWith(fence)) fence = null;
    } else if (open) {
      fence = open[1]!;
      shell = /^(bash|sh|shell|console|zsh)$/.test(open[2] ?? '');
      return;
    }
    const candidates: string[] = [];
    if (fence && shell) {
      const command = /^\s*(?:\$\s*)?(?:npx |yarn |pnpm |npm run )?tessera\s+(?:--\s+)?([a-z][\w:-]*)/.exec(text);
      if (command) candidates.push(command[1]!);
    } else if (!fence) {
      for (const span of text.matchAll(/`(?:npx |yarn )?tessera ([a-z][\w:-]*)[^`]*`/g)) candidates.push(span[1]!);
    }
    for (const name of candidates) {
      if (!commands.has(name)) problems.push({line: index + 1, message: `the tessera CLI has no command "${name}" (src/model/cli.ts)`});
    }
  });
  return problems;
}

/**
 * A code block that writes the middleware array (it lists tessera::logger) must keep every default middleware;
 * every tessera:: name anywhere must be a built-in middleware.
 */
export function middlewareProblems(body: string, defaults: readonly string[], optional: readonly string[]): LineProblem[] {
  const problems: LineProblem[] = [];
  const known = new Set([...defaults, ...optional]);
  for (const block of body.matchAll(/^\s*(`{3,})[^\n]*\n([\s\S]*?)^\s*\1/gm)) {
    const code = block[2]!;
    if (!code.includes("tessera::logger'") && !code.includes('tessera::logger"')) continue;
    const missing = defaults.filter((name) => !code.includes(`'${name}'`) && !code.includes(`"${name}"`));
    if (missing.length > 0) {
      problems.push({
        line: lineAt(body, block.index),
        message: `this middleware array leaves out ${missing.join(', ')}; every default middleware must stay (src/model/middlewares.ts)`,
      });
    }
  }
  for (const match of body.matchAll(/tessera::([A-Za-z]+)/g)) {
    if (!known.has(match[0]))
      problems.push({line: lineAt(body, match.index), message: `${match[0]} is not a built-in middleware (src/model/middlewares.ts)`});
  }
  return problems;
}

/** Hand-written lists of importers go stale: the content check computes them instead. */
export function handWrittenImporters(body: string): LineProblem[] {
  return [...body.matchAll(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g)]
    .filter((match) => /imported by/i.test(match[0]))
    .map((match) => ({
      line: lineAt(body, match.index),
      message: 'hand-written "Imported by" list: the content check computes importers (snippetImporters)',
    }));
}

/** What the release check needs: the data, the routes of the site and the flags of config/features. */
export interface ReleaseLike {
  version: string;
  date: string;
  summary: string;
  changes: readonly {kind: string; text: string; title?: string; page?: string; flag?: string}[];
}

/** Versions newest first, dates in order, a title for every 'new' change, known pages and flags. */
export function releaseProblems(releases: readonly ReleaseLike[], routes: ReadonlySet<string>, flags: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const key = (v: string) =>
    v
      .split('.')
      .map((n) => n.padStart(4, '0'))
      .join('.');
  releases.forEach((release, index) => {
    const where = `release ${release.version}`;
    if (!/^\d+\.\d+\.\d+$/.test(release.version)) problems.push(`${where}: version is not major.minor.patch`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(release.date) || Number.isNaN(Date.parse(release.date)))
      problems.push(`${where}: date "${release.date}" is not YYYY-MM-DD`);
    const next = releases[index + 1];
    if (next && !(key(release.version) > key(next.version))) problems.push(`${where}: not newer than ${next.version} that follows it`);
    if (next && !(release.date > next.date)) problems.push(`${where}: dated ${release.date}, not after ${next.version} (${next.date})`);
    if (release.changes.length === 0) problems.push(`${where}: no changes`);
    for (const change of release.changes) {
      if (change.kind === 'new' && !change.title) problems.push(`${where}: a 'new' change has no title: ${change.text}`);
      if (change.page && !routes.has(change.page.split('#')[0]!)) problems.push(`${where}: page ${change.page} is not a route of the site`);
      if (change.flag && !flags.has(change.flag)) problems.push(`${where}: flag ${change.flag} is not documented in config/features`);
    }
  });
  return problems;
}

/** A path through the admin panel is written **Settings** > **Administration panel** > **Roles**: each label bold, `>` between. */
const UI_PATH_SEPARATORS = /(?<!\*)\*\*[^*\s][^*\n]*?\s(?:→|›|»|->|>)\s[^*\n]*?[^*\s]\*\*(?!\*)|\*\*\s*(?:→|›|»|->)\s*\*\*/g;

/**
 * Menu paths in another form than the site's (arrows, or the whole path in one bold run). Whether the labels of a
 * path exist and follow the navigation is the label check's (checks/examples/labels.ts, `npm run check examples`).
 */
export function menuPathFormProblems(body: string): LineProblem[] {
  const text = withoutFences(body);
  return [...text.matchAll(UI_PATH_SEPARATORS)].map((match) => ({
    line: lineAt(text, match.index),
    message: `"${match[0]}": write a menu path as **Settings** > **Administration panel** > **Roles** (each label bold, > between)`,
  }));
}

/** Words that make a version literal a statement about the present ("5.5.0 today", "the current release 5.5.0"). */
const NOW_WORDS = /\b(?:today|now|currently|latest|current)\b/i;
const VERSION_LITERAL = /\b\d+\.\d+\.\d+\b/;

/**
 * A version number written as the present state of the product goes stale with the next release: the page writes
 * `<LatestVersion />`, which renders the newest release of src/model/releases.ts. Read clause by clause in prose (code
 * spans and blocks aside); a clause that gives the version as an example ("for instance from 5.4.0 to 5.4.2") is fine.
 */
export function staleVersionProblems(body: string): LineProblem[] {
  const problems: LineProblem[] = [];
  withoutFences(body)
    .split('\n')
    .forEach((line, index) => {
      const clauses = line.replace(/`[^`]*`/g, 'code').split(/[;,:()]|\.(?!\d)/);
      const stale = clauses.find(
        (clause) => VERSION_LITERAL.test(clause) && NOW_WORDS.test(clause) && !/\bfor (?:instance|example)\b|\be\.g\./i.test(clause),
      );
      if (stale)
        problems.push({
          line: index + 1,
          message: `"${stale.trim()}": a version stated as the present goes stale with the next release; write <LatestVersion />`,
        });
    });
  return problems;
}

/** Components named in dynamic-zone examples (`__component` values and `on` keys) must be example components. */
export function componentProblems(body: string, components: ReadonlySet<string>): LineProblem[] {
  const patterns = [
    /__component["']?\s*:\s*["']([\w.-]+)["']/g,
    /\[on\]\[([\w.-]+)\]/g,
    /^\s*["']([a-z][\w-]*\.[a-z][\w-]*)["']\s*:\s*\{\s*(?:populate|fields)\b/gm,
  ];
  return patterns.flatMap((pattern) =>
    [...body.matchAll(pattern)]
      .filter((match) => !components.has(match[1]!))
      .map((match) => ({
        line: lineAt(body, match.index),
        message: `component "${match[1]}" is not a component of the Trailhead project (src/model/trailhead/schemas.ts)`,
      })),
  );
}
