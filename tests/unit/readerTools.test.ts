import {afterEach, describe, expect, it, vi} from 'vitest';
import {chooseLastUpdateVcs} from '../../src/lib/build/lastUpdate';
import {
  FEEDBACK_STORAGE_KEY,
  MAX_COMMENT_LENGTH,
  feedbackIssueUrl,
  feedbackPayload,
  readRating,
  saveRating,
} from '../../src/lib/browser/pageFeedback';
import {readSettings} from '../../src/settings';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

afterEach(() => vi.restoreAllMocks());

describe('last updated dates', () => {
  it('read the whole git history once when it is complete', () => {
    expect(chooseLastUpdateVcs({insideWorkTree: true, shallow: false})).toEqual({vcs: 'default-v2', warning: null});
  });

  it('are left out, with a warning, in a shallow clone or without git', () => {
    const shallow = chooseLastUpdateVcs({insideWorkTree: true, shallow: true});
    expect(shallow.vcs).toBe('disabled');
    expect(shallow.warning).toContain('git fetch --unshallow');
    const none = chooseLastUpdateVcs({insideWorkTree: false, shallow: false});
    expect(none.vcs).toBe('disabled');
    expect(none.warning).toMatch(/left out/);
  });
});

describe('page feedback', () => {
  it('posts nowhere unless FEEDBACK_ENDPOINT is set', () => {
    expect(readSettings({}).feedbackEndpoint).toBeNull();
    expect(readSettings({FEEDBACK_ENDPOINT: ' https://feedback.example/api '}).feedbackEndpoint).toBe('https://feedback.example/api');
  });

  it('builds the JSON body with a trimmed, bounded comment', () => {
    expect(feedbackPayload('/dev-docs/faq', 'yes')).toEqual({page: '/dev-docs/faq', helpful: true, comment: null});
    expect(feedbackPayload('/dev-docs/faq', 'no', '   ')).toEqual({page: '/dev-docs/faq', helpful: false, comment: null});
    expect(feedbackPayload('/a', 'no', ` ${'x'.repeat(MAX_COMMENT_LENGTH + 10)} `).comment).toHaveLength(MAX_COMMENT_LENGTH);
  });

  it('prefills a report with the page and the answer', () => {
    const url = new URL(feedbackIssueUrl('https://issues.example/new', {url: 'https://docs.example/dev-docs/faq', title: 'FAQ'}, 'no'));
    expect(url.origin + url.pathname).toBe('https://issues.example/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: FAQ');
    expect(url.searchParams.get('body')).toContain('Page: https://docs.example/dev-docs/faq');
    expect(url.searchParams.get('body')).toContain('helpful? No');
  });

  it('remembers one rating per page', () => {
    const storage = new MemoryStorage();
    expect(readRating(() => storage, '/a')).toBeNull();
    saveRating(() => storage, '/a', 'yes');
    saveRating(() => storage, '/b', 'no');
    saveRating(() => storage, '/a', 'no');
    expect(readRating(() => storage, '/a')).toBe('no');
    expect(readRating(() => storage, '/b')).toBe('no');
    expect(JSON.parse(storage.getItem(FEEDBACK_STORAGE_KEY)!)).toEqual({'/a': 'no', '/b': 'no'});
  });

  it('ignores a corrupt stored value', () => {
    const storage = new MemoryStorage();
    storage.setItem(FEEDBACK_STORAGE_KEY, '{not json');
    expect(readRating(() => storage, '/a')).toBeNull();
    storage.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify({'/a': 'maybe', '/b': 'yes'}));
    expect(readRating(() => storage, '/a')).toBeNull();
    expect(readRating(() => storage, '/b')).toBe('yes');
  });

  it('only logs a warning when storage is unavailable', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readRating(blocked, '/a')).toBeNull();
    expect(() => saveRating(blocked, '/a', 'yes')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
