import {Prism, normalizeTokens} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {Token} from './codeLinesHtml';

/**
 * Prism with the site's languages (themeConfig.prism.additionalLanguages, registered by the theme's own
 * `@theme/prism-include-languages`): imported by the server build at start, and by the browser only when a block has
 * to be highlighted there (./tokenizer.ts), never at page load.
 */
prismIncludeLanguages(Prism as Parameters<typeof prismIncludeLanguages>[0]);

/** A code block's lines of tokens, as prism-react-renderer's Highlight tokenizes them (an unknown language stays plain). */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: language.toLowerCase(), tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
