import {AREA_TITLES, areaOfPath} from './docAreas';

/**
 * Social cards (Open Graph images): one PNG per doc page, written by the `social-cards` plugin after the
 * build under build/img/og/ and named after the page's route, so the page's meta tags can point at it.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
/** Folder of the cards, relative to the site's base URL. */
export const SOCIAL_CARD_DIR = 'img/og';
/** Change it when the card's design changes, so cached cards are drawn again. */
export const SOCIAL_CARD_TEMPLATE_VERSION = 1;

export interface SocialCard {
  /** Path of the PNG relative to the site's base URL, e.g. "img/og/dev-docs/faq.png". */
  file: string;
  title: string;
  /** The documentation area ("Dev Docs"), or null for the site card. */
  area: string | null;
  product: string;
}

/** "/dev-docs/faq" (permalink, including the base URL) → "img/og/dev-docs/faq.png". */
export function socialCardPath(permalink: string, baseUrl: string): string {
  const route = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  const name = route.replace(/\/+$/, '') || 'index';
  return `${SOCIAL_CARD_DIR}/${name}.png`;
}

/** The card of a doc page; `versionPath` is its docs version's ("/5.5" for a frozen 5.5), left out to find the area. */
export function docSocialCard(doc: {title: string; permalink: string}, baseUrl: string, product: string, versionPath = ''): SocialCard {
  const route = doc.permalink.startsWith(baseUrl) ? `/${doc.permalink.slice(baseUrl.length)}` : doc.permalink;
  const area = areaOfPath(route, versionPath);
  return {file: socialCardPath(doc.permalink, baseUrl), title: doc.title, area: area === 'other' ? null : AREA_TITLES[area], product};
}

/** What decides a card's pixels, hashed by the plugin as the cache key: same text, design, fonts, logo and host → same image. */
export function socialCardCacheInput(card: SocialCard, drawingKey: string): string {
  return JSON.stringify([SOCIAL_CARD_TEMPLATE_VERSION, drawingKey, card.title, card.area, card.product]);
}

/** Title size in px: long titles get smaller so that they fit in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 64;
  if (title.length <= 80) return 54;
  return 44;
}
