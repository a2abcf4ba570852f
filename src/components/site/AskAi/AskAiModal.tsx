import React, {useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {ArrowRight, ClockCounterClockwise, Copy, MagnifyingGlass, X} from '@phosphor-icons/react';
import type {Answer, AnswerLink} from '../../../lib/askAi/answer';
import {answerToMarkdown} from '../../../lib/askAi/markdown';
import {QUESTION_MAX_LENGTH} from '../../../lib/askAi/session';
import {askQuestion, closeAskAi, returnFocus, showEntry, useAskAi} from '../../../lib/browser/askAi/store';
import styles from './styles.module.css';
import {ASK_AI_TITLE, ASK_AI_UNANSWERED} from '@site/src/lib/content/uiText';

export const LOCAL_DISCLAIMER =
  'Answers are assembled from the documentation by a local search, not by an AI model: they quote the pages word for word, ' +
  'but may miss context. Check them against the source pages. Your question never leaves this browser.';

/** Questions a reader can try; each is answered by a page of these docs. */
export const EXAMPLE_QUESTIONS = [
  'How do I filter documents in server code with the Document Service?',
  'How do I add a custom domain to a Cloud project?',
  'How long are audit logs kept?',
  'How can I paginate REST results without computing the total count?',
];

/** A numbered list of links to sections: an answer's sources, or the search results of a weak answer (`results`). */
function SectionLinks({
  links,
  onNavigate,
  results = false,
}: {
  links: readonly AnswerLink[];
  onNavigate: () => void;
  results?: boolean;
}): ReactNode {
  return (
    <ol data-ask-ai-results={results ? '' : undefined}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function AnswerView({answer, onNavigate}: {answer: Answer; onNavigate: () => void}): ReactNode {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(answerToMarkdown(answer, window.location.origin));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const answered = answer.status === 'answered';
  return (
    <div className={styles.answer} data-ask-ai-answer={answer.status}>
      <p className={styles.answerQuestion}>
        <span className="sr-only">Question: </span>
        {answer.question}
      </p>
      {answered ? (
        <>
          <p className={styles.answerLead}>
            {answer.docsVersion ? (
              <>
                From the documentation of version <span data-ask-ai-version>{answer.docsVersion}</span>:
              </>
            ) : (
              'From the documentation:'
            )}
          </p>
          {answer.passages.map((passage, index) => (
            <figure className={styles.passage} key={passage.source.href} data-ask-ai-passage={index === 0 ? 'lead' : 'supporting'}>
              <blockquote cite={passage.source.href}>
                {index === 0 && <p className={styles.passageHeading}>{passage.source.heading}</p>}
                {passage.text && <p>{passage.text}</p>}
                {passage.code && (
                  <pre className={styles.code} data-language={passage.code.language}>
                    <code className={passage.code.language ? `language-${passage.code.language}` : undefined}>{passage.code.text}</code>
                  </pre>
                )}
              </blockquote>
              <figcaption>
                <Link to={passage.source.href} onClick={onNavigate} className={styles.passageLink}>
                  {passage.source.label}
                  <ArrowRight aria-hidden="true" size={14} />
                </Link>
              </figcaption>
            </figure>
          ))}
        </>
      ) : answer.status === 'empty' ? (
        <p className={styles.notFound}>Type a question with a few words about Tessera, for example one of the questions below.</p>
      ) : (
        <div className={styles.notFound} role="status">
          <p>
            <strong>{answer.status === 'weak' ? ASK_AI_UNANSWERED.weak : ASK_AI_UNANSWERED.notFound}</strong>
            {answer.status === 'weak'
              ? ' These search results may help:'
              : ` No section of these docs${answer.docsVersion ? ` (version ${answer.docsVersion})` : ''} matches it.`}
          </p>
          {answer.unknownWords.length > 0 && (
            <p>
              No page mentions:{' '}
              {answer.unknownWords.map((word, i) => (
                <React.Fragment key={word}>
                  {i > 0 && ', '}
                  <q>{word}</q>
                </React.Fragment>
              ))}
              .
            </p>
          )}
          {answer.results.length > 0 ? (
            <nav aria-label="Search results" className={styles.sources}>
              <SectionLinks links={answer.results} onNavigate={onNavigate} results />
            </nav>
          ) : (
            <p>Try other words, or search the documentation.</p>
          )}
        </div>
      )}
      {answer.sources.length > 0 && (
        <nav aria-label="Sources" className={styles.sources}>
          <h3>Sources</h3>
          <SectionLinks links={answer.sources} onNavigate={onNavigate} />
        </nav>
      )}
      <div className={styles.answerActions}>
        <Link to={answer.searchHref} onClick={onNavigate} className={styles.searchLink}>
          <MagnifyingGlass aria-hidden="true" size={16} />
          Search for &lsquo;{answer.question}&rsquo;
        </Link>
        {answered && (
          <button type="button" className={styles.copyButton} onClick={() => void copy()}>
            <Copy aria-hidden="true" size={16} />
            Copy answer
          </button>
        )}
        <span role="status" className={styles.copyStatus}>
          {copied === 'copied' ? 'Answer copied as Markdown.' : copied === 'failed' ? 'The browser did not allow copying.' : ''}
        </span>
      </div>
    </div>
  );
}

/** A click on the dialog's backdrop: the dialog element is the target, outside its own box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * The local provider's modal: a native <dialog> opened with showModal(), so the browser keeps focus in it and makes
 * the page behind inert; Escape (the dialog's cancel event), the Close button and a click on the backdrop close it,
 * and focus returns to the button that opened it. The page behind does not scroll while it is open (styles.module.css).
 */
export default function AskAiModal(): ReactNode {
  const {open, status, error, history, currentId, pendingQuestion} = useAskAi();
  const [draft, setDraft] = useState('');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const disclaimerId = useId();

  // The store says whether the modal is open; the dialog follows it as soon as React has committed.
  const shown = useRef(false);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || open === shown.current) return;
    shown.current = open;
    if (open) {
      if (!dialog.open) dialog.showModal();
      inputRef.current?.focus();
    } else {
      if (dialog.open) dialog.close();
      returnFocus();
    }
  }, [open]);

  const current = history.find((entry) => entry.id === currentId) ?? null;
  const earlier = history.filter((entry) => entry.id !== currentId);

  const submit = (question: string): void => {
    setDraft(question);
    void askQuestion(question);
  };

  // The dialog sits in the browser's top layer, above the navbar and every other layer of the page.
  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={disclaimerId}
      className={styles.modal}
      data-ask-ai-modal="local"
      onCancel={(event) => {
        event.preventDefault();
        closeAskAi();
      }}
      // The browser may close a dialog without a cancel event it lets us keep (a second Escape in a row).
      onClose={closeAskAi}
      onMouseDown={(event) => {
        if (onBackdrop(event)) closeAskAi();
      }}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {ASK_AI_TITLE}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={closeAskAi}>
          <X aria-hidden="true" size={20} />
        </button>
      </header>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}>
        <label htmlFor={`${titleId}-question`} className="sr-only">
          Your question
        </label>
        <input
          ref={inputRef}
          id={`${titleId}-question`}
          type="text"
          className={styles.input}
          value={draft}
          maxLength={QUESTION_MAX_LENGTH}
          placeholder="How do I …?"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={status === 'loading' || draft.trim() === ''}>
          Ask
        </button>
      </form>
      <div className={styles.body}>
        <section aria-live="polite" aria-busy={status === 'loading'} aria-label="Answer" className={styles.answerArea}>
          {status === 'loading' && <p className={styles.loading}>Looking through the documentation for &lsquo;{pendingQuestion}&rsquo;…</p>}
          {status === 'building' && (
            <p className={styles.loading}>
              The answer index is being built (it is ready a few seconds after the dev server starts); &lsquo;{pendingQuestion}&rsquo; is
              answered as soon as it is there.
            </p>
          )}
          {status === 'error' && (
            <p className={styles.notFound} role="alert">
              The answer index could not be used: {error} Try again, or use the search.
            </p>
          )}
          {status === 'idle' && current && <AnswerView key={current.id} answer={current.answer} onNavigate={closeAskAi} />}
        </section>
        {!current && status === 'idle' && (
          <section aria-labelledby={`${titleId}-examples`} className={styles.examples}>
            <h3 id={`${titleId}-examples`}>Try asking</h3>
            <ul>
              {EXAMPLE_QUESTIONS.map((question) => (
                <li key={question}>
                  <button type="button" onClick={() => submit(question)}>
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {earlier.length > 0 && (
          <section aria-labelledby={`${titleId}-history`} className={styles.history}>
            <h3 id={`${titleId}-history`}>
              <ClockCounterClockwise aria-hidden="true" size={16} /> Earlier in this session
            </h3>
            <ul>
              {earlier.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setDraft(entry.question);
                      showEntry(entry.id);
                    }}>
                    {entry.question}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <footer className={styles.disclaimer} id={disclaimerId}>
        {LOCAL_DISCLAIMER}
      </footer>
    </dialog>
  );
}
