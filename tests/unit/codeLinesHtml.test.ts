import {describe, expect, it} from 'vitest';
import {codeLinesHtml, plainLines, type Token} from '../../src/framework/code-highlighting/codeLinesHtml';

const classes = {line: 'codeLine_x', number: 'codeLineNumber_x', content: 'codeLineContent_x'};
const lines: Token[][] = [
  [
    {types: ['keyword'], content: 'const'},
    {types: ['plain'], content: ' a = "<b>" & 1;'},
  ],
  [{types: ['plain'], content: '\n', empty: true}],
];

describe('code lines as one HTML string (the line markup of theme-classic CodeBlock/Line, tokens by class)', () => {
  it('writes a token-line div per line, a span per token with its type as class and no colour, escaped text, a <br> per line', () => {
    expect(codeLinesHtml(lines, {lineClassNames: {}, lineNumbers: false, classes})).toBe(
      '<div class="token-line"><span class="token keyword">const</span>' +
        '<span class="token plain"> a = &quot;&lt;b&gt;&quot; &amp; 1;</span><br></div>' +
        '<div class="token-line"><span class="token plain" style="display:inline-block"></span><br></div>',
    );
  });

  it('nests the spans of a token with several types, outermost first, as Prism does', () => {
    const html = codeLinesHtml([[{types: ['tag', 'attr-name'], content: 'href'}]], {lineClassNames: {}, lineNumbers: false, classes});
    expect(html).toBe('<div class="token-line"><span class="token tag"><span class="token attr-name">href</span></span><br></div>');
  });

  it('adds the highlighted-line classes and, with line numbers, the number and content cells', () => {
    const html = codeLinesHtml(lines.slice(0, 1), {lineClassNames: {0: ['theme-code-block-highlighted-line']}, lineNumbers: true, classes});
    expect(html).toMatch(/^<div class="token-line theme-code-block-highlighted-line codeLine_x">/);
    expect(html).toContain('<span class="codeLineNumber_x"></span><span class="codeLineContent_x"><span class="token keyword"');
  });
});

describe('plain lines (a block before it is highlighted)', () => {
  it('has the lines Prism gives, each one plain token, an empty line one empty token', () => {
    expect(plainLines('a <b>\r\n\nc')).toEqual([
      [{types: ['plain'], content: 'a <b>'}],
      [{types: ['plain'], content: '\n', empty: true}],
      [{types: ['plain'], content: 'c'}],
    ]);
  });

  it('writes the same lines as the highlighted string, so highlighting shifts nothing', () => {
    const highlighted = codeLinesHtml(lines, {lineClassNames: {}, lineNumbers: false, classes});
    const plain = codeLinesHtml(plainLines('const a = "<b>" & 1;\n'), {lineClassNames: {}, lineNumbers: false, classes});
    const text = (html: string) => html.replace(/<span[^>]*>|<\/span>/g, '');
    expect(text(plain)).toBe(text(highlighted));
  });
});
