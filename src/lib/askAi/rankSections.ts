import type {LocalSearchEngine} from '../search/engine';
import type {Section} from '../search/corpus';
import {includesTerm, NO_TERMS_HELD, parseQuery, termsIn, type ParsedQuery, type TermSet} from '../search/query';
import type {SectionLookup} from './sections';
import type {FacetFilters} from '../search/types';
import {RANKING} from '../search/ranking';

/**
 * Ask AI's ranking of sections, on top of the search engine's ranking of records (`engine.rankRecords`): the
 * records are grouped by section (its best record, its page record's share), the proximity bonus applies, and the
 * sections rank by that relevance times their coverage of the question.
 */

export interface RankedSection {
  section: Section;
  /** How strongly the question's words point to the section: its best record, its page record's share, proximity. */
  relevance: number;
  /** What the sections are ranked by: `relevance` times `coverage` (see `RANKING.ask.coverageExponent`). */
  score: number;
  coverage: number;
  /** The question's terms the section (or its page record) holds. */
  holds: ReadonlySet<string>;
}

/**
 * The pairs of terms at most `window` words apart in a sequence of terms, either order ("deploy fail" for "deploy
 * failed" and "failed deploy"), as "a b" with the two in alphabetical order.
 */
function wordPairs(terms: readonly string[], window: number = RANKING.ask.pairWindow): Set<string> {
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
    pairs = wordPairs(parseQuery(text, {finished: true}).terms);
    SECTION_PAIRS.set(section, pairs);
  }
  return pairs;
}

/** Raises the relevance of the most relevant sections by how many of the question's word pairs they hold (see `proximityBonus`). */
function addProximity(ranked: RankedSection[], questionTerms: readonly string[]): void {
  const pairs = wordPairs(questionTerms);
  if (questionTerms.length < RANKING.ask.proximityMinWords || pairs.size === 0) return;
  ranked.sort((a, b) => b.relevance - a.relevance);
  for (const item of ranked.slice(0, RANKING.ask.proximityRanked)) {
    const held = sectionPairs(item.section);
    let count = 0;
    for (const pair of pairs) if (held.has(pair)) count += 1;
    item.relevance *= 1 + RANKING.ask.proximityBonus * (count / pairs.size);
  }
}

/**
 * Sections in rank order. A section's relevance is its best matching record (its heading or a paragraph) plus a share
 * of its page record's score, and its coverage is that of the words its records (and its page record) hold together,
 * so the section whose heading names the subject and whose text names the details outranks a lone sentence
 * elsewhere that holds all the words.
 */
export function rankSections(
  engine: LocalSearchEngine,
  sections: SectionLookup,
  question: ParsedQuery,
  facetFilters?: FacetFilters,
): RankedSection[] {
  const bySection = new Map<string, {section: Section; best: number; held: TermSet}>();
  const pageRecords = new Map<string, {score: number; held: TermSet}>();
  const {weights: rarity, records} = engine.rankRecords(question, RANKING.ask.rankedRecords, facetFilters);
  for (const {record, score, held} of records) {
    // The page record (title, description, tags) says what the page is about: it counts for each of the page's
    // sections that match, not for its introduction alone.
    if (record.type === 'lvl1' && !pageRecords.has(record.url_without_anchor)) {
      pageRecords.set(record.url_without_anchor, {score, held});
      continue;
    }
    const key = `${record.url_without_anchor}#${record.anchor ?? ''}`;
    const entry = bySection.get(key);
    if (entry) {
      entry.held |= held;
      continue;
    }
    // Records arrive best first: a section's first record is its best.
    const section = sections.get(key);
    if (section) bySection.set(key, {section, best: score, held});
  }
  // A page that matches by its page record alone is answered by its introduction.
  const pagesWithSections = new Set([...bySection.values()].map(({section}) => section.url));
  for (const [url, {score, held}] of pageRecords) {
    const section = sections.get(`${url}#`);
    if (!section || bySection.has(`${url}#`)) continue;
    if (!pagesWithSections.has(url)) bySection.set(`${url}#`, {section, best: score, held});
  }
  const total = rarity.reduce((sum, weight) => sum + weight, 0) || 1;
  const ranked: RankedSection[] = [];
  for (const {section, best, held: own} of bySection.values()) {
    const page = pageRecords.get(section.url);
    const held = own | (page?.held ?? NO_TERMS_HELD);
    const heldWeight = rarity.reduce((sum, weight, position) => sum + (includesTerm(held, position) ? weight : 0), 0);
    ranked.push({
      section,
      relevance: best + (page && page.score !== best ? RANKING.ask.pageRecordShare * page.score : 0),
      score: 0,
      coverage: heldWeight / total,
      holds: new Set(termsIn(question, held)),
    });
  }
  addProximity(ranked, question.terms);
  // Of two sections the question points to, the one that holds more of it leads (the words criterion of the
  // engine's ranking of records, applied to the words a section's records hold together).
  for (const item of ranked) item.score = item.relevance * item.coverage ** RANKING.ask.coverageExponent;
  return ranked.sort((a, b) => b.score - a.score || b.relevance - a.relevance);
}

/**
 * The section the question points to most strongly (the highest `relevance`): whether the docs answer at all is
 * judged on it, not on the section that leads by coverage, which can be a lesser match that holds the question's
 * commoner words ("Datadog" asked of the runtime logs).
 */
export function strongestSection(ranked: readonly RankedSection[]): RankedSection | undefined {
  return ranked.reduce<RankedSection | undefined>(
    (strongest, item) => (!strongest || item.relevance > strongest.relevance ? item : strongest),
    undefined,
  );
}

/**
 * The section that answers for a name of the question that the strongest section leaves out: the first in rank order
 * that holds the question's names (`namesLeftOut`: the names a section's words do not hold), `minCoverageWithName` of
 * the question and the minimum relevance (`floor`), if one does.
 */
export function namedSection(
  ranked: readonly RankedSection[],
  floor: number,
  namesLeftOut: (holds: ReadonlySet<string>) => number,
): RankedSection | undefined {
  return ranked.find(
    (item) => item.coverage >= RANKING.answer.minCoverageWithName && item.relevance >= floor && namesLeftOut(item.holds) === 0,
  );
}

/**
 * The section an answer quotes first: the first in rank order, unless it leaves out more of the question's names
 * (`namesLeftOut`: the names a section's words do not hold) than the strongest section, which then leads.
 */
export function leadSection(
  ranked: readonly RankedSection[],
  strongest: RankedSection,
  namesLeftOut: (holds: ReadonlySet<string>) => number,
): RankedSection {
  const first = ranked[0] ?? strongest;
  return namesLeftOut(first.holds) > namesLeftOut(strongest.holds) ? strongest : first;
}
