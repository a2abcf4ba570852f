import type {Page} from '@playwright/test';
import {SLIDE_INTERVAL_MS} from '../../src/lib/landing/carousel';
import {DESKTOP, expect, expectNoSeriousA11yViolations, MOBILE, test, waitForHydration} from './support';

/** The landing page (/): translucent navbar, hero search, What's new carousel, particle field, Tile Breaker. */

// Several page loads and axe runs per test: give them the time a shared CI machine needs.
test.beforeEach(() => test.slow());

/** The alpha channel of the navbar's computed background colour (1 when opaque). */
async function navbarAlpha(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((element) => {
    const color = getComputedStyle(element).backgroundColor;
    const slash = /\/\s*([\d.]+)\s*\)$/.exec(color);
    if (slash) return Number(slash[1]);
    const parts = /rgba?\(([^)]+)\)/.exec(color)?.[1]?.split(',') ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
}

/**
 * Opens the landing page with fake timers, paused once the page has hydrated: from then on the carousel moves
 * only when the test runs the clock, however slow the machine. Returns the slide shown at that moment (1-3).
 */
async function openWithPausedClock(page: Page): Promise<number> {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 3000);
  return Number(await page.getByRole('region', {name: "What's new"}).getAttribute('data-active-slide'));
}

const after = (slide: number, step = 1) => String(((slide - 1 + step + 3) % 3) + 1);

async function blurAndLeave(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

for (const mode of ['light', 'dark'] as const) {
  test(`the navbar is translucent over the hero and solid once the page scrolls (${mode})`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect.poll(() => navbarAlpha(page)).toBeLessThan(0.9);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(page.locator('html')).toHaveAttribute('data-landing-navbar', 'solid');
    await expect.poll(() => navbarAlpha(page)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('html')).toHaveAttribute('data-landing-navbar', 'over-hero');
    await expect.poll(() => navbarAlpha(page)).toBeLessThan(0.9);
    // other pages keep the normal navbar
    await page.locator('nav.navbar').getByRole('link', {name: 'Dev Docs'}).click();
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-landing-navbar', /.*/);
    await expect.poll(() => navbarAlpha(page)).toBe(1);
  });
}

test('the hero search box opens the search modal with what was typed, and gets the focus back', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('searchbox', {name: 'Search the documentation'});
  await box.fill('populate');
  await box.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('populate');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the page stayed: no form submission
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(box).toBeFocused();
});

test.describe("What's new carousel", () => {
  test('rotates on its own, announced as a carousel of three slides', async ({page}) => {
    const first = await openWithPausedClock(page);
    const carousel = page.getByRole('region', {name: "What's new"});
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await expect(carousel.getByRole('group', {name: `${first} of 3`})).toHaveAttribute('aria-roledescription', 'slide');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    // hidden slides are out of the accessibility tree
    await expect(carousel.getByRole('group')).toHaveCount(1);
    // The clock was paused at an unknown point of the first slide's interval: run it a second at a time until the
    // slide changes, which must happen within one interval and move to the next slide (never skip one).
    let shown = first;
    for (let step = 0; step < 3; step += 1) {
      let ran = 0;
      let now = shown;
      while (now === shown && ran <= SLIDE_INTERVAL_MS) {
        await page.clock.runFor(1_000);
        ran += 1_000;
        now = Number(await carousel.getAttribute('data-active-slide'));
      }
      expect(String(now)).toBe(after(shown));
      await expect(carousel.getByRole('group', {name: `${now} of 3`})).toBeVisible();
      shown = now;
    }
  });

  test('the pause control stops and restarts the rotation; hover and focus hold it', async ({page}) => {
    const first = await openWithPausedClock(page);
    const carousel = page.getByRole('region', {name: "What's new"});
    await carousel.getByRole('button', {name: 'Stop automatic slide show'}).click();
    await blurAndLeave(page);
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute('data-active-slide', String(first));

    await carousel.getByRole('button', {name: 'Start automatic slide show'}).click();
    // the pointer is still over the carousel: it holds still
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await blurAndLeave(page);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(8_000);
    await expect(carousel).toHaveAttribute('data-active-slide', after(first));

    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute('data-active-slide', after(first));
  });

  test('arrows and dots work from the keyboard', async ({page}) => {
    const first = await openWithPausedClock(page);
    const carousel = page.getByRole('region', {name: "What's new"});
    await carousel.getByRole('button', {name: 'Next slide'}).focus();
    await page.keyboard.press('Enter');
    await expect(carousel).toHaveAttribute('data-active-slide', after(first));
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', {name: 'Previous slide'})).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(carousel).toHaveAttribute('data-active-slide', after(first, -1));
    await carousel.getByRole('button', {name: /^Slide 1:/}).focus();
    await page.keyboard.press('Enter');
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    await expect(carousel.getByRole('button', {name: /^Slide 1:/})).toHaveAttribute('aria-current', 'true');
    // focus inside holds the rotation
    await page.clock.runFor(30_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    // the shown slide's links come next in the tab order (the hidden slides' links are inert)
    await carousel.getByRole('button', {name: /^Slide 3:/}).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('group', {name: '1 of 3'}).getByRole('link').first()).toBeFocused();
  });
});

test.describe('under prefers-reduced-motion: reduce', () => {
  test('nothing rotates, no particle field, no game', async ({page}) => {
    const effects: string[] = [];
    page.on('request', (request) => {
      if (/landing-(particles|tile-breaker)/.test(request.url())) effects.push(request.url());
    });
    await page.emulateMedia({reducedMotion: 'reduce'});
    const first = await openWithPausedClock(page);
    expect(first).toBe(1);
    const carousel = page.getByRole('region', {name: "What's new"});
    await expect(carousel.getByRole('button', {name: 'Start automatic slide show'})).toBeVisible();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(60_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '1');
    await expect(page.locator('canvas[data-particles]')).toHaveAttribute('data-particles', 'off');
    await expect(page.getByRole('button', {name: 'Play Tile Breaker'})).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(effects).toEqual([]);
    // the reader may still start the slide show on purpose
    await carousel.getByRole('button', {name: 'Start automatic slide show'}).click();
    await blurAndLeave(page);
    await page.clock.runFor(8_000);
    await expect(carousel).toHaveAttribute('data-active-slide', '2');
  });
});

test('the particle field starts after the page has loaded, and only on the landing page', async ({page}) => {
  const effects: string[] = [];
  page.on('request', (request) => {
    if (/landing-(particles|tile-breaker)/.test(request.url())) effects.push(new URL(request.url()).pathname);
  });
  await page.goto('/dev-docs/intro');
  await page.waitForLoadState('networkidle');
  expect(effects).toEqual([]);

  await page.goto('/');
  const field = page.locator('canvas[data-particles]');
  await expect(field).toHaveAttribute('data-particles', 'running');
  await expect(field).toHaveAttribute('aria-hidden', 'true');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunk = performance.getEntriesByType('resource').find((entry) => entry.name.includes('landing-particles'));
    return {loaded: navigation.loadEventEnd, chunk: chunk?.startTime ?? -1};
  });
  expect(timing.chunk).toBeGreaterThanOrEqual(timing.loaded);
  // the canvas is out of the flow: it never shifts the layout
  expect(await field.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  // it draws something
  const drawn = await field.evaluate((element: HTMLCanvasElement) => {
    const data = element.getContext('2d')!.getImageData(0, 0, element.width, element.height).data;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
    return false;
  });
  expect(drawn).toBe(true);
});

test('Tile Breaker opens in a dialog, takes keys, and Escape returns the focus', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const trigger = page.getByRole('button', {name: 'Play Tile Breaker'});
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Tile Breaker'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-game-state', 'ready');
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect(dialog.getByRole('img', {name: /Game field/})).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toHaveAttribute('data-game-state', 'playing');
  await page.keyboard.press('Space');
  await expect(dialog).toHaveAttribute('data-game-state', 'paused');
  await expect(dialog.locator('[aria-live]')).toContainText('Paused');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // the pointer plays too: a click serves
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('img', {name: /Game field/}).click();
  await expect(dialog).toHaveAttribute('data-game-state', 'playing');
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
});

test.describe('at 375 px', () => {
  test.use({viewport: MOBILE});

  test('everything fits, the search box and the area cards are usable', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const box = page.getByRole('searchbox', {name: 'Search the documentation'});
    const size = await box.boundingBox();
    expect(size!.width).toBeGreaterThan(150);
    await expect(page.getByRole('heading', {level: 2, name: 'Dev Docs'})).toBeVisible();
    await page.getByRole('link', {name: 'Plugin SDK'}).click();
    await expect(page).toHaveURL(/\/dev-docs\/plugins\/development\/plugin-sdk$/);
  });
});

for (const mode of ['light', 'dark'] as const) {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`no serious axe violation on / in ${mode} mode at ${viewport.width} px, with the game open too`, async ({page}) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', {name: 'Play Tile Breaker'}).click();
      await expect(page.getByRole('dialog', {name: 'Tile Breaker'})).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
}
