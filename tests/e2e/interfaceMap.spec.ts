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

// The test-only page /__tests/interface-map shows the "content-manager-list" map inside an <article>.
const PAGE = '/__tests/interface-map';
const NAME = /^Interface map \(schematic\) of Content Manager, list view\./;

for (const mode of ['light', 'dark'] as const) {
  test(`the interface map has its accessible name, caption and legend in ${mode} mode, and axe passes`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const figure = page.locator('figure[data-interface-map="content-manager-list"]');
    // Only the image of the current mode is exposed.
    const image = figure.getByRole('img', {name: NAME});
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute('data-mode', mode);
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('figure', {name: 'Interface map: Content Manager, list view'})).toBeVisible();
    const legend = figure.getByRole('list', {name: /Markers of the interface map/});
    await expect(legend.getByRole('listitem')).toHaveCount(7);
    await expect(legend.getByRole('listitem').nth(2)).toContainText('Create new entry');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the interface map zooms on click and closes with Escape, also after a colour-mode switch', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const visibleImage = page.locator('figure[data-interface-map] img:visible');
  // medium-zoom loads and attaches after hydration (a lazy chunk): it marks the images it has attached.
  await expect(visibleImage).toHaveClass(/\bmedium-zoom-image\b/);
  await visibleImage.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);

  const mode = await switchColorMode(page, page.locator('nav.navbar').getByRole('button', {name: COLOR_MODE_TOGGLE}));
  await expect(visibleImage).toHaveAttribute('data-mode', mode);
  await visibleImage.click();
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
});

test('the interface map reserves its height at 375 px: no layout shift', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await recordLayoutShift(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  const image = page.locator('figure[data-interface-map] img:visible');
  await expect(image).toHaveJSProperty('complete', true);
  const box = (await image.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(MOBILE.width);
  expect(Math.abs(box.height - (box.width * 600) / 960)).toBeLessThan(1.5);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
