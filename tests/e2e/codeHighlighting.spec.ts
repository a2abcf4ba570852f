import type {Page, Request} from '@playwright/test';
import {COLOR_MODE_TOGGLE, chooseColorMode, expect, test, waitForHydration} from './support';

/**
 * Code is highlighted when the site is built (src/framework/code-highlighting): a page shows and hydrates its code
 * without Prism, the colour mode recolours it with CSS alone, and Prism loads (its own chunk, `assets/js/prism.*.js`)
 * only to highlight a block first rendered in the browser. The code block of /__tests/doc-page belongs to the tests.
 */
const TEST_PAGE = '/__tests/doc-page';
const PRISM_CHUNK = /\/assets\/js\/prism\.[0-9a-f]+\.js$/;

function prismRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (PRISM_CHUNK.test(new URL(request.url()).pathname)) requests.push(request);
  });
  return requests;
}

test('a page shows and hydrates its highlighted code without loading Prism', async ({page}) => {
  const prism = prismRequests(page);
  await page.goto(TEST_PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const block = page.locator('article pre.language-js').first();
  await expect(block.locator('.token.keyword').first()).toHaveText('const');
  await expect(block.locator('.token.string').first()).toHaveText("'panel'");
  expect(prism).toEqual([]);
});

test('code in tabs is highlighted in every tab without loading Prism', async ({page}) => {
  const prism = prismRequests(page);
  await page.goto('/__tests/code-tabs');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('article pre.language-js .token.string').first()).toHaveText("'amber'");
  await page.getByRole('tab', {name: 'TypeScript'}).click();
  await expect(page.locator('article pre.language-ts .token.string').first()).toHaveText("'cobalt'");
  await expect(page.locator('article pre.language-ts .token.builtin').first()).toHaveText('string');
  expect(prism).toEqual([]);
});

test('switching the colour mode changes the colour of a keyword, with CSS alone', async ({page}) => {
  const prism = prismRequests(page);
  await page.goto(TEST_PAGE);
  await waitForHydration(page);
  const toggle = page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE});
  await chooseColorMode(page, toggle, 'light');
  const keyword = page.locator('article pre.language-js .token.keyword').first();
  const light = await keyword.evaluate((element) => getComputedStyle(element).color);
  await chooseColorMode(page, toggle, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
  await chooseColorMode(page, toggle, 'light');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).toBe(light);
  await page.waitForLoadState('networkidle');
  expect(prism).toEqual([]);
});

test('a page reached from a sidebar link shows its code as plain lines, then highlighted in place', async ({page}) => {
  await page.goto('/dev-docs/integrations');
  await waitForHydration(page);
  // Prism's chunk is held back until the plain lines have been seen and measured.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(PRISM_CHUNK, async (route) => {
    await released;
    await route.continue();
  });
  await page.evaluate(() => ((window as Window & {beforeNavigation?: boolean}).beforeNavigation = true));
  await page.locator('nav.menu a.menu__link[href="/dev-docs/integrations/php"]').click();
  await expect(page).toHaveURL(/\/dev-docs\/integrations\/php$/);
  const block = page.locator('article pre.language-php').first();
  await expect(block.locator('.token-line').first()).toBeVisible();
  await expect(block.locator('.token.variable')).toHaveCount(0);
  const text = await block.innerText();
  const plainBox = await block.boundingBox();
  release();
  await expect(block.locator('.token.variable').first()).toBeVisible();
  expect(await block.innerText()).toBe(text);
  expect(await block.boundingBox()).toEqual(plainBox);
  expect(await page.evaluate(() => (window as Window & {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
});

test('a line wider than the screen gets a word-wrap button, also in a tab opened later, and loses it on a wide screen', async ({page}) => {
  // src/components/code/useCodeWordWrap.ts: one ResizeObserver measures every block, after layout.
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/__tests/code-tabs');
  await waitForHydration(page);
  const block = (title: string) => page.locator('.theme-code-block').filter({hasText: title});
  const wrapButton = (title: string) => block(title).getByRole('button', {name: 'Toggle word wrap'});
  await expect(wrapButton('shown.txt')).toHaveCount(1);
  await expect(wrapButton('short.txt')).toHaveCount(0);
  await expect(wrapButton('hidden.txt')).toHaveCount(0);

  const shown = block('shown.txt');
  await wrapButton('shown.txt').click();
  await expect(shown.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await shown.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  await wrapButton('shown.txt').click();
  await expect(shown.locator('code')).not.toHaveAttribute('style');
  await expect(wrapButton('shown.txt')).toHaveCount(1);

  await page.getByRole('tab', {name: 'Hidden'}).click();
  await expect(wrapButton('hidden.txt')).toHaveCount(1);

  await page.setViewportSize({width: 1280, height: 800});
  await page.getByRole('tab', {name: 'Shown'}).click();
  await expect(wrapButton('shown.txt')).toHaveCount(0);
});

test('tab groups keep their server-rendered panels when the page hydrates, then show the stored tab', async ({page}) => {
  // src/framework/theme/Tabs: theme-classic's Tabs built every group again once the page had hydrated.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    window.localStorage.setItem('docusaurus.tab.code-tabs-test', 'ts');
    // Parsing has ended and no script of the app has run yet.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const groups = Array.from(document.querySelectorAll('article .tabs-container'));
      (window as Window & {serverGroups?: Element[]}).serverGroups = groups;
    });
  });
  await page.goto('/__tests/code-tabs');
  await waitForHydration(page);
  const group = page.locator('article .tabs-container').first();
  await expect(group.getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
  await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText("const lantern: string = 'cobalt';");
  const kept = await page.evaluate(() => {
    const groups = (window as Window & {serverGroups?: Element[]}).serverGroups ?? [];
    return groups.map((element) => element.isConnected);
  });
  expect(kept).toEqual([true, true]);
  expect(errors).toEqual([]);
});
