import type {Page} from '@playwright/test';
import {
  COLOR_MODE_TOGGLE,
  expect,
  expectNoSeriousA11yViolations,
  MOBILE,
  switchColorMode,
  test,
  waitForHydration,
  layoutShift,
  recordLayoutShift,
} from './support';

/**
 * Mermaid diagrams are drawn when the site is built (src/plugins/diagrams): a page shows two images, one per colour
 * mode, and loads no Mermaid code. /__tests/diagram (src/plugins/test-routes/pages/diagram.mdx) belongs to these
 * tests; /user-docs/settings/review-workflows is a docs page with a diagram.
 */
const TEST_PAGE = '/__tests/diagram';
const DOCS_PAGE = '/user-docs/settings/review-workflows';
const NAME = 'Test diagram of three stages';
const DESCRIPTION = 'Stage one leads to stage two, which leads to stage three.';

/** Code only Mermaid's library (mermaidAPI) or @docusaurus/theme-mermaid's component (its container class) contains. */
const MERMAID_CODE = /mermaidAPI|docusaurus-mermaid-container/;

const image = (page: Page, mode: 'light' | 'dark') => page.locator(`figure.tessera-diagram img[data-mode="${mode}"]`);

/** Whether an image is laid out (not display: none) and has loaded its SVG. */
const shownAndLoaded = (page: Page, mode: 'light' | 'dark') =>
  image(page, mode).evaluate((img: HTMLImageElement) => getComputedStyle(img).display !== 'none' && img.complete && img.naturalWidth > 0);

test('a page with a diagram loads no Mermaid code and shows the diagram as an image with its name', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await page.goto(DOCS_PAGE);
  await waitForHydration(page);
  const diagram = page.getByRole('img', {name: 'Editorial workflow for Trailhead articles'});
  await expect(diagram).toBeVisible();
  // A lazy image: it loads when the reader scrolls near it.
  await diagram.scrollIntoViewIfNeeded();
  await expect(diagram).toHaveJSProperty('complete', true);
  expect(await diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => MERMAID_CODE.test(body))).toEqual([]);
  expect(await page.evaluate(() => 'mermaid' in window)).toBe(false);
  await expect(page.locator('.docusaurus-mermaid-container, svg[aria-roledescription]')).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode, the diagram has its accessible name and description, only its ${mode} image is exposed, and axe passes`, async ({
    page,
  }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(TEST_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const diagram = page.getByRole('img', {name: NAME});
    await expect(diagram).toHaveCount(1);
    await expect(diagram).toHaveAttribute('data-mode', mode);
    await expect(diagram).toHaveAccessibleDescription(DESCRIPTION);
    await expect(diagram).toBeVisible();
    await expect(image(page, mode === 'light' ? 'dark' : 'light')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });
}

test('switching to dark mode shows the dark rendering without a reload, and back', async ({page}) => {
  await page.goto(TEST_PAGE);
  await waitForHydration(page);
  await expect.poll(() => shownAndLoaded(page, 'light')).toBe(true);
  expect(await shownAndLoaded(page, 'dark')).toBe(false);
  const lightSrc = await image(page, 'light').getAttribute('src');
  const darkSrc = await image(page, 'dark').getAttribute('src');
  expect(lightSrc).toMatch(/\/assets\/diagrams\/[0-9a-f]+\.svg$/);
  expect(darkSrc).toMatch(/\/assets\/diagrams\/[0-9a-f]+\.svg$/);
  expect(darkSrc).not.toBe(lightSrc);

  // A marker on the window: a reload would lose it.
  await page.evaluate(() => ((window as unknown as {diagramTestMarker: boolean}).diagramTestMarker = true));
  const toggle = page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE});
  expect(await switchColorMode(page, toggle)).toBe('dark');
  await expect.poll(() => shownAndLoaded(page, 'dark')).toBe(true);
  expect(await shownAndLoaded(page, 'light')).toBe(false);
  await expect(page.getByRole('img', {name: NAME})).toHaveAttribute('data-mode', 'dark');
  expect(await page.evaluate(() => (window as unknown as {diagramTestMarker?: boolean}).diagramTestMarker)).toBe(true);

  expect(await switchColorMode(page, toggle)).toBe('light');
  await expect.poll(() => shownAndLoaded(page, 'light')).toBe(true);
  expect(await shownAndLoaded(page, 'dark')).toBe(false);
});

test('the diagram zooms on click like the images, in both colour modes', async ({page}) => {
  await page.goto(TEST_PAGE);
  await waitForHydration(page);
  const shown = page.locator('figure.tessera-diagram img:visible');
  // medium-zoom loads and attaches after hydration (a lazy chunk): it marks the images it has attached.
  await expect(shown).toHaveClass(/\bmedium-zoom-image\b/);
  await shown.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);

  await switchColorMode(page, page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE}));
  await expect(shown).toHaveAttribute('data-mode', 'dark');
  await shown.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveAttribute('data-mode', 'dark');
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
});

test('the diagram reserves its size before its image loads: no layout shift at 375 px', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await recordLayoutShift(page);
  // The diagram's file is held back until the page has laid it out: its box must already have the final size.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/diagrams/*.svg', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(TEST_PAGE, {waitUntil: 'domcontentloaded'});
  const diagram = image(page, 'light');
  const width = Number(await diagram.getAttribute('width'));
  const height = Number(await diagram.getAttribute('height'));
  expect(width).toBeGreaterThan(0);
  expect(height).toBeGreaterThan(0);
  const before = (await diagram.boundingBox())!;
  expect(before.width).toBeLessThanOrEqual(MOBILE.width);
  expect(Math.abs(before.height - (before.width * height) / width)).toBeLessThan(1.5);
  release();
  await expect(diagram).toHaveJSProperty('complete', true);
  await waitForHydration(page);
  const after = (await diagram.boundingBox())!;
  expect(after.width).toBeCloseTo(before.width, 0);
  expect(after.height).toBeCloseTo(before.height, 0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('in dark mode, the diagram prints in its light rendering', async ({page}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto(TEST_PAGE);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => shownAndLoaded(page, 'dark')).toBe(true);
  expect(await shownAndLoaded(page, 'light')).toBe(false);
  await page.emulateMedia({media: 'print'});
  await expect.poll(() => shownAndLoaded(page, 'light')).toBe(true);
  expect(await shownAndLoaded(page, 'dark')).toBe(false);
});
