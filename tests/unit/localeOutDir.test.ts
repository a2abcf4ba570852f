import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {siteOutDir} from '../../src/lib/build/localeOutDir';

describe('siteOutDir: the site folder a locale build writes the root files into', () => {
  it('is the locale folder itself for the default locale', () => {
    expect(siteOutDir('/site/build', '/', '/')).toBe('/site/build');
    expect(siteOutDir('/site/build', '/docs/', '/docs/')).toBe('/site/build');
  });

  it('is the parent of a second locale folder, under any base URL', () => {
    expect(siteOutDir('/site/build/ar', '/', '/ar/')).toBe(path.resolve('/site/build'));
    expect(siteOutDir('/site/build/ar', '/docs/', '/docs/ar/')).toBe(path.resolve('/site/build'));
    expect(siteOutDir('/site/build/pt/br', '/', '/pt/br/')).toBe(path.resolve('/site/build'));
  });
});
