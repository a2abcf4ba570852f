import {escapeHtml} from './escapeHtml';

/**
 * The highlighted lines of a code block as one HTML string, with the markup theme-classic's CodeBlock/Line and
 * Line/Token give them (`<span class="token-line">` per line, a span per token, a `<br>` closing each line; with line
 * numbers, a number cell and a content cell): the CodeBlock/Content swizzle sets it as the `<code>` element's inner
 * HTML, so that hydration does not create a React element per token.
 */

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** A React style object (the Prism theme's colours of a line or token). */
type Style = object;
interface ElementProps {
  className?: string;
  style?: Style;
}

interface CodeLinesOptions {
  getLineProps(input: {line: Token[]; className?: string}): ElementProps;
  getTokenProps(input: {token: Token}): ElementProps;
  /** Classes of each line (magic comments: highlighted lines), by index. */
  lineClassNames: Record<number, string[] | undefined>;
  lineNumbers: boolean;
  /** The theme's CSS-module classes of a numbered line, its number cell and its content cell. */
  classes: {line: string; number: string; content: string};
}

/** Style properties whose numbers have no unit (React writes every other number in px). */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order']);

/** A React style object as a `style` attribute's value, as React writes it (kebab-case; px after a number that needs a unit). */
function styleText(style: Style | undefined): string {
  if (!style) return '';
  return Object.entries(style as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => {
      const css = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
      return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${css}`;
    })
    .join(';');
}

function attributes({className, style}: ElementProps): string {
  const css = styleText(style);
  return `${className ? ` class="${escapeHtml(className)}"` : ''}${css ? ` style="${escapeHtml(css)}"` : ''}`;
}

/** theme-classic's Line: a line that is only a line break renders empty (its `<br>` is the break). */
function fixLineBreak(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

export function codeLinesHtml(lines: Token[][], options: CodeLinesOptions): string {
  const {getLineProps, getTokenProps, lineClassNames, lineNumbers, classes} = options;
  return lines
    .map((rawLine, index) => {
      const line = fixLineBreak(rawLine);
      const className = [...(lineClassNames[index] ?? []), ...(lineNumbers ? [classes.line] : [])].join(' ') || undefined;
      const lineProps = getLineProps({line, className});
      const tokens = line
        .map((token) => {
          return `<span${attributes(getTokenProps({token}))}>${escapeHtml(token.content)}</span>`;
        })
        .join('');
      const content = lineNumbers ? `<span class="${classes.number}"></span><span class="${classes.content}">${tokens}</span>` : tokens;
      return `<div${attributes(lineProps)}>${content}<br></div>`;
    })
    .join('');
}
