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
export type RelationKind = 'oneToOne' | 'oneToMany' | 'manyToOne' | 'manyToMany' | 'oneWay' | 'manyWay';

/** Relations that hold several documents. */
export type ToManyRelation = 'oneToMany' | 'manyToMany' | 'manyWay';

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
