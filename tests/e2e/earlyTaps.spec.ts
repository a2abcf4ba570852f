import type {Page} from '@playwright/test';
import {expect, MOBILE, test, waitForHydration} from './support';

/**
 * Taps before hydration (src/lib/earlyTaps.ts): the page is shown before its scripts run, and a control tapped in
 * between works once the page has hydrated, as if tapped then. The entry script is held back so that the page stays
 * shown and not hydrated until the test lets it load.
 */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

test.describe('taps before the page has hydrated', () => {
  test.use({viewport: MOBILE, hasTouch: true});

  test('a tap on the menu button opens the menu once the page has hydrated, once', async ({page}) => {
    const release = await holdEntryScript(page);
    await page.goto('/dev-docs/intro', {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).tap();
    await notHydrated(page);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    release();
    await waitForHydration(page);
    // Opened, and still open: the tap was replayed once, not lost and not twice.
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
  });

  test('taps on two tabs select the last one once the page has hydrated', async ({page}) => {
    const release = await holdEntryScript(page);
    await page.goto('/__tests/code-tabs', {waitUntil: 'domcontentloaded'});
    const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
    const javascript = page.getByRole('tab', {name: 'JavaScript'}).first();
    await expect(javascript).toHaveAttribute('aria-selected', 'true');
    await typescript.tap();
    await javascript.tap();
    await typescript.tap();
    await notHydrated(page);
    await expect(javascript).toHaveAttribute('aria-selected', 'true');
    release();
    await waitForHydration(page);
    await expect(typescript).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article pre.language-ts').first()).toBeVisible();
  });

  test('a link tapped before the page has hydrated still opens its page', async ({page}) => {
    await holdEntryScript(page);
    await page.goto('/dev-docs/intro', {waitUntil: 'domcontentloaded'});
    await page.locator('.pagination-nav__link--next').tap();
    await expect(page).not.toHaveURL(/\/dev-docs\/intro$/);
  });
});
