/**
 * The shape of a Tessera model (`schema.json` of a content type, the JSON file of a component), as
 * /dev-docs/backend-customization/models documents it, and the TypeScript types derived from a schema.
 * The Trailhead schemas (schemas.ts) are written against these types, `as const`, so that the value of
 * every field of every content type can be computed from its schema (FieldValues below).
 */

/** Every attribute `type` the models page documents; nothing else is a field type. */
export const ATTRIBUTE_TYPES = [
  'string',
  'text',
  'richtext',
  'blocks',
  'email',
  'password',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'time',
  'datetime',
  'boolean',
  'enumeration',
  'json',
  'uid',
  'media',
  'relation',
  'component',
  'dynamiczone',
  'customField',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** The relation kinds of the models page. */
export const RELATION_KINDS = ['oneToOne', 'oneToMany', 'manyToOne', 'manyToMany', 'oneWay', 'manyWay'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Relations that hold several documents. */
export const TO_MANY_RELATIONS = ['oneToMany', 'manyToMany', 'manyWay'] as const satisfies readonly RelationKind[];
export type ToManyRelation = (typeof TO_MANY_RELATIONS)[number];

/** Options every attribute accepts. */
interface CommonOptions {
  required?: boolean;
  unique?: boolean;
  private?: boolean;
  configurable?: boolean;
  pluginOptions?: {i18n?: {localized: boolean}};
}

interface TextAttribute extends CommonOptions {
  type: 'string' | 'text' | 'richtext' | 'email' | 'password';
  minLength?: number;
  maxLength?: number;
  regex?: string;
  default?: string;
}
interface BlocksAttribute extends CommonOptions {
  type: 'blocks';
}
interface NumberAttribute extends CommonOptions {
  type: 'integer' | 'biginteger' | 'float' | 'decimal';
  min?: number;
  max?: number;
  default?: number;
}
interface DateAttribute extends CommonOptions {
  type: 'date' | 'time' | 'datetime';
  default?: string;
}
interface BooleanAttribute extends CommonOptions {
  type: 'boolean';
  default?: boolean;
}
interface EnumerationAttribute extends CommonOptions {
  type: 'enumeration';
  enum: readonly string[];
  default?: string;
  /** The name of the enumeration's type in the GraphQL schema ("Name override for GraphQL" in the Content-Type Builder). */
  enumName?: string;
}
interface JsonAttribute extends CommonOptions {
  type: 'json';
  default?: unknown;
}
interface UidAttribute extends CommonOptions {
  type: 'uid';
  targetField?: string;
  /** Slug options, such as `{"separator": "-", "lowercase": true}`. */
  options?: Readonly<Record<string, string | boolean>>;
  minLength?: number;
  maxLength?: number;
  default?: string;
}
interface MediaAttribute extends CommonOptions {
  type: 'media';
  multiple: boolean;
  allowedTypes?: readonly ('images' | 'videos' | 'audios' | 'files')[];
}
interface RelationAttribute extends CommonOptions {
  type: 'relation';
  relation: RelationKind;
  /** The UID of the related content type. */
  target: string;
  inversedBy?: string;
  mappedBy?: string;
}
interface ComponentAttribute extends CommonOptions {
  type: 'component';
  /** A component UID, such as `shared.address`. */
  component: string;
  repeatable: boolean;
  min?: number;
  max?: number;
}
interface DynamicZoneAttribute extends CommonOptions {
  type: 'dynamiczone';
  components: readonly string[];
  min?: number;
  max?: number;
}
interface CustomFieldAttribute extends CommonOptions {
  type: 'customField';
  customField: string;
}

export type Attribute =
  | TextAttribute
  | BlocksAttribute
  | NumberAttribute
  | DateAttribute
  | BooleanAttribute
  | EnumerationAttribute
  | JsonAttribute
  | UidAttribute
  | MediaAttribute
  | RelationAttribute
  | ComponentAttribute
  | DynamicZoneAttribute
  | CustomFieldAttribute;

/** A content type's `schema.json`, with the UID the server gives it. */
export interface ContentTypeSchema {
  uid: string;
  kind: 'collectionType' | 'singleType';
  collectionName: string;
  info: {singularName: string; pluralName: string; displayName: string; description?: string};
  options: {
    draftAndPublish: boolean;
    /** Lets `populate` return `createdBy` and `updatedBy` (/dev-docs/api/rest/guides/populate-creator-fields). */
    populateCreatorFields?: boolean;
    /** Attributes never sent in a REST or GraphQL response, besides `responses.privateAttributes` of config/api. */
    privateAttributes?: readonly string[];
  };
  pluginOptions: {
    i18n: {localized: boolean};
    'content-manager'?: {visible: boolean};
    'content-type-builder'?: {visible: boolean};
  };
  attributes: Readonly<Record<string, Attribute>>;
}

/** A component's JSON file (`src/components/<category>/<name>.json`), with its UID `<category>.<name>`. */
export interface ComponentSchema {
  uid: string;
  collectionName: string;
  info: {displayName: string; icon?: string; description?: string};
  options: Readonly<Record<string, never>>;
  attributes: Readonly<Record<string, Attribute>>;
}

/**
 * The shapes above as data, for the check of the model files that pages show (checks/examples/schemaJson.ts): every
 * key a file may hold, what its value is, and whether the file must have it. Each table `satisfies` the shape of
 * the type it describes, so that a key added to a type and not here (or here and not there), or a key that becomes
 * required, is a compile error.
 */
export type ValueKind =
  | 'boolean'
  | 'string'
  | 'number'
  | 'strings'
  /** Whatever the JSON value (a `default`, slug options). */
  | 'any'
  | {readonly oneOf: readonly string[]}
  | {readonly listOf: readonly string[]};
export interface ValueSpec<R extends boolean = boolean> {
  readonly value: ValueKind;
  readonly required: R;
}
export interface ObjectSpec<R extends boolean = boolean> {
  readonly keys: KeyShape;
  readonly required: R;
}
export type KeySpec = ValueSpec | ObjectSpec;
export type KeyShape = Readonly<Record<string, KeySpec>>;

type IsRequired<S, K extends keyof S> = Pick<S, K> extends Required<Pick<S, K>> ? true : false;
/** An object whose keys are open (`Record<string, ...>`) is one value; one that must stay empty has no keys. */
type SpecOf<V, R extends boolean, Loose extends boolean> = unknown extends V
  ? ValueSpec<R>
  : NonNullable<V> extends readonly unknown[] | string | number | boolean
    ? ValueSpec<R>
    : string extends keyof NonNullable<V>
      ? [NonNullable<V>[string & keyof NonNullable<V>]] extends [never]
        ? {readonly keys: Readonly<Record<string, never>>; readonly required: R}
        : ValueSpec<R>
      : {readonly keys: ShapeOf<NonNullable<V>, never, Loose>; readonly required: R};
/**
 * The table of the keys of `S`: each key, `required` exactly when `S` requires it, except the keys `Defaulted`
 * names, which a file may leave out (the product has a default for them), with everything inside them.
 */
type ShapeOf<S, Defaulted extends PropertyKey = never, Loose extends boolean = false> = {
  readonly [K in keyof S]-?: K extends Defaulted
    ? SpecOf<S[K], false, true>
    : SpecOf<S[K], Loose extends true ? false : IsRequired<S, K>, Loose>;
};

/** A key a file may leave out, and one it must have. */
const optional = <V extends ValueKind>(kind: V) => ({value: kind, required: false}) as const;
const required = <V extends ValueKind>(kind: V) => ({value: kind, required: true}) as const;

/** The attribute of one type (`string` is a TextAttribute). */
type AttributeOf<T extends AttributeType> = Attribute extends infer A
  ? A extends {type: infer U}
    ? T extends U
      ? A
      : never
    : never
  : never;
type OwnOptions<T extends AttributeType, O = Omit<AttributeOf<T>, 'type' | keyof CommonOptions>> = [keyof O] extends [never]
  ? Readonly<Record<string, never>>
  : ShapeOf<O>;

/** The options of the models page's "Options for every type". */
export const COMMON_OPTIONS = {
  required: optional('boolean'),
  unique: optional('boolean'),
  private: optional('boolean'),
  configurable: optional('boolean'),
  pluginOptions: {keys: {i18n: {keys: {localized: required('boolean')}, required: false}}, required: false},
} as const satisfies ShapeOf<CommonOptions>;

const TEXT_OPTIONS = {
  minLength: optional('number'),
  maxLength: optional('number'),
  regex: optional('string'),
  default: optional('string'),
} as const;
const NUMBER_OPTIONS = {min: optional('number'), max: optional('number'), default: optional('number')} as const;
const COUNT_OPTIONS = {min: optional('number'), max: optional('number')} as const;

/** The options of each attribute type besides the common ones ("Options for specific types"). */
export const ATTRIBUTE_OPTIONS = {
  string: TEXT_OPTIONS,
  text: TEXT_OPTIONS,
  richtext: TEXT_OPTIONS,
  email: TEXT_OPTIONS,
  password: TEXT_OPTIONS,
  blocks: {},
  integer: NUMBER_OPTIONS,
  biginteger: NUMBER_OPTIONS,
  float: NUMBER_OPTIONS,
  decimal: NUMBER_OPTIONS,
  date: {default: optional('string')},
  time: {default: optional('string')},
  datetime: {default: optional('string')},
  boolean: {default: optional('boolean')},
  enumeration: {enum: required('strings'), default: optional('string'), enumName: optional('string')},
  json: {default: optional('any')},
  uid: {
    targetField: optional('string'),
    options: optional('any'),
    minLength: optional('number'),
    maxLength: optional('number'),
    default: optional('string'),
  },
  media: {multiple: required('boolean'), allowedTypes: optional({listOf: ['images', 'videos', 'audios', 'files']})},
  relation: {
    relation: required({oneOf: RELATION_KINDS}),
    target: required('string'),
    inversedBy: optional('string'),
    mappedBy: optional('string'),
  },
  component: {component: required('string'), repeatable: required('boolean'), ...COUNT_OPTIONS},
  dynamiczone: {components: required('strings'), ...COUNT_OPTIONS},
  customField: {customField: required('string')},
} as const satisfies {[T in AttributeType]: OwnOptions<T>};

/**
 * The keys of a content type's `schema.json` besides `attributes`. `options` and `pluginOptions` may be left out:
 * Draft & Publish is on by default, and a content type is not localized unless it says so.
 */
export const CONTENT_TYPE_KEYS = {
  kind: required({oneOf: ['collectionType', 'singleType']}),
  collectionName: required('string'),
  info: {
    keys: {
      singularName: required('string'),
      pluralName: required('string'),
      displayName: required('string'),
      description: optional('string'),
    },
    required: true,
  },
  options: {
    keys: {draftAndPublish: optional('boolean'), populateCreatorFields: optional('boolean'), privateAttributes: optional('strings')},
    required: false,
  },
  pluginOptions: {
    keys: {
      i18n: {keys: {localized: optional('boolean')}, required: false},
      'content-manager': {keys: {visible: optional('boolean')}, required: false},
      'content-type-builder': {keys: {visible: optional('boolean')}, required: false},
    },
    required: false,
  },
} as const satisfies ShapeOf<Omit<ContentTypeSchema, 'uid' | 'attributes'>, 'options' | 'pluginOptions'>;

/** The keys of a component's JSON file besides `attributes`; its `options` are reserved and stay empty. */
export const COMPONENT_KEYS = {
  collectionName: required('string'),
  info: {keys: {displayName: required('string'), icon: optional('string'), description: optional('string')}, required: true},
  options: {keys: {}, required: false},
} as const satisfies ShapeOf<Omit<ComponentSchema, 'uid' | 'attributes'>, 'options'>;

/**
 * Names Tessera reserves (/dev-docs/migration/v4-to-v5/breaking-changes/attributes-and-content-types-names-reserved),
 * compared without regard to case.
 */
export const RESERVED_NAMES = {
  attributes: [
    'id',
    'documentId',
    'document_id',
    'locale',
    'localizations',
    'status',
    'meta',
    'createdAt',
    'updatedAt',
    'publishedAt',
    'createdBy',
    'updatedBy',
    '__component',
    '__contentType',
  ],
  attributePrefixes: ['tessera', '_tessera', '__'],
  models: ['meta', 'document', 'documents', 'tessera', 'locale', 'status'],
} as const;

/** A node of a Blocks rich-text value (only the kinds the examples use). */
export interface BlockNode {
  type: 'paragraph' | 'heading';
  level?: number;
  children: readonly {type: 'text'; text: string}[];
}

/**
 * The value of one attribute in a document, computed from the attribute. Relations and media hold the
 * documentIds of the related documents and files; components hold their fields; dynamic-zone entries carry
 * `__component`. `Components` maps each component UID to its schema.
 */
export type AttributeValue<A, Components extends Record<string, ComponentSchema>> = A extends {
  type: 'string' | 'text' | 'richtext' | 'email' | 'password' | 'uid' | 'biginteger';
}
  ? string
  : A extends {type: 'integer' | 'float' | 'decimal'}
    ? number
    : A extends {type: 'boolean'}
      ? boolean
      : A extends {type: 'date' | 'time' | 'datetime'}
        ? string
        : A extends {type: 'enumeration'; enum: readonly (infer E)[]}
          ? E
          : A extends {type: 'blocks'}
            ? readonly BlockNode[]
            : A extends {type: 'media'; multiple: true}
              ? readonly string[]
              : A extends {type: 'media'}
                ? string
                : A extends {type: 'relation'; relation: ToManyRelation}
                  ? readonly string[]
                  : A extends {type: 'relation'}
                    ? string
                    : A extends {type: 'component'; component: infer C extends keyof Components; repeatable: true}
                      ? readonly ComponentValue<Components[C], Components>[]
                      : A extends {type: 'component'; component: infer C extends keyof Components}
                        ? ComponentValue<Components[C], Components>
                        : A extends {type: 'dynamiczone'; components: readonly (infer C extends keyof Components & string)[]}
                          ? readonly DynamicZoneEntry<C, Components>[]
                          : unknown;

type ComponentValue<S extends ComponentSchema, Components extends Record<string, ComponentSchema>> = {
  readonly [K in keyof S['attributes']]?: AttributeValue<S['attributes'][K], Components>;
};

type DynamicZoneEntry<C extends keyof Components & string, Components extends Record<string, ComponentSchema>> = C extends unknown
  ? {readonly __component: C} & ComponentValue<Components[C], Components>
  : never;

/** The field values of a document of the schema `S`, each optional (a document may leave a field empty). */
export type FieldValues<S extends {attributes: Readonly<Record<string, Attribute>>}, Components extends Record<string, ComponentSchema>> = {
  readonly [K in keyof S['attributes']]?: AttributeValue<S['attributes'][K], Components>;
};

/** Whether an attribute holds several values: a to-many relation, multiple media, a repeatable component. */
export function holdsMany(attribute: Attribute): boolean {
  if (attribute.type === 'relation') return (TO_MANY_RELATIONS as readonly string[]).includes(attribute.relation);
  if (attribute.type === 'media') return attribute.multiple === true;
  if (attribute.type === 'component') return attribute.repeatable === true;
  return false;
}
