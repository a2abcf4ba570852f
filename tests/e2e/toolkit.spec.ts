import {DESKTOP, expect, expectNoSeriousA11yViolations, MOBILE, test, waitForHydration} from './support';

const SHOWCASE = '/writing-guide/components';

test.describe('writer toolkit on the showcase page', () => {
  test.beforeEach(async ({page}) => {
    await page.goto(SHOWCASE);
    await waitForHydration(page);
  });

  test('all nine admonitions render with their default titles', async ({page}) => {
    for (const title of ['note', 'tip', 'info', 'caution', 'warning', 'danger', 'Good to know', 'Prerequisites', 'Tessera tip']) {
      await expect(
        page
          .locator('.theme-admonition')
          .filter({hasText: new RegExp(`^${title}`, 'i')})
          .first(),
      ).toBeVisible();
    }
    await expect(page.locator('.theme-admonition svg')).toHaveCount(9);
  });

  test('JavaScript/TypeScript tabs stay in sync on the page and across reloads', async ({page}) => {
    // Two example groups and the project tree share the js-ts group.
    const groups = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'TypeScript'})});
    await expect(groups).toHaveCount(3);
    await groups.nth(0).getByRole('tab', {name: 'TypeScript'}).click();
    await expect(groups.nth(1).getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
    await expect(groups.nth(1).getByRole('tabpanel').filter({visible: true})).toContainText(
      'export default { register() {}, bootstrap() {} };',
    );
    await expect(page.locator('.project-tree:visible').getByRole('link', {name: 'server.ts'})).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('docusaurus.tab.js-ts'))).toBe('ts');
    await page.reload();
    await expect(groups.nth(0).getByRole('tab', {name: 'TypeScript'})).toHaveAttribute('aria-selected', 'true');
  });

  test('npm commands get yarn and pnpm tabs', async ({page}) => {
    const group = page.locator('.tabs-container').filter({has: page.getByRole('tab', {name: 'pnpm'})});
    await group.getByRole('tab', {name: 'yarn'}).click();
    await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText('yarn add @tessera/plugin-graphql');
    await group.getByRole('tab', {name: 'pnpm'}).click();
    await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText('pnpm add @tessera/plugin-graphql');
  });

  test('the client switcher remembers the chosen client', async ({page}) => {
    const group = page.locator('.multi-language-switcher');
    await group.getByRole('tab', {name: '@tessera/client'}).click();
    await expect(group.getByRole('tabpanel').filter({visible: true})).toContainText("client.collection('restaurants').find()");
    await page.reload();
    await expect(page.locator('.multi-language-switcher').getByRole('tab', {name: '@tessera/client'})).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('badge tooltips show on hover and on keyboard focus', async ({page}) => {
    const badge = page.locator('article [data-badge="enterprise"]').first();
    const tooltip = badge.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await badge.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText('Enterprise');
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await badge.focus();
    await expect(tooltip).toBeVisible();
    await expect(page.locator('[data-badge="version"]').first()).toContainText('5.3.0+');
    await expect(page.locator('article a[data-badge="future"]')).toHaveAttribute('href', '/dev-docs/configurations/features');
  });

  test('the annotation opens and closes with mouse and keyboard', async ({page}) => {
    const term = page.getByRole('button', {name: 'documentId'});
    const popover = page.locator('.annotation-popover');
    await term.click();
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('24-character');
    await page.mouse.click(5, 300);
    await expect(popover).toBeHidden();
    await term.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(term).toBeFocused();
  });

  test('the query builder encodes a known object, keeps focus while typing and reports invalid input', async ({page}) => {
    const editor = page.getByLabel('Query object (JavaScript)');
    const result = page.locator('.query-builder__result');
    await expect(result).toContainText('/api/restaurants?filters[name][$containsi]=bistro');
    await editor.fill('');
    await editor.pressSequentially("{ populate: ['cover'], sort: 'name:desc' }", {delay: 5});
    await expect(editor).toBeFocused();
    await expect(result).toContainText('/api/restaurants?populate[0]=cover&sort=name%3Adesc');
    await page.getByLabel('Endpoint').fill('/api/trails');
    await expect(result).toContainText('/api/trails?populate[0]=cover');
    await editor.fill('{ populate: ');
    await expect(page.locator('.query-builder__error')).toContainText('not a valid query object');
    await editor.fill("{ populate: 'cover', sort: alert(1) }");
    await expect(page.locator('.query-builder__error')).toContainText(/invalid character 'a' at 1:28/);
    await expect(page.locator('h1')).toHaveText('Component showcase');
  });

  test('the breaking-change card, the project tree and the themed screenshot render', async ({page}) => {
    const card = page.locator('.breaking-change-card');
    await expect(card).toContainText('Affects plugins');
    await expect(card).toContainText('Partly');
    await expect(card.getByRole('link', {name: 'upgrade tool'})).toHaveAttribute('href', '/dev-docs/upgrade-tool');
    await expect(page.locator('.project-tree').first().getByRole('link', {name: 'server.js'})).toHaveAttribute(
      'href',
      '/dev-docs/configurations/server',
    );
    const shot = page.locator('img.themed-screenshot:visible');
    await expect(shot).toHaveCount(1);
    await expect(shot).toHaveAttribute('src', /content-manager-list\.light\.svg$/);
  });

  test('the screenshot follows dark mode and can be zoomed', async ({page}) => {
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    const shot = page.locator('img.themed-screenshot:visible');
    await expect(shot).toHaveAttribute('src', /content-manager-list\.dark\.svg$/);
    await shot.scrollIntoViewIfNeeded();
    await expect(shot).toHaveClass(/\bmedium-zoom-image\b/);
    await shot.click();
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
  });
});

test('the API call block is side by side on desktop and stacked at 375 px', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(SHOWCASE);
  const request = page.locator('.api-call__request').first();
  const response = page.locator('.api-call__response').first();
  const [r1, s1] = [await request.boundingBox(), await response.boundingBox()];
  expect(Math.abs(r1!.y - s1!.y)).toBeLessThan(2);
  expect(s1!.x).toBeGreaterThan(r1!.x + r1!.width - 1);

  await page.setViewportSize(MOBILE);
  const [r2, s2] = [await request.boundingBox(), await response.boundingBox()];
  expect(Math.abs(r2!.x - s2!.x)).toBeLessThan(2);
  expect(s2!.y).toBeGreaterThan(r2!.y + r2!.height - 1);
});

test('sidebar items show the badge of their page', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/user-docs/settings/audit-logs');
  const item = page.locator('.theme-doc-sidebar-menu a', {hasText: 'Audit Logs'});
  await expect(item.locator('[data-badge="enterprise"]')).toHaveText(/Enterprise/);
  await item.hover();
  await expect(item.locator('[data-badge="enterprise"] [aria-hidden="true"]')).toBeVisible();
  await page.goto('/user-docs/content-manager/previewing-content');
  await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--active [data-badge="new"]')).toHaveCount(1);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the showcase has no serious or critical accessibility violation in ${mode} mode`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(SHOWCASE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expectNoSeriousA11yViolations(page);
  });
}

test('the live code block loads its playground only on pages that have one', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const withoutLive = new Set(scripts);

  await page.goto(SHOWCASE);
  await waitForHydration(page);
  const playground = page.locator('.playgroundPreview, [class*="playgroundPreview"]').first();
  await expect(playground).toContainText('Welcome to Tessera');
  expect(scripts.filter((url) => !withoutLive.has(url)).length).toBeGreaterThan(0);
});
