// Wraps the original admonition types to add the three keywords of the specification: callout, prerequisites, tessera.
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';
import Icon, {type IconName} from '@site/src/components/Icon';
import {CUSTOM_ADMONITION_TITLES as TITLES} from '@site/src/lib/admonitions';

function makeAdmonition(type: string, defaultTitle: string, icon: IconName) {
  function CustomAdmonition(props: Props): ReactNode {
    return (
      <AdmonitionLayout
        {...props}
        type={type}
        className={`alert alert--${type} admonition-${type}`}
        icon={props.icon ?? <Icon name={icon} weight="bold" />}
        title={props.title ?? defaultTitle}>
        {props.children}
      </AdmonitionLayout>
    );
  }
  CustomAdmonition.displayName = `Admonition(${type})`;
  return CustomAdmonition;
}

const AdmonitionTypes = {
  ...DefaultAdmonitionTypes,
  callout: makeAdmonition('callout', TITLES.callout, 'megaphone'),
  prerequisites: makeAdmonition('prerequisites', TITLES.prerequisites, 'list-checks'),
  tessera: makeAdmonition('tessera', TITLES.tessera, 'sparkle'),
};

export default AdmonitionTypes;
