/**
 * The check of the JavaScript and TypeScript examples: every block becomes a virtual module of ONE TypeScript program
 * (JS blocks with checkJs), type-checked against the declarations of the product's API (declarations/*.d.ts, loaded
 * by productApi.ts) and those generated from the model (productApi.ts, modelTypes.ts, configTypes.ts). A block titled with a project file (`config/server.ts`, `src/index.js`,
 * `src/api/x/controllers/x.ts`, ...) is checked as that file: its default export must have the shape the product
 * expects of it, which also types the parameters of its functions (`{ tessera }`, `ctx`, `event`, `env`).
 * Blocks of one page import each other by their titles; a local file no block of the page shows is typed loosely.
 */
import path from 'node:path';
import ts from 'typescript';
import {components, contentTypes} from '../../src/model/trailhead';
import {generatedProductDeclarations, readDeclarationFile} from './productApi';
import {CONFIG_DECLARATIONS, CONFIG_FILE_TYPES} from './configTypes';
import {modelDeclarations} from './modelTypes';
import {FRAGMENT_CONTEXTS, fenceDirectives, type FenceDirectives} from './fence';
import {explain} from './messages';
import {neverEqualComparisons} from './comparisons';
import {typeTesseraParameters} from './jsParameters';

export const SCRIPT_LANGUAGES = ['js', 'ts', 'jsx', 'tsx', 'javascript', 'typescript'] as const;

/** One code block as the check reads it. */
export interface ExampleBlock {
  /** The file that holds the block, relative to the site root: `docs/dev-docs/x.mdx`. */
  file: string;
  /** The line of the opening fence. */
  line: number;
  /** 1-based index of the block among the code blocks of its file. */
  index: number;
  language: string;
  meta: string | null;
  title: string | null;
  text: string;
}

export interface BlockProblem {
  block: ExampleBlock;
  /** The line in `block.file` the problem is on. */
  line: number;
  message: string;
}

export interface CheckResult {
  checked: ExampleBlock[];
  exempt: {block: ExampleBlock; reason: string}[];
  /** Blocks with one problem or more, each problem once. */
  problems: BlockProblem[];
  failingBlocks: number;
}

const ROOT = '/tessera-examples';
const DECLARATIONS = `${ROOT}/types/tessera.d.ts`;
const ADMIN_DECLARATIONS = `${ROOT}/types/tessera-admin.d.ts`;
const TRAILHEAD_DECLARATIONS = `${ROOT}/types/trailhead.d.ts`;
const GENERATED_DECLARATIONS = `${ROOT}/types/generated.d.ts`;
const FILE_SHAPES = `${ROOT}/types/file-shapes.d.ts`;
const LOOSE_MODULES = `${ROOT}/types/outside.d.ts`;

/**
 * Packages of other projects that examples import (front-end frameworks, their tools). Their types are theirs, not
 * the product's: the check gives them no shape, and says so here. A package neither here nor installed fails.
 */
export const OUTSIDE_PACKAGES = [
  'next',
  'next/*',
  'gatsby',
  'gatsby-*',
  '@angular/*',
  'vue',
  'vue-router',
  'nuxt',
  'nuxt/*',
  '#app',
  '#imports',
  'h3',
  'svelte',
  'svelte/*',
  '@sveltejs/*',
  '$app/*',
  '$env/*',
  '$lib/*',
  'astro',
  'astro:*',
  'remix',
  '@remix-run/*',
  'react-router',
  'react-router-dom',
  'react-redux',
  '@reduxjs/*',
  'rxjs',
  'rxjs/*',
  '@apollo/*',
  'apollo-server-*',
  'graphql-request',
  'graphql',
  'axios',
  'node-fetch',
  'dotenv',
  'qs',
  'supertest',
  'passport-*',
  'react-intl',
  'vite',
  'vitest',
  'vitest/*',
  '@/*',
  '~/*',
  '~~/*',
  'ioredis',
  'redis',
  'koa-*',
  '@koa/*',
  'sharp',
  'pg',
  'mysql2',
  'better-sqlite3',
  'jest',
  '@jest/*',
  '@sentry/*',
  '@vitejs/*',
  'react-markdown',
  'marked',
  'swr',
  '@tanstack/*',
  'jsonwebtoken',
  'nodemailer',
  'mermaid',
  '*.svg',
  '*.png',
  '*.css',
  '*.vue',
  '*.svelte',
] as const;

interface FileShape {
  /** The name of the identity function the check wraps the file's export in. */
  helper: string;
  type: string;
  pattern: RegExp;
  /**
   * Checked against the type itself rather than a generic bound, so that an unknown key of an object literal fails
   * (a generic infers the literal's own type and accepts extra keys).
   */
  exact?: boolean;
  /**
   * The file belongs to a content type's API when its path names one (src/model/trailhead): `named`, the content type
   * the file is named after (`src/api/trail/controllers/trail.ts`, whose export must be the core controller of
   * `api::trail.trail`); `api`, the content type of its API (`src/api/review/policies/x.ts`, whose request bodies are
   * a review's). The helper `<helper>Of(uid)` then checks it.
   */
  ofContentType?: 'named' | 'api';
}

/** The files of config/ the configuration model knows, each checked against its declared shape (configTypes.ts). */
const CONFIG_FILE_SHAPES: readonly FileShape[] = Object.entries(CONFIG_FILE_TYPES).map(([name, type]) => ({
  helper: `config_${name.replace(/\W/g, '_')}`,
  type,
  pattern: new RegExp(`(?:^|/)config/(?:env/[^/]+/)?${name}\\.[cm]?[jt]s$`),
  exact: true,
}));

/** Project files whose export has a shape, by title. The first pattern that matches wins. */
const FILE_SHAPES_BY_TITLE: readonly FileShape[] = [
  {helper: 'cronTasks', type: 'Tessera.CronTasks', pattern: /(?:^|\/)config\/(?:env\/[^/]+\/)?cron-tasks\.[cm]?[jt]s$/},
  ...CONFIG_FILE_SHAPES,
  {helper: 'config', type: 'Tessera.ConfigFile', pattern: /(?:^|\/)config\/(?:env\/[^/]+\/)?[\w-]+\.[cm]?[jt]s$/},
  {helper: 'adminPlugin', type: 'TesseraAdmin.AppFile', pattern: /(?:^|\/)admin\/src\/index\.[jt]sx?$/},
  // A plugin's server entry gathers its parts from files the page may not show: only its keys have a shape here.
  {helper: 'pluginServer', type: '{[K in keyof Tessera.PluginServer]?: unknown}', pattern: /(?:^|\/)server\/src\/index\.[jt]s$/},
  {helper: 'app', type: 'Core.AppModule', pattern: /(?:^|\/)src\/index\.[jt]s$/},
  {helper: 'lifecycles', type: 'Tessera.Lifecycles', pattern: /\/lifecycles\.[jt]s$/},
  {helper: 'policy', type: 'Tessera.Policy', pattern: /(?:^|\/)policies\/[\w-]+\.[jt]s$/, ofContentType: 'api'},
  {helper: 'middleware', type: 'Tessera.MiddlewareFactory', pattern: /(?:^|\/)middlewares\/[\w-]+\.[jt]s$/, ofContentType: 'api'},
  {helper: 'adminApp', type: 'TesseraAdmin.AppFile', pattern: /(?:^|\/)src\/admin\/app\.[jt]sx?$/},
  {helper: 'routes', type: 'Tessera.RoutesFile', pattern: /(?:^|\/)src\/api\/[\w-]+\/routes\/[\w-]+\.[jt]s$/, ofContentType: 'named'},
  {
    helper: 'controller',
    type: 'Tessera.ControllerFile',
    pattern: /(?:^|\/)src\/api\/[\w-]+\/controllers\/[\w-]+\.[jt]s$/,
    ofContentType: 'named',
  },
  {helper: 'service', type: 'Tessera.ServiceFile', pattern: /(?:^|\/)src\/api\/[\w-]+\/services\/[\w-]+\.[jt]s$/, ofContentType: 'named'},
];

/** What a file of a content type's API must export, or what types its requests, by helper (FileShape.ofContentType). */
const CONTENT_TYPE_SHAPES: Readonly<Record<string, string>> = {
  routes: 'Tessera.ContentTypeRouter<U>',
  controller: 'Tessera.ContentTypeController<U>',
  service: 'Tessera.ContentTypeService<U>',
  // any: a policy's or a middleware's config is whatever the route gives it
  policy: 'Tessera.Policy<Record<string, any>, U>',
  middleware: 'Tessera.MiddlewareFactory<Record<string, any>, U>',
};

/** The content type of the model a project file belongs to, by its path and its shape; null when none. */
function contentTypeOf(fileName: string, shape: FileShape): string | null {
  const match = /\/src\/api\/([\w-]+)\/(?:[\w-]+\/)+([\w-]+)\.[jt]s$/.exec(fileName);
  if (!match || !shape.ofContentType) return null;
  const uid = `api::${match[1]}.${shape.ofContentType === 'named' ? match[2] : match[1]}`;
  return uid in contentTypes ? uid : null;
}

function shapesDeclarations(): string {
  return [
    'declare namespace Tessera {',
    '  type RoutesFile = {routes: Route[]} | {type?: "content-api" | "admin"; routes: readonly Route[]};',
    '  type ControllerFile = ContentTypeController<Uid> | Record<string, ControllerAction> | ((app: {tessera: Core.Tessera}) => Record<string, ControllerAction>);',
    '  type ServiceFile = ContentTypeService<Uid> | Record<string, unknown> | ((app: {tessera: Core.Tessera}) => Record<string, unknown>);',
    '}',
    'declare const __tesseraFile: {',
    ...FILE_SHAPES_BY_TITLE.map((shape) =>
      shape.exact
        ? // Two helpers rather than a union, so that the compiler points at the key of the returned object that is wrong.
          `  ${shape.helper}(file: ${shape.type}): ${shape.type};\n  ${shape.helper}Fn(file: (app: {env: Tessera.Env}) => ${shape.type}): (app: {env: Tessera.Env}) => ${shape.type};`
        : `  ${shape.helper}<T extends ${shape.type}>(file: T): T;`,
    ),
    '  lifecyclesOf<U extends Tessera.Uid>(uid: U): <T extends Tessera.Lifecycles<U>>(file: T) => T;',
    ...Object.entries(CONTENT_TYPE_SHAPES).map(
      ([helper, type]) => `  ${helper}Of<U extends Tessera.Uid>(uid: U): <T extends ${type}>(file: T) => T;`,
    ),
    '};',
    'declare const __tesseraScope: {',
    '  controller: {ctx: Tessera.Context; next: Tessera.Next};',
    '  lifecycle: {event: Tessera.LifecycleEvent};',
    '};',
  ].join('\n');
}

const isOutside = (name: string) =>
  OUTSIDE_PACKAGES.some((pattern) =>
    pattern.includes('*') ? new RegExp(`^${pattern.replace(/[.$]/g, '\\$&').replace('*', '.*')}$`).test(name) : pattern === name,
  );

/**
 * Packages of other projects, each with the names the blocks import from it, every one both a value and a type that
 * accept anything: what those packages take is their own documentation's business, not the model's.
 */
/** The names each module is imported with, by module specifier. */
function importedNames(sources: readonly ts.SourceFile[], keep: (name: string) => boolean): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  for (const source of sources) {
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const name = statement.moduleSpecifier.text;
      if (!keep(name)) continue;
      const names = imported.get(name) ?? new Set<string>();
      imported.set(name, names);
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
    }
  }
  return imported;
}

/** Each name both a value and a type that accept anything, and a default export of the same. */
const looseMembers = (names: Iterable<string>) =>
  [...names]
    .filter((member) => member !== 'default')
    .map((member) => `  export const ${member}: OutsideValue;\n  export type ${member}<A = any, B = any, C = any> = any;`)
    .join('\n');

/**
 * Packages of other projects, each with the names the blocks import from it: what those packages take is their own
 * documentation's business, not the model's.
 */
function outsideDeclarations(sources: readonly ts.SourceFile[]): string {
  const imported = importedNames(sources, (name) => isOutside(name) && !/^\*|\.\w+$/.test(name));
  const required = new Set<string>();
  for (const source of sources)
    for (const match of source.text.matchAll(/(?:\{([^}]*)\}\s*=\s*)?\brequire\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const name = match[2]!;
      if (!isOutside(name) || /^\*|\.\w+$/.test(name)) continue;
      required.add(name);
      // `const { a, b } = require('x')`: the names, as if imported
      const names = imported.get(name) ?? new Set<string>();
      for (const part of match[1]?.split(',') ?? []) {
        const member = part.split(':')[0]!.trim();
        if (/^[A-Za-z_$][\w$]*$/.test(member)) names.add(member);
      }
      if (names.size > 0) imported.set(name, names);
    }
  const lines = [
    "// any: a package of another project (a front-end framework, a tool); its API is its own, not the model's.",
    'interface OutsideValue { <T = any>(...args: any[]): any; new <T = any>(...args: any[]): any; [key: string]: OutsideValue }',
    ...OUTSIDE_PACKAGES.filter((name) => !imported.has(name)).map((name) => `declare module '${name}';`),
  ];
  // Imported by name, or by default: a module of members and a default export.
  for (const [name, names] of imported)
    if (names.size > 0 || !required.has(name))
      lines.push(`declare module '${name}' {\n${looseMembers(names)}\n  const value: OutsideValue;\n  export default value;\n}`);
  // Only required (CommonJS), or imported by default: the module itself is the value.
  for (const name of required)
    if (!imported.get(name)?.size) lines.push(`declare module '${name}' {\n  const value: OutsideValue;\n  export = value;\n}`);
  lines.push(
    "// The globals front-end tools add: Vite's import.meta.env (VITE_* and TESSERA_ADMIN_* variables), Next.js's fetch options.",
    'interface ImportMetaEnv { readonly MODE: string; readonly BASE_URL: string; readonly [name: string]: string | undefined }',
    'interface ImportMeta { readonly env: ImportMetaEnv }',
    'interface RequestInit { next?: {revalidate?: number | false; tags?: string[]} }',
  );
  return lines.join('\n');
}

/** An image or a stylesheet of the reader's project: the bundler (Vite, webpack) gives its final URL. */
const ASSET = /\.(?:svg|png|jpe?g|gif|webp|ico|css)$/;
const ASSET_STUB = "// An asset of the reader's project: the bundler gives its URL.\ndeclare const url: string;\nexport default url;\n";

/** A file of the reader's project that the page imports but does not show: the names the block imports from it. */
function localStub(source: ts.SourceFile, specifier: string): string {
  const names = importedNames([source], (name) => name === specifier).get(specifier) ?? new Set<string>();
  // CommonJS: `const { a, b } = require('./file')`
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const match of source.text.matchAll(new RegExp(`\\{([^}]*)\\}\\s*=\\s*require\\(\\s*['"]${quoted}['"]\\s*\\)`, 'g')))
    for (const part of match[1]!.split(',')) {
      const name = part.split(':')[0]!.trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name);
    }
  // `import('./file').then((module) => module.Name)`
  for (const match of source.text.matchAll(
    new RegExp(`import\\(\\s*['"]${quoted}['"]\\s*\\)\\.then\\(\\(?\\s*(\\w+)\\s*\\)?\\s*=>[^;]*?\\b\\1\\.(\\w+)`, 'g'),
  ))
    names.add(match[2]!);
  // Loosely typed as a whole: what the file exports is the reader's.
  const members = [...names]
    .filter((name) => name !== 'default')
    .map((name) => `export const ${name}: any;\nexport type ${name}<A = any, B = any, C = any> = any;`);
  return `// any: a file of the reader's project that the page does not show.\n${members.join('\n')}\ndeclare const value: any;\nexport default value;\n`;
}

const EXTENSIONS: Record<string, string> = {js: '.js', javascript: '.js', jsx: '.jsx', ts: '.ts', typescript: '.ts', tsx: '.tsx'};

/** The virtual file of a block: its title when the title is a path of the block's language, else `block.<ext>`. */
function virtualPath(block: ExampleBlock, n: number): string {
  const ext = EXTENSIONS[block.language] ?? '.js';
  const title = block.title?.replace(/\s*\(.*\)\s*$/, '').trim();
  const titled = title && /^[\w@$.\-/[\]]+\.[cm]?[jt]sx?$/.test(title) && !title.startsWith('/') ? title : null;
  const name =
    titled &&
    path
      .extname(titled)
      .replace(/^\.[cm]/, '.')
      .startsWith(ext.slice(0, 3))
      ? titled
      : `block${ext}`;
  return `${ROOT}/b${n}/${name}`;
}

interface Prepared {
  block: ExampleBlock;
  directives: FenceDirectives;
  path: string;
  text: string;
}

/**
 * The helper call a file's export goes in: the lifecycles of a content type of the model (its folder names it:
 * `src/api/trail/content-types/trail/lifecycles.js`) get that content type's events.
 */
function helperCall(fileName: string, shape: FileShape, isFunction: boolean): string {
  const folder = /\/src\/api\/([\w-]+)\/content-types\/([\w-]+)\/lifecycles\.[jt]s$/.exec(fileName);
  const uid = folder ? `api::${folder[1]}.${folder[2]}` : null;
  if (shape.helper === 'lifecycles' && uid && uid in contentTypes) return `__tesseraFile.lifecyclesOf('${uid}')`;
  const owner = contentTypeOf(fileName, shape);
  if (owner) return `__tesseraFile.${shape.helper}Of('${owner}')`;
  if (shape.exact && isFunction) return `__tesseraFile.${shape.helper}Fn`;
  return `__tesseraFile.${shape.helper}`;
}

/**
 * The block a relative import of a page reaches when the page shows that file more than once (its JavaScript and
 * TypeScript tabs, or a later variant): the same language first, then the nearest block above the importing one.
 */
function siblingFor(from: Prepared, candidates: readonly Prepared[] | undefined): string | undefined {
  if (!candidates?.length) return undefined;
  const family = (item: Prepared) => (/\.tsx?$/.test(item.path) ? 'ts' : 'js');
  const same = candidates.filter((item) => family(item) === family(from));
  const pool = same.length > 0 ? same : candidates;
  const above = pool.filter((item) => item.block.line < from.block.line);
  return (above.at(-1) ?? pool[0])!.path;
}

/** Wraps the export of a project file in the helper of its shape, on the same lines (positions keep their line). */
function wrapExport(text: string, fileName: string, shape: FileShape): string {
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : /\.ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const edits: {at: number; insert: string}[] = [];
  for (const statement of source.statements) {
    let expression: ts.Expression | null = null;
    if (ts.isExportAssignment(statement)) expression = statement.expression;
    else if (
      ts.isExpressionStatement(statement) &&
      ts.isBinaryExpression(statement.expression) &&
      statement.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      statement.expression.left.getText(source) === 'module.exports'
    )
      expression = statement.expression.right;
    if (!expression) continue;
    const isFunction = ts.isArrowFunction(expression) || ts.isFunctionExpression(expression);
    edits.push(
      {at: expression.getStart(source), insert: `${helperCall(fileName, shape, isFunction)}(`},
      {at: expression.getEnd(), insert: ')'},
    );
  }
  edits.sort((a, b) => b.at - a.at);
  let out = text;
  for (const edit of edits) out = out.slice(0, edit.at) + edit.insert + out.slice(edit.at);
  return out;
}

/** Puts a fragment in its context; the first line of the block stays the first line of the file. */
function wrapFragment(text: string, context: keyof typeof FRAGMENT_CONTEXTS): string {
  switch (context) {
    case 'server':
    case 'browser':
      return `export async function __fragment() { ${text}\n}`;
    case 'controller':
      return `export async function __fragment() { const {ctx, next} = __tesseraScope.controller; ${text}\n}`;
    case 'lifecycle':
      return `export async function __fragment() { const {event} = __tesseraScope.lifecycle; ${text}\n}`;
    case 'object':
      return `export const __fragment = { ${text}\n};`;
  }
}

function prepare(block: ExampleBlock, n: number): Prepared {
  const directives = fenceDirectives(block.meta);
  const file = virtualPath(block, n);
  let text = block.text;
  if (directives.fragment) text = wrapFragment(text, directives.fragment);
  else {
    const relative = file.slice(`${ROOT}/b${n}/`.length);
    const shape = FILE_SHAPES_BY_TITLE.find((candidate) => candidate.pattern.test(relative));
    if (shape) text = wrapExport(text, file, shape);
  }
  if (/\.jsx?$/.test(file)) text = typeTesseraParameters(text, file);
  // A block the page shows as a module or a script: either way its own scope.
  return {block, directives, path: file, text};
}

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  // A parameter without a type is the reader's choice, in JS and TS alike; what the model types stays typed.
  noImplicitAny: false,
  allowJs: true,
  checkJs: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowArbitraryExtensions: true,
  types: ['node', 'react'],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
};

/** The declarations every block is checked against, by virtual path. */
export function declarationFiles(): Map<string, string> {
  return new Map([
    [DECLARATIONS, readDeclarationFile('tessera.d.ts')],
    [ADMIN_DECLARATIONS, readDeclarationFile('tessera-admin.d.ts')],
    [TRAILHEAD_DECLARATIONS, readDeclarationFile('trailhead.d.ts')],
    [GENERATED_DECLARATIONS, `${modelDeclarations(contentTypes, components)}\n${generatedProductDeclarations()}\n${CONFIG_DECLARATIONS}`],
    [FILE_SHAPES, shapesDeclarations()],
  ]);
}

/**
 * Checks the blocks in one program. `nodeModules` is where `react` and `@types/node` are (the site's own); a block
 * whose meta says `no-check` is listed apart with its reason.
 */
export function checkExamples(blocks: readonly ExampleBlock[], siteRoot: string): CheckResult {
  const exempt: CheckResult['exempt'] = [];
  const checked: ExampleBlock[] = [];
  const prepared: Prepared[] = [];
  const problems: BlockProblem[] = [];
  blocks.forEach((block, n) => {
    const item = prepare(block, n);
    for (const problem of item.directives.problems) problems.push({block, line: block.line, message: problem});
    if (item.directives.noCheck) {
      exempt.push({block, reason: item.directives.noCheck});
      return;
    }
    checked.push(block);
    prepared.push(item);
  });

  const files = declarationFiles();
  for (const item of prepared) files.set(item.path, item.text);
  const parsed = prepared.map((item) => ts.createSourceFile(item.path, item.text, ts.ScriptTarget.Latest, false));
  files.set(LOOSE_MODULES, outsideDeclarations(parsed));
  const parsedByPath = new Map(parsed.map((source) => [source.fileName, source]));
  const byPath = new Map(prepared.map((item) => [item.path, item]));
  // Blocks of one page, by their title without extension, for relative imports between them.
  const titled = new Map<string, Prepared[]>();
  for (const item of prepared) {
    const relative = item.path.replace(/^\/tessera-examples\/b\d+\//, '');
    if (relative.startsWith('block.')) continue;
    const key = `${item.block.file}::${relative.replace(/\.[cm]?[jt]sx?$/, '')}`;
    titled.set(key, [...(titled.get(key) ?? []), item]);
  }

  const options = {...COMPILER_OPTIONS, baseUrl: undefined, typeRoots: [path.join(siteRoot, 'node_modules/@types')]};
  const host = ts.createCompilerHost(options, true);
  const realGetSourceFile = host.getSourceFile.bind(host);
  const sources = new Map<string, ts.SourceFile>();
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = files.get(fileName);
    if (text === undefined) return realGetSourceFile(fileName, languageVersion, onError, shouldCreate);
    let source = sources.get(fileName);
    if (!source) sources.set(fileName, (source = ts.createSourceFile(fileName, text, languageVersion, true)));
    return source;
  };
  const realFileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => files.has(fileName) || realFileExists(fileName);
  const realReadFile = host.readFile.bind(host);
  host.readFile = (fileName) => files.get(fileName) ?? realReadFile(fileName);
  host.getCurrentDirectory = () => siteRoot;
  const cache = ts.createModuleResolutionCache(siteRoot, (name) => name, options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const name = literal.text;
      const from = byPath.get(containingFile);
      if (from && (name.startsWith('./') || name.startsWith('../'))) {
        const relative = containingFile.replace(/^\/tessera-examples\/b\d+\//, '');
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(relative), name)).replace(/\.[cm]?[jt]sx?$/, '');
        const sibling = siblingFor(from, titled.get(`${from.block.file}::${target}`) ?? titled.get(`${from.block.file}::${target}/index`));
        if (sibling)
          return {
            resolvedModule: {resolvedFileName: sibling, extension: path.extname(sibling) as ts.Extension, isExternalLibraryImport: false},
          };
        const stub = `${containingFile.replace(/\/[^/]*$/, '')}/__local/${name.replace(/[^\w.-]/g, '_')}.d.ts`;
        if (!files.has(stub)) files.set(stub, ASSET.test(name) ? ASSET_STUB : localStub(parsedByPath.get(containingFile)!, name));
        return {resolvedModule: {resolvedFileName: stub, extension: ts.Extension.Dts, isExternalLibraryImport: false}};
      }
      // Packages resolve from the site's node_modules (react, @types/node); the product's are ambient declarations.
      const containing = from ? path.join(siteRoot, 'examples.ts') : containingFile;
      return ts.resolveModuleName(name, containing, options, host, cache);
    });

  const program = ts.createProgram({rootNames: [...files.keys()], options, host});
  const failing = new Set<ExampleBlock>();
  const checker = program.getTypeChecker();
  for (const item of prepared) {
    const source = program.getSourceFile(item.path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    const comparisons = neverEqualComparisons(source, checker);
    if (item.directives.expectError) {
      if (diagnostics.length === 0 && comparisons.length === 0) {
        problems.push({
          block: item.block,
          line: item.block.line,
          message: `expected to fail (${item.directives.expectError}) but the check finds nothing wrong: fix the example or drop expect-error`,
        });
        failing.add(item.block);
      }
      continue;
    }
    const seen = new Set<string>();
    for (const diagnostic of diagnostics) {
      const start = diagnostic.start ?? 0;
      const line = source.getLineAndCharacterOfPosition(start).line;
      const message = explain(diagnostic, source, checker);
      if (message === null) continue;
      const key = `${line}:${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({block: item.block, line: item.block.line + 1 + line, message});
      failing.add(item.block);
    }
    for (const comparison of comparisons) {
      const line = source.getLineAndCharacterOfPosition(comparison.start).line;
      problems.push({block: item.block, line: item.block.line + 1 + line, message: comparison.message});
    }
  }
  for (const problem of problems) failing.add(problem.block);
  return {checked, exempt, problems, failingBlocks: failing.size};
}

/** `docs/x.mdx:44 (block 3, ts): message`, the form every problem is printed in. */
export function formatProblem(problem: BlockProblem): string {
  return `${problem.block.file}:${problem.line} (block ${problem.block.index}, ${problem.block.language}): ${problem.message}`;
}
