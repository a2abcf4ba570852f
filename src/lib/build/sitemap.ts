import {createMatcher} from '@docusaurus/utils';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import {withoutBaseUrl} from '../content/baseUrl';

type SitemapOptions = Exclude<NonNullable<PresetOptions['sitemap']>, false>;

/** Routes that stay out of the sitemap (tag lists, a frozen version's too (/5.5/tags), the writing guide, test routes, print layouts), without base URL. */
export const SITEMAP_EXCLUDED = ['/tags', '/tags/**', '/*/tags', '/*/tags/**', '/writing-guide', '/writing-guide/**', '/__tests/**', '/print/**'];

const excluded = createMatcher(SITEMAP_EXCLUDED);

/**
 * The sitemap plugin's `createSitemapItems`: its own items, but those of excluded routes. Items are matched by their
 * path without the base URL of the site being built, which is the locale's (`/ar/` for Arabic): Docusaurus builds
 * each locale on its own, and `ignorePatterns`, matched against full paths, would need a list per locale. (Items, not
 * `routes`: routes nest, the docs' and tags' under their plugin's root route.)
 */
export const sitemapItems: NonNullable<SitemapOptions['createSitemapItems']> = async ({defaultCreateSitemapItems, ...params}) => {
  const items = await defaultCreateSitemapItems(params);
  return items.filter((item) => !excluded(withoutBaseUrl(params.siteConfig.baseUrl, new URL(item.url).pathname)));
};
