import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** Where the client build leaves the list of the `main` chunk's modules, for `npm run bench`. */
export const BUNDLE_REPORT_FILE = 'tessera-main-modules.json';

export interface MainModulesReport {
  /** The emitted `main` script, relative to the build folder (`assets/js/main.<hash>.js`). */
  asset: string;
  /** Module id in the emitted script, and the module's readable name (`./node_modules/pkg/x.js + 3 modules`). */
  modules: {id: string; name: string}[];
  /**
   * Every file of src/framework the client build read (relative to the site), in any chunk: empty when the site is
   * built with FRAMEWORK_PATCHES=0 (tests/build/stock.test.ts).
   */
  frameworkFiles: string[];
}

// The few members of Rspack's compiler API this plugin reads (structural, so it needs no bundler typings).
interface ModuleLike {
  readableIdentifier(): string;
}
interface ChunkLike {
  name?: string | null;
  files: Iterable<string>;
}
interface CompilationLike {
  chunks: Iterable<ChunkLike>;
  fileDependencies: Iterable<string>;
  chunkGraph: {getChunkModules(chunk: ChunkLike): ModuleLike[]; getModuleId(module: ModuleLike): string | number | null};
}
interface CompilerLike {
  hooks: {afterEmit: {tap(name: string, fn: (compilation: CompilationLike) => void): void}};
}

/**
 * After each client build, writes which modules the `main` chunk holds (and their ids in the emitted file) to
 * `.docusaurus/tessera-main-modules.json`; the bench measures each one's gzip size from the emitted script. It also
 * lists the files of src/framework the build read, so the stock build can be checked to have none.
 * Cheap (one walk over one chunk) and outside `build/`, so nothing is deployed. Not in `npm start`.
 */
export default function bundleReportPlugin(context: {generatedFilesDir: string; siteDir: string}): Plugin {
  const output = path.join(context.generatedFilesDir, BUNDLE_REPORT_FILE);
  const framework = path.join(context.siteDir, 'src/framework') + path.sep;
  return {
    name: 'tessera-bundle-report',
    configureWebpack(config, isServer) {
      // A production client build only: `npm start` would overwrite the report with its hot updates.
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: CompilerLike) {
          compiler.hooks.afterEmit.tap('tessera-bundle-report', (compilation) => {
            const main = [...compilation.chunks].find((chunk) => chunk.name === 'main');
            if (!main) return;
            const asset = [...main.files].find((file) => file.endsWith('.js'));
            if (!asset) return;
            const modules = compilation.chunkGraph.getChunkModules(main).flatMap((module) => {
              const id = compilation.chunkGraph.getModuleId(module);
              return id === null ? [] : [{id: String(id), name: module.readableIdentifier()}];
            });
            const frameworkFiles = [...compilation.fileDependencies]
              .filter((file) => file.startsWith(framework))
              .map((file) => path.relative(context.siteDir, file));
            const report: MainModulesReport = {asset, modules, frameworkFiles};
            fs.mkdirSync(path.dirname(output), {recursive: true});
            fs.writeFileSync(output, JSON.stringify(report));
          });
        },
      };
      return {plugins: [plugin as never]};
    },
  };
}
