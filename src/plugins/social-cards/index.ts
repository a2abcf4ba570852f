import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {docSocialCard, socialCardCacheInput, type SocialCard} from '../../lib/socialCards';
import {createRenderer, loadFonts} from './render';

/**
 * Social cards: after the build, draws one Open Graph image (1200×630 PNG) per doc page with its title, its
 * area and the product name (satori → SVG, resvg → PNG, fonts from an npm package: no network). Cards are cached by a hash of what they show in
 * node_modules/.cache/tessera-social-cards, so a rebuild only draws the cards whose title changed.
 * The meta tags come from src/theme/DocItem/Metadata.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const product = context.siteConfig.title;
  let pending: SocialCard[] = [];
  return {
    name: 'tessera-social-cards',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const docs = (docsContent?.loadedVersions ?? []).flatMap((version) => version.docs).filter((doc) => !doc.draft);
      pending = docs.map((doc) => docSocialCard(doc, context.baseUrl, product));
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const fonts = loadFonts();
      const fontsKey = createHash('sha256').update(Buffer.concat(fonts.map((font) => Buffer.from(font.data as ArrayBuffer)))).digest('hex');
      const renderer = createRenderer({
        logoSvg: fs.readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8'),
        host: new URL(context.siteConfig.url).host,
        fonts,
      });
      const cacheDir = path.join(context.siteDir, 'node_modules/.cache/tessera-social-cards');
      fs.mkdirSync(cacheDir, {recursive: true});
      let drawn = 0;
      for (const card of pending) {
        const key = createHash('sha256').update(socialCardCacheInput(card, fontsKey)).digest('hex').slice(0, 32);
        const cached = path.join(cacheDir, `${key}.png`);
        const target = path.join(outDir, card.file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        if (!fs.existsSync(cached)) {
          fs.writeFileSync(cached, await renderer.render(card));
          drawn += 1;
        }
        fs.copyFileSync(cached, target);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[social-cards] ${pending.length} cards (${drawn} drawn, ${pending.length - drawn} from cache) in ${seconds} s`);
    },
  };
}
