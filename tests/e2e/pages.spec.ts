import {expect, test, waitForHydration} from './support';
import {releases as RELEASES} from '../../src/model/releases';

test('an unknown path shows the not-found page with status 404', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Page Not Found');
});

test('a path ending in .html or /index.html reaches its plain route', async ({page}) => {
  await page.goto('/dev-docs/intro.html');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();

  await page.goto('/release-notes/index.html');
  await expect(page.getByRole('heading', {level: 1, name: 'Release notes'})).toBeVisible();
});

test('release notes list every release newest first', async ({page}) => {
  await page.goto('/release-notes');
  const versions = await page.locator('article h2').allTextContents();
  const releases = versions.map((text) => text.replace(/[^0-9.]/g, '')).filter((v) => /^5\.\d+\.\d+$/.test(v));
  // Every release of the data (newest first); tests/unit/contentData.test.ts holds the data to product.md's list.
  expect(releases).toEqual(RELEASES.map((release) => release.version));
});

test('the status page reports the documentation built from the sources', async ({page}) => {
  await page.goto('/status');
  const table = page.locator('main table').first();
  await expect(table).toContainText('Tessera 5.5.0');
  await expect(table).toContainText('Next');
  const pages = Number((await table.locator('tr', {hasText: 'Pages'}).locator('td').textContent())?.replace(/,/g, ''));
  expect(pages).toBeGreaterThan(30);
  await expect(page.getByRole('heading', {name: 'Pages per area'})).toBeVisible();
  await expect(table.locator('.status-search-index')).toHaveText(/^[\d,]+ records in \d+ files \([\d,]+ kB\)$/);
  await expect(page.getByRole('link', {name: 'service status page'})).toHaveAttribute('href', /^https:\/\//);
});

test('the home page lists every page by area with working links', async ({page}) => {
  await page.goto('/home/Home');
  await expect(page.getByRole('heading', {level: 2, name: /User Guide/})).toBeVisible();
  await expect(page.getByRole('heading', {level: 2, name: /Dev Docs/})).toBeVisible();
  await page.locator('main dl a').first().click();
  await expect(page.locator('article h1')).toBeVisible();
});

test.describe('crash page', () => {
  test('shows "This page crashed." with the error, and Try again recovers', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/__tests/crash');
    await waitForHydration(page); // the crash page itself (taps before hydration: tests/e2e/earlyTaps.spec.ts)
    await page.getByRole('button', {name: 'Crash this page'}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Crash requested by the test route')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('button', {name: 'Crash this page'})).toBeVisible();
  });
});
