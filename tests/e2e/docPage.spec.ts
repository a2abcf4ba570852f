import type {Locator, Page} from '@playwright/test';
import {COLOR_MODE_TOGGLE, chooseColorMode, expect, test, waitForHydration, SMOKE} from './support';

/**
 * Headings and image zoom on the test-only page /__tests/doc-page (src/plugins/test-routes/pages, built with
 * TESSERA_DOCS_TEST_ROUTES=1): its headings of levels 2 to 4, its image and its length belong to the tests,
 * so that a writer editing a docs page cannot break them.
 */
const TEST_PAGE = '/__tests/doc-page';

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.goto(TEST_PAGE);
  const tocLinks = page.locator('.table-of-contents a');
  await expect(tocLinks.first()).toBeVisible();
  const targets = await tocLinks.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  const levels = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'), targets);
  expect(levels.filter((level) => level === 'H2')).toHaveLength(3);
  expect(levels.filter((level) => level === 'H3')).toHaveLength(2);
  expect(levels.filter((level) => level !== 'H2' && level !== 'H3')).toEqual([]);
  // The page has level 4 headings with anchors: the table of contents leaves them out.
  const deeper = await page.locator('article h4[id]').evaluateAll((headings) => headings.map((h) => h.id));
  expect(deeper).toHaveLength(2);
  expect(deeper.filter((id) => targets.includes(id))).toEqual([]);
});

test('heading anchors are titled "Direct link to {heading}"', async ({page}) => {
  await page.goto(TEST_PAGE);
  const link = page.locator('article h2', {hasText: 'First section'}).locator('a.hash-link');
  await expect(link).toHaveAttribute('title', 'Direct link to First section');
  await expect(link).toHaveAttribute('href', '#first-section');
});

test.describe('image zoom', () => {
  const image = (page: Page): Locator => page.locator('article img').first();
  const zoomed = (page: Page): Locator => page.locator('.medium-zoom-image--opened');

  /** Waits until medium-zoom is attached to the image (it marks the images it is attached to). */
  const attached = (page: Page) => expect(image(page)).toHaveClass(/medium-zoom-image/);

  /** Opens the zoom and waits for the end of its opening animation: medium-zoom ignores close requests until then. */
  const openZoom = async (page: Page) => {
    await image(page).evaluate((img) =>
      img.addEventListener('medium-zoom:opened', () => img.setAttribute('data-test-zoom', 'opened'), {once: true}),
    );
    await image(page).click();
    await expect(image(page)).toHaveAttribute('data-test-zoom', 'opened');
    await expect(zoomed(page)).toHaveCount(1);
  };

  /** Scrolls the window by `pixels` and resolves once the page has handled the scroll event (medium-zoom listens first). */
  const scrollBy = (page: Page, pixels: number) =>
    page.evaluate(
      (by) =>
        new Promise<void>((resolve) => {
          document.addEventListener('scroll', () => resolve(), {once: true});
          window.scrollBy(0, by);
        }),
      pixels,
    );

  test.beforeEach(async ({page}) => {
    await page.goto(TEST_PAGE);
    await attached(page);
  });

  test('opens on click and closes on Escape', async ({page}) => {
    await openZoom(page);
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes on a click', async ({page}) => {
    await openZoom(page);
    await page.mouse.click(10, 10);
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes on a scroll of more than 40 px, not on a smaller one', async ({page}) => {
    await openZoom(page);
    await scrollBy(page, 20);
    // medium-zoom drops this class from <body> as soon as it starts closing.
    await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
    await expect(zoomed(page)).toHaveCount(1);
    await scrollBy(page, 60);
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes on a resize', async ({page}) => {
    await openZoom(page);
    await page.setViewportSize({width: 900, height: 700});
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('works again after client-side navigation', async ({page}) => {
    await page.goto('/__tests/links');
    await waitForHydration(page);
    await page.locator('article').getByRole('link', {name: 'the doc page test'}).click();
    await expect(page).toHaveURL(new RegExp(`${TEST_PAGE}$`));
    await attached(page);
    await openZoom(page);
  });
});

test('the sitemap lists doc pages weekly with priority 0.5 and leaves out tag pages', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(30);
  expect(urls.some((url) => url.endsWith('/dev-docs/intro'))).toBe(true);
  expect(urls.filter((url) => /\/tags(\/|$)/.test(url))).toEqual([]);
  expect(urls.filter((url) => /\/writing-guide|\/__tests/.test(url))).toEqual([]);
  const changefreqs = new Set([...xml.matchAll(/<changefreq>([^<]+)<\/changefreq>/g)].map((m) => m[1]));
  const priorities = new Set([...xml.matchAll(/<priority>([^<]+)<\/priority>/g)].map((m) => m[1]));
  expect(changefreqs).toEqual(new Set(['weekly']));
  expect(priorities).toEqual(new Set(['0.5']));
});

test.describe('code highlighting of the extra Prism languages (registered with Prism, on the server and in the browser)', () => {
  for (const {route, language, token} of [
    {route: '/dev-docs/integrations/php', language: 'php', token: '.token.variable'},
    {route: '/dev-docs/integrations/php', language: 'bash', token: '.token.function'},
    {route: '/dev-docs/installation/docker', language: 'dockerfile', token: '.token.instruction'},
  ]) {
    test(`${language} on ${route}`, SMOKE, async ({page}) => {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator(`article pre.language-${language} ${token}`).first()).toBeVisible();
    });
  }

  test('a page reached by client-side navigation highlights its languages too', async ({page}) => {
    await page.goto('/dev-docs/integrations');
    await waitForHydration(page);
    // The card is a client-side link: the PHP page's code is highlighted in the browser, Prism and its languages loaded then.
    await page.evaluate(() => ((window as Window & {beforeNavigation?: boolean}).beforeNavigation = true));
    await page.locator('article a[href="/dev-docs/integrations/php"]').first().click();
    await expect(page).toHaveURL(/\/dev-docs\/integrations\/php$/);
    await expect(page.locator('article pre.language-php .token.variable').first()).toBeVisible();
    expect(await page.evaluate(() => (window as Window & {beforeNavigation?: boolean}).beforeNavigation)).toBe(true);
  });
});

test.describe('code blocks (lines written as one string, not hydrated token by token, coloured by CSS)', () => {
  const block = (page: Page) => page.locator('article pre.language-js').first();

  test('show their highlighted tokens, the highlighted line and the line numbers, and escape the code as text', SMOKE, async ({page}) => {
    await page.goto(TEST_PAGE);
    await waitForHydration(page);
    const lines = block(page).locator('.token-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toHaveClass(/theme-code-block-highlighted-line/);
    await expect(block(page).locator('[class*="codeLineNumber"]')).toHaveCount(2);
    await expect(block(page).locator('.token.keyword').first()).toHaveText('const');
    await expect(lines.nth(1)).toContainText('// <b> stays text');
    await expect(block(page).locator('b')).toHaveCount(0);
  });

  test('the copy button puts the code on the clipboard', SMOKE, async ({page, context}) => {
    await page.goto(TEST_PAGE);
    await waitForHydration(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(page.url()).origin});
    await block(page).hover();
    await page.locator('article .theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe("const frob = 'panel';\nconst size = frob.length; // <b> stays text");
  });

  test('change their colours with the colour mode, without a reload', SMOKE, async ({page}) => {
    await page.goto(TEST_PAGE);
    const toggle = page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE});
    await chooseColorMode(page, toggle, 'light');
    const keyword = block(page).locator('.token.keyword').first();
    const light = await keyword.evaluate((element) => getComputedStyle(element).color);
    await page.evaluate(() => ((window as Window & {beforeSwitch?: boolean}).beforeSwitch = true));
    await chooseColorMode(page, toggle, 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
    expect(await page.evaluate(() => (window as Window & {beforeSwitch?: boolean}).beforeSwitch)).toBe(true);
  });
});

test('a code block hydrates in the colour mode a reader saved, without a hydration error', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(TEST_PAGE);
  await waitForHydration(page);
  const keyword = page.locator('article pre.language-js .token.keyword').first();
  const light = await keyword.evaluate((element) => getComputedStyle(element).color);
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => keyword.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
  await expect(page.locator('article pre.language-js .token-line')).toHaveCount(2);
  expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
});
