/**
 * `npm run check [content|examples|labels|maps|site|ledger] [docs/<area> ...]`: the writers' checks, one command.
 * With no kind, every check runs, the fast ones first. Exits 1 when any check fails.
 *   content   front matter, tags, links, headings, facts held against the model (checks/content)
 *   examples  code, REST, GraphQL and config examples against the Trailhead model, and the labels (checks/examples)
 *   labels    the interface labels alone
 *   maps      the interface maps (their data and their use on pages)
 *   site      what the build would catch in seconds: sidebar routes with no page, pages in no sidebar
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
import {DOCS_DIR, ROOT, docsPath, listPages, readModels} from '../pages';
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
  for (const problem of problems) console.log(problem);
  console.log(`site: sidebars ${problems.length === 0 ? 'resolve, every page listed' : `${problems.length} problem(s)`}`);
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

const [first, ...rest] = process.argv.slice(2);
const asked = KINDS.find((kind) => kind === first);
if (first && !asked && !first.startsWith('docs') && !first.startsWith('--')) {
  console.error(`npm run check: unknown check "${first}"; checks: ${KINDS.join(', ')}`);
  process.exit(2);
}
const args = asked ? rest : process.argv.slice(2);
// With no kind: every check; `examples` already prints the labels, so they do not run twice.
const kinds: readonly Kind[] = asked ? [asked] : KINDS.filter((kind) => kind !== 'labels');
let failures = 0;
for (const kind of kinds) failures += await run(kind, args);
process.exitCode = failures > 0 ? 1 : 0;
