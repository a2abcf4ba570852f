/**
 * Placeholder values that drifted: a variant of a value the model's table fixes (src/model/trailhead/placeholders.ts),
 * found anywhere in a page's source, code included, since readers copy code.
 */
import type {Placeholder} from '../../src/model/trailhead/placeholders';
import type {LineProblem} from './facts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each variant of the table at the line it stands on, with the value to write instead. */
export function placeholderVariantProblems(body: string, table: Readonly<Record<string, Placeholder>>): LineProblem[] {
  const problems: LineProblem[] = [];
  const lines = body.split('\n');
  for (const [name, placeholder] of Object.entries(table)) {
    for (const variant of placeholder.variants) {
      const pattern = new RegExp(`(?<![\\w$])${escape(variant)}(?![\\w])`);
      lines.forEach((line, index) => {
        if (pattern.test(line))
          problems.push({
            line: index + 1,
            message: `placeholder \`${variant}\`: write \`${placeholder.value}\` (${placeholder.meaning}; src/model/trailhead/placeholders.ts, ${name})`,
          });
      });
    }
  }
  return problems;
}
