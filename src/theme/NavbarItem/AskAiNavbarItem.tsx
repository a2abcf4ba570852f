import React, {type ReactNode} from 'react';
import AskAiButton from '@site/src/components/site/AskAi/AskAiButton';

/** The Ask AI button beside search (`custom-askAi`); in the mobile menu it is a menu entry. */
export default function AskAiNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  return <AskAiButton variant={mobile ? 'mobile' : 'navbar'} />;
}
