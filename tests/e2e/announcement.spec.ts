import {expect, test, waitForHydration} from './support';

test('the announcement bar can be closed and stays closed after a reload', async ({page}) => {
  await page.goto('/');
  // The button itself, once hydrated (a tap before hydration is held and replayed: tests/e2e/earlyTaps.spec.ts).
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('Tessera Docs has a brand new design');
  await expect(bar.getByRole('link', {name: 'our feedback form'})).toHaveAttribute('href', /^https:\/\//);
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
  await page.goto('/dev-docs/intro');
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

test('the announcement bar comes back when its id changes', async ({page}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  await page.goto('/');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});
