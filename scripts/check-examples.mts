/**
 * `npm run check:examples`: every example of the docs checked against the Trailhead model, per kind; prints what it
 * checked, the exempt blocks with their reasons, every problem as `file:line (block n, lang): what is wrong`, and
 * ends with `N passed, M failed`. Exits 1 on a failure.
 *   npx tsx scripts/check-examples.mts [docs/dev-docs ...]
 */
import path from 'node:path';
import {ROOT, listPages, readModels} from './contentFiles';
import {checkExamples, formatProblem} from '../src/lib/examples/check';
import {scriptBlocks} from '../src/lib/examples/blocks';
import {restReport} from '../src/lib/examples/rest';

async function main(): Promise<void> {
  const started = Date.now();
  const filters = process.argv.slice(2).map((arg) => path.resolve(ROOT, arg));
  const files = listPages().filter((file) => filters.length === 0 || filters.some((filter) => file.startsWith(filter)));
  const models = await readModels(files);
  const blocks = scriptBlocks(models, ROOT);
  const result = checkExamples(blocks, ROOT);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byFile = [...result.problems].sort((a, b) => a.block.file.localeCompare(b.block.file) || a.line - b.line);
  for (const problem of byFile) console.log(formatProblem(problem));
  if (result.exempt.length > 0) {
    console.log('\nexempt (not checked):');
    for (const {block, reason} of result.exempt)
      console.log(`  ${block.file}:${block.line} (block ${block.index}, ${block.language}): ${reason}`);
  }
  const rest = restReport(models, ROOT);
  for (const line of rest.lines) console.log(line);
  const passed = result.checked.length - result.failingBlocks + rest.passed;
  const failed = result.failingBlocks + rest.failed;
  console.log(
    `\njs/ts: ${blocks.length} blocks, ${result.checked.length} checked, ${result.exempt.length} exempt, ${result.failingBlocks} failing (${seconds} s)`,
  );
  console.log(rest.summary);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
