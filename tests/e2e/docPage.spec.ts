import {expect, test, waitForHydration} from './support';

test('the table of contents lists heading levels 2 and 3 only', async ({page}) => {
  await page.goto('/dev-docs/cli');
  const tocLinks = page.locator('.table-of-contents a');
  await expect(tocLinks.first()).toBeVisible();
  const targets = await tocLinks.evaluateAll((links) => links.map((link) => decodeURIComponent(link.getAttribute('href')!.slice(1))));
  const levels = await page.evaluate(
    (ids) => ids.map((id) => document.getElementById(id)?.tagName ?? 'missing'),
    targets,
  );
  expect(new Set(levels)).toEqual(new Set(['H2', 'H3']));
  const deeper = await page.locator('article h4[id]').count();
  const inToc = await page.locator('article h4[id]').evaluateAll(
    (headings, ids) => headings.filter((h) => (ids as string[]).includes(h.id)).length,
    targets,
  );
  expect(inToc).toBe(0);
  test.info().annotations.push({type: 'h4 headings on the page', description: String(deeper)});
});

test('heading anchors are titled "Direct link to {heading}"', async ({page}) => {
  await page.goto('/dev-docs/quick-start');
  const heading = page.locator('article h2').first();
  const text = (await heading.evaluate((h) => (h.firstChild?.textContent ?? h.textContent ?? '').trim()))!;
  const link = heading.locator('a.hash-link');
  await expect(link).toHaveAttribute('title', `Direct link to ${text}`);
  await expect(link).toHaveAttribute('href', /^#/);
});

test.describe('image zoom', () => {
  const PAGE = '/cloud/cloud-fundamentals';
  const image = (page: import('@playwright/test').Page) => page.locator('article .markdown img').first();
  test.beforeEach(async ({page}) => {
    await page.goto(PAGE);
    // medium-zoom marks the images it is attached to.
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
  });
  const zoomed = (page: import('@playwright/test').Page) => page.locator('.medium-zoom-image--opened');
  /** Opens the zoom and waits for its opening animation: medium-zoom ignores close requests while animating. */
  const openZoom = async (page: import('@playwright/test').Page) => {
    await image(page).click();
    await expect(zoomed(page)).toHaveCount(1);
    await page.waitForTimeout(500);
  };

  test('opens on click and closes on Escape', async ({page}) => {
    await page.waitForTimeout(1100); // zoom attaches again 1000 ms after a route update
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
    await page.evaluate(() => window.scrollBy(0, 20));
    await page.waitForTimeout(300);
    await expect(zoomed(page)).toHaveCount(1);
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('closes on a resize', async ({page}) => {
    await openZoom(page);
    await page.setViewportSize({width: 900, height: 700});
    await expect(zoomed(page)).toHaveCount(0);
  });

  test('works again after client-side navigation', async ({page}) => {
    await page.goto('/release-notes');
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'Cloud Docs'}).click();
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Fundamentals', exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await page.waitForTimeout(1100);
    await image(page).click();
    await expect(zoomed(page)).toHaveCount(1);
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
