import React, {type ReactNode} from 'react';
import AskAiButton from '@site/src/components/site/AskAi/AskAiButton';
import {useAskScopeOfPage} from '@site/src/components/site/AskAi/useAskScope';

/** The Ask AI button beside search (`custom-askAi`); in the mobile menu it is a menu entry. */
export default function AskAiNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  useAskScopeOfPage();
  return <AskAiButton variant={mobile ? 'mobile' : 'navbar'} />;
}
