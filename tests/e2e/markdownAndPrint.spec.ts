import type {Page} from '@playwright/test';
import {expect, test} from './support';
import {BASE_URL} from '../../playwright.config';
import {waitForHydration} from './support';
import {pageScripts} from '../../src/framework/page-template/startAfterPaint';

/**
 * Reader tools on doc pages: Copy page, View as Markdown, print styles and the /print/<section> layout.
 * Assertions compare the page with its own twin and structure, never with a writer's sentence.
 */

const PAGE = '/dev-docs/quick-start';

async function pageWithTabs(page: Page): Promise<void> {
  await page.goto('/dev-docs/installation/cli');
  await waitForHydration(page);
  await expect(page.locator('main [role="tabpanel"]').nth(1)).toBeAttached();
}

test.describe('page actions', () => {
  test('Copy page puts the Markdown twin on the clipboard and announces it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
    await page.goto(PAGE);
    await waitForHydration(page);
    const actions = page.getByRole('navigation', {name: 'Page tools'});
    const status = actions.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');

    // Keyboard: Tab reaches the button, Enter activates it.
    await actions.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Page copied as Markdown');

    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await page.request.get(`${PAGE}.md`)).text();
    expect(clipboard).toBe(twin);
    const title = (await page.locator('article h1').first().textContent())!.trim();
    expect(clipboard.startsWith(`---\ntitle: ${title}\n`)).toBe(true);
    expect(clipboard).toContain(`\n# ${title}\n`);
  });

  test('the actions do not move the page when the confirmation appears', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
    await page.goto(PAGE);
    await waitForHydration(page);
    const heading = page.locator('article h1').first();
    const before = await heading.boundingBox();
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('navigation', {name: 'Page tools'}).getByRole('status')).not.toHaveText('');
    expect(await heading.boundingBox()).toEqual(before);
  });

  test('View as Markdown opens the twin', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', `${PAGE}.md`);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(`${PAGE}.md`)), link.click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\.md$`));
    const body = await response.text();
    expect(body).toMatch(/^---\ntitle: .+\ndescription: .+\n---\n/);
    expect(body).not.toMatch(/^import |<[A-Z][A-Za-z]+[ />]/m);
  });

  test('Print section leads to the section layout', async ({page}) => {
    await page.goto('/dev-docs/api/rest/parameters');
    await waitForHydration(page);
    const link = page.getByRole('link', {name: 'Print section'});
    await expect(link).toHaveAttribute('href', /^\/print\/dev-docs\/api\/rest$/);
    await link.click();
    await expect(page).toHaveURL(/\/print\/dev-docs\/api\/rest$/);
    await expect(page.locator('main article').nth(1)).toBeAttached();
  });

  test('Print section in view is not prefetched (its route loads every page of the section)', async ({page}) => {
    const scriptsOf = async (route: string) => pageScripts(await (await page.request.get(route)).text());
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // The idle-time prefetch queue (src/framework/idle-prefetch) runs at least one link per idle period: once ten idle
    // periods in a row add no prefetch, every link in view has had its turn.
    const queueDrained = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
            const before = count();
            let rounds = 0;
            const round = () =>
              requestIdleCallback(() => {
                if (count() !== before) resolve(false);
                else if (++rounds === 10) resolve(true);
                else round();
              });
            round();
          }),
      );
    await page.goto('/dev-docs/api/rest/parameters');
    await waitForHydration(page);
    const print = page.getByRole('link', {name: 'Print section'});
    await expect(print).toBeInViewport();
    const printHref = (await print.getAttribute('href')) ?? '';
    // The chunks only the print route needs: every other page this page links to may be prefetched.
    const linked = await page
      .locator('a[href^="/"]')
      .evaluateAll(
        (links, href) =>
          [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))].filter((path) => path !== href),
        printHref,
      );
    const others = new Set((await Promise.all(['/dev-docs/api/rest/parameters', ...linked].map(scriptsOf))).flat());
    const printOnly = (await scriptsOf(printHref)).filter((src) => !others.has(src));
    expect(printOnly.length).toBeGreaterThan(0);
    await expect.poll(queueDrained).toBe(true);
    const list = await prefetched();
    // The links in view were prefetched (the check is not vacuous), the print link's route was not.
    expect(list.length).toBeGreaterThan(0);
    expect(printOnly.filter((src) => list.includes(src))).toEqual([]);
  });
});

test.describe('print', () => {
  test('a doc page prints its content only, with every tab and its label', async ({page}) => {
    await pageWithTabs(page);
    const panels = page.locator('main [role="tabpanel"]');
    const count = await panels.count();
    await expect(panels.nth(1)).toBeHidden();
    await page.emulateMedia({media: 'print'});
    for (const selector of ['.navbar', '.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.page-actions', '.footer']) {
      const element = page.locator(selector).first();
      if ((await element.count()) > 0) await expect(element, selector).toBeHidden();
    }
    await expect(page.locator('.navbar')).toBeHidden();
    for (let i = 0; i < count; i += 1) await expect(panels.nth(i)).toBeVisible();
    const firstTabLabel = (await page.locator('main [role="tab"]').first().textContent())!.trim();
    const label = panels.first().locator('.tab-print-label');
    await expect(label).toBeVisible();
    expect(await label.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(`"${firstTabLabel}"`);
  });

  test('links print with their target and code wraps', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.emulateMedia({media: 'print'});
    const link = page.locator('article .markdown a[href^="/"]:not(.hash-link)').first();
    const href = await link.getAttribute('href');
    expect(await link.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(`" (${href})"`);
    const code = page.locator('article pre code').first();
    expect(await code.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  });

  test('the section route lays out every page of the section, noindex, and prints without the site chrome', async ({page}) => {
    await page.goto('/print/dev-docs/api/rest');
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const listed = await page.getByRole('list', {name: 'Pages in this section'}).getByRole('listitem').count();
    expect(listed).toBeGreaterThan(2);
    await expect(page.locator('main article')).toHaveCount(listed);
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('.navbar')).toBeHidden();
    await expect(page.getByRole('button', {name: 'Print or save as PDF'})).toBeHidden();
    await expect(page.locator('main article').last()).toBeVisible();
  });
});
