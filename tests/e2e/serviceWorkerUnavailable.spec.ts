import type {ConsoleMessage, Page} from '@playwright/test';
import {expect, test, waitForHydration} from './support';

/**
 * Offline reading registers a service worker after load, when the browser is idle (src/plugins/offline/register.ts).
 * A browser that cannot register one logs at most one warning, no error, and the site works as without offline
 * reading. Every context of this suite blocks service workers (playwright.config.ts: `serviceWorkers: 'block'`, which
 * makes register() warn and return nothing); the other cases are set up by an init script.
 */

/** Records the page's console warnings and errors, and its uncaught exceptions as errors. */
function recordConsole(page: Page): {warnings: string[]; errors: string[]} {
  const log = {warnings: [] as string[], errors: [] as string[]};
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') log.warnings.push(message.text());
    if (message.type() === 'error') log.errors.push(message.text());
  });
  page.on('pageerror', (error) => log.errors.push(error.message));
  return log;
}

/**
 * Wraps register() as the browser (or Playwright's blocking) left it, to mark when the site's call has settled and
 * everything that runs after it in the same turn has run: `window.__registerSettled`.
 */
const MARK_REGISTER_SETTLED = () => {
  const proto = ServiceWorkerContainer.prototype;
  const register = proto.register;
  proto.register = function markedRegister(this: ServiceWorkerContainer, ...args: Parameters<ServiceWorkerContainer['register']>) {
    const result = Promise.resolve().then(() => register.apply(this, args));
    const mark = () => setTimeout(() => ((window as unknown as {__registerSettled: boolean}).__registerSettled = true));
    result.then(mark, mark);
    return result;
  } as ServiceWorkerContainer['register'];
};

/** After the offline feature gave up: a client-side navigation still works. */
async function expectSiteWorks(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {noReloadMarker: boolean}).noReloadMarker = true));
  await page.locator('nav.navbar').getByRole('link', {name: 'User Guide', exact: true}).click();
  await expect(page).toHaveURL(/\/user-docs\/intro$/);
  await expect(page.locator('article h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {noReloadMarker?: boolean}).noReloadMarker)).toBe(true);
}

test('where service workers are blocked (register() returns nothing), no error and at most one warning', async ({page}) => {
  const log = recordConsole(page);
  await page.addInitScript(MARK_REGISTER_SETTLED);
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as {__registerSettled?: boolean}).__registerSettled === true, undefined, {
    timeout: 15_000,
  });
  expect(log.errors).toEqual([]);
  // Playwright's own "Service Worker registration blocked by Playwright" is that one warning.
  expect(log.warnings.length).toBeLessThanOrEqual(1);
  await expectSiteWorks(page);
  expect(log.errors).toEqual([]);
  expect(log.warnings.length).toBeLessThanOrEqual(1);
});

test('where register() is refused (a SecurityError), no error and exactly one warning', async ({page}) => {
  const log = recordConsole(page);
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.register = () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'));
  });
  await page.addInitScript(MARK_REGISTER_SETTLED);
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  await page.waitForFunction(() => (window as unknown as {__registerSettled?: boolean}).__registerSettled === true, undefined, {
    timeout: 15_000,
  });
  expect(log.errors).toEqual([]);
  expect(log.warnings).toHaveLength(1);
  expect(log.warnings[0]).toMatch(/Offline reading is off.*SecurityError/);
  await expectSiteWorks(page);
  expect(log.errors).toEqual([]);
  expect(log.warnings).toHaveLength(1);
});

test('where navigator.serviceWorker is undefined, nothing is logged', async ({page}) => {
  const log = recordConsole(page);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'serviceWorker', {get: () => undefined, configurable: true});
  });
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  // The registration would start once the page has loaded and the browser is idle, and load its code.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 5000})));
  await page.waitForLoadState('networkidle');
  expect(log.errors).toEqual([]);
  expect(log.warnings).toEqual([]);
  await expectSiteWorks(page);
  expect(log.errors).toEqual([]);
  expect(log.warnings).toEqual([]);
});
