/**
 * What every kind of the example check but the scripts' does with a block: reads its fence meta (fence.ts), lists a
 * `no-check` block apart, fails an `expect-error` block that passes, and counts the failing blocks.
 */
import type {BlockProblem, CheckResult, ExampleBlock} from './check';
import {fenceDirectives} from './fence';

/**
 * Checks each block with `problemsOf`. `fragmentNote` says what to do instead of `fragment="..."`, which only
 * scripts take.
 */
export function checkKind(
  blocks: readonly ExampleBlock[],
  problemsOf: (block: ExampleBlock) => BlockProblem[],
  fragmentNote: string,
): CheckResult {
  const result: CheckResult = {checked: [], exempt: [], problems: [], failingBlocks: 0};
  const failing = new Set<ExampleBlock>();
  const fail = (block: ExampleBlock, line: number, message: string) => {
    result.problems.push({block, line, message});
    failing.add(block);
  };
  for (const block of blocks) {
    const directives = fenceDirectives(block.meta);
    for (const message of directives.problems) fail(block, block.line, message);
    if (directives.fragment) fail(block, block.line, `fragment="${directives.fragment}" is for JS and TS blocks; ${fragmentNote}`);
    if (directives.noCheck) {
      result.exempt.push({block, reason: directives.noCheck});
      continue;
    }
    result.checked.push(block);
    const problems = problemsOf(block);
    if (directives.expectError) {
      if (problems.length === 0)
        fail(
          block,
          block.line,
          `expected to fail (${directives.expectError}) but the check finds nothing wrong: fix the example or drop expect-error`,
        );
      continue;
    }
    for (const problem of problems) fail(problem.block, problem.line, problem.message);
  }
  result.failingBlocks = failing.size;
  return result;
}
