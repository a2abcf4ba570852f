import {describe, expect, it} from 'vitest';
import {sitemapItems} from '../../src/lib/build/sitemap';

/** The sitemap's exclusions, over the items the sitemap plugin would write, in the default locale and in a second one. */
async function kept(baseUrl: string, paths: string[]): Promise<string[]> {
  const items = await sitemapItems({
    defaultCreateSitemapItems: async () =>
      paths.map((path) => ({url: `https://docs.tessera.dev${path}`, changefreq: null, priority: null, lastmod: null})),
    siteConfig: {baseUrl} as never,
    routes: [],
  });
  return items.map((item) => new URL(item.url).pathname);
}

describe('the sitemap', () => {
  const routes = [
    '/dev-docs/intro',
    '/tags',
    '/tags/rest',
    '/writing-guide',
    '/writing-guide/style',
    '/__tests/crash',
    '/print/dev-docs/api',
  ];

  it('keeps out tag lists, the writing guide, test routes and print layouts', async () => {
    expect(await kept('/', routes)).toEqual(['/dev-docs/intro']);
  });

  it('keeps them out of a second locale and under a base URL too', async () => {
    expect(
      await kept(
        '/ar/',
        routes.map((route) => `/ar${route}`),
      ),
    ).toEqual(['/ar/dev-docs/intro']);
    expect(
      await kept(
        '/docs/ar/',
        routes.map((route) => `/docs/ar${route}`),
      ),
    ).toEqual(['/docs/ar/dev-docs/intro']);
  });

  it('keeps a page whose route only starts like an excluded one', async () => {
    expect(await kept('/', ['/tagsets', '/dev-docs/print'])).toEqual(['/tagsets', '/dev-docs/print']);
  });
});
