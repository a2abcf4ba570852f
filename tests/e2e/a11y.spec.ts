import {expect, expectNoSeriousA11yViolations, test} from './support';

const PAGES = ['/', '/dev-docs/quick-start', '/tags/rest-api', '/search?q=populate', '/this-page-does-not-exist'];

for (const mode of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`no serious or critical WCAG 2.1 AA violation on ${path} in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoSeriousA11yViolations(page);
    });
  }
}
