/**
 * Comparisons that are never true: `===` or `!==` between a number and a string. TypeScript reports a comparison of
 * types with no overlap only when neither side may be null or undefined, so `ctx.state.user?.id ===
 * body.data?.author` passes the compiler although it refuses every request (a document's `id` is a number, a
 * relation in a body and a `documentId` are strings). The example check adds this one rule, on the types the compiler
 * gives both sides once null and undefined are set apart.
 */
import ts from 'typescript';

export interface ComparisonProblem {
  /** Where the comparison starts, in the checked file. */
  start: number;
  message: string;
}

/** What the members of a type are, once null and undefined are set apart: numbers, strings, objects, or anything. */
function kinds(type: ts.Type, checker: ts.TypeChecker): Set<'number' | 'string' | 'object' | 'any'> {
  const parts = checker.getNonNullableType(type);
  const members = parts.isUnion() ? parts.types : [parts];
  return new Set(
    members.map((member) => {
      if (member.flags & ts.TypeFlags.NumberLike) return 'number';
      if (member.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.BooleanLike)) return 'string';
      // An object type with members is never a number; `{}`, `Object` and type parameters may be.
      if (
        member.flags & ts.TypeFlags.Object &&
        checker.getPropertiesOfType(member).length > 0 &&
        !checker.getSignaturesOfType(member, ts.SignatureKind.Call).length
      )
        return 'object';
      return 'any';
    }),
  );
}

/** A side that is only a number, against one that holds a string and can never be a number. */
function neverEqual(number: ts.Type, other: ts.Type, checker: ts.TypeChecker): boolean {
  const left = kinds(number, checker);
  const right = kinds(other, checker);
  return left.size === 1 && left.has('number') && right.has('string') && !right.has('number') && !right.has('any');
}

/** The strict comparisons of `source` between a number and a string, each with what to compare instead. */
export function neverEqualComparisons(source: ts.SourceFile, checker: ts.TypeChecker): ComparisonProblem[] {
  const problems: ComparisonProblem[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken)
    ) {
      const left = checker.getTypeAtLocation(node.left);
      const right = checker.getTypeAtLocation(node.right);
      const sides = neverEqual(left, right, checker)
        ? [node.left, node.right]
        : neverEqual(right, left, checker)
          ? [node.right, node.left]
          : null;
      if (sides) {
        const [number, string] = sides as [ts.Expression, ts.Expression];
        problems.push({
          start: node.getStart(source),
          message:
            `\`${number.getText(source)}\` is a number and \`${string.getText(source)}\` a string, so ` +
            `\`${node.operatorToken.getText(source)}\` is ${node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ? 'never true' : 'always true'}: ` +
            'a numeric `id` never equals a `documentId` (relations in a body and in a document are documentIds); compare `documentId` with `documentId`',
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
