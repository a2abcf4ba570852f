import React, {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {buildQueryUrl, parseQueryObject} from '@site/src/lib/browser/queryString';
import {encodedUrl, exampleBody, formatQueryObject, queryObjectOf, splitUrl, takesBody} from '@site/src/lib/browser/restPlayground';
import {exampleCredential} from '@site/src/lib/rest/credentials';
import ResponsePanel, {ExampleDataNotice} from './ResponsePanel';
import fields from '../codeFields.module.css';
import styles from './styles.module.css';

export interface TryItProps {
  id: string;
  method: string;
  /** The request's path with its query, as the page shows it. */
  path: string;
  /** The text of the request's code example, where the body of a write request is read from. */
  exampleText?: string;
  /** The status of the response the page shows beside it, which says who sends the request (401: an unknown token). */
  shownStatus?: number;
  onClose: () => void;
}

type Mode = 'url' | 'object';

interface Request {
  url: string | null;
  problem?: string;
}

/** "Try it" under an ApiCall: the reader edits the request as a URL or as a qs object and reads the computed answer. */
export default function TryIt({id, method, path, exampleText, shownStatus, onClose}: TryItProps): ReactNode {
  const credential = exampleCredential(shownStatus ?? null);
  const [mode, setMode] = useState<Mode>('url');
  const [urlText, setUrlText] = useState(path);
  const [pathText, setPathText] = useState(() => splitUrl(path).path);
  const [objectText, setObjectText] = useState(() => formatQueryObject(queryObjectOf(path)));
  const [bodyText, setBodyText] = useState(() => {
    const body = takesBody(method) && exampleText ? exampleBody(exampleText) : undefined;
    return body === undefined ? '{\n  "data": {}\n}' : JSON.stringify(body, null, 2);
  });
  /** The URL last copied: the button says 'Copied' until the request changes. */
  const [copiedUrl, setCopiedUrl] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const ids = {title: useId(), notice: useId(), url: useId(), path: useId(), object: useId(), body: useId()};

  useEffect(() => firstField.current?.focus(), []);

  const parsedObject = useMemo(() => parseQueryObject(objectText), [objectText]);
  const request: Request = useMemo(() => {
    if (mode === 'url')
      return urlText.startsWith('/')
        ? {url: encodedUrl(urlText)}
        : {url: null, problem: 'the URL must start with a path, such as /api/restaurants.'};
    return parsedObject.ok
      ? {url: buildQueryUrl(pathText, parsedObject.value)}
      : {url: null, problem: `the query object is not valid: ${parsedObject.error}`};
  }, [mode, urlText, pathText, parsedObject]);
  const withBody = takesBody(method);
  const parsedBody = useMemo(() => (withBody ? parseQueryObject(bodyText) : null), [withBody, bodyText]);
  const bodyProblem = parsedBody && !parsedBody.ok ? `the body is not valid JSON: ${parsedBody.error}` : undefined;

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'object') {
      setPathText(splitUrl(urlText).path);
      setObjectText(formatQueryObject(queryObjectOf(urlText)));
    } else if (request.url !== null) setUrlText(request.url);
    setMode(next);
  };

  const copy = async () => {
    if (request.url === null) return;
    try {
      await navigator.clipboard.writeText(request.url);
      setCopiedUrl(request.url);
    } catch {
      setCopiedUrl(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <section id={id} className={clsx(styles.playground, 'rest-playground')} aria-labelledby={ids.title} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <p id={ids.title} className={styles.title}>
          Try it: {method} {splitUrl(path).path}
        </p>
        <button type="button" className="button button--sm button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <ExampleDataNotice id={ids.notice} credential={credential} />
      <fieldset className={styles.modes}>
        <legend className={styles.fieldLabel}>Edit the query as</legend>
        {(['url', 'object'] as const).map((value) => (
          <label key={value} className={styles.mode}>
            <input type="radio" name={`${id}-mode`} value={value} checked={mode === value} onChange={() => switchTo(value)} />{' '}
            {value === 'url' ? 'URL' : 'qs object'}
          </label>
        ))}
      </fieldset>
      {mode === 'url' ? (
        <>
          <label htmlFor={ids.url} className={styles.fieldLabel}>
            URL (path and query)
          </label>
          <input
            ref={firstField}
            id={ids.url}
            className={fields.field}
            value={urlText}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={ids.notice}
            onChange={(event) => setUrlText(event.target.value)}
          />
        </>
      ) : (
        <>
          <label htmlFor={ids.path} className={styles.fieldLabel}>
            Path
          </label>
          <input
            ref={firstField}
            id={ids.path}
            className={fields.field}
            value={pathText}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={ids.notice}
            onChange={(event) => setPathText(event.target.value)}
          />
          <label htmlFor={ids.object} className={styles.fieldLabel}>
            Query object (as given to qs.stringify)
          </label>
          <textarea
            id={ids.object}
            className={clsx(fields.field, fields.editor)}
            value={objectText}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, objectText.split('\n').length + 1))}
            onChange={(event) => setObjectText(event.target.value)}
          />
        </>
      )}
      {withBody && (
        <>
          <label htmlFor={ids.body} className={styles.fieldLabel}>
            Request body (JSON)
          </label>
          <textarea
            id={ids.body}
            className={clsx(fields.field, fields.editor)}
            value={bodyText}
            spellCheck={false}
            rows={Math.min(16, Math.max(4, bodyText.split('\n').length + 1))}
            onChange={(event) => setBodyText(event.target.value)}
          />
        </>
      )}
      <div className={styles.requestHeader}>
        <span className={styles.fieldLabel}>Request</span>
        <button
          type="button"
          className="button button--sm button--outline button--primary"
          onClick={() => void copy()}
          disabled={request.url === null}>
          {copiedUrl !== null && copiedUrl === request.url ? 'Copied' : 'Copy URL'}
        </button>
      </div>
      <p className={styles.request}>
        <code className="rest-playground__request">{request.url === null ? 'not valid yet' : `${method} ${request.url}`}</code>
      </p>
      <ResponsePanel
        method={method}
        url={bodyProblem ? null : request.url}
        body={parsedBody?.ok ? parsedBody.value : undefined}
        credential={credential}
        problem={bodyProblem ?? request.problem}
        notice={false}
      />
    </section>
  );
}
