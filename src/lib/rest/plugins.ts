/**
 * The plugin routes the example project's documents can answer: the end users of Users & Permissions (`/users`,
 * `/users/:id`, `/users/me`, `/users/count`) and the files of the Media Library (`/upload/files`, `/upload/files/:id`).
 * Like the plugins, they answer the documents themselves, without the `data` envelope. Every other plugin route (log
 * in, register, upload, the writes) needs a running server: the evaluator answers 501.
 */
import type {FixedRoute} from '../../model/api/rest';
import type {Credential} from '../../model/trailhead/permissions';
import type {Evaluation} from './context';
import {entityOf, type Entity} from './entities';
import {RestError, invalidKey} from './errors';
import {compileFilters} from './filter';
import {compileFields, compilePopulate} from './populate';
import {rowsOf} from './rows';
import {schemaOf} from './schema';
import {serialize, type Json} from './serialize';
import {compileSort} from './sort';

/** The answer of a route that reads documents; the permission was checked before. */
export function pluginAnswer(
  route: FixedRoute,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, unknown>>,
  credential: Credential | null,
  evaluation: Evaluation,
): Json {
  const path = route.path;
  const schema = route.contentType ? schemaOf(route.contentType) : null;
  const readable =
    route.method === 'GET' &&
    schema &&
    ['/users', '/users/:id', '/users/me', '/users/count', '/upload/files', '/upload/files/:id'].includes(path);
  if (!readable || !schema)
    throw new RestError(
      'notImplemented',
      `${route.method} /api${route.path} needs a running server: the example project's documents cannot answer it`,
    );
  for (const key of Object.keys(query)) {
    const reads = route.query === 'rest' ? ['filters', 'sort', 'fields', 'populate'] : route.query;
    if (!reads.includes(key)) throw invalidKey(key, [key]);
  }
  const test = query.filters === undefined ? null : compileFilters(query.filters, schema);
  const order = compileSort(query.sort, schema);
  const fields = compileFields(query.fields, schema);
  const plan = compilePopulate(query.populate, schema, evaluation);
  let entities: Entity[] = rowsOf(schema.uid, evaluation.locale, 'published').map(entityOf);
  if (test) entities = entities.filter((entity) => test(entity, evaluation));
  if (path === '/users/count') return entities.length;
  if (path === '/users/me') {
    if (credential?.kind !== 'jwt') throw new RestError('forbidden');
    entities = entities.filter((entity) => entity.documentId === credential.user);
  } else if (path.endsWith('/:id')) entities = entities.filter((entity) => String(entity.id) === params.id);
  else if (order)
    entities = entities
      .map((entity, i) => ({entity, i}))
      .sort((a, b) => order(a.entity, b.entity, evaluation) || a.i - b.i)
      .map(({entity}) => entity);
  const values = entities.map((entity) => serialize(entity, schema, fields, plan, evaluation));
  if (path.endsWith('/:id') || path === '/users/me') {
    if (!values[0]) throw new RestError('notFound');
    return values[0];
  }
  return values;
}
