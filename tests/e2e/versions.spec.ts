import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {FIXTURE_SERVERS} from '../../playwright.config';
import {readSettings} from '../../src/settings';
import {searchFiles} from '../../src/lib/search/indexFormat';
import {indexOfBuild} from '../../src/plugins/search/records';
import {expect, test, waitForHydration} from './support';

/**
 * A visitor of the versions fixture (tests/fixtures/versions: version 5.5 cut by `docusaurus docs:version`, then the
 * Deploy command page written for the next release only) walks the versions: the version menu, the preferred
 * version, the banner, search and Ask AI scoped to the version read, the print section and the Markdown twin.
 */
const BUILD_DIR = path.resolve(__dirname, '../..', FIXTURE_SERVERS.versions.dir);
const ORIGIN = `http://127.0.0.1:${FIXTURE_SERVERS.versions.port}`;
const STORAGE_KEY = 'docs-preferred-version-default';
const INDEX = {timeout: 20_000};

test.use({baseURL: ORIGIN});

test.beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html')))
    throw new Error(`${BUILD_DIR} is missing: build it with "bash tests/fixtures/versions/build.sh"`);
});

async function visit(page: Page, route: string): Promise<void> {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(route);
  await waitForHydration(page);
}

/** The navbar's version menu: its button names the version shown. */
async function openVersionMenu(page: Page, current: string) {
  const menu = page.locator('.navbar .dropdown', {has: page.getByRole('button', {name: current, exact: true})});
  await menu.hover();
  return menu.locator('.dropdown__menu');
}

const preferred = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);

test.describe('the version menu', () => {
  test('leads to the same page in the other version, and the choice is saved as the preferred version', async ({page}) => {
    await visit(page, '/dev-docs/cli/develop');
    await (await openVersionMenu(page, 'Next')).getByRole('link', {name: '5.5', exact: true}).click();
    await expect(page).toHaveURL(`${ORIGIN}/5.5/dev-docs/cli/develop`);
    await expect(page.locator('h1')).toHaveText('Develop command');
    expect(await preferred(page)).toBe('5.5');

    await (await openVersionMenu(page, '5.5')).getByRole('link', {name: 'Next', exact: true}).click();
    await expect(page).toHaveURL(`${ORIGIN}/dev-docs/cli/develop`);
    expect(await preferred(page)).toBe('current');
  });

  test("leads to the version's first page when the page does not exist there, and keeps the retired docs' link", async ({page}) => {
    await visit(page, '/dev-docs/cli/deploy');
    const menu = await openVersionMenu(page, 'Next');
    await expect(menu.getByRole('link', {name: '4.x'})).toHaveAttribute('href', readSettings({}).olderDocsUrl);
    const frozen = menu.getByRole('link', {name: '5.5', exact: true});
    const href = await frozen.getAttribute('href');
    expect(href).toMatch(/^\/5\.5\//);
    expect(href).not.toBe('/5.5/dev-docs/cli/deploy');
    await frozen.click();
    await expect(page).toHaveURL(`${ORIGIN}${href}`);
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
  });

  // Docusaurus reads the stored version on every page load and removes it when the site has no such version (the
  // next test). With the docs at the site's root, every page is in the latest version's path, so the preferred
  // version never overrides the version of a page (README, "Releases").
  test('the preferred version persists across page loads while it is a known version', async ({page}) => {
    await visit(page, '/dev-docs/cli/develop');
    await (await openVersionMenu(page, 'Next')).getByRole('link', {name: '5.5', exact: true}).click();
    await expect(page).toHaveURL(/\/5\.5\//);
    await visit(page, '/dev-docs/intro');
    await expect(page.locator('.navbar .dropdown > a').first()).toHaveText('Next');
    expect(await preferred(page)).toBe('5.5');
  });

  test('a preferred version that is no longer a known version is cleared', async ({page}) => {
    await visit(page, '/search');
    await page.evaluate((key) => window.localStorage.setItem(key, '5.4'), STORAGE_KEY);
    await visit(page, '/dev-docs/intro');
    await expect.poll(() => preferred(page)).toBeNull();
  });
});

test('a frozen page shows the "not the latest version" banner, linking to the same page in the latest', async ({page}) => {
  await visit(page, '/5.5/dev-docs/cli/develop');
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText('This is documentation for Tessera Docs 5.5, which is no longer actively maintained.');
  await banner.getByRole('link', {name: 'latest version'}).click();
  await expect(page).toHaveURL(`${ORIGIN}/dev-docs/cli/develop`);
  await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
});

test.describe('search answers from the version read', () => {
  async function hitsFor(page: Page, query: string): Promise<string[]> {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
    return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  }

  test('in the modal, and on /search through "See all results"', async ({page}) => {
    await visit(page, '/5.5/dev-docs/cli/develop');
    const frozen = await hitsFor(page, 'lantern');
    expect(frozen.length).toBeGreaterThan(0);
    expect(
      frozen.every((hit) => hit.startsWith('/5.5/')),
      frozen.join(', '),
    ).toBe(true);

    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(`${ORIGIN}/search?q=lantern&version=5.5`);
    const status = page.locator('[data-search-status="done"]');
    await expect(status).toBeVisible(INDEX);
    await expect(page.locator('[data-search-version="5.5"]')).toHaveText('Searching the docs of version 5.5');
    const results = await status
      .locator('ol a')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(results.length).toBeGreaterThan(0);
    expect(
      results.every((hit) => hit.startsWith('/5.5/')),
      results.join(', '),
    ).toBe(true);

    await visit(page, '/dev-docs/cli/develop');
    const latest = await hitsFor(page, 'lantern');
    expect(
      latest.some((hit) => hit.startsWith('/5.5/')),
      latest.join(', '),
    ).toBe(false);
    expect(latest).toContain('/dev-docs/cli/deploy');
  });
});

test("a reader of a frozen version downloads its search shards only, and the latest version's once they switch to it", async ({
  page,
  context,
}) => {
  const {manifest} = indexOfBuild(BUILD_DIR);
  const [frozen, latest] = [searchFiles(manifest.sets['docs-default-5.5']!), searchFiles(manifest.sets['docs-default-current']!)];
  // Two versions share a shard whose content is the same (same hash): only a set's own files say which set was read.
  const latestOnly = latest.filter((file) => !frozen.includes(file));
  const frozenOnly = frozen.filter((file) => !latest.includes(file));
  // Every index file that answered, the search worker's included (the context sees its requests).
  const fetched: string[] = [];
  context.on('response', (response) => {
    const {pathname} = new URL(response.url());
    if (pathname.startsWith('/search-index/')) fetched.push(pathname.slice('/search-index/'.length));
  });
  const search = async (query: string) => {
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
  };

  await visit(page, '/5.5/dev-docs/cli/develop');
  await search('lantern');
  // The whole frozen set arrives (the content shards follow the first hit); nothing only the latest version's has.
  await expect.poll(() => frozen.filter((file) => !fetched.includes(file)), INDEX).toEqual([]);
  expect(fetched[0]).toBe('manifest.json');
  expect(fetched.filter((file) => latestOnly.includes(file))).toEqual([]);

  await page.keyboard.press('Escape');
  await (await openVersionMenu(page, '5.5')).getByRole('link', {name: 'Next', exact: true}).click();
  await expect(page).toHaveURL(`${ORIGIN}/dev-docs/cli/develop`);
  await search('lantern');
  // The Deploy command page is in the latest version only.
  await expect(page.locator('.DocSearch-Hit a[href^="/dev-docs/cli/deploy"]').first()).toBeVisible(INDEX);
  await expect.poll(() => latest.filter((file) => !fetched.includes(file)), INDEX).toEqual([]);
  // The frozen set was downloaded once: the worker keeps it for a reader who goes back.
  expect(frozenOnly.map((file) => fetched.filter((name) => name === file).length)).toEqual(frozenOnly.map(() => 1));
});

test.describe('Ask AI answers from the version read and says which', () => {
  async function ask(page: Page, route: string, question: string) {
    await visit(page, route);
    await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
    const dialog = page.getByRole('dialog', {name: 'Ask your question'});
    await dialog.getByRole('textbox', {name: 'Your question'}).fill(question);
    await dialog.getByRole('textbox', {name: 'Your question'}).press('Enter');
    const answer = dialog.locator('[data-ask-ai-answer="answered"]', {hasText: question});
    await expect(answer).toBeVisible(INDEX);
    return answer;
  }

  test("on a frozen page, from that version's sections only", async ({page, context}) => {
    const {manifest} = indexOfBuild(BUILD_DIR);
    const sections: string[] = [];
    context.on('response', (response) => {
      const file = new URL(response.url()).pathname.replace('/search-index/', '');
      if (file.startsWith('sections.')) sections.push(file);
    });
    const answer = await ask(page, '/5.5/dev-docs/cli/develop', 'What does lantern mode keep running?');
    expect(sections).toEqual([manifest.sets['docs-default-5.5']!.sections]);
    await expect(answer.locator('[data-ask-ai-version]')).toHaveText('5.5');
    const sources = await answer.locator('figcaption a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sources[0]).toBe('/5.5/dev-docs/cli/develop#lantern-mode');
    expect(
      sources.every((href) => href?.startsWith('/5.5/')),
      sources.join(', '),
    ).toBe(true);
  });

  test('on a page of the latest version', async ({page}) => {
    const answer = await ask(page, '/dev-docs/cli/deploy', 'What does lantern mode keep running?');
    await expect(answer.locator('[data-ask-ai-version]')).toHaveText('Next');
    const sources = await answer.locator('figcaption a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(sources[0]).toBe('/dev-docs/cli/develop#lantern-mode');
    expect(
      sources.some((href) => href?.startsWith('/5.5/')),
      sources.join(', '),
    ).toBe(false);
  });
});

test("a frozen page prints its own version's section and has its Markdown twin", async ({page}) => {
  await visit(page, '/5.5/dev-docs/cli/develop');
  const actions = page.getByRole('navigation', {name: 'Page tools'});
  await expect(actions.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/5.5/dev-docs/cli/develop.md');
  const twin = await page.request.get('/5.5/dev-docs/cli/develop.md');
  expect(twin.ok()).toBe(true);
  expect(await twin.text()).toContain('# Develop command');

  await actions.getByRole('link', {name: 'Print section'}).click();
  await expect(page).toHaveURL(`${ORIGIN}/print/5.5/dev-docs/cli`);
  await expect(page.locator('main')).toContainText('Develop command');
  await expect(page.locator('main')).not.toContainText('Deploy command');
});
