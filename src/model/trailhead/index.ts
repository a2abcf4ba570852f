/**
 * Trailhead, the example project of every tutorial and API example, as one typed model:
 * - schemas.ts: every content type and component, in the product's schema shape (schemaTypes.ts);
 * - documents.ts: every document pages show, with documentIds, numeric ids, locales, status, timestamps and fields;
 * - fieldNotes.ts and fieldTable.ts: what `<TrailheadFields uid>` renders.
 * The content check (checks/content/allPages.ts) checks every page against it.
 */
import {components, contentTypes, type ContentTypeUid} from './schemas';

export {components, contentTypes, TRAILHEAD_API_TYPES} from './schemas';
export {documents, placeholderDocumentIds} from './documents';
export {fieldRows} from './fieldTable';

/** The field that names a document of each type: what a page shows next to its documentId. */
export const NAME_FIELD = {
  'api::restaurant.restaurant': 'name',
  'api::review.review': 'comment',
  'api::category.category': 'name',
  'api::trail.trail': 'name',
  'api::article.article': 'title',
  'api::homepage.homepage': 'title',
  'plugin::users-permissions.user': 'username',
  'plugin::users-permissions.role': 'name',
  'plugin::users-permissions.permission': 'action',
  'plugin::trail-conditions.report': 'condition',
  'plugin::upload.file': 'name',
  'admin::user': 'firstname',
} as const satisfies {[U in ContentTypeUid]: keyof (typeof contentTypes)[U]['attributes']};

/** Component UIDs of the example project. */
export const componentUids: readonly string[] = Object.keys(components);
