/**
 * Text handling for the local answer engine: tokens for ranking, and sentences for quoting.
 * Everything here is pure and runs the same in the browser worker, in Node (bench, build) and in tests.
 */

/** Words that carry no meaning for retrieval: English function words and the usual question scaffolding. */
const STOPWORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing done down during each few for from further get gets got had has have having he her here hers him his ' +
    'how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own ' +
    'same she should so some such than that the their theirs them then there these they this those through to too under until up ' +
    'very was we were what when where which while who whom why will with would you your yours yourself ' +
    // question scaffolding: these say "this is a question", not what it is about
    'please tell explain know want need go way ways possible able thing things something anything one ones also use using used' +
    ' let lets let\'s there\'s whats what\'s hows how\'s'
  ).split(/\s+/),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/* ---------------------------------------------------------------------------------------------
 * Porter stemmer (M. F. Porter, 1980), the classic algorithm, so "configure", "configuring" and
 * "configuration" meet on one stem.
 * ------------------------------------------------------------------------------------------- */

function isConsonant(word: string, i: number): boolean {
  const c = word[i];
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** m(): the number of vowel-consonant sequences in stem. */
function measure(stem: string): number {
  let m = 0;
  let i = 0;
  const n = stem.length;
  while (i < n && isConsonant(stem, i)) i += 1;
  while (i < n) {
    while (i < n && !isConsonant(stem, i)) i += 1;
    if (i >= n) break;
    while (i < n && isConsonant(stem, i)) i += 1;
    m += 1;
  }
  return m;
}

function hasVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i += 1) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n < 3) return false;
  const last = word[n - 1]!;
  return isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1) && !'wxy'.includes(last);
}

function replaceSuffix(word: string, rules: readonly (readonly [string, string])[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : word;
    }
  }
  return word;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

export function stem(input: string): string {
  let w = input;
  if (w.length <= 2 || !/^[a-z]+$/.test(w)) return w;

  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* unchanged */
  } else if (w.endsWith('s')) w = w.slice(0, -1);

  // Step 1b
  let step1bExtra = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    step1bExtra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    step1bExtra = true;
  }
  if (step1bExtra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && endsCvc(w)) w += 'e';
  }

  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = `${w.slice(0, -1)}i`;

  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);

  // Step 4
  for (const suffix of STEP4) {
    if (w.endsWith(suffix)) {
      const s = w.slice(0, -suffix.length);
      if (measure(s) > 1 && (suffix !== 'ion' || /[st]$/.test(s))) w = s;
      break;
    }
  }

  // Step 5
  if (w.endsWith('e')) {
    const s = w.slice(0, -1);
    const m = measure(s);
    if (m > 1 || (m === 1 && !endsCvc(s))) w = s;
  }
  if (measure(w) > 1 && endsDoubleConsonant(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

/* ---------------------------------------------------------------------------------------------
 * Tokens
 * ------------------------------------------------------------------------------------------- */

/** Removes accents: "Café" -> "Cafe". */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

const WORD = /\$?[\p{L}\p{N}_]+/gu;

/**
 * Lower-case word pieces of a text, in order, stopwords included (positions matter for phrases).
 * `documentId` gives "documentid", "document", "id"; `tessera.documents()` gives "tessera", "documents";
 * `$containsi` stays "$containsi".
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of fold(text).matchAll(WORD)) {
    const raw = match[0];
    const lower = raw.toLowerCase();
    // camelCase and snake_case identifiers also count as their parts
    const parts = raw
      .replace(/^\$/, '')
      .split(/_+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)
      .filter(Boolean);
    if (parts.length > 1) {
      out.push(lower);
      for (const part of parts) out.push(part.toLowerCase());
    } else {
      out.push(lower);
    }
  }
  return out;
}

/** One normalised term for ranking: lower case, stemmed; numbers and `$operators` kept as they are. */
export function term(word: string): string {
  if (word.startsWith('$') || /\d/.test(word)) return word;
  return stem(word);
}

/** The terms of a text in order, with stopwords removed: what ranking works on. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (isStopword(word) || (word.length < 2 && !/\d/.test(word))) continue;
    out.push(term(word));
  }
  return out;
}

/** Sentences about the page rather than about the product ("This page describes ..."): they match a page's every topic. */
export const META_SENTENCE = /^(this|the following) (page|guide|section|tutorial|reference)\b|^(on|in) this (page|guide|section)\b/i;

/* ---------------------------------------------------------------------------------------------
 * Sentences
 * ------------------------------------------------------------------------------------------- */

const ABBREVIATIONS = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|fig|resp)\.|\b[A-Z]\.)$/i;

/**
 * Splits a block of prose into sentences. A sentence ends at ".", "!" or "?" followed by a space and
 * an upper-case letter, a digit, a quote, a parenthesis or a backtick, and not after a common abbreviation.
 * Text is never changed: joining the sentences with a space gives back the block (whitespace collapsed).
 */
export function sentences(block: string): string[] {
  const text = block.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const out: string[] = [];
  let start = 0;
  const boundary = /[.!?]["')\]]?\s+(?=[A-Z0-9"'`([])/g;
  for (const match of text.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (ABBREVIATIONS.test(candidate)) continue;
    out.push(candidate.trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
