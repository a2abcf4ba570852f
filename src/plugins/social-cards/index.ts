import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docSocialCard, socialCardCacheInput, type SocialCard} from '../../lib/content/socialCards';
import {createRenderer, loadFonts} from './render';
import {docsVersionsOf} from '../../lib/pageModel/site';
import {versionInfoOf} from '../../lib/pageModel/versions';

/**
 * Social cards: draws one Open Graph image (1200×630 PNG) per doc page with its title, its
 * area and the product name (satori → SVG, resvg → PNG, fonts from an npm package: no network). Cards are cached by a hash of what they show in
 * node_modules/.cache/tessera-social-cards, so a rebuild only draws the cards whose title changed.
 * The meta tags come from src/theme/DocItem/Metadata.
 *
 * Memory: resvg's pixel buffers (3 MB a card) live outside V8's heap (thx/resvg-js#216) and are freed from the event
 * loop (see drawMissing), so the cards are drawn when the content has loaded, before bundling, while the build holds
 * little else; postBuild only copies them.
 * `npm start` draws none (pages do not need their card in development).
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const product = context.siteConfig.title;
  const cacheDir = path.join(context.siteDir, 'node_modules/.cache/tessera-social-cards');
  let pending: SocialCard[] = [];
  const host = new URL(context.siteConfig.url).host;
  // The writing direction of the locale being built: a translated site's cards are drawn in its direction.
  const {direction} = context.i18n.localeConfigs[context.i18n.currentLocale] ?? {direction: 'ltr'};
  // Everything a card shows besides its own text (fonts, logo, the site's host, the direction), read once, and its
  // hash. The fonts are those of the scripts the cards are written in (Inter, plus Arabic for an Arabic locale).
  let drawing: {fonts: ReturnType<typeof loadFonts>; logoSvg: string; key: string} | undefined;
  const drawingAssets = () => {
    if (!drawing) {
      const fonts = loadFonts(pending.flatMap((card) => [card.title, card.area ?? '']));
      const logoSvg = fs.readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const hash = createHash('sha256').update(Buffer.concat(fonts.map((font) => Buffer.from(font.data as ArrayBuffer))));
      // Left to right adds nothing, so that the cards of a site in one left-to-right language keep their cache keys.
      if (direction === 'rtl') hash.update(direction);
      drawing = {fonts, logoSvg, key: hash.update(logoSvg).update(host).digest('hex')};
    }
    return drawing;
  };
  return {
    name: 'tessera-social-cards',
    async allContentLoaded({allContent}) {
      // Every docs version's pages: a frozen page's card is under its version's path (img/og/5.5/dev-docs/faq.png).
      pending = docsVersionsOf(allContent).flatMap((version) => {
        const versionPath = versionInfoOf(version, context.baseUrl).path;
        return version.docs.filter((doc) => !doc.draft).map((doc) => docSocialCard(doc, context.baseUrl, product, versionPath));
      });
      if (process.env.NODE_ENV === 'production') await drawMissing();
    },
    async postBuild({outDir}) {
      // Drawn when the content loaded (above): only copied here.
      for (const card of pending) {
        const target = path.join(outDir, card.file);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.copyFileSync(cachedFile(card), target);
      }
    },
  };

  function cachedFile(card: SocialCard): string {
    const key = createHash('sha256').update(socialCardCacheInput(card, drawingAssets().key)).digest('hex').slice(0, 32);
    return path.join(cacheDir, `${key}.png`);
  }

  /** Draws the cards that are not in the cache yet. */
  async function drawMissing(): Promise<void> {
    // One drawing per image: pages that show the same card (same title and area, as in a copy or a frozen version) share it.
    const byFile = new Map(pending.map((card) => [cachedFile(card), card]));
    const missing = [...byFile].filter(([file]) => !fs.existsSync(file)).map(([, card]) => card);
    if (missing.length === 0) return;
    const started = performance.now();
    const {fonts, logoSvg} = drawingAssets();
    const renderer = createRenderer({logoSvg, host, fonts, direction});
    fs.mkdirSync(cacheDir, {recursive: true});
    for (const card of missing) {
      // Written whole, then renamed: a build stopped mid-write never leaves a truncated card under a valid key.
      const file = cachedFile(card);
      fs.writeFileSync(`${file}.${process.pid}.tmp`, await renderer.render(card));
      fs.renameSync(`${file}.${process.pid}.tmp`, file);
      // resvg frees a card's native memory in finalizers that Node runs from the event loop after V8 collected the card:
      // a loop that never yields would hold every card drawn so far (about 1 GB more for 300 cards).
      await new Promise((resolve) => setImmediate(resolve));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[social-cards] ${missing.length} of ${pending.length} cards drawn (the rest from cache) in ${seconds} s`);
  }
}
