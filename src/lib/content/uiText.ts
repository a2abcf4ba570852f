/** Words the site shows in more than one place (the specification's, sections 1 and 8): each has one home here. */

/** The title of the Ask AI dialog, local or hosted. */
export const ASK_AI_TITLE = 'Ask your question';

/** What search says when its backend cannot answer (the modal's error screen and the /search page). */
export const SEARCH_ERROR = {title: 'Unable to fetch results', help: 'You might want to check your network connection.'} as const;

/** What Ask AI says when it does not quote: in its modal and in the answer copied as Markdown. */
export const ASK_AI_UNANSWERED = {
  notFound: 'The documentation does not seem to answer this question.',
  weak: 'No section of the documentation answers this closely enough to quote.',
} as const;
