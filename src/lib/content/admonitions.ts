/**
 * The admonition keywords of the site (`:::note`, `:::callout`...) and the title each shows when the writer gives none.
 * Read by docusaurus.config.ts (which keywords exist), the Admonition swizzle (titles of the custom ones) and the
 * Markdown twins (which directives are admonitions, and their titles).
 */
export const CUSTOM_ADMONITION_TITLES = {
  callout: 'Good to know',
  prerequisites: 'Prerequisites',
  tessera: 'Tessera tip',
} as const;

export const CUSTOM_ADMONITION_KEYWORDS = Object.keys(CUSTOM_ADMONITION_TITLES) as (keyof typeof CUSTOM_ADMONITION_TITLES)[];

/** Docusaurus's own keywords (kept by `extendDefaults: true`) with the title its theme shows. */
export const DEFAULT_ADMONITION_TITLES = {
  secondary: 'Note',
  info: 'Info',
  success: 'Success',
  danger: 'Danger',
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  important: 'Important',
  caution: 'Caution',
} as const;

export const ADMONITION_TITLES: Readonly<Record<string, string>> = {...DEFAULT_ADMONITION_TITLES, ...CUSTOM_ADMONITION_TITLES};

export function isAdmonitionKeyword(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(ADMONITION_TITLES, name);
}
