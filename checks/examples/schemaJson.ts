/**
 * The check of the model files pages show: a `json` block titled with the path of a content type's schema
 * (`src/api/<api>/content-types/<name>/schema.json`, a plugin's `server/src/content-types/<name>/schema.json`, an
 * extension's `src/extensions/<plugin>/content-types/<name>/schema.json`) or of a component
 * (`src/components/<category>/<name>.json`). It must have the shape of src/model/trailhead/schemaTypes.ts (known
 * keys, attribute types and their options, relation kinds, what a file must have, names Tessera reserves), and when
 * it describes a content type or component of the Trailhead model, say what the model says: no field the model
 * lacks, the same types and options.
 *
 * The title says how much of the file the block shows: the whole file (the path alone), a part of it
 * (`... schema.json (excerpt)`: only what it shows is checked), or attribute entries without their braces
 * (`... schema.json (attributes)`). Fence metas as for scripts (fence.ts): `expect-error="..."`, `no-check="..."`.
 */
import ts from 'typescript';
import type {PageModel} from '../../src/lib/pageModel/types';
import {components, contentTypes} from '../../src/model/trailhead';
import {
  ATTRIBUTE_OPTIONS,
  ATTRIBUTE_TYPES,
  COMMON_OPTIONS,
  COMPONENT_KEYS,
  CONTENT_TYPE_KEYS,
  RESERVED_NAMES,
  type AttributeType,
  type KeyShape,
  type KeySpec,
  type ValueKind,
} from '../../src/model/trailhead/schemaTypes';
import {exampleBlocks} from './blocks';
import type {BlockProblem, CheckResult, ExampleBlock} from './check';
import {checkKind} from './kind';

/** How much of the file a block shows, from the `(...)` after the path in its title. */
type Part = 'whole' | 'excerpt' | 'attributes';

interface ModelFile {
  path: string;
  part: Part | null;
  /** What the title says in parentheses, when it is neither `excerpt` nor `attributes`. */
  unknownPart: string | null;
  kind: 'contentType' | 'component';
  /** The UID the file's path gives; null for a plugin's own content type the model does not know. */
  uid: string | null;
  /** The folder that names the content type (`restaurant` of `content-types/restaurant/schema.json`). */
  folder: string | null;
}

const FILE_PATTERNS: readonly {pattern: RegExp; kind: ModelFile['kind']; uid: (match: RegExpExecArray) => string | null}[] = [
  {pattern: /(?:^|\/)src\/components\/([\w-]+)\/([\w-]+)\.json$/, kind: 'component', uid: (m) => `${m[1]}.${m[2]}`},
  {pattern: /(?:^|\/)src\/api\/([\w-]+)\/content-types\/([\w-]+)\/schema\.json$/, kind: 'contentType', uid: (m) => `api::${m[1]}.${m[2]}`},
  {
    pattern: /(?:^|\/)src\/extensions\/([\w-]+)\/content-types\/([\w-]+)\/schema\.json$/,
    kind: 'contentType',
    uid: (m) => `plugin::${m[1]}.${m[2]}`,
  },
  {
    pattern: /(?:^|\/)src\/plugins\/([\w-]+)\/server\/(?:src\/)?content-types\/([\w-]+)\/schema\.json$/,
    kind: 'contentType',
    uid: (m) => `plugin::${m[1]}.${m[2]}`,
  },
  // A plugin's own content type, in a path that does not name the plugin: the model's only plugin type of that name.
  {
    pattern: /(?:^|\/)content-types\/([\w-]+)\/schema\.json$/,
    kind: 'contentType',
    uid: (m) => {
      const found = Object.keys(contentTypes).filter((uid) => uid.startsWith('plugin::') && uid.endsWith(`.${m[1]}`));
      return found.length === 1 ? found[0]! : null;
    },
  },
];

/** The model file a block's title names, or null when the title is not the path of one. */
export function modelFileOf(title: string | null): ModelFile | null {
  const match = /^(\S+?)(?:\s+\(([^)]*)\))?\s*$/.exec(title ?? '');
  if (!match) return null;
  const [, path, said] = match;
  for (const {pattern, kind, uid} of FILE_PATTERNS) {
    const found = pattern.exec(path!);
    if (!found) continue;
    const part: Part | null = said === undefined ? 'whole' : said === 'excerpt' || said === 'attributes' ? said : null;
    return {
      path: path!,
      part,
      unknownPart: part === null ? said! : null,
      kind,
      uid: uid(found),
      folder: kind === 'contentType' ? found[found.length - 1]! : null,
    };
  }
  return null;
}

/** The `json` blocks titled with the path of a model file (exampleBlocks). */
export function schemaJsonBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(models, root, (block) => block.language === 'json' && modelFileOf(block.title) !== null);
}

/* A JSON value with the line each part is on (0-based, in the block). */
type Json =
  | {kind: 'object'; line: number; props: Map<string, {line: number; value: Json}>}
  | {kind: 'array'; line: number; items: Json[]}
  | {kind: 'string'; line: number; value: string}
  | {kind: 'number'; line: number; value: number}
  | {kind: 'boolean'; line: number; value: boolean}
  | {kind: 'null'; line: number};

/** The value of a JSON tree, as JSON.parse gives it. */
function plain(json: Json): unknown {
  switch (json.kind) {
    case 'object':
      return Object.fromEntries([...json.props].map(([key, {value}]) => [key, plain(value)]));
    case 'array':
      return json.items.map(plain);
    case 'null':
      return null;
    default:
      return json.value;
  }
}

/** Parses JSON text into a tree with lines; a syntax error or a key given twice is a problem at its line. */
function parseJson(text: string, report: (line: number, message: string) => void): Json | null {
  try {
    JSON.parse(text);
  } catch (error) {
    const position = /at position (\d+)/.exec((error as Error).message);
    const line = position ? text.slice(0, Number(position[1])).split('\n').length - 1 : 0;
    report(line, `is not JSON: ${(error as Error).message.replace(/ in JSON at position \d+.*$/, '')}`);
    return null;
  }
  const source = ts.parseJsonText('block.json', text);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const walk = (node: ts.Expression): Json => {
    const line = lineOf(node);
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map<string, {line: number; value: Json}>();
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = (property.name as ts.StringLiteral).text;
        if (props.has(key)) report(lineOf(property), `"${key}" is given twice`);
        props.set(key, {line: lineOf(property), value: walk(property.initializer)});
      }
      return {kind: 'object', line, props};
    }
    if (ts.isArrayLiteralExpression(node)) return {kind: 'array', line, items: node.elements.map(walk)};
    if (ts.isStringLiteral(node)) return {kind: 'string', line, value: node.text};
    if (ts.isNumericLiteral(node)) return {kind: 'number', line, value: Number(node.text)};
    if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand))
      return {kind: 'number', line, value: -Number(node.operand.text)};
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
      return {kind: 'boolean', line, value: node.kind === ts.SyntaxKind.TrueKeyword};
    return {kind: 'null', line};
  };
  const statement = source.statements[0];
  return statement ? walk(statement.expression) : null;
}

const list = (names: readonly string[]) => names.join(', ');
const show = (value: unknown) => JSON.stringify(value);

/** What is wrong with a value for its kind, or null. */
function wrongValue(json: Json, kind: ValueKind): string | null {
  if (kind === 'any') return null;
  if (kind === 'boolean' || kind === 'string' || kind === 'number')
    return json.kind === kind ? null : `takes a ${kind}, not ${show(plain(json))}`;
  if (kind === 'strings')
    return json.kind === 'array' && json.items.every((item) => item.kind === 'string') ? null : 'takes an array of strings';
  if ('oneOf' in kind)
    return json.kind === 'string' && kind.oneOf.includes(json.value) ? null : `takes one of ${list(kind.oneOf)}, not ${show(plain(json))}`;
  return json.kind === 'array' && json.items.every((item) => item.kind === 'string' && kind.listOf.includes(item.value))
    ? null
    : `takes an array of ${list(kind.listOf)}, not ${show(plain(json))}`;
}

type Report = (line: number, message: string) => void;

/** Checks an object against a table of keys: unknown keys, values of the wrong kind, and (when `whole`) missing keys. */
function checkKeys(json: Json, shape: KeyShape, where: string, whole: boolean, line: number, report: Report): void {
  if (json.kind !== 'object') {
    report(json.line, `${where || 'the file'} must be an object`);
    return;
  }
  for (const [key, {line: at, value}] of json.props) {
    const spec: KeySpec | undefined = shape[key];
    const name = `${where}${key}`;
    if (!spec) {
      const known = Object.keys(shape);
      report(
        at,
        `unknown key "${name}"; ${where ? `"${where.slice(0, -1)}" takes` : 'keys:'} ${known.length > 0 ? list(known) : 'no key'}`,
      );
    } else if ('keys' in spec) checkKeys(value, spec.keys, `${name}.`, whole, at, report);
    else {
      const wrong = wrongValue(value, spec.value);
      if (wrong) report(at, `"${name}" ${wrong}`);
    }
  }
  if (!whole) return;
  const missing = Object.entries(shape)
    .filter(([key, spec]) => spec.required && !json.props.has(key))
    .map(([key]) => `"${where}${key}"`);
  if (missing.length > 0) report(line, `the whole file needs ${list(missing)}; if the block shows part of it, title it "... (excerpt)"`);
}

const isReserved = (name: string) =>
  RESERVED_NAMES.attributes.some((reserved) => reserved.toLowerCase() === name.toLowerCase()) ||
  RESERVED_NAMES.attributePrefixes.some((prefix) => name.toLowerCase().startsWith(prefix));

/** Types that point elsewhere: `unique` does not apply to them (models page, "Options for every type"). */
const NOT_UNIQUE = new Set<string>(['relation', 'media', 'component', 'dynamiczone']);

/** Checks one attribute's shape; returns its type when it has a known one. */
function checkAttribute(name: string, json: Json, line: number, isComponent: boolean, report: Report): AttributeType | null {
  if (isReserved(name))
    report(
      line,
      `"${name}" is a reserved name (${list(RESERVED_NAMES.attributes)}, and names starting with ${list(RESERVED_NAMES.attributePrefixes)})`,
    );
  if (json.kind !== 'object') {
    report(line, `attribute "${name}" must be an object with a "type"`);
    return null;
  }
  const typeJson = json.props.get('type')?.value;
  if (!typeJson) {
    report(line, `attribute "${name}" has no "type"`);
    return null;
  }
  const type = typeJson.kind === 'string' ? typeJson.value : '';
  if (!(ATTRIBUTE_TYPES as readonly string[]).includes(type)) {
    report(typeJson.line, `attribute "${name}": ${show(plain(typeJson))} is not an attribute type; types: ${list(ATTRIBUTE_TYPES)}`);
    return null;
  }
  const known = type as AttributeType;
  const own: KeyShape = ATTRIBUTE_OPTIONS[known];
  const options: KeyShape = {...COMMON_OPTIONS, ...own};
  for (const [key, {line: at, value}] of json.props) {
    if (key === 'type') continue;
    const spec = options[key];
    if (!spec) {
      report(at, `attribute "${name}": "${key}" is not an option of a ${known} attribute; options: ${list(Object.keys(options))}`);
      continue;
    }
    if ('keys' in spec) checkKeys(value, spec.keys, `${name}.${key}.`, false, at, report);
    else {
      const wrong = wrongValue(value, spec.value);
      if (wrong) report(at, `attribute "${name}": "${key}" ${wrong}`);
    }
  }
  for (const [key, spec] of Object.entries(own))
    if (spec.required && !json.props.has(key)) report(line, `attribute "${name}": a ${known} attribute needs "${key}"`);
  if (json.props.has('unique') && NOT_UNIQUE.has(known))
    report(json.props.get('unique')!.line, `attribute "${name}": a ${known} cannot be unique`);
  if (isComponent && known === 'dynamiczone') report(line, `attribute "${name}": a component cannot hold a dynamic zone`);
  if (known === 'relation') {
    const relation = plain(json.props.get('relation')?.value ?? {kind: 'null', line}) as string | null;
    const sides = ['inversedBy', 'mappedBy'].filter((key) => json.props.has(key));
    if (sides.length === 2)
      report(line, `attribute "${name}": a relation has inversedBy on one side and mappedBy on the other, never both`);
    if ((relation === 'oneWay' || relation === 'manyWay') && sides.length > 0)
      report(line, `attribute "${name}": a ${relation} relation has one side, so no ${sides[0]}`);
    if (relation === 'oneToMany' && !json.props.has('mappedBy'))
      report(line, `attribute "${name}": a oneToMany relation is the other side of a manyToOne, named in mappedBy`);
  }
  if (known === 'component') {
    const component = json.props.get('component')?.value;
    if (component?.kind === 'string' && !/^[\w-]+\.[\w-]+$/.test(component.value))
      report(
        component.line,
        `attribute "${name}": ${show(component.value)} is not a component UID (<category>.<name>, such as shared.seo)`,
      );
  }
  return known;
}

interface ModelSchema {
  kind?: string;
  pluginOptions?: {i18n?: {localized?: boolean}};
  attributes: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** JSON with the keys of every object in order, so that two values compare whatever the order of their keys. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const equal = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The value an option has when an attribute does not set it (models page, "Options for every type"). */
function defaultOf(key: string, localizedType: boolean): unknown {
  if (key === 'configurable') return true;
  if (key === 'required' || key === 'unique' || key === 'private') return false;
  if (key === 'pluginOptions') return {i18n: {localized: localizedType}};
  return undefined;
}

/** Compares what the block says of a content type or component with the model. */
function compareWithModel(
  file: ModelFile,
  root: Json,
  attributes: Json | null,
  known: ReadonlySet<string>,
  model: ModelSchema,
  report: Report,
): void {
  const uid = file.uid!;
  const localized = model.pluginOptions?.i18n?.localized === true;
  // Top-level facts the block states and the model records: kind, collectionName, info, options, pluginOptions.
  const compare = (json: Json, modelValue: unknown, path: string) => {
    if (modelValue === undefined) return;
    if (json.kind === 'object' && modelValue !== null && typeof modelValue === 'object') {
      for (const [key, {value}] of json.props) compare(value, (modelValue as Record<string, unknown>)[key], `${path}.${key}`);
      return;
    }
    if (!equal(plain(json), modelValue))
      report(json.line, `${uid}: "${path.slice(1)}" is ${show(modelValue)} in the model, not ${show(plain(json))}`);
  };
  if (root.kind === 'object')
    for (const [key, {value}] of root.props)
      if (key !== 'attributes') compare(value, (model as unknown as Record<string, unknown>)[key], `.${key}`);
  if (attributes?.kind !== 'object') return;
  const fields = Object.keys(model.attributes);
  for (const [name, {line, value}] of attributes.props) {
    const expected = model.attributes[name];
    if (!expected) {
      report(line, `${uid} has no field "${name}"; fields: ${list(fields)}`);
      continue;
    }
    // An attribute without a known type has been reported already.
    if (value.kind !== 'object' || !known.has(name)) continue;
    const stated = plain(value) as Record<string, unknown>;
    if (stated.type !== expected.type) {
      report(line, `${uid}.${name} is of type ${show(expected.type)} in the model, not ${show(stated.type)}`);
      continue;
    }
    const keys = new Set([...Object.keys(stated), ...(file.part === 'whole' ? Object.keys(expected) : [])]);
    for (const key of keys) {
      if (key === 'type') continue;
      const want = expected[key] ?? defaultOf(key, localized);
      const have = key in stated ? stated[key] : defaultOf(key, localized);
      // An attribute's pluginOptions: only what it says of its locales.
      const comparable = (options: unknown) =>
        key === 'pluginOptions' ? ((options as {i18n?: {localized?: boolean}} | undefined)?.i18n?.localized ?? localized) : options;
      if (equal(comparable(want), comparable(have))) continue;
      const at = value.props.get(key)?.line ?? line;
      if (!(key in stated)) report(at, `${uid}.${name} leaves out ${show(key)}: ${show(want)} in the model`);
      else if (want === undefined) report(at, `${uid}.${name} has no ${show(key)} in the model (the block sets ${show(have)})`);
      else report(at, `${uid}.${name}: ${show(key)} is ${show(comparable(want))} in the model, not ${show(comparable(have))}`);
    }
  }
  if (file.part === 'whole') {
    const missing = fields.filter((field) => !attributes.props.has(field));
    if (missing.length > 0)
      report(
        attributes.line,
        `${uid} also has ${list(missing.map((field) => `"${field}"`))}; show every field, or title the block "... (excerpt)"`,
      );
  }
}

/** The problems of one model-file block, each at its line in the page. */
function problemsOf(block: ExampleBlock, file: ModelFile): BlockProblem[] {
  const problems: BlockProblem[] = [];
  const report: Report = (line, message) => problems.push({block, line: block.line + 1 + line, message});
  if (file.unknownPart !== null) {
    report(-1, `the title says "(${file.unknownPart})": say "(excerpt)" for a part of the file, "(attributes)" for attribute entries`);
    return problems;
  }
  const part = file.part!;
  // Attribute entries without their braces: in braces, on the same lines.
  const root = parseJson(part === 'attributes' ? `{${block.text}\n}` : block.text, report);
  if (!root) return problems;
  const isComponent = file.kind === 'component';
  let attributes: Json | null = null;
  if (part === 'attributes') attributes = root;
  else if (root.kind !== 'object') report(root.line, 'a model file is a JSON object');
  else {
    // `attributes` is checked below, field by field.
    const shape: KeyShape = {...(isComponent ? COMPONENT_KEYS : CONTENT_TYPE_KEYS), attributes: {value: 'any', required: true}};
    checkKeys(root, shape, '', part === 'whole', root.line, report);
    attributes = root.props.get('attributes')?.value ?? null;
    const info = root.props.get('info')?.value;
    const singular = info?.kind === 'object' ? info.props.get('singularName') : undefined;
    const plural = info?.kind === 'object' ? info.props.get('pluralName') : undefined;
    if (singular && file.folder && plain(singular.value) !== file.folder)
      report(singular.line, `"info.singularName" is ${show(plain(singular.value))} but the folder says "${file.folder}"`);
    if (singular && plural && equal(plain(singular.value), plain(plural.value)))
      report(plural.line, '"info.pluralName" must differ from "info.singularName"');
    for (const name of [singular, plural, root.props.get('collectionName')])
      if (name?.value.kind === 'string' && (RESERVED_NAMES.models as readonly string[]).includes(name.value.value.toLowerCase()))
        report(name.line, `${show(name.value.value)} is a reserved name (${list(RESERVED_NAMES.models)})`);
  }
  /** The attributes with a known type, the only ones compared with the model. */
  const known = new Set<string>();
  if (attributes) {
    if (attributes.kind !== 'object') report(attributes.line, '"attributes" is an object of fields by name');
    else for (const [name, {line, value}] of attributes.props) if (checkAttribute(name, value, line, isComponent, report)) known.add(name);
  }
  const model = file.uid
    ? ((contentTypes as Readonly<Record<string, ModelSchema>>)[file.uid] ?? (components as Readonly<Record<string, ModelSchema>>)[file.uid])
    : undefined;
  if (model)
    compareWithModel(file, part === 'attributes' ? {kind: 'object', line: 0, props: new Map()} : root, attributes, known, model, report);
  return problems.sort((a, b) => a.line - b.line);
}

/** Checks the model-file blocks: their shape, and what they say of the Trailhead model. */
export function checkSchemaJson(blocks: readonly ExampleBlock[]): CheckResult {
  return checkKind(
    blocks,
    (block) => {
      const file = modelFileOf(block.title);
      return file ? problemsOf(block, file) : [];
    },
    'title a part of a model file "... (excerpt)"',
  );
}
