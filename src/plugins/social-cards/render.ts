import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import satori, {type SatoriOptions} from 'satori';
import {Resvg} from '@resvg/resvg-js';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH, titleFontSize, type SocialCard} from '../../lib/content/socialCards';

const require = createRequire(__filename);

/** Inter (SIL Open Font License, shipped in the @fontsource/inter package): latin and latin-ext, regular and bold. */
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 400],
  ['inter-latin-ext-400-normal.woff', 400],
  ['inter-latin-700-normal.woff', 700],
  ['inter-latin-ext-700-normal.woff', 700],
] as const;

export function loadFonts(): SatoriOptions['fonts'] {
  const dir = path.join(path.dirname(require.resolve('@fontsource/inter/package.json')), 'files');
  return FONT_FILES.map(([file, weight]) => ({
    name: 'Inter',
    data: fs.readFileSync(path.join(dir, file)),
    weight,
    style: 'normal' as const,
  }));
}

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

function card(data: SocialCard, logo: string, host: string): Node {
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
      fontFamily: 'Inter',
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

export function createRenderer(options: {logoSvg: string; host: string; fonts: SatoriOptions['fonts']}): CardRenderer {
  const logo = `data:image/svg+xml;base64,${Buffer.from(options.logoSvg).toString('base64')}`;
  return {
    async render(data) {
      const svg = await satori(card(data, logo, options.host) as Parameters<typeof satori>[0], {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        fonts: options.fonts,
      });
      return new Resvg(svg, {fitTo: {mode: 'width', value: SOCIAL_CARD_WIDTH}, font: {loadSystemFonts: false}}).render().asPng();
    },
  };
}
