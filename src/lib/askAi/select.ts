import type {AskSection} from './sections';
import {coverageOf, phraseMatches, type AskIndex, type Query, type RankedSection} from './rank';
import {META_SENTENCE, sentences, terms} from './text';

/**
 * Picks the sentences that answer the question from the best sections. Sentences are quoted exactly as the
 * page has them; nothing is rewritten. A sentence that introduces a code block ("Run:") brings the block along.
 */

export interface Passage {
  /** The section the sentences come from. */
  section: AskSection;
  /** Consecutive sentences of one block, verbatim. */
  sentences: string[];
  /** The code block that the last sentence introduces, if any (at most `maxCodeLines` lines). */
  code?: {text: string; truncated: boolean};
  score: number;
}

export interface SentenceCandidate {
  section: AskSection;
  rank: number;
  block: number;
  position: number;
  text: string;
  score: number;
}

export interface SelectOptions {
  /** Sections to read sentences from. */
  sections?: number;
  /** Passages to return at most. */
  passages?: number;
  /** Sentences per section at most. */
  perSection?: number;
  maxCodeLines?: number;
}

/** Questions whose answer is a quantity. */
const NUMERIC_QUESTION = /\b(how (long|many|much|often|big|large|old)|what (is|are) the (default|maximum|minimum|max|min|limit)|which (port|version)|default (value|size|limit)|limits?|maximum|minimum)\b/i;

/** A passage shorter than this takes the next sentence of its block along, for context. */
const SHORT_PASSAGE_WORDS = 25;
const MAX_PASSAGE_WORDS = 60;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Scores every sentence of the given sections for the question. */
export function scoreSentences(index: AskIndex, query: Query, ranked: readonly RankedSection[]): SentenceCandidate[] {
  const out: SentenceCandidate[] = [];
  const best = ranked[0]?.score ?? 1;
  const pairs = Math.max(1, query.sequence.length - 1);
  const wantsNumber = NUMERIC_QUESTION.test(query.text);
  ranked.forEach((item, rank) => {
    const headingTerms = new Set(terms(`${item.section.heading} ${item.section.parent}`));
    const sectionWeight = item.score / best;
    item.section.blocks.forEach((block, blockIndex) => {
      if (block.kind !== 'text') return;
      sentences(block.text).forEach((text, position) => {
        const sequence = terms(text);
        const own = new Set(sequence);
        const coverage = coverageOf(index, query, (t) => own.has(t));
        if (coverage === 0) return;
        // Words of the heading count a little for the sentences under it: "It is ..." under "Draft & Publish".
        const inContext = coverageOf(index, query, (t) => own.has(t) || headingTerms.has(t));
        const phrases = phraseMatches(sequence, query.sequence) / pairs;
        const words = wordCount(text);
        let score = 0.55 * coverage + 0.15 * inContext + 0.25 * sectionWeight + 0.15 * phrases;
        if (words < 6) score -= 0.15;
        if (words > 60) score -= 0.1;
        if (/\|/.test(text) && block.text.split(' | ').length > 2) score -= 0.05; // a table row
        if (position === 0 && blockIndex === 0) score += 0.03;
        // "This page describes ..." tells what a page covers, not the answer itself
        if (META_SENTENCE.test(text)) score -= 0.4;
        // "How long ...?", "What is the default ...?": a sentence with a number is likely the answer
        if (wantsNumber && /\d/.test(text)) score += 0.12;
        out.push({section: item.section, rank, block: blockIndex, position, text, score});
      });
    });
  });
  return out.sort((a, b) => b.score - a.score);
}

function sameSentence(a: string, b: string): boolean {
  const x = new Set(terms(a));
  const y = new Set(terms(b));
  if (x.size === 0 || y.size === 0) return a === b;
  let common = 0;
  for (const t of x) if (y.has(t)) common += 1;
  return common / Math.min(x.size, y.size) > 0.85;
}

/** The code block right after a block, when the chosen sentence ends that block and introduces it with ":". */
function introducedCode(section: AskSection, block: number, lastSentence: string, position: number, maxLines: number): Passage['code'] {
  const blockSentences = sentences(section.blocks[block]!.text);
  if (position !== blockSentences.length - 1 || !/:\s*$/.test(lastSentence)) return undefined;
  let next = block + 1;
  // a code block's file-name title sits between the sentence and the code
  if (section.blocks[next]?.kind === 'text' && /^[\w./@-]+\.\w+$/.test(section.blocks[next]!.text)) next += 1;
  const code = section.blocks[next];
  if (code?.kind !== 'code') return undefined;
  const lines = code.text.split('\n');
  return {text: lines.slice(0, maxLines).join('\n'), truncated: lines.length > maxLines};
}

export function selectPassages(index: AskIndex, query: Query, ranked: readonly RankedSection[], options: SelectOptions = {}): Passage[] {
  const maxPassages = options.passages ?? 3;
  const perSection = options.perSection ?? 2;
  const maxCodeLines = options.maxCodeLines ?? 12;
  const candidates = scoreSentences(index, query, ranked.slice(0, options.sections ?? 6));
  if (candidates.length === 0) return [];
  const threshold = candidates[0]!.score * 0.6;
  const chosen: SentenceCandidate[] = [];
  const perSectionCount = new Map<AskSection, number>();
  for (const candidate of candidates) {
    if (chosen.length >= maxPassages) break;
    if (candidate.score < threshold) break;
    if ((perSectionCount.get(candidate.section) ?? 0) >= perSection) continue;
    if (chosen.some((c) => sameSentence(c.text, candidate.text))) continue;
    chosen.push(candidate);
    perSectionCount.set(candidate.section, (perSectionCount.get(candidate.section) ?? 0) + 1);
  }
  // Sentences side by side in one block become one passage, in reading order.
  const passages: Passage[] = [];
  const byBlock = new Map<string, SentenceCandidate[]>();
  for (const c of chosen) {
    const key = `${c.section.url}#${c.section.anchor}/${c.block}`;
    const list = byBlock.get(key) ?? [];
    list.push(c);
    byBlock.set(key, list);
  }
  for (const group of byBlock.values()) {
    group.sort((a, b) => a.position - b.position);
    let run: SentenceCandidate[] = [];
    const close = (): void => {
      if (run.length === 0) return;
      const last = run[run.length - 1]!;
      const quoted = run.map((c) => c.text);
      // A short passage brings the sentence after it ("... are deleted every day. The default is 90 days.").
      const following = sentences(last.section.blocks[last.block]!.text)[last.position + 1];
      const words = wordCount(quoted.join(' '));
      if (following && words < SHORT_PASSAGE_WORDS && words + wordCount(following) <= MAX_PASSAGE_WORDS) quoted.push(following);
      const end = last.position + (quoted.length - run.length);
      passages.push({
        section: last.section,
        sentences: quoted,
        code: introducedCode(last.section, last.block, quoted[quoted.length - 1]!, end, maxCodeLines),
        score: Math.max(...run.map((c) => c.score)),
      });
      run = [];
    };
    for (const c of group) {
      if (run.length > 0 && c.position !== run[run.length - 1]!.position + 1) close();
      run.push(c);
    }
    close();
  }
  return passages.sort((a, b) => b.score - a.score);
}
