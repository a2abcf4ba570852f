/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Content): why it exists is that a code block's highlighted
 * lines are written as one HTML string (src/lib/codeLinesHtml.ts) instead of a React element per token, so hydration
 * does not walk them: on a page with many examples the tokens are most of its elements (2,897 of 4,026 on the Next.js
 * integration page), and hydrating them was most of the main thread's work on a phone. The markup is the original's.
 * Changed lines are marked `tessera:`.
 */
import React, {type ComponentProps} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import {Highlight} from 'prism-react-renderer';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css'; // tessera: the line classes, for the string
import {codeLinesHtml} from '@site/src/lib/codeLinesHtml'; // tessera
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

export default function CodeBlockContent({className: classNameProp}: {className?: string}): React.JSX.Element {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code
            // tessera: the lines as one string (same markup as theme-classic's Line and Line/Token)
            dangerouslySetInnerHTML={{
              __html: codeLinesHtml(lines, {
                getLineProps,
                getTokenProps,
                lineClassNames,
                lineNumbers: lineNumbersStart !== undefined,
                classes: {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!},
              }),
            }}
          />
        </Pre>
      )}
    </Highlight>
  );
}
