import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import lazyCompilationPlugin, {LAZY_COMPILATION_MIDDLEWARE, LAZY_MODULES} from '../../src/plugins/lazy-compilation';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {withoutWeakReferences} = require('../../src/plugins/lazy-compilation/registryLoader.cjs') as {
  withoutWeakReferences: (source: string) => string;
};

// The webpack-merge of @docusaurus/core, which joins a plugin's `devServer` with core's own (start/webpack.js).
const {merge} = createRequire(require.resolve('@docusaurus/core/package.json'))('webpack-merge') as {
  merge: (configs: object[]) => {setupMiddlewares: (middlewares: unknown[], devServer: unknown) => unknown[]};
};

interface DevConfig {
  lazyCompilation?: unknown;
  plugins?: {apply(compiler: unknown): void}[];
  devServer?: {setupMiddlewares: (middlewares: unknown[], devServer: unknown) => unknown[]};
}
type Middleware = (request: unknown, response: unknown, next: () => void) => unknown;

function configure(enabled: boolean, mode: string, isServer = false, bundler: 'rspack' | 'webpack' = 'rspack'): DevConfig {
  const plugin = lazyCompilationPlugin(enabled)({generatedFilesDir: '/site/.docusaurus'} as LoadContext);
  const utils = {currentBundler: {name: bundler, instance: rspack}};
  return plugin.configureWebpack!({mode} as never, isServer, utils as never, {} as never) as DevConfig;
}

describe('lazy compilation in npm start (src/plugins/lazy-compilation)', () => {
  it('is on in the dev client compilation only: never in a build, the server bundle, with webpack or LAZY_COMPILATION=0', () => {
    expect(configure(true, 'development').lazyCompilation).toEqual({entries: false, imports: true, test: LAZY_MODULES});
    expect(configure(true, 'production')).toEqual({});
    expect(configure(true, 'development', true)).toEqual({});
    expect(configure(true, 'development', false, 'webpack')).toEqual({});
    expect(configure(false, 'development')).toEqual({});
  });

  it('keeps Docusaurus’s own dev-server middlewares, once each, when webpack-merge joins the two setupMiddlewares', () => {
    const overlay = {name: 'eval-source-map'};
    // What core's createDevServerConfig does: puts the error overlay's middleware first and returns the whole list.
    const core = {
      setupMiddlewares: (middlewares: unknown[]) => {
        middlewares.unshift(overlay);
        return middlewares;
      },
    };
    const merged = merge([core, configure(true, 'development').devServer!]);
    const result = merged.setupMiddlewares(['static', 'history'], {}) as {name?: string}[];
    expect(result.slice(0, 3)).toEqual([overlay, 'static', 'history']);
    expect(result).toHaveLength(4);
    expect(result[3]!.name).toBe(LAZY_COMPILATION_MIDDLEWARE);
  });

  it('hands the tab’s POST of the modules it needs to Rspack’s lazy compilation, and passes every other request on', async () => {
    const config = configure(true, 'development');
    const [ours] = config.devServer!.setupMiddlewares([], {}) as {middleware: Middleware}[];
    const next = vi.fn();
    // Before the compiler watches, nothing is lazy yet: every request goes on.
    await ours!.middleware({url: '/lazy-compilation-using-x', method: 'POST', body: ''}, {}, next);
    expect(next).toHaveBeenCalledTimes(1);

    // A real Rspack compiler with the plugin's options: the middleware is Rspack's own.
    const compiler = rspack({
      mode: 'development',
      context: __dirname,
      // An explicit target: the default reads the site's browserslist, which this bare compiler does not need.
      target: 'web',
      entry: {},
      lazyCompilation: config.lazyCompilation as never,
      plugins: config.plugins as never,
    });
    // What a watching compiler (the dev server's) calls before its first compilation.
    await compiler.hooks.watchRun.promise(compiler);
    const response = {writeHead: vi.fn(), write: vi.fn(), end: vi.fn()};
    await ours!.middleware({url: '/lazy-compilation-using-x', method: 'POST', body: ['./page.mdx']}, response, next);
    expect(response.writeHead).toHaveBeenCalledWith(200);
    expect(next).toHaveBeenCalledTimes(1);
    await ours!.middleware({url: '/dev-docs/faq', method: 'GET'}, response, next);
    expect(next).toHaveBeenCalledTimes(2);
    await new Promise<void>((resolve) => compiler.close(() => resolve()));
  });

  it('compiles lazily in a watching compiler only, so `docusaurus build --dev` (development mode, one run) stays whole', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-compilation-'));
    fs.writeFileSync(path.join(dir, 'entry.js'), "import('./route.json').then((data) => console.log(data));\n");
    fs.writeFileSync(path.join(dir, 'route.json'), '{"title": "A route of its own"}\n');
    const config = configure(true, 'development');
    // What the compiler emits for ./route.json: Rspack's proxy module when lazy, the data itself otherwise.
    const emitted = async (watch: boolean): Promise<string> => {
      const output = path.join(dir, watch ? 'watch' : 'run');
      const compiler = rspack({
        mode: 'development',
        context: dir,
        target: 'web',
        devtool: false,
        entry: './entry.js',
        output: {path: output},
        lazyCompilation: config.lazyCompilation as never,
        plugins: config.plugins as never,
      });
      await new Promise<void>((resolve, reject) => {
        const done = (error: Error | null) => (error ? reject(error) : resolve());
        if (!watch) return compiler.run((error) => compiler.close(() => done(error)));
        const watching = compiler.watch({}, (error) => watching.close(() => compiler.close(() => done(error))));
      });
      return fs
        .readdirSync(output)
        .map((file) => fs.readFileSync(path.join(output, file), 'utf8'))
        .join('\n');
    };
    try {
      const once = await emitted(false);
      expect(once).toContain('A route of its own');
      expect(once).not.toContain('lazy-compilation-proxy');
      expect(await emitted(true)).toContain('lazy-compilation-proxy');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('leaves pages and route data to compile on demand, and the theme’s components with the entry', () => {
    expect(LAZY_MODULES.test('/site/docs/dev-docs/faq.mdx')).toBe(true);
    expect(LAZY_MODULES.test('/site/.docusaurus/docusaurus-plugin-content-docs/default/p/index-466.json')).toBe(true);
    expect(LAZY_MODULES.test('/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js')).toBe(false);
    expect(LAZY_MODULES.test('/site/src/theme/SearchBar/index.tsx')).toBe(false);
  });

  it('drops the registry’s weak references, which Docusaurus still writes (an upgrade that changes them fails here)', () => {
    // The line core's codegen writes for each route module (the template in the installed @docusaurus/core).
    const codegen = fs.readFileSync(
      path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/server/codegen/codegenRoutes.js'),
      'utf8',
    );
    const template = 'require.resolveWeak("${modulePath}")';
    expect(codegen).toContain(template);
    const line = `  "content---faq": [() => import(/* webpackChunkName: "content---faq" */ "@site/docs/faq.mdx"), "@site/docs/faq.mdx", ${template.replace('${modulePath}', '@site/docs/faq.mdx')}],`;
    expect(withoutWeakReferences(`export default {\n${line}\n${line}\n};`)).toBe(
      `export default {\n${line.replace('require.resolveWeak("@site/docs/faq.mdx")', 'null')}\n${line.replace('require.resolveWeak("@site/docs/faq.mdx")', 'null')}\n};`,
    );
    expect(() => withoutWeakReferences('export default {};')).toThrow(/no require\.resolveWeak/);
  });
});
