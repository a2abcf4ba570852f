/**
 * Server code runs: the server blocks of the pages (policies, middlewares, controllers, services, routes files and
 * lifecycle hooks, by the file their title names), each loaded into a project with the page's other server files of
 * the same language, over a runtime of the Trailhead example project, and exercised: the requests its `run` meta
 * states (scenarios.ts) must get the status and body stated; without, the harness asks what exercise.ts says. A block
 * the harness cannot run is listed with the reason (a fragment, a package or file it imports, a member of `tessera`
 * the harness lacks), and counted.
 */
import type {PageModel} from '../../../src/lib/pageModel/types';
import {exampleBlocks} from '../blocks';
import {SCRIPT_LANGUAGES, type BlockProblem, type CheckResult, type ExampleBlock} from '../check';
import {fenceDirectives, metaValue} from '../fence';
import {HarnessGap} from './errors';
import {exercise} from './exercise';
import {answerOf, send} from './http';
import {Project, roleOf, type ProjectFile} from './project';
import {answeredByPage, checkPageRequests, uncomputable} from './pageRequests';
import type {RestExample} from '../rest';
import {parseScenarios, type Call} from './scenarios';
import {differences} from '../restCompare';

/** The project path a block's title names (`src/api/review/policies/is-review-author.js`), without a trailing note. */
export const titlePath = (block: Pick<ExampleBlock, 'title'>) => block.title?.replace(/\s*\(.*\)\s*$/, '').trim() ?? null;

/** Whether a block is server code: a file whose role the product gives from its path (config/middlewares aside). */
export function isServerBlock(block: Pick<ExampleBlock, 'title' | 'language'>): boolean {
  const path = titlePath(block);
  const role = path ? roleOf(path) : null;
  return (SCRIPT_LANGUAGES as readonly string[]).includes(block.language) && role !== null && role.kind !== 'config-middlewares';
}

/** The server blocks of the pages, and the config/middlewares blocks beside them (their global middlewares). */
export function serverBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(models, root, (block) => isServerBlock({title: block.title, language: block.language ?? ''}));
}

const family = (block: ExampleBlock) => (/^(ts|tsx|typescript)$/.test(block.language) ? 'ts' : 'js');

/**
 * The files code reaches by name (a handler, `tessera.service()`, a route's policy): those another page may supply.
 * Routes files and lifecycle hooks act by being there, so a project only has its own page's and tutorial's.
 */
const NAMED = new Set(['controller', 'service', 'policy', 'middleware']);

const runnable = (block: ExampleBlock) => !fenceDirectives(block.meta).noCheck && !fenceDirectives(block.meta).expectError;

/**
 * The text of a file a block shows: the block's, or for the properties a page adds to a service's object
 * (`fragment="object"`, titled with the service's path), the core service of the content type with them.
 */
function fileText(block: ExampleBlock): string | null {
  const fragment = fenceDirectives(block.meta).fragment;
  if (!fragment) return block.text;
  const role = roleOf(titlePath(block)!);
  if (fragment !== 'object' || role?.kind !== 'service') return null;
  const core = `require('@tessera/core').factories.createCoreService('${role.name}', ({ tessera }) => ({`;
  return `${family(block) === 'ts' ? 'export default' : 'module.exports ='} ${core}\n${block.text}\n}));`;
}

/**
 * The project a block runs in: the block, and of each other path of its page and language, the nearest block; a file
 * the page does not show comes from its tutorial (the pages of its folder), or, named, from any page.
 */
function projectFor(block: ExampleBlock, page: readonly ExampleBlock[], shown: ReadonlyMap<string, readonly ExampleBlock[]>): Project {
  const files = new Map<string, ExampleBlock>();
  const folder = block.file.replace(/[^/]*$/, '');
  for (const other of shown.get(`${family(block)}:${folder}`) ?? []) files.set(titlePath(other)!, other);
  const candidates = page.filter((other) => family(other) === family(block) && runnable(other) && fileText(other) !== null);
  for (const other of candidates) {
    const path = titlePath(other)!;
    const current = files.get(path);
    // The nearest, above or below: an example's files sit together (a middleware, then the routes that use it).
    const distance = (candidate: ExampleBlock) => Math.abs(candidate.line - block.line);
    const better = !current || current.file !== block.file || distance(other) < distance(current);
    if (better) files.set(path, other);
  }
  files.set(titlePath(block)!, block);
  const asFile = ([path, source]: [string, ExampleBlock]): ProjectFile => ({path, text: fileText(source)!});
  // Trailhead is one project: a file the page names but its tutorial does not show comes from a page that shows it.
  const elsewhere = (shown.get(`${family(block)}:*`) ?? []).filter((other) => !files.has(titlePath(other)!));
  return new Project(
    [...files.entries()].map(asFile),
    elsewhere.map((other) => asFile([titlePath(other)!, other])),
  );
}

/** A value in a message, cut after 200 characters. */
const shorten = (text: string) => (text.length > 200 ? `${text.slice(0, 197)}...` : text);

/** Why a block is not run, before trying: a fragment, code the page marks as not checked or as a mistake. */
function skipReason(block: ExampleBlock): string | null {
  const directives = fenceDirectives(block.meta);
  if (directives.fragment && fileText(block) === null)
    return `a fragment of ${titlePath(block)} (fragment="${directives.fragment}"), not the whole file`;
  if (directives.noCheck) return directives.noCheck;
  if (directives.expectError) return `shows a mistake on purpose: ${directives.expectError}`;
  return null;
}

/** The calls of a `run` meta on the block's service: each must return what it states, or throw an error of its status. */
async function runCalls(project: Project, path: string, calls: readonly Call[]): Promise<string[]> {
  const problems: string[] = [];
  const role = roleOf(path)!;
  for (const call of calls) {
    const service = role.kind === 'service' ? project.service(role.name) : null;
    const method = service?.[call.method];
    if (typeof method !== 'function') {
      problems.push(`run: ${call.method}() is no method of ${role.kind === 'service' ? `the service ${role.name}` : 'a service'}`);
      continue;
    }
    let value: unknown;
    let status: number | null = null;
    try {
      value = await (method as (...args: unknown[]) => unknown).apply(service, call.args);
    } catch (error) {
      const answer = answerOf(error);
      if (!answer) throw error;
      status = answer.status;
    }
    const wrong =
      call.status !== null
        ? status === call.status
          ? []
          : [`an error ${call.status}, not ${status === null ? `the value ${JSON.stringify(value)}` : `an error ${status}`}`]
        : status !== null
          ? [`a value, not an error ${status}`]
          : differences(call.expected, value);
    if (wrong.length > 0) problems.push(`${call.text.replace(/\s*->.*$/s, '')}: the page states ${wrong.join('; ')}`);
  }
  return problems;
}

/**
 * Runs every server block; the result counts `checked` as the blocks that ran. `examples` are the REST examples of the
 * same pages: those the page's own code answers are answered by its project (pageRequests.ts).
 */
export async function runServerBlocks(
  blocks: readonly ExampleBlock[],
  examples: readonly RestExample[] = [],
  root = '',
): Promise<CheckResult & {detail: string}> {
  const result: CheckResult & {detail: string} = {checked: [], exempt: [], problems: [], failingBlocks: 0, detail: ''};
  const byPage = new Map<string, ExampleBlock[]>();
  for (const block of blocks) byPage.set(block.file, [...(byPage.get(block.file) ?? []), block]);
  // The files a tutorial's parts show (they share a folder), and those of every page (`*`), by language: of each file
  // its fullest version, the one a reader has once a later part adds to it ("create, update and delete of part 1 stay").
  const fullest = new Map<string, ExampleBlock>();
  for (const block of blocks)
    for (const folder of [block.file.replace(/[^/]*$/, ''), ...(NAMED.has(roleOf(titlePath(block)!)!.kind) ? ['*'] : [])]) {
      const key = `${family(block)}:${folder}:${titlePath(block)}`;
      const current = fullest.get(key);
      if (runnable(block) && fileText(block) !== null && (!current || block.text.length > current.text.length)) fullest.set(key, block);
    }
  const shown = new Map<string, ExampleBlock[]>();
  for (const [key, block] of fullest) {
    const folder = key.slice(0, key.lastIndexOf(':'));
    shown.set(folder, [...(shown.get(folder) ?? []), block]);
  }
  for (const block of blocks) {
    const reason = skipReason(block);
    if (reason) {
      result.exempt.push({block, reason});
      continue;
    }
    const problems: BlockProblem[] = [];
    const add = (message: string, line = block.line) => problems.push({block, line, message});
    try {
      const project = projectFor(block, byPage.get(block.file)!, shown);
      const path = titlePath(block)!;
      const run = metaValue(block.meta, 'run');
      if (run !== undefined) {
        const {scenarios, calls, problems: unreadable} = parseScenarios(run);
        for (const message of unreadable) add(message);
        for (const message of await runCalls(project, path, calls)) add(message);
        for (const scenario of scenarios) {
          const answer = await send(project, scenario);
          const wrong = answer.status === scenario.status ? [] : [`status ${scenario.status}, not ${answer.status}`];
          if (scenario.expected !== null) wrong.push(...differences(scenario.expected, answer.body));
          if (wrong.length > 0)
            add(
              `${scenario.method} ${scenario.url} as ${scenario.as}: the page states ${wrong.join('; ')} (the code answers ${answer.status} ${shorten(JSON.stringify(answer.body))})`,
            );
        }
      }
      const exercised = await exercise(project, path, roleOf(path)!);
      if (!exercised.ran && run === undefined) {
        result.exempt.push({
          block,
          reason: 'cannot run: its methods take arguments and no request of the page reaches them (a run clause can)',
        });
        continue;
      }
      for (const message of exercised.problems) add(message);
      result.checked.push(block);
    } catch (error) {
      if (error instanceof HarnessGap) {
        result.exempt.push({block, reason: `cannot run: ${error.message}`});
        continue;
      }
      result.checked.push(block);
      add(`does not load: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    }
    result.problems.push(...problems);
    if (problems.length > 0) result.failingBlocks++;
  }
  let answered = 0;
  const apart: string[] = [];
  for (const [file, page] of byPage) {
    const pairs = answeredByPage(examples, file).filter(({example, response}) => {
      const reason = uncomputable((example.declared ?? example.requests[0]!).method, response);
      if (reason) apart.push(`${response.file}:${response.line} ${reason}`);
      return !reason;
    });
    if (pairs.length === 0) continue;
    // The page's final state: its last JavaScript block (else its last block), with the latest version of each file.
    const owner = [...page].reverse().find((block) => family(block) === 'js' && runnable(block)) ?? page.at(-1)!;
    try {
      const problems = await checkPageRequests(projectFor(owner, page, shown), pairs, root, owner);
      result.problems.push(...problems);
      result.failingBlocks += new Set(problems.map((problem) => `${problem.block.file}:${problem.line}`)).size;
      answered += pairs.length;
    } catch (error) {
      if (!(error instanceof HarnessGap)) throw error;
      for (const {response} of pairs)
        result.exempt.push({block: {...owner, line: response.line}, reason: `its response cannot be computed: ${error.message}`});
    }
  }
  // Responses are no server blocks: those the page's code cannot answer are named in the count line, not counted exempt.
  result.detail = `${answered} responses answered by their page's code${apart.length > 0 ? `, ${apart.length} not (${apart.join('; ')})` : ''}`;
  return result;
}
