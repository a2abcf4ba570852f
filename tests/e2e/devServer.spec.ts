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
 * Search and Ask AI in `npm start`, which has no build folder: the dev server builds the index from the docs
 * sources and writes it again when a page is saved. A probe page of the test's own, saved while the server runs,
 * must become searchable and answerable.
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
    // With the test routes, as the production build under test: both must list the same pages.
    env: {...process.env, BROWSER: 'none', TESSERA_DOCS_TEST_ROUTES: '1'},
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
  const quickStart = fs.readFileSync(path.join(ROOT, 'docs/dev-docs/quick-start.mdx'), 'utf8');
  const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(quickStart)![1]!;
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
