import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {codeThemeCss} from '../../lib/build/codeThemeCss';
import {darkCodeTheme, lightCodeTheme} from '../../lib/build/prismThemes';

/**
 * Code is highlighted when the site is built, and the browser evaluates no Prism at page load:
 * - the classic theme's start-up module, which imported prism-react-renderer and every language of
 *   `themeConfig.prism.additionalLanguages` into the first-load `main` script, is replaced by an empty one;
 * - the language modules (prismjs/components/prism-*.js) find the `Prism` they expect through ProvidePlugin
 *   (prism-react-renderer's instance): the theme's `@theme/prism-include-languages` lends them a global only while it
 *   registers them, and some (liquid, php) read it again in hooks each time they tokenize;
 * - the server build gets the tokenizer that has Prism from the start (src/components/code/tokenizer.server.ts); the
 *   browser's loads Prism on demand (src/components/code/tokenizer.ts);
 * - the code themes (src/lib/build/prismThemes.ts) become a stylesheet written at build time (src/lib/build/codeThemeCss.ts),
 *   loaded on every page.
 */
const TOKENIZER = /src[\\/]components[\\/]code[\\/]tokenizer\.ts$/;
const SERVER_TOKENIZER = path.join(__dirname, '../../components/code/tokenizer.server.ts');

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
      const {NormalModuleReplacementPlugin, ProvidePlugin} = currentBundler.instance;
      return {
        plugins: [
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
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
