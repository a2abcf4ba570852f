/**
 * The admin panel's labels, in one place: every interface map (and every writer) uses these words, so renaming
 * a button is one edit here. The prose of the User Guide uses the same labels in bold.
 */

/** The main navigation, top to bottom. */
export const NAV = ['Home', 'Content Manager', 'Content-Type Builder', 'Media Library', 'Releases', 'Marketplace', 'Settings'] as const;
export type NavItem = (typeof NAV)[number];

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
  createTransferToken: 'Create new transfer token',
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
