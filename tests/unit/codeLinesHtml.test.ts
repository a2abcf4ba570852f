import {describe, expect, it} from 'vitest';
import {codeLinesHtml, type Token} from '../../src/lib/codeLinesHtml';

const getLineProps = ({className}: {line: Token[]; className?: string}) => ({
  className: ['token-line', className].filter(Boolean).join(' '),
  style: {color: '#111111'},
});
const getTokenProps = ({token}: {token: Token}) => ({
  className: ['token', ...token.types].join(' '),
  style: token.types.includes('keyword') ? {color: '#aa0000', fontStyle: 'italic'} : undefined,
});
const classes = {line: 'codeLine_x', number: 'codeLineNumber_x', content: 'codeLineContent_x'};
const lines: Token[][] = [
  [
    {types: ['keyword'], content: 'const'},
    {types: ['plain'], content: ' a = "<b>" & 1;'},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
];

describe('code lines as one HTML string (the markup of theme-classic Line and Line/Token)', () => {
  it('writes a line per token-line div, a span per token with its classes and theme colours, escaped text, a <br> per line', () => {
    expect(codeLinesHtml(lines, {getLineProps, getTokenProps, lineClassNames: {}, lineNumbers: false, classes})).toBe(
      '<div class="token-line" style="color:#111111"><span class="token keyword" style="color:#aa0000;font-style:italic">const</span>' +
        '<span class="token plain"> a = &quot;&lt;b&gt;&quot; &amp; 1;</span><br></div>' +
        '<div class="token-line" style="color:#111111"><span class="token plain"></span><br></div>',
    );
  });

  it('adds the highlighted-line classes and, with line numbers, the number and content cells', () => {
    const html = codeLinesHtml(lines.slice(0, 1), {
      getLineProps,
      getTokenProps,
      lineClassNames: {0: ['theme-code-block-highlighted-line']},
      lineNumbers: true,
      classes,
    });
    expect(html).toMatch(/^<div class="token-line theme-code-block-highlighted-line codeLine_x"/);
    expect(html).toContain('<span class="codeLineNumber_x"></span><span class="codeLineContent_x"><span class="token keyword"');
  });
});
