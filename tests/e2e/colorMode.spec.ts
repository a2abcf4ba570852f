import {COLOR_MODE_TOGGLE, chooseColorMode, expect, test, waitForHydration} from './support';

test.describe('colour mode', () => {
  test('is light by default, switches, is saved under "theme" and restored on reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/dev-docs/intro');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await waitForHydration(page);
    // Nothing saved: the choice is the system's; the toggle cycles system → light → dark, saving each choice.
    const toggle = page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE});
    await expect(toggle).toHaveAccessibleName(/\(currently system mode\)/);
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/\(currently light mode\)/);
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/\(currently dark mode\)/);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
  });

  test('follows the system preference when nothing is saved (src/plugins/README.md: "Colour mode")', async ({page}) => {
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

    await chooseColorMode(second, second.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE}), 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
