import {describe, expect, it} from 'vitest';
import {readSettings} from '../../src/settings';
import {thirdPartyHeadTags, thirdPartyScripts} from '../../src/lib/build/thirdParty';

describe('readSettings', () => {
  it('has working defaults with no environment, and no hosted service switched on', () => {
    const settings = readSettings({});
    expect(settings.baseUrl).toBe('/');
    expect(settings.siteUrl).toMatch(/^https:\/\//);
    expect(settings.docsearch).toBeNull();
    expect(settings.askAi).toBeNull();
    expect(settings.gtmContainerId).toBeNull();
    expect(settings.heatmapScriptUrl).toBeNull();
    expect(settings.enableTestRoutes).toBe(false);
  });

  it('keeps the persistent build cache off unless BUILD_CACHE=1', () => {
    expect(readSettings({}).buildCache).toBe(false);
    expect(readSettings({BUILD_CACHE: 'true'}).buildCache).toBe(false);
    expect(readSettings({BUILD_CACHE: '1'}).buildCache).toBe(true);
  });

  it('compiles lazily in npm start unless LAZY_COMPILATION=0 (src/plugins/lazy-compilation)', () => {
    expect(readSettings({}).lazyCompilation).toBe(true);
    expect(readSettings({LAZY_COMPILATION: '1'}).lazyCompilation).toBe(true);
    expect(readSettings({LAZY_COMPILATION: '0'}).lazyCompilation).toBe(false);
  });

  it('keeps the framework patches on unless FRAMEWORK_PATCHES=0 (src/framework)', () => {
    expect(readSettings({}).frameworkPatches).toBe(true);
    expect(readSettings({FRAMEWORK_PATCHES: '1'}).frameworkPatches).toBe(true);
    expect(readSettings({FRAMEWORK_PATCHES: '0'}).frameworkPatches).toBe(false);
  });

  it('switches DocSearch on only when app id, key and index are all set', () => {
    expect(readSettings({DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key'}).docsearch).toBeNull();
    expect(readSettings({DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'docs'}).docsearch).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });

  it('normalises the base URL and ignores blank values', () => {
    expect(readSettings({BASE_URL: 'docs'}).baseUrl).toBe('/docs/');
    expect(readSettings({BASE_URL: '/docs/'}).baseUrl).toBe('/docs/');
    expect(readSettings({REPO_URL: '   '}).repoUrl).toBe(readSettings({}).repoUrl);
  });
});

describe('third-party scripts', () => {
  it('are empty by default, so the build requests nothing from another origin', () => {
    const settings = readSettings({});
    expect(thirdPartyScripts(settings)).toEqual([]);
    expect(thirdPartyHeadTags(settings)).toEqual([]);
  });

  it('inject the Ask-AI provider with its launcher hidden, the modal title, the radius and a disclaimer', () => {
    const settings = readSettings({ASK_AI_WEBSITE_ID: 'site-123', ASK_AI_PROJECT_NAME: 'Tessera'});
    const [script] = thirdPartyScripts(settings);
    expect(script).toMatchObject({
      async: true,
      'data-website-id': 'site-123',
      'data-project-name': 'Tessera',
      'data-button-hide': 'true',
      'data-modal-title': 'Ask your question',
      'data-modal-border-radius': '4px',
    });
    expect(String(script!['data-modal-disclaimer'])).toMatch(/AI.*inaccurate.*source pages/);
    expect(thirdPartyHeadTags(settings)[0]!.attributes.rel).toBe('preconnect');
  });

  it('add the heatmap script only when its URL is set', () => {
    expect(thirdPartyScripts(readSettings({HEATMAP_SCRIPT_URL: 'https://heat.example/h.js'}))).toEqual([
      {src: 'https://heat.example/h.js', async: true},
    ]);
  });
});
