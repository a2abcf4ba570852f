import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';
import type {Page} from '@playwright/test';
import {expect, test} from './support';
import {BASE_URL} from '../../playwright.config';
import {FEEDBACK_STORAGE_KEY} from '../../src/lib/browser/pageFeedback';
import {recordForeignRequests, waitForHydration} from './support';
import {BUILD_FIXTURE, FIXTURES, FixtureSite} from './fixtureDeploys';

/**
 * Reader tools at the bottom and in the head of doc pages: "Last updated" from git, page feedback (default:
 * a prefilled report link, no request; configured: a POST to FEEDBACK_ENDPOINT), and social cards.
 * The configured feedback runs on the fixture build of tests/fixtures/reader-tools (scripts/test.sh builds it),
 * served here on 127.0.0.1 together with the feedback server it was built for.
 */

const DOC = '/dev-docs/quick-start';
const DOC_SOURCE = 'docs/dev-docs/quick-start.mdx';
const ROOT = path.resolve(__dirname, '../..');

function feedback(page: Page) {
  const section = page.getByTestId('page-feedback');
  const group = section.getByRole('group', {name: 'Was this page helpful?'});
  return {
    section,
    yes: group.getByRole('button', {name: 'Yes'}),
    no: group.getByRole('button', {name: 'No'}),
    status: section.getByRole('status'),
  };
}

test.describe('last updated', () => {
  test('a doc page shows the date of the last commit that touched its source', async ({page}) => {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {cwd: ROOT, encoding: 'utf8'}).trim() === 'true';
    test.skip(shallow, 'a shallow clone builds without dates (src/plugins/README.md: git fetch --unshallow)');
    // Docusaurus reads one `git log --name-status` over the whole history, where a merge commit lists no file: a page's
    // date is that of the last commit other than a merge that changed it.
    const committed = Number(
      execFileSync('git', ['log', '-1', '--full-history', '--no-merges', '--format=%ct', '--', DOC_SOURCE], {
        cwd: ROOT,
        encoding: 'utf8',
      }).trim(),
    );
    await page.goto(DOC);
    const time = page.locator('article .theme-last-updated time');
    await expect(time).toBeVisible();
    await expect(page.locator('article .theme-last-updated')).toContainText('Last updated');
    expect(new Date((await time.getAttribute('datetime'))!).getTime()).toBe(committed * 1000);
  });
});

test.describe('page feedback, default mode', () => {
  test('an answer is pressed, announced and remembered, and links to a prefilled report without a request', async ({page}) => {
    const foreign = recordForeignRequests(page, new URL(BASE_URL).origin);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto(DOC);
    await waitForHydration(page);
    const {yes, no, status, section} = feedback(page);
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(no).toHaveAttribute('aria-pressed', 'false');
    const before = await section.boundingBox();

    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(yes).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveText('Thank you for your feedback.');
    const report = section.getByRole('link', {name: /Tell us more/});
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.searchParams.get('body')).toContain(`${DOC}`);
    expect(href.searchParams.get('body')).toContain('helpful? No');
    await expect(report).toHaveAttribute('target', '_blank');
    // The answer does not move anything: the status line is reserved.
    expect((await section.boundingBox())!.height).toBe(before!.height);

    const stored = await page.evaluate((key) => window.localStorage.getItem(key), FEEDBACK_STORAGE_KEY);
    expect(JSON.parse(stored!)).toEqual({[DOC]: 'no'});
    await page.reload();
    await waitForHydration(page);
    await expect(feedback(page).no).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback(page).status).toContainText('not helpful');

    await page.goto('/dev-docs/faq');
    await waitForHydration(page);
    await expect(feedback(page).no).toHaveAttribute('aria-pressed', 'false');
    expect(posts).toEqual([]);
    expect(foreign).toEqual([]);
  });

  test('with browser storage blocked, answering still works and only logs a warning', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked by the test', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(DOC);
    await waitForHydration(page);
    await feedback(page).yes.click();
    await expect(feedback(page).yes).toHaveAttribute('aria-pressed', 'true');
    await expect(feedback(page).status).toHaveText('Thank you for your feedback.');
    expect(warnings.some((text) => text.includes('Page feedback: browser storage is unavailable'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('social cards', () => {
  test('a doc page names its own 1200×630 PNG card in og:image and twitter:image', async ({page, request}) => {
    await page.goto(DOC);
    const ogImage = page.locator('head meta[property="og:image"]');
    await expect(ogImage).toHaveCount(1);
    const url = (await ogImage.getAttribute('content'))!;
    expect(url).toMatch(/^https?:\/\/[^/]+\/img\/og\/dev-docs\/quick-start\.png$/);
    await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', url);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const response = await request.get(new URL(url).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    const png = await response.body();
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

const FIXTURE = path.join(FIXTURES, 'a');
const FEEDBACK_PORT = 3979;

interface Received {
  method: string;
  body: unknown;
}

/** The fixture site on an ephemeral port, and the feedback server the fixture was built for on 127.0.0.1:3979. */
async function startServers(received: Received[]): Promise<{site: http.Server; endpoint: http.Server; origin: string}> {
  if (!fs.existsSync(path.join(FIXTURE, 'index.html'))) {
    throw new Error(`${FIXTURE} is missing: build it with "${BUILD_FIXTURE('A')}"`);
  }
  const site = http.createServer((req, res) => void serveHandler(req, res, {public: FIXTURE, cleanUrls: true, trailingSlash: false}));
  const endpoint = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/feedback') received.push({method: req.method, body: JSON.parse(text)});
      res.writeHead(req.method === 'OPTIONS' ? 204 : 200).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve, reject) => endpoint.once('error', reject).listen(FEEDBACK_PORT, '127.0.0.1', resolve));
  return {site, endpoint, origin: `http://127.0.0.1:${(site.address() as AddressInfo).port}`};
}

test.describe('page feedback, with FEEDBACK_ENDPOINT', () => {
  test.describe.configure({mode: 'serial'});
  const received: Received[] = [];
  let servers: Awaited<ReturnType<typeof startServers>>;
  test.beforeAll(async () => {
    servers = await startServers(received);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => servers.site.close(resolve));
    await new Promise((resolve) => servers.endpoint.close(resolve));
  });

  test('the answer and then a comment are POSTed as JSON to the endpoint', async ({page}) => {
    await page.goto(`${servers.origin}/dev-docs/intro`);
    await waitForHydration(page);
    const {yes, section, status} = feedback(page);
    await yes.click();
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText('Thank you for your feedback.');
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]!.body).toEqual({page: '/dev-docs/intro', helpful: true, comment: null});

    // The comment form loads on use.
    await section.getByRole('button', {name: 'Add a comment'}).click();
    const field = section.getByRole('textbox', {name: /What helped you/});
    await expect(field).toBeFocused();
    await field.fill('The example worked first time.');
    await section.getByRole('button', {name: 'Send comment'}).click();
    await expect(section.getByText('Comment sent. Thank you!')).toBeVisible();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.body).toEqual({page: '/dev-docs/intro', helpful: true, comment: 'The example worked first time.'});
    await expect(section.getByRole('link', {name: /Tell us more/})).toHaveCount(0);
  });
});

/** Waits until a service worker controls the page (it registers after load, when the browser is idle). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await waitForHydration(page);
  }
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('offline reading (service worker)', () => {
  test.use({serviceWorkers: 'allow'});
  test.describe.configure({mode: 'serial'});
  const site = new FixtureSite();
  test.afterEach(async () => {
    await site.stop();
    site.revision = 'a';
  });

  test('a visited page reloads and search answers without a connection', async ({page}) => {
    const origin = await site.start();
    await page.goto(`${origin}/dev-docs/intro`);
    await waitForHydration(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await waitForServiceWorker(page);
    // Search once while online: the index is kept for offline use.
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('fixture');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');

    await site.stop();
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('article h1')).toHaveText('Fixture reader tools');
    await expect(page.getByTestId('revision')).toHaveText('Build A');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('fixture');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a new deploy replaces the cached page on reload', async ({page}) => {
    const origin = await site.start();
    await page.goto(`${origin}/dev-docs/intro`);
    await waitForHydration(page);
    await waitForServiceWorker(page);
    await expect(page.getByTestId('revision')).toHaveText('Build A');

    await site.stop();
    site.revision = 'b';
    await site.start();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('revision')).toHaveText('Build B');
  });
});
