/** The badges writers can put on pages, headings and sidebar items, with their tooltip text. */
export interface BadgeDefinition {
  label: string;
  tooltip: string;
  /** Visual family, used as a CSS modifier. */
  tone: 'lifecycle' | 'plan' | 'cloud' | 'change' | 'version';
  /** Optional page the badge links to. */
  href?: string;
}

export const BADGES = {
  alpha: {label: 'Alpha', tone: 'lifecycle', tooltip: 'An early feature: its API may change in a minor release. Avoid it in production.'},
  beta: {
    label: 'Beta',
    tone: 'lifecycle',
    tooltip: 'A feature close to stable: it works, but details may still change before the stable release.',
  },
  future: {
    label: 'Future',
    tone: 'lifecycle',
    tooltip: 'Behind a feature flag: enable it in config/features before you use it.',
    href: '/dev-docs/configurations/features',
  },
  enterprise: {label: 'Enterprise', tone: 'plan', tooltip: 'Needs the self-hosted Enterprise plan.'},
  growth: {label: 'Growth', tone: 'plan', tooltip: 'Needs the self-hosted Growth plan or higher.'},
  'cloud-free': {label: 'Free', tone: 'cloud', tooltip: 'Included in the Tessera Cloud Free plan and every paid Cloud plan.'},
  'cloud-essential': {label: 'Essential', tone: 'cloud', tooltip: 'Needs the Tessera Cloud Essential plan or higher.'},
  'cloud-pro': {label: 'Pro', tone: 'cloud', tooltip: 'Needs the Tessera Cloud Pro plan or higher.'},
  'cloud-scale': {label: 'Scale', tone: 'cloud', tooltip: 'Needs the Tessera Cloud Scale plan.'},
  new: {label: 'New', tone: 'change', tooltip: 'New in the latest releases of Tessera 5.'},
  updated: {label: 'Updated', tone: 'change', tooltip: 'This content changed in the latest releases of Tessera 5.'},
} as const satisfies Record<string, BadgeDefinition>;

export type BadgeKind = keyof typeof BADGES;

export function isBadgeKind(value: string): value is BadgeKind {
  return Object.prototype.hasOwnProperty.call(BADGES, value);
}

const VERSION = /^\d+\.\d+\.\d+$/;

/** The definition of a version badge such as "5.3.0+". Throws on a malformed version so a typo fails the build. */
export function versionBadge(version: string): BadgeDefinition {
  if (!VERSION.test(version)) throw new Error(`Version badge expects a version like "5.3.0", got "${version}"`);
  return {label: `${version}+`, tone: 'version', tooltip: `Available from Tessera ${version}.`};
}
