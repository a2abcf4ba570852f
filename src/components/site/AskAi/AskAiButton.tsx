import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Sparkle} from '@phosphor-icons/react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {warmUpLocal} from '../../../plugins/search/client/LocalSearchClient';
import {useHostedConfigured, useOpenAskAi} from '../../../lib/browser/askAi/useAskAiProvider';
import {LOCAL_INDEX_MANIFEST_PATH} from '../../../plugins/search/constants';
import {askScopeFilters} from '../../../lib/browser/askAi/store';
import styles from './styles.module.css';

export type AskAiButtonVariant = 'navbar' | 'mobile' | 'hero';

/** The "Ask AI" button: beside search in the navbar, in the mobile menu and on the landing page. */
export default function AskAiButton({variant}: {variant: AskAiButtonVariant}): ReactNode {
  const open = useOpenAskAi();
  const hosted = useHostedConfigured();
  const indexUrl = useBaseUrl(`/${LOCAL_INDEX_MANIFEST_PATH}`);
  const prefetch = hosted ? undefined : () => warmUpLocal(indexUrl, askScopeFilters());
  const button = (
    <button
      type="button"
      data-ask-ai-button={variant}
      aria-haspopup="dialog"
      title="Ask a question about the documentation"
      className={clsx(
        variant === 'navbar' && styles.navbarButton,
        variant === 'mobile' && clsx('menu__link', styles.mobileButton),
        variant === 'hero' && 'button button--secondary button--lg',
        styles.button,
      )}
      onMouseEnter={prefetch}
      onFocus={prefetch}
      onClick={(event) => void open(event.currentTarget)}>
      <Sparkle aria-hidden="true" weight="fill" size={variant === 'hero' ? 20 : 16} />
      <span>Ask AI</span>
    </button>
  );
  return variant === 'mobile' ? <li className="menu__list-item">{button}</li> : button;
}
