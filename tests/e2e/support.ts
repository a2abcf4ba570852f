import AxeBuilder from '@axe-core/playwright';
import {test as base, expect} from '@playwright/test';
import type {ConsoleMessage, Locator, Page, Request} from '@playwright/test';

/** Console messages that mean the page broke the Content-Security-Policy or failed to hydrate. */
const CSP_VIOLATION = /Content Security Policy|\[csp-violation\]/i;
const HYDRATION_ERROR =
  /Minified React error #(418|423|425)\b|hydrat(ion|ing) (failed|error|mismatch)|did not match|server rendered (HTML|text) didn't match/i;

/**
 * Every test runs with this automatic fixture: the site is served with its build-time CSP
 * (scripts/serve-build.mts applies build/_headers), and the test fails if the page reports a CSP violation
 * (the `securitypolicyviolation` event or Chromium's console message) or a React hydration error.
 * A test that provokes one on purpose opts out with `test.use({pageGuards: false})`.
 */
export const test = base.extend<{pageGuards: boolean; pageProblems: string[]}>({
  pageGuards: [true, {option: true}],
  pageProblems: [
    async ({page, pageGuards}, use) => {
      const problems: string[] = [];
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
          );
        });
      });
      const onConsole = (message: ConsoleMessage) => {
        const text = message.text();
        if (CSP_VIOLATION.test(text) || (message.type() === 'error' && HYDRATION_ERROR.test(text))) problems.push(`${page.url()}: ${text}`);
      };
      const onPageError = (error: Error) => {
        if (HYDRATION_ERROR.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(problems);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      if (pageGuards) expect(problems, 'CSP violations or hydration errors').toEqual([]);
    },
    {auto: true},
  ],
});
export {expect};

/**
 * The smoke subset (navigation, search, code blocks, the phone menu), also run against the stock build
 * (FRAMEWORK_PATCHES=0, the `stock-smoke` project of playwright.config.ts): it must pass with or without src/framework.
 */
export const SMOKE = {tag: '@smoke'};

/** Records every request the page makes to an origin other than the served site. */
export function recordForeignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:') || url.startsWith('about:')) return;
    if (new URL(url).origin !== siteOrigin) foreign.push(url);
  });
  return foreign;
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** The colour-mode toggle's accessible name ("Switch between dark and light mode (currently dark mode)"). */
export const COLOR_MODE_TOGGLE = /dark mode|light mode|system mode/i;

/**
 * Clicks a hydrated colour-mode toggle until the reader's choice is `mode`. The toggle cycles system → light → dark →
 * system and names the current choice; each click must change that name, so a click that does nothing fails.
 */
export async function chooseColorMode(page: Page, toggle: Locator, mode: 'light' | 'dark' | 'system'): Promise<void> {
  await waitForHydration(page);
  for (let clicks = 0; clicks < 3; clicks += 1) {
    const label = (await toggle.getAttribute('aria-label')) ?? '';
    if (label.includes(`(currently ${mode} mode)`)) return;
    await toggle.click();
    await expect(toggle).not.toHaveAttribute('aria-label', label);
  }
  throw new Error(`the colour-mode toggle never offered ${mode} mode`);
}

/** Switches the page to the other colour mode with the toggle and returns it ("light" or "dark"). */
export async function switchColorMode(page: Page, toggle: Locator): Promise<string> {
  await waitForHydration(page);
  const other = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'light' : 'dark';
  await chooseColorMode(page, toggle, other);
  await expect(page.locator('html')).toHaveAttribute('data-theme', other);
  return other;
}

export const MOBILE = {width: 375, height: 740};
export const DESKTOP = {width: 1280, height: 900};

/** Runs axe (WCAG 2.1 A and AA) on the page, or on the part `include` selects, and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Only violations are read: axe skips collecting every passing and inapplicable node, most of its time on long pages.
  const builder = new AxeBuilder({page});
  const results = await (include ? builder.include(include) : builder)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({resultTypes: ['violations']})
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking).toEqual([]);
}

/** Starts adding up the page's layout shifts (not those right after input) from its first paint; read with `layoutShift`. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {__shift: number};
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number; hadRecentInput: boolean}[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

/** The layout shift recorded since `recordLayoutShift`. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as {__shift: number}).__shift);
}
