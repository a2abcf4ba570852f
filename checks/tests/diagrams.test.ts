import {describe, expect, it} from 'vitest';
import {diagramProblems} from '../content/diagrams';

const FLOW = 'flowchart LR\n  accTitle: Review stages\n  accDescr: Draft goes to review.\n  A[Draft] --> B[Review]\n';

describe('diagrams on pages', () => {
  it('content check: a diagram without accTitle or accDescr is reported with its line', () => {
    const body = `Intro\n\n\`\`\`mermaid\n${FLOW}\`\`\`\n\nText\n\n\`\`\`mermaid\nflowchart LR\n  accTitle: Only a title\n  A --> B\n\`\`\`\n\n\`\`\`js\nconst accTitle = 1;\n\`\`\`\n`;
    const problems = diagramProblems(body);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(12);
    expect(problems[0]!.message).toContain('accDescr');
    expect(problems[0]!.message).not.toContain('accTitle or');
  });
});
