import type {Section} from '../search/corpus';
import {queryTerms, queryWords, synonymsOf, termsOf} from '../search/text';

/**
 * What a question asks for, from its first words: a definition of its subject ("What is X?", "What are X?", "What does
 * X mean?", "What does X do?", "Explain X", "Define X", "Describe X"; `subject`: X's terms), or something else; and
 * what that form makes of a section (`formFactor`, in `rankSections`).
 * (A procedure's verb, "How do I configure X?", is not a form here: `headingBonus` already counts it, and leading with
 * the section whose heading starts with it lost kept questions.)
 */
export type QuestionForm = {kind: 'definition'; subject: string[]} | {kind: 'other'};

const DEFINITION = {
  /**
   * A definition gains this factor for the section that is about X: its own heading (the page title, for the
   * introduction) names X and little else, X first.
   */
  bonus: 0.5,
  /** Words a heading about X may hold besides X's ("Introduction to webhooks", "Webhook events"). */
  extraWords: 2,
} as const;

const DEFINITION_PATTERNS = [
  /^(?:what\s+(?:is|are)|what'?s|explain|define|describe)\s+(.+)$/,
  /^what\s+(?:does|do)\s+(.+?)\s+(?:mean|do|stand\s+for)$/,
];

export function questionForm(question: string): QuestionForm {
  const text = question
    .trim()
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[?.!\s]+$/, '');
  for (const pattern of DEFINITION_PATTERNS) {
    // X is the noun phrase before the first preposition or conjunction ("the maximum size of an upload": "maximum size").
    const subject = pattern.exec(text)?.[1]?.split(/\s(?:of|in|on|for|and|or|between|with|from|to|when|if|that|which|by|at)\s/)[0];
    if (subject) {
      const terms = [...new Set(queryTerms(`${subject} `))];
      if (terms.length > 0) return {kind: 'definition', subject: terms};
    }
  }
  return {kind: 'other'};
}

/** Words a heading about X may start with ("Introduction to webhooks", "Understanding populate"). */
const ABOUT_WORDS = new Set(['introduction', 'about', 'overview', 'understanding', 'understand', 'concepts', 'basics']);

/** Whether a set of index terms holds a query term, itself or one of its synonyms (whose stems `synonymsOf` gives). */
export const holdsTerm = (terms: ReadonlySet<string>, term: string): boolean =>
  terms.has(term) || synonymsOf(term).some((synonym) => terms.has(synonym));

/** The factor of a section for the question's form (see `questionForm`): 1 when the form says nothing of it. */
export function formFactor(form: QuestionForm, section: Section): number {
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
    words.length - lead <= form.subject.length + DEFINITION.extraWords;
  return about ? 1 + DEFINITION.bonus : 1;
}
