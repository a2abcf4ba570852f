/**
 * A JavaScript helper that takes the server object as a parameter (`function findWithRestaurant(tessera, documentId)`)
 * has no type for it, so every call on it would go unchecked, where its TypeScript twin writes `tessera: Core.Tessera`.
 * A parameter named `tessera` with no type of its own gets that type here, the way a reader's editor infers nothing
 * but the product's documentation names it: an inline JSDoc tag before the function, on the same line, so that every
 * position keeps its line.
 */
import ts from 'typescript';

const TAG = '/** @param {Core.Tessera} tessera */ ';

/** The text of a JS block with `tessera` parameters typed as the server object. */
export function typeTesseraParameters(text: string, fileName: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JSX);
  const starts: number[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) &&
      node.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'tessera') &&
      ts.getJSDocTags(node).length === 0
    )
      starts.push(node.getStart(source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = text;
  for (const start of starts.sort((a, b) => b - a)) out = out.slice(0, start) + TAG + out.slice(start);
  return out;
}
