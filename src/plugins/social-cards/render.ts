import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori, {type SatoriOptions} from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, titleFontSize, type SocialCard} from '../../lib/content/socialCards';

const require = createRequire(__filename);

/** The `files` folder of a @fontsource package, from its package.json (resolved by name, so the dependency shows). */
const filesOf = (packageJson: string) => path.join(path.dirname(packageJson), 'files');

/** Inter (SIL Open Font License, shipped in the @fontsource/inter package): latin and latin-ext, regular and bold. */
const INTER = {
  name: 'Inter',
  dir: () => filesOf(require.resolve('@fontsource/inter/package.json')),
  files: [
    ['inter-latin-400-normal.woff', 400],
    ['inter-latin-ext-400-normal.woff', 400],
    ['inter-latin-700-normal.woff', 700],
    ['inter-latin-ext-700-normal.woff', 700],
  ],
} as const;

/**
 * Fonts for the scripts Inter lacks, loaded only when a card's text is written in one (a translated site): Noto Sans
 * Arabic (SIL Open Font License, @fontsource/noto-sans-arabic). Satori shapes Arabic with HarfBuzz and takes a glyph
 * Inter does not have from the next font of the card's `fontFamily`.
 */
const SCRIPT_FONTS = [
  {
    name: 'Noto Sans Arabic',
    script: /\p{Script=Arabic}/u,
    dir: () => filesOf(require.resolve('@fontsource/noto-sans-arabic/package.json')),
    files: [
      ['noto-sans-arabic-arabic-400-normal.woff', 400],
      ['noto-sans-arabic-arabic-700-normal.woff', 700],
    ],
  },
] as const;

type FontFamily = {name: string; dir: () => string; files: readonly (readonly [string, 400 | 700])[]};

const fontsOf = ({name, dir, files}: FontFamily): SatoriOptions['fonts'] =>
  files.map(([file, weight]) => ({name, data: fs.readFileSync(path.join(dir(), file)), weight, style: 'normal' as const}));

/** Inter, and the font of each other script the given texts are written in. */
export function loadFonts(texts: readonly string[] = []): SatoriOptions['fonts'] {
  const scripts = SCRIPT_FONTS.filter((font) => texts.some((text) => font.script.test(text)));
  return [INTER, ...scripts].flatMap(fontsOf);
}

/** The card's font stack: Inter first, then the fonts of other scripts (only those loaded are used). */
const FONT_FAMILY = ['Inter', ...SCRIPT_FONTS.map((font) => font.name)].join(', ');

/** A satori node: the shape of a React element, written without JSX so that this file runs in Node as is. */
interface Node {
  type: string;
  props: Record<string, unknown> & {style?: Record<string, unknown>; children?: unknown};
}
const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: {...props, style, children},
});

const INK = '#ffffff';
const MUTED = '#c7c5ff';
/** Flat colours only: a gradient triples resvg's time per card. */
const BACKGROUND = '#1e1b4b';
const ACCENT = '#4945ff';

function card(data: SocialCard, logo: string, host: string, direction: TextDirection): Node {
  return h(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundColor: BACKGROUND,
      borderBottom: `16px solid ${ACCENT}`,
      color: INK,
      fontFamily: FONT_FAMILY,
    },
    [
      h('div', {display: 'flex', alignItems: 'center', gap: '20px'}, [
        h('img', {width: 64, height: 64}, undefined, {src: logo, width: 64, height: 64}),
        h('div', {fontSize: 36, fontWeight: 700, letterSpacing: '-0.01em'}, data.product),
      ]),
      h(
        'div',
        {
          display: 'flex',
          fontSize: titleFontSize(data.title),
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: '-0.02em',
          maxHeight: 380,
          overflow: 'hidden',
          // A right-to-left title is shaped and ordered right to left. The frame stays as it is, the title at its left
          // edge (its end): satori 0.63 draws a right-to-left title that starts at the right off the card's padding.
          direction,
          ...(direction === 'rtl' ? {justifyContent: 'flex-end'} : {}),
        },
        data.title,
      ),
      h('div', {display: 'flex', alignItems: 'center', justifyContent: 'space-between', fontSize: 30, color: MUTED}, [
        data.area
          ? h('div', {display: 'flex', padding: '8px 22px', borderRadius: 999, border: `2px solid ${MUTED}`, color: INK}, data.area)
          : h('div', {display: 'flex'}, ''),
        h('div', {display: 'flex'}, host),
      ]),
    ],
  );
}

export interface CardRenderer {
  render(data: SocialCard): Promise<Buffer>;
}

/** The writing direction of the locale being built (Docusaurus's `localeConfigs[locale].direction`). */
export type TextDirection = 'ltr' | 'rtl';

export function createRenderer(options: {
  logoSvg: string;
  host: string;
  fonts: SatoriOptions['fonts'];
  direction: TextDirection;
}): CardRenderer {
  const logo = `data:image/svg+xml;base64,${Buffer.from(options.logoSvg).toString('base64')}`;
  return {
    async render(data) {
      const svg = await satori(card(data, logo, options.host, options.direction) as Parameters<typeof satori>[0], {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        fonts: options.fonts,
      });
      return new Resvg(svg, {fitTo: {mode: 'width', value: SOCIAL_CARD_WIDTH}, font: {loadSystemFonts: false}}).render().asPng();
    },
  };
}
