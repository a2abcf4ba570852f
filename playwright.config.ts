import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './src/lib/build/chromium';

/** End-to-end tests drive Debian's Chromium against the production build served on localhost. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Fixture builds served beside the site (scripts/test.sh builds them), each by its own web server below. Their
 * specs fail with the build command when a folder is missing; the server itself then answers 404.
 */
export const FIXTURE_SERVERS = {
  searchHosted: {dir: 'tests/fixtures/search-hosted/build', port: PORT + 1000},
  askHosted: {dir: 'tests/fixtures/ask-hosted/build', port: PORT + 1001},
  // The whole site built by stock Docusaurus (FRAMEWORK_PATCHES=0), for the smoke subset (project `stock-smoke`).
  stock: {dir: 'tests/fixtures/stock/build', port: PORT + 1002},
  // Version 5.5 cut by `docusaurus docs:version` (tests/fixtures/versions/build.sh), for tests/e2e/versions.spec.ts.
  versions: {dir: 'tests/fixtures/versions/build', port: PORT + 1010},
  // English and Arabic (/ar/), each locale built by Docusaurus as a site of its own, for tests/e2e/i18n.spec.ts.
  i18n: {dir: 'tests/fixtures/i18n/build', port: PORT + 1020},
} as const;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: {timeout: 10_000},
  reporter: process.env.CI ? [['list'], ['html', {open: 'never', outputFolder: 'reports/playwright'}]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    // page.route does not see a service worker's requests: once the offline worker controls a page, faults routed by a
    // test would never reach it. The offline-reading tests (readerTools.spec.ts) and the sitemap crawl let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}},
    // The tests tagged @smoke (tests/e2e/support.ts, SMOKE) against the stock build: the site works without src/framework.
    {
      name: 'stock-smoke',
      grep: /@smoke/,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${FIXTURE_SERVERS.stock.port}`},
    },
  ],
  webServer: [
    {
      // Served like a static host would: clean URLs, compression, cache headers and the build's own _headers
      // (its Content-Security-Policy included), so every test runs under the site's real CSP.
      command: `npx tsx scripts/serve-build.mts --dir build --port ${PORT}`,
      url: BASE_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The fixture builds, the same way (readiness by port: a missing build answers 404 until it is built).
    ...Object.values(FIXTURE_SERVERS).map(({dir, port}) => ({
      command: `npx tsx scripts/serve-build.mts --dir ${dir} --port ${port}`,
      port,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    })),
  ],
});
