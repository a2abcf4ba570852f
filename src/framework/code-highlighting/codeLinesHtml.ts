import {escapeHtml} from '../../lib/content/escapeHtml';

/**
 * The lines of a code block as one HTML string, with the markup theme-classic's CodeBlock/Line and Line/Token give
 * them (`<div class="token-line">` per line, spans of class `token <type>` per token, a `<br>` closing each line;
 * with line numbers, a number cell and a content cell). Tokens carry Prism's types as classes and no colours: the colours
 * are CSS (src/framework/code-highlighting/codeThemeCss.ts), so one string serves both colour modes. The CodeBlock/Content swizzle sets it as
 * the `<code>` element's inner HTML, so that hydration does not create a React element per token.
 */

/** A token of a line, as prism-react-renderer's normalizeTokens gives it. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

interface CodeLinesOptions {
  /** Classes of each line (magic comments: highlighted lines), by index. */
  lineClassNames: Record<number, string[] | undefined>;
  lineNumbers: boolean;
  /** The theme's CSS-module classes of a numbered line, its number cell and its content cell. */
  classes: {line: string; number: string; content: string};
}

/** The line breaks Prism's normalizeTokens splits on. */
const NEWLINE = /\r\n|\r|\n/;

/**
 * The code as lines of one plain token each, split as normalizeTokens splits them (an empty line is one empty token):
 * what a block shows before it is highlighted, with the same lines, so highlighting it later shifts nothing.
 */
export function plainLines(code: string): Token[][] {
  return code
    .split(NEWLINE)
    .map((text) => [text === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content: text}]);
}

/** theme-classic's Line: a line that is only a line break renders empty (its `<br>` is the break). */
function fixLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

/**
 * A token as nested spans, one per type, outermost first (`<span class="token tag"><span class="token attr-name">`, as
 * Prism's own HTML nests them): a type's colour then wins over the types before it by CSS inheritance, as it does in
 * prism-react-renderer's styles (merged over the types in order), whatever the order of the stylesheet's rules.
 */
function tokenHtml(token: Token): string {
  // prism-react-renderer's getTokenProps: an empty token is an inline block, so that its line keeps its height.
  const style = token.empty ? ' style="display:inline-block"' : '';
  const open = token.types.map((type, index) => `<span class="token ${escapeHtml(type)}"${index === token.types.length - 1 ? style : ''}>`);
  return `${open.join('')}${escapeHtml(token.content)}${'</span>'.repeat(token.types.length)}`;
}

export function codeLinesHtml(lines: Token[][], options: CodeLinesOptions): string {
  const {lineClassNames, lineNumbers, classes} = options;
  return lines
    .map((rawLine, index) => {
      const className = ['token-line', ...(lineClassNames[index] ?? []), ...(lineNumbers ? [classes.line] : [])].join(' ');
      const tokens = fixLineBreak(rawLine).map(tokenHtml).join('');
      const content = lineNumbers ? `<span class="${classes.number}"></span><span class="${classes.content}">${tokens}</span>` : tokens;
      return `<div class="${escapeHtml(className)}">${content}<br></div>`;
    })
    .join('');
}
