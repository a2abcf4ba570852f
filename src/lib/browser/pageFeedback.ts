/**
 * Page feedback ("Was this page helpful?"): the rules shared by the component and its tests.
 * With FEEDBACK_ENDPOINT set, the answer is POSTed there as JSON; otherwise the reader gets a link to a
 * prefilled report at DOCS_ISSUES_URL and no request is made.
 */

export type Rating = 'yes' | 'no';

/** The JSON body POSTed to FEEDBACK_ENDPOINT: one per answer, and one more if the reader adds a comment. */
export interface FeedbackPayload {
  /** The page's path, without origin or query, e.g. "/dev-docs/faq". */
  page: string;
  helpful: boolean;
  /** null with the answer itself; the reader's text in the follow-up. */
  comment: string | null;
}

/** localStorage key holding `{[path]: 'yes' | 'no'}` for the pages this browser rated. */
export const FEEDBACK_STORAGE_KEY = 'tessera-docs-page-feedback';

/** Longest comment sent or put in a link. */
export const MAX_COMMENT_LENGTH = 2000;

export function feedbackPayload(page: string, rating: Rating, comment: string | null = null): FeedbackPayload {
  const text = comment?.trim().slice(0, MAX_COMMENT_LENGTH) ?? '';
  return {page, helpful: rating === 'yes', comment: text ? text : null};
}

/** The prefilled report the reader opens when no endpoint is configured. */
export function feedbackIssueUrl(issuesUrl: string, page: {url: string; title: string}, rating: Rating): string {
  const url = new URL(issuesUrl);
  url.searchParams.set('title', `Docs feedback: ${page.title}`);
  url.searchParams.set(
    'body',
    [`Page: ${page.url}`, `Was this page helpful? ${rating === 'yes' ? 'Yes' : 'No'}`, '', 'What could be better:', ''].join('\n'),
  );
  url.searchParams.set('labels', 'feedback');
  return url.toString();
}

function parseRatings(raw: string | null): Record<string, Rating> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(
        (entry): entry is [string, Rating] => entry[1] === 'yes' || entry[1] === 'no',
      ),
    );
  } catch {
    return {};
  }
}

function warn(error: unknown): void {
  console.warn('Page feedback: browser storage is unavailable; the answer is not remembered.', error);
}

/** The rating this browser gave the page, or null. Storage that cannot be read only logs a warning. */
export function readRating(storage: () => Storage, page: string): Rating | null {
  try {
    return parseRatings(storage().getItem(FEEDBACK_STORAGE_KEY))[page] ?? null;
  } catch (error) {
    warn(error);
    return null;
  }
}

/** Remembers the rating; storage that cannot be written only logs a warning. */
export function saveRating(storage: () => Storage, page: string, rating: Rating): void {
  try {
    const store = storage();
    const ratings = parseRatings(store.getItem(FEEDBACK_STORAGE_KEY));
    ratings[page] = rating;
    store.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify(ratings));
  } catch (error) {
    warn(error);
  }
}
