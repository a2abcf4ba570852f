import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {DESKTOP, expect, MOBILE, recordForeignRequests, test, waitForHydration} from './support';
import {BASE_URL} from '../../playwright.config';

/** The local Ask AI provider (the default build): button, accessible modal, answers, history, deep link. */

const ANSWERABLE = 'How long are audit logs kept?';
const ANSWER_PAGE = '/user-docs/settings/audit-logs';
const UNANSWERABLE = 'What is the airspeed velocity of an unladen swallow?';

async function openFromNavbar(page: Page, path = '/dev-docs/api/rest'): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.goto(path);
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
}

async function ask(page: Page, question: string): Promise<void> {
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await dialog.getByRole('textbox', {name: 'Your question'}).fill(question);
  await dialog.getByRole('textbox', {name: 'Your question'}).press('Enter');
  await expect(dialog.locator('[data-ask-ai-answer]', {hasText: question})).toBeVisible();
}

test('the button beside search opens the modal, which quotes the page holding the answer and links to its section', async ({page}) => {
  await openFromNavbar(page);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  // the modal: focus in the question box, the 4px radius, the local disclaimer
  await expect(dialog.getByRole('textbox', {name: 'Your question'})).toBeFocused();
  await expect(dialog).toHaveCSS('border-radius', '4px');
  await expect(dialog).toContainText('not by an AI model');
  await expect(dialog).toContainText('Check them against the source pages');
  await expect(dialog.getByRole('heading', {name: 'Try asking'})).toBeVisible();

  await ask(page, ANSWERABLE);
  const answer = dialog.locator('[data-ask-ai-answer="answered"]');
  const passage = answer.locator('figure', {hasText: '90 days'}).first();
  await expect(passage).toBeVisible();
  await expect(passage.locator('figcaption a')).toHaveAttribute('href', new RegExp(`^${ANSWER_PAGE}(#|$)`));
  const sources = dialog.getByRole('navigation', {name: 'Sources'}).getByRole('link');
  await expect(sources.first()).toHaveAttribute('href', `${ANSWER_PAGE}#set-how-long-logs-are-kept`);
  await expect(sources.first()).toHaveText('Audit Logs › Set how long logs are kept');
  await expect(sources).toHaveCount(await sources.count());
  expect(await sources.count()).toBeGreaterThanOrEqual(3);
  expect(await sources.count()).toBeLessThanOrEqual(5);
  await expect(dialog.getByRole('link', {name: `Search for ‘${ANSWERABLE}’`})).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent(ANSWERABLE)}`,
  );

  // the source's link leads to the section, and the modal gets out of the way
  await sources.first().click();
  await expect(page).toHaveURL(`${BASE_URL}${ANSWER_PAGE}#set-how-long-logs-are-kept`);
  await expect(dialog).toBeHidden();
  await expect(page.locator('#set-how-long-logs-are-kept')).toBeInViewport();
});

test('an unanswerable question gets a plain "not found" answer and no quote', async ({page}) => {
  await openFromNavbar(page);
  await ask(page, UNANSWERABLE);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const answer = dialog.locator('[data-ask-ai-answer="not-found"]');
  await expect(answer).toContainText('The documentation does not seem to answer this question.');
  await expect(answer).toContainText('No page mentions');
  await expect(answer.locator('blockquote')).toHaveCount(0);
  await expect(answer.getByRole('button', {name: 'Copy answer'})).toHaveCount(0);
  await expect(answer.getByRole('link', {name: /^Search for/})).toBeVisible();
});

test('the keyboard opens the modal, keeps focus inside it, and Escape returns focus to the button', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dev-docs/api/rest');
  await waitForHydration(page);
  const button = page.locator('.navbar').getByRole('button', {name: 'Ask AI'});
  // reach the button with Tab alone
  let reached = false;
  for (let i = 0; i < 40 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await button.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the session history is kept in the modal and the answer copies as Markdown with its links', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
  await openFromNavbar(page);
  await ask(page, ANSWERABLE);
  await ask(page, 'How do I crop an image in the Media Library?');
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const history = dialog.getByRole('region', {name: 'Earlier in this session'});
  await expect(history.getByRole('button', {name: ANSWERABLE})).toBeVisible();

  await dialog.getByRole('button', {name: 'Copy answer'}).click();
  await expect(dialog.getByText('Answer copied as Markdown.')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('**How do I crop an image in the Media Library?**');
  expect(markdown).toMatch(/^> .*crop/im);
  expect(markdown).toContain(`(${BASE_URL}/user-docs/media-library/managing-assets#crop-an-image)`);

  // the history survives closing, navigating and reopening
  await page.keyboard.press('Escape');
  await page.goto('/cloud/intro');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  await history.getByRole('button', {name: ANSWERABLE}).click();
  await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toContainText(ANSWERABLE);
  await expect(dialog.locator('[data-ask-ai-answer="answered"] blockquote', {hasText: '90 days'}).first()).toBeVisible();
});

test('?ask= on any page opens the modal with the question answered, and closing removes it from the address', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/dev-docs/configurations?ask=${encodeURIComponent(ANSWERABLE)}`);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toContainText(ANSWERABLE);
  await expect(dialog.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute('href', new RegExp(`^${ANSWER_PAGE}`));
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${BASE_URL}/dev-docs/configurations`);
});

test('the mobile menu and the landing page have the button too', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/dev-docs/api/rest');
  await waitForHydration(page);
  // the navbar's own button gives way to the menu entry on small screens
  await expect(page.locator('.navbar__inner').getByRole('button', {name: 'Ask AI'})).toBeHidden();
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await page.getByRole('button', {name: '← Back to main menu'}).click();
  const entry = page.locator('.navbar-sidebar').getByRole('button', {name: 'Ask AI'});
  await entry.click();
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(entry).toBeFocused();

  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main, header').getByRole('button', {name: 'Ask AI'}).first().click();
  await expect(dialog).toBeVisible();
});

test('asking a question requests nothing from another origin', async ({page}) => {
  const foreign = recordForeignRequests(page, new URL(BASE_URL).origin);
  const local: string[] = [];
  page.on('request', (request) => local.push(new URL(request.url()).pathname));
  await openFromNavbar(page);
  await ask(page, ANSWERABLE);
  await ask(page, UNANSWERABLE);
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  // the answers come from the section index built with the site
  expect(local).toContain('/ask-ai/sections.json');
  // and no hosted widget script is on the page of the default build
  expect(await page.locator('script[data-website-id]').count()).toBe(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the open modal with an answer has no serious or critical WCAG 2.1 AA violation in ${mode} mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await openFromNavbar(page);
    await ask(page, UNANSWERABLE);
    await ask(page, ANSWERABLE);
    await expect(page.locator('[data-ask-ai-answer="answered"]')).toContainText(ANSWERABLE);
    const results = await new AxeBuilder({page}).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
    expect(blocking).toEqual([]);
  });
}
