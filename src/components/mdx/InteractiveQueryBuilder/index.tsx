import React, {useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {buildQueryUrl, parseQueryObject} from '@site/src/lib/browser/queryString';
import {LazyResponsePanel} from '../RestPlayground/lazy';
import fields from '../codeFields.module.css';
import styles from './styles.module.css';

const DEFAULT_QUERY = `{
  filters: {
    name: { $containsi: 'bistro' },
  },
  populate: ['address', 'categories'],
  fields: ['name', 'description'],
  sort: ['name:asc'],
  pagination: { page: 1, pageSize: 10 },
  locale: 'en',
  status: 'published',
}`;

export interface InteractiveQueryBuilderProps {
  /** Initial endpoint path. */
  endpoint?: string;
  /** Initial query object, as JavaScript source. */
  query?: string;
}

/**
 * Edit a REST query object and read the encoded query string that Tessera's REST API expects, and, on demand, the
 * response computed from the example project's data (the playground's response panel, loaded when first asked for).
 */
export default function InteractiveQueryBuilder({
  endpoint: initialEndpoint = '/api/restaurants',
  query: initialQuery = DEFAULT_QUERY,
}: InteractiveQueryBuilderProps): ReactNode {
  const [endpoint, setEndpoint] = useState(initialEndpoint);
  const [source, setSource] = useState(initialQuery);
  const [copied, setCopied] = useState(false);
  const [running, setRunning] = useState(false);
  const endpointId = useId();
  const queryId = useId();
  const parsed = useMemo(() => parseQueryObject(source), [source]);
  const url = parsed.ok ? buildQueryUrl(endpoint, parsed.value) : null;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 1500);
  };

  return (
    <div className={`${styles.builder} query-builder`}>
      <label htmlFor={endpointId} className={styles.label}>
        Endpoint
      </label>
      <input
        id={endpointId}
        className={fields.field}
        value={endpoint}
        spellCheck={false}
        onChange={(event) => setEndpoint(event.target.value)}
      />
      <label htmlFor={queryId} className={styles.label}>
        Query object (JavaScript)
      </label>
      <textarea
        id={queryId}
        className={clsx(fields.field, fields.editor)}
        value={source}
        spellCheck={false}
        rows={Math.max(8, source.split('\n').length + 1)}
        onChange={(event) => setSource(event.target.value)}
      />
      <div className={styles.resultHeader}>
        <span className={styles.label}>Encoded query URL</span>
        <button type="button" className="button button--sm button--primary" onClick={copy} disabled={!url}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      {url ? (
        <div className="query-builder__result" aria-live="polite">
          <CodeBlock language="text">{url}</CodeBlock>
        </div>
      ) : (
        <p role="alert" className={`${styles.error} query-builder__error`}>
          This is not a valid query object: {parsed.ok ? '' : parsed.error}
        </p>
      )}
      {running ? (
        <LazyResponsePanel
          focusOnMount
          method="GET"
          url={url}
          problem={parsed.ok ? undefined : `the query object is not valid: ${parsed.error}`}
        />
      ) : (
        <button
          type="button"
          className={`button button--sm button--outline button--primary ${styles.run}`}
          onClick={() => setRunning(true)}>
          Run on example data
        </button>
      )}
    </div>
  );
}
