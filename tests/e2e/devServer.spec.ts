import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {
  decode,
  latestSet,
  type ContentShard,
  type HeadShard,
  type IndexManifest,
  type SectionsShard,
} from '../../src/lib/search/indexFormat';
import {recordsOfBuild} from '../../src/plugins/search/records';
import {expect, test} from './support';

/**
 * `npm start`: pages compiled on demand (lazy compilation, src/plugins/lazy-compilation) show when opened, on a
 * client-side navigation and after a save; search and Ask AI, which have no build folder: the dev server builds the
 * index from the docs sources and writes it again when a page is saved. A probe page of the test's own, saved while
 * the server runs, must become searchable and answerable, and show its next save in the open tab.
 */

const ROOT = path.resolve(__dirname, '../..');
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3330);
const DEV = `http://127.0.0.1:${DEV_PORT}`;
const PROBE_FILE = path.join(ROOT, 'docs/dev-docs/e2e-dev-index-probe.mdx');
const PROBE_ROUTE = '/dev-docs/e2e-dev-index-probe';
const PROBE_TITLE = 'Wobblefrost gasket probe';
const PROBE_PAGE = `---
title: ${PROBE_TITLE}
description: A page the dev-server test writes while the server runs.
---

## Tighten the wobblefrost gasket

Turn the wobblefrost gasket a quarter turn so the probe keeps its seal.

\`\`\`js
module.exports = { wobblefrost: { gasket: 'tight' } };
\`\`\`
`;

// The dev server compiles the whole site before its first answer: about 30 s from cold caches on an idle two-core
// machine (2026-11-27), several times that while the other worker runs Chromium tests; hence minutes, not the 45 s default.
test.describe.configure({mode: 'serial', timeout: 600_000});

let server: ChildProcess | undefined;

async function indexManifest(): Promise<{records: number} | null> {
  try {
    const response = await fetch(`${DEV}/search-index/manifest.json`);
    // Until the index is written, the dev server answers with its HTML app shell.
    if (!response.headers.get('content-type')?.includes('json')) return null;
    return (await response.json()) as {records: number};
  } catch {
    return null;
  }
}

test.beforeAll(async () => {
  // A beforeAll hook has the config's timeout (45 s) whatever the group's: give it the group's own.
  test.setTimeout(600_000);
  fs.rmSync(PROBE_FILE, {force: true});
  // An index left by an earlier dev server would answer before this one has indexed anything.
  fs.rmSync(path.join(ROOT, '.docusaurus/tessera-search-index'), {recursive: true, force: true});
  server = spawn('npx', ['docusaurus', 'start', '--port', String(DEV_PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    // With the test routes, as the production build under test: both must list the same pages. Without Rspack's
    // persistent cache: it keeps the pages compiled on demand by earlier servers, which would then be compiled at the
    // start, and the cold path (every page the tests open compiled on demand) is the one to hold.
    env: {...process.env, BROWSER: 'none', TESSERA_DOCS_TEST_ROUTES: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  await expect.poll(async () => (await indexManifest())?.records ?? 0, {timeout: 570_000, intervals: [1_000]}).toBeGreaterThan(1000);
});

test.afterAll(() => {
  fs.rmSync(PROBE_FILE, {force: true});
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      server.kill('SIGTERM');
    }
  }
});

/** A page's title, from its front matter. */
function titleOf(file: string): string {
  return /^title:\s*["']?(.+?)["']?\s*$/m.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'))![1]!;
}

/** Counts the tab's requests that ask the dev server to compile modules on demand (Rspack's lazy compilation). */
function countLazyCompilations(page: Page): {count: number} {
  const seen = {count: 0};
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/lazy-compilation-using-')) seen.count += 1;
  });
  return seen;
}

/** Marks the tab's document, so that a test can tell a client-side update from a full page load (which drops it). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
}

async function devIndex(): Promise<{manifest: IndexManifest; head: HeadShard; shards: ContentShard[]; sections: SectionsShard}> {
  const get = async <T>(file: string) => (await (await fetch(`${DEV}/search-index/${file}`)).json()) as T;
  const manifest = await get<IndexManifest>('manifest.json');
  // The site has one docs version: its set is the whole index.
  const set = latestSet(manifest);
  const shards = await Promise.all(Object.values(set.content).map((file) => get<ContentShard>(file)));
  return {manifest, head: await get<HeadShard>(set.head), shards, sections: await get<SectionsShard>(set.sections)};
}

async function openSearch(page: Page, route: string): Promise<void> {
  await page.goto(`${DEV}${route}`);
  await expect(page.locator('.DocSearch-Button')).toBeVisible({timeout: 120_000});
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('a page opened in the dev server shows once its route is compiled on demand, and a client-side navigation to a page not compiled yet shows that one', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const lazy = countLazyCompilations(page);
  await page.goto(`${DEV}/dev-docs/faq`);
  await expect(page.locator('article h1')).toHaveText(titleOf('docs/dev-docs/faq.mdx'), {timeout: 120_000});
  // The page's own modules were compiled when the tab asked for them, not with the rest of the site at the start.
  expect(lazy.count).toBeGreaterThan(0);

  await markDocument(page);
  const before = lazy.count;
  await page.locator('.navbar').getByRole('link', {name: 'User Guide'}).click();
  await expect(page).toHaveURL(`${DEV}/user-docs/intro`);
  await expect(page.locator('article h1')).toHaveText(titleOf('docs/user-docs/intro.mdx'), {timeout: 120_000});
  expect(lazy.count, 'the new page was compiled on demand').toBeGreaterThan(before);
  await expect(page.locator('html[data-e2e-same-document]'), 'a client-side navigation, not a page load').toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the dev server indexes the same records and sections as the production build, record for record', async () => {
  const build = path.join(ROOT, 'build');
  const built = JSON.parse(fs.readFileSync(path.join(build, 'search-index/manifest.json'), 'utf8')) as IndexManifest;
  const dev = await devIndex();
  const devRecords = decode(dev.head, dev.shards);
  const buildRecords = recordsOfBuild(build);
  const differs = devRecords.findIndex((record, index) => JSON.stringify(record) !== JSON.stringify(buildRecords[index]));
  expect(differs === -1 ? null : {dev: devRecords[differs], build: buildRecords[differs]}, 'first record that differs').toBeNull();
  expect(devRecords.length).toBe(buildRecords.length);
  const builtSections = JSON.parse(fs.readFileSync(path.join(build, 'search-index', latestSet(built).sections), 'utf8')) as SectionsShard;
  expect(JSON.stringify(dev.sections.sections) === JSON.stringify(builtSections.sections), 'the Ask AI sections are the same').toBe(true);
});

test('search in the dev server finds a page by its title from the index built from the sources (not the production build), with no error overlay', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const title = titleOf('docs/dev-docs/quick-start.mdx');
  await openSearch(page, '/dev-docs/quick-start');
  await page.locator('.DocSearch-Input').fill(title);
  await expect(page.locator('.DocSearch-Hit a[href^="/dev-docs/quick-start"]').first()).toBeVisible({timeout: 60_000});
  await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page saved while the server runs becomes searchable, and Ask AI quotes it with its code example', async ({page}) => {
  const before = (await indexManifest())!.records;
  fs.writeFileSync(PROBE_FILE, PROBE_PAGE);
  await expect.poll(async () => (await indexManifest())?.records ?? 0, {timeout: 120_000, intervals: [500]}).toBeGreaterThan(before);

  await openSearch(page, '/dev-docs/quick-start');
  await page.locator('.DocSearch-Input').fill('wobblefrost');
  await expect(page.locator(`.DocSearch-Hit a[href^="${PROBE_ROUTE}"]`).first()).toBeVisible({timeout: 60_000});
  await page.keyboard.press('Escape');

  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const question = 'How do I tighten the wobblefrost gasket?';
  await dialog.getByRole('textbox', {name: 'Your question'}).fill(question);
  await dialog.getByRole('textbox', {name: 'Your question'}).press('Enter');
  const passage = dialog.locator('[data-ask-ai-answer="answered"] figure[data-ask-ai-passage="lead"]');
  await expect(passage).toContainText('Tighten the wobblefrost gasket', {timeout: 60_000});
  await expect(passage.locator('pre code.language-js')).toContainText("wobblefrost: { gasket: 'tight' }");
  await expect(passage.locator('figcaption a')).toHaveAttribute('href', `${PROBE_ROUTE}#tighten-the-wobblefrost-gasket`);
});

test('a page added while the server runs shows, and its next save shows in the open tab without a page load', async ({page}) => {
  // The previous test wrote the probe page; run alone, this one writes it and waits until the server has it.
  if (!fs.existsSync(PROBE_FILE)) {
    const before = (await indexManifest())!.records;
    fs.writeFileSync(PROBE_FILE, PROBE_PAGE);
    await expect.poll(async () => (await indexManifest())?.records ?? 0, {timeout: 120_000, intervals: [500]}).toBeGreaterThan(before);
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${DEV}${PROBE_ROUTE}`);
  await expect(page.locator('article h1')).toHaveText(PROBE_TITLE, {timeout: 120_000});
  await markDocument(page);
  const saved = `Saved while the tab is open, at ${Date.now()}.`;
  fs.writeFileSync(PROBE_FILE, `${PROBE_PAGE}\n${saved}\n`);
  await expect(page.locator('article').getByText(saved)).toBeVisible({timeout: 60_000});
  await expect(page.locator('html[data-e2e-same-document]'), 'a hot update, not a page load').toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a save renders only the saved page again, the site around it stays mounted; a new heading still reaches the TOC', async ({page}) => {
  // src/plugins/dev-hot-pages: without it every save mounted the whole site again (a new navbar element).
  if (!fs.existsSync(PROBE_FILE)) fs.writeFileSync(PROBE_FILE, PROBE_PAGE);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${DEV}${PROBE_ROUTE}`);
  await expect(page.locator('article h1')).toHaveText(PROBE_TITLE, {timeout: 120_000});
  await page.locator('nav.navbar').evaluate((navbar) => navbar.setAttribute('data-e2e-kept', ''));
  const saved = `Rendered in place at ${Date.now()}.`;
  fs.writeFileSync(PROBE_FILE, `${PROBE_PAGE}\n${saved}\n`);
  await expect(page.locator('article').getByText(saved)).toBeVisible({timeout: 60_000});
  await expect(page.locator('nav.navbar[data-e2e-kept]'), 'the navbar element React rendered before the save').toHaveCount(1);
  // A new heading changes the page's TOC, which the theme reads from the module: that update goes to the whole app.
  const heading = `Fettle the sprocket ${Date.now()}`;
  fs.writeFileSync(PROBE_FILE, `${PROBE_PAGE}\n## ${heading}\n\n${saved}\n`);
  await expect(page.locator('.table-of-contents').getByText(heading)).toBeVisible({timeout: 60_000});
  expect(errors).toEqual([]);
});
