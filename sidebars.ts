import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {readSettings} from './src/settings';

/**
 * Sidebars are written as routes (no leading slash), which is what writers see in the browser.
 * `page()` turns a route into the doc id of `docs/<route>.mdx` or `docs/<route>/index.mdx`.
 * A route with no page fails the build with the list of missing routes (WARN_ON_BROKEN_LINKS=1 only warns,
 * for work in progress).
 */

type Item = Exclude<SidebarsConfig[string], Record<string, unknown> & {length?: never}> extends (infer T)[] ? T : never;

const docsDir = path.join(__dirname, 'docs');
const missing: string[] = [];

function docId(route: string): string | null {
  for (const candidate of [route, `${route}/index`]) {
    for (const ext of ['.mdx', '.md']) {
      if (fs.existsSync(path.join(docsDir, candidate + ext))) return candidate;
    }
  }
  missing.push(route);
  return null;
}

function page(route: string, label?: string): Item | null {
  const id = docId(route);
  if (!id) return null;
  return label ? {type: 'doc', id, label} : {type: 'doc', id};
}

function category(label: string, items: (Item | null)[], indexRoute?: string): Item | null {
  const present = items.filter((item): item is Item => item !== null);
  const indexId = indexRoute ? docId(indexRoute) : null;
  if (present.length === 0 && !indexId) return null;
  return {
    type: 'category',
    label,
    collapsed: true,
    ...(indexId ? {link: {type: 'doc', id: indexId}} : {}),
    items: present,
  };
}

function back(label: string, href: string): Item {
  return {type: 'link', label, href, className: 'sidebar-back-link'};
}

/** A link to a page that lives in another sidebar (a doc id may belong to one sidebar only). */
function linkTo(route: string, label: string): Item | null {
  return docId(route) ? {type: 'link', label, href: `/${route}`} : null;
}

function list(items: (Item | null)[]): Item[] {
  return items.filter((item): item is Item => item !== null);
}

const prefixed = (prefix: string, names: string[]) => names.map((name) => page(`${prefix}/${name}`));

const userDocsSidebar = list([
  page('user-docs/intro', 'Welcome'),
  category('Getting started', prefixed('user-docs/getting-started', ['user-guide-fundamentals', 'setting-up-admin-panel'])),
  category(
    'Content Manager',
    prefixed('user-docs/content-manager', [
      'writing-content',
      'managing-relational-fields',
      'configuring-view-of-content-type',
      'saving-and-publishing-content',
      'reviewing-content',
      'previewing-content',
      'translating-content',
      'working-with-content-history',
      'adding-content-to-releases',
    ]),
  ),
  category(
    'Content-Type Builder',
    prefixed('user-docs/content-type-builder', ['creating-new-content-type', 'configuring-fields-content-type', 'managing-content-types']),
  ),
  category('Media Library', prefixed('user-docs/media-library', ['adding-assets', 'managing-assets', 'organizing-assets-with-folders'])),
  category('Releases', prefixed('user-docs/releases', ['introduction', 'creating-a-release', 'managing-a-release'])),
  category(
    'Users, roles & permissions',
    prefixed('user-docs/users-roles-permissions', [
      'managing-administrators',
      'configuring-administrator-roles',
      'managing-end-users',
      'configuring-end-users-roles',
    ]),
  ),
  category('Plugins', prefixed('user-docs/plugins', ['installing-plugins-via-marketplace', 'tessera-plugins'])),
  category(
    'Settings',
    prefixed('user-docs/settings', [
      'introduction',
      'admin-panel',
      'API-tokens',
      'transfer-tokens',
      'internationalization',
      'media-library-settings',
      'releases',
      'review-workflows',
      'single-sign-on',
      'audit-logs',
      'configuring-users-permissions-plugin-settings',
    ]),
  ),
]);

const cloudSidebar = list([
  page('cloud/intro', 'Tessera Cloud'),
  page('cloud/cloud-fundamentals'),
  category(
    'Getting started',
    prefixed('cloud/getting-started', ['intro', 'deployment-options', 'deployment', 'deployment-cli', 'usage-billing', 'caching']),
  ),
  category(
    'Projects',
    prefixed('cloud/projects', ['overview', 'deploys', 'deploys-history', 'runtime-logs', 'notifications', 'collaboration', 'settings']),
  ),
  category('Account', prefixed('cloud/account', ['account-settings', 'account-billing'])),
  category('Cloud CLI', [page('cloud/cli/cloud-cli')]),
  category('Advanced configuration', prefixed('cloud/advanced', ['database', 'email', 'upload'])),
]);

const devDocsSidebar = list([
  page('dev-docs/intro', 'Welcome'),
  category('Getting started', [
    page('dev-docs/quick-start'),
    page('dev-docs/whats-new'),
    category('Installation', prefixed('dev-docs/installation', ['cli', 'docker']), 'dev-docs/installation'),
    page('dev-docs/project-structure'),
    page('dev-docs/templates'),
    page('dev-docs/usage-information'),
    page('dev-docs/faq'),
    page('dev-docs/community'),
  ]),
  category('Development', [
    page('dev-docs/cli'),
    linkTo('dev-docs/configurations', 'Configuration'),
    linkTo('dev-docs/api/rest', 'REST API'),
    page('dev-docs/api/content-api', 'APIs overview'),
    page('dev-docs/api/document'),
    page('dev-docs/api/graphql', 'GraphQL API'),
    category(
      'Document Service API',
      prefixed('dev-docs/api/document-service', ['fields', 'filters', 'locale', 'populate', 'sort-pagination', 'status', 'middlewares']),
      'dev-docs/api/document-service',
    ),
    category(
      'Query Engine API',
      prefixed('dev-docs/api/query-engine', ['single-operations', 'bulk-operations', 'filtering', 'populating', 'order-pagination']),
      'dev-docs/api/query-engine',
    ),
    category(
      'Entity Service API (deprecated)',
      prefixed('dev-docs/api/entity-service', ['crud', 'filter', 'populate', 'order-pagination', 'components-dynamic-zones']),
      'dev-docs/api/entity-service',
    ),
    page('dev-docs/error-handling'),
    page('dev-docs/testing'),
    page('dev-docs/database-migrations'),
    page('dev-docs/database-transactions'),
  ]),
  category('Customization', [
    page('dev-docs/customization', 'Overview'),
    category(
      'Back-end customization',
      [
        ...prefixed('dev-docs/backend-customization', [
          'requests-responses',
          'routes',
          'policies',
          'middlewares',
          'controllers',
          'services',
          'models',
          'webhooks',
        ]),
        category(
          'Examples',
          prefixed('dev-docs/backend-customization/examples', [
            'services-and-controllers',
            'routes',
            'policies',
            'middlewares',
            'authentication',
          ]),
        ),
      ],
      'dev-docs/backend-customization',
    ),
    category(
      'Admin panel customization',
      prefixed('dev-docs/admin-panel-customization', [
        'options',
        'host-port-path',
        'bundlers',
        'extension',
        'wysiwyg-editor',
        'deployment',
      ]),
      'dev-docs/admin-panel-customization',
    ),
    page('dev-docs/providers'),
    page('dev-docs/custom-fields'),
    page('dev-docs/plugins-extension', 'Extending plugins'),
  ]),
  category('Features', [
    page('dev-docs/advanced-features', 'Overview'),
    page('dev-docs/i18n', 'Internationalization'),
    page('dev-docs/preview'),
    category('Data management', prefixed('dev-docs/data-management', ['export', 'import', 'transfer']), 'dev-docs/data-management'),
  ]),
  category(
    'Plugins',
    [
      page('dev-docs/plugins/using-plugins'),
      category(
        'Official plugins',
        prefixed('dev-docs/plugins', ['documentation', 'email', 'graphql', 'sentry', 'upload', 'users-permissions']),
      ),
      category(
        'Developing plugins',
        [
          ...prefixed('dev-docs/plugins/development', ['create-a-plugin', 'plugin-sdk', 'plugin-structure']),
          ...prefixed('dev-docs/plugins', ['server-api', 'admin-panel-api', 'content-manager-apis']),
          category('Guides', prefixed('dev-docs/plugins/guides', ['store-and-access-data', 'pass-data-from-server-to-admin'])),
        ],
        'dev-docs/plugins/developing-plugins',
      ),
    ],
    'dev-docs/plugins',
  ),
  category(
    'TypeScript',
    [
      page('dev-docs/typescript/adding-support-to-existing-project'),
      category(
        'Development',
        [
          page('dev-docs/typescript/development/guides'),
          page('dev-docs/typescript/development/guides/documents-and-entries'),
          page('dev-docs/typescript/development/api-reference'),
        ],
        'dev-docs/typescript/development',
      ),
    ],
    'dev-docs/typescript',
  ),
  category(
    'Integrations',
    prefixed('dev-docs/integrations', [
      '11ty',
      'angular',
      'dart',
      'flutter',
      'gatsby',
      'go',
      'graphql',
      'gridsome',
      'jekyll',
      'laravel',
      'next-js',
      'nuxt-js',
      'php',
      'python',
      'react',
      'ruby',
      'sapper',
      'svelte',
      'vue-js',
    ]),
    'dev-docs/integrations',
  ),
  category('Deployment', [page('dev-docs/setup-deployment', 'Before you deploy'), page('dev-docs/deployment')]),
  category('Upgrades', [
    page('dev-docs/upgrades', 'Upgrading Tessera'),
    page('dev-docs/upgrade-tool'),
    linkTo('dev-docs/migration/v4-to-v5/introduction-and-faq', 'Upgrade to Tessera 5'),
    page('dev-docs/migration/v5/migration-guide-5.0.0-to-5.0.1', '5.0.0 to 5.0.1'),
  ]),
]);

const restApiSidebar = list([
  back('← Back to Dev Docs', '/dev-docs/intro'),
  page('dev-docs/api/rest', 'REST API reference'),
  page('dev-docs/api/rest/parameters'),
  page('dev-docs/api/rest/populate-select', 'Populate & field selection'),
  page('dev-docs/api/rest/filters-locale-publication', 'Filters, locale & status'),
  page('dev-docs/api/rest/sort-pagination', 'Sort & pagination'),
  page('dev-docs/api/rest/relations'),
  page('dev-docs/api/rest/interactive-query-builder'),
  category(
    'Guides',
    prefixed('dev-docs/api/rest/guides', ['understanding-populate', 'populate-creator-fields']),
    'dev-docs/api/rest/guides/intro',
  ),
]);

const devDocsConfigSidebar = list([
  back('← Back to Dev Docs', '/dev-docs/intro'),
  page('dev-docs/configurations', 'Configuration overview'),
  category(
    'Base configuration',
    prefixed('dev-docs/configurations', ['database', 'server', 'admin-panel', 'middlewares', 'api', 'functions', 'plugins']),
  ),
  category(
    'Additional configuration',
    prefixed('dev-docs/configurations', ['environment', 'typescript', 'api-tokens', 'cron', 'features', 'sso']),
  ),
  category(
    'Guides',
    prefixed('dev-docs/configurations/guides', [
      'access-configuration-values',
      'access-cast-environment-variables',
      'public-assets',
      'rbac',
      'use-cron-jobs',
    ]),
  ),
]);

const breakingChanges = [
  'new-response-format',
  'use-document-id',
  'draft-and-publish-always-enabled',
  'publication-state-removed',
  'publishedat-always-set-when-dandp-disabled',
  'no-locale-all',
  'no-localizations-field',
  'i18n-content-manager-locale',
  'locale-attribute-reserved',
  'entity-service-deprecated',
  'core-service-methods-use-document-service',
  'lifecycle-hooks-document-service',
  'no-find-page-in-document-service',
  'components-and-dynamic-zones-do-not-return-id',
  'no-shared-population-strategy-components-dynamic-zones',
  'sort-by-id',
  'default-input-validation',
  'register-allowed-fields',
  'no-upload-at-entry-creation',
  'remove-webhook-populate-relations',
  'graphql-api-updated',
  'upgrade-to-apollov4',
  'database-columns',
  'database-identifiers-shortened',
  'default-index-removed',
  'attributes-and-content-types-names-reserved',
  'mysql5-unsupported',
  'only-better-sqlite3-for-sqlite',
  'only-mysql2-package-for-mysql',
  'strict-requirements-config-files',
  'model-config-path-uses-uid',
  'removed-support-for-some-env-options',
  'server-default-log-level',
  'server-proxy',
  'koa-body-v6',
  'tessera-container',
  'tessera-imports',
  'tessera-utils-refactored',
  'fetch',
  'get-where-removed',
  'license-only',
  'mailgun-provider-variables',
  'templates',
  'yarn-not-default',
  'vite',
  'webpack-aliases-removed',
  'helper-plugin-deprecated',
  'admin-panel-rbac-store-updated',
  'redux-content-manager-app-state',
  'react-router-dom-6',
  'inject-content-manager-component',
  'edit-view-layout-and-list-view-layout-rewritten',
  'is-supported-image-removed',
];

const devDocsMigrationV5Sidebar = list([
  back('← Back to Dev Docs', '/dev-docs/intro'),
  page('dev-docs/migration/v4-to-v5/introduction-and-faq', 'Introduction and FAQ'),
  page('dev-docs/migration/v4-to-v5/step-by-step', 'Step-by-step guide'),
  linkTo('dev-docs/upgrade-tool', 'Upgrade tool'),
  category(
    'Breaking changes',
    prefixed('dev-docs/migration/v4-to-v5/breaking-changes', breakingChanges),
    'dev-docs/migration/v4-to-v5/breaking-changes',
  ),
  page('dev-docs/migration/v4-to-v5/additional-resources'),
]);

const sidebars: SidebarsConfig = {
  userDocsSidebar,
  devDocsSidebar,
  cloudSidebar,
  restApiSidebar,
  devDocsConfigSidebar,
  devDocsMigrationV5Sidebar,
};

if (missing.length > 0) {
  const message = `[sidebars] ${missing.length} sidebar routes have no page: ${[...new Set(missing)].join(', ')}`;
  if (readSettings(process.env).warnOnBrokenLinks) console.warn(message);
  else throw new Error(message);
}

export default sidebars;
