import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {COMPILER_OPTIONS, declarationFiles} from '../examples/check';

const SITE_ROOT = path.resolve(__dirname, '../..');

/**
 * The declaration files of the product's API (checks/examples/declarations) with the declarations generated from the
 * model, type-checked by the compiler as files of their own: the example check's program skips library checks for
 * speed, and the site's `tsc` cannot see the generated namespaces they build on (TesseraModel, TesseraConfig).
 */
function declarationDiagnostics(): string[] {
  const files = declarationFiles();
  const options: ts.CompilerOptions = {
    ...COMPILER_OPTIONS,
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    typeRoots: [path.join(SITE_ROOT, 'node_modules/@types')],
  };
  const host = ts.createCompilerHost(options, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    return text === undefined
      ? realGetSourceFile(fileName, languageVersion, onError, shouldCreate)
      : ts.createSourceFile(fileName, text, languageVersion, true);
  };
  const realFileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || realFileExists(fileName);
  host.getCurrentDirectory = () => SITE_ROOT;
  const program = ts.createProgram({rootNames: [...files.keys()], options, host});
  return [...files.keys()].flatMap((fileName) => {
    const source = program.getSourceFile(fileName)!;
    return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
      const {line} = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      return `${path.basename(fileName)}:${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    });
  });
}

describe("the declarations of the product's API", () => {
  it('type-check, with the declarations generated from the model', () => {
    expect(declarationDiagnostics()).toEqual([]);
  });
});
