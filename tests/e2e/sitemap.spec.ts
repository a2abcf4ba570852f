import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from './support';

/**
 * Every page of the built sitemap, loaded in Chromium until React has hydrated it: a console error or an uncaught
 * page error on any of them fails (on top of support.ts's CSP and hydration guards). The list is split into SHARDS
 * tests so that both workers share it; each test loads its pages one after another in one page, so the browser's
 * cache serves the shared assets. Nothing is blocked: the offline service worker registers as it does for a reader.
 */
const SITEMAP = path.resolve(__dirname, '../../build/sitemap.xml');
const SHARDS = 12;

// Unlike the other specs (playwright.config.ts blocks service workers for their routed faults), the crawl lets
// the offline worker register, as a reader's browser does: a registration that fails logs an error here.
test.use({serviceWorkers: 'allow'});

function sitemapPaths(): string[] {
  if (!fs.existsSync(SITEMAP))
    throw new Error(`${SITEMAP} is missing: build the site first (TESSERA_DOCS_TEST_ROUTES=1 npx docusaurus build).`);
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`sitemap pages ${shard + 1}/${SHARDS} load without a console error or page error`, async ({page}) => {
    const paths = sitemapPaths().filter((_, index) => index % SHARDS === shard);
    test.setTimeout(30_000 + paths.length * 8_000);
    let current = '';
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    for (const route of paths) {
      current = route;
      const response = await page.goto(route, {waitUntil: 'domcontentloaded'});
      if (response?.status() !== 200) problems.push(`${route}: status ${response?.status()}`);
      // Server-rendered as "false"; React Helmet changes it once the page has hydrated. This crawl looks for errors, not
      // speed (the bench measures that): while the other worker compiles the dev server, a page can take over 10 s.
      await expect(page.locator('html'), `${route} hydrates`).not.toHaveAttribute('data-has-hydrated', 'false', {timeout: 30_000});
    }
    test.info().annotations.push({type: 'pages loaded', description: String(paths.length)});
    expect(problems).toEqual([]);
  });
}
