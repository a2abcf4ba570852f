import type {LocalSearchEngine} from '../search/engine';
import type {Section} from '../search/corpus';
import {queryTerms, termsOf, tokenize} from '../search/text';
import {formFactor, holdsTerm, questionForm} from './questionForm';
import type {SectionLookup} from './sections';

/**
 * Ask AI's ranking of sections, on top of the search engine's ranking of records (`engine.rankRecords`): the
 * records are grouped by section, then heading, definition and proximity bonuses apply.
 */

const SECTION_RANKING = {
  /** Records ranked for a question, grouped into sections. */
  rankedRecords: 120,
  /** Weight of a section's second matching record, the square of it for the third... */
  sectionDecay: 0.5,
  /** Share of a page record's score that each matching section of the page gains. */
  pageRecordShare: 1,
  /**
   * A section whose heading (with its page title and parent heading) names the question's words gains this factor
   * times the share of them it names (weighted by rarity): "How do I generate TypeScript types?" is led by the
   * section "Generate the types" of the TypeScript reference, not by a paragraph that mentions generated types.
   */
  headingBonus: 0.5,
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
} as const;

export interface RankedSection {
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
function wordPairs(terms: readonly string[], window: number = SECTION_RANKING.pairWindow): Set<string> {
  const pairs = new Set<string>();
  terms.forEach((term, position) => {
    for (const other of terms.slice(position + 1, position + 1 + window))
      if (other !== term) pairs.add(term < other ? `${term} ${other}` : `${other} ${term}`);
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
  if (questionTerms.length < SECTION_RANKING.proximityMinWords || pairs.size === 0) return ranked;
  for (const item of ranked.slice(0, SECTION_RANKING.proximityRanked)) {
    const held = sectionPairs(item.section);
    let count = 0;
    for (const pair of pairs) if (held.has(pair)) count += 1;
    item.score *= 1 + SECTION_RANKING.proximityBonus * (count / pairs.size);
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
export function rankSections(
  engine: LocalSearchEngine,
  sections: SectionLookup,
  question: string,
  ignored: ReadonlySet<string> = new Set(),
): RankedSection[] {
  const bySection = new Map<string, {section: Section; scores: number[]; mask: number}>();
  const pageRecords = new Map<string, {score: number; mask: number}>();
  let weights: readonly number[] = [];
  for (const {record, score, mask, weights: termWeights} of engine.rankRecords(question, SECTION_RANKING.rankedRecords)) {
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
  // The terms behind the bits of the masks and `weights`: the list `engine.rankRecords` counts, computed again from
  // the same question (its contract: the distinct terms of the question read as finished, at most 31, in order).
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
    const score =
      scores.reduce((sum, value, position) => sum + value * SECTION_RANKING.sectionDecay ** position, 0) +
      (page && scores.length > 0 && page.score !== scores[0] ? SECTION_RANKING.pageRecordShare * page.score : 0);
    let count = 0;
    for (let bit = 0; bit < weights.length; bit += 1) if (mask & (1 << bit) && weights[bit]! > 0) count += 1;
    const heading = headingTerms(section);
    const inHeading = terms.reduce((sum, term, bit) => sum + (holdsTerm(heading, term) ? (weights[bit] ?? 0) : 0), 0);
    ranked.push({
      section,
      score: score * (1 + SECTION_RANKING.headingBonus * (inHeading / total)) * formFactor(form, section),
      coverage: held / total,
      held: count,
      words: counted,
      holds: new Set(terms.filter((_, bit) => mask & (1 << bit))),
    });
  }
  return rankByProximity(
    ranked,
    queryTerms(question).filter((term) => !ignored.has(term)),
  );
}
