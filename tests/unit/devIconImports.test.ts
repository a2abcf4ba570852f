import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@docusaurus/faster';
import {describe, expect, it} from 'vitest';
import devIconImportsPlugin, {ICON_IMPORTS} from '../../src/plugins/dev-icon-imports';

const ROOT = path.resolve(__dirname, '../..');

interface Rule {
  test?: RegExp;
  use?: {loader: string; options?: Record<string, unknown>}[];
}

function configured(mode: string, isServer = false): Rule[] {
  const rules: Rule[] = [
    {test: /\.[jt]sx?$/i, use: [{loader: 'builtin:swc-loader', options: {jsc: {}}}]},
    {test: /\.css$/, use: [{loader: 'css-loader', options: {}}]},
  ];
  devIconImportsPlugin().configureWebpack!({mode, module: {rules}} as never, isServer, {} as never, {} as never);
  return rules;
}

/** Modules of @phosphor-icons/react that Rspack builds for a script importing one icon, with the given loader options. */
async function iconModules(options: Record<string, unknown>): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-icons-'));
  fs.writeFileSync(
    path.join(dir, 'entry.tsx'),
    "import {Sparkle, type Icon} from '@phosphor-icons/react';\nexport const icon: Icon = Sparkle;\n",
  );
  const compiler = rspack({
    mode: 'development',
    target: 'web',
    context: dir,
    entry: './entry.tsx',
    output: {path: path.join(dir, 'out')},
    resolve: {extensions: ['.tsx', '.js'], modules: [path.join(ROOT, 'node_modules')]},
    module: {
      rules: [
        {test: /\.tsx$/, use: [{loader: 'builtin:swc-loader', options: {jsc: {parser: {syntax: 'typescript', tsx: true}}, ...options}}]},
      ],
    },
  });
  const stats = await new Promise<InstanceType<typeof rspack.Stats>>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  fs.rmSync(dir, {recursive: true, force: true});
  expect(stats.hasErrors(), stats.toString('errors-only')).toBe(false);
  return [...stats.compilation.modules].filter((module) => module.identifier().includes('@phosphor-icons')).length;
}

describe('Phosphor icons in npm start (src/plugins/dev-icon-imports)', () => {
  it('adds the icon imports to Docusaurus’s own script loader in the dev client build only', () => {
    const [scripts, styles] = configured('development');
    expect(scripts!.use![0]!.options).toEqual({jsc: {}, rspackExperiments: {import: ICON_IMPORTS}});
    expect(styles!.use![0]!.options).toEqual({});
    expect(configured('production')[0]!.use![0]!.options).toEqual({jsc: {}});
    expect(configured('development', true)[0]!.use![0]!.options).toEqual({jsc: {}});
  });

  it('builds the icons a script imports, not every icon of the package (an upgrade that moves the icons fails here)', async () => {
    const whole = await iconModules({});
    const rewritten = await iconModules({rspackExperiments: {import: ICON_IMPORTS}});
    expect(whole).toBeGreaterThan(1000);
    expect(rewritten).toBeGreaterThan(0);
    expect(rewritten).toBeLessThan(20);
  }, 60_000);
});
