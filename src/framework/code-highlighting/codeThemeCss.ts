import type {PrismTheme} from 'prism-react-renderer';

/**
 * The code themes (src/lib/build/prismThemes.ts) as one stylesheet, written at build time: tokens are coloured by their
 * Prism classes (`.token.keyword`), the light theme by default and the dark one under `[data-theme='dark']`, so a
 * colour-mode switch recolours code with CSS alone and the highlighted HTML is the same in both modes.
 */

/** The CSS variables that carry a code block's text and background colours, in each colour mode. */
const PLAIN_VARIABLES = {color: '--tessera-code-color', backgroundColor: '--tessera-code-background'} as const;

/**
 * The theme Docusaurus is given (themeConfig.prism.theme, for both colour modes): the plain colours are the variables
 * above, and no token style, since the stylesheet colours tokens by class. Code blocks and the live editor then render
 * the same in both modes, and hydrate without a style that depends on the mode.
 */
export const CSS_CODE_THEME: PrismTheme = {
  plain: {color: `var(${PLAIN_VARIABLES.color})`, backgroundColor: `var(${PLAIN_VARIABLES.backgroundColor})`},
  styles: [],
};

type Style = Record<string, string | number | undefined>;

/** Style properties whose numbers have no unit (React writes every other number in px). */
const UNITLESS = new Set(['opacity', 'fontWeight', 'lineHeight', 'zIndex']);

function declaration(name: string, value: string | number): string {
  const css = typeof value === 'number' && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
  return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${css}`;
}

/** Each token type's style, merged over the theme's entries in order, as prism-react-renderer's themeToDict does. */
function typeStyles(theme: PrismTheme): Map<string, Style> {
  const styles = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages)
      throw new Error(`codeThemeCss: a theme entry limited to languages (${entry.languages.join(', ')}) is not supported`);
    for (const type of entry.types) styles.set(type, {...styles.get(type), ...(entry.style as Style)});
  }
  return styles;
}

function plainVariables(theme: PrismTheme): string {
  return Object.entries(theme.plain as Style)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const variable = PLAIN_VARIABLES[name as keyof typeof PLAIN_VARIABLES] as string | undefined;
      if (!variable) throw new Error(`codeThemeCss: the plain style "${name}" is not supported (only color and backgroundColor)`);
      return `${variable}: ${String(value)}`;
    })
    .join('; ');
}

const rule = (selector: string, declarations: string[]): string => `${selector} {${declarations.join('; ')}}`;

export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  const lightStyles = typeStyles(light);
  const darkStyles = typeStyles(dark);
  const types = [...new Set([...lightStyles.keys(), ...darkStyles.keys()])];
  // Every property either theme sets on a type, so that the dark rule undoes a light one (unset: as if not styled).
  const properties = (type: string) => [
    ...new Set([...Object.keys(lightStyles.get(type) ?? {}), ...Object.keys(darkStyles.get(type) ?? {})]),
  ];
  const declarations = (style: Style | undefined, names: string[]) => names.map((name) => declaration(name, style?.[name] ?? 'unset'));
  const selector = (type: string) => `.prism-code .token.${type.replace(/[^\w-]/g, '\\$&')}`;
  return [
    `/* Generated at build time from src/lib/build/prismThemes.ts by src/framework/code-highlighting/codeThemeCss.ts */`,
    `:root {${plainVariables(light)}}`,
    `[data-theme='dark'] {${plainVariables(dark)}}`,
    ...types
      .filter((type) => lightStyles.has(type))
      .map((type) => rule(selector(type), declarations(lightStyles.get(type), properties(type)))),
    ...types.map((type) => rule(`[data-theme='dark'] ${selector(type)}`, declarations(darkStyles.get(type), properties(type)))),
    '',
  ].join('\n');
}
