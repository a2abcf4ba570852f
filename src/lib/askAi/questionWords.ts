import type {LocalSearchEngine} from '../search/engine';
import {stem, STOP_WORDS, synonymsOf} from '../search/text';
import type {ParsedQuery} from '../search/query';
import {isRare, knows, knowsNearly} from '../search/vocabulary';
import {RANKING} from '../search/ranking';

/**
 * The words of a question as Ask AI reads them against the index: which no page holds, and which of those say the
 * question is about something else (names).
 */

export interface QuestionWords {
  /** The question's words: not stop words, and longer than one letter unless a digit. */
  words: string[];
  /** Words no record holds, as written or stemmed (shown to the reader). */
  unknown: string[];
  /** Words no page holds, not even spelt nearly nor by a synonym. */
  foreign: string[];
  /** The foreign words written as a name (`writtenAs`). */
  foreignNames: string[];
}

/**
 * How a word of the question is written: `camel` with a capital inside ("MongoDB", "findMany"), `acronym` in capitals
 * ("PUT", "HIPAA"), `capital` capitalised after the first word ("Heroku"), `first` capitalised as the first word
 * ("Heroku: how do I..."), else `plain`.
 */
type WordForm = 'camel' | 'acronym' | 'capital' | 'first' | 'plain';

function writtenAs(question: ParsedQuery, word: string): WordForm {
  const written = question.written;
  const position = written.findIndex((text) => text.toLowerCase() === word);
  const text = written[position];
  if (!text) return 'plain';
  if (/^\p{Lu}{2,}$/u.test(text)) return 'acronym';
  if (/\p{Ll}\p{Lu}/u.test(text)) return 'camel';
  if (/^\p{Lu}/u.test(text)) return position > 0 ? 'capital' : 'first';
  return 'plain';
}

export function readQuestionWords(engine: LocalSearchEngine, question: ParsedQuery): QuestionWords {
  const words = question.words.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
  const unknown = words.filter((word) => !knows(engine, word));
  // Words no page holds, not even spelt nearly nor by a synonym. Written as a name ("Heroku", "MongoDB", "HIPAA", even
  // as the first word), one says the question is likely about something else. In lower case ("datadog", "roughly"),
  // it is no name, but counts in the share of the question a section holds like any other word, at the rarity of a
  // word no record holds: a section that holds the rest of the question holds less of it.
  const foreign = words.filter((word) => !knowsNearly(engine, word) && !synonymsOf(word).some((synonym) => knows(engine, synonym)));
  const foreignNames = foreign.filter((word) => writtenAs(question, word) !== 'plain');
  return {words, unknown, foreign, foreignNames};
}

/**
 * The names the question gives, as terms (stems) to find in a section's `holds`: a foreign one (no section holds it),
 * or a rare word capitalised after the first ("Fly.io"; not an API name or an acronym, "findMany", "PUT", which the
 * docs spell that way).
 */
export function questionNames(engine: LocalSearchEngine, question: ParsedQuery, {words, foreignNames}: QuestionWords): string[] {
  return words
    .filter(
      (word) =>
        foreignNames.includes(word) || (writtenAs(question, word) === 'capital' && isRare(engine, stem(word), RANKING.ask.rareNameShare)),
    )
    .map(stem);
}
