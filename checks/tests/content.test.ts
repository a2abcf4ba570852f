import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {summarize} from '../content/page';
import {checkAllPages} from '../content/allPages';
import {readTags} from '../pages';

describe('content checks on every page under docs/', () => {
  it('every page passes (front matter, tags, placeholders, words, links, headings, MDX)', async () => {
    const reports = await checkAllPages();
    const table = summarize(reports)
      .map(
        (s) =>
          `${s.area.padEnd(12)} ${String(s.pages).padStart(5)} pages ${String(s.words).padStart(8)} words ${String(s.failures).padStart(4)} failures`,
      )
      .join('\n');
    console.log(`Content checks per docs area:\n${table}`);
    const failures = reports.filter((r) => r.problems.length > 0).map((r) => `${path.join('docs', r.path)}: ${r.problems.join('; ')}`);
    expect(reports.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 120_000);

  it('the tags file has unique tags, each with a label and a description, including the specification examples', () => {
    const tags = readTags();
    for (const [slug, tag] of tags) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(tag.label, slug).toBeTruthy();
      expect(tag.description, slug).toBeTruthy();
    }
    for (const example of [
      'admin-panel',
      'api-token',
      'authentication',
      'cli',
      'content-manager',
      'custom-fields',
      'deployment',
      'document-service-api',
      'draft-publish',
      'graph-ql',
      'media-library',
      'plugins',
      'rbac',
      'rest-api',
      'tessera-cloud',
      'upgrade-to-tessera-5',
      'webhooks',
    ]) {
      expect(tags.has(example), example).toBe(true);
    }
  });
});
