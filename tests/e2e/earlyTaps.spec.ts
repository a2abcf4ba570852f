import type {Page} from '@playwright/test';
import {expect, MOBILE, test, waitForHydration} from './support';

/**
 * Taps before hydration (src/framework/early-taps/earlyTaps.ts): the page is shown before its scripts run, and a control tapped in
 * between works once the page has hydrated, as if tapped then. The entry script is held back so that the page stays
 * shown and not hydrated until the test lets it load.
 */
async function holdEntryScript(page: Page): Promise<{requested: Promise<void>; release: () => void}> {
  let release!: () => void;
  let requested!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return {requested: asked, release};
}

/** Opens a page with its entry script held back: it is shown (its loader has asked for the script) and not hydrated. */
async function openHeld(page: Page, url: string): Promise<() => void> {
  const {requested, release} = await holdEntryScript(page);
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await requested;
  return release;
}

test.describe('taps before the page has hydrated', () => {
  test.use({viewport: MOBILE, hasTouch: true});

  test('taps on the menu button open the menu once the page has hydrated, once however often it was tapped', async ({page}) => {
    const release = await openHeld(page, '/dev-docs/intro');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.tap();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    release();
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.navbar-sidebar').getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
  });

  test('taps on tabs select the last one tapped once the page has hydrated', async ({page}) => {
    const release = await openHeld(page, '/__tests/code-tabs');
    const typescript = page.getByRole('tab', {name: 'TypeScript'}).first();
    const javascript = page.getByRole('tab', {name: 'JavaScript'}).first();
    await expect(javascript).toHaveAttribute('aria-selected', 'true');
    await typescript.tap();
    await javascript.tap();
    await typescript.tap();
    await expect(javascript).toHaveAttribute('aria-selected', 'true');
    release();
    await waitForHydration(page);
    await expect(typescript).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('article pre.language-ts').first()).toBeVisible();
  });

  test('a tap on the search button opens the search once the page has hydrated', async ({page}) => {
    const release = await openHeld(page, '/dev-docs/intro');
    await page.locator('.DocSearch-Button').tap();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });

  test('links and a search form work before the page has hydrated, as without scripts', async ({page}) => {
    await openHeld(page, '/dev-docs/intro');
    await page.locator('.pagination-nav__link--next').tap();
    await expect(page).not.toHaveURL(/\/dev-docs\/intro$/);

    await openHeld(page, '/search');
    await page.getByRole('searchbox', {name: 'Search docs'}).fill('lantern');
    await page.getByRole('button', {name: 'Search', exact: true}).tap();
    await expect(page).toHaveURL(/\/search\?q=lantern$/);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
