import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import type {SearchParams} from '../../src/lib/search/types';
import {recordsOfBuild} from '../../src/plugins/search/records';
import {FIXTURE_SERVERS} from '../../playwright.config';
import {HOSTED} from '../fixtures/search-hosted/credentials';
import {expect, test, waitForHydration} from './support';

/**
 * Hosted mode: the fixture site built with made-up DocSearch credentials (tests/fixtures/search-hosted, built by
 * scripts/test.sh) talks to Algolia's multi-query endpoint. No request leaves the machine: the tests intercept it
 * in the browser and answer from the records of that build, ranked by the local engine, in Algolia's response shape.
 */

const BUILD_DIR = path.resolve(__dirname, '../..', FIXTURE_SERVERS.searchHosted.dir);
// Served by its own web server (playwright.config.ts), with the fixture build's headers.
const ORIGIN = `http://127.0.0.1:${FIXTURE_SERVERS.searchHosted.port}`;
const ALGOLIA = /https:\/\/[^/]*algolia(net)?\.(net|com)\//;

let engine: LocalSearchEngine;

test.describe.configure({mode: 'serial'});

test.beforeAll(() => {
  if (!fs.existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error(
      `${BUILD_DIR} is missing: build it with "npx docusaurus build --config tests/fixtures/search-hosted/docusaurus.config.ts --out-dir tests/fixtures/search-hosted/build"`,
    );
  }
  engine = new LocalSearchEngine(recordsOfBuild(BUILD_DIR));
});

interface Captured {
  url: URL;
  requests: SearchParams[];
}

/** Answers Algolia's multi-query call like the hosted index would, from the fixture build's records. */
async function answerLikeAlgolia(page: Page): Promise<Captured[]> {
  const captured: Captured[] = [];
  await page.route(ALGOLIA, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    const body = JSON.parse(request.postData() ?? '{}') as {requests?: Array<SearchParams & {params?: string}>};
    const requests = (body.requests ?? []).map(({params, ...rest}) => ({
      ...rest,
      ...(params ? Object.fromEntries(new URLSearchParams(params)) : {}),
    }));
    captured.push({url, requests});
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: {'access-control-allow-origin': '*'},
      body: JSON.stringify({results: requests.map((params) => engine.search(params))}),
    });
  });
  return captured;
}

async function openModal(page: Page): Promise<void> {
  await page.goto(`${ORIGIN}/dev-docs/intro`);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

test('sends Algolia multi-query requests with the search-only key and the contextual filters', async ({page}) => {
  const captured = await answerLikeAlgolia(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('lightAll');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Hit-title mark').first()).toHaveText(/lightAll/i);

  const last = captured[captured.length - 1]!;
  expect(last.url.hostname.toLowerCase()).toContain(HOSTED.appId.toLowerCase());
  expect(last.url.pathname).toBe('/1/indexes/*/queries');
  const credentials = [last.url.searchParams.get('x-algolia-api-key'), last.url.searchParams.get('x-algolia-application-id')];
  expect(credentials).toEqual([HOSTED.apiKey, HOSTED.appId]);
  const sent = last.requests[0]!;
  expect(sent).toMatchObject({
    indexName: HOSTED.indexName,
    query: 'lightAll',
    hitsPerPage: 20,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  });
  expect(sent.attributesToSnippet).toContain('content:10');
  expect(sent.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dev-docs\/lantern-service#lightall$/);
});

test('the error screen shows when every Algolia host is unreachable', async ({page}) => {
  const attempts: string[] = [];
  await page.route(ALGOLIA, (route) => {
    attempts.push(new URL(route.request().url()).hostname);
    return route.abort('addressunreachable');
  });
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('populate');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  await expect(screen).toContainText('You might want to check your network connection.');
  await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  // The client tried the other hosts before giving up.
  expect(new Set(attempts).size).toBeGreaterThan(1);
});

test('the /search page uses the hosted index too', async ({page}) => {
  const captured = await answerLikeAlgolia(page);
  await page.goto(`${ORIGIN}/search?q=populate`);
  await expect(page.locator('[data-search-status="done"]')).toContainText(/\d+ results? /);
  expect(captured.length).toBeGreaterThan(0);
  expect(captured[0]!.requests[0]!.indexName).toBe(HOSTED.indexName);
});

test('the bundle carries the search-only key and never the admin key', () => {
  const files = fs
    .readdirSync(path.join(BUILD_DIR, 'assets/js'))
    .map((file) => fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8'));
  expect(files.some((text) => text.includes(HOSTED.apiKey))).toBe(true);
  expect(files.some((text) => text.includes(HOSTED.adminKey))).toBe(false);
  const html = fs.readFileSync(path.join(BUILD_DIR, 'index.html'), 'utf8');
  expect(html).not.toContain(HOSTED.adminKey);
});
