/**
 * Prints the content checks for pages under docs/ (optionally only those under the given folders or files),
 * per area: pages, words, failures, then each failing page with its problems. Exits 1 on any failure.
 *   npx tsx scripts/check-content.mts [docs/user-docs ...]
 *   npx tsx scripts/check-content.mts --importers   (prints each snippet with the pages that import it)
 */
import path from 'node:path';
import {snippetImporters, summarize} from '../src/lib/contentCheck';
import {DOCS_DIR, ROOT, listPages, readPage} from './contentFiles';
import {checkAllPages} from './fullCheck.mjs';

function printImporters(): void {
  for (const [snippet, pages] of snippetImporters(listPages().map((file) => readPage(file)))) {
    console.log(`docs/${snippet}\n  ${pages.length > 0 ? pages.map((p) => `docs/${p}`).join('\n  ') : '(imported by no page)'}`);
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--importers')) {
    printImporters();
    return;
  }
  const filters = process.argv.slice(2).map((arg) => path.resolve(ROOT, arg));
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
  process.exitCode = failing.length > 0 ? 1 : 0;
}

void main();
