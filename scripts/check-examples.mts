/**
 * `npm run check:examples`: every example of the docs checked against the Trailhead model, per kind, and the interface
 * labels of the User Guide and the Cloud pages against the model of the interfaces; prints what it checked, the exempt
 * blocks and labels with their reasons, every problem as `file:line (block n, lang): what is wrong` (a label's as
 * `file:line: what is wrong`), and ends with `N passed, M failed`. Exits 1 on a failure.
 *   npx tsx scripts/check-examples.mts [docs/dev-docs ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, listPages, readModels} from './contentFiles';
import {checkExamples, formatProblem} from '../src/lib/examples/check';
import {scriptBlocks} from '../src/lib/examples/blocks';
import {checkLabels, formatLabelProblem, labelPages} from '../src/lib/examples/labels';

async function main(): Promise<void> {
  const started = Date.now();
  const filters = process.argv.slice(2).map((arg) => path.resolve(ROOT, arg));
  const files = listPages().filter((file) => filters.length === 0 || filters.some((filter) => file.startsWith(filter)));
  const models = await readModels(files);
  const blocks = scriptBlocks(models, ROOT);
  const result = checkExamples(blocks, ROOT);
  const labels = checkLabels(labelPages(models, ROOT), ROOT, (file) => fs.readFileSync(file, 'utf8'));
  const byFile = [...result.problems].sort((a, b) => a.block.file.localeCompare(b.block.file) || a.line - b.line);
  for (const problem of byFile) console.log(formatProblem(problem));
  const labelsByFile = [...labels.problems].sort((a, b) => a.use.file.localeCompare(b.use.file) || a.use.line - b.use.line);
  for (const problem of labelsByFile) console.log(formatLabelProblem(problem));
  if (result.exempt.length > 0) {
    console.log('\nexempt (not checked):');
    for (const {block, reason} of result.exempt)
      console.log(`  ${block.file}:${block.line} (block ${block.index}, ${block.language}): ${reason}`);
  }
  if (labels.exempt.length > 0) {
    console.log('\nexempt labels (not checked):');
    for (const {use, reason} of labels.exempt) console.log(`  ${use.file}:${use.line} "${use.text}": ${reason}`);
  }
  const passed = result.checked.length - result.failingBlocks + labels.checked.length - labels.failing;
  const failed = result.failingBlocks + labels.failing;
  console.log(
    `\njs/ts: ${blocks.length} blocks, ${result.checked.length} checked, ${result.exempt.length} exempt, ${result.failingBlocks} failing (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `labels: ${labels.labels.length} labels, ${labels.checked.length} checked, ${labels.exempt.length} exempt, ${labels.failing} failing`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
