import {describe, expect, it} from 'vitest';
import {shortDate} from '../../src/lib/content/shortDate';

describe('shortDate', () => {
  it('writes a date as Intl does for English, short month, in UTC', () => {
    const format = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    for (const iso of ['2026-11-26T23:59:59Z', '2026-01-01T00:00:00Z', '2024-02-29T12:00:00Z', '2025-09-07T05:00:00+09:00']) {
      expect(shortDate(new Date(iso)), iso).toBe(format.format(new Date(iso)));
    }
  });
});
