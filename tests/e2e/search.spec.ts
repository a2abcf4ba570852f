import type {Page} from '@playwright/test';
import {BASE_URL} from '../../playwright.config';
import {expect, recordForeignRequests, test, waitForHydration, SMOKE} from './support';
import {latestSet, type IndexManifest} from '../../src/lib/search/indexFormat';

/** The search widget in the default, offline build: DocSearch's modal over the local engine. */

const DOC = '/dev-docs/configurations/database';

/** Waits that include loading and indexing the whole index: seconds for a reader, longer on a busy CI machine. */
const INDEX = {timeout: 60_000};
test.describe.configure({timeout: 120_000});

/**
 * Opens the modal once the whole index is loaded (hovering the button fetches it), so results do not depend on
 * how fast the content shards arrive; as-you-type answers before that come from the headings only.
 */
async function openModal(page: Page, path = DOC): Promise<void> {
  const set = latestSet((await (await page.request.get('/search-index/manifest.json')).json()) as IndexManifest);
  const expected = [set.head, ...Object.values(set.content)];
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => loaded.add(request.url().split('/').pop()!));
  await page.goto(path);
  await waitForHydration(page);
  // Focus warms the index up just like hover, at any width.
  await page.locator('.DocSearch-Button').focus();
  await expect.poll(() => expected.filter((file) => !loaded.has(file)), INDEX).toEqual([]);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

/** Opens the modal without warming the index up first. */
async function openModalCold(page: Page, path = DOC): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
}

test.describe('search button and shortcuts', () => {
  test('shows the platform shortcut hint: Ctrl K here', async ({page}) => {
    await page.goto(DOC);
    await waitForHydration(page);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAttribute('aria-label', 'Search (Ctrl+K)');
    await expect(button.locator('.DocSearch-Button-Keys .DocSearch-Control-Key-Icon')).toBeVisible();
    await expect(button.locator('.DocSearch-Button-Keys')).toContainText('K');
    await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
  });

  test('shows ⌘ K on Apple platforms', async ({page}) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'}));
    await page.goto(DOC);
    await waitForHydration(page);
    const button = page.locator('.DocSearch-Button');
    await expect(button).toHaveAttribute('aria-label', 'Search (Command+K)');
    await expect(button.locator('.DocSearch-Button-Keys')).toHaveText('⌘K');
  });

  test('Ctrl+K and / open the modal, Escape closes it', SMOKE, async ({page}) => {
    await openModal(page);
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });

  test('the index is fetched lazily, from this site only, on the first hover', async ({page}) => {
    const foreign = recordForeignRequests(page, new URL(BASE_URL).origin);
    const index: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) index.push(new URL(request.url()).pathname);
    });
    await page.goto(DOC);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(index).toEqual([]);
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => index.length).toBeGreaterThan(2);
    expect(index[0]).toBe('/search-index/manifest.json');
    // Shards carry a content hash in their names.
    expect(index.slice(1).every((file) => /\.[0-9a-f]{12}\.json$/.test(file))).toBe(true);
    await page.keyboard.press('Control+k');
    await search(page, 'populate');
    expect(foreign).toEqual([]);
  });
});

test.describe('the modal', () => {
  test('has the placeholder and cuts a long paste at 64 characters', async ({page}) => {
    await openModal(page);
    const input = page.locator('.DocSearch-Input');
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await expect(input).toHaveAttribute('maxlength', '64');
    await input.focus();
    await page.keyboard.insertText(`populate ${'x'.repeat(100)}`);
    await expect(input).toHaveValue(`populate ${'x'.repeat(55)}`);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  });

  test('groups results by level 0, at most 5 a group, with highlighted titles and snippets', SMOKE, async ({page}) => {
    await openModal(page);
    await search(page, 'populate');
    const groups = page.locator('.DocSearch-Hits');
    expect(await groups.count()).toBeGreaterThan(1);
    for (const group of await groups.all()) {
      await expect(group.locator('.DocSearch-Hit-source')).toHaveCount(1);
      expect(await group.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    await expect(page.locator('.DocSearch-Hit-title mark').first()).toHaveText(/populate/i);
    // Footer hints: Enter, arrows, Escape.
    const commands = page.locator('.DocSearch-Commands');
    await expect(commands).toContainText('to select');
    await expect(commands).toContainText('to navigate');
    await expect(commands).toContainText('to close');
  });

  test('snippets are 10 words long, 5 at 768 px and below', async ({page}) => {
    const words = async () => {
      const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allTextContents();
      return Math.max(...texts.map((text) => text.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length));
    };
    // A paragraph of the test page /__tests/search/answers, longer than 10 words.
    const query = 'zephyrquartz option';
    await openModal(page);
    await search(page, query);
    await expect.poll(words).toBe(10);

    await page.setViewportSize({width: 760, height: 900});
    await openModal(page);
    await search(page, query);
    await expect.poll(words).toBe(5);
  });

  test('arrow keys move the selection and Enter opens the hit at its anchor', SMOKE, async ({page}) => {
    await openModal(page);
    await search(page, 'findMany');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const firstId = await selected.getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(selected).not.toHaveAttribute('id', firstId!);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toHaveAttribute('id', firstId!);
    const href = (await selected.locator('a').getAttribute('href'))!;
    expect(href).toContain('#');
    const origin = new URL(page.url()).origin;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}${href}`);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('"See all N results" opens the search page with the query', SMOKE, async ({page}) => {
    await openModal(page);
    await search(page, 'populate');
    const link = page.locator('.DocSearch-HitsFooter a');
    await expect(link).toHaveText(/^See all \d+ results$/);
    const count = Number((await link.textContent())!.match(/\d+/)![0]);
    await link.click();
    await expect(page).toHaveURL(/\/search\?q=populate$/);
    await expect(page.locator('[data-search-status="done"]')).toContainText(`${count} results`, INDEX);
  });

  test('no-results screen with suggestions and a prefilled report link', async ({page}) => {
    await openModal(page);
    // Suggestions are the result groups of this session's earlier searches (DocSearch's own behaviour).
    await search(page, 'populate');
    await page.locator('.DocSearch-Input').fill('zzqqxxwv');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for');
    await expect(screen.locator('.DocSearch-Title')).toHaveText('No results for "zzqqxxwv"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://github.com/tessera-cms/documentation/issues/new');
    expect(href.searchParams.get('title')).toContain('zzqqxxwv');
  });

  test('error screen when the local index cannot be loaded', async ({page}) => {
    await page.route('**/search-index/**', (route) => route.abort('failed'));
    await openModalCold(page);
    await page.locator('.DocSearch-Input').fill('populate');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-Container--Errored')).toBeVisible();
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
  });

  test('an index that is not JSON (the HTML fallback of a dev server) shows the error screen and one warning, never an uncaught error', async ({
    page,
  }) => {
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[search]')) warnings.push(message.text());
    });
    await page.route('**/search-index/manifest.json', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><html><body>app shell</body></html>'}),
    );
    await openModalCold(page);
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('pop');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await input.pressSequentially('ulate');
    await expect(page.locator('.DocSearch-ErrorScreen')).toBeVisible();
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  test('an index request that never answers ends in the error screen, and the next keystroke tries again', async ({page}) => {
    let hold = true;
    await page.route('**/search-index/manifest.json', async (route) => {
      if (hold) return; // never answers
      await route.continue();
    });
    await openModalCold(page);
    const input = page.locator('.DocSearch-Input');
    await input.fill('populate');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    // The bounded wait (INDEX_TIMEOUTS.firstTierMs, 8 s) ends in the error screen.
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results', {timeout: 20_000});
    hold = false;
    await input.press('End');
    await input.pressSequentially('s');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
  });

  test('status goes loading, then stalled after 300 ms, then idle with results', async ({page}) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await openModalCold(page);
    await page.locator('.DocSearch-Input').fill('populate');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible(INDEX);
    await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
  });
});

test.describe('recent and favourite searches', () => {
  test('an opened hit becomes a recent search, which can be made a favourite and removed', async ({page}) => {
    await openModal(page);
    await search(page, 'findMany');
    const title = (await page.locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-title').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(title);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('__DOCSEARCH_RECENT_SEARCHES__')));
    expect(stored).toHaveLength(1);

    await recent.getByTitle('Save this search').click();
    const favorite = page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent).toHaveCount(0);

    await favorite.getByTitle('Remove this search from favorites').click();
    await expect(favorite).toHaveCount(0);
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('keeps 7 recent searches, 4 when favourites exist, and 10 favourites', async ({page}) => {
    const hit = (n: number) => ({
      objectID: `/x#${n}`,
      url: `/dev-docs/configurations/database#r${n}`,
      url_without_anchor: '/dev-docs/configurations/database',
      type: 'lvl2',
      anchor: `r${n}`,
      content: null,
      hierarchy: {
        lvl0: 'Base configuration',
        lvl1: 'Database configuration',
        lvl2: `Saved ${n}`,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
    });
    const stored = Array.from({length: 12}, (_, n) => hit(n));
    const section = (title: string) =>
      page
        .locator('.DocSearch-Hits')
        .filter({has: page.locator('.DocSearch-Hit-source', {hasText: title})})
        .locator('.DocSearch-Hit');
    const openWith = async (recent: unknown[], favorite: unknown[]) => {
      await page.evaluate(
        ([r, f]) => {
          localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__tessera-docs-local', JSON.stringify(r));
          localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__tessera-docs-local', JSON.stringify(f));
        },
        [recent, favorite],
      );
      await page.reload();
      await waitForHydration(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-StartScreen, .DocSearch-Hits').first()).toBeVisible();
    };
    await page.goto(DOC);
    await waitForHydration(page);

    await openWith(stored, []);
    await expect(section('Recent')).toHaveCount(7);

    await openWith(stored, stored.slice(0, 1));
    await expect(section('Recent')).toHaveCount(4);
    await expect(section('Favorite')).toHaveCount(1);

    await openWith(stored.slice(0, 1), stored.slice(1));
    await expect(section('Favorite')).toHaveCount(10);
    // Saving one more favourite keeps 10 in storage.
    await section('Recent').first().getByTitle('Save this search').click();
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('__DOCSEARCH_FAVORITE_SEARCHES__tessera-docs-local')!) as unknown[]).length),
      )
      .toBe(10);
  });
});

test.describe('the /search page', () => {
  test('works when opened from a link: all results, paged 20 at a time, q kept in the address', SMOKE, async ({page}) => {
    await page.goto('/search?q=populate');
    const results = page.locator('[data-search-status="done"]');
    await expect(results).toContainText(/\d+ results · page 1 of \d+/, INDEX);
    await expect(page.locator('ol li')).toHaveCount(20);
    await expect(page.locator('input[name="q"]')).toHaveValue('populate');
    await page.getByRole('navigation', {name: 'Search result pages'}).getByRole('link', {name: '2', exact: true}).click();
    await expect(page).toHaveURL(/\/search\?q=populate&page=2$/);
    await expect(results).toContainText('page 2 of');
    await expect(page.locator('ol li mark').first()).toBeVisible();
  });

  test('filters by docs area and keeps the filter in the address', async ({page}) => {
    await page.goto('/search?q=database');
    await expect(page.locator('[data-search-status="done"]')).toBeVisible(INDEX);
    await page
      .getByRole('group', {name: 'Filter by docs area'})
      .getByRole('button', {name: /^Cloud Docs/})
      .click();
    await expect(page).toHaveURL(/\/search\?q=database&area=cloud$/);
    await expect(page.locator('[data-search-status="done"]')).toBeVisible(INDEX);
    const hrefs = await page.locator('ol li > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href!.startsWith('/cloud/'))).toBe(true);
  });

  test("a new query from the page's own box updates the address; unknown words show no results", async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    await page.locator('input[name="q"]').fill('zzqqxxwv');
    await page.locator('input[name="q"]').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zzqqxxwv$/);
    await expect(page.locator('[data-search-status="done"]')).toContainText('No results for "zzqqxxwv"', INDEX);
    await expect(page.getByRole('link', {name: 'Let us know.'})).toHaveAttribute('href', /issues\/new\?title=/);
  });
});
