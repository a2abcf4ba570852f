/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock), wrapping the original for live blocks: why it exists is
 * that the original remounts every code block once the page has hydrated (`key={String(isBrowser)}`), to apply the
 * colours of a saved dark mode that hydration does not patch; code colours are CSS now (src/framework/code-highlighting/codeThemeCss.ts), and
 * the remount threw the server's highlighted lines away and highlighted them again in the browser. A `live` block goes
 * to the original (theme-live-codeblock's CodeBlock, then theme-classic's). Changed lines are marked `tessera:`.
 */
import React, {isValidElement, type ReactNode} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock'; // tessera
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock(props: Props & {live?: boolean}): ReactNode {
  if (props.live) return <OriginalCodeBlock {...props} />; // tessera: live code blocks keep the original chain
  const {children: rawChildren, ...rest} = props;
  const children = maybeStringifyChildren(rawChildren);
  // tessera: no key={String(isBrowser)}: the block hydrates once and keeps its server-rendered lines
  return typeof children === 'string' ? (
    <StringContent {...rest}>{children}</StringContent>
  ) : (
    <ElementContent {...rest}>{children}</ElementContent>
  );
}
