import type {Plugin} from '@docusaurus/types';

/**
 * Provides the `Prism` global to Prism's language components (prismjs/components/prism-*.js expect it).
 * With the Rspack bundler of @docusaurus/faster, static site generation otherwise fails with
 * "ReferenceError: Prism is not defined" as soon as `prism.additionalLanguages` lists languages.
 */
export default function prismGlobalPlugin(): Plugin {
  return {
    name: 'tessera-prism-global',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.ProvidePlugin({Prism: ['prism-react-renderer', 'Prism']})],
      };
    },
  };
}
