import {expect, test, waitForHydration} from './support';

test('a page chunk that fails during navigation reloads the window, and the page shows', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const loaded = new Set<string>();
  for (const entry of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) loaded.add(entry);
  // Block every script the landing page has not loaded yet: the next page's chunks.
  let blocked = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    blocked += 1;
    return route.abort('failed');
  });
  await page.evaluate(() => ((window as unknown as {beforeReload: boolean}).beforeReload = true));
  const reloaded = page.waitForEvent('load');
  await page.locator('nav.navbar').getByRole('link', {name: 'Dev Docs'}).click();
  await reloaded; // the failed preload forces a full reload of the target page
  expect(blocked).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/dev-docs\/intro$/);
  expect(await page.evaluate(() => (window as unknown as {beforeReload?: boolean}).beforeReload)).toBeUndefined();
  // The server-rendered page is readable even while its scripts are blocked.
  await expect(page.locator('article h1')).toBeVisible();

  await page.unroute('**/assets/js/*.js');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
});

test('the lazy loader shows the error with Retry, and Retry loads the part once allowed', async ({page}) => {
  await page.goto('/__tests/lazy');
  await waitForHydration(page);
  let allow = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (!allow && /test-lazy-part/.test(route.request().url())) return route.abort('failed');
    return route.continue();
  });
  await page.getByRole('button', {name: 'Load the lazy part'}).click();
  const error = page.getByRole('alert').filter({hasText: 'could not be loaded'});
  await expect(error).toBeVisible();
  await expect(error.getByRole('button', {name: 'Retry'})).toBeVisible();

  allow = true;
  await error.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByText('The lazily loaded part has arrived.')).toBeVisible();
});
