import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code themes whose token colours all reach WCAG AA contrast (4.5:1) on their code background,
 * checked by the axe tests in tests/e2e. The stock themes miss it for functions, properties and comments.
 */
interface Palette {
  text: string;
  background: string;
  comment: string;
  keyword: string;
  string: string;
  func: string;
  constant: string;
  tag: string;
  variable: string;
  deleted: string;
}

function codeTheme(p: Palette): PrismTheme {
  return {
    plain: {color: p.text, backgroundColor: p.background},
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: p.comment, fontStyle: 'italic'}},
      {types: ['keyword', 'atrule', 'important', 'selector'], style: {color: p.keyword}},
      {types: ['string', 'char', 'regex', 'attr-value', 'template-string'], style: {color: p.string}},
      {types: ['function', 'builtin', 'function-variable'], style: {color: p.func}},
      {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'parameter'], style: {color: p.constant}},
      {types: ['tag', 'inserted'], style: {color: p.tag}},
      {types: ['variable', 'class-name', 'maybe-class-name', 'namespace'], style: {color: p.variable}},
      {types: ['deleted'], style: {color: p.deleted}},
      {types: ['operator', 'punctuation', 'entity', 'url'], style: {color: p.text}},
    ],
  };
}

export const lightCodeTheme = codeTheme({
  text: '#1f2328',
  background: '#f6f8fa',
  comment: '#57606a',
  keyword: '#a40e26',
  string: '#0a3069',
  func: '#6639ba',
  constant: '#0550ae',
  tag: '#116329',
  variable: '#953800',
  deleted: '#82071e',
});

export const darkCodeTheme = codeTheme({
  text: '#e6edf3',
  background: '#161b22',
  comment: '#8b949e',
  keyword: '#ff7b72',
  string: '#a5d6ff',
  func: '#d2a8ff',
  constant: '#79c0ff',
  tag: '#7ee787',
  variable: '#ffa657',
  deleted: '#ffa198',
});
