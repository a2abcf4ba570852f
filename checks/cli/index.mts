/**
 * `npm run check [content|examples|labels|maps|site|ledger] [docs/<area> ...]`: the writers' checks, one command.
 * With no kind, every check runs, the fast ones first. Exits 1 when any check fails.
 *   content   front matter, tags, links, headings, facts held against the model (checks/content)
 *   examples  code, REST, GraphQL and config examples against the Trailhead model, and the labels (checks/examples)
 *   labels    the interface labels alone
 *   maps      the interface maps (their data and their use on pages)
 *   site      what the build would catch in seconds: sidebar routes with no page, pages in no sidebar, translated
 *             pages (i18n/) of no page or without their original's heading ids
 *   ledger    the editors' ledger: every page has an entry, a reviewed page scores 8 or more
 * Options after `--`: `--fix-responses` (examples), `--importers` and `--leads` (content).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {runContent} from './content.mjs';
import {runExamples} from './examples.mjs';
import {checkLedger, ledgerSummary} from '../content/ledger';
import {loadSidebars, pagesInNoSidebar} from '../site/sidebars';
import {checkTranslations, listTranslations} from '../site/translations';
import {DOCS_DIR, ROOT, docsPath, frozenVersionProblem, listPages, readModels} from '../pages';
import {isSnippet} from '../content/page';

const KINDS = ['site', 'ledger', 'content', 'labels', 'examples', 'maps'] as const;
type Kind = (typeof KINDS)[number];

async function runSite(): Promise<number> {
  const {sidebars, error} = await loadSidebars(ROOT);
  const problems = error ? [error] : [];
  if (sidebars) {
    const pages = listPages().filter((file) => !isSnippet(docsPath(file)));
    const outside = new Set(
      (await readModels(pages)).filter((model) => model.frontMatter.displayed_sidebar === null).map((model) => model.sourceFile),
    );
    const ids = pages.filter((file) => !outside.has(file)).map((file) => docsPath(file).replace(/\.mdx?$/, ''));
    for (const id of pagesInNoSidebar(sidebars, ids))
      problems.push(`docs/${id}: in no sidebar; add its route to sidebars.ts (or \`displayed_sidebar: null\` for a page outside them)`);
  }
  // Translated pages: where the docs plugin reads them (none while the site ships in English only).
  const translations = listTranslations(path.join(ROOT, 'i18n'), DOCS_DIR);
  problems.push(...(await checkTranslations(translations, readModels, (file) => path.relative(ROOT, file))));
  for (const problem of problems) console.log(problem);
  const translated = translations.length > 0 ? ` (${translations.length} translated pages)` : '';
  console.log(`site: sidebars ${problems.length === 0 ? 'resolve, every page listed' : `${problems.length} problem(s)`}${translated}`);
  return problems.length;
}

function runLedger(): number {
  const dir = path.join(DOCS_DIR, '_ledger');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => ({name: `docs/_ledger/${name}`, text: fs.readFileSync(path.join(dir, name), 'utf8')}));
  const pages = listPages()
    .map(docsPath)
    .filter((page) => !isSnippet(page));
  const {entries, problems} = checkLedger(files, pages);
  for (const problem of problems) console.log(problem);
  console.log(ledgerSummary(entries));
  return problems.length;
}

function runMaps(): number {
  const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.config.ts', 'tests/unit/interfaceMaps.test.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return result.status === 0 ? 0 : 1;
}

async function run(kind: Kind, args: readonly string[]): Promise<number> {
  console.log(`\n== ${kind}`);
  if (kind === 'site') return runSite();
  if (kind === 'ledger') return runLedger();
  if (kind === 'content') return runContent(args);
  if (kind === 'labels') return runExamples(args, 'labels');
  if (kind === 'examples') return runExamples(args);
  return runMaps();
}

const USAGE = `npm run check [${KINDS.join('|')} ...] [docs/<folder or page> ...] [-- --fix-responses | --importers | --leads]`;

/** Options npm keeps for itself when they are written without `--` (npm run check examples --fix-responses). */
function npmOptions(): string[] {
  return ['fix-responses', 'importers', 'leads']
    .filter((name) => process.env[`npm_config_${name.replace('-', '_')}`] === 'true')
    .map((name) => `--${name}`);
}

/** The kinds, the pages and the options of a command line; an unknown word or a path that is not under docs/ is an error. */
function parse(argv: readonly string[]): {kinds: Kind[]; paths: string[]; options: string[]} | string {
  const kinds: Kind[] = [];
  const paths: string[] = [];
  const options: string[] = [];
  for (const arg of [...argv, ...npmOptions()]) {
    if (arg === '--help' || arg === '-h') return USAGE;
    if (arg.startsWith('--')) {
      if (!['--fix-responses', '--importers', '--leads'].includes(arg)) return `unknown option ${arg}\n${USAGE}`;
      if (!options.includes(arg)) options.push(arg);
    } else if ((KINDS as readonly string[]).includes(arg)) {
      kinds.push(arg as Kind);
    } else {
      const absolute = path.resolve(ROOT, arg);
      const frozen = frozenVersionProblem(absolute);
      if (frozen) return frozen;
      if (!absolute.startsWith(DOCS_DIR + path.sep) && absolute !== DOCS_DIR)
        return `"${arg}" is neither a check (${KINDS.join(', ')}) nor a path under docs/`;
      if (!fs.existsSync(absolute)) return `${arg}: no such file or folder`;
      // A folder matches the pages below it, not a sibling that starts with the same letters (docs/user vs docs/user-docs).
      paths.push(fs.statSync(absolute).isDirectory() ? `${path.relative(ROOT, absolute)}${path.sep}` : path.relative(ROOT, absolute));
    }
  }
  // With no kind: every check; `examples` already prints the labels, so they do not run twice.
  return {kinds: kinds.length > 0 ? kinds : KINDS.filter((kind) => kind !== 'labels'), paths, options};
}

const parsed = parse(process.argv.slice(2));
if (typeof parsed === 'string') {
  console.error(parsed);
  process.exit(parsed === USAGE ? 0 : 2);
}
const verdicts: string[] = [];
for (const kind of parsed.kinds) {
  if (parsed.paths.length > 0 && (kind === 'site' || kind === 'ledger' || kind === 'maps'))
    console.log(`\n(${kind} checks the whole site)`);
  const failures = await run(kind, [...parsed.paths, ...parsed.options]);
  verdicts.push(`${kind} ${failures > 0 ? `FAILED (${failures})` : 'ok'}`);
}
console.log(`\ncheck: ${verdicts.join(' · ')}`);
process.exitCode = verdicts.some((verdict) => verdict.includes('FAILED')) ? 1 : 0;
