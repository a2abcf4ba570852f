// Wraps the original admonition types to add the three keywords of the specification: callout, prerequisites, tessera.
import React, {type ReactNode} from 'react';
import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';
import {ListChecks, Megaphone, Sparkle, type Icon as PhosphorIcon} from '@phosphor-icons/react';
import Glyph from '@site/src/components/mdx/Icon/Glyph';
import {CUSTOM_ADMONITION_TITLES as TITLES} from '@site/src/lib/content/admonitions';

function makeAdmonition(type: string, defaultTitle: string, icon: PhosphorIcon) {
  function CustomAdmonition(props: Props): ReactNode {
    return (
      <AdmonitionLayout
        {...props}
        type={type}
        className={`alert alert--${type} admonition-${type}`}
        icon={props.icon ?? <Glyph svg={icon} weight="bold" />}
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
  callout: makeAdmonition('callout', TITLES.callout, Megaphone),
  prerequisites: makeAdmonition('prerequisites', TITLES.prerequisites, ListChecks),
  tessera: makeAdmonition('tessera', TITLES.tessera, Sparkle),
};

export default AdmonitionTypes;
