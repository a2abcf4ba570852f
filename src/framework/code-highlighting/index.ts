import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from './codeThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../lib/build/prismThemes';

/**
 * Code is highlighted when the site is built, and the browser evaluates no Prism at page load:
 * - the classic theme's start-up module, which imported prism-react-renderer and every language of
 *   `themeConfig.prism.additionalLanguages` into the first-load `main` script, is replaced by an empty one;
 * - the language modules find the `Prism` they expect through ../prism-global (on in the stock build too);
 * - the server build gets the tokenizer that has Prism from the start (src/framework/code-highlighting/tokenizer.server.ts); the
 *   browser's loads Prism on demand (src/framework/code-highlighting/tokenizer.ts);
 * - the code themes (src/lib/build/prismThemes.ts) become a stylesheet written at build time (src/framework/code-highlighting/codeThemeCss.ts),
 *   loaded on every page.
 */
const TOKENIZER = /src[\\/]framework[\\/]code-highlighting[\\/]tokenizer\.ts$/;
const SERVER_TOKENIZER = path.join(__dirname, 'tokenizer.server.ts');

export default function codeHighlightingPlugin(): Plugin {
  let themeStylesheet: string | undefined;
  return {
    name: 'tessera-code-highlighting',
    async contentLoaded({actions}) {
      themeStylesheet = await actions.createData('code-theme.css', codeThemeCss(lightCodeTheme, darkCodeTheme));
    },
    getClientModules() {
      return themeStylesheet ? [themeStylesheet] : [];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noStartupLanguages.js'),
          ),
          ...(isServer ? [new NormalModuleReplacementPlugin(TOKENIZER, SERVER_TOKENIZER)] : []),
        ],
      };
    },
  };
}
