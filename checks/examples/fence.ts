/**
 * What a code fence's meta tells the example check (writing guide, "Examples are checked"):
 * - `fragment="<context>"`: the block is a part of a file; the check wraps it in the context named (one of
 *   FRAGMENT_CONTEXTS) and checks it there;
 * - `expect-error="<the mistake>"`: the block shows a mistake on purpose; the check fails if the block passes;
 * - `no-check="<reason>"`: the block is not checked, and the report lists it with its reason;
 * - `not-computed="<reason>"`: on a REST response the example project cannot compute (a project's own controller, a
 *   running server's secret), the response is not compared with the evaluator's answer; its request is still checked.
 * - `layout="tessera-4"`: the block's title is a file of a Tessera 4 plugin, checked against that layout (projectFiles.ts).
 */

/** The contexts a fragment can name, each with what the check puts around it and what it puts in scope. */
export const FRAGMENT_CONTEXTS = {
  /** Statements inside an async function on the server: `tessera` in scope, `await` and `return` allowed. */
  server: 'statements inside an async server function (tessera in scope)',
  /** Statements inside a controller action or a route middleware: `ctx`, `next` and `tessera` in scope. */
  controller: 'statements inside a controller action (ctx, next and tessera in scope)',
  /** Statements inside a lifecycle hook: `event` and `tessera` in scope. */
  lifecycle: 'statements inside a lifecycle hook (event and tessera in scope)',
  /** Properties of an object literal (an excerpt of a config file or of an object a page builds). */
  object: 'properties of an object literal',
  /** Statements inside a function of the browser (a front end or the admin panel): no `tessera`. */
  browser: 'statements inside an async function in the browser',
} as const;
export type FragmentContext = keyof typeof FRAGMENT_CONTEXTS;

export interface FenceDirectives {
  fragment: FragmentContext | null;
  expectError: string | null;
  noCheck: string | null;
  notComputed: string | null;
  /** What is wrong with the meta itself (an unknown context, an empty reason). */
  problems: string[];
}

/** The value of `key="..."` (or `key='...'`, or a bare `key`) in a fence meta; undefined when absent. */
export function metaValue(meta: string | null, key: string): string | undefined {
  if (!meta) return undefined;
  const quoted = new RegExp(`(?:^|\\s)${key}=(?:"([^"]*)"|'([^']*)')`).exec(meta);
  if (quoted) return quoted[1] ?? quoted[2] ?? '';
  return new RegExp(`(?:^|\\s)${key}(?=\\s|$)`).test(meta) ? '' : undefined;
}

export function fenceDirectives(meta: string | null): FenceDirectives {
  const problems: string[] = [];
  const fragmentValue = metaValue(meta, 'fragment');
  let fragment: FragmentContext | null = null;
  if (fragmentValue !== undefined) {
    if (fragmentValue in FRAGMENT_CONTEXTS) fragment = fragmentValue as FragmentContext;
    else problems.push(`fragment="${fragmentValue}" names no context; use one of: ${Object.keys(FRAGMENT_CONTEXTS).join(', ')}`);
  }
  const expectError = metaValue(meta, 'expect-error') ?? null;
  if (expectError === '') problems.push('expect-error needs the mistake the block shows: expect-error="..."');
  const noCheck = metaValue(meta, 'no-check') ?? null;
  if (noCheck === '') problems.push('no-check needs a reason: no-check="..."');
  const notComputed = metaValue(meta, 'not-computed') ?? null;
  if (notComputed === '') problems.push('not-computed needs a reason: not-computed="..."');
  return {fragment, expectError: expectError || null, noCheck: noCheck || null, notComputed: notComputed || null, problems};
}
