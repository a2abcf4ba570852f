/** The server build's ./tokenizer.ts (swapped in by src/framework/code-highlighting): Prism is there from the start. */
import {tokenize} from './prismTokenizer';
import type {Tokenize} from './tokenizer';

export function loadedTokenizer(): Tokenize {
  return tokenize;
}

export function loadTokenizer(): Promise<Tokenize> {
  return Promise.resolve(tokenize);
}
