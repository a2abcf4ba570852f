import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {FIXTURE_SERVERS} from '../../playwright.config';
import {SECOND_LOCALE} from '../fixtures/i18n/locale';
import {DESKTOP, expect, test, waitForHydration} from './support';

/**
 * The site with a second language (tests/fixtures/i18n, built by scripts/test.sh): English at the root, Arabic under
 * /ar/, served like a static host serves the whole folder, with the root's _headers (its Content-Security-Policy) on
 * every page of both locales. What a reader of a translated page gets: the language menu, lang and dir, the fallback
 * of an untranslated page, and search and Ask AI that answer from the language being read.
 */
const BUILD = path.resolve(__dirname, '../..', FIXTURE_SERVERS.i18n.dir);
const ORIGIN = `http://127.0.0.1:${FIXTURE_SERVERS.i18n.port}`;
const {locale: AR, label: AR_LABEL, htmlLang, direction} = SECOND_LOCALE;
const INDEX = {timeout: 60_000};
test.describe.configure({timeout: 120_000});

test.beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD, AR, 'index.html')))
    throw new Error(
      `${BUILD} is missing: build it with "npx docusaurus build --config tests/fixtures/i18n/docusaurus.config.ts --out-dir tests/fixtures/i18n/build"`,
    );
});

async function open(page: Page, route: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${ORIGIN}${route}`);
  await waitForHydration(page);
}

/**
 * Picks a language in the navbar's language menu (it opens on hover). The page has scrolled to the hash's heading and
 * the navbar hides on scroll: back at the top, it shows again (the hash stays in the address).
 */
async function chooseLanguage(page: Page, current: string, label: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const button = page.locator('.navbar').getByRole('button', {name: current});
  await expect(button).toBeInViewport();
  await button.hover();
  await page.locator('.navbar .dropdown__menu').getByRole('link', {name: label}).click();
}

/** The pathnames of the search index files the page fetched. */
function indexRequests(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.includes('/search-index/')) fetched.push(pathname);
  });
  return fetched;
}

test('the language menu keeps the path, the query and the hash, and sets lang and dir both ways', async ({page}) => {
  const route = '/dev-docs/intro?from=menu#lighthouse-keeper';
  await open(page, route);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, 'English', AR_LABEL);
  await expect(page).toHaveURL(`${ORIGIN}/${AR}${route}`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
  await expect(page.locator('article h1')).toHaveText('وثائق المطورين التجريبية');
  // right to left: the text runs from the right, and the sidebar stands right of the page
  await expect(page.locator('article')).toHaveCSS('direction', 'rtl');
  const sidebar = await page.locator('.theme-doc-sidebar-container').boundingBox();
  const article = await page.locator('article').boundingBox();
  expect(sidebar!.x).toBeGreaterThan(article!.x);

  await chooseLanguage(page, AR_LABEL, 'English');
  await expect(page).toHaveURL(`${ORIGIN}${route}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a page that is not translated shows its original text in the translated site', async ({page}) => {
  await open(page, `/${AR}/dev-docs/harbour/tides`);
  await expect(page.locator('article h1')).toHaveText('Fixture tide tables');
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
  // the site around it is the locale's: translated navbar and sidebar labels
  await expect(page.locator('.navbar')).toContainText('وثائق المطورين');
  await expect(page.locator('.theme-doc-sidebar-container')).toContainText('الميناء');
});

test("the search modal fetches the locale's index and answers in the language being read", async ({page}) => {
  const fetched = indexRequests(page);
  await open(page, `/${AR}/dev-docs/intro`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.fill('المنارة');
  const hit = page.locator('.DocSearch-Hit a').first();
  await expect(hit).toHaveAttribute('href', `/${AR}/dev-docs/intro#lighthouse-keeper`, INDEX);
  // The English words of the same page are not in the Arabic index.
  await input.fill('lighthouse');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible(INDEX);
  expect(fetched.length).toBeGreaterThan(0);
  expect(fetched.filter((file) => !file.startsWith(`/${AR}/search-index/`))).toEqual([]);
});

test('the English site does not answer from the Arabic pages', async ({page}) => {
  const fetched = indexRequests(page);
  await open(page, '/dev-docs/intro');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('lighthouse');
  await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/dev-docs/intro#lighthouse-keeper', INDEX);
  await page.locator('.DocSearch-Input').fill('المنارة');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible(INDEX);
  expect(fetched.filter((file) => !file.startsWith('/search-index/'))).toEqual([]);
});

test("the /search page of the locale lists the locale's pages", async ({page}) => {
  await open(page, `/${AR}/search?q=${encodeURIComponent('المراسي')}`);
  await expect(
    page
      .locator('main')
      .getByRole('link', {name: /المراسي/})
      .first(),
  ).toHaveAttribute('href', `/${AR}/dev-docs/harbour#moorings`, INDEX);
});

test('Ask AI answers from the language being read and links to the translated section', async ({page}) => {
  await open(page, `/${AR}/dev-docs/intro`);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await dialog.getByRole('textbox', {name: 'Your question'}).fill('حارس المنارة');
  await dialog.getByRole('textbox', {name: 'Your question'}).press('Enter');
  const passage = dialog.locator('[data-ask-ai-answer="answered"] figure[data-ask-ai-passage="lead"]');
  await expect(passage).toContainText('مصباح الكوارتز', INDEX);
  await expect(passage.locator('figcaption a')).toHaveAttribute('href', `/${AR}/dev-docs/intro#lighthouse-keeper`);
});

test("a translated page's reader tools lead to its twin and its section's print in the locale", async ({page}) => {
  await open(page, `/${AR}/dev-docs/harbour`);
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', `/${AR}/dev-docs/harbour.md`);
  const twin = await page.request.get(`${ORIGIN}/${AR}/dev-docs/harbour.md`);
  expect(await twin.text()).toContain('# الميناء التجريبي');
  await page.getByRole('link', {name: 'Print section'}).click();
  await expect(page).toHaveURL(`${ORIGIN}/${AR}/print/dev-docs/harbour`);
  await expect(page.locator('main')).toContainText('Fixture tide tables');
  await expect(page.locator('html')).toHaveAttribute('dir', direction);
});
