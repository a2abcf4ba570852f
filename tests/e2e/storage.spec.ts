import {COLOR_MODE_TOGGLE, expect, switchColorMode, test} from './support';

// The offline worker registers as in a reader's browser (playwright.config.ts blocks it for the other specs, and a
// blocked registration logs an error, which this test counts).
test.use({serviceWorkers: 'allow'});

test('with browser storage unavailable the site works and only warns', async ({page}) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', {get: fail, configurable: true});
    Object.defineProperty(window, 'sessionStorage', {get: fail, configurable: true});
  });
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });

  await page.goto('/dev-docs/intro');
  await expect(page.locator('article h1')).toBeVisible();
  const toggle = page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE});
  const before = await page.locator('html').getAttribute('data-theme');
  expect(await switchColorMode(page, toggle)).not.toBe(before);
  await page.locator('nav.navbar').getByRole('link', {name: 'User Guide'}).click();
  await expect(page).toHaveURL(/\/user-docs\/intro$/);
  await expect(page.locator('article h1')).toBeVisible();

  expect(errors).toEqual([]);
  expect(warnings.some((text) => /storage/i.test(text))).toBe(true);
});
