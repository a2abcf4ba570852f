import {COLOR_MODE_TOGGLE, DESKTOP, expect, MOBILE, switchColorMode, test, waitForHydration, SMOKE} from './support';

test.describe('navbar at desktop width', () => {
  test.use({viewport: DESKTOP});

  test('the three areas, the version and locale dropdowns and the repository link', SMOKE, async ({page}) => {
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('link', {name: 'User Guide'}).click();
    await expect(page).toHaveURL(/\/user-docs\/intro$/);
    await expect(page.locator('article h1')).toBeVisible();

    await navbar.getByRole('link', {name: 'Dev Docs'}).click();
    await expect(page).toHaveURL(/\/dev-docs\/intro$/);

    await navbar.getByRole('link', {name: 'Cloud Docs'}).click();
    await expect(page).toHaveURL(/\/cloud\/getting-started\/intro$/);

    await navbar.getByRole('button', {name: 'Next'}).hover();
    await expect(navbar.getByRole('link', {name: '4.x'})).toHaveAttribute('href', /^https:\/\//);
    await navbar.getByRole('button', {name: 'English'}).hover();
    await expect(navbar.getByRole('link', {name: 'English'})).toBeVisible();

    const repo = navbar.getByRole('link', {name: 'Tessera source repository'});
    await expect(repo).toHaveAttribute('href', /^https:\/\/github\.com\//);
  });

  test('the footer links of the specification resolve', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const [label, path] of [
      ["What's new", '/dev-docs/whats-new'],
      ['Release notes', '/release-notes'],
      ['FAQ', '/dev-docs/faq'],
      ['Community & Support', '/dev-docs/community'],
      ['Usage information', '/dev-docs/usage-information'],
    ] as const) {
      const link = footer.getByRole('link', {name: label, exact: true});
      await expect(link).toHaveAttribute('href', path);
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
    }
    for (const label of ['Tessera 4 docs', 'Contributor docs', 'Design system', 'Community chat', 'Q&A forum', 'Blog', 'X', 'YouTube']) {
      const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      await expect(footer.getByRole('link', {name}).first()).toHaveAttribute('href', /^https:\/\//);
    }
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({viewport: MOBILE});

  test('opens, goes back to the main menu, toggles colour mode, closes', SMOKE, async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();

    // On a doc page the menu opens on the doc sidebar; the back button returns to the main menu.
    await sidebar.getByRole('button', {name: /Back to main menu/}).click();
    const cloud = sidebar.getByRole('link', {name: 'Cloud Docs'});
    await expect(cloud).toBeVisible();
    await expect(cloud).toHaveAttribute('href', '/cloud/intro');

    const before = await page.locator('html').getAttribute('data-theme');
    const after = await switchColorMode(page, sidebar.locator('.navbar-sidebar__brand').getByRole('button', {name: COLOR_MODE_TOGGLE}));
    expect(after).not.toBe(before);

    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(sidebar).toBeHidden();
  });

  test('the mobile Cloud Docs link opens the Cloud overview', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Cloud Docs'}).click();
    await expect(page).toHaveURL(/\/cloud\/intro$/);
  });

  test('closes on navigating back and on resizing to desktop width', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('main').getByRole('link', {name: 'Quick start'}).first().click();
    await expect(page).toHaveURL(/\/dev-docs\/quick-start$/);
    await expect(page.locator('article h1')).toBeVisible();
    const sidebar = page.locator('.navbar-sidebar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    // Back closes the menu (the theme consumes that history step instead of leaving the page).
    await page.goBack();
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(sidebar).toBeHidden();
  });
});

test.describe('navbar on a phone (375 px, touch)', () => {
  test.use({viewport: MOBILE, hasTouch: true, isMobile: true});

  for (const path of ['/', '/dev-docs/intro']) {
    test(`no shown navbar control of ${path} is covered by another`, async ({page}) => {
      await page.goto(path);
      await waitForHydration(page);
      // The element at the centre of each shown control must be the control (or inside it): otherwise a tap on it
      // lands on whatever lies on top.
      const covered = await page.locator('nav.navbar').evaluate((navbar) =>
        Array.from(navbar.querySelectorAll<HTMLElement>('a, button'))
          .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
          .filter((control) => {
            const box = control.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return !(top && (top === control || control.contains(top)));
          })
          .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim()),
      );
      expect(covered).toEqual([]);
    });
  }

  test('search and Ask AI are one tap away', SMOKE, async ({page}) => {
    await page.goto('/dev-docs/intro');
    await waitForHydration(page);
    const navbar = page.locator('nav.navbar');
    await navbar.getByRole('button', {name: /^Search/}).tap();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();

    await navbar.getByRole('button', {name: 'Ask AI'}).tap();
    await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
  });
});

test('links in view still have their pages prefetched (in idle time, src/framework/idle-prefetch)', async ({page}) => {
  // The test-only links page links to the doc page test; that link, the navbar's and the footer's are in view.
  await page.goto('/__tests/links');
  await waitForHydration(page);
  // Docusaurus prefetches a page's chunks with <link rel="prefetch">; src/framework/idle-prefetch defers that to idle time.
  await expect.poll(() => page.locator('link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
});

test("a page starts its route's scripts from the HTML after its first paint, and the app inserts none of its own", async ({page}) => {
  // src/framework/route-scripts: the HTML names the route's chunks; src/framework/page-template/startAfterPaint.ts: the page's loader inserts
  // them with the runtime and main once the page has painted, and the bundler's loader takes those <script>s (same src).
  // Without the first, the app inserted a <script> for each chunk after evaluating main; without the second, the
  // scripts were requested with the stylesheet and often ran before the first paint.
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, {insertedBeforeHydration: inserted});
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement && child.src && !('docusaurusRoot' in window)) inserted.push(new URL(child.src).pathname);
      return append.call(this, child) as T;
    };
  });
  const response = await page.goto('/__tests/doc-page');
  await waitForHydration(page);
  // Read from the served HTML (the chunk loader removes a chunk's <script> once it has run).
  const listed = /<script\b[^>]*\bdata-scripts="([^"]+)"/.exec((await response?.text()) ?? '')?.[1]?.split(' ') ?? [];
  expect(listed.length).toBeGreaterThan(2);
  expect(listed.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as {insertedBeforeHydration: string[]}).insertedBeforeHydration)).toEqual(listed);
  const timing = await page.evaluate((scripts) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const requested = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && scripts.includes(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return {paint, requested};
  }, listed);
  expect(timing.requested).toHaveLength(listed.length);
  for (const requestedAt of timing.requested) expect(requestedAt).toBeGreaterThanOrEqual(timing.paint);
});

test('tag pages open in the app from a doc, lead back to docs, and an unknown tag shows the not-found page', SMOKE, async ({page}) => {
  // The doc page test links to tag pages.
  await page.goto('/dev-docs/quick-start');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  const tagLink = page.locator('article a[href^="/tags/"]').first();
  const tagPath = (await tagLink.getAttribute('href'))!;
  await tagLink.click();
  await expect(page).toHaveURL(tagPath);
  await expect(page.locator('main h1')).toBeVisible();
  const docLink = page.locator('main article a[href^="/dev-docs/"], main a[href^="/dev-docs/"]').first();
  const docPath = (await docLink.getAttribute('href'))!;
  await docLink.click();
  await expect(page).toHaveURL(docPath);
  await expect(page.locator('article h1')).toBeVisible();
  // Client-side, as a router link would: no page load (the marker survives), the not-found content of the docs.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/tags/no-such-tag-here');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});
