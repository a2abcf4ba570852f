import type {Plugin} from '@docusaurus/types';
import {COMPILE_HINT} from '../../lib/startAfterPaint';

/**
 * The scripts every page runs at start-up (the bundler's runtime and `main`) begin with V8's explicit compile hint, so
 * Chromium compiles all their functions while the script streams in, on a background thread, instead of pre-parsing
 * them and compiling each one on the main thread when it is first called. Nearly every function of those two files
 * runs before hydration; the route chunks and the chunks loaded on demand stay lazy. Measured with Lighthouse's
 * mobile preset: `main`'s evaluation went from 32-38 ms to 22-27 ms of main-thread time (README, Performance).
 * Browsers without the hint read a comment.
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
