import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {rspack as Rspack} from '@docusaurus/faster';
import {isDevClient} from '../../lib/build/devClient';

/**
 * `npm start` compiles only the routes a writer opens (Rspack's lazy compilation): every route's modules are behind an
 * `import()` in Docusaurus's registry, and each stays a small proxy until a tab asks for it (opening the page,
 * preloading it on hover, navigating to it), which a POST to the dev server (`/lazy-compilation-using-…`) tells
 * Rspack. The first page then waits for the app's entry and its own route, not for every page of the site; a save
 * rebuilds only what has been opened. Only a watching compiler compiles lazily, so never a build (not even
 * `docusaurus build --dev`, which runs in development mode); LAZY_COMPILATION=0 turns it off (src/settings.ts).
 * Figures: reports/performance.md.
 */

type Compiler = InstanceType<typeof Rspack.Compiler>;
type Middleware = ReturnType<typeof Rspack.lazyCompilationMiddleware>;

export const LAZY_COMPILATION_MIDDLEWARE = 'tessera-lazy-compilation';
/** The modules compiled only once a tab asks for them: pages (MDX) and route data (JSON). */
export const LAZY_MODULES = /\.(mdx?|json)$/;

export default function lazyCompilationPlugin(enabled: boolean): (context: LoadContext) => Plugin {
  return (context) => ({
    name: 'tessera-lazy-compilation',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!enabled || !isDevClient(config, isServer) || currentBundler.name !== 'rspack') return {};
      // Docusaurus's bundler with `@docusaurus/faster`: the module `@docusaurus/faster` exports as `rspack`.
      const rspack = currentBundler.instance as unknown as typeof Rspack;
      // Rspack's middleware applies the lazy compilation plugin to the compiler it is given, so it is created before
      // the first compilation of a watching compiler (`watchRun`): `docusaurus build --dev` is in development mode too,
      // but runs once, and a page compiled lazily there would wait for a dev server that a static host does not have.
      let middleware: Middleware | null = null;
      const createMiddleware = {
        apply(compiler: Compiler) {
          compiler.hooks.watchRun.tap(LAZY_COMPILATION_MIDDLEWARE, () => {
            middleware ??= rspack.lazyCompilationMiddleware(compiler);
          });
        },
      };
      const lazyCompilation: Middleware = (request, response, next) => (middleware ? middleware(request, response, next) : next());
      return {
        // Lazy: what each route imports of its own, its MDX and its data (JSON). The theme's route components, which
        // most pages share and which nest (docs root, version, sidebar, item), are compiled with the entry: each lazy
        // level would cost the first page one more round trip. The entry stays eager: every page starts with it.
        lazyCompilation: {entries: false, imports: true, test: LAZY_MODULES},
        // No `vendors-…` chunks: their names follow the modules compiled so far, so each page compiled on demand renamed
        // some, and the hot update re-ran the shared theme modules that import them, creating their React contexts
        // anew (a ReactContextError, and a first page that never showed, from a cold cache).
        optimization: {splitChunks: {cacheGroups: {defaultVendors: false}}},
        // Without the registry's weak references, which would have every route's modules built anyway.
        module: {
          rules: [{test: path.join(context.generatedFilesDir, 'registry.js'), use: [{loader: path.join(__dirname, 'registryLoader.cjs')}]}],
        },
        plugins: [createMiddleware],
        devServer: {
          // webpack-merge joins this with Docusaurus's own `setupMiddlewares` (the error overlay's source maps) by
          // calling both with the same list and concatenating what they return: core's returns the whole list, so
          // this one returns only its own, last (it answers a POST, which no static or history middleware takes).
          setupMiddlewares: () => [{name: LAZY_COMPILATION_MIDDLEWARE, middleware: lazyCompilation}],
        },
      } as never;
    },
  });
}
