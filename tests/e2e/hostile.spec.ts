import type {Page} from '@playwright/test';
import {MAX_QUERY_LENGTH} from '../../src/lib/search/constants';
import {DESKTOP, expect, test, waitForHydration} from './support';

/**
 * Hostile and odd input, in one place: markup and script payloads, huge, emoji, right-to-left, zero-width and
 * regex-special text in every input and address parameter (q, area, page, ask), out-of-range pages, path
 * traversal in `area`, rapid typing, and opening the search modal many times. Every payload tries to set
 * window.__pwned; the page must show it as text and keep working.
 */
/** Answers that need the whole search index: loading it takes long on a busy CI machine. */
const INDEX = {timeout: 60_000};
test.describe.configure({timeout: 180_000});

const PAYLOADS = [
  '<script>window.__pwned=1</script>',
  '"><img src=x onerror="window.__pwned=1">',
  "'><svg onload=window.__pwned=1>",
  'javascript:window.__pwned=1',
  "{{constructor.constructor('window.__pwned=1')()}}",
  '</textarea><iframe srcdoc="<script>parent.__pwned=1</script>">',
  '🧩 Tessera 🚀 content',
  'مرحبا populate',
  'pop\u200bulate\u200d',
  '.*+?^${}()|[]\\ populate',
  'x'.repeat(10_000),
];

async function expectIntact(page: Page): Promise<void> {
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as {__pwned?: number}).__pwned)).toBeUndefined();
  await expect(page.locator('h1').first()).toBeVisible();
}

test('payloads in q, area, page and ask stay text on the search page and in Ask AI', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const payload of PAYLOADS) {
    const q = encodeURIComponent(payload);
    // The 10 kB payload goes in q alone: three copies would pass the server's 16 kB request-header limit (see the 1 MB test).
    await page.goto(payload.length > 1000 ? `/search?q=${q}` : `/search?q=${q}&area=${q}&page=${q}`);
    await expectIntact(page);
    await expect(page.locator('[data-search-status]')).not.toHaveAttribute('data-search-status', 'loading', INDEX);
    await page.goto(`/dev-docs/intro?ask=${q}`);
    await expectIntact(page);
    await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('odd page and area values show a usable search page', async ({page}) => {
  for (const query of ['page=-1', 'page=abc', 'page=999999', 'page=1e9', 'area=../../x', 'area=%00', 'area=dev-docs&area=cloud']) {
    await page.goto(`/search?q=populate&${query}`);
    await expectIntact(page);
    await expect(page.locator('[data-search-status]')).toHaveAttribute('data-search-status', /done|error/, INDEX);
    await expect(page.locator('[data-search-status]')).not.toHaveAttribute('data-search-status', 'error', INDEX);
  }
});

test('a 1 MB address parameter is refused by the server, which keeps serving', async ({request}) => {
  const response = await request.get(`/search?q=${'x'.repeat(1024 * 1024)}`).catch(() => null);
  if (response) expect(response.status()).toBeGreaterThanOrEqual(400);
  expect((await request.get('/search?q=populate')).status()).toBe(200);
});

test('payloads in the search modal, the search page form and the query builder stay text', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  for (const payload of PAYLOADS) {
    await input.fill(payload);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-Hits').first()).toBeVisible(INDEX);
  }
  await expectIntact(page);
  await page.keyboard.press('Escape');

  await page.goto('/writing-guide/components');
  await waitForHydration(page);
  const editor = page.getByLabel('Query object (JavaScript)');
  for (const payload of PAYLOADS) {
    await editor.fill(payload);
    await expect(page.locator('.query-builder__error, .query-builder__result').first()).toBeVisible();
  }
  await editor.fill(`{ q: ${JSON.stringify(PAYLOADS[1])} }`);
  await expect(page.locator('.query-builder__result')).toContainText('q=%22%3E%3Cimg');
  await expectIntact(page);
});

test('200 rapid keystrokes in the search modal end with the answer to the last query', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  // The dialog's code loads on first use (prefetched when idle): type once its input has the focus.
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  const text = 'populate webhooks middleware '.repeat(7).slice(0, 199);
  await page.keyboard.type(`${text}x`);
  // The input keeps the first MAX_QUERY_LENGTH characters (64, the specification's maximum); the rest of the keystrokes are dropped.
  await expect(page.locator('.DocSearch-Input')).toHaveValue(`${text}x`.slice(0, MAX_QUERY_LENGTH));
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults').first()).toBeVisible(INDEX);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('webhooks');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
});

test('opening and closing the search modal 50 times does not grow the DOM or listeners', async ({page}) => {
  await page.goto('/dev-docs/intro');
  await waitForHydration(page);
  const cdp = await page.context().newCDPSession(page);
  const counters = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Memory.getDOMCounters')) as {nodes: number; jsEventListeners: number};
  };
  const cycle = async (times: number) => {
    for (let i = 0; i < times; i += 1) {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
  };
  await cycle(5);
  const before = await counters();
  await cycle(50);
  const after = await counters();
  expect(after.jsEventListeners - before.jsEventListeners).toBeLessThan(50);
  expect(after.nodes - before.nodes).toBeLessThan(500);
});
