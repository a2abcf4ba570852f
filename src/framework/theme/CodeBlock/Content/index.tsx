/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content): why it exists is that a code block's lines are
 * one HTML string (src/framework/code-highlighting/codeLinesHtml.ts) instead of a React element per token, so hydration does not walk them (on
 * a page with many examples the tokens are most of its elements), and that the browser does not need Prism to show or
 * hydrate a page: the server highlights, the page hydrates with the server's lines, Prism loads only for a block first
 * rendered in the browser (src/framework/code-highlighting/useCodeHtml.ts). Tokens are coloured by class, in CSS
 * (src/framework/code-highlighting/codeThemeCss.ts). The markup is the original's. Changed lines are marked `tessera:`.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'; // tessera: the line classes, for the string
import {useCodeHtml} from '@site/src/framework/code-highlighting/useCodeHtml'; // tessera
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => {
  return <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />;
});
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** tessera: the line classes of theme-classic's CodeBlock/Line, for the string. */
const LINE_CLASSES = {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!};

export default function CodeBlockContent({className: classNameProp}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const {plain} = usePrismTheme(); // tessera: the same in both colour modes (CSS variables, src/framework/code-highlighting/codeThemeCss.ts)
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  // tessera: the lines as one string, from the server's page while hydrating (no Prism in the browser at load)
  const {id, html} = useCodeHtml({code, language, lineClassNames, lineNumbers: lineNumbersStart !== undefined, classes: LINE_CLASSES});
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, 'prism-code', `language-${language.toLowerCase()}`)} style={plain}>
      <Code data-code-block={id} dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}
