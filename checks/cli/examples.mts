/**
 * `npm run check examples` (and `npm run check labels`, the label part alone): every example of the docs checked against the Trailhead model and the REST rules
 * (src/model/api/rest.ts), per kind, and the interface
 * labels of the User Guide and the Cloud pages against the model of the interfaces; prints what it checked, the exempt
 * blocks and labels with their reasons, every problem as `file:line (block n, lang): what is wrong` (a label's as
 * `file:line: what is wrong`), one line per kind, and ends with `N passed, M failed` over every kind. Exits 1 on a
 * failure.
 *   npm run check examples [docs/dev-docs ...] [-- --fix-responses]
 * `--fix-responses` rewrites each REST response and each Document Service Result that differs from the example
 * project's answer to that answer, in the shape the page shows (checks/examples/restCompare.ts), then checks again.
 */
import fs from 'node:fs';
import path from 'node:path';
import {ROOT, listPages, readModels} from '../pages';
import {checkExamples, formatProblem, type CheckResult, type ExampleBlock} from '../examples/check';
import {scriptBlocks} from '../examples/blocks';
import {checkGraphql, graphqlBlocks} from '../examples/graphql';
import {checkSchemaJson, schemaJsonBlocks} from '../examples/schemaJson';
import {checkConfigJson, configJsonBlocks} from '../examples/configJson';
import {checkProjectFiles, projectFileBlocks} from '../examples/projectFiles';
import {checkLabels, formatLabelProblem, labelPages} from '../examples/labels';
import {applyResponseFixes, restExamples, restReport} from '../examples/rest';
import {documentReport} from '../examples/documentOutputs';
import {runServerBlocks, serverBlocks} from '../examples/server';
import type {PageModel} from '../../src/lib/pageModel/types';

/** A kind of example: which blocks it takes and how it checks them. */
interface Kind {
  name: string;
  blocks: (models: readonly PageModel[]) => ExampleBlock[];
  check: (blocks: readonly ExampleBlock[], models: readonly PageModel[]) => Promise<CheckResult & {detail?: string}> | CheckResult;
  /** What its count line calls the blocks it checked. */
  checkedAs?: string;
}

const KINDS: readonly Kind[] = [
  {name: 'js/ts', blocks: (models) => scriptBlocks(models, ROOT), check: (blocks) => checkExamples(blocks, ROOT)},
  {name: 'graphql', blocks: (models) => graphqlBlocks(models, ROOT), check: (blocks) => checkGraphql(blocks)},
  {name: 'schema.json', blocks: (models) => schemaJsonBlocks(models, ROOT), check: checkSchemaJson},
  {name: 'config json', blocks: (models) => configJsonBlocks(models, ROOT), check: checkConfigJson},
  {name: 'file names', blocks: (models) => projectFileBlocks(models, ROOT), check: checkProjectFiles},
  {
    name: 'server',
    blocks: (models) => serverBlocks(models, ROOT),
    check: (blocks, models) => runServerBlocks(blocks, restExamples(models, ROOT), ROOT),
    checkedAs: 'ran',
  },
];

/** Which parts run: every kind of example and the labels, or the labels alone. */
export type ExamplesScope = 'all' | 'labels';

/** Runs the example checks with the command line's arguments; resolves to the number of failures. */
export async function runExamples(args: readonly string[], scope: ExamplesScope = 'all'): Promise<number> {
  const started = Date.now();
  const fixResponses = args.includes('--fix-responses');
  const filters = args.filter((arg) => !arg.startsWith('--')).map((arg) => path.resolve(ROOT, arg));
  const files = listPages().filter((file) => filters.length === 0 || filters.some((filter) => file.startsWith(filter)));
  let models = await readModels(files);
  if (fixResponses) {
    const fixes = [...restReport(models, ROOT).fixes, ...(await documentReport(models, ROOT)).fixes];
    const byFile = new Map<string, typeof fixes>();
    for (const fix of fixes) byFile.set(fix.file, [...(byFile.get(fix.file) ?? []), fix]);
    for (const [file, fileFixes] of byFile) {
      const absolute = path.join(ROOT, file);
      fs.writeFileSync(absolute, applyResponseFixes(fs.readFileSync(absolute, 'utf8'), fileFixes));
      console.log(`${file}: ${fileFixes.length} response(s) rewritten`);
    }
    console.log(`${fixes.length} response(s) rewritten in ${byFile.size} file(s)\n`);
    if (fixes.length > 0) models = await readModels(files);
  }
  const lines: string[] = [];
  const results: CheckResult[] = [];
  for (const kind of scope === 'labels' ? [] : KINDS) {
    // The first kind's time includes reading the pages.
    const start = results.length === 0 ? started : Date.now();
    const blocks = kind.blocks(models);
    const result: CheckResult & {detail?: string} = await kind.check(blocks, models);
    results.push(result);
    lines.push(
      `${kind.name}: ${blocks.length} blocks, ${result.checked.length} ${kind.checkedAs ?? 'checked'}, ${result.exempt.length} exempt, ${result.failingBlocks} failing${result.detail ? `; ${result.detail}` : ''} (${((Date.now() - start) / 1000).toFixed(1)} s)`,
    );
  }
  const rest = scope === 'labels' ? {summary: '', lines: [], passed: 0, failed: 0} : restReport(models, ROOT);
  if (rest.summary) lines.push(rest.summary);
  const documents = scope === 'labels' ? {summary: '', lines: [], passed: 0, failed: 0} : await documentReport(models, ROOT);
  if (documents.summary) lines.push(documents.summary);
  const labels = checkLabels(labelPages(models, ROOT), ROOT, (file) => fs.readFileSync(file, 'utf8'));
  lines.push(
    `labels: ${labels.labels.length} labels, ${labels.checked.length} checked, ${labels.exempt.length} exempt, ${labels.failing} failing`,
  );

  const problems = results.flatMap((result) => result.problems);
  for (const problem of problems.sort((a, b) => a.block.file.localeCompare(b.block.file) || a.line - b.line))
    console.log(formatProblem(problem));
  const labelProblems = [...labels.problems].sort((a, b) => a.use.file.localeCompare(b.use.file) || a.use.line - b.use.line);
  for (const problem of labelProblems) console.log(formatLabelProblem(problem));
  for (const line of rest.lines) console.log(line);
  for (const line of documents.lines) console.log(line);
  const exempt = results.flatMap((result) => result.exempt);
  if (exempt.length > 0) {
    console.log('\nexempt (not checked):');
    for (const {block, reason} of exempt) console.log(`  ${block.file}:${block.line} (block ${block.index}, ${block.language}): ${reason}`);
  }
  if (labels.exempt.length > 0) {
    console.log('\nexempt labels (not checked):');
    for (const {use, reason} of labels.exempt) console.log(`  ${use.file}:${use.line} "${use.text}": ${reason}`);
  }
  const failed = results.reduce((sum, result) => sum + result.failingBlocks, 0) + labels.failing + rest.failed + documents.failed;
  const passed =
    results.reduce((sum, result) => sum + result.checked.length, 0) +
    labels.checked.length +
    rest.passed +
    rest.failed +
    documents.passed +
    documents.failed -
    failed;
  console.log(`\n${lines.join('\n')}`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}
