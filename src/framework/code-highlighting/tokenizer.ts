/**
 * The tokenizer in the browser: Prism loads on demand (a chunk of its own), the first time a code block has to be
 * highlighted in the browser (a page reached by client-side navigation, code that changes), never at page load, where
 * code blocks keep the server's highlighting. The server build replaces this module with ./tokenizer.server.ts
 * (src/framework/code-highlighting), which has Prism from the start.
 */
import type {tokenize} from './prismTokenizer';

export type Tokenize = typeof tokenize;

let loaded: Tokenize | undefined;
let loading: Promise<Tokenize> | undefined;

/** The tokenizer if Prism has loaded, to highlight at once. */
export function loadedTokenizer(): Tokenize | undefined {
  return loaded;
}

/** Loads Prism and the site's languages (once). */
export function loadTokenizer(): Promise<Tokenize> {
  loading ??= import(/* webpackChunkName: "prism" */ './prismTokenizer').then((module) => (loaded = module.tokenize));
  return loading;
}
