/**
 * The Document Service kind of the example check (writing guide, "Results are computed"): every block of calls of
 * `tessera.documents(uid)` or `tessera.db.query(uid)` that is not a project file runs on a fresh runtime of the
 * example project (runCall.ts). A `json` block right after it, titled `Result` (or `Result (excerpt)`), shows its
 * Result, and must be what the run computes, under the rule REST responses follow for what a page may leave out
 * (restCompare.ts): every difference is reported, with its JSON path. A Result that leaves parts out says so to the
 * reader with `(excerpt)` in its title; one the example project cannot compute takes `not-computed="the reason"` and
 * is listed with it, as is a Result after anything but a block of calls. A call the runtime refuses fails with the runtime's own diagnostics (restMessages.ts words them),
 * Result or not; a block without a Result that needs more than the runtime (a service, `ctx`) is counted, not failed.
 */
import type {PageModel} from '../../src/lib/pageModel/types';
import {exampleBlocks} from './blocks';
import {SCRIPT_LANGUAGES, type ExampleBlock} from './check';
import {fenceDirectives} from './fence';
import {differences, printJson, project} from './restCompare';
import {describeDiagnostic} from './restMessages';
import type {ResponseFix} from './rest';
import {runCall, type RunOutcome} from './runCall';
import JSON5 from 'json5';

/** A block of calls and the Result block after it, if any; a Result after no block of calls has no `block`. */
export interface DocumentCall {
  block: ExampleBlock | null;
  result: ExampleBlock | null;
}

export interface DocumentProblem {
  file: string;
  line: number;
  where: string;
  message: string;
}

export interface DocumentResult {
  calls: DocumentCall[];
  /** Results compared with the computed value. */
  computed: DocumentCall[];
  /** Results marked `not-computed`, with the reason. */
  exempt: {call: DocumentCall; reason: string}[];
  /** Blocks without a Result that ran, and those that need more than the runtime (not failures). */
  ran: DocumentCall[];
  notRun: {call: DocumentCall; reason: string}[];
  problems: DocumentProblem[];
  failing: number;
  fixes: ResponseFix[];
}

const CALL = /\btessera\s*\.\s*(?:documents|db\s*\.\s*query)\s*\(/;
const RESULT_TITLE = /^Result(?: \((excerpt)\))?$/;

const where = (block: ExampleBlock) => `block ${block.index}, ${block.language}`;

/** Whether `next` starts right after `block` closes (at most one blank line between the fences). */
const follows = (block: ExampleBlock, next: ExampleBlock) => next.line - (block.line + block.text.split('\n').length + 1) <= 2;

/** The blocks of calls of the given pages, each with the Result block right after it, if any. */
export function documentCalls(models: readonly PageModel[], root: string): DocumentCall[] {
  const blocks = exampleBlocks(models, root, () => true);
  const calls: DocumentCall[] = [];
  const attached = new Set<ExampleBlock>();
  blocks.forEach((block, i) => {
    const directives = fenceDirectives(block.meta);
    if (!(SCRIPT_LANGUAGES as readonly string[]).includes(block.language) || !CALL.test(block.text)) return;
    if (directives.noCheck || directives.expectError) return;
    const next = blocks[i + 1];
    const result = next && next.file === block.file && next.language === 'json' && follows(block, next) ? next : null;
    // A project file (a service, a cron task) runs inside the project, not alone; its Result would be shown after it.
    if (block.title && !result) return;
    if (result) attached.add(result);
    calls.push({block, result});
  });
  // A Result after anything else (another API, a project file in tabs) is not computed: it must say why.
  for (const block of blocks)
    if (block.language === 'json' && RESULT_TITLE.test(block.title ?? '') && !attached.has(block)) calls.push({block: null, result: block});
  return calls;
}

/** The problems of one call's outcome against its Result block. */
function compare(call: DocumentCall & {block: ExampleBlock}, outcome: RunOutcome, out: DocumentResult): void {
  const {block, result} = call;
  const at = (target: ExampleBlock, message: string) =>
    out.problems.push({file: target.file, line: target.line, where: where(target), message});
  if (outcome.kind === 'invalid') {
    for (const diagnostic of outcome.error.diagnostics)
      at(block, `the runtime refuses the call: ${describeDiagnostic(diagnostic, {name: 'the Document Service', own: false})}`);
    return;
  }
  if (!result) {
    if (outcome.kind === 'cannot-run') out.notRun.push({call, reason: outcome.reason});
    else out.ran.push(call);
    return;
  }
  const title = RESULT_TITLE.exec(result.title ?? '');
  if (!title)
    at(result, `a json block right after a call shows its Result: title it "Result", or "Result (excerpt)" when it leaves parts out`);
  const notComputed = fenceDirectives(result.meta).notComputed;
  if (notComputed) {
    out.exempt.push({call, reason: notComputed});
    return;
  }
  if (outcome.kind === 'cannot-run') {
    at(result, `the example project cannot compute this Result: ${outcome.reason}; mark it not-computed="<why>"`);
    return;
  }
  out.computed.push(call);
  let shown: unknown;
  try {
    shown = JSON5.parse(result.text);
  } catch (error) {
    at(result, `the Result is not JSON: ${(error as Error).message}`);
    return;
  }
  const found = differences(shown, outcome.value, '', 'the result');
  for (const difference of found) at(result, `${difference} (\`npm run check examples -- --fix-responses\` rewrites it)`);
  if (found.length > 0) {
    out.fixes.push({file: result.file, line: result.line, json: printJson(project(outcome.value, shown))});
    return;
  }
  const shortened = differences(outcome.value, shown, '', 'the result').length > 0;
  if (title && shortened && !title[1])
    at(result, 'the Result leaves out parts of what the call returns: say so to the reader, title it "Result (excerpt)"');
  if (title?.[1] && !shortened) at(result, 'the Result shows all the call returns: title it "Result", without "(excerpt)"');
}

/** Runs every call block, one fresh runtime each, and holds each Result to what the run computes. */
export async function checkDocumentCalls(calls: readonly DocumentCall[]): Promise<DocumentResult> {
  const out: DocumentResult = {calls: [...calls], computed: [], exempt: [], ran: [], notRun: [], problems: [], failing: 0, fixes: []};
  for (const call of calls) {
    const before = out.problems.length;
    const {block, result} = call;
    if (!block) {
      const notComputed = fenceDirectives(result!.meta).notComputed;
      if (notComputed) out.exempt.push({call, reason: notComputed});
      else
        out.problems.push({
          file: result!.file,
          line: result!.line,
          where: where(result!),
          message:
            'a Result right after no block of Document Service or Query Engine calls is not computed: put it right after the calls it shows, or mark it not-computed="<why>"',
        });
    } else compare({block, result}, await runCall(block.text, block.language), out);
    if (out.problems.length > before) out.failing += 1;
  }
  return out;
}

export const formatDocumentProblem = (problem: DocumentProblem) => `${problem.file}:${problem.line} (${problem.where}): ${problem.message}`;

/**
 * The Document Service kind of `npm run check examples`: its problems, the exempt Results with their reasons, the
 * summary line (`document service: N call blocks, R results computed, X not computed, F failing; ...`), the counts the
 * final line adds up, and the Results `--fix-responses` rewrites.
 */
export async function documentReport(
  models: readonly PageModel[],
  root: string,
): Promise<{lines: string[]; summary: string; passed: number; failed: number; fixes: ResponseFix[]}> {
  const started = Date.now();
  const result = await checkDocumentCalls(documentCalls(models, root));
  const lines = [...result.problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line).map(formatDocumentProblem);
  if (result.notRun.length > 0) {
    lines.push('\ndocument service blocks that need more than the runtime (no Result shown, not failed):');
    for (const {call, reason} of result.notRun) lines.push(`  ${call.block!.file}:${call.block!.line} (${where(call.block!)}): ${reason}`);
  }
  if (result.exempt.length > 0) {
    lines.push('\ndocument service results not computed:');
    for (const {call, reason} of result.exempt)
      lines.push(`  ${call.result!.file}:${call.result!.line} (${where(call.result!)}): ${reason}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return {
    lines,
    summary: `document service: ${result.calls.filter(({block}) => block).length} call blocks, ${result.computed.length} results computed, ${result.exempt.length} not computed, ${result.failing} failing; ${result.ran.length} blocks without a result ran, ${result.notRun.length} need more than the runtime (${seconds} s)`,
    passed: result.calls.length - result.failing,
    failed: result.failing,
    fixes: result.fixes,
  };
}
