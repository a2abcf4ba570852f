/**
 * Which lines of a page speak of Tessera Cloud, read as a reader reads them: every line of a page under docs/cloud/,
 * elsewhere only the lines that name Tessera Cloud or a table under a Cloud column. The Cloud feature check
 * (cloudFeatures.ts) and the rule on figures typed by hand (modelFigures.ts) both read prose through it.
 */
import {withoutFences} from './facts';
import {FIGURE_COMPONENT, renderFigureComponent} from './modelFigures';

const PLAN_NAME = /\b(Free|Essential|Pro|Scale)\b|\b[Pp]aid plans?\b|\b(?:[Ee]very|[Aa]ll|[Ee]ach|[Aa]ny) plans?\b/g;

/** The plans a clause names, in order ("paid plans" and "every plan" stand for several). */
export function plansIn<P extends {name: string; pricePerMonth: number}>(text: string, plans: readonly P[]): P[] {
  return [...text.matchAll(PLAN_NAME)].flatMap((match) => {
    if (match[1]) return plans.filter((plan) => plan.name === match[1]);
    if (/paid/i.test(match[0])) return plans.filter((plan) => plan.pricePerMonth > 0);
    return [...plans];
  });
}

/**
 * Markdown and JSX reduced to the words a reader reads, on one line: a figure component as the figure it writes, other
 * tags dropped (code spans keep their text: an error message states a fact too).
 */
export function plainText(line: string): string {
  return line
    .replace(FIGURE_COMPONENT, renderFigureComponent)
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([,;:.!?])/g, '$1')
    .trim();
}

/** One line of a page as units to read: prose sentences, or the cells of a table row with their header and row label. */
interface CloudUnit {
  text: string;
  context: string;
  /** A table cell's column header, and the first cell of its row (for the cells after the first). */
  header?: string;
  rowLabel?: string;
}

/** Sentences of a unit's text. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z"(])/);

/**
 * The lines a Cloud check reads, as units: every line of a page under docs/cloud/ (`cloudPage`), only the lines that
 * name Tessera Cloud (or a table under a Cloud column header) elsewhere; headings, imports and code blocks left out.
 */
export function unitsOf(body: string, cloudPage: boolean): {line: number; units: CloudUnit[]}[] {
  const out: {line: number; units: CloudUnit[]}[] = [];
  let header: string[] | null = null;
  let inTable = false;
  withoutFences(body)
    .split('\n')
    .forEach((raw, index) => {
      const isRow = /^\s*\|/.test(raw);
      if (!isRow) {
        inTable = false;
        header = null;
      }
      if (/^\s*(?:#|import |export )/.test(raw) || raw.trim() === '') return;
      const scoped = cloudPage || /\bCloud\b|<Cloud\w*Badge/.test(raw);
      if (isRow) {
        const cells = raw
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((cell) => plainText(cell));
        if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return;
        if (!inTable) {
          inTable = true;
          header = cells;
          return;
        }
        if (!scoped && !(header ?? []).some((cell) => /\bCloud\b/.test(cell))) return;
        out.push({
          line: index + 1,
          units: cells.map((cell, column) => ({
            text: cell,
            context: `${header?.[column] ?? ''} | ${column > 0 ? cells[0] : ''}`,
            header: header?.[column] ?? '',
            ...(column > 0 ? {rowLabel: cells[0]} : {}),
          })),
        });
        return;
      }
      if (!scoped) return;
      out.push({line: index + 1, units: [{text: plainText(raw), context: ''}]});
    });
  return out;
}
