import {describe, expect, it} from 'vitest';
import {readTags} from '../pages';

describe('the tags of docs/tags.yml', () => {
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
