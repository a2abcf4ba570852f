/**
 * One rule for the product figures prose states (writing guide, "Product figures"): a figure that <CloudFact /> or
 * <RestLimit /> writes from the model, typed by hand as a literal, fails and names the component to write instead. The
 * figures come from the components' own text (src/lib/content/productFacts.ts), so the rule knows what they know and
 * nothing else: there is no second reading of what a sentence means.
 *
 * Where a literal is caught: a Tessera Cloud figure on every prose line of a page under docs/cloud/ and, elsewhere, on
 * a line that names Tessera Cloud; a pagination limit in a sentence that speaks of a page size or a limit. Code (fenced
 * blocks and code spans) is left alone: it quotes what the product prints, and a component cannot go there.
 */
import {cloudFactText, modelFigures, restLimitText, type CloudFactProps, type RestLimitName} from '../../src/lib/content/productFacts';
import {withoutFences, type LineProblem} from './facts';

/** A figure component in a page's source: `<CloudFact plan="Pro" metric="memory" />`, `<RestLimit name="maxLimit" />`. */
export const FIGURE_COMPONENT = /<(CloudFact|RestLimit)\b([^<>]*?)\/>/g;

const attribute = (attributes: string, name: string): string | undefined => new RegExp(`\\b${name}=["']([^"']*)["']`).exec(attributes)?.[1];

/** The text a figure component writes, for checks that read prose as the reader does (a replacer of FIGURE_COMPONENT). */
export function renderFigureComponent(_tag: string, name: string, attributes: string): string {
  if (name === 'RestLimit') return restLimitText(attribute(attributes, 'name') as RestLimitName);
  return cloudFactText({
    plan: attribute(attributes, 'plan') as CloudFactProps['plan'],
    metric: attribute(attributes, 'metric') as CloudFactProps['metric'],
    bare: /\bbare\b/.test(attributes),
  });
}

/** Numbers pages spell out, read as the digits the components write ("about ten seconds"); not "one", a pronoun as often. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  twenty: '20',
  thirty: '30',
};
const NUMBER_WORD = new RegExp(`\\b(?:${Object.keys(NUMBER_WORDS).join('|')})\\b`, 'gi');

/** A sentence about the size of a page of results: where a bare 25 or 100 is a pagination limit ("Limit the load" is not). */
const PAGINATION_WORDS = /\b[Pp]age size\b|\bpageSize\b|\blimit\b|\bmaxLimit\b|\bdefaultLimit\b|\bat a time\b|\bdocuments (?:a|per) page\b/;

/** The figure's text as a pattern: "30 minutes" also matches "30-minute", "4 GB" also "4GB"; not inside a longer number. */
function literalPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ (?=[a-zA-Z])/g, '[- ]?');
  const singularToo = /[a-z]s$/.test(text) ? `${escaped.slice(0, -1)}s?` : escaped;
  return new RegExp(`(?<![\\w.,$-])${singularToo}(?![\\w%]|[.,]\\d)`);
}

/** The figures with their patterns, longest text first: "3, 5 and 7 days" is read before the "7 days" inside it. */
const FIGURES = modelFigures()
  .map((figure) => ({...figure, pattern: literalPattern(figure.text)}))
  .sort((a, b) => b.text.length - a.text.length);

/** A prose line as the rule reads it: figure components and other tags out, code spans blanked, numbers as digits. */
function proseOf(line: string): string {
  return line
    .replace(FIGURE_COMPONENT, ' ')
    .replace(/`[^`\n]*`/g, ' code ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(NUMBER_WORD, (word) => NUMBER_WORDS[word.toLowerCase()]!);
}

/**
 * Figures of the model typed by hand in a page's prose, with the line and the component(s) that write them. `cloudPage`:
 * the page is under docs/cloud/ (every line speaks of Tessera Cloud there).
 */
export function literalFigureProblems(body: string, {cloudPage}: {cloudPage: boolean}): LineProblem[] {
  const problems: LineProblem[] = [];
  withoutFences(body)
    .split('\n')
    .forEach((raw, index) => {
      if (/^\s*(?:#|import |export )/.test(raw)) return;
      const cloud = cloudPage || /\bCloud\b/.test(raw);
      // What a figure is about is read on the whole line (a paragraph or a table row): "**Automatic backups** run once a day. Essential keeps them 7 days".
      const line = proseOf(raw);
      for (const sentence of raw.split(/(?<=[.!?])\s+/)) {
        // The scope is read with code spans kept: `pageSize` in a code span still says the sentence is about page sizes.
        const pagination = PAGINATION_WORDS.test(sentence);
        let prose = proseOf(sentence);
        // Every component that writes a text found here, by text ("4 GB": the build machine and Pro's memory).
        const found = new Map<string, string[]>();
        for (const figure of FIGURES) {
          if (!(figure.scope === 'cloud' ? cloud : pagination) || (figure.about && !figure.about.test(line))) continue;
          const match = figure.pattern.exec(prose);
          if (!match && !found.has(figure.text)) continue;
          found.set(figure.text, [...(found.get(figure.text) ?? []), figure.component]);
          if (match) prose = `${prose.slice(0, match.index)}${' '.repeat(match[0].length)}${prose.slice(match.index + match[0].length)}`;
        }
        for (const [text, components] of found)
          problems.push({
            line: index + 1,
            message: `"${text}" is a figure of the model typed by hand: write ${components.length === 1 ? components[0] : `one of ${components.join(', ')}`}, which writes it from the model`,
          });
      }
    });
  return problems;
}
