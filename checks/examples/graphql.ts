/**
 * The check of the GraphQL examples: every `graphql` block is parsed and validated with graphql-js against the schema
 * the GraphQL plugin generates from the Trailhead model (graphqlSchema.ts). A field, an argument or a filter the
 * schema lacks is named with what the type has instead. What the schema types as a string is checked against the
 * model too: the fields `sort` names, the locales `locale` names, the values a filter on an enumeration compares
 * with; and `pagination` may not mix `page`/`pageSize` with `start`/`limit` (/dev-docs/api/graphql). A block that
 * holds only fragments need not use them. Fence metas as for the other kinds (kind.ts): `expect-error="..."` and
 * `no-check="..."`.
 */
import {
  GraphQLError,
  Kind,
  NoUnusedFragmentsRule,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  isUnionType,
  parse,
  specifiedRules,
  validate,
  type ASTNode,
  type GraphQLFieldMap,
  type GraphQLNamedType,
  type GraphQLSchema,
  type StringValueNode,
  type ValueNode,
  type ObjectValueNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type {PageModel} from '../../src/lib/pageModel/types';
import {components, contentTypes} from '../../src/model/trailhead';
import {LOCALES} from '../../src/model/trailhead/documents';
import type {Attribute} from '../../src/model/trailhead/schemaTypes';
import {exampleBlocks} from './blocks';
import type {BlockProblem, CheckResult, ExampleBlock} from './check';
import {checkKind} from './kind';
import {GRAPHQL_OPERATORS, generateGraphqlSchema} from './graphqlSchema';

export const GRAPHQL_LANGUAGES = ['graphql', 'gql'] as const;

/** The GraphQL blocks of the given page models (exampleBlocks). */
export function graphqlBlocks(models: readonly PageModel[], root: string): ExampleBlock[] {
  return exampleBlocks(models, root, (block) => (GRAPHQL_LANGUAGES as readonly string[]).includes(block.language ?? ''));
}

interface TrailheadSchema {
  schema: GraphQLSchema;
  origins: ReturnType<typeof generateGraphqlSchema>['origins'];
}

let trailhead: TrailheadSchema | null = null;

/** The schema of the Trailhead model, built once. */
export function trailheadGraphqlSchema(): TrailheadSchema {
  if (!trailhead) {
    const {sdl, origins} = generateGraphqlSchema(contentTypes, components);
    trailhead = {schema: buildSchema(sdl), origins};
  }
  return trailhead;
}

const list = (names: readonly string[]) => names.join(', ');

/**
 * Messages in the model's words for what graphql-js would say in its own: an unknown field, argument or input field.
 * Each node it explains is added to `explained`, and graphql-js's own error on that node is dropped.
 */
function explainingRule(origins: TrailheadSchema['origins'], explained: Map<ASTNode, GraphQLError>): ValidationRule {
  return (context: ValidationContext) => {
    const report = (node: ASTNode, message: string) => {
      const error = new GraphQLError(message, {nodes: node});
      explained.set(node, error);
      context.reportError(error);
    };
    return {
      Field(node) {
        const parent = context.getParentType();
        if (!parent || context.getFieldDef()) return;
        const name = node.name.value;
        if (isObjectType(parent) || isInterfaceType(parent))
          report(node, `${parent.name} has no field "${name}"; fields: ${list(Object.keys(parent.getFields()))}`);
        else if (isUnionType(parent))
          report(
            node,
            `${parent.name} is one of ${list(parent.getTypes().map((type) => type.name))}: select "${name}" inside "... on <type> { }"`,
          );
      },
      Argument(node) {
        const field = context.getFieldDef();
        const parent = context.getParentType();
        if (context.getArgument() || !field || context.getDirective()) return;
        const owner = parent && (parent.name === 'Query' || parent.name === 'Mutation') ? field.name : `${parent?.name}.${field.name}`;
        const names = field.args.map((arg) => arg.name);
        report(
          node,
          `${owner} takes no argument "${node.name.value}"; ${names.length > 0 ? `arguments: ${list(names)}` : 'it takes none'}`,
        );
      },
      StringValue(node) {
        const type = getNamedType(context.getInputType());
        if (!isEnumType(type)) return;
        const values = type.getValues().map((value) => value.name);
        report(
          node,
          values.includes(node.value)
            ? `${type.name} is a GraphQL enum: write ${node.value} without quotes`
            : `"${node.value}" is not a value of ${type.name}; values: ${list(values)}`,
        );
      },
      EnumValue(node) {
        const type = getNamedType(context.getInputType());
        if (!isEnumType(type) || type.getValue(node.value)) return;
        report(node, `${node.value} is not a value of ${type.name}; values: ${list(type.getValues().map((value) => value.name))}`);
      },
      ObjectField(node) {
        const parent = getNamedType(context.getParentInputType());
        if (!parent || !isInputObjectType(parent) || node.name.value in parent.getFields()) return;
        const name = node.name.value;
        const fields = Object.keys(parent.getFields());
        const origin = origins.get(parent.name);
        const typeName = parent.name.replace(/(Filters)?Input$/, '');
        if (origin?.role === 'filters')
          report(
            node,
            `${typeName} has no field "${name}" to filter on; fields: ${list(fields.filter((field) => !['and', 'or', 'not'].includes(field)))}`,
          );
        else if (origin?.role === 'input') report(node, `${typeName} has no field "${name}" to write; fields: ${list(fields)}`);
        else if (/^[A-Z]\w*FilterInput$/.test(parent.name))
          report(node, `"${name}" is not a filter operator; operators: ${list(GRAPHQL_OPERATORS)}`);
        else if (parent.name === 'PaginationArg')
          report(node, `pagination has no "${name}"; it takes page and pageSize, or start and limit`);
        else report(node, `${parent.name} has no field "${name}"; fields: ${list(fields)}`);
      },
    };
  };
}

/** `pagination` takes page and pageSize, or start and limit, never both (/dev-docs/api/graphql#paginate). */
const PaginationRule: ValidationRule = (context) => {
  const check = (value: ObjectValueNode) => {
    const keys = new Set(value.fields.map((field) => field.name.value));
    const pages = ['page', 'pageSize'].filter((key) => keys.has(key));
    const offsets = ['start', 'limit'].filter((key) => keys.has(key));
    if (pages.length > 0 && offsets.length > 0)
      context.reportError(
        new GraphQLError(
          `pagination takes page and pageSize, or start and limit, never both: drop ${list(offsets.length <= pages.length ? offsets : pages)}`,
          {nodes: value},
        ),
      );
  };
  return {
    ObjectValue(node) {
      const type = getNamedType(context.getInputType());
      if (type?.name === 'PaginationArg') check(node);
    },
  };
};

/** The schema of a content type or component of the model, by UID. */
const attributesOf = (uid: string): Readonly<Record<string, Attribute>> | undefined =>
  (
    (contentTypes as Readonly<Record<string, {attributes: Readonly<Record<string, Attribute>>}>>)[uid] ??
    (components as Readonly<Record<string, {attributes: Readonly<Record<string, Attribute>>}>>)[uid]
  )?.attributes;

/** The string literals of a value, at any depth (the values of `in: [...]`, of `and: [{ eq: ... }]`). */
function stringsIn(node: ValueNode, out: StringValueNode[] = []): StringValueNode[] {
  if (node.kind === Kind.STRING) out.push(node);
  else if (node.kind === Kind.LIST) for (const item of node.values) stringsIn(item, out);
  else if (node.kind === Kind.OBJECT) for (const field of node.fields) stringsIn(field.value, out);
  return out;
}

/**
 * What graphql-js cannot know, since the schema types it as a string: the fields `sort` names (`"name:asc"`, or a
 * path through a relation or a component: `"address.city"`), the locales `locale` names, and the values a filter on
 * an enumeration compares with.
 */
function modelValuesRule(origins: TrailheadSchema['origins']): ValidationRule {
  return (context) => ({
    Argument(node) {
      const field = context.getFieldDef();
      if (!field || !context.getArgument()) return;
      if (node.name.value === 'locale') {
        for (const value of stringsIn(node.value))
          if (!(LOCALES as readonly string[]).includes(value.value))
            context.reportError(
              new GraphQLError(`"${value.value}" is not a locale of Trailhead; locales: ${list(LOCALES)}`, {nodes: value}),
            );
        return;
      }
      if (node.name.value !== 'sort') return;
      let sorted = getNamedType(field.type);
      // `restaurants_connection` sorts its nodes.
      if (isObjectType(sorted) && sorted.getFields().nodes) sorted = getNamedType(sorted.getFields().nodes!.type);
      if (!isObjectType(sorted)) return;
      for (const value of stringsIn(node.value)) {
        const [path = '', direction, ...rest] = value.value.split(':');
        if (rest.length > 0 || (direction !== undefined && !/^(asc|desc)$/i.test(direction))) {
          context.reportError(new GraphQLError(`sort "${value.value}": a field name, then :asc or :desc`, {nodes: value}));
          continue;
        }
        let type: GraphQLNamedType = sorted;
        for (const segment of path.split('.')) {
          const fields: GraphQLFieldMap<unknown, unknown> | null = isObjectType(type) ? type.getFields() : null;
          if (!fields || !fields[segment]) {
            const leaves = fields ? Object.keys(fields).filter((name) => isLeafType(getNamedType(fields[name]!.type))) : [];
            context.reportError(
              new GraphQLError(`${type.name} has no field "${segment}" to sort on; fields: ${list(leaves)}`, {nodes: value}),
            );
            break;
          }
          type = getNamedType(fields[segment]!.type);
        }
      }
    },
    ObjectField(node) {
      const parent = getNamedType(context.getParentInputType());
      const origin = parent && origins.get(parent.name);
      if (origin?.role !== 'filters') return;
      const attribute = attributesOf(origin.uid)?.[node.name.value];
      if (attribute?.type !== 'enumeration' || node.value.kind !== Kind.OBJECT) return;
      for (const operator of node.value.fields) {
        if (operator.name.value === 'null' || operator.name.value === 'notNull') continue;
        for (const value of stringsIn(operator.value))
          if (!attribute.enum.some((option) => option.toLowerCase() === value.value.toLowerCase()))
            context.reportError(
              new GraphQLError(
                `"${value.value}" is not a value of ${parent!.name.replace(/FiltersInput$/, '')}.${node.name.value}; values: ${list(attribute.enum)}`,
                {nodes: value},
              ),
            );
      }
    },
  });
}

/** The problems of one block: each with its line in the page. */
function problemsOf(block: ExampleBlock, {schema, origins}: TrailheadSchema): BlockProblem[] {
  const at = (error: GraphQLError): number => block.line + (error.locations?.[0]?.line ?? 0);
  let document;
  try {
    document = parse(block.text);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [{block, line: at(error), message: `does not parse: ${error.message}`}];
  }
  const onlyFragments = document.definitions.every((definition) => definition.kind === Kind.FRAGMENT_DEFINITION);
  const explained = new Map<ASTNode, GraphQLError>();
  const rules = [
    ...specifiedRules.filter((rule) => !(onlyFragments && rule === NoUnusedFragmentsRule)),
    explainingRule(origins, explained),
    modelValuesRule(origins),
    PaginationRule,
  ];
  // graphql-js's own error on a node the explaining rule has explained goes.
  const errors = validate(schema, document, rules).filter((error) => {
    const node = error.nodes?.[0];
    return !node || !explained.has(node) || explained.get(node) === error;
  });
  return errors.map((error) => ({block, line: at(error), message: error.message})).sort((a, b) => a.line - b.line);
}

/** Checks the GraphQL blocks against the schema of the Trailhead model. */
export function checkGraphql(blocks: readonly ExampleBlock[], schema: TrailheadSchema = trailheadGraphqlSchema()): CheckResult {
  return checkKind(blocks, (block) => problemsOf(block, schema), 'a GraphQL block is a whole document');
}
