import type {Page} from '@playwright/test';
import {DESKTOP, expect, MOBILE, recordForeignRequests, test, waitForHydration, expectNoSeriousA11yViolations} from './support';
import {BASE_URL} from '../../playwright.config';

/** The local Ask AI provider (the default build): button, accessible modal, answers, history, deep link. */

// Test content of its own: /__tests/search/answers (src/plugins/test-routes/pages/search/answers.mdx), made-up words.
const ANSWERABLE = 'How do I configure the quasar relay?';
const ANSWER_PAGE = '/__tests/search/answers';
const ANSWER_SECTION = 'configure-the-quasar-relay';
const UNANSWERABLE = 'What is the airspeed velocity of an unladen swallow?';
// Names no page holds (another product): the best match, the quasar relay section, is too weak to quote.
const WEAK = 'How do I configure the quasar relay on Heroku with MongoDB?';

/**
 * The first answer waits for the whole index (search shards and sections) and for the worker to index it: seconds
 * on a reader's machine, much longer on a busy CI machine, so waits for an answer get a longer state timeout.
 */
const INDEX = {timeout: 60_000};
test.describe.configure({timeout: 120_000});

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
  await expect(dialog.locator('[data-ask-ai-answer]', {hasText: question})).toBeVisible(INDEX);
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
  // The lead passage: the best section's heading, its first paragraph and its first code example, as a code block.
  const passage = answer.locator('figure[data-ask-ai-passage="lead"]');
  await expect(passage).toContainText('Configure the quasar relay');
  await expect(passage.locator('blockquote p').nth(1)).toHaveText(
    'Set the zephyrquartz option to true so the quasar relay forwards every signal to its listeners.',
  );
  await expect(passage.locator('pre code.language-js')).toContainText('quasarRelay: { zephyrquartz: true },');
  await expect(passage.locator('figcaption a')).toHaveAttribute('href', `${ANSWER_PAGE}#${ANSWER_SECTION}`);
  expect(await answer.locator('figure[data-ask-ai-passage="supporting"]').count()).toBeLessThanOrEqual(2);
  const sources = dialog.getByRole('navigation', {name: 'Sources'}).getByRole('link');
  await expect(sources.first()).toHaveAttribute('href', `${ANSWER_PAGE}#${ANSWER_SECTION}`);
  await expect(sources.first()).toHaveText('Quasar relay test page › Configure the quasar relay');
  expect(await sources.count()).toBeLessThanOrEqual(5);
  await expect(dialog.getByRole('link', {name: `Search for ‘${ANSWERABLE}’`})).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent(ANSWERABLE)}`,
  );

  // the source's link leads to the section, and the modal gets out of the way
  await sources.first().click();
  await expect(page).toHaveURL(`${BASE_URL}${ANSWER_PAGE}#${ANSWER_SECTION}`);
  await expect(dialog).toBeHidden();
  await expect(page.locator(`#${ANSWER_SECTION}`)).toBeInViewport();
});

test('a weak best match says so plainly and lists the top search results instead of quoting', async ({page}) => {
  await openFromNavbar(page);
  await ask(page, WEAK);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const answer = dialog.locator('[data-ask-ai-answer="weak"]');
  await expect(answer).toContainText('No section of the documentation answers this closely enough to quote.');
  await expect(answer.locator('blockquote')).toHaveCount(0);
  await expect(answer.locator('[data-ask-ai-results] a').first()).toHaveAttribute('href', new RegExp(`^${ANSWER_PAGE}`));
});

test('an unanswerable question gets a plain answer that says so, and no quote', async ({page}) => {
  await openFromNavbar(page);
  await ask(page, UNANSWERABLE);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const answer = dialog.locator('[data-ask-ai-answer="not-found"], [data-ask-ai-answer="weak"]');
  await expect(answer).toContainText(/does not seem to answer this question|answers this closely enough/);
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
  // A modal <dialog> makes the page behind inert: Tab cycles through the dialog and, as the platform does, through the
  // browser's own controls (the document's body has focus then), never reaching an element of the page behind.
  const where = (): Promise<'dialog' | 'browser' | 'page'> =>
    dialog.evaluate((el) =>
      el.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
    );
  const visited: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    visited.push(await where());
  }
  expect(visited).not.toContain('page');
  expect(visited.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(10);
  await page.keyboard.press('Shift+Tab');
  expect(await where()).not.toBe('page');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the page behind does not scroll while the modal is open, and a click on the backdrop closes it', async ({page}) => {
  await openFromNavbar(page);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const overflow = (): Promise<string> => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await overflow()).toBe('hidden');
  // the backdrop: the viewport's bottom left corner is outside the dialog's box
  const viewport = page.viewportSize()!;
  await page.mouse.click(5, viewport.height - 5);
  await expect(dialog).toBeHidden();
  expect(await overflow()).not.toBe('hidden');
});

test('the session history is kept in the modal and the answer copies as Markdown with its links', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: BASE_URL});
  await openFromNavbar(page);
  await ask(page, ANSWERABLE);
  await ask(page, 'How do I inspect the quasar relay?');
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  const history = dialog.getByRole('region', {name: 'Earlier in this session'});
  await expect(history.getByRole('button', {name: ANSWERABLE})).toBeVisible();

  await dialog.getByRole('button', {name: 'Copy answer'}).click();
  await expect(dialog.getByText('Answer copied as Markdown.')).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('**How do I inspect the quasar relay?**');
  expect(markdown).toContain('> Read the relay journal of the quasar relay to see which zephyrquartz signals were forwarded.');
  expect(markdown).toContain(`(${BASE_URL}${ANSWER_PAGE}#inspect-the-quasar-relay)`);

  // the history survives closing, navigating and reopening
  await page.keyboard.press('Escape');
  await page.goto('/cloud/intro');
  await waitForHydration(page);
  await page.locator('.navbar').getByRole('button', {name: 'Ask AI'}).click();
  await history.getByRole('button', {name: ANSWERABLE}).click();
  await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toContainText(ANSWERABLE);
  await expect(dialog.locator('[data-ask-ai-answer="answered"] blockquote', {hasText: 'zephyrquartz'}).first()).toBeVisible();
});

test('?ask= on any page opens the modal with the question answered, and closing removes it from the address', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/dev-docs/configurations?ask=${encodeURIComponent(ANSWERABLE)}`);
  const dialog = page.getByRole('dialog', {name: 'Ask your question'});
  await expect(dialog.locator('[data-ask-ai-answer="answered"]')).toContainText(ANSWERABLE, INDEX);
  await expect(dialog.getByRole('navigation', {name: 'Sources'}).getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^${ANSWER_PAGE}`),
  );
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${BASE_URL}/dev-docs/configurations`);
});

test('the mobile menu and the landing page have the button too', async ({page}) => {
  await page.setViewportSize(MOBILE);
  await page.goto('/dev-docs/api/rest');
  await waitForHydration(page);
  // on small screens the navbar keeps its own button (an icon beside search) and the menu has an entry too
  await expect(page.locator('.navbar__inner').getByRole('button', {name: 'Ask AI'})).toBeVisible();
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
  // the answers come from the local index built with the site (its sections shard)
  expect(local.some((path) => /^\/search-index\/sections\.[0-9a-f]+\.json$/.test(path))).toBe(true);
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
    await expectNoSeriousA11yViolations(page, 'dialog[data-ask-ai-modal]');
  });
}
