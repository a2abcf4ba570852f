/**
 * Tessera 5 releases, newest first (owned by the content team; this copy holds 5.5.0 and 5.4.0 as written in
 * docs/release-notes.mdx, so that the landing page and the home page can read the shared shape).
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
  date: string;
  summary: string;
  changes: ReleaseChange[];
}

export const releases: readonly Release[] = [
  {
    version: '5.5.0',
    date: '2024-12-17',
    summary: 'Preview opens side by side with the edit view, and Releases can be scheduled in any time zone.',
    changes: [
      {
        kind: 'new',
        title: 'Preview side by side',
        text: 'Preview opens side by side with the edit view of the Content Manager, so editors see the front-end page while they write.',
        page: '/user-docs/content-manager/previewing-content',
      },
      {
        kind: 'new',
        title: 'Readable configuration dumps',
        text: 'The tessera configuration:dump command accepts --pretty to write readable JSON.',
        page: '/dev-docs/cli',
      },
      {
        kind: 'updated',
        text: 'Releases can be scheduled in any time zone, shown next to the date picker.',
        page: '/user-docs/releases/creating-a-release',
      },
      {kind: 'fix', text: 'Filtering the list view by a relation with a long name no longer cuts the name off.'},
    ],
  },
  {
    version: '5.4.0',
    date: '2024-11-19',
    summary: 'Content History restores single fields, and webhooks cover the releases.publish event.',
    changes: [
      {
        kind: 'new',
        title: 'Restore a single field',
        text: 'Content History can restore a single field instead of the whole version.',
        page: '/user-docs/content-manager/working-with-content-history',
      },
      {
        kind: 'new',
        title: 'Release webhooks',
        text: 'Webhooks can be sent for the releases.publish event.',
        page: '/dev-docs/backend-customization/webhooks',
      },
      {
        kind: 'updated',
        text: 'The Document Service count() method accepts the same status and locale parameters as findMany().',
        page: '/dev-docs/api/document-service',
      },
      {kind: 'fix', text: 'Sorting by a nested field of a component works with PostgreSQL.'},
    ],
  },
];

export const latestRelease: Release = releases[0]!;
