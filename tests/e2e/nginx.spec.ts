import {PORT} from '../../playwright.config';
import {findNginx, startNginx, type LocalNginx} from '../support/nginx';
import {expect, test, waitForHydration} from './support';
import {requiredRoutes} from '../../checks/pages';
import {latestSet, type IndexManifest} from '../../src/lib/search/indexFormat';

/**
 * The deploy recipe (deploy/nginx/tessera-docs.conf) with Debian's nginx over this build, on 127.0.0.1:PORT+2000,
 * unprivileged, with its own prefix under .nginx/ (scripts/nginx/serve.mts). Skips, saying why, without nginx.
 */
const NGINX_PORT = PORT + 2000;
const ROUTES = requiredRoutes();
const found = findNginx();

test.describe('the nginx recipe', () => {
  test.skip('missing' in found, 'missing' in found ? found.missing : '');
  test.describe.configure({mode: 'serial'});
  let nginx: LocalNginx;
  let origin = '';

  test.beforeAll(async () => {
    nginx = await startNginx({dir: 'build', port: NGINX_PORT});
    origin = nginx.url;
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('serves every route of routes.txt with 200, and unknown paths with the 404 page', async ({request}) => {
    test.setTimeout(120_000);
    const failed: string[] = [];
    for (const route of ROUTES) {
      const response = await request.get(`${origin}${route}`, {maxRedirects: 0});
      if (response.status() !== 200) failed.push(`${route} (${response.status()})`);
    }
    expect(failed).toEqual([]);
    const missing = await request.get(`${origin}/this/page/does-not-exist`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
    expect(missing.headers()['content-security-policy']).toContain("default-src 'self'");
    expect((await request.get(`${origin}/_nginx-security-headers.conf`)).status()).toBe(404);
  });

  test('normalises .html, /index.html and trailing slashes to the plain route, keeping the query', async ({request}) => {
    for (const [from, to] of [
      ['/dev-docs/intro.html', '/dev-docs/intro'],
      ['/release-notes/index.html', '/release-notes'],
      ['/index.html', '/'],
      ['/release-notes/', '/release-notes'],
      ['/search.html?q=webhooks', '/search?q=webhooks'],
    ]) {
      const response = await request.get(`${origin}${from}`, {maxRedirects: 0});
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('sends cache, compression and security headers', async ({request}) => {
    const html = await request.get(`${origin}/dev-docs/intro`, {headers: {'accept-encoding': 'gzip'}});
    const headers = html.headers();
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const body = await html.text();
    const script = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(body)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(`${origin}${script}`, {headers: {'accept-encoding': nginx.brotli ? 'br' : 'gzip'}});
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe(nginx.brotli ? 'br' : 'gzip');
    expect(asset.headers()['content-security-policy']).toBeTruthy();
    const manifest = await request.get(`${origin}/search-index/manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const {head} = latestSet((await manifest.json()) as IndexManifest);
    expect((await request.get(`${origin}/search-index/${head}`)).headers()['cache-control']).toContain('immutable');
  });

  test('a page served by nginx works in Chromium under its CSP: hydration, search and Ask AI', async ({page}) => {
    await page.goto(`${origin}/dev-docs/intro`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('webhooks');
    // the index loads in a worker under the CSP: a busy machine may take a while
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 60_000});
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/dev-docs/intro?ask=${encodeURIComponent('How do I create a webhook?')}`);
    await expect(page.getByRole('dialog', {name: 'Ask your question'})).toBeVisible();
    // the automatic fixture of ./support fails this test on any CSP violation
  });
});
