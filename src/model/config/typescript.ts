import type {ConfigFileModel} from './types';

export const TYPESCRIPT_CONFIG: ConfigFileModel = {
  name: 'typescript',
  page: '/dev-docs/configurations/typescript',
  groups: [
    // ## Options of config/typescript
    {
      id: 'options',
      options: [
        {
          key: 'autogenerate',
          type: 'boolean',
          default: '`true`',
          meaning:
            'Regenerates the files of `types/generated/` each time `tessera develop` starts or restarts, so that they follow the Content-Type Builder. Set it to `false` to generate them only when you run `tessera ts:generate-types`.',
          example: '`false`',
        },
      ],
    },
  ],
};
