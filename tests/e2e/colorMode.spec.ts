import {expect, test} from './support';

test.describe('colour mode', () => {
  test('is light by default, switches, is saved under "theme" and restored on reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/dev-docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    const toggle = page.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});
    // Cycle until dark is chosen (the toggle may pass through "system").
    for (let i = 0; i < 3 && (await html.getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is saved (README: "Colour mode")', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/dev-docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
  });

  test('a saved choice wins over the system preference', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.goto('/dev-docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a change made in another tab is applied', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'light'});
    await second.emulateMedia({colorScheme: 'light'});
    await first.goto('/dev-docs/intro');
    await second.goto('/user-docs/intro');
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'light');

    const toggle = second.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});
    for (let i = 0; i < 3 && (await second.locator('html').getAttribute('data-theme')) !== 'dark'; i += 1) await toggle.click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
