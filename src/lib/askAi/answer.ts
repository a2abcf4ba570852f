import type {LocalSearchEngine} from '../search/engine';
import type {Block, Section} from '../search/corpus';
import {queryTerms, queryWords, splitWords, stem, STOP_WORDS, synonymsOf, termsOf, tokenize} from '../search/text';
import {isEnglish} from './english';
import {pageOfHref, sectionHref, sectionLabel} from './sections';
import {ANSWER_VERSION} from './version';
import {MAX_QUERY_LENGTH} from '../search/constants';

/**
 * Ask AI's answer assembly, on top of the search engine (one index, one ranking): the question is ranked like a
 * search, and the answer quotes the documentation word for word:
 *  1. the best section, with its heading: its first paragraph and, when it has one, its first code example;
 *  2. at most two supporting passages (first paragraphs) from other sections that match nearly as well;
 *  3. the sources.
 * When the best match is weak, the answer says so and lists the top search results instead of quoting.
 */

export const ANSWER_LIMITS = {
  /** The best section must hold at least this share of the question's words (weighted by rarity)... */
  minCoverage: 0.3,
  /** ...and, when the question has two words or more, two of them (one shared word is a coincidence)... */
  minWordsHeld: 2,
  /**
   * ...and this share when the question gives a name the best section does not hold (`writtenAs`): one in no page,
   * not even spelt nearly ("Heroku"), or a rare one (in at most `rareNameShare` of the records: "Fly.io").
   */
  minCoverageWithName: 0.6,
  rareNameShare: 0.0025,
  /** A supporting passage must score at least this share of the best section's score... */
  supportRatio: 0.45,
  /** ...and hold this share of the question's words. */
  supportCoverage: 0.6,
  maxSupporting: 2,
  /** A paragraph that reads as prose has at least this many characters (shorter ones are labels: "Option"). */
  minParagraphChars: 40,
  /** Records ranked for a question, grouped into sections (see `rankSections`). */
  rankedRecords: 120,
  /** Weight of a section's second matching record, the square of it for the third... */
  sectionDecay: 0.5,
  /** Share of a page record's score that each matching section of the page gains. */
  pageRecordShare: 1,
  maxSources: 5,
  /** A source must score at least this share of the best section's score... */
  sourceRatio: 0.3,
  /** ...or, while fewer than `minSourcePages` pages are cited, this share (and `minCoverage` of the question). */
  nearbySourceRatio: 0.1,
  minSourcePages: 4,
  /**
   * A section whose heading (with its page title and parent heading) names the question's words gains this factor
   * times the share of them it names (weighted by rarity): "How do I generate TypeScript types?" is led by the
   * section "Generate the types" of the TypeScript reference, not by a paragraph that mentions generated types.
   */
  headingBonus: 0.5,
  /**
   * A definition ("What is X?", "What does X do?", "Explain X"; `questionForm`) gains this factor for the section that
   * is about X: its own heading (the page title, for the introduction) names X and little else, X first.
   */
  definitionBonus: 0.5,
  /** Words a heading about X may hold besides X's ("Introduction to webhooks", "Webhook events"). */
  definitionExtraWords: 2,
  /**
   * Proximity: a section that holds the question's words next to each other ("a deploy fails": "Deploy failed") gains
   * this factor times the share of the question's word pairs it holds (`wordPairs`: words at most `pairWindow` apart,
   * either order). Applied to the best `proximityRanked` sections of a question of `proximityMinWords` words or more
   * (in a query of two or three keywords, a pair says little).
   */
  proximityBonus: 2,
  pairWindow: 2,
  proximityRanked: 40,
  proximityMinWords: 4,
  /** Search results listed when the match is weak. */
  weakResults: 5,
} as const;


export interface AnswerLink {
  label: string;
  /** Site-relative link with the section's hash: "/dev-docs/cli#tessera-develop". */
  href: string;
  page: string;
  heading: string;
}

export interface AnswerPassage {
  /** The section's first paragraph, verbatim. */
  text: string;
  /** Its first code example (lead passage only), with the page's language. */
  code?: {text: string; language?: string};
  source: AnswerLink;
}

/** answered: quotes; weak: the best match is too weak to quote, `results` lists the top search results; not-found: nothing matches. */
export type AnswerStatus = 'answered' | 'weak' | 'not-found' | 'empty';

export interface Answer {
  v: typeof ANSWER_VERSION;
  question: string;
  status: AnswerStatus;
  passages: AnswerPassage[];
  sources: AnswerLink[];
  /** The top search results, when the match is weak. */
  results: AnswerLink[];
  /** Words of the question that no page holds. */
  unknownWords: string[];
  /** "/search?q=..." for the same question. */
  searchHref: string;
}

export function linkTo(section: Pick<Section, 'url' | 'anchor' | 'page' | 'heading'>): AnswerLink {
  return {label: sectionLabel(section), href: sectionHref(section), page: section.page, heading: section.heading};
}

/** The search page for a question, its query cut at a word boundary to the search box's 64 characters. */
export function searchHref(question: string): string {
  let q = question.trim().replace(/\s+/g, ' ');
  if (q.length > MAX_QUERY_LENGTH) {
    const cut = q.slice(0, MAX_QUERY_LENGTH);
    const space = cut.lastIndexOf(' ');
    q = space > 20 ? cut.slice(0, space) : cut;
  }
  return `/search?q=${encodeURIComponent(q)}`;
}

/** The sections of the corpus by page and anchor ("/dev-docs/cli#tessera-develop"; "/dev-docs/cli#" for an introduction). */
export type SectionLookup = ReadonlyMap<string, Section>;

export function sectionLookup(sections: readonly Section[]): SectionLookup {
  return new Map(sections.map((section) => [`${section.url}#${section.anchor}`, section]));
}

const firstOf = (blocks: readonly Block[], kind: Block['kind']): Block | undefined => blocks.find((block) => block.kind === kind);

/** Whether a block reads as prose: a sentence, not a label ("Option", "Database", "yes"). */
const readsAsProse = (block: Block): boolean => block.text.length >= ANSWER_LIMITS.minParagraphChars && /\s/.test(block.text);

/** A section's first paragraph: its first paragraph that reads as prose, else its first paragraph; never a table cell. */
function firstParagraph(blocks: readonly Block[]): Block | undefined {
  return blocks.find((block) => block.kind === 'text' && readsAsProse(block)) ?? firstOf(blocks, 'text');
}

/**
 * What the lead passage quotes: the section's first paragraph or, in a section that is only a table, its first cell
 * that reads as prose (a supporting passage is never a lone table cell: "Does not contain the value").
 */
function leadParagraph(blocks: readonly Block[]): Block | undefined {
  return firstParagraph(blocks) ?? blocks.find((block) => block.kind === 'cell' && readsAsProse(block)) ?? firstOf(blocks, 'cell');
}

/**
 * What a question asks for, from its first words: a definition of its subject ("What is X?", "What are X?", "What does
 * X mean?", "What does X do?", "Explain X", "Define X", "Describe X"; `subject`: X's terms), or something else.
 * (A procedure's verb, "How do I configure X?", is not a form here: `headingBonus` already counts it, and leading with
 * the section whose heading starts with it lost kept questions.)
 */
export type QuestionForm = {kind: 'definition'; subject: string[]} | {kind: 'other'};

const DEFINITION = [/^(?:what\s+(?:is|are)|what'?s|explain|define|describe)\s+(.+)$/, /^what\s+(?:does|do)\s+(.+?)\s+(?:mean|do|stand\s+for)$/];

export function questionForm(question: string): QuestionForm {
  const text = question.trim().toLowerCase().replace(/’/g, "'").replace(/[?.!\s]+$/, '');
  for (const pattern of DEFINITION) {
    // X is the noun phrase before the first preposition or conjunction ("the maximum size of an upload": "maximum size").
    const subject = pattern.exec(text)?.[1]?.split(/\s(?:of|in|on|for|and|or|between|with|from|to|when|if|that|which|by|at)\s/)[0];
    if (subject) {
      const terms = [...new Set(queryTerms(`${subject} `))];
      if (terms.length > 0) return {kind: 'definition', subject: terms};
    }
  }
  return {kind: 'other'};
}

/**
 * How a word of the question is written: `camel` with a capital inside ("MongoDB", "findMany"), `acronym` in capitals
 * ("PUT", "HIPAA"), `capital` capitalised after the first word ("Heroku"), `first` capitalised as the first word
 * ("Heroku: how do I..."), else `plain`.
 */
export type WordForm = 'camel' | 'acronym' | 'capital' | 'first' | 'plain';

export function writtenAs(question: string, word: string): WordForm {
  const written = splitWords(question);
  const position = written.findIndex((text) => text.toLowerCase() === word);
  const text = written[position];
  if (!text) return 'plain';
  if (/^\p{Lu}{2,}$/u.test(text)) return 'acronym';
  if (/\p{Ll}\p{Lu}/u.test(text)) return 'camel';
  if (/^\p{Lu}/u.test(text)) return position > 0 ? 'capital' : 'first';
  return 'plain';
}

/** Words a heading about X may start with ("Introduction to webhooks", "Understanding populate"). */
const ABOUT_WORDS = new Set(['introduction', 'about', 'overview', 'understanding', 'understand', 'concepts', 'basics']);

/** Whether a set of index terms holds a query term, itself or one of its synonyms (whose stems `synonymsOf` gives). */
const holdsTerm = (terms: ReadonlySet<string>, term: string): boolean => terms.has(term) || synonymsOf(term).some((synonym) => terms.has(synonym));

/** The factor of a section for the question's form (see `questionForm`): 1 when the form says nothing of it. */
function formFactor(form: QuestionForm, section: Section): number {
  if (form.kind === 'other') return 1;
  const words = queryWords(section.heading);
  const terms = new Set(words.flatMap((word) => termsOf(word)));
  // About X: the heading names every word of X, and little else, X first ("Query Engine API", "Webhook events"; not
  // "Call the Query Engine", which says how to use it) or after "Introduction to", "About", "Understanding"...
  const lead = words.findIndex((word) => !ABOUT_WORDS.has(word));
  const about =
    lead >= 0 &&
    form.subject.some((term) => termsOf(words[lead]!).includes(term)) &&
    form.subject.every((term) => holdsTerm(terms, term)) &&
    words.length - lead <= form.subject.length + ANSWER_LIMITS.definitionExtraWords;
  return about ? 1 + ANSWER_LIMITS.definitionBonus : 1;
}

interface RankedSection {
  section: Section;
  score: number;
  coverage: number;
  /** How many of the question's words the section holds. */
  held: number;
  /** How many words the question has (as ranked). */
  words: number;
  /** The question's terms the section (or its page record) holds. */
  holds: ReadonlySet<string>;
}

const HEADING_TERMS = new WeakMap<Section, ReadonlySet<string>>();

/** The index terms of a section's heading, its parent heading and its page title. */
function headingTerms(section: Section): ReadonlySet<string> {
  let terms = HEADING_TERMS.get(section);
  if (!terms) {
    terms = new Set(tokenize(`${section.page} ${section.parent} ${section.heading}`).flatMap((token) => termsOf(token.text)));
    HEADING_TERMS.set(section, terms);
  }
  return terms;
}

/**
 * The pairs of terms at most `window` words apart in a sequence of terms, either order ("deploy fail" for "deploy
 * failed" and "failed deploy"), as "a b" with the two in alphabetical order.
 */
export function wordPairs(terms: readonly string[], window: number = ANSWER_LIMITS.pairWindow): Set<string> {
  const pairs = new Set<string>();
  terms.forEach((term, position) => {
    for (const other of terms.slice(position + 1, position + 1 + window)) if (other !== term) pairs.add(term < other ? `${term} ${other}` : `${other} ${term}`);
  });
  return pairs;
}

const SECTION_PAIRS = new WeakMap<Section, ReadonlySet<string>>();

/** The word pairs of a section's heading and prose (not its code), read as a query is: stop words do not keep two words apart. */
function sectionPairs(section: Section): ReadonlySet<string> {
  let pairs = SECTION_PAIRS.get(section);
  if (!pairs) {
    const text = [section.heading, ...section.blocks.filter((block) => block.kind !== 'code').map((block) => block.text)].join(' . ');
    pairs = wordPairs(queryTerms(text));
    SECTION_PAIRS.set(section, pairs);
  }
  return pairs;
}

/** Re-ranks the best sections by how many of the question's word pairs they hold (see `proximityBonus`). */
function rankByProximity(ranked: RankedSection[], questionTerms: readonly string[]): RankedSection[] {
  ranked.sort((a, b) => b.score - a.score);
  const pairs = wordPairs(questionTerms);
  if (questionTerms.length < ANSWER_LIMITS.proximityMinWords || pairs.size === 0) return ranked;
  for (const item of ranked.slice(0, ANSWER_LIMITS.proximityRanked)) {
    const held = sectionPairs(item.section);
    let count = 0;
    for (const pair of pairs) if (held.has(pair)) count += 1;
    item.score *= 1 + ANSWER_LIMITS.proximityBonus * (count / pairs.size);
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/**
 * Sections in rank order. A section is scored from all its records that match (its heading, its paragraphs): its
 * best record, plus a share of the others (`sectionDecay`, halving down the list), and its coverage is that of the
 * words its records hold together, so the section whose heading names the subject and whose text names the
 * details outranks a lone sentence elsewhere that holds all the words. `ignored`: the terms of words that do not
 * count (the reader's own wording, in no page): they weigh nothing in the coverage and are not counted as words.
 */
function rankSections(engine: LocalSearchEngine, sections: SectionLookup, question: string, ignored: ReadonlySet<string> = new Set()): RankedSection[] {
  const bySection = new Map<string, {section: Section; scores: number[]; mask: number}>();
  const pageRecords = new Map<string, {score: number; mask: number}>();
  let weights: readonly number[] = [];
  for (const {record, score, mask, weights: termWeights} of engine.rankRecords(question, ANSWER_LIMITS.rankedRecords)) {
    weights = termWeights;
    // The page record (title, description, tags) says what the page is about: it counts for each of the page's
    // sections that match, not for its introduction alone.
    if (record.type === 'lvl1' && !pageRecords.has(record.url_without_anchor)) {
      pageRecords.set(record.url_without_anchor, {score, mask});
      continue;
    }
    const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
    let entry = bySection.get(key);
    if (!entry) {
      const section = sections.get(key);
      if (!section) continue;
      bySection.set(key, (entry = {section, scores: [], mask: 0}));
    }
    entry.scores.push(score);
    entry.mask |= mask;
  }
  // A page that matches by its page record alone is answered by its introduction; so is a page about the subject of
  // a definition ("What are webhooks?": the page titled "Webhooks"), whatever else of it matches.
  const form = questionForm(question);
  const pagesWithSections = new Set([...bySection.values()].map(({section}) => section.url));
  for (const [url, {score, mask}] of pageRecords) {
    const section = sections.get(`${url}#`);
    if (!section || bySection.has(`${url}#`)) continue;
    if (!pagesWithSections.has(url) || formFactor(form, section) > 1) bySection.set(`${url}#`, {section, scores: [score], mask});
  }
  const terms = [...new Set(queryTerms(`${question.trim()} `))].slice(0, weights.length);
  weights = weights.map((weight, bit) => (ignored.has(terms[bit]!) ? 0 : weight));
  const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const counted = weights.filter((weight) => weight > 0).length;
  const ranked: RankedSection[] = [];
  for (const {section, scores, mask: own} of bySection.values()) {
    const page = pageRecords.get(section.url);
    const mask = own | (page?.mask ?? 0);
    const held = weights.reduce((sum, weight, bit) => sum + (mask & (1 << bit) ? weight : 0), 0);
    // Scores arrive in decreasing order.
    const score = scores.reduce((sum, value, position) => sum + value * ANSWER_LIMITS.sectionDecay ** position, 0) + (page && scores.length > 0 && page.score !== scores[0] ? ANSWER_LIMITS.pageRecordShare * page.score : 0);
    let count = 0;
    for (let bit = 0; bit < weights.length; bit += 1) if (mask & (1 << bit) && weights[bit]! > 0) count += 1;
    const heading = headingTerms(section);
    const inHeading = terms.reduce((sum, term, bit) => sum + (holdsTerm(heading, term) ? (weights[bit] ?? 0) : 0), 0);
    ranked.push({section, score: score * (1 + ANSWER_LIMITS.headingBonus * (inHeading / total)) * formFactor(form, section), coverage: held / total, held: count, words: counted, holds: new Set(terms.filter((_, bit) => mask & (1 << bit)))});
  }
  return rankByProximity(ranked, queryTerms(question).filter((term) => !ignored.has(term)));
}

/**
 * `english`: the stems of common English words (the sections shard's `english`). Without it, every lower-case word
 * that no page holds is taken for the reader's wording.
 */
export function answerQuestion(engine: LocalSearchEngine, sections: SectionLookup, question: string, english?: ReadonlySet<string>): Answer {
  const base: Answer = {v: ANSWER_VERSION, question, status: 'empty', passages: [], sources: [], results: [], unknownWords: [], searchHref: searchHref(question)};
  const words = queryWords(question).filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
  if (words.length === 0) return base;
  const unknownWords = words.filter((word) => !engine.knows(word));
  // Words no page holds, not even spelt nearly nor by a synonym. Written as a name ("Heroku", "MongoDB", "HIPAA", even
  // as the first word), or in lower case but no English word ("datadog", "planetscale"), one says the question is
  // likely about something else; an English word in lower case ("roughly", "haunted") is only the reader's wording,
  // and does not count.
  const foreign = words.filter((word) => !engine.knowsNearly(word) && !synonymsOf(word).some((synonym) => engine.knows(synonym)));
  const foreignNames = foreign.filter((word) => writtenAs(question, word) !== 'plain' || (english !== undefined && !isEnglish(word, english)));
  const ranked = rankSections(engine, sections, question, new Set(foreign.filter((word) => !foreignNames.includes(word)).map(stem)));
  const best = ranked[0];
  if (!best) return {...base, status: 'not-found', unknownWords};
  // Names the question gives that the best section does not hold: a foreign one, or a rare word capitalised after
  // the first ("Fly.io"; not an API name or an acronym, "findMany", "PUT", which the docs spell that way).
  const names = words.filter(
    (word) => !best.holds.has(stem(word)) && (foreignNames.includes(word) || (writtenAs(question, word) === 'capital' && engine.isRare(stem(word), ANSWER_LIMITS.rareNameShare))),
  );
  // Out of scope, or too weak to quote: too little of the question in the best section, a single word of it, half
  // of its words in no page, or a name no page holds and not much of the rest.
  const weak =
    best.coverage < ANSWER_LIMITS.minCoverage ||
    (best.words >= 2 && best.held < ANSWER_LIMITS.minWordsHeld) ||
    foreign.length * 2 >= words.length ||
    (names.length > 0 && best.coverage < ANSWER_LIMITS.minCoverageWithName);
  if (weak) {
    const pages = new Set<string>();
    const results = ranked
      .filter(({section}) => !pages.has(section.url) && pages.add(section.url))
      .slice(0, ANSWER_LIMITS.weakResults)
      .map(({section}) => linkTo(section));
    return {...base, status: 'weak', results, unknownWords};
  }

  const lead = leadParagraph(best.section.blocks);
  const code = firstOf(best.section.blocks, 'code');
  const passages: AnswerPassage[] = [
    {text: lead?.text ?? '', ...(code ? {code: {text: code.text, ...(code.language ? {language: code.language} : {})}} : {}), source: linkTo(best.section)},
  ];
  for (const item of ranked.slice(1)) {
    if (passages.length > ANSWER_LIMITS.maxSupporting) break;
    if (item.score < best.score * ANSWER_LIMITS.supportRatio || item.coverage < ANSWER_LIMITS.supportCoverage) continue;
    const text = firstParagraph(item.section.blocks)?.text;
    if (!text || passages.some((passage) => passage.text === text)) continue;
    passages.push({text, source: linkTo(item.section)});
  }

  const sources: AnswerLink[] = [];
  const add = (link: AnswerLink): boolean => {
    if (sources.length >= ANSWER_LIMITS.maxSources || sources.some((source) => source.href === link.href)) return false;
    sources.push(link);
    return true;
  };
  for (const passage of passages) add(passage.source);
  // Then one link per further page: five sections of one page would hide the other pages that answer.
  // Up to `minSourcePages` pages, a page that answers less well still gets a link when it holds enough of the
  // question: a reader whose question the lead section misreads then sees the page that answers it.
  const pages = new Set(sources.map((source) => pageOfHref(source.href)));
  for (const item of ranked) {
    if (pages.has(item.section.url)) continue;
    const strong = item.score >= best.score * ANSWER_LIMITS.sourceRatio;
    const nearby = pages.size < ANSWER_LIMITS.minSourcePages && item.score >= best.score * ANSWER_LIMITS.nearbySourceRatio && item.coverage >= ANSWER_LIMITS.minCoverage;
    if ((strong || nearby) && add(linkTo(item.section))) pages.add(item.section.url);
  }
  return {...base, status: 'answered', passages, sources, unknownWords};
}

/* ---------------------------------------------------------------------------------------------
 * Copy as Markdown
 * ------------------------------------------------------------------------------------------- */

function absolute(href: string, origin: string): string {
  return origin ? new URL(href, origin).toString() : href;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

export const NOT_FOUND_TEXT = 'The documentation does not seem to answer this question.';
export const WEAK_TEXT = 'No section of the documentation answers this closely enough to quote.';

/**
 * The answer as Markdown, with absolute links when `origin` is given ("https://docs.tessera.dev/").
 * Quotes stay quotes: a reader pasting it elsewhere still sees which words are the documentation's.
 */
export function answerToMarkdown(answer: Answer, origin = ''): string {
  const lines: string[] = [`**${answer.question.trim()}**`, ''];
  if (answer.status === 'weak') lines.push(WEAK_TEXT, '');
  else if (answer.status !== 'answered') lines.push(NOT_FOUND_TEXT, '');
  for (const passage of answer.passages) {
    lines.push(`> **${escapeLinkText(passage.source.heading)}**`, '>');
    if (passage.text) lines.push(`> ${passage.text}`);
    if (passage.code) {
      const fence = passage.code.text.includes('```') ? '~~~~' : '```';
      lines.push('>', `> ${fence}${passage.code.language ?? ''}`, ...passage.code.text.split('\n').map((line) => `> ${line}`), `> ${fence}`);
    }
    lines.push('>', `> — [${escapeLinkText(passage.source.label)}](${absolute(passage.source.href, origin)})`, '');
  }
  const links = answer.sources.length > 0 ? answer.sources : answer.results;
  if (links.length > 0) {
    lines.push(answer.sources.length > 0 ? 'Sources:' : 'Top search results:', '');
    links.forEach((link, i) => lines.push(`${i + 1}. [${escapeLinkText(link.label)}](${absolute(link.href, origin)})`));
    lines.push('');
  }
  lines.push(`[Search the documentation](${absolute(answer.searchHref, origin)})`);
  return `${lines.join('\n')}\n`;
}
