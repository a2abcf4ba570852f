/**
 * `npm run check content [docs/user-docs ...]`: the content checks for pages under docs/ (optionally only those under
 * the given folders or files), per area: pages, words, failures, then each failing page with its problems.
 *   npm run check content -- --importers   (each snippet with the pages that import it)
 *   npm run check content -- --leads       (the pages over LEAD_MAX_WORDS words of prose before their first useful
 *                                           line, longest first, and the figures; over fails)
 */
import path from 'node:path';
import {LEAD_MAX_WORDS, isSnippet, snippetImporters, summarize} from '../content/page';
import {leadWords} from '../../src/lib/pageModel/prose';
import {DOCS_DIR, ROOT, docsPath, listPages, readModels} from '../pages';
import {checkAllPages} from '../content/allPages';

async function pageInputs() {
  return (await readModels(listPages())).map((model) => ({path: docsPath(model.sourceFile), model}));
}

async function printImporters(): Promise<void> {
  for (const [snippet, pages] of snippetImporters(await pageInputs(), docsPath)) {
    console.log(`docs/${snippet}\n  ${pages.length > 0 ? pages.map((p) => `docs/${p}`).join('\n  ') : '(shown by no page)'}`);
  }
}

/** Goal 4 of the writing guide, as a report: pages whose opening runs past LEAD_MAX_WORDS words, longest first. */
async function printLeads(): Promise<void> {
  const pages = (await pageInputs())
    .filter((page) => !isSnippet(page.path))
    .map((page) => ({path: page.path, words: leadWords(page.model.body)}));
  const over = pages.filter((page) => page.words > LEAD_MAX_WORDS).sort((a, b) => b.words - a.words);
  for (const page of over) console.log(String(page.words).padStart(5), `docs/${page.path}`);
  const sorted = pages.map((page) => page.words).sort((a, b) => a - b);
  console.log(
    `\npages: ${pages.length}, over ${LEAD_MAX_WORDS} words before the first useful line: ${over.length}, max ${sorted.at(-1)}, median ${sorted[Math.floor(sorted.length / 2)]}`,
  );
}

/** Runs the content checks with the command line's arguments; resolves to the number of failing pages. */
export async function runContent(args: readonly string[]): Promise<number> {
  if (args.includes('--leads')) {
    await printLeads();
    return 0;
  }
  if (args.includes('--importers')) {
    await printImporters();
    return 0;
  }
  const filters = args.filter((arg) => !arg.startsWith('--')).map((arg) => path.resolve(ROOT, arg));
  const reports = await checkAllPages(filters);
  console.log('area'.padEnd(14), 'pages'.padStart(6), 'words'.padStart(8), 'failures'.padStart(9));
  for (const s of summarize(reports)) {
    console.log(s.area.padEnd(14), String(s.pages).padStart(6), String(s.words).padStart(8), String(s.failures).padStart(9));
  }
  const failing = reports.filter((r) => r.problems.length > 0);
  for (const report of failing) {
    console.log(`\n${path.join(path.relative(ROOT, DOCS_DIR), report.path)}`);
    for (const problem of report.problems) console.log(`  - ${problem}`);
  }
  console.log(`\npages checked: ${reports.length}, pages failing: ${failing.length}`);
  return failing.length;
}
