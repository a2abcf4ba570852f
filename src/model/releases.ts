/**
 * Every Tessera 5 release, newest first: the one source of the release-notes page, What's new, the
 * landing page and SITE_VERSION. Each change links to the page that documents it; a feature behind a
 * feature flag names the flag. The content check (checks/content/allPages.ts) verifies the pages and flags.
 */
export type ChangeKind = 'new' | 'updated' | 'fix' | 'deprecation' | 'breaking';

export interface ReleaseChange {
  kind: ChangeKind;
  /** One plain-text sentence. */
  text: string;
  /** Short title, required for kind 'new' (used for highlights). */
  title?: string;
  /** Route of the page that documents the change, e.g. '/user-docs/content-manager/previewing-content'. */
  page?: string;
  /** Feature flag that gates it, e.g. 'future.unstablePreviewSideEditor'. */
  flag?: string;
}

export interface Release {
  version: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** One sentence. */
  summary: string;
  changes: ReleaseChange[];
}

export const releases: readonly Release[] = [
  {
    version: '5.5.0',
    date: '2024-12-17',
    summary: 'Content History can compare two versions, releases follow a time zone, and configuration dumps are readable.',
    changes: [
      {
        kind: 'new',
        title: 'Compare versions in Content History',
        text: 'A Compare button in Content History shows the differences between two versions of a document, field by field.',
        page: '/user-docs/content-manager/working-with-content-history',
        flag: 'future.unstableContentHistoryCompare',
      },
      {
        kind: 'new',
        title: 'Readable configuration dumps',
        text: 'The tessera configuration:dump command accepts --pretty to write indented JSON that is easy to review and diff.',
        page: '/dev-docs/cli',
      },
      {
        kind: 'updated',
        text: 'Releases can be scheduled in any time zone, shown next to the date picker.',
        page: '/user-docs/releases/creating-a-release',
      },
      {
        kind: 'updated',
        text: 'The preview panel beside the edit view, added in 5.4.0 behind its flag, keeps its width when you switch documents.',
        page: '/user-docs/content-manager/previewing-content',
        flag: 'future.unstablePreviewSideEditor',
      },
      {
        kind: 'fix',
        text: 'Filtering the list view by a relation with a long name no longer cuts the name off.',
        page: '/user-docs/content-manager/managing-relational-fields',
      },
      {
        kind: 'fix',
        text: 'The upgrade tool no longer stops when a project has no src/admin folder.',
        page: '/dev-docs/upgrade-tool',
      },
    ],
  },
  {
    version: '5.4.2',
    date: '2024-12-03',
    summary: 'A patch release: codemod reports, and fixes to publishing and the Media Library.',
    changes: [
      {
        kind: 'updated',
        text: 'The upgrade tool reports the files each codemod changed at the end of a run.',
        page: '/dev-docs/upgrade-tool',
      },
      {
        kind: 'fix',
        text: 'Publishing a document with an empty repeatable component no longer fails validation.',
        page: '/user-docs/content-manager/saving-and-publishing-content',
      },
      {
        kind: 'fix',
        text: 'The Media Library keeps the selected folder when you go back from the details of an asset.',
        page: '/user-docs/media-library/organizing-assets-with-folders',
      },
    ],
  },
  {
    version: '5.4.1',
    date: '2024-11-26',
    summary: 'A patch release: fixes to localized relations and API token expiry.',
    changes: [
      {
        kind: 'fix',
        text: 'The locale parameter of the REST API is respected when you populate a relation to a localized content type.',
        page: '/dev-docs/api/rest/filters-locale-publication',
      },
      {
        kind: 'fix',
        text: 'API tokens with a 7-, 30- or 90-day duration expire at the right time in every time zone.',
        page: '/user-docs/settings/API-tokens',
      },
    ],
  },
  {
    version: '5.4.0',
    date: '2024-11-19',
    summary: 'Preview beside the edit view, field-level restore in Content History, and a webhook for published releases.',
    changes: [
      {
        kind: 'new',
        title: 'Preview beside the edit view',
        text: 'The preview of a document can open in a panel beside the edit view of the Content Manager, so editors see the front-end page while they write.',
        page: '/user-docs/content-manager/previewing-content',
        flag: 'future.unstablePreviewSideEditor',
      },
      {
        kind: 'new',
        title: 'Restore one field from Content History',
        text: 'Content History can restore a single field of an earlier version instead of the whole version.',
        page: '/user-docs/content-manager/working-with-content-history',
      },
      {
        kind: 'new',
        title: 'A webhook for published releases',
        text: 'Webhooks can be sent for the releases.publish event when a release is published.',
        page: '/dev-docs/backend-customization/webhooks',
      },
      {
        kind: 'updated',
        text: 'The count() method of the Document Service API accepts the same status and locale parameters as findMany().',
        page: '/dev-docs/api/document-service',
      },
      {
        kind: 'fix',
        text: 'Sorting by a nested field of a component works with PostgreSQL.',
        page: '/dev-docs/api/rest/sort-pagination',
      },
    ],
  },
  {
    version: '5.3.0',
    date: '2024-11-05',
    summary: 'Releases across locales, the Cloud CLI link command and a faster admin build with Vite 5.',
    changes: [
      {
        kind: 'new',
        title: 'Releases across locales',
        text: 'One release can hold documents in several locales, so a launch in several languages goes live at once.',
        page: '/user-docs/releases/introduction',
      },
      {
        kind: 'new',
        title: 'Link a folder to a Cloud project',
        text: 'The link command of the Cloud CLI connects an existing local project to a Tessera Cloud project.',
        page: '/cloud/cli/cloud-cli',
      },
      {
        kind: 'updated',
        text: 'The admin panel builds with Vite 5, which shortens cold starts of tessera develop.',
        page: '/dev-docs/admin-panel-customization/bundlers',
      },
      {
        kind: 'fix',
        text: 'The Content-Type Builder no longer lets you name an attribute with a reserved name.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/attributes-and-content-types-names-reserved',
      },
    ],
  },
  {
    version: '5.2.0',
    date: '2024-10-22',
    summary: 'A required review stage, throttled transfers and page information on GraphQL _connection queries.',
    changes: [
      {
        kind: 'new',
        title: 'A required review stage',
        text: 'Review Workflows can require a stage before a document may be published.',
        page: '/user-docs/settings/review-workflows',
      },
      {
        kind: 'new',
        title: 'Gentler transfers',
        text: 'The tessera transfer command accepts --throttle to slow down large transfers and spare a busy server.',
        page: '/dev-docs/data-management/transfer',
      },
      {
        kind: 'updated',
        text: 'GraphQL _connection queries, such as restaurants_connection, return pageInfo with the page, page size, page count and total.',
        page: '/dev-docs/plugins/graphql',
      },
      {
        kind: 'deprecation',
        text: 'Every call to the Entity Service API now logs its deprecation warning with the file and line of the call, so the remaining calls are easy to find.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/entity-service-deprecated',
      },
      {
        kind: 'fix',
        text: 'Uploading a file whose name contains spaces keeps the original name in the Media Library.',
        page: '/user-docs/media-library/adding-assets',
      },
    ],
  },
  {
    version: '5.1.1',
    date: '2024-10-08',
    summary: 'A patch release: development reloads and localized password reset emails.',
    changes: [
      {
        kind: 'fix',
        text: 'tessera develop reloads the server again when a file in config/env/ changes.',
        page: '/dev-docs/cli',
      },
      {
        kind: 'fix',
        text: 'The Users & Permissions plugin sends the password reset email in the locale of the user.',
        page: '/dev-docs/plugins/users-permissions',
      },
    ],
  },
  {
    version: '5.1.0',
    date: '2024-10-01',
    summary: 'The Trailhead example project in one flag, audit logs for Releases and regenerated transfer tokens.',
    changes: [
      {
        kind: 'new',
        title: 'The Trailhead example in one flag',
        text: 'The --example flag of create-tessera creates the Trailhead example project with its content types and sample documents.',
        page: '/dev-docs/installation/cli',
      },
      {
        kind: 'new',
        title: 'Audit Logs cover Releases',
        text: 'Audit Logs record the changes made to Releases.',
        page: '/user-docs/settings/audit-logs',
      },
      {
        kind: 'updated',
        text: 'Transfer tokens can be regenerated without creating a new token.',
        page: '/user-docs/settings/transfer-tokens',
      },
      {
        kind: 'fix',
        text: 'The list view remembers the page size you picked for each content type.',
        page: '/user-docs/content-manager/configuring-view-of-content-type',
      },
    ],
  },
  {
    version: '5.0.6',
    date: '2024-09-24',
    summary: 'A patch release: fixes to imports and generated types.',
    changes: [
      {
        kind: 'fix',
        text: 'Importing an archive made with --no-encrypt no longer asks for a key.',
        page: '/dev-docs/data-management/import',
      },
      {
        kind: 'fix',
        text: 'The types generated by tessera ts:generate-types include components nested in dynamic zones.',
        page: '/dev-docs/typescript/development',
      },
    ],
  },
  {
    version: '5.0.5',
    date: '2024-09-20',
    summary: 'A patch release: the admin panel behind a proxy and findFirst() without a match.',
    changes: [
      {
        kind: 'fix',
        text: 'The admin panel loads when it is served under a custom path behind a proxy.',
        page: '/dev-docs/admin-panel-customization/host-port-path',
      },
      {
        kind: 'fix',
        text: 'findFirst() returns null instead of throwing when no document matches.',
        page: '/dev-docs/api/document-service',
      },
    ],
  },
  {
    version: '5.0.4',
    date: '2024-09-17',
    summary: 'A patch release: the upgrade tool respects .gitignore, and large relation fields are faster.',
    changes: [
      {
        kind: 'updated',
        text: 'The upgrade tool skips files listed in .gitignore when it runs codemods.',
        page: '/dev-docs/upgrade-tool',
      },
      {
        kind: 'fix',
        text: 'A relation field with many entries no longer slows down the edit view.',
        page: '/user-docs/content-manager/managing-relational-fields',
      },
    ],
  },
  {
    version: '5.0.3',
    date: '2024-09-13',
    summary: 'A patch release: discarded drafts keep their relations, and single types are back in token permissions.',
    changes: [
      {
        kind: 'fix',
        text: 'discardDraft() keeps the relations of the published version.',
        page: '/dev-docs/api/document-service',
      },
      {
        kind: 'fix',
        text: 'Single types are listed again in the permissions of custom API tokens.',
        page: '/user-docs/settings/API-tokens',
      },
    ],
  },
  {
    version: '5.0.2',
    date: '2024-09-10',
    summary: 'A patch release: MySQL over SSL and the locale after a relation switch.',
    changes: [
      {
        kind: 'fix',
        text: 'MySQL connections with DATABASE_SSL=true accept self-signed certificates when configured to.',
        page: '/dev-docs/configurations/database',
      },
      {
        kind: 'fix',
        text: 'The Content Manager shows the right locale after you switch locales from a relation.',
        page: '/user-docs/content-manager/translating-content',
      },
    ],
  },
  {
    version: '5.0.1',
    date: '2024-09-06',
    summary: 'A patch release that shortens a few database identifiers and needs one manual migration step.',
    changes: [
      {
        kind: 'breaking',
        text: 'A few column names created by 5.0.0 were shortened; projects that ran 5.0.0 follow the 5.0.0 to 5.0.1 migration guide once.',
        page: '/dev-docs/migration/v5/migration-guide-5.0.0-to-5.0.1',
      },
      {
        kind: 'fix',
        text: 'The quick-start project starts on Windows paths that contain spaces.',
        page: '/dev-docs/quick-start',
      },
    ],
  },
  {
    version: '5.0.0',
    date: '2024-09-03',
    summary: 'The first release of Tessera 5: documents, a flat response format, built-in i18n and the upgrade tool.',
    changes: [
      {
        kind: 'new',
        title: 'The Document Service API',
        text: 'The Document Service API, tessera.documents(uid), handles documents with their documentId, draft and published versions and locales.',
        page: '/dev-docs/api/document-service',
      },
      {
        kind: 'new',
        title: 'The upgrade tool',
        text: 'npx @tessera/upgrade major updates dependencies and applies codemods to the breaking changes that code can handle.',
        page: '/dev-docs/upgrade-tool',
      },
      {
        kind: 'new',
        title: 'The Plugin SDK',
        text: 'The Plugin SDK, @tessera/sdk-plugin, scaffolds, builds and checks plugins.',
        page: '/dev-docs/plugins/development/plugin-sdk',
      },
      {
        kind: 'new',
        title: 'Database transactions',
        text: 'tessera.db.transaction() runs several queries in one database transaction.',
        page: '/dev-docs/database-transactions',
      },
      {
        kind: 'updated',
        text: 'The admin panel is bundled with Vite by default; webpack stays available as an option.',
        page: '/dev-docs/admin-panel-customization/bundlers',
      },
      {
        kind: 'breaking',
        text: 'REST and GraphQL responses use a flat format: attributes sit directly on each object, without data.attributes.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/new-response-format',
      },
      {
        kind: 'breaking',
        text: 'Documents are identified by a 24-character documentId; the numeric id stays internal.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/use-document-id',
      },
      {
        kind: 'breaking',
        text: 'Draft & Publish is always on for the APIs, and the status parameter replaces publicationState.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/publication-state-removed',
      },
      {
        kind: 'breaking',
        text: 'Internationalization is built in; the locale=all value and the localizations field are gone.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/no-locale-all',
      },
      {
        kind: 'breaking',
        text: 'The defaultIndex option of the public middleware is removed; a codemod strips it from config/middlewares.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/default-index-removed',
      },
      {
        kind: 'breaking',
        text: 'MySQL 8 or later is required, with the mysql2 driver; SQLite works through better-sqlite3 only.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/mysql5-unsupported',
      },
      {
        kind: 'breaking',
        text: '@tessera/helper-plugin is removed in favour of the @tessera/design-system and @tessera/admin exports.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/helper-plugin-deprecated',
      },
      {
        kind: 'updated',
        text: 'npm is the default package manager of the create-tessera installer.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/yarn-not-default',
      },
      {
        kind: 'deprecation',
        text: 'The Entity Service API, tessera.entityService, is deprecated in favour of the Document Service API and logs a warning.',
        page: '/dev-docs/migration/v4-to-v5/breaking-changes/entity-service-deprecated',
      },
    ],
  },
];

export const latestRelease: Release = releases[0]!;
