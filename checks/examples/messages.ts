/**
 * The example check's diagnostics in words a writer can act on: what the example names, what the model has instead
 * (from src/model/trailhead), and the fix. A diagnostic about anything else keeps the compiler's message.
 */
import ts from 'typescript';
import {OPERATORS, SYSTEM_FIELDS} from '../../src/model/api/rest';
import {components, contentTypes} from '../../src/model/trailhead';
import {LOCALES} from '../../src/model/trailhead/documents';
import {typeName} from './modelTypes';
import {CONFIG_PATHS, CONFIG_TYPES, type ConfigTypeInfo} from './configTypes';
import {editDistance} from '../editDistance';

interface Schema {
  uid: string;
  attributes: Readonly<Record<string, {type: string}>>;
}

const schemasByName = new Map<string, Schema>(
  [...Object.values(contentTypes), ...Object.values(components)].map((schema) => [typeName(schema.uid), schema as Schema]),
);

const DOCUMENT_METHODS = [
  'findOne',
  'findFirst',
  'findMany',
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'discardDraft',
  'count',
];
const QUERY_METHODS = [
  'findOne',
  'findMany',
  'findWithCount',
  'findPage',
  'create',
  'createMany',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
  'count',
  'load',
];
const POPULATABLE = new Set(['relation', 'media', 'component', 'dynamiczone']);

/** The deepest node of `source` that contains `position`. */
function nodeAt(source: ts.SourceFile, position: number): ts.Node {
  let found: ts.Node = source;
  const visit = (node: ts.Node) => {
    if (position >= node.getStart(source) && position < node.getEnd()) {
      found = node;
      ts.forEachChild(node, visit);
    }
  };
  ts.forEachChild(source, visit);
  return found;
}

/** `TesseraModel.<Name>.<Member>` names of a type and of the members of its unions and intersections. */
function modelNames(type: ts.Type | undefined, checker: ts.TypeChecker): {schema: Schema; member: string}[] {
  if (!type) return [];
  const out: {schema: Schema; member: string}[] = [];
  const visit = (t: ts.Type) => {
    for (const symbol of [t.aliasSymbol, t.getSymbol()]) {
      if (!symbol) continue;
      const match = /^TesseraModel\.(\w+)\.(\w+)$/.exec(checker.getFullyQualifiedName(symbol));
      const schema = match ? schemasByName.get(match[1]!) : undefined;
      if (schema) out.push({schema, member: match![2]!});
    }
    if (t.isUnionOrIntersection()) t.types.forEach(visit);
  };
  visit(type);
  return out;
}

const shortName = (uid: string) => uid.replace(/^[\w-]+::(?:[\w-]+\.)?/, '').replace(/^shared\./, 'component shared.');
const list = (names: readonly string[]) => names.join(', ');
const fieldsOf = (schema: Schema) => Object.keys(schema.attributes);
const populatableOf = (schema: Schema) =>
  Object.entries(schema.attributes)
    .filter(([, a]) => POPULATABLE.has(a.type))
    .map(([key]) => key);

function unknownField(schema: Schema, name: string, member: string): string | null {
  const what = shortName(schema.uid);
  const fields = fieldsOf(schema);
  const field = name.replace(/:(asc|desc)$/i, '').split('.')[0]!;
  switch (member) {
    case 'Field':
    case 'Attribute':
    case 'Sort':
      if (fields.includes(field) || (SYSTEM_FIELDS as readonly string[]).includes(field)) return null;
      return `${what} has no field \`${field}\`; fields: ${list(fields)}`;
    case 'Filters':
      return `${what} has no field \`${field}\` to filter on; fields: ${list(fields)} (and ${list(SYSTEM_FIELDS)})`;
    case 'Input':
      return `${what} has no field \`${field}\` to write; fields: ${list(fields)}`;
    case 'Populatable':
    case 'Populate':
    case 'PopulateObject':
      return fields.includes(field)
        ? `${what}.${field} is not a relation, media, component or dynamic zone, so it cannot be populated (ask for it in \`fields\`); populate: ${list(populatableOf(schema))}`
        : `${what} has nothing named \`${field}\` to populate; populate: ${list(populatableOf(schema))}`;
    case 'Values':
    case 'Document':
      return `${what} has no field \`${field}\`; fields: ${list(fields)}`;
    default:
      return null;
  }
}

/** The schema an attribute points to (relation target, media file, component), if any. */
function targetSchema(schema: Schema, attribute: string): Schema | null {
  const a = schema.attributes[attribute] as {type: string; target?: string; component?: string} | undefined;
  if (!a) return null;
  const uid =
    a.type === 'relation' ? a.target : a.type === 'media' ? 'plugin::upload.file' : a.type === 'component' ? a.component : undefined;
  return uid ? (schemasByName.get(typeName(uid)) ?? null) : null;
}

/**
 * For a string literal inside the parameters of a Document Service or Query Engine call (`fields`, `select`, `sort`,
 * `orderBy`, `populate`, at any depth of nested populates), what it names that the model lacks.
 */
function unknownName(literal: ts.StringLiteral, checker: ts.TypeChecker): string | null {
  const keys: string[] = [];
  let node: ts.Node = literal;
  while (node.parent && !ts.isCallExpression(node.parent)) {
    if (ts.isPropertyAssignment(node.parent) && node.parent.initializer === node) keys.unshift(node.parent.name.getText());
    node = node.parent;
  }
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return null;
  let schema: Schema | null = modelNames(checker.getTypeAtLocation(call.expression.expression), checker)[0]?.schema ?? null;
  for (let i = 0; schema && i < keys.length; i++) {
    const key = keys[i]!;
    const last = i === keys.length - 1;
    if (['fields', 'select', 'sort', 'orderBy'].includes(key) && last) return unknownField(schema, literal.text, 'Field');
    if (key === 'populate') {
      if (last) {
        // A path: each segment must be populatable in the schema the previous one points to.
        for (const segment of literal.text.split('.')) {
          if (!schema || segment === '*') return null;
          if (!populatableOf(schema).includes(segment)) return unknownField(schema, segment, 'Populatable');
          schema = targetSchema(schema, segment);
        }
        return null;
      }
      schema = targetSchema(schema, keys[++i]!);
    } else if (key === 'filters' || key === 'where' || key === 'on') {
      // Nested filters go through relations and components; a literal there is a value, not a name.
      return null;
    }
  }
  return null;
}

/**
 * True when the node sits in a call on a UID the model lacks (`tessera.documents('api::nope.nope').findMany(...)`):
 * the compiler then checks the call against another type, and what it finds there only repeats the UID's problem.
 */
function underUnknownUid(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (!ts.isCallExpression(current)) continue;
    const callee = ts.isPropertyAccessExpression(current.expression) ? current.expression.expression : null;
    for (const call of [current, callee]) {
      if (!call || !ts.isCallExpression(call)) continue;
      const first = call.arguments[0];
      if (first && ts.isStringLiteral(first) && first.text.includes('::') && !(first.text in contentTypes)) return true;
    }
  }
  return false;
}

/** The configuration types (configTypes.ts) a type stands for, through unions (`Server__logger | undefined`). */
function configTypesOf(type: ts.Type | undefined): ConfigTypeInfo[] {
  if (!type) return [];
  const found: ConfigTypeInfo[] = [];
  const visit = (t: ts.Type) => {
    const info = t.aliasSymbol ? CONFIG_TYPES.get(t.aliasSymbol.name) : undefined;
    if (info) found.push(info);
    else if (t.isUnion()) t.types.forEach(visit);
  };
  visit(type);
  return found;
}

const inPath = (info: ConfigTypeInfo, key: string) => (info.path ? `${info.path}.${key}` : key);

/**
 * A key of a configuration file the model does not list, or a value its type does not take: the file, the key, and
 * what the model allows there (its keys, its values or its type), with the page that documents them.
 */
function configProblem(text: string, node: ts.Node, checker: ts.TypeChecker): string | null {
  const unknown =
    /^Object literal may only specify known properties, (?:but|and) '([^']+)' does not exist in type '(?:TesseraConfig\.)?([\w]+)'/.exec(
      text,
    );
  const info = unknown ? CONFIG_TYPES.get(unknown[2]!) : undefined;
  if (unknown && info) {
    const where = info.path ? ` of \`${info.path}\`` : '';
    return `${info.label} has no key \`${inPath(info, unknown[1]!)}\`; keys${where}: ${list(info.keys)} (${info.page})`;
  }
  if (!/^Type '.+' is not assignable to type /.test(text)) return null;
  const assignment = ts.isPropertyAssignment(node.parent)
    ? node.parent
    : ts.isPropertyAssignment(node.parent?.parent)
      ? node.parent.parent
      : null;
  if (!assignment || !ts.isObjectLiteralExpression(assignment.parent)) return null;
  const key = assignment.name.getText().replace(/^['"]|['"]$/g, '');
  for (const owner of configTypesOf(checker.getContextualType(assignment.parent))) {
    const option = owner.options.get(key);
    if (!option) continue;
    const takes = option.values ? `one of ${list(option.values.map((value) => `'${value}'`))}` : `\`${option.type}\``;
    return `\`${inPath(owner, key)}\` of ${owner.label} takes ${takes}, not \`${assignment.initializer.getText()}\` (${owner.page})`;
  }
  return null;
}

/**
 * A path of `tessera.config.get()`, `set()` or `has()` that the configuration model does not know, with the nearest
 * paths it knows; null when the diagnostic is not about the path of such a call.
 */
function configPathProblem(node: ts.Node): string | null {
  let call: ts.Node | undefined = node;
  while (call && !ts.isCallExpression(call)) call = call.parent;
  if (!call || !ts.isCallExpression(call)) return null;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !['get', 'set', 'has'].includes(callee.name.text)) return null;
  const owner = callee.expression;
  if (!ts.isPropertyAccessExpression(owner) || owner.name.text !== 'config') return null;
  const [argument] = call.arguments;
  if (!argument || !ts.isStringLiteralLike(argument) || CONFIG_PATHS.has(argument.text)) return null;
  const path = argument.text;
  const scored = [...CONFIG_PATHS.keys()].map((known) => ({known, score: editDistance(path, known)}));
  const best = Math.min(...scored.map((entry) => entry.score));
  const nearest = scored.filter((entry) => entry.score === best).map((entry) => entry.known);
  const file = path.split(/\.(?![^:]*::)/)[0]!;
  const sameFile = [...CONFIG_PATHS.keys()].filter((known) => known.startsWith(`${file}.`));
  const hint =
    best <= Math.max(2, Math.floor(path.length / 4))
      ? `did you mean ${nearest.slice(0, 3).join(' or ')}?`
      : sameFile.length > 0
        ? `paths of \`${file}\`: ${list(sameFile.slice(0, 12))}${sameFile.length > 12 ? ', ...' : ''}`
        : `files: ${list([...new Set([...CONFIG_PATHS.keys()].map((known) => known.split('.')[0]!))])}`;
  return `\`${path}\` is not a path of the configuration the model knows; ${hint} (/dev-docs/configurations/guides/access-configuration-values)`;
}

const FACTORIES = {Controller: 'createCoreController', Service: 'createCoreService', Router: 'createCoreRouter'} as const;

/**
 * A file of a content type's API that does not export the factory's result for that content type (the file shape
 * `Tessera.ContentType<Controller|Service|Router><uid>` of check.ts): a plain object or function drops its core
 * actions.
 */
function contentTypeFileProblem(text: string): string | null {
  const match = /type 'ContentType(Controller|Service|Router)<"([^"]+)">'/.exec(text);
  if (!match) return null;
  const kind = match[1] as keyof typeof FACTORIES;
  const uid = match[2]!;
  return (
    `this file is the ${kind.toLowerCase()} of the content type ${uid}: export \`factories.${FACTORIES[kind]}('${uid}'${kind === 'Router' ? '' : ', ...'})\`, ` +
    `which keeps its core ${kind === 'Service' ? 'methods' : 'actions'} (find, findOne, create, update, delete); a plain object or function replaces them, ` +
    'and is for an API without a content type (/dev-docs/backend-customization/controllers)'
  );
}

/** A relation in `data` given as something other than documentIds (a numeric id, most often). */
function relationProblem(text: string, node: ts.Node): string | null {
  const match = /^Type '([^']+)' is not assignable to type '(ToOne|ToMany)RelationInput/.exec(text);
  if (!match) return null;
  const name = ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : 'the relation';
  const forms =
    match[2] === 'ToOne'
      ? 'its documentId, `{ connect: [documentId] }` or null'
      : 'a list of documentIds, or `{ connect, disconnect }` or `{ set }` of documentIds';
  return `\`${name}\` is a relation: it takes ${forms}, ${/\bnumber\b|^\d+$/.test(match[1]!) ? 'never a numeric id' : `not \`${match[1]}\``} (/dev-docs/api/rest/relations)`;
}

/**
 * A diagnostic of the example check in words a writer can act on; null when it only repeats another one (a call on
 * an unknown UID).
 */
export function explain(diagnostic: ts.Diagnostic, source: ts.SourceFile, checker: ts.TypeChecker): string | null {
  const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  const plain = `${text} (TS${diagnostic.code})`;
  if (diagnostic.start === undefined) return plain;
  // Type arguments on a call the check leaves untyped: only the values of other projects' packages are (OutsideValue
  // in check.ts), and what their generics take is their own documentation's business, not the model's.
  if (diagnostic.code === 2347) return null;
  const node = nodeAt(source, diagnostic.start);
  try {
    // A uid that is not a content type of the model.
    const uid = /^Argument of type '"([^"]+)"' is not assignable to parameter of type '(?:ContentTypeUid|ServiceUid)'/.exec(text);
    if (uid) return `\`${uid[1]}\` is not a content type of the model; content types: ${list(Object.keys(contentTypes))}`;
    if (underUnknownUid(node)) return null;
    const factory = contentTypeFileProblem(text);
    if (factory) return factory;
    const relation = relationProblem(text, node);
    if (relation) return relation;
    const locale = /^Type '"([^"]+)"' is not assignable to type '(?:"\*" \| )?Locale(?: \| "\*")?(?: \| undefined)?'/.exec(text);
    if (locale)
      return `\`${locale[1]}\` is not a locale of the example project; locales: ${list(LOCALES)} (and \`'*'\`, every locale, in delete, publish, unpublish and discardDraft)`;
    const configPath = configPathProblem(node);
    if (configPath) return configPath;
    const config = configProblem(text, node, checker);
    if (config) return config;
    // A method a service does not have.
    const method = /^Property '(\w+)' does not exist on type '(DocumentService|QueryEngine)'/.exec(text);
    if (method && ts.isPropertyAccessExpression(node.parent)) {
      const owner = modelNames(checker.getTypeAtLocation(node.parent.expression), checker)[0];
      const service = method[2] === 'DocumentService' ? 'the Document Service' : 'the Query Engine';
      const methods = method[2] === 'DocumentService' ? DOCUMENT_METHODS : QUERY_METHODS;
      return `${service}${owner ? ` of ${shortName(owner.schema.uid)}` : ''} has no method \`${method[1]}\`; methods: ${list(methods)}`;
    }
    // An unknown key in an object literal: a filter operator, a field to filter on, to write or to populate.
    const key = /^Object literal may only specify known properties, (?:but|and) '([^']+)' does not exist in type '([^']+)'/.exec(text);
    if (key) {
      const [, name, typeText] = key;
      if (typeText!.startsWith('Operators<') || name!.startsWith('$')) {
        return `\`${name}\` is not a filter operator; operators: ${list(OPERATORS)}`;
      }
      const literal = node.parent && ts.isPropertyAssignment(node.parent) ? node.parent.parent : node.parent?.parent;
      const found = modelNames(literal ? checker.getContextualType(literal as ts.Expression) : undefined, checker);
      for (const {schema, member} of found) {
        const message = unknownField(schema, name!, member);
        if (message) return message;
      }
    }
    // A string that names no field (fields, sort, select, populate).
    const value = /^Type '"([^"]+)"' is not assignable to type '([^']+)'/.exec(text);
    if (value && ts.isStringLiteral(node)) {
      const named = unknownName(node, checker);
      if (named) return named;
      const found = modelNames(checker.getContextualType(node), checker);
      for (const {schema, member} of found) {
        const message = unknownField(schema, value[1]!, member);
        if (message) return message;
      }
    }
    // The compiler points at the property (`sort`, `populate`) whose value names something the model lacks.
    if (ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node) {
      let named: string | null = null;
      const visit = (child: ts.Node) => {
        if (named) return;
        if (ts.isStringLiteral(child)) named = unknownName(child, checker);
        else ts.forEachChild(child, visit);
      };
      visit(node.parent.initializer);
      if (named) return named;
    }
    // A field read from a document that its type does not have.
    const hidden = /^Property '(\w+)' does not exist on type 'Omit<Document, Private>'/.exec(text);
    if (hidden) {
      const user = contentTypes['plugin::users-permissions.user'].attributes as Readonly<Record<string, {private?: boolean}>>;
      return user[hidden[1]!]?.private
        ? `\`${hidden[1]}\` is a private field of the end user: \`ctx.state.user\` leaves it out (/dev-docs/backend-customization/requests-responses)`
        : `the end user has no field \`${hidden[1]}\`; fields: ${list(Object.keys(user).filter((name) => !user[name]!.private))}`;
    }
    const read = /^Property '(\w+)' does not exist on type '(Document|Values|Row|Input)'/.exec(text);
    if (read && ts.isPropertyAccessExpression(node.parent)) {
      const owner = modelNames(checker.getTypeAtLocation(node.parent.expression), checker)[0];
      if (owner) return unknownField(owner.schema, read[1]!, /Row|Input/.test(read[2]!) ? 'Input' : 'Document') ?? plain;
    }
  } catch {
    return plain;
  }
  return plain;
}
