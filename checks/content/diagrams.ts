/** Every Mermaid diagram of a page has an accessible name and description, read as the build reads them. */
import {accessibilityLines} from '../../src/lib/build/diagrams';

/** Content check: each ```mermaid block of a page names itself (accTitle) and says what it shows (accDescr). */
export function diagramProblems(body: string): {line: number; message: string}[] {
  const problems: {line: number; message: string}[] = [];
  for (const block of body.matchAll(/^([ \t]*)(`{3,}|~{3,})mermaid\b[^\n]*\n([\s\S]*?)^[ \t]*\2[ \t]*$/gm)) {
    const lines = accessibilityLines(block[3]!);
    const missing = [lines.title ? null : 'accTitle', lines.description ? null : 'accDescr'].filter(Boolean);
    if (missing.length > 0) {
      const line = body.slice(0, block.index).split('\n').length;
      problems.push({
        line,
        message: `this Mermaid diagram has no ${missing.join(' or ')} line: its accessible name and description (see the writing guide)`,
      });
    }
  }
  return problems;
}
