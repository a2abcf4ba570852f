import React, {createContext, useCallback, useContext, useId, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {isRestPath} from '@site/src/lib/browser/restPath';
import {LazyTryIt} from '../RestPlayground/lazy';
import styles from './styles.module.css';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiCallProps {
  children: ReactNode;
  /** Stack request and response even on wide screens (long bodies read better that way). */
  stacked?: boolean;
}

/** What a request's "Try it" opens: the request, the text of its example (for a body) and the button to return to. */
interface Trial {
  /** The useId of the Request that opened it. */
  request: string;
  method: Method;
  path: string;
  exampleText?: string;
  /** The status of the ApiCall's Response, which says who sends the request (src/lib/rest/credentials.ts). */
  shownStatus?: number;
  button: HTMLButtonElement;
}

interface TryItSlot {
  /** The id of the playground, for the buttons' aria-controls. */
  id: string;
  open: Trial | null;
  toggle: (trial: Trial) => void;
}

/** Lets a Request inside an ApiCall open the playground under the whole ApiCall. */
const TryItContext = createContext<TryItSlot | null>(null);

/**
 * A request and its response: side by side on wide screens, stacked on narrow ones or when `stacked`. A REST request
 * inside it gets "Try it", which opens the playground (loaded on demand) below both.
 */
export function ApiCall({children, stacked = false}: ApiCallProps): ReactNode {
  const id = useId();
  const [open, setOpen] = useState<Trial | null>(null);
  const toggle = useCallback((trial: Trial) => setOpen((current) => (current?.request === trial.request ? null : trial)), []);
  const close = useCallback(() => {
    open?.button.focus();
    setOpen(null);
  }, [open]);
  return (
    <TryItContext.Provider value={{id, open, toggle}}>
      <div className={clsx(styles.apiCall, stacked && styles.stacked, 'api-call')} data-stacked={stacked || undefined}>
        {children}
        {open && (
          <LazyTryIt
            key={`${open.method} ${open.path}`}
            id={id}
            method={open.method}
            path={open.path}
            exampleText={open.exampleText}
            shownStatus={open.shownStatus}
            onClose={close}
          />
        )}
      </div>
    </TryItContext.Provider>
  );
}

interface PanelProps {
  children: ReactNode;
  title?: string;
}

export interface RequestProps extends PanelProps {
  method?: Method;
  /** Path with its query string, e.g. /api/restaurants?populate=* */
  path?: string;
  /**
   * "Try it" (a REST `path` inside an ApiCall): on by default; `false` for a request the example project cannot
   * answer (a custom controller or route the page writes, a login, an upload).
   */
  tryIt?: boolean;
}

export function Request({children, title = 'Example request', method, path, tryIt = true}: RequestProps): ReactNode {
  const slot = useContext(TryItContext);
  const request = useId();
  const example = useRef<HTMLDivElement>(null);
  const canTry = tryIt && slot !== null && path !== undefined && isRestPath(path);
  const expanded = canTry && slot.open?.request === request;
  const onTry = (event: MouseEvent<HTMLButtonElement>) => {
    if (!slot || !path) return;
    const exampleText = example.current?.querySelector('pre')?.innerText ?? undefined;
    const status = event.currentTarget.closest('.api-call')?.querySelector<HTMLElement>('.api-call__response[data-status]')?.dataset.status;
    slot.toggle({
      request,
      method: method ?? 'GET',
      path,
      exampleText,
      shownStatus: status ? Number(status) : undefined,
      button: event.currentTarget,
    });
  };
  return (
    <section className={clsx(styles.panel, 'api-call__request')} aria-label={title}>
      <header className={styles.panelTitle}>{title}</header>
      {(method || path) && (
        <p className={styles.methodLine}>
          {method && <span className={clsx(styles.method, styles[`method${method}`])}>{method}</span>}
          {path && <code className={styles.path}>{path}</code>}
          {canTry && (
            <button
              type="button"
              className={clsx('button button--sm button--outline button--primary', styles.tryIt, 'api-call__try-it')}
              aria-expanded={expanded}
              aria-controls={expanded ? slot.id : undefined}
              onClick={onTry}>
              Try it
            </button>
          )}
        </p>
      )}
      <div ref={example} className={styles.body}>
        {children}
      </div>
    </section>
  );
}

export interface ResponseProps extends PanelProps {
  /** HTTP status of the example response, e.g. 200. */
  status?: number;
}

export function Response({children, title = 'Example response', status}: ResponseProps): ReactNode {
  return (
    <section className={clsx(styles.panel, 'api-call__response')} aria-label={title} data-status={status}>
      <header className={styles.panelTitle}>
        {title}
        {status !== undefined && <span className={styles.status}>{status}</span>}
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
