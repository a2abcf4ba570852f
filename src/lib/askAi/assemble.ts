import type {LocalSearchEngine} from '../search/engine';
import type {Block} from '../search/corpus';
import {linkTo, searchHref, type Answer, type AnswerLink, type AnswerPassage} from './answer';
import {questionNames, readQuestionWords} from './questionWords';
import {leadSection, namedSection, rankSections, strongestSection} from './rankSections';
import {parseQuery} from '../search/query';
import {pageOfHref, type SectionLookup} from './sections';
import {ANSWER_VERSION} from './version';
import {RANKING} from '../search/ranking';
import type {FacetFilters} from '../search/types';

/**
 * Ask AI's answer assembly, on top of the search engine (one index, one ranking): the question is ranked like a
 * search (`rankSections`), and the answer quotes the documentation word for word:
 *  1. the best section (the first by relevance times coverage, unless a name of the question decides: `named`,
 *     `leadSection`), with its heading: its first paragraph and, when it has one, its first code example;
 *  2. at most two supporting passages (first paragraphs) from other sections that match nearly as well;
 *  3. the sources.
 * When the strongest match (the highest relevance) is weak, the answer says so and lists the top search results
 * instead of quoting.
 */

const firstOf = (blocks: readonly Block[], kind: Block['kind']): Block | undefined => blocks.find((block) => block.kind === kind);

/** Whether a block reads as prose: a sentence, not a label ("Option", "Database", "yes"). */
const readsAsProse = (block: Block): boolean => block.text.length >= RANKING.answer.minParagraphChars && /\s/.test(block.text);

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
 * A question as Ask AI reads it: parsed once, its words against the index, and its sections in rank order with the
 * strongest one (none when it has no words that count).
 */
export function rankQuestion(engine: LocalSearchEngine, sections: SectionLookup, question: string, facetFilters?: FacetFilters) {
  const query = parseQuery(question, {finished: true});
  const read = readQuestionWords(engine, query);
  const ranked = read.words.length === 0 ? [] : rankSections(engine, sections, query, facetFilters);
  return {query, read, ranked, strongest: strongestSection(ranked)};
}

/**
 * The answer to a question from the records that pass `facetFilters` (search's contextual filters: the reader's
 * language and docs version), so that a reader of frozen docs is answered from them.
 */
export function answerQuestion(engine: LocalSearchEngine, sections: SectionLookup, question: string, facetFilters?: FacetFilters): Answer {
  const base: Answer = {
    v: ANSWER_VERSION,
    question,
    status: 'empty',
    passages: [],
    sources: [],
    results: [],
    unknownWords: [],
    searchHref: searchHref(question),
  };
  const {query, read, ranked, strongest} = rankQuestion(engine, sections, question, facetFilters);
  if (read.words.length === 0) return base;
  const unknownWords = read.unknown;
  if (!strongest) return {...base, status: 'not-found', unknownWords};
  const floor = RANKING.answer.minRelevance * engine.rarity(1);
  const names = questionNames(engine, query, read);
  const namesLeftOut = (holds: ReadonlySet<string>): number => names.filter((name) => !holds.has(name)).length;
  // A question giving a name that the strongest section leaves out, holding less than `minCoverageWithName` of the
  // question, is answered by the section that holds its names (`namedSection`), if one does ("does tessera work with
  // Astro?": the FAQ's answer, not "Working with content history", which matches "tessera work" more strongly). A
  // foreign name is in no section.
  const strongestMissesName = namesLeftOut(strongest.holds) > 0 && strongest.coverage < RANKING.answer.minCoverageWithName;
  const named = strongestMissesName && read.foreignNames.length === 0 ? namedSection(ranked, floor, namesLeftOut) : undefined;
  // Out of scope, or too weak to quote: too little of the question in the section it points to most strongly, or
  // only a weak match of it, half of its words in no page, or a name that section leaves out and no section answers
  // for (`named`).
  const weak =
    strongest.coverage < RANKING.answer.minCoverage ||
    strongest.relevance < floor ||
    read.foreign.length * 2 >= read.words.length ||
    (strongestMissesName && !named);
  if (weak) {
    const pages = new Set<string>();
    const results = ranked
      .filter(({section}) => !pages.has(section.url) && pages.add(section.url))
      .slice(0, RANKING.answer.weakResults)
      .map(({section}) => linkTo(section));
    return {...base, status: 'weak', results, unknownWords};
  }

  const best = named ?? leadSection(ranked, strongest, namesLeftOut);
  const lead = leadParagraph(best.section.blocks);
  const code = firstOf(best.section.blocks, 'code');
  const passages: AnswerPassage[] = [
    {
      text: lead?.text ?? '',
      ...(code ? {code: {text: code.text, ...(code.language ? {language: code.language} : {})}} : {}),
      source: linkTo(best.section),
    },
  ];
  for (const item of ranked.slice(1)) {
    if (passages.length > RANKING.answer.maxSupporting) break;
    if (item.score < best.score * RANKING.answer.supportRatio || item.coverage < RANKING.answer.supportCoverage) continue;
    const text = firstParagraph(item.section.blocks)?.text;
    if (!text || passages.some((passage) => passage.text === text)) continue;
    passages.push({text, source: linkTo(item.section)});
  }

  const sources: AnswerLink[] = [];
  const add = (link: AnswerLink): boolean => {
    if (sources.length >= RANKING.answer.maxSources || sources.some((source) => source.href === link.href)) return false;
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
    const strong = item.score >= best.score * RANKING.answer.sourceRatio;
    const nearby =
      pages.size < RANKING.answer.minSourcePages &&
      item.score >= best.score * RANKING.answer.nearbySourceRatio &&
      item.coverage >= RANKING.answer.minCoverage;
    if ((strong || nearby) && add(linkTo(item.section))) pages.add(item.section.url);
  }
  return {...base, status: 'answered', passages, sources, unknownWords};
}
