/**
 * Every tunable number and word list of search and Ask AI, each with one line saying what it is for. The engine
 * (engine.ts) and Ask AI (src/lib/askAi) read them here when they rank (the record type factors, the link-list factor
 * and BM25's b when records are indexed), so that the ablation bench
 * (`npm run bench -- ablation`) can turn each off in turn; its table, and the rule for keeping a knob, are in
 * src/plugins/search/README.md ("What each rule earns"). Change a value only with that table measured again.
 */
export const RANKING = {
  search: {
    /** Weight of a match in each field of a record: its own heading, the headings above it, its text, path, slug, keywords. */
    fieldBoost: {title: 4, parents: 1.5, content: 1, path: 0.5, slug: 0.8, keywords: 1.5},
    /** Factor of each record type: page titles above section headings, which rank above paragraphs. */
    typeFactor: {lvl1: 1.6, lvl2: 1.3, lvl3: 1.15, lvl4: 1.05, lvl5: 1, lvl6: 1, content: 0.85} as Record<string, number>,
    /** BM25+ (MiniSearch's defaults): term saturation k, length normalisation b, lower bound d. */
    bm25: {k: 1.2, b: 0.7, d: 0.5},
    /** Weight of a completion of the word being typed, before its length discount... */
    prefixWeight: 0.375,
    /** ...which divides it by (length + this × the letters the completion adds) / length... */
    completionDiscount: 0.3,
    /** ...for a typed word of at least this many letters. */
    prefixMinLetters: 2,
    /** Typos a word forgives: one from this many letters, two from that many (a word being typed: none under `typedTypoMinLetters`). */
    typoMinLetters: {one: 4, two: 8},
    typedTypoMinLetters: 5,
    /** Weight of a near spelling (a forgiven typo), before its distance discount. */
    fuzzyWeight: 0.45,
    /** Weight of the parts of a compound name found as words ("DATABASE_CLIENT": a "database client"). */
    partWeight: 0.5,
    /** Weight of a synonym of a query word (text.ts SYNONYMS and PHRASES: readers' words for the docs' words). */
    synonymWeight: 0.6,
    /** Weight of a page's evidence: a record gains the square root of the scores of its page's other matching records. */
    pageWeight: 0.5,
    /** Factor of a page whose title is the query, word for word ("breaking changes"). */
    exactTitleFactor: 1.6,
    /** Factor of the records of a section that only lists links ("Related pages"): they name other pages. */
    linkListFactor: 0.3,
    /** Factor of migration pages (upgrade guides, breaking changes), which repeat the vocabulary of the pages they change... */
    migrationFactor: 0.25,
    /** ...unless the query holds one of these stems: then they rank as any other page. */
    upgradeWords: ['upgrad', 'migrat', 'break', 'v3', 'v4', 'v5', 'deprec', 'legaci'] as readonly string[],
  },
  ask: {
    /** Records ranked for a question, then grouped into sections. */
    rankedRecords: 120,
    /** A section ranks by its relevance times its coverage (the question's words it holds) to this power. */
    coverageExponent: 1,
    /** Share of a page record's score (title, description, tags) that each matching section of the page gains. */
    pageRecordShare: 1,
    /** A section holding the question's word pairs gains this times their share (applied to the best `proximityRanked`)... */
    proximityBonus: 2,
    /** ...a pair being two words at most this far apart, either order... */
    pairWindow: 2,
    proximityRanked: 40,
    /** ...in a question of at least this many words (in two or three keywords, a pair says little). */
    proximityMinWords: 4,
    /** A capitalised word held by at most this share of the records is a name the question gives ("Fly.io"). */
    rareNameShare: 0.0025,
  },
  answer: {
    /** The strongest section (highest relevance) must hold at least this share of the question's words (weighted by rarity)... */
    minCoverage: 0.3,
    /** ...and this share when the question gives a name the strongest section does not hold. */
    minCoverageWithName: 0.6,
    /** A supporting passage must score (relevance times coverage) at least this share of the best section's score... */
    supportRatio: 0.45,
    /** ...and hold this share of the question's words. */
    supportCoverage: 0.6,
    /** Supporting passages quoted at most. */
    maxSupporting: 2,
    /** A paragraph that reads as prose has at least this many characters (shorter ones are labels: "Option"). */
    minParagraphChars: 40,
    /** Sources listed at most. */
    maxSources: 5,
    /**
     * A source must score at least this share of the best section's score... (At most `minCoverage`, so that the
     * strongest section, which holds at least that share of the question, is always a source.)
     */
    sourceRatio: 0.3,
    /** ...or, while fewer than `minSourcePages` pages are cited, this share (and `minCoverage` of the question). */
    nearbySourceRatio: 0.1,
    minSourcePages: 4,
    /** Search results listed when the match is weak. */
    weakResults: 5,
  },
};
