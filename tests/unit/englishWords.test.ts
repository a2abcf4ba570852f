import {describe, expect, it} from 'vitest';
import {englishStems} from '../../src/plugins/search/englishWords';
import {stem} from '../../src/lib/search/text';

describe('English stems of the sections shard', () => {
  it('holds the stems of common English words, and no product names', () => {
    const stems = new Set(englishStems());
    // A wrong list key would leave the set empty and Ask AI would quietly read every lower-case word as wording.
    expect(stems.size).toBeGreaterThan(20_000);
    for (const word of ['roughly', 'haunted', 'sideways', 'upside', 'wording', 'reboots']) expect(stems.has(stem(word)), word).toBe(true);
    for (const name of ['datadog', 'planetscale', 'heroku', 'circleci']) expect(stems.has(stem(name)), name).toBe(false);
  });
});
