/**
 * The `main` chunk's biggest modules: the client build lists the chunk's modules and their ids
 * (src/plugins/bundle-report); this cuts each module's code out of the emitted, minified script and gzips it alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as acorn from 'acorn';
import {BUNDLE_REPORT_FILE, type MainModulesReport} from '../../src/plugins/bundle-report';

export interface ModuleWeight {
  name: string;
  gzipKB: number;
  rawKB: number;
}

/** Module id -> [start, end) of its factory in the chunk's `push([[ids], {id: factory, ...}])` object. */
function moduleRanges(code: string): Map<string, [number, number]> {
  const ranges = new Map<string, [number, number]>();
  const ast = acorn.parse(code, {ecmaVersion: 'latest', sourceType: 'script'});
  const visit = (node: acorn.Node): void => {
    if (node.type === 'ObjectExpression') {
      const properties = (node as acorn.ObjectExpression).properties;
      const factories = properties.filter(
        (p): p is acorn.Property =>
          p.type === 'Property' && (p.value.type === 'FunctionExpression' || p.value.type === 'ArrowFunctionExpression'),
      );
      if (factories.length > 20 && factories.length === properties.length) {
        for (const p of factories) {
          const key = p.key.type === 'Literal' ? String(p.key.value) : p.key.type === 'Identifier' ? p.key.name : '';
          ranges.set(key, [p.start, p.end]);
        }
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const child of value) if (child && typeof child.type === 'string') visit(child as acorn.Node);
      if (value && typeof value === 'object' && typeof (value as acorn.Node).type === 'string') visit(value as acorn.Node);
    }
  };
  visit(ast);
  return ranges;
}

/** Shortens `./node_modules/.pnpm/...`-style names to the package or the project path. */
export function shortName(name: string): string {
  return name.replace(/^.*?node_modules\//, '').replace(/^\.\//, '');
}

export function mainModules(generatedDir: string, buildDir: string): ModuleWeight[] {
  const reportPath = path.join(generatedDir, BUNDLE_REPORT_FILE);
  if (!fs.existsSync(reportPath)) return [];
  const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as MainModulesReport;
  const assetPath = path.join(buildDir, report.asset);
  if (!fs.existsSync(assetPath)) return [];
  const code = fs.readFileSync(assetPath, 'utf8');
  const ranges = moduleRanges(code);
  const kb = (n: number) => Number((n / 1024).toFixed(1));
  return report.modules
    .flatMap((module) => {
      const range = ranges.get(module.id);
      if (!range) return [];
      const source = code.slice(range[0], range[1]);
      return [{name: shortName(module.name), rawKB: kb(source.length), gzipKB: kb(zlib.gzipSync(source, {level: 9}).length)}];
    })
    .sort((a, b) => b.gzipKB - a.gzipKB);
}
