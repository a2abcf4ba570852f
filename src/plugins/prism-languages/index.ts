import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Prism languages load with the pages whose code blocks use them, not with every page:
 * - the classic theme's start-up module (which put prism-react-renderer and every language of
 *   `themeConfig.prism.additionalLanguages` into the first-load `main` script) is replaced by an empty one;
 * - the remark step ./remarkPrismLanguages adds to each page an import of each extra language its code blocks use;
 * - those language modules (prismjs/components/prism-*.js) find the `Prism` global they expect through ProvidePlugin
 *   (prism-react-renderer's instance, the one the code block highlights with). With the Rspack bundler of
 *   @docusaurus/faster, static site generation otherwise fails with "ReferenceError: Prism is not defined".
 */
export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'tessera-prism-languages',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin, ProvidePlugin} = currentBundler.instance;
      return {
        plugins: [
          new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']}),
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'noStartupLanguages.js'),
          ),
        ],
      };
    },
  };
}
