import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LOCAL_INDEX_MANIFEST_PATH} from '../../../plugins/search/constants';
import {questionFromSearch, searchWithoutQuestion} from '../../../lib/askAi/session';
import {closeAskAi, configureAskAi, useAskAi} from '../../../lib/browser/askAi/store';
import {useOpenAskAi} from '../../../lib/browser/askAi/useAskAiProvider';

// The modal's code (and the answer formatting it uses) runs when it first opens, not with every page; its file is
// prefetched when the browser is idle, so Ask AI still opens once the reader is offline.
const loadModal = () => import(/* webpackPrefetch: true */ './AskAiModal');

/**
 * When the modal's file cannot be loaded (offline before it was prefetched, or a new deploy replaced it), Ask AI
 * closes with a warning instead of taking the page down with it, and the next open loads the file again.
 */
function ModalUnavailable({onClosed}: {onClosed: () => void}): ReactNode {
  useEffect(() => {
    console.warn('[ask-ai] The Ask AI dialog could not be loaded (offline, or the site was updated). Try again.');
    closeAskAi();
    onClosed();
  }, [onClosed]);
  return null;
}

/**
 * Mounted once for the whole site (see src/theme/Root.tsx): holds the local modal and answers `?ask=<question>`
 * on any page. The parameter is removed from the address when the modal closes.
 */
export default function AskAiHost(): ReactNode {
  const indexUrl = useBaseUrl(`/${LOCAL_INDEX_MANIFEST_PATH}`);
  const location = useLocation();
  const history = useHistory();
  const open = useOpenAskAi();
  const {open: isOpen} = useAskAi();
  const deepLinkQuestion = questionFromSearch(location.search);

  useEffect(() => configureAskAi({indexUrl}), [indexUrl]);

  useEffect(() => {
    if (deepLinkQuestion) void open(null, deepLinkQuestion);
  }, [deepLinkQuestion, open]);

  // Closing the modal (open -> closed) removes the parameter, so a reload does not open it again.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !isOpen && deepLinkQuestion) {
      history.replace({pathname: location.pathname, search: searchWithoutQuestion(location.search), hash: location.hash});
    }
    wasOpen.current = isOpen;
  }, [isOpen, deepLinkQuestion, history, location.pathname, location.search, location.hash]);

  // Once loaded, the modal stays mounted (it renders nothing while closed), so reopening it is instant. A load
  // that failed is not retried by React.lazy: a new lazy component (and a fresh boundary) loads the file again.
  const [loaded, setLoaded] = useState(false);
  const [modal, setModal] = useState(() => ({attempt: 0, Modal: lazy(loadModal)}));
  const reset = useCallback(() => {
    setLoaded(false);
    setModal(({attempt}) => ({attempt: attempt + 1, Modal: lazy(loadModal)}));
  }, []);
  if (isOpen && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <ErrorBoundary key={modal.attempt} fallback={() => <ModalUnavailable onClosed={reset} />}>
      <Suspense fallback={null}>
        <modal.Modal />
      </Suspense>
    </ErrorBoundary>
  );
}
