import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const build = path.resolve(__dirname, '../../build');
const tagsDir = path.join(build, 'tags');
/** The specification: "There are roughly 280 to 300 tags." Within 10% of that range passes. */
const TAGS_ROUGHLY = {min: 280, max: 300};

describe('tags in the build', () => {
  const slugs = fs.existsSync(tagsDir)
    ? fs
        .readdirSync(tagsDir, {withFileTypes: true})
        .map((entry) => entry.name.replace(/\.html$/, ''))
        .filter((name) => name !== 'index')
    : [];
  const unique = [...new Set(slugs)];

  it('has a listing page for roughly 280 to 300 tags, including every example of the specification', () => {
    // The specification says "roughly": a writer adding the 301st tag is fine, a collapse or an explosion is not.
    expect(unique.length).toBeGreaterThanOrEqual(Math.floor(TAGS_ROUGHLY.min * 0.9));
    expect(unique.length).toBeLessThanOrEqual(Math.ceil(TAGS_ROUGHLY.max * 1.1));
    for (const example of [
      'admin-panel', 'api-token', 'authentication', 'cli', 'content-manager', 'custom-fields', 'deployment',
      'document-service-api', 'draft-publish', 'graph-ql', 'media-library', 'plugins', 'rbac', 'rest-api',
      'tessera-cloud', 'upgrade-to-tessera-5', 'webhooks',
    ]) {
      expect(unique, example).toContain(example);
    }
  });

  it('the tag index links every tag page', () => {
    const index = fs.readFileSync(fs.existsSync(path.join(build, 'tags.html')) ? path.join(build, 'tags.html') : path.join(tagsDir, 'index.html'), 'utf8');
    const linked = new Set([...index.matchAll(/href="?\/tags\/([a-z0-9-]+)/g)].map((m) => m[1]));
    expect(unique.filter((slug) => !linked.has(slug))).toEqual([]);
  });
});

describe('tag permalinks', () => {
  it('every tag of docs/tags.yml is served at /tags/<its key>', async () => {
    const yaml = await import('js-yaml');
    const keys = Object.keys(yaml.load(fs.readFileSync(path.resolve(__dirname, '../../docs/tags.yml'), 'utf8')) as object);
    const missing = keys.filter((key) => !fs.existsSync(path.join(tagsDir, `${key}.html`)) && !fs.existsSync(path.join(tagsDir, key, 'index.html')));
    expect(missing).toEqual([]);
  });
});
