import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {FIXTURE_SERVERS} from '../../playwright.config';
import {DESKTOP, expect, test, waitForHydration} from './support';

/**
 * The hosted Ask AI assistant, on the fixture site built with ASK_AI_WEBSITE_ID and ASK_AI_PROJECT_NAME set
 * (scripts/test.sh builds it: tests/fixtures/ask-hosted), served by its own web server (playwright.config.ts) with
 * the build's headers, its Content-Security-Policy included. The test stands in for the provider's script, so
 * nothing leaves the machine.
 */

const BUILD = path.resolve(__dirname, '../..', FIXTURE_SERVERS.askHosted.dir);
const ORIGIN = `http://127.0.0.1:${FIXTURE_SERVERS.askHosted.port}`;
const SCRIPT = 'https://widget.kapa.ai/kapa-widget.bundle.js';

/** A stand-in for the provider's script: records how our button calls its documented API (window.Kapa.open). */
const FAKE_WIDGET = `window.__hostedCalls = []; window.Kapa = Object.assign(function () {}, { open: function (options) { window.__hostedCalls.push(options || {}); } });`;

/** Stands in for the provider's script (loading or failing) and records requests to any other origin. */
async function serveHostedBuild(page: Page, script: 'loads' | 'fails'): Promise<string[]> {
  if (!fs.existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error(
      `${BUILD} is missing: build it with "npx docusaurus build --config tests/fixtures/ask-hosted/docusaurus.config.ts --out-dir tests/fixtures/ask-hosted/build"`,
    );
  }
  const elsewhere: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.href === SCRIPT) {
      if (script === 'loads') await route.fulfill({contentType: 'text/javascript', body: FAKE_WIDGET});
      else await route.abort('connectionrefused');
      return;
    }
    if (url.origin !== ORIGIN) {
      elsewhere.push(url.href);
      await route.abort();
      return;
    }
    await route.continue();
  });
  return elsewhere;
}

test('the hosted build injects the provider script with its launcher hidden, the modal title, the radius and the disclaimer', async ({
  page,
}) => {
  await serveHostedBuild(page, 'loads');
  await page.goto(`${ORIGIN}/`);
  const script = page.locator(`script[src="${SCRIPT}"]`);
  await expect(script).toHaveCount(1);
  await expect(script).toHaveAttribute('async', '');
  await expect(script).toHaveAttribute('data-website-id', 'fixture-website-id');
  await expect(script).toHaveAttribute('data-project-name', 'Tessera');
  await expect(script).toHaveAttribute('data-button-hide', 'true');
  await expect(script).toHaveAttribute('data-modal-title', 'Ask your question');
  await expect(script).toHaveAttribute('data-modal-border-radius', '4px');
  await expect(script).toHaveAttribute('data-modal-disclaimer', /AI.*inaccurate.*source pages/);
});

test('our button opens the hosted assistant when its script has loaded, and ?ask= asks it the question', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  const elsewhere = await serveHostedBuild(page, 'loads');
  await page.goto(`${ORIGIN}/user-docs/intro`);
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as {__hostedCalls: unknown[]}).__hostedCalls.length)).toBe(1);
  // the local modal stays closed: the hosted one answers
  await expect(page.getByRole('dialog', {name: 'Ask your question'})).toHaveCount(0);

  await page.goto(`${ORIGIN}/user-docs/intro?ask=${encodeURIComponent('How long does the lamp burn?')}`);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as {__hostedCalls: unknown[]}).__hostedCalls))
    .toEqual([{mode: 'ai', query: 'How long does the lamp burn?', submit: true}]);
  expect(elsewhere).toEqual([]);
});

test('when the provider script fails to load, the button falls back to the local provider', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await serveHostedBuild(page, 'fails');
  await page.goto(`${ORIGIN}/user-docs/intro`);
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', {name: 'Your question'}).fill('How many nights does the lighthouse lamp burn?');
  await dialog.getByRole('button', {name: 'Ask', exact: true}).click();
  await expect(dialog.locator('[data-ask-ai-answer="answered"] blockquote').first()).toContainText('42 nights');
});
