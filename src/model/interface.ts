/**
 * The interfaces the docs name, as one typed model: the admin panel's main navigation, its Settings menu and the
 * buttons that appear on several screens. The interface maps (src/data/interfaceMaps/) draw their navigation and
 * shared buttons from it. A label the product shows is written here once, as the product writes it; a page that
 * writes it otherwise is fixed, not this file.
 */

/** The main navigation, top to bottom. */
export const NAV = ['Home', 'Content Manager', 'Content-Type Builder', 'Media Library', 'Releases', 'Marketplace', 'Settings'] as const;
export type NavItem = (typeof NAV)[number];

/** A group of a sub-navigation: an optional heading (not a link, and optional in a written menu path) and its items. */
export interface MenuGroup {
  heading?: string;
  items: readonly string[];
}

/** The Settings menu, top to bottom. Two groups have a "Roles" item. */
export const SETTINGS_MENU: readonly MenuGroup[] = [
  {
    heading: 'Global settings',
    items: [
      'Overview',
      'API Tokens',
      'Audit Logs',
      'Internationalization',
      'Media Library',
      'Releases',
      'Review Workflows',
      'Single Sign-On',
      'Transfer Tokens',
      'Webhooks',
    ],
  },
  {heading: 'Administration panel', items: ['Roles', 'Users']},
  {heading: 'Email plugin', items: ['Configuration']},
  {heading: 'Users & Permissions plugin', items: ['Roles', 'Providers', 'Email templates', 'Advanced settings']},
];

/** Buttons and menus that appear on several screens. */
export const UI = {
  createEntry: 'Create new entry',
  save: 'Save',
  publish: 'Publish',
  unpublish: 'Unpublish',
  moreActions: '⋯',
  filters: 'Filters',
  search: 'Search',
  locale: 'Locale',
  back: 'Back',
  cancel: 'Cancel',
  finish: 'Finish',
  continue: 'Continue',
  confirm: 'Confirm',
  addField: 'Add another field',
  addNewFolder: 'Add new folder',
  addNewAssets: 'Add new assets',
  newRelease: 'New release',
  addToRelease: 'Add to release',
  configureView: 'Configure the view',
  createNewRole: 'Add new role',
  inviteUser: 'Invite new user',
  createToken: 'Create new API Token',
  createTransferToken: 'Create new Transfer Token',
  addLocale: 'Add new locale',
  content: 'Content',
  history: 'Content History',
  preview: 'Open preview',
  reviewStage: 'Review stage',
  assignee: 'Assignee',
  relations: 'Relations',
  information: 'Information',
  entry: 'Entry',
} as const;
