/**
 * The plugin routes the example project's documents can answer: the end users of Users & Permissions (`/users`,
 * `/users/:id`, `/users/me`, `/users/count`) and the files of the Media Library (`/upload/files`, `/upload/files/:id`),
 * read through the Document Service in their published version. Like the plugins, they answer the documents
 * themselves, without the `data` envelope. Every other plugin route (log in, register, upload, the writes) needs a
 * running server: the evaluator answers 501.
 */
import type {FixedRoute} from '../../model/api/rest';
import type {Credential} from '../../model/trailhead/permissions';
import type {Diagnostic} from '../documents/diagnostics';
import type {Json} from '../documents/present';
import type {Runtime} from '../documents/runtime';
import {RestError} from './errors';
import {queryDiagnostics} from './parameters';

const READABLE = ['/users', '/users/:id', '/users/me', '/users/count', '/upload/files', '/upload/files/:id'];

/** The answer of a route that reads documents; the permission was checked before, `refuse` answers a bad query. */
export function pluginAnswer(
  route: FixedRoute,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>>,
  credential: Credential | null,
  runtime: Runtime,
  refuse: (diagnostics: readonly Diagnostic[]) => void,
): Json {
  const path = route.path;
  if (route.method !== 'GET' || !route.contentType || !READABLE.includes(path))
    throw new RestError(
      'notImplemented',
      `${route.method} /api${route.path} needs a running server: the example project's documents cannot answer it`,
    );
  refuse(queryDiagnostics({kind: 'fixed', route}, query, []));
  const service = runtime.documents(route.contentType);
  const read = {...query, status: 'published'};
  if (path === '/users/count') return service.count(read);
  let one: Record<string, unknown>;
  if (path === '/users/me') {
    if (credential?.kind !== 'jwt') throw new RestError('forbidden');
    one = {documentId: credential.user};
  } else if (path.endsWith('/:id')) one = {id: Number(params.id)};
  else return service.findMany(read);
  const [document] = service.findMany({...read, sort: undefined, filters: {$and: [query.filters ?? {}, one]}});
  if (!document) throw new RestError('notFound');
  return document;
}
