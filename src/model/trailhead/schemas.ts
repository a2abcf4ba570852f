/**
 * The content model of Trailhead, the example project of every tutorial and API example, written as the
 * product writes it: each content type as its `schema.json`, each component as its JSON file
 * (/dev-docs/backend-customization/models). `npx create-tessera@latest trailhead --example` creates exactly these.
 * Typed literally (`as const satisfies`), so that documents.ts and later code derive each document's fields
 * from its schema: a field a page uses and the model lacks is a type error or a content-check failure.
 */
import type {ComponentSchema, ContentTypeSchema} from './schemaTypes';

const restaurant = {
  uid: 'api::restaurant.restaurant',
  kind: 'collectionType',
  collectionName: 'restaurants',
  info: {singularName: 'restaurant', pluralName: 'restaurants', displayName: 'Restaurant', description: 'A place to eat near the trails'},
  options: {draftAndPublish: true},
  pluginOptions: {i18n: {localized: true}},
  attributes: {
    name: {type: 'string', required: true, maxLength: 120},
    slug: {type: 'uid', targetField: 'name', required: true},
    description: {type: 'blocks'},
    priceRange: {
      type: 'enumeration',
      enum: ['budget', 'moderate', 'upscale'],
      default: 'moderate',
      pluginOptions: {i18n: {localized: false}},
    },
    capacity: {type: 'integer', min: 1, pluginOptions: {i18n: {localized: false}}},
    phone: {type: 'string', pluginOptions: {i18n: {localized: false}}},
    averageRating: {type: 'decimal', min: 1, max: 5, configurable: false, pluginOptions: {i18n: {localized: false}}},
    cover: {type: 'media', multiple: false, allowedTypes: ['images']},
    address: {type: 'component', component: 'shared.address', repeatable: false, pluginOptions: {i18n: {localized: false}}},
    seo: {type: 'component', component: 'shared.seo', repeatable: false},
    categories: {type: 'relation', relation: 'manyToMany', target: 'api::category.category', inversedBy: 'restaurants'},
    reviews: {type: 'relation', relation: 'oneToMany', target: 'api::review.review', mappedBy: 'restaurant'},
  },
} as const satisfies ContentTypeSchema;

const review = {
  uid: 'api::review.review',
  kind: 'collectionType',
  collectionName: 'reviews',
  info: {singularName: 'review', pluralName: 'reviews', displayName: 'Review', description: 'What an end user thought of a restaurant'},
  // End users write reviews: no editorial workflow, every save publishes.
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    rating: {type: 'integer', required: true, min: 1, max: 5},
    comment: {type: 'text', maxLength: 2000},
    restaurant: {type: 'relation', relation: 'manyToOne', target: 'api::restaurant.restaurant', inversedBy: 'reviews'},
    author: {type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.user'},
  },
} as const satisfies ContentTypeSchema;

const category = {
  uid: 'api::category.category',
  kind: 'collectionType',
  collectionName: 'categories',
  info: {singularName: 'category', pluralName: 'categories', displayName: 'Category', description: 'A label that groups restaurants'},
  options: {draftAndPublish: true},
  pluginOptions: {i18n: {localized: true}},
  attributes: {
    name: {type: 'string', required: true},
    slug: {type: 'uid', targetField: 'name', required: true},
    restaurants: {type: 'relation', relation: 'manyToMany', target: 'api::restaurant.restaurant', mappedBy: 'categories'},
    /** Added by Trailhead's local plugin `color-picker`, a custom field (/dev-docs/custom-fields). */
    mapColor: {type: 'customField', customField: 'plugin::color-picker.color'},
  },
} as const satisfies ContentTypeSchema;

const trail = {
  uid: 'api::trail.trail',
  kind: 'collectionType',
  collectionName: 'trails',
  info: {singularName: 'trail', pluralName: 'trails', displayName: 'Trail', description: 'A hiking trail and where it starts'},
  options: {draftAndPublish: true},
  pluginOptions: {i18n: {localized: true}},
  attributes: {
    name: {type: 'string', required: true},
    slug: {type: 'uid', targetField: 'name', required: true},
    description: {type: 'blocks'},
    difficulty: {type: 'enumeration', enum: ['easy', 'moderate', 'hard'], pluginOptions: {i18n: {localized: false}}},
    lengthKm: {type: 'decimal', min: 0, pluginOptions: {i18n: {localized: false}}},
    elevationGain: {type: 'integer', min: 0, pluginOptions: {i18n: {localized: false}}},
    seasonal: {type: 'boolean', default: false, pluginOptions: {i18n: {localized: false}}},
    trailheads: {type: 'component', component: 'shared.address', repeatable: true, pluginOptions: {i18n: {localized: false}}},
    cover: {type: 'media', multiple: false, allowedTypes: ['images']},
  },
} as const satisfies ContentTypeSchema;

const article = {
  uid: 'api::article.article',
  kind: 'collectionType',
  collectionName: 'articles',
  info: {singularName: 'article', pluralName: 'articles', displayName: 'Article', description: 'A story of the Trailhead blog'},
  options: {draftAndPublish: true},
  pluginOptions: {i18n: {localized: true}},
  attributes: {
    title: {type: 'string', required: true},
    slug: {type: 'uid', targetField: 'title', required: true},
    content: {type: 'blocks'},
    cover: {type: 'media', multiple: false, allowedTypes: ['images']},
    publishOn: {type: 'datetime', pluginOptions: {i18n: {localized: false}}},
    trails: {type: 'relation', relation: 'manyWay', target: 'api::trail.trail'},
    seo: {type: 'component', component: 'shared.seo', repeatable: false},
  },
} as const satisfies ContentTypeSchema;

const homepage = {
  uid: 'api::homepage.homepage',
  kind: 'singleType',
  collectionName: 'homepages',
  info: {singularName: 'homepage', pluralName: 'homepages', displayName: 'Homepage', description: 'The home page of the Trailhead website'},
  options: {draftAndPublish: true},
  pluginOptions: {i18n: {localized: true}},
  attributes: {
    title: {type: 'string', required: true},
    intro: {type: 'text'},
    featuredRestaurants: {type: 'relation', relation: 'manyWay', target: 'api::restaurant.restaurant'},
    seo: {type: 'component', component: 'shared.seo', repeatable: false},
    sections: {type: 'dynamiczone', components: ['shared.seo', 'shared.address']},
  },
} as const satisfies ContentTypeSchema;

/** The end users of the Users & Permissions plugin, with the `displayName` field Trailhead adds. */
const user = {
  uid: 'plugin::users-permissions.user',
  kind: 'collectionType',
  collectionName: 'up_users',
  info: {singularName: 'user', pluralName: 'users', displayName: 'User'},
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    username: {type: 'string', required: true, unique: true, minLength: 3},
    email: {type: 'email', required: true, unique: true, minLength: 6},
    provider: {type: 'string', configurable: false},
    password: {type: 'password', private: true, minLength: 6},
    resetPasswordToken: {type: 'string', private: true, configurable: false},
    confirmationToken: {type: 'string', private: true, configurable: false},
    confirmed: {type: 'boolean', default: false},
    blocked: {type: 'boolean', default: false},
    role: {type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.role', inversedBy: 'users', configurable: false},
    displayName: {type: 'string', maxLength: 60},
    /** Added by Trailhead's extension of the plugin (/dev-docs/plugins-extension). */
    favoriteTrails: {type: 'relation', relation: 'manyToMany', target: 'api::trail.trail'},
  },
} as const satisfies ContentTypeSchema;

/** The roles of the Users & Permissions plugin (built in; `Public` and `Authenticated` by default). */
const role = {
  uid: 'plugin::users-permissions.role',
  kind: 'collectionType',
  collectionName: 'up_roles',
  info: {singularName: 'role', pluralName: 'roles', displayName: 'Role'},
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    name: {type: 'string', required: true, minLength: 3},
    description: {type: 'string'},
    type: {type: 'string', unique: true},
    permissions: {type: 'relation', relation: 'oneToMany', target: 'plugin::users-permissions.permission', mappedBy: 'role'},
    users: {type: 'relation', relation: 'oneToMany', target: 'plugin::users-permissions.user', mappedBy: 'role'},
  },
} as const satisfies ContentTypeSchema;

/** One action a role of the Users & Permissions plugin may take (`api::restaurant.restaurant.find`). */
const permission = {
  uid: 'plugin::users-permissions.permission',
  kind: 'collectionType',
  collectionName: 'up_permissions',
  info: {singularName: 'permission', pluralName: 'permissions', displayName: 'Permission'},
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    action: {type: 'string', required: true},
    role: {type: 'relation', relation: 'manyToOne', target: 'plugin::users-permissions.role', inversedBy: 'permissions'},
  },
} as const satisfies ContentTypeSchema;

/** The trail reports of Trailhead's local plugin `trail-conditions` (/dev-docs/plugins/guides/store-and-access-data). */
const report = {
  uid: 'plugin::trail-conditions.report',
  kind: 'collectionType',
  collectionName: 'trail_conditions_reports',
  info: {
    singularName: 'report',
    pluralName: 'reports',
    displayName: 'Trail report',
    description: 'The condition of a trail, reported by a ranger.',
  },
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    trail: {type: 'relation', relation: 'manyToOne', target: 'api::trail.trail'},
    condition: {type: 'enumeration', enum: ['open', 'muddy', 'closed'], default: 'open', required: true},
    note: {type: 'text'},
    reportedAt: {type: 'datetime', required: true},
  },
} as const satisfies ContentTypeSchema;

/** Files of the Media Library, which media fields point to (built in; shown here because pages show files). */
const file = {
  uid: 'plugin::upload.file',
  kind: 'collectionType',
  collectionName: 'files',
  info: {singularName: 'file', pluralName: 'files', displayName: 'File'},
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    name: {type: 'string', required: true},
    alternativeText: {type: 'string'},
    caption: {type: 'string'},
    width: {type: 'integer'},
    height: {type: 'integer'},
    mime: {type: 'string', required: true},
    formats: {type: 'json'},
    hash: {type: 'string', required: true},
    ext: {type: 'string'},
    size: {type: 'decimal', required: true},
    url: {type: 'string', required: true},
    previewUrl: {type: 'string'},
    provider: {type: 'string', required: true},
    provider_metadata: {type: 'json'},
  },
} as const satisfies ContentTypeSchema;

/** Administrators (admin panel users; built in; shown in `createdBy` and `updatedBy`). */
const adminUser = {
  uid: 'admin::user',
  kind: 'collectionType',
  collectionName: 'admin_users',
  info: {singularName: 'user', pluralName: 'users', displayName: 'User'},
  options: {draftAndPublish: false},
  pluginOptions: {i18n: {localized: false}},
  attributes: {
    firstname: {type: 'string'},
    lastname: {type: 'string'},
    username: {type: 'string'},
    email: {type: 'email', required: true, private: true},
  },
} as const satisfies ContentTypeSchema;

const seo = {
  uid: 'shared.seo',
  collectionName: 'components_shared_seos',
  info: {displayName: 'SEO', icon: 'search', description: 'What search engines and link previews show'},
  options: {},
  attributes: {
    metaTitle: {type: 'string', required: true, maxLength: 60},
    metaDescription: {type: 'text', maxLength: 160},
    shareImage: {type: 'media', multiple: false, allowedTypes: ['images']},
  },
} as const satisfies ComponentSchema;

const address = {
  uid: 'shared.address',
  collectionName: 'components_shared_addresses',
  info: {displayName: 'Address', icon: 'pin', description: 'A postal address'},
  options: {},
  attributes: {
    street: {type: 'string', required: true},
    city: {type: 'string', required: true},
    postalCode: {type: 'string', maxLength: 12},
    country: {type: 'string', minLength: 2, maxLength: 2, default: 'US'},
  },
} as const satisfies ComponentSchema;

/** The content types of the example project, by UID: the six of Trailhead, then the built-in ones pages show. */
export const contentTypes = {
  'api::restaurant.restaurant': restaurant,
  'api::review.review': review,
  'api::category.category': category,
  'api::trail.trail': trail,
  'api::article.article': article,
  'api::homepage.homepage': homepage,
  'plugin::users-permissions.user': user,
  'plugin::users-permissions.role': role,
  'plugin::users-permissions.permission': permission,
  'plugin::trail-conditions.report': report,
  'plugin::upload.file': file,
  'admin::user': adminUser,
} as const;

/** The components of the example project, by UID. */
export const components = {
  'shared.seo': seo,
  'shared.address': address,
} as const;

export type ContentTypeUid = keyof typeof contentTypes;
export type ComponentUid = keyof typeof components;

/** The content types Trailhead defines (its `src/api/`), as opposed to those the product brings. */
export const TRAILHEAD_API_TYPES = [
  'api::restaurant.restaurant',
  'api::review.review',
  'api::category.category',
  'api::trail.trail',
  'api::article.article',
  'api::homepage.homepage',
] as const satisfies readonly ContentTypeUid[];
