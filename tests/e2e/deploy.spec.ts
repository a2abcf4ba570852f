import fs from 'node:fs';
import path from 'node:path';
import {expect, test, waitForHydration} from './support';
import {FIXTURES, FixtureSite} from './fixtureDeploys';

/**
 * A deploy replaces the build while a reader has a page of the old one open: the old page's next navigation asks for
 * chunks the new build no longer has. Docusaurus then reloads the window, and the reader lands on the new build's page.
 * The two deploys are the reader-tools fixture's revisions A and B; the server switches folder between two requests.
 */

/** Script chunks of build A that build B does not have under the same name: they answer 404 after the swap. */
function chunksGoneAfterSwap(): string[] {
  const names = (revision: string) => new Set(fs.readdirSync(path.join(FIXTURES, revision, 'assets/js')));
  const after = names('b');
  return [...names('a')].filter((name) => !after.has(name));
}

// Without a service worker (blocked for every test in playwright.config.ts): the first visit before the worker
// installs, or a browser that has none. (With one, readerTools.spec.ts shows the cached page replaced by the new
// deploy on reload.)

test('a deploy that replaces the build while a page is open: the next navigation reloads into the new build', async ({page}) => {
  const gone = chunksGoneAfterSwap();
  expect(gone.length).toBeGreaterThan(0);
  const site = new FixtureSite();
  const origin = await site.start();
  try {
    await page.goto(`${origin}/dev-docs/intro`);
    await waitForHydration(page);
    await expect(page.getByTestId('revision')).toHaveText('Build A');

    // Build A's chunks the open page has not fetched yet answer 404 once build B is served.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const unfetched = gone.filter((name) => !fetched.some((url) => url.endsWith(`/assets/js/${name}`)));
    expect(unfetched.length).toBeGreaterThan(0);
    // 404s of build A's chunks from the click on (idle-time link prefetching may ask for others before it).
    const missing: string[] = [];
    let clicked = false;
    page.on('response', (response) => {
      if (clicked && response.status() === 404 && unfetched.some((name) => response.url().endsWith(`/assets/js/${name}`)))
        missing.push(response.url());
    });

    site.revision = 'b';
    await page.evaluate(() => ((window as unknown as {beforeDeploy: boolean}).beforeDeploy = true));
    const reloaded = page.waitForEvent('load');
    clicked = true;
    await page.locator('footer').getByRole('link', {name: 'Documentation status'}).click();
    await reloaded;
    expect(missing.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/status$/);
    expect(await page.evaluate(() => (window as unknown as {beforeDeploy?: boolean}).beforeDeploy)).toBeUndefined();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();

    // The window now runs build B: its pages show B's revision.
    await page.locator('nav.navbar').getByRole('link', {name: 'Dev Docs'}).first().click();
    await expect(page.getByTestId('revision')).toHaveText('Build B');
  } finally {
    await site.stop();
  }
});
