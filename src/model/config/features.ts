import type {ConfigFileModel} from './types';

export const FEATURES_CONFIG: ConfigFileModel = {
  name: 'features',
  page: '/dev-docs/configurations/features',
  groups: [
    // ## Future flags in Tessera 5.5.0
    {
      id: 'future',
      options: [
        {
          key: 'future.unstablePreviewSideEditor',
          type: 'boolean',
          default: '`false`',
          since: '5.4.0',
          meaning:
            'Opens the Preview of a document in a panel beside the edit view of the Content Manager, so that editors see changes without switching tabs. Needs a preview handler in `config/admin`; see [Preview](/dev-docs/preview).',
        },
        {
          key: 'future.unstableContentHistoryCompare',
          type: 'boolean',
          default: '`false`',
          since: '5.5.0',
          meaning:
            'Adds a **Compare** button to Content History that shows the differences between two versions of a document field by field. Content History itself needs the Growth or Enterprise plan, or the Pro or Scale plan on Tessera Cloud. See [Work with Content History](/user-docs/content-manager/working-with-content-history).',
        },
      ],
    },
  ],
};
