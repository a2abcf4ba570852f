import {ASK_AI_UNANSWERED} from '../content/uiText';
import type {Answer} from './answer';

/** "Copy answer": an answer as Markdown. */

function absolute(href: string, origin: string): string {
  return origin ? new URL(href, origin).toString() : href;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/**
 * The answer as Markdown, with absolute links when `origin` is given ("https://docs.tessera.dev/").
 * Quotes stay quotes: a reader pasting it elsewhere still sees which words are the documentation's.
 */
export function answerToMarkdown(answer: Answer, origin = ''): string {
  const lines: string[] = [`**${answer.question.trim()}**`, ''];
  if (answer.status === 'weak') lines.push(ASK_AI_UNANSWERED.weak, '');
  else if (answer.status !== 'answered') lines.push(ASK_AI_UNANSWERED.notFound, '');
  for (const passage of answer.passages) {
    lines.push(`> **${escapeLinkText(passage.source.heading)}**`, '>');
    if (passage.text) lines.push(`> ${passage.text}`);
    if (passage.code) {
      const fence = passage.code.text.includes('```') ? '~~~~' : '```';
      lines.push(
        '>',
        `> ${fence}${passage.code.language ?? ''}`,
        ...passage.code.text.split('\n').map((line) => `> ${line}`),
        `> ${fence}`,
      );
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
