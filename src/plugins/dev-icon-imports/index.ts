import type {Plugin} from '@docusaurus/types';
import {isDevClient} from '../../lib/build/devClient';

/**
 * `npm start` compiles only the Phosphor icons the site imports. The package's index imports every icon (about 1,500,
 * 4,541 modules with their weights): a production build drops the unused ones (tree shaking), but the dev build has
 * none, so it compiled, and every tab evaluated, all of them. Here each named import of `@phosphor-icons/react` is
 * rewritten to the icon's own module (swc's plugin-import, in Rspack's built-in swc-loader that Docusaurus runs on the
 * site's scripts): `import {Sparkle} from '@phosphor-icons/react'` becomes `import {Sparkle} from
 * '@phosphor-icons/react/dist/csr/Sparkle'`. Type-only imports are removed before. Production builds are unchanged.
 */
export const ICON_IMPORTS = [
  {
    libraryName: '@phosphor-icons/react',
    customName: '@phosphor-icons/react/dist/csr/{{ member }}',
    camelToDashComponentName: false,
    transformToDefaultImport: false,
  },
];

interface LoaderUse {
  loader?: string;
  options?: {rspackExperiments?: {import?: unknown[]}};
}
interface Rule {
  use?: LoaderUse[];
}

export default function devIconImportsPlugin(): Plugin {
  return {
    name: 'tessera-dev-icon-imports',
    configureWebpack(config, isServer) {
      if (!isDevClient(config, isServer)) return {};
      // Docusaurus's own script rule: its options are the ones to extend (a second rule would compile each file twice).
      for (const rule of (config.module?.rules ?? []) as Rule[]) {
        for (const use of Array.isArray(rule.use) ? rule.use : []) {
          if (use.loader !== 'builtin:swc-loader' || !use.options) continue;
          use.options.rspackExperiments = {...use.options.rspackExperiments, import: ICON_IMPORTS};
        }
      }
      return {};
    },
  };
}
