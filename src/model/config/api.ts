import {PAGINATION_LIMITS, REST_PREFIX} from '../api/rest';
import type {ConfigFileModel} from './types';

// The REST defaults have one home, the REST rules (src/model/api/rest.ts): this file shows them as config/api's.

export const API_CONFIG: ConfigFileModel = {
  name: 'api',
  page: '/dev-docs/configurations/api',
  groups: [
    // ## rest
    {
      id: 'rest',
      options: [
        {
          key: 'rest.prefix',
          type: 'string',
          default: `\`'${REST_PREFIX}'\``,
          meaning: 'The path every REST route starts with. It must start with `/` and must not be the path of the admin panel.',
          example: "`'/v1'`",
        },
        {
          key: 'rest.defaultLimit',
          type: 'number',
          default: `\`${PAGINATION_LIMITS.defaultLimit}\``,
          meaning: 'Documents returned by a list request that does not set `pagination[pageSize]` or `pagination[limit]`.',
          example: '`20`',
        },
        {
          key: 'rest.maxLimit',
          type: 'number',
          default: `\`${PAGINATION_LIMITS.maxLimit}\``,
          meaning: 'The most documents one request may return. A larger `pageSize` or `limit` is lowered to this value, without an error.',
          example: '`250`',
        },
        {
          key: 'rest.withCount',
          type: 'boolean',
          default: `\`${PAGINATION_LIMITS.withCount}\``,
          meaning:
            'Adds `total` and `pageCount` to `meta.pagination` by default. A request can still pass `pagination[withCount]=false` or `true`.',
          example: '`false`',
        },
      ],
    },
    // ## responses
    {
      id: 'responses',
      options: [
        {
          key: 'responses.privateAttributes',
          type: 'string[]',
          default: '`[]`',
          meaning:
            'Attribute names removed from every REST and GraphQL response, for every content type. A content type can add more in the `options.privateAttributes` of its `schema.json`.',
          example: "`['internalNotes']`",
        },
      ],
    },
  ],
};
