import {expect, recordForeignRequests, test} from './support';
import {BASE_URL} from '../../playwright.config';

const PAGES = [
  ['landing page', '/'],
  ['doc page', '/dev-docs/quick-start'],
  ['tag page', '/tags/rest-api'],
  ['tag index', '/tags'],
  ['search page', '/search?q=populate'],
  ['status page', '/status'],
] as const;

for (const [name, path] of PAGES) {
  test(`the ${name} requests nothing from another origin`, async ({page}) => {
    const foreign = recordForeignRequests(page, new URL(BASE_URL).origin);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Hover and focus the search button too: a lazily loaded search index must also be local.
    const search = page.locator('.DocSearch-Button, .navbar__search input, [aria-label="Search"]').first();
    if ((await search.count()) > 0) await search.hover();
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
}
