import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code themes whose token colours all reach WCAG AA contrast (4.5:1) on their code background,
 * checked by the axe tests in tests/e2e. The stock themes miss it for functions, properties and comments.
 */
const token = (types: string[], color: string, fontStyle?: 'italic') => ({types, style: fontStyle ? {color, fontStyle} : {color}});

export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    token(['comment', 'prolog', 'doctype', 'cdata'], '#57606a', 'italic'),
    token(['keyword', 'atrule', 'important', 'selector'], '#a40e26'),
    token(['string', 'char', 'regex', 'attr-value', 'template-string'], '#0a3069'),
    token(['function', 'builtin', 'function-variable'], '#6639ba'),
    token(['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'parameter'], '#0550ae'),
    token(['tag', 'inserted'], '#116329'),
    token(['variable', 'class-name', 'maybe-class-name', 'namespace'], '#953800'),
    token(['deleted'], '#82071e'),
    token(['operator', 'punctuation', 'entity', 'url'], '#1f2328'),
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    token(['comment', 'prolog', 'doctype', 'cdata'], '#8b949e', 'italic'),
    token(['keyword', 'atrule', 'important', 'selector'], '#ff7b72'),
    token(['string', 'char', 'regex', 'attr-value', 'template-string'], '#a5d6ff'),
    token(['function', 'builtin', 'function-variable'], '#d2a8ff'),
    token(['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'parameter'], '#79c0ff'),
    token(['tag', 'inserted'], '#7ee787'),
    token(['variable', 'class-name', 'maybe-class-name', 'namespace'], '#ffa657'),
    token(['deleted'], '#ffa198'),
    token(['operator', 'punctuation', 'entity', 'url'], '#e6edf3'),
  ],
};
