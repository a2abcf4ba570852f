import type {Plugin} from '@docusaurus/types';

/**
 * The Prism language modules (prismjs/components/prism-*.js) find the `Prism` they expect through ProvidePlugin:
 * prism-react-renderer's instance, the one code blocks highlight with. The theme's `@theme/prism-include-languages`
 * lends them a global only while it registers them, and some (php and liquid, through markup-templating) read it again
 * in hooks each time they tokenize, so stock Docusaurus fails to render every page with a code block ("Prism is not
 * defined", facebook/docusaurus#6963). Not a patch of Docusaurus's internals but a fix this site needs to build at
 * all: it stays on with FRAMEWORK_PATCHES=0. Retire it with a theme-classic release whose languages keep their Prism.
 */
export default function prismGlobalPlugin(): Plugin {
  return {
    name: 'tessera-prism-global',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {ProvidePlugin} = currentBundler.instance;
      return {plugins: [new ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']})]};
    },
  };
}
