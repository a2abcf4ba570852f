import type {Page, Route} from '@playwright/test';
import {DESKTOP, expect, test, waitForHydration} from './support';

/**
 * Faults a reader meets: the search index or the Ask AI index answering 500 or truncated JSON (an error screen,
 * never "no results", and recovery on the next query), the network going away after the first load, and a site whose
 * files cannot load (the base-URL banner of the specification's error states).
 * (A request that never answers is covered by the search specs.)
 */

/** Answers that need the whole search or Ask AI index: loading it takes long on a busy CI machine. */
const INDEX = {timeout: 60_000};
test.describe.configure({timeout: 180_000});

type Fault = 'status 500' | 'truncated JSON';

async function breakOnce(route: Route, fault: Fault): Promise<void> {
  if (fault === 'status 500') return route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'});
  const response = await route.fetch();
  const body = await response.text();
  return route.fulfill({response, body: body.slice(0, Math.floor(body.length / 2))});
}

async function openSearch(page: Page): Promise<void> {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

for (const fault of ['status 500', 'truncated JSON'] as const) {
  test(`search shows its error screen when an index shard answers with ${fault}, then recovers on the next query`, async ({page}) => {
    let broken = true;
    await page.route('**/search-index/*.json', async (route) => {
      if (broken && !route.request().url().endsWith('/manifest.json')) return breakOnce(route, fault);
      return route.continue();
    });
    await openSearch(page);
    await page.locator('.DocSearch-Input').fill('populate');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', INDEX);
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    broken = false;
    await page.locator('.DocSearch-Input').fill('webhooks');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
  });

  test(`the search page says it cannot fetch results when the index answers with ${fault}`, async ({page}) => {
    let broken = true;
    await page.route('**/search-index/*.json', async (route) => (broken ? breakOnce(route, fault) : route.continue()));
    await page.goto('/search?q=populate');
    await expect(page.locator('[data-search-status="error"]')).toContainText('Unable to fetch results', INDEX);
    await expect(page.getByText(/No results for/)).toHaveCount(0);
    broken = false;
    await page.getByRole('searchbox', {name: 'Search docs'}).fill('webhooks');
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page.locator('[data-search-status="done"]')).toBeVisible(INDEX);
  });

  test(`Ask AI reports an unusable index when it answers with ${fault}, then answers on the next question`, async ({page}) => {
    let broken = true;
    // The sections Ask AI quotes (a shard of the search index, loaded on the first question).
    await page.route('**/search-index/sections.*.json', async (route) => (broken ? breakOnce(route, fault) : route.continue()));
    await page.setViewportSize(DESKTOP);
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
    const dialog = page.getByRole('dialog', {name: 'Ask your question'});
    const box = dialog.getByRole('textbox', {name: 'Your question'});
    await box.fill('How do I configure the quasar relay?');
    await box.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('The answer index could not be used', INDEX);
    await expect(dialog.locator('[data-ask-ai-answer="not-found"]')).toHaveCount(0);
    broken = false;
    await box.fill('How do I configure the quasar relay?');
    await box.press('Enter');
    await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toBeVisible(INDEX);
  });
}

test('offline after the first load: a visited page still opens, and search says it cannot fetch results', async ({page, context}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  // visit a second page in the app, then come back: both pages' code is now loaded
  await page.locator('.navbar').getByRole('link', {name: 'User Guide'}).first().click();
  await expect(page).toHaveURL(/\/user-docs\/intro$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dev-docs\/intro$/);
  await context.setOffline(true);
  await page.locator('.navbar').getByRole('link', {name: 'User Guide'}).first().click();
  await expect(page).toHaveURL(/\/user-docs\/intro$/);
  await expect(page.locator('article h1')).toBeVisible();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('populate');
  await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', INDEX);
  await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  await context.setOffline(false);
});

/**
 * Serves the manifest the dev server serves until its first index is written (src/plugins/search), until the returned
 * function is called; then the real index.
 */
async function serveIndexBeingBuilt(page: Page): Promise<() => void> {
  let building = true;
  await page.route('**/search-index/manifest.json', (route) =>
    building ? route.fulfill({contentType: 'application/json', body: JSON.stringify({building: true})}) : route.continue(),
  );
  return () => {
    building = false;
  };
}

test('while npm start is still building the index, search says so and shows the results by itself once it is there', async ({page}) => {
  const indexWritten = await serveIndexBeingBuilt(page);
  await page.goto('/__tests/search/answers');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('zephyrquartz');
  await expect(page.getByRole('status').filter({hasText: 'The search index is being built'})).toBeVisible();
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  indexWritten();
  await expect(page.locator('.DocSearch-Hit a[href*="/__tests/search/answers"]').first()).toBeVisible({timeout: 30_000});
  await expect(page.getByRole('status').filter({hasText: 'The search index is being built'})).toHaveCount(0);
});

test('while npm start is still building the index, Ask AI says so and answers by itself once it is there', async ({page}) => {
  const indexWritten = await serveIndexBeingBuilt(page);
  await page.goto('/__tests/search/answers');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await dialog.getByRole('textbox', {name: 'Your question'}).fill('How do I configure the quasar relay?');
  await dialog.getByRole('textbox', {name: 'Your question'}).press('Enter');
  await expect(dialog).toContainText('The answer index is being built');
  indexWritten();
  await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toContainText('zephyrquartz', {timeout: 60_000});
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test.describe('base-URL banner', () => {
  const BANNER = 'Your Docusaurus site did not load properly.';

  test('a site whose files cannot load (a wrong base URL) shows the banner on its home page', async ({page}) => {
    // With a wrong baseUrl every asset 404s: the stylesheet that hides the banner and the app whose absence it detects.
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'Not found'}));
    await page.goto('/');
    await expect(page.getByText(BANNER)).toBeVisible();
  });

  test('a site that loads keeps it hidden', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText(BANNER)).toBeHidden();
  });
});
