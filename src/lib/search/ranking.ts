/**
 * Every tunable number and word list of search and Ask AI, each with one line saying what it is for. The engine
 * (engine.ts) and Ask AI (src/lib/askAi) read them here when they rank (the stop words when the modules load; the record
 * type factors, the link-list factor and headings and BM25's b when records are indexed, and the link-list headings
 * also when Ask AI's sections are written at build time), so that the ablation bench
 * (`npm run bench -- ablation`) can turn each off in turn; its table, and the rule for keeping a knob, are in
 * src/plugins/search/README.md ("What each rule earns"). Change a value only with that table measured again.
 */

/** The words of a list written as lines of space-separated words. */
function wordsOf(...lines: string[]): readonly string[] {
  return lines.join(' ').split(/\s+/).filter(Boolean);
}

export const RANKING = {
  words: {
    /** Words that carry no meaning in a docs query ("how do I deploy" searches "deploy"); read when the modules load. */
    stop: wordsOf(
      'a an and are as at be by can do does for from how i if in into is it its me my of on or so than that the their',
      'then this to use using was we what when where which who why will with you your should there',
      // What is left of a contraction once the apostrophe splits it ("what's", "don't", "I'd", "we'll", "you're").
      's t d ll re ve m don doesn didn isn aren wasn weren hasn haven shouldn wouldn couldn',
      // The same contractions typed without the apostrophe ("didnt go out", "dont see").
      'dont doesnt didnt isnt arent wasnt werent hasnt havent shouldnt wouldnt couldnt cant ive youre youve weve',
      'theyre theyve hadnt aint shouldve thats whats',
      // Pronouns and auxiliaries of readers' questions ("our website's users", "Should I host it myself?").
      'our ours myself yourself ourselves they them he she his her has have had been being were would could might',
      'must vs versus',
    ),
    /**
     * Readers' vocabulary: the one table of synonyms of search and Ask AI (both rank through the engine). A word
     * readers type maps to the words these docs use for the same thing. Looked up with the reader's word (as typed,
     * else its stem: "monitoring" reaches `monitor`); the engine searches the stems of the synonyms as the same query
     * word, at a lower weight than the word itself. An entry stays only if removing it costs the held-back half a
     * question (`v3` and `v5` stay with `v4`: one rule), or if it stands for a kind of query that ranked poorly
     * (the docs' states and actions, limits, moments) and a unit test of that kind fails without it; the search README,
     * "What each rule earns". A reader's word for what one page covers belongs in that page's `keywords` front matter.
     */
    synonyms: {
      monitor: ['logs'],
      env: ['environment'],
      // versions: "v5" is "Tessera 5" in the docs
      v3: ['3'],
      v4: ['4'],
      v5: ['5'],
      migrate: ['upgrade'],
      // readers' verbs for the docs' states and actions
      offline: ['unpublish'],
      abort: ['cancel'],
      stop: ['cancel'],
      revert: ['discard'],
      startup: ['bootstrap'],
    } as Record<string, readonly string[]>,
    /**
     * Phrases readers type (words split by a space) for words of the docs ("throw away": discard), under the same
     * rule. Each word of the phrase reaches the synonyms, so a record with "discard" holds both words of "throw away".
     */
    phrases: {
      // a number compared with a limit: "pageSize more than 100"
      'more than': ['maximum', 'limit'],
      'less than': ['minimum', 'limit'],
      'at most': ['maximum'],
      'at least': ['minimum'],
      // a reader's verb: "throw away my changes"
      'throw away': ['discard'],
    } as Record<string, readonly string[]>,
    /** Headings of sections that only list links to other pages (any case): ranked low, never quoted. */
    linkListHeadings: ['related pages', 'next steps', 'see also', 'learn more'] as readonly string[],
  },
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
    /** Weight of a synonym of a query word (`words.synonyms` and `words.phrases`: readers' words for the docs' words). */
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
    /**
     * ...and this share when the question gives a name it does not hold, unless a section that holds the names, this
     * share and the minimum relevance does (that section leads).
     */
    minCoverageWithName: 0.6,
    /**
     * Its relevance must reach this many times the rarity (idf) of a word that one record holds, about what a match of
     * one such word alone scores in a paragraph: under it, only common words or stems match (the Dart guide's "program").
     */
    minRelevance: 1,
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
