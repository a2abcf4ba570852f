import React, {type ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import type {Props as DefaultProps} from '@theme/NavbarItem/DefaultNavbarItem';

export interface Props extends DefaultProps {
  /** Where the link points in the mobile side menu. */
  readonly mobileTo: string;
}

/** A navbar link whose target differs in the mobile menu (Cloud Docs: getting started on desktop, the overview on mobile). */
export default function ResponsiveLinkNavbarItem({mobileTo, to, mobile, ...props}: Props): ReactNode {
  return <DefaultNavbarItem {...props} mobile={mobile} to={mobile ? mobileTo : to} />;
}
