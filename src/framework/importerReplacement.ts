import type {Plugin} from '@docusaurus/types';

/** What Rspack's `NormalModuleReplacementPlugin` hands its callback: the request and the module importing it. */
interface Resource {
  request: string;
  contextInfo?: {issuer?: string};
}

/**
 * A plugin that swaps the modules a request pattern names for files of ours, but only where an importer the
 * `issuer` pattern matches asks for them (the replacements import the originals themselves), in the client and the
 * server bundle alike. Shared by the patches that replace one vendor module for one importer (./active-doc,
 * ./route-match).
 */
export function importerReplacementPlugin(name: string, request: RegExp, issuer: RegExp, replacement: (request: string) => string): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(request, (resource: Resource) => {
            if (issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = replacement(resource.request);
          }),
        ],
      };
    },
  };
}
