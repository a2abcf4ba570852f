/**
 * Webhook events and Audit Logs actions: the one source for the webhooks page and for the content check,
 * which fails on an event name written in a page that is in neither list.
 */
export interface WebhookEvent {
  name: string;
  /** When it is sent (Markdown allowed). */
  when: string;
}

export const webhookEvents: readonly WebhookEvent[] = [
  {name: 'entry.create', when: 'A document is created.'},
  {name: 'entry.update', when: "A document's draft is saved, or a single type is updated."},
  {name: 'entry.delete', when: 'A document, or one locale of it, is deleted.'},
  {name: 'entry.publish', when: 'A document, or one locale of it, is published.'},
  {name: 'entry.unpublish', when: 'A document, or one locale of it, is unpublished.'},
  {name: 'entry.draft-discard', when: 'The changes of a draft are discarded and the draft goes back to the published version.'},
  {name: 'media.create', when: 'A file is uploaded to the Media Library.'},
  {name: 'media.update', when: 'A file is replaced, or its information is edited.'},
  {name: 'media.delete', when: 'A file is deleted.'},
  {
    name: 'review-workflows.updateEntryStage',
    when: 'A document moves to another review stage. Available with [Review Workflows](/user-docs/settings/review-workflows).',
  },
  {name: 'releases.publish', when: 'A release is published (since 5.4.0). Available with [Releases](/user-docs/releases/introduction).'},
];

/** Technical names of the actions Audit Logs record (user-docs/settings/audit-logs). */
export const auditLogActions: readonly string[] = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.create',
  'media.update',
  'media.delete',
  'media-folder.create',
  'media-folder.update',
  'media-folder.delete',
  'content-type.create',
  'content-type.update',
  'content-type.delete',
  'component.create',
  'component.update',
  'component.delete',
  'user.create',
  'user.update',
  'user.delete',
  'role.create',
  'role.update',
  'role.delete',
  'permission.create',
  'permission.update',
  'permission.delete',
  'admin.auth.success',
  'admin.logout',
  'locale.create',
  'locale.update',
  'locale.delete',
  'releases.create',
  'releases.update',
  'releases.delete',
  'releases.publish',
  'review-workflows.create',
  'review-workflows.update',
  'review-workflows.delete',
  'review-workflows.updateEntryStage',
];
