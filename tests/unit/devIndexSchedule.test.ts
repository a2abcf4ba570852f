import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DEV_INDEX_FALLBACK_MS, devIndexSchedule} from '../../src/plugins/search/devIndexSchedule';

describe('devIndexSchedule (when npm start writes the search index again)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the dev server to rebuild after a save, then writes once', () => {
    const write = vi.fn();
    const schedule = devIndexSchedule(write, {waitForRebuild: true});
    schedule.changed();
    schedule.changed();
    vi.advanceTimersByTime(1000);
    expect(write, 'not while the page is being rebuilt').not.toHaveBeenCalled();
    schedule.compiled();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEV_INDEX_FALLBACK_MS * 2);
    expect(write, 'the fallback does not write it a second time').toHaveBeenCalledTimes(1);
  });

  it('ignores a rebuild with no change since the last write', () => {
    const write = vi.fn();
    const schedule = devIndexSchedule(write, {waitForRebuild: true});
    schedule.compiled();
    expect(write).not.toHaveBeenCalled();
  });

  it('writes after the fallback when no rebuild follows a change', () => {
    const write = vi.fn();
    const schedule = devIndexSchedule(write, {waitForRebuild: true});
    schedule.changed();
    vi.advanceTimersByTime(DEV_INDEX_FALLBACK_MS - 1);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('without a rebuild signal, writes shortly after the last change', () => {
    const write = vi.fn();
    const schedule = devIndexSchedule(write, {waitForRebuild: false});
    schedule.changed();
    vi.advanceTimersByTime(250);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
