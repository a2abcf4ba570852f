import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {Prism, normalizeTokens, type PrismTheme} from 'prism-react-renderer';
import {CSS_CODE_THEME, codeThemeCss} from '../../src/framework/code-highlighting/codeThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../src/lib/build/prismThemes';

const require = createRequire(import.meta.url);
// The languages of samples below that prism-react-renderer lacks, registered as @theme/prism-include-languages does.
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const language of ['markup-templating', 'bash', 'php', 'typescript', 'tsx']) require(`prismjs/components/prism-${language}.js`);

/** Code whose tokens have several types (a JSX attribute inside a tag, a PHP variable, a generic type, a template). */
const SAMPLES: [string, string][] = [
  [
    'tsx',
    'const link = <a href="/x" className={styles.link}>{`${count} items`}</a>; // note\nfunction f<T extends Map<string, number>>(x: T): void {}',
  ],
  ['html', '<script>const answer = `v${1 + 2}`; call(42, "text");</script><p class="lead">Hi &amp; bye</p><!-- comment -->'],
  ['php', '<?php\n$name = "Ada";\necho strtoupper($name); // greet\nfunction greet(?string $who = null): string { return "Hi {$who}"; }'],
  ['bash', 'export TOKEN="$(cat token.txt)" # read\nnpm run build -- --port ${PORT:-3000}'],
];

type Declarations = Record<string, string>;

/** The stylesheet's rules by mode and token type (the generator writes one rule per line). */
function parse(css: string): {light: Map<string, Declarations>; dark: Map<string, Declarations>} {
  const light = new Map<string, Declarations>();
  const dark = new Map<string, Declarations>();
  for (const [, mode, type, body] of css.matchAll(/^(\[data-theme='dark'\] )?\.prism-code \.token\.([\w\\-]+) \{(.*)\}$/gm)) {
    const declarations = Object.fromEntries(body!.split('; ').map((part) => part.split(': ') as [string, string]));
    (mode ? dark : light).set(type!.replace(/\\/g, ''), declarations);
  }
  return {light, dark};
}

/** What the browser computes for the innermost span of a token (nested spans, inherited properties; unset inherits). */
function computed(types: string[], rules: ReturnType<typeof parse>, mode: 'light' | 'dark'): Declarations {
  const style: Declarations = {};
  for (const type of types) {
    const declarations = {...rules.light.get(type), ...(mode === 'dark' ? rules.dark.get(type) : {})};
    for (const [name, value] of Object.entries(declarations)) if (value !== 'unset') style[name] = value;
  }
  return style;
}

/** prism-react-renderer's inline style of a token with the theme (its styles merged over the types in order). */
function inline(types: string[], theme: PrismTheme): Declarations {
  if (types.length === 1 && types[0] === 'plain') return {};
  const style: Declarations = {};
  for (const type of types) {
    for (const entry of theme.styles.filter((candidate) => candidate.types.includes(type))) {
      for (const [name, value] of Object.entries(entry.style)) style[name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)] = String(value);
    }
  }
  return style;
}

describe('the code themes as CSS (codeThemeCss)', () => {
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme);
  const rules = parse(css);

  it('gives every token of the samples the colours prism-react-renderer gave it inline, in both modes', () => {
    let compared = 0;
    for (const [language, code] of SAMPLES) {
      const grammar = Prism.languages[language];
      expect(grammar, language).toBeDefined();
      for (const token of normalizeTokens(Prism.tokenize(code, grammar!)).flat()) {
        expect(computed(token.types, rules, 'light'), `${token.types.join(' > ')} "${token.content}"`).toEqual(
          inline(token.types, lightCodeTheme),
        );
        expect(computed(token.types, rules, 'dark'), `${token.types.join(' > ')} "${token.content}"`).toEqual(
          inline(token.types, darkCodeTheme),
        );
        if (token.types.length > 1) compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('sets the plain colours as the variables the theme Docusaurus is given reads, light by default, dark under data-theme', () => {
    expect(css).toContain(
      `:root {--tessera-code-color: ${lightCodeTheme.plain.color}; --tessera-code-background: ${lightCodeTheme.plain.backgroundColor}}`,
    );
    expect(css).toContain(
      `[data-theme='dark'] {--tessera-code-color: ${darkCodeTheme.plain.color}; --tessera-code-background: ${darkCodeTheme.plain.backgroundColor}}`,
    );
    expect(CSS_CODE_THEME).toEqual({
      plain: {color: 'var(--tessera-code-color)', backgroundColor: 'var(--tessera-code-background)'},
      styles: [],
    });
  });

  it('undoes in dark mode a property only the light theme sets', () => {
    const light: PrismTheme = {plain: {color: '#000'}, styles: [{types: ['comment'], style: {color: '#111', fontStyle: 'italic'}}]};
    const dark: PrismTheme = {plain: {color: '#fff'}, styles: [{types: ['comment'], style: {color: '#eee'}}]};
    expect(codeThemeCss(light, dark)).toContain(`[data-theme='dark'] .prism-code .token.comment {color: #eee; font-style: unset}`);
  });

  it('refuses what it cannot write (a style limited to languages)', () => {
    const limited: PrismTheme = {plain: {}, styles: [{types: ['keyword'], languages: ['js'], style: {color: '#111'}}]};
    expect(() => codeThemeCss(limited, limited)).toThrow(/limited to languages/);
  });
});
