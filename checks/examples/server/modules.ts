/**
 * A code block as a module of the reader's project: transpiled to CommonJS by the TypeScript compiler the type check
 * uses (JS blocks too, so `import` and `export` work in both), then evaluated with the `require` the harness gives,
 * which resolves the product's packages to the harness and the page's other files to their blocks.
 */
import ts from 'typescript';

export function transpile(text: string, fileName: string): string {
  return ts.transpileModule(text, {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      jsx: ts.JsxEmit.ReactJSX,
    },
  }).outputText;
}

/** What a module sees besides `require`: the globals of a project's server (`tessera`) and the ones the harness replaces. */
export type ModuleGlobals = Record<string, unknown>;

/**
 * Evaluates transpiled code as a CommonJS module and returns its export: `module.exports`, or the default export of
 * an ES module. The code is the site's own examples, so a function wrapper is enough (no isolation is needed).
 */
export function evaluate(code: string, fileName: string, require: (name: string) => unknown, globals: ModuleGlobals): unknown {
  const module = {exports: {} as Record<string, unknown>};
  const names = Object.keys(globals);
  const run = new Function('exports', 'require', 'module', '__filename', '__dirname', ...names, `${code}\n//# sourceURL=${fileName}`);
  run(module.exports, require, module, fileName, fileName.replace(/\/[^/]*$/, ''), ...names.map((name) => globals[name]));
  const exported = module.exports as {__esModule?: boolean; default?: unknown};
  return exported.__esModule && 'default' in exported ? exported.default : exported;
}
