import {useEffect, useId, useMemo, useState} from 'react';
import {codeLinesHtml, plainLines} from './codeLinesHtml';
import {loadTokenizer, loadedTokenizer, type Tokenize} from './tokenizer';

/**
 * A code block's lines as one HTML string (src/framework/code-highlighting/codeLinesHtml.ts), highlighted without Prism in the browser at load:
 * - on the server, Prism highlights the block (./tokenizer.server.ts);
 * - while the page hydrates, the block takes the server's HTML from its own element in the page (found by the
 *   `data-code-block` attribute, a useId that is the same on both sides), so React keeps the server's lines as they
 *   are (the inner HTML it is given is the one it finds) and nothing is tokenized; the HTML is also kept by content,
 *   for a block that mounts again after the page has hydrated (neither CodeBlock nor Tabs remounts since their
 *   swizzles, src/framework/theme/CodeBlock and src/framework/theme/Tabs, but a component around a block may);
 * - a block first rendered in the browser (client-side navigation, code that changes) shows its plain lines, the same
 *   lines, and is highlighted once Prism has loaded (at once if it already has).
 */

interface CodeInput {
  code: string;
  language: string;
  lineClassNames: Record<number, string[] | undefined>;
  lineNumbers: boolean;
  classes: {line: string; number: string; content: string};
}

/** The server's HTML of the blocks the page hydrated, by their key (code, language, line classes and numbers). */
const serverRendered = new Map<string, string>();

/**
 * The inner HTML of the server-rendered element with this id while the page hydrates (afterwards no element has it),
 * or of a block with the same content that hydrated before this one was remounted.
 */
function serverHtml(id: string, key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const html = document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML;
  if (html === undefined) return serverRendered.get(key);
  serverRendered.set(key, html);
  return html;
}

export function useCodeHtml(input: CodeInput): {id: string; html: string} {
  const {code, language, lineClassNames, lineNumbers, classes} = input;
  const id = useId();
  const key = JSON.stringify([code, language, lineClassNames, lineNumbers]);
  const [hydrated] = useState(() => ({key, html: serverHtml(id, key)}));
  const [tokenize, setTokenize] = useState<Tokenize | undefined>(loadedTokenizer);
  const fromServer = hydrated.html !== undefined && hydrated.key === key;
  const html = useMemo(() => {
    if (fromServer) return hydrated.html!;
    const options = {lineClassNames, lineNumbers, classes};
    return codeLinesHtml(tokenize ? tokenize(code, language) : plainLines(code), options);
    // The key stands for code, language, line classes and numbers; classes are the theme's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromServer, key, tokenize]);
  useEffect(() => {
    if (fromServer || tokenize) return undefined;
    let current = true;
    void loadTokenizer().then((loaded) => {
      if (current) setTokenize(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [fromServer, tokenize]);
  return {id, html};
}
