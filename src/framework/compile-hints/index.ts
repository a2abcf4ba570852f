import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint (Chromium 136 and later), the first line of the runtime and `main`. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The two scripts every page starts with (the bundler's runtime and `main`) begin with V8's compile hint, so Chromium
 * compiles all their functions while the script streams in, on a background thread, instead of pre-parsing them and
 * compiling each one on the main thread when it is first called: nearly all of them run before hydration. Route chunks
 * and chunks loaded on demand stay lazy. Other browsers read a comment. Measured gain and cost: reports/performance.md.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'tessera-compile-hints',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            // Scripts only: the entry chunks' stylesheet would read the line as the start of its first rule.
            test: /\.js$/,
            // After the minifier (which drops comments), before the content hashes of the file names.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
          }),
        ],
      };
    },
  };
}
