import type {LocalSearchEngine} from '../search/engine';
import {stem, STOP_WORDS, synonymsOf} from '../search/text';
import type {ParsedQuery} from '../search/query';
import {isRare, knows, knowsNearly} from '../search/vocabulary';
import {isEnglish} from './english';
import {RANKING} from '../search/ranking';

/**
 * The words of a question as Ask AI reads them against the index: which no page holds, which say the question is
 * about something else (names), and which are only the reader's own wording.
 */

export interface QuestionWords {
  /** The question's words: not stop words, and longer than one letter unless a digit. */
  words: string[];
  /** Words no record holds, as written or stemmed (shown to the reader). */
  unknown: string[];
  /** Words no page holds, not even spelt nearly nor by a synonym. */
  foreign: string[];
  /** The foreign words that name something: written as a name, or no English word. */
  foreignNames: string[];
  /** The stems of the other foreign words: the reader's own wording, which does not count. */
  wording: ReadonlySet<string>;
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

/**
 * `english`: the stems of common English words (the sections shard's `english`). Without it, every lower-case word
 * that no page holds is taken for the reader's wording.
 */
export function readQuestionWords(engine: LocalSearchEngine, question: ParsedQuery, english?: ReadonlySet<string>): QuestionWords {
  const words = question.words.filter((word) => !STOP_WORDS.has(word) && (word.length > 1 || /\d/.test(word)));
  const unknown = words.filter((word) => !knows(engine, word));
  // Words no page holds, not even spelt nearly nor by a synonym. Written as a name ("Heroku", "MongoDB", "HIPAA", even
  // as the first word), or in lower case but no English word ("datadog", "planetscale"), one says the question is
  // likely about something else; an English word in lower case ("roughly", "haunted") is only the reader's wording,
  // and does not count.
  const foreign = words.filter((word) => !knowsNearly(engine, word) && !synonymsOf(word).some((synonym) => knows(engine, synonym)));
  const foreignNames = foreign.filter(
    (word) => writtenAs(question, word) !== 'plain' || (english !== undefined && !isEnglish(word, english)),
  );
  return {words, unknown, foreign, foreignNames, wording: new Set(foreign.filter((word) => !foreignNames.includes(word)).map(stem))};
}

/**
 * Names the question gives that a section does not hold (`holds`: the question's terms it holds): a foreign one, or
 * a rare word capitalised after the first ("Fly.io"; not an API name or an acronym, "findMany", "PUT", which the docs
 * spell that way).
 */
export function namesNotHeld(
  engine: LocalSearchEngine,
  question: ParsedQuery,
  {words, foreignNames}: QuestionWords,
  holds: ReadonlySet<string>,
): string[] {
  return words.filter(
    (word) =>
      !holds.has(stem(word)) &&
      (foreignNames.includes(word) || (writtenAs(question, word) === 'capital' && isRare(engine, stem(word), RANKING.ask.rareNameShare))),
  );
}
