import React, {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {MAX_COMMENT_LENGTH, feedbackPayload, type Rating} from '../../../lib/browser/pageFeedback';
import {sendFeedback} from './send';
import styles from './styles.module.css';

interface Props {
  endpoint: string;
  page: string;
  rating: Rating;
  onDone: () => void;
}

/** The optional comment after an answer, loaded on demand (see PageFeedback). */
export default function CommentForm({endpoint, page, rating, onDone}: Props): ReactNode {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const field = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const text = field.current?.value.trim() ?? '';
    if (!text) {
      field.current?.focus();
      return;
    }
    setState('sending');
    setState((await sendFeedback(endpoint, feedbackPayload(page, rating, text))) ? 'sent' : 'failed');
  }

  if (state === 'sent') {
    return (
      <p className={styles.status} role="status">
        Comment sent. Thank you!
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>{rating === 'yes' ? 'What helped you? (optional)' : 'What was missing or wrong? (optional)'}</label>
      {/* Focus moves here: the "Add a comment" button the reader pressed is gone. */}
      <textarea id={id} ref={field} rows={3} maxLength={MAX_COMMENT_LENGTH} autoFocus className={styles.textarea} />
      <div className={styles.actions}>
        <button type="submit" className="button button--sm button--primary" disabled={state === 'sending'}>
          Send comment
        </button>
        <button type="button" className="button button--sm button--link" onClick={onDone}>
          Cancel
        </button>
      </div>
      <p className={styles.status} role="status">
        {state === 'sending' ? 'Sending…' : state === 'failed' ? 'Your comment could not be sent. Please try again later.' : null}
      </p>
    </form>
  );
}
