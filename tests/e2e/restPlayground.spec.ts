import type {Locator, Page} from '@playwright/test';
import {expect, expectNoSeriousA11yViolations, MOBILE, test, waitForHydration} from './support';

// The test-only page /__tests/rest-playground: an ApiCall whose request filters the restaurants by `bistro`, and a
// request with tryIt={false}. The answers come from the REST evaluator over the Trailhead documents, so the tests read
// the names the playground shows instead of expecting a list.
const PAGE = '/__tests/rest-playground';
const BUILDER = '/dev-docs/api/rest/interactive-query-builder';
const PLAYGROUND_CHUNK = /rest-playground/;

/** Records the scripts of the playground's chunks that the page requests. */
function recordPlaygroundChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && PLAYGROUND_CHUNK.test(request.url())) chunks.push(request.url());
  });
  return chunks;
}

/** The names of restaurants the shown JSON lists. */
async function shownNames(playground: Locator): Promise<string[]> {
  const json = (await playground.locator('.rest-playground__response pre').textContent()) ?? '';
  return [...json.matchAll(/"name": "([^"]*)"/g)].map((match) => match[1]!);
}

async function openPlayground(page: Page): Promise<Locator> {
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const playground = page.locator('.rest-playground');
  await expect(playground.locator('.rest-playground__status')).toContainText('200');
  return playground;
}

test('Try it loads the playground only when pressed, opens it with the focus inside, and answers from the example data', async ({page}) => {
  const chunks = recordPlaygroundChunks(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(chunks, 'no playground chunk before Try it').toEqual([]);

  const tryIt = page.getByRole('button', {name: 'Try it'});
  await expect(tryIt).toHaveAttribute('aria-expanded', 'false');
  await tryIt.click();
  const playground = page.getByRole('region', {name: /^Try it/});
  await expect(playground).toBeVisible();
  expect(chunks.length, 'the playground chunk is requested after the click').toBeGreaterThan(0);
  await expect(tryIt).toHaveAttribute('aria-expanded', 'true');
  await expect(tryIt).toHaveAttribute('aria-controls', (await playground.getAttribute('id'))!);

  await expect(playground.getByLabel('URL (path and query)')).toBeFocused();
  await expect(playground.getByText('No request is sent to any server')).toBeVisible();
  await expect(playground.getByText(/in your browser on the data of Trailhead/)).toBeVisible();
  await expect(playground.locator('.rest-playground__request')).toHaveText('GET /api/restaurants?filters[name][$containsi]=bistro');
  await expect(playground.getByRole('status')).toHaveText(/^200 OK, \d+ documents?$/);
  const names = await shownNames(playground);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('bistro');

  // The request without Try it has no button: one button on the page.
  await expect(page.getByRole('button', {name: 'Try it'})).toHaveCount(1);
});

test('Try it on a write request sends the body of its example with the token the page means, and answers as the page shows', async ({
  page,
}) => {
  await page.goto('/__tests/rest-playground-write');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Try it'}).click();
  const playground = page.getByRole('region', {name: /^Try it/});
  await expect(playground.getByText('with a full-access API token')).toBeVisible();
  await expect(playground.getByLabel('Request body (JSON)')).toHaveValue(/"name": "Quillwort probe"/);
  await expect(playground.getByRole('status')).toHaveText(/^201 Created/);
  await expect(playground.locator('.rest-playground__response pre')).toContainText('"name": "Quillwort probe"');
});

test('editing the filter as a URL and as a qs object changes the response', async ({page}) => {
  const playground = await openPlayground(page);
  const bistros = await shownNames(playground);
  expect(bistros.some((name) => name.includes('Bistro'))).toBe(true);

  const url = playground.getByLabel('URL (path and query)');
  await url.fill((await url.inputValue()).replace('bistro', 'ramen'));
  await expect(playground.locator('.rest-playground__request')).toHaveText('GET /api/restaurants?filters[name][$containsi]=ramen');
  await expect.poll(() => shownNames(playground)).toContainEqual(expect.stringContaining('Ramen'));
  for (const name of bistros) await expect(playground.locator('.rest-playground__response pre')).not.toContainText(name);

  // The same query as a qs object: the URL's query, read the way the server reads it.
  await playground.getByLabel('qs object', {exact: true}).check();
  const object = playground.getByLabel('Query object (as given to qs.stringify)');
  await expect(object).toHaveValue(/\$containsi: 'ramen'/);
  await expect(playground.getByLabel('Path', {exact: true})).toHaveValue('/api/restaurants');
  await object.fill((await object.inputValue()).replace("'ramen'", "'bistro'"));
  await expect(playground.locator('.rest-playground__request')).toHaveText('GET /api/restaurants?filters[name][$containsi]=bistro');
  await expect.poll(() => shownNames(playground)).toEqual(bistros);

  // Back to the URL: the object's URL, encoded.
  await playground.getByLabel('URL', {exact: true}).check();
  await expect(url).toHaveValue('/api/restaurants?filters[name][$containsi]=bistro');
});

test('an unknown operator shows and announces the documented 400', async ({page}) => {
  const playground = await openPlayground(page);
  const url = playground.getByLabel('URL (path and query)');
  await url.fill((await url.inputValue()).replace('$containsi', '$like'));
  const status = playground.getByRole('status');
  await expect(status).toHaveText(/^400 ValidationError: /);
  await expect(status).toHaveAttribute('aria-live', /polite/);
  await expect(playground.locator('.rest-playground__response pre')).toContainText('"name": "ValidationError"');
  await expect(playground.locator('.rest-playground__response pre')).toContainText('"status": 400');

  // An object that cannot be read is said, not sent.
  await playground.getByLabel('qs object', {exact: true}).check();
  await playground.getByLabel('Query object (as given to qs.stringify)').fill('{ filters: ');
  await expect(status).toHaveText(/^Not sent: the query object is not valid/);
});

test('Escape closes the playground and returns the focus to Try it; the keyboard alone opens it', async ({page}) => {
  const playground = await openPlayground(page);
  await playground.getByLabel('URL (path and query)').press('Escape');
  await expect(playground).toHaveCount(0);
  const tryIt = page.getByRole('button', {name: 'Try it'});
  await expect(tryIt).toBeFocused();
  await expect(tryIt).toHaveAttribute('aria-expanded', 'false');

  // From the top of the article, Tab reaches Try it; Enter opens; Shift+Tab goes back through the mode to Close,
  // which Space presses.
  await page.getByRole('heading', {level: 1, name: 'REST playground test'}).click();
  for (let presses = 0; presses < 30 && !(await tryIt.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(tryIt).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('URL (path and query)')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('URL', {exact: true})).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.rest-playground').getByRole('button', {name: 'Close'})).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.rest-playground')).toHaveCount(0);
  await expect(tryIt).toBeFocused();
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open playground passes axe in ${mode} mode`, async ({page}) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    const playground = await openPlayground(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await playground.getByLabel('URL (path and query)').fill('/api/restaurants?filters[name][$like]=x');
    await expect(playground.getByRole('status')).toHaveText(/^400/);
    await expectNoSeriousA11yViolations(page, '.rest-playground');
  });
}

test.describe('on a phone', () => {
  test.use({viewport: MOBILE, hasTouch: true, isMobile: true});

  test('the playground opens with a tap and the page does not scroll sideways', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Try it'}).tap();
    const playground = page.locator('.rest-playground');
    await expect(playground.getByRole('status')).toHaveText(/^200/);
    await playground.getByLabel('qs object', {exact: true}).tap();
    await expect(playground.getByLabel('Query object (as given to qs.stringify)')).toBeVisible();
    const widths = await page.evaluate(() => ({scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth}));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    const box = (await playground.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
  });
});

test('the query builder answers on demand, and its answer follows the edited query object', async ({page}) => {
  const chunks = recordPlaygroundChunks(page);
  await page.goto(BUILDER);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(chunks, 'no playground chunk before the reader asks').toEqual([]);

  const builder = page.locator('.query-builder');
  const object = builder.getByLabel('Query object (JavaScript)');
  await object.fill("{ filters: { name: { $containsi: 'ramen' } } }");
  await builder.getByRole('button', {name: 'Run on example data'}).click();
  const response = builder.getByRole('region', {name: 'Response from the example data'});
  await expect(response).toBeFocused();
  expect(chunks.length).toBeGreaterThan(0);
  await expect(response.getByText('No request is sent to any server')).toBeVisible();
  await expect(response.getByRole('status')).toHaveText(/^200 OK/);
  await expect.poll(() => shownNames(builder)).toContainEqual(expect.stringContaining('Ramen'));

  await object.fill("{ filters: { name: { $containsi: 'bistro' } } }");
  await expect.poll(() => shownNames(builder)).toContainEqual(expect.stringContaining('Bistro'));
  expect((await shownNames(builder)).some((name) => name.includes('Ramen'))).toBe(false);

  await object.fill("{ filters: { name: { $like: 'bistro' } } }");
  await expect(response.getByRole('status')).toHaveText(/^400 ValidationError: /);
});
