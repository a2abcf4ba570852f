import {stemmer} from 'stemmer';

/**
 * Tokens and terms of search and Ask AI, shared by indexing, querying and highlighting, so a highlighted word is
 * exactly a word that matched. A word is indexed as written (lower-cased, so a word being typed finds it as a
 * prefix) and as its Porter stem (the `stemmer` package, so "deployment" meets "deploying"); camelCase,
 * dotted and snake_case API names are also split (`findMany` is indexed as `findmany`, `find` and `many`).
 */

/** Words that carry no meaning in a docs query ("how do I deploy" searches "deploy"). */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'of',
  'on',
  'or',
  'so',
  'than',
  'that',
  'the',
  'their',
  'then',
  'this',
  'to',
  'use',
  'using',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'you',
  'your',
  'should',
  'there',
  // What is left of a contraction once the apostrophe splits it ("what's", "don't", "I'd", "we'll", "you're").
  's',
  't',
  'd',
  'll',
  're',
  've',
  'm',
  'don',
  'doesn',
  'didn',
  'isn',
  'aren',
  'wasn',
  'weren',
  'hasn',
  'haven',
  'shouldn',
  'wouldn',
  'couldn',
  // The same contractions typed without the apostrophe ("didnt go out", "dont see").
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'hasnt',
  'havent',
  'shouldnt',
  'wouldnt',
  'couldnt',
  'cant',
  'ive',
  'youre',
  'youve',
  'weve',
  'theyre',
  'theyve',
  'hadnt',
  'aint',
  'shouldve',
  'thats',
  'whats',
  // Pronouns and auxiliaries of readers' questions ("our website's users", "Should I host it myself?").
  'our',
  'ours',
  'myself',
  'yourself',
  'ourselves',
  'they',
  'them',
  'he',
  'she',
  'his',
  'her',
  'has',
  'have',
  'had',
  'been',
  'being',
  'were',
  'would',
  'could',
  'might',
  'must',
  'vs',
  'versus',
]);

/** Splits on anything that is not a letter, digit, `$`, `_` or `-` inside a word; keeps offsets for highlighting. */
const TOKEN = /[\p{L}\p{N}$_]+(?:[-:.][\p{L}\p{N}$_]+)*/gu;

export interface Token {
  text: string;
  start: number;
  end: number;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    tokens.push({text: match[0], start: match.index, end: match.index + match[0].length});
  }
  return tokens;
}

/** The Porter stem of a lower-case English word; names with digits or symbols, and short words, are kept. */
export function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  const stemmed = stemmer(word);
  // Porter turns a final y into i only before it strips a suffix: "deploy" gives "deploi" but "deployment" gives
  // "deploy". Applying that rule to the result too makes the word and its derived forms meet.
  return stemmed.endsWith('y') && /[aeiou]/.test(stemmed.slice(0, -1)) ? `${stemmed.slice(0, -1)}i` : stemmed;
}

/** The index terms of one token: the whole token, its parts (split on `-`, `:`, `.` and camelCase), each as written and stemmed. */
export function termsOf(token: string): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    terms.add(word);
    terms.add(stem(word));
  };
  add(token.toLowerCase());
  for (const part of partsOf(token)) add(part);
  return [...terms];
}

/** The parts of a compound name, lower-cased: its segments (split on `-`, `:`, `.`, `_`) and their camelCase words. */
export function partsOf(token: string): string[] {
  const parts = new Set<string>();
  const segments = token.split(/[-:._]/).filter(Boolean);
  if (segments.length > 1) for (const segment of segments) parts.add(segment.toLowerCase());
  const words = segments
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .map((part) => part.toLowerCase().replace(/^\$/, ''))
    .filter((part) => part.length > 1);
  if (words.length > 1) for (const word of words) parts.add(word);
  return [...parts];
}

/** The words of a text as written (case kept): its tokens, split on `-`, `:` and `.` ("Fly.io": Fly, io). */
export function splitWords(text: string): string[] {
  return tokenize(text).flatMap((token) => token.text.split(/[-:.]/).filter(Boolean));
}

/**
 * Readers' vocabulary: the one table of synonyms of search and Ask AI (both rank through the engine). A word
 * readers type maps to the words these docs use for the same thing, both ways where both are used. Looked up with
 * the reader's word (as typed, else its stem); the engine searches the stems of the synonyms as the same query
 * word, at a lower weight than the word itself.
 */
const SYNONYMS: Record<string, readonly string[]> = {
  // logs and monitoring
  monitor: ['logs'],
  monitoring: ['logs'],
  logging: ['logs'],
  // deploying
  ship: ['deploy'],
  shipping: ['deploy'],
  host: ['deploy'],
  hosting: ['deploy'],
  rollback: ['redeploy', 'rollback'],
  // removing
  remove: ['delete'],
  erase: ['delete'],
  delete: ['remove'],
  uninstall: ['remove'],
  // authentication
  auth: ['authentication'],
  authenticate: ['authentication'],
  login: ['log'],
  signin: ['log'],
  signup: ['register'],
  // configuration and environment
  env: ['environment'],
  vars: ['variable'],
  var: ['variable'],
  config: ['configuration'],
  settings: ['configuration'],
  setup: ['install'],
  // databases
  db: ['database'],
  postgres: ['postgresql'],
  pg: ['postgresql'],
  // names and abbreviations
  ts: ['typescript'],
  js: ['javascript'],
  gql: ['graphql'],
  swagger: ['openapi'],
  openapi: ['swagger'],
  telemetry: ['usage', 'data'],
  jest: ['test'],
  k8s: ['kubernetes'],
  // media
  pic: ['image'],
  picture: ['image'],
  photo: ['image'],
  img: ['image'],
  // upgrades
  upgrade: ['migrate', 'migration'],
  // versions: "v5" is "Tessera 5" in the docs
  v3: ['3'],
  v4: ['4'],
  v5: ['5'],
  migrate: ['upgrade'],
  // scheduling
  schedule: ['cron'],
  cron: ['schedule'],
  paginate: ['pagination'],
  translate: ['locale'],
  i18n: ['internationalization', 'locale'],
  restrict: ['limit'],
  disable: ['off'],
  // readers' verbs for the docs' states and actions
  offline: ['unpublish'],
  unpublish: ['offline'],
  abort: ['cancel'],
  stop: ['cancel'],
  revert: ['discard'],
  startup: ['bootstrap'],
};

/**
 * Phrases readers type for one word of the docs ("roll back": rollback, "command line": CLI). Each word of the
 * phrase reaches the synonyms, so a record with "rollback" holds both words of "roll back".
 */
const PHRASES: ReadonlyArray<readonly [readonly string[], readonly string[]]> = [
  [['roll', 'back'], ['rollback']],
  // a number compared with a limit: "pageSize more than 100"
  [
    ['more', 'than'],
    ['maximum', 'limit'],
  ],
  [
    ['less', 'than'],
    ['minimum', 'limit'],
  ],
  [['at', 'most'], ['maximum']],
  [['at', 'least'], ['minimum']],
  // readers' verbs: "throw away my changes", "on startup"
  [['throw', 'away'], ['discard']],
  [['on', 'startup'], ['bootstrap']],
  [['on', 'start'], ['bootstrap']],
  [['command', 'line'], ['cli']],
  [['log', 'in'], ['login']],
  [
    ['sign', 'in'],
    ['login', 'log'],
  ],
  [
    ['sign', 'up'],
    ['register', 'registration'],
  ],
  [['log', 'out'], ['logout']],
  [
    ['set', 'up'],
    ['setup', 'install'],
  ],
  [['turn', 'off'], ['disable']],
  [['turn', 'on'], ['enable']],
  [
    ['env', 'vars'],
    ['environment', 'variable'],
  ],
];

const SYNONYM_STEMS = new Map(Object.entries(SYNONYMS).map(([word, list]) => [word, list.map((synonym) => stem(synonym))] as const));

/** The stems of the synonyms of a word as typed (lower case). */
export function synonymsOf(word: string): readonly string[] {
  return SYNONYM_STEMS.get(word) ?? SYNONYM_STEMS.get(stem(word)) ?? [];
}

/**
 * The stems of the synonyms that each word of a text (lower-cased, stop words included) gets from a phrase it is part
 * of (`PHRASES`: "roll back" gives both words `rollback`), by position.
 */
export function phraseSynonyms(words: readonly string[]): Set<string>[] {
  const extra = words.map(() => new Set<string>());
  for (const [phrase, synonyms] of PHRASES) {
    for (let start = 0; start + phrase.length <= words.length; start += 1) {
      if (!phrase.every((word, offset) => words[start + offset] === word)) continue;
      for (let offset = 0; offset < phrase.length; offset += 1) for (const synonym of synonyms) extra[start + offset]!.add(stem(synonym));
    }
  }
  return extra;
}
