/**
 * Runs one block of Document Service calls the way a reader's server code would, on a fresh runtime of the example
 * project (src/lib/documents/runtime.ts: its own copy of the Trailhead rows, so a write changes nothing else): the
 * block's statements in order, `await` included, with `tessera.documents(uid)` and `tessera.db.query(uid)` in scope
 * and the runtime's defaults for `locale` and `status`. What it gives back is what the writing guide calls the block's
 * Result: what the block prints with `console.log`, else what its last call of the Document Service or the Query
 * Engine returned. Nothing else of `tessera` exists here: a block that needs more (a service, `ctx`, a variable from
 * elsewhere) fails to run, and the outcome says why.
 */
import vm from 'node:vm';
import ts from 'typescript';
import {createRuntime} from '../../src/lib/documents/runtime';
import {ValidationError} from '../../src/lib/documents/diagnostics';

export type RunOutcome =
  | {kind: 'result'; value: unknown; calls: number}
  /** The runtime refused a call: its diagnostics, as the product's ValidationError carries them. */
  | {kind: 'invalid'; error: ValidationError}
  /** The block cannot run on its own: what it reached for that this runtime lacks, or what it threw. */
  | {kind: 'cannot-run'; reason: string};

/** A value as the block saw it at that moment (later statements may change the object). */
const snapshot = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Packages a block of calls may import: the product's errors, so `catch (error)` can test the runtime's class. */
const PACKAGES: Readonly<Record<string, unknown>> = {'@tessera/utils': {errors: {ValidationError}}};

/** A stand-in for what the runtime does not have (`tessera.log`, `tessera.service`): any use of it stops the run. */
function missing(name: string): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (key === 'then' ? undefined : missing(`${name}.${String(key)}`)),
    apply: () => {
      throw new MissingError(name);
    },
  });
}

class MissingError extends Error {}

/** Runs the block's text (JavaScript or TypeScript) and resolves to its outcome; never rejects. */
export async function runCall(text: string, language: string): Promise<RunOutcome> {
  const runtime = createRuntime();
  let last: {value: unknown} | null = null;
  let calls = 0;
  const printed: unknown[] = [];
  // Each service records what its methods return: the block's Result when it prints nothing.
  const recorded = <T extends object>(service: T): T =>
    new Proxy(service, {
      get(target, key, receiver) {
        const member: unknown = Reflect.get(target, key, receiver);
        if (typeof member !== 'function') return member;
        return (...args: unknown[]) => {
          const value: unknown = member.apply(target, args);
          calls += 1;
          last = {value: snapshot(value)};
          return value;
        };
      },
    });
  const tessera = new Proxy(
    {documents: (uid: string) => recorded(runtime.documents(uid)), db: {query: (uid: string) => recorded(runtime.db.query(uid))}},
    {get: (target, key) => (key in target ? target[key as keyof typeof target] : missing(`tessera.${String(key)}`))},
  );
  const output = {log: (value: unknown) => printed.push(snapshot(value)), info: () => {}, warn: () => {}, error: () => {}};
  const require = (name: string) => {
    if (name in PACKAGES) return PACKAGES[name];
    throw new MissingError(`the package ${name}`);
  };
  const {outputText} = ts.transpileModule(text, {
    compilerOptions: {target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS},
    fileName: `block.${language.startsWith('t') ? 'ts' : 'js'}`,
  });
  const context = vm.createContext({tessera, console: output, require, exports: {}, module: {exports: {}}});
  try {
    const body = new vm.Script(`(async () => {\n${outputText}\n})()`, {filename: 'block.js'});
    await (body.runInContext(context, {timeout: 2000}) as Promise<unknown>);
  } catch (error) {
    if (error instanceof ValidationError) return {kind: 'invalid', error};
    if (error instanceof MissingError)
      return {kind: 'cannot-run', reason: `it uses ${error.message}, which the example runtime does not have`};
    const message =
      error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)
        ? String((error as Error).message)
        : String(error);
    return {kind: 'cannot-run', reason: `it throws: ${message}`};
  }
  if (printed.length > 0) return {kind: 'result', value: printed.length === 1 ? printed[0] : printed, calls};
  const result = last as {value: unknown} | null;
  return result
    ? {kind: 'result', value: result.value, calls}
    : {kind: 'cannot-run', reason: 'it calls no method of the Document Service or the Query Engine'};
}
