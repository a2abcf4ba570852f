import React, {lazy, Suspense, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {feedbackIssueUrl, feedbackPayload, readRating, saveRating, type Rating} from '../../../lib/browser/pageFeedback';
import {useSiteSettings} from '../../../lib/browser/useSiteSettings';
import {sendFeedback} from './send';
import styles from './styles.module.css';

/** The comment form is only loaded when a reader asks for it. */
const CommentForm = lazy(() => import('./CommentForm'));

const storage = () => window.localStorage;

interface Props {
  /** The page's path, the key of the remembered rating and the `page` of the POST. */
  page: string;
  title: string;
}

type Sending = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * "Was this page helpful?" at the bottom of each doc page. The block has the same size before and after
 * hydration and after an answer (the status line is reserved), so it never shifts the layout.
 */
export default function PageFeedback({page, title}: Props): ReactNode {
  const settings = useSiteSettings();
  const isBrowser = useIsBrowser();
  const remembered = useMemo(() => (isBrowser ? readRating(storage, page) : null), [isBrowser, page]);
  const [chosen, setChosen] = useState<Rating | null>(null);
  const [sending, setSending] = useState<Sending>('idle');
  const [commenting, setCommenting] = useState(false);
  const rating = chosen ?? remembered;
  const endpoint = settings.feedbackEndpoint;

  async function answer(value: Rating): Promise<void> {
    if (value === rating || sending === 'sending') return;
    setChosen(value);
    setCommenting(false);
    if (!endpoint) {
      saveRating(storage, page, value);
      return;
    }
    setSending('sending');
    const ok = await sendFeedback(endpoint, feedbackPayload(page, value));
    if (ok) saveRating(storage, page, value);
    setSending(ok ? 'sent' : 'failed');
  }

  let status: ReactNode = null;
  if (sending === 'sending') status = 'Sending…';
  else if (sending === 'failed') status = 'Your answer could not be sent. Please try again later.';
  else if (rating && chosen) status = 'Thank you for your feedback.';
  else if (rating) status = `You found this page ${rating === 'yes' ? 'helpful' : 'not helpful'}. Thank you.`;

  // Only after an answer given now: a remembered answer shows one short line, so hydration moves nothing.
  const canComment = chosen !== null && sending !== 'sending' && sending !== 'failed';
  const reportUrl = rating ? feedbackIssueUrl(settings.docsIssuesUrl, {url: `${settings.siteUrl}${page}`, title}, rating) : undefined;

  return (
    <section className={styles.feedback} aria-label="Page feedback" data-testid="page-feedback">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Was this page helpful?</legend>
        {(['yes', 'no'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={clsx('button button--sm button--outline button--secondary', styles.answer, rating === value && styles.pressed)}
            aria-pressed={rating === value}
            disabled={sending === 'sending'}
            onClick={() => void answer(value)}>
            {value === 'yes' ? 'Yes' : 'No'}
          </button>
        ))}
      </fieldset>
      <div className={styles.status}>
        <span role="status">{status}</span>
        {canComment && !endpoint && (
          <>
            {' '}
            <a href={reportUrl} target="_blank" rel="noopener noreferrer">
              Tell us more (opens the issue tracker)
            </a>
          </>
        )}
        {canComment && endpoint && !commenting && (
          <>
            {' '}
            <button type="button" className={clsx('clean-btn', styles.link)} onClick={() => setCommenting(true)}>
              Add a comment
            </button>
          </>
        )}
      </div>
      {commenting && endpoint && rating && (
        <Suspense fallback={null}>
          <CommentForm endpoint={endpoint} page={page} rating={rating} onDone={() => setCommenting(false)} />
        </Suspense>
      )}
    </section>
  );
}
