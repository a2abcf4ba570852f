import React, {useEffect, useRef, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {ASK_INDEX_PATH} from '../../lib/askAi/sections';
import {questionFromSearch, searchWithoutQuestion} from '../../lib/askAi/session';
import AskAiModal from './AskAiModal';
import {configureAskAi, useAskAi} from './store';
import {useOpenAskAi} from './useAskAiProvider';

/**
 * Mounted once for the whole site (see src/theme/Root.tsx): holds the local modal and answers `?ask=<question>`
 * on any page. The parameter is removed from the address when the modal closes.
 */
export default function AskAiHost(): ReactNode {
  const indexUrl = useBaseUrl(`/${ASK_INDEX_PATH}`);
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

  return <AskAiModal />;
}
