import {expect, expectNoSeriousA11yViolations, MOBILE, test, waitForHydration} from './support';

/** The home page (/home/Home): a start page derived from the sidebars, the release data and the tags. */

// Several page loads and axe runs per test: give them the time a shared CI machine needs.
test.beforeEach(() => test.slow());

test('each area lists the top-level entries of its sidebar, in order, and they open', async ({page}) => {
  for (const [area, start] of [
    ['User Guide', '/user-docs/intro'],
    ['Cloud Docs', '/cloud/intro'],
  ] as const) {
    await page.goto(start);
    await waitForHydration(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await expect(sidebar).toBeVisible();
    // the sidebar's top level, without cross-links to other areas
    const labels = (await sidebar.locator(':scope > li:not(.sidebar-back-link)').allInnerTexts()).map((text) =>
      text.split('\n')[0]!.trim(),
    );

    await page.goto('/home/Home');
    const section = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: area, exact: true})});
    const entries = section.getByRole('listitem').getByRole('link');
    await expect(entries).toHaveText(labels);
  }
  await page
    .locator('section')
    .filter({has: page.getByRole('heading', {level: 2, name: 'Dev Docs', exact: true})})
    .getByRole('listitem')
    .getByRole('link')
    .first()
    .click();
  await expect(page.locator('article h1')).toBeVisible();
});

test('the latest release is the newest on the release notes page, and its link lands on it', async ({page}) => {
  await page.goto('/release-notes');
  const newest = (await page.locator('article h2').first().textContent())!.replace(/[^0-9.]/g, '');
  await page.goto('/home/Home');
  const release = page.getByRole('complementary', {name: /Latest release/});
  await expect(release.getByRole('heading')).toContainText(newest);
  await release.getByRole('link', {name: /release notes/}).click();
  await expect(page).toHaveURL(new RegExp(`/release-notes#${newest.replace(/\./g, '-')}$`));
  await expect(page.getByRole('heading', {level: 2, name: newest})).toBeInViewport();
});

test('the tags shown are the most used, with their page counts', async ({page}) => {
  await page.goto('/home/Home');
  const tags = page
    .locator('section')
    .filter({has: page.getByRole('heading', {name: 'Tags worth browsing'})})
    .getByRole('listitem')
    .getByRole('link');
  expect(await tags.count()).toBeGreaterThanOrEqual(8);
  const counts = (await tags.locator('span').allTextContents()).map(Number);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  await tags.first().click();
  await expect(page).toHaveURL(/\/tags\/[^/]+$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText(String(counts[0]));
});

test('the entry points by role all resolve', async ({page}) => {
  await page.goto('/home/Home');
  const roles = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: 'Start by role'})});
  await expect(roles.getByRole('heading', {level: 3})).toHaveCount(3);
  const hrefs = await roles.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(12);
  for (const href of hrefs) expect((await page.request.get(href)).status(), href).toBe(200);
});

test('fits 375 px', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/home/Home');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
});

for (const mode of ['light', 'dark'] as const) {
  test(`no serious axe violation on /home/Home in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto('/home/Home');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expectNoSeriousA11yViolations(page);
  });
}
