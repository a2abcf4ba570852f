import React, {useDeferredValue, useEffect, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {CREDENTIAL_NAMES, credentialHeaders, type ExampleCredential} from '@site/src/lib/rest/credentials';
import {evaluate, type RestAnswer} from '@site/src/lib/rest/evaluate';
import {summarize} from '@site/src/lib/browser/restPlayground';
import styles from './styles.module.css';

/** Said wherever the playground answers, so that no reader takes the answer for their own server's. */
export function ExampleDataNotice({id, credential}: {id?: string; credential: ExampleCredential}): ReactNode {
  return (
    <p id={id} className={clsx(styles.notice, 'rest-playground__notice')}>
      Runs in your browser on the data of Trailhead, the example project of these docs, {CREDENTIAL_NAMES[credential]}. No request is sent
      to any server.
    </p>
  );
}

export interface ResponsePanelProps {
  method: string;
  /** The encoded URL to answer, or null when the reader's input cannot be read (then `problem` says why). */
  url: string | null;
  body?: unknown;
  /** Who sends it (src/lib/rest/credentials.ts): the full-access token unless the page's example says otherwise. */
  credential?: ExampleCredential;
  problem?: string;
  /** Show the notice about the example data here (off when the surrounding playground shows it already). */
  notice?: boolean;
  /** Move the focus to the response when it first shows (when the control that asked for it goes away). */
  focusOnMount?: boolean;
}

type Outcome = {answer: RestAnswer} | {failure: string};

function answer(method: string, url: string, body: unknown, credential: ExampleCredential): Outcome {
  try {
    return {answer: evaluate({method, url, headers: credentialHeaders(credential), ...(body !== undefined ? {body} : {})})};
  } catch (error) {
    return {failure: error instanceof Error ? error.message : String(error)};
  }
}

/**
 * The response the REST evaluator computes from the example project's data, with its status announced politely.
 * It answers the deferred request, so typing stays responsive while a long answer is written out.
 */
export default function ResponsePanel({
  method,
  url,
  body,
  credential = 'full-access',
  problem,
  notice = true,
  focusOnMount = false,
}: ResponsePanelProps): ReactNode {
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnMount) section.current?.focus();
  }, [focusOnMount]);
  const request = useDeferredValue(url === null ? null : JSON.stringify([method, url, body ?? null]));
  const outcome = useMemo<Outcome | null>(() => {
    if (request === null) return null;
    const [m, u, b] = JSON.parse(request) as [string, string, unknown];
    return answer(m, u, b ?? undefined, credential);
  }, [request, credential]);

  let status: string;
  let content: ReactNode = null;
  if (outcome === null) status = `Not sent: ${problem ?? 'the request cannot be read.'}`;
  else if ('failure' in outcome) status = `The example data could not answer: ${outcome.failure}`;
  else {
    status = summarize(outcome.answer);
    content =
      outcome.answer.body === null ? (
        <p className={styles.empty}>(empty body)</p>
      ) : (
        <CodeBlock language="json">{JSON.stringify(outcome.answer.body, null, 2)}</CodeBlock>
      );
  }
  const failed = outcome === null || 'failure' in outcome || outcome.answer.status >= 400;

  return (
    <section
      ref={section}
      tabIndex={focusOnMount ? -1 : undefined}
      className={clsx(styles.response, 'rest-playground__response')}
      aria-label="Response from the example data">
      {notice && <ExampleDataNotice credential={credential} />}
      <p className={styles.fieldLabel}>Response</p>
      <p role="status" aria-live="polite" className={clsx(styles.status, failed && styles.statusFailed, 'rest-playground__status')}>
        {status}
      </p>
      <div className={styles.json}>{content}</div>
    </section>
  );
}
