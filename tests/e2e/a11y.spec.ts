import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';

const PAGES = ['/', '/dev-docs/quick-start', '/tags/rest-api', '/search?q=populate', '/this-page-does-not-exist'];

for (const mode of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`no serious or critical WCAG 2.1 AA violation on ${path} in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
      expect(blocking).toEqual([]);
    });
  }
}
