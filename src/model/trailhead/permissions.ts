/**
 * Who may call what in the Trailhead example project: the actions its two end-user roles allow, as the REST guides
 * set them up (/dev-docs/api/rest/guides/intro, /user-docs/users-roles-permissions/configuring-end-users-roles), and
 * the credentials examples send. Pages send a token from a variable (`$TESSERA_API_TOKEN`, `$JWT`, named in
 * src/model/trailhead/placeholders.ts); the values below are what those variables hold in the example project, so the REST
 * evaluator (src/lib/rest) and its playground can answer a request that carries one. Any other bearer value is an
 * invalid credential (401).
 */
import type {ContentTypeUid} from './schemas';

/** A controller action a role or a token grants: `api::restaurant.restaurant.find`, `plugin::upload.file.find`. */
export type Action = `${ContentTypeUid}.${'find' | 'findOne' | 'create' | 'update' | 'delete'}` | `plugin::users-permissions.user.me`;

/** The read actions of the content a visitor sees (the guides' prerequisite "tick find and findOne"). */
const READ_CONTENT: readonly Action[] = [
  'api::restaurant.restaurant.find',
  'api::restaurant.restaurant.findOne',
  'api::category.category.find',
  'api::category.category.findOne',
  'api::review.review.find',
  'api::review.review.findOne',
  'api::trail.trail.find',
  'api::trail.trail.findOne',
  'api::article.article.find',
  'api::article.article.findOne',
  'api::homepage.homepage.find',
  'plugin::upload.file.find',
  'plugin::upload.file.findOne',
];

/**
 * The actions each role of the Users & Permissions plugin allows in Trailhead: Public reads the published content;
 * Authenticated (a logged-in hiker) also reads their own account and posts reviews.
 */
export const ROLE_PERMISSIONS = {
  public: READ_CONTENT,
  authenticated: [...READ_CONTENT, 'api::review.review.create', 'plugin::users-permissions.user.me'],
} as const satisfies Readonly<Record<string, readonly Action[]>>;
export type RoleName = keyof typeof ROLE_PERMISSIONS;

/** The API token types (/dev-docs/configurations/api-tokens): read-only reads everything, full access does everything. */
export type TokenType = 'read-only' | 'full-access';

/** A credential the example project knows: an API token, or the JWT of one of its end users. */
export type Credential = {kind: 'api-token'; type: TokenType; name: string} | {kind: 'jwt'; role: RoleName; user: string; name: string};

/** The bearer values of the example project, by value. `user` is the documentId of the end user. */
export const CREDENTIALS: Readonly<Record<string, Credential>> = {
  'trailhead-read-only-token': {kind: 'api-token', type: 'read-only', name: 'Website build (Read-only)'},
  'trailhead-full-access-token': {kind: 'api-token', type: 'full-access', name: 'Import script (Full access)'},
  'trailhead-jwt-ana': {kind: 'jwt', role: 'authenticated', user: 'q3w8e2r7t6y1u5i9o0p4a2sd', name: 'ana'},
  'trailhead-jwt-maya': {kind: 'jwt', role: 'authenticated', user: 'w2x4c6v8b0n1m3q5e7r9t1yu', name: 'maya.hikes'},
};

/** Whether a credential (null: none, the Public role) allows an action. */
export function allows(credential: Credential | null, action: string): boolean {
  if (credential?.kind === 'api-token')
    return credential.type === 'full-access' || /\.(find|findOne)$/.test(action) || action.endsWith('.me');
  const role: RoleName = credential?.kind === 'jwt' ? credential.role : 'public';
  return (ROLE_PERMISSIONS[role] as readonly string[]).includes(action);
}
