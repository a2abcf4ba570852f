// Wraps the original tab panel to carry its label, which the print stylesheet shows above each tab (all tabs print).
import React, {type ReactNode} from 'react';
import TabItem from '@theme-original/TabItem';
import type TabItemType from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TabItemType>;

export default function TabItemWrapper(props: Props): ReactNode {
  return (
    <TabItem {...props}>
      <span className="tab-print-label" data-label={props.label ?? props.value} aria-hidden="true" />
      {props.children}
    </TabItem>
  );
}
