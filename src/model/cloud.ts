/**
 * Tessera Cloud, the hosted offering, as one typed model: its plans with their limits and prices, the build machine,
 * the prices of usage beyond a plan and the billing rules. The plan table of the usage and billing page renders from
 * it (<CloudPlans />, <CloudOverage />), and prose writes each figure through <CloudFact /> (src/lib/content/
 * productFacts.ts); the content check fails a figure typed by hand (checks/content/modelFigures.ts). Which plan unlocks
 * which feature is CLOUD_FEATURES (<CloudFeatures />, checked by checks/content/cloudFeatures.ts). A figure changes
 * here, never on a page.
 */
import type {BadgeKind} from './badges';

export type CloudPlanId = 'free' | 'essential' | 'pro' | 'scale';

/** The four metrics a plan includes every month (or, for storage, at any time). */
export type CloudMetric = 'apiRequests' | 'assetBandwidth' | 'assetStorage' | 'databaseStorage';

export interface CloudPlan {
  id: CloudPlanId;
  /** The name as the dashboard and the pages write it. */
  name: 'Free' | 'Essential' | 'Pro' | 'Scale';
  badge: BadgeKind;
  /** US dollars per project and per month, without taxes. */
  pricePerMonth: number;
  /** The running server of each environment. `vcpu: null` is a shared CPU. */
  compute: {vcpu: number | null; memoryMb: number};
  /** `null`: always on. Otherwise the server stops after that many minutes without requests, and the next request wakes it. */
  sleep: {afterMinutes: number; wakeSeconds: number} | null;
  /** Included every month (requests, bandwidth) or at any time (storage), in requests and GB. */
  included: Readonly<Record<CloudMetric, number>>;
  /** Environments included in the price, and the most a project can have (extra ones at CLOUD_EXTRA_ENVIRONMENT). */
  environments: {included: number; maximum: number};
  /** Custom domains, across all environments of the project. */
  customDomains: number;
  backups: {
    /** Daily automatic backups and the days each is kept; `null`: none. */
    automatic: {keptDays: number} | null;
    /** Backups made with Create backup (CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT each). */
    onDemand: boolean;
  };
  /** Days of runtime logs the dashboard keeps. */
  logRetentionDays: number;
  /** `null`: unlimited, at no extra cost. */
  collaborators: number | null;
  /** Usage beyond an included amount: billed on the next invoice, or blocked until the next period. */
  beyondIncluded: 'billed' | 'blocked';
  support: {channel: 'community' | 'email' | 'priority-email'; answerWithinBusinessHours?: number};
}

const PAID_SUPPORT = {channel: 'priority-email'} as const;

export const CLOUD_PLANS: readonly CloudPlan[] = [
  {
    id: 'free',
    name: 'Free',
    badge: 'cloud-free',
    pricePerMonth: 0,
    compute: {vcpu: null, memoryMb: 512},
    sleep: {afterMinutes: 30, wakeSeconds: 10},
    included: {apiRequests: 10_000, assetBandwidth: 10, assetStorage: 5, databaseStorage: 0.5},
    environments: {included: 1, maximum: 1},
    customDomains: 0,
    backups: {automatic: null, onDemand: false},
    logRetentionDays: 1,
    collaborators: null,
    beyondIncluded: 'blocked',
    support: {channel: 'community'},
  },
  {
    id: 'essential',
    name: 'Essential',
    badge: 'cloud-essential',
    pricePerMonth: 15,
    compute: {vcpu: 1, memoryMb: 2048},
    sleep: null,
    included: {apiRequests: 100_000, assetBandwidth: 50, assetStorage: 25, databaseStorage: 5},
    environments: {included: 1, maximum: 1},
    customDomains: 1,
    backups: {automatic: {keptDays: 7}, onDemand: false},
    logRetentionDays: 3,
    collaborators: null,
    beyondIncluded: 'billed',
    support: {channel: 'email'},
  },
  {
    id: 'pro',
    name: 'Pro',
    badge: 'cloud-pro',
    pricePerMonth: 99,
    compute: {vcpu: 2, memoryMb: 4096},
    sleep: null,
    included: {apiRequests: 1_000_000, assetBandwidth: 500, assetStorage: 150, databaseStorage: 25},
    environments: {included: 2, maximum: 5},
    customDomains: 5,
    backups: {automatic: {keptDays: 14}, onDemand: true},
    logRetentionDays: 7,
    collaborators: null,
    beyondIncluded: 'billed',
    support: PAID_SUPPORT,
  },
  {
    id: 'scale',
    name: 'Scale',
    badge: 'cloud-scale',
    pricePerMonth: 499,
    compute: {vcpu: 4, memoryMb: 8192},
    sleep: null,
    included: {apiRequests: 10_000_000, assetBandwidth: 1000, assetStorage: 500, databaseStorage: 100},
    environments: {included: 3, maximum: 10},
    customDomains: 20,
    backups: {automatic: {keptDays: 28}, onDemand: true},
    logRetentionDays: 30,
    collaborators: null,
    beyondIncluded: 'billed',
    support: {...PAID_SUPPORT, answerWithinBusinessHours: 4},
  },
];

export function cloudPlan(id: CloudPlanId): CloudPlan {
  const plan = CLOUD_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`no Tessera Cloud plan "${id}"`);
  return plan;
}

/** Builds run apart from the running server, on the same machine whatever the plan. */
export const CLOUD_BUILD = {memoryMb: 4096, timeLimitMinutes: 30, samePlanForAll: true} as const;

/** An environment beyond those a plan includes, on the plans whose maximum allows it. */
export const CLOUD_EXTRA_ENVIRONMENT = {pricePerMonth: 25, proratedTo: 'day'} as const;

/** Manual (on-demand) backups each environment keeps, until you delete them. */
export const CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT = 3;

/** Projects on the Free plan one account can own. */
const CLOUD_FREE_PROJECTS_PER_ACCOUNT = 1;

/** The price of usage beyond the included amounts, on the plans that bill it (US dollars). */
export const CLOUD_OVERAGE: Readonly<Record<CloudMetric, {price: number; per: number; unit: 'requests' | 'GB' | 'GB per month'}>> = {
  apiRequests: {price: 2, per: 100_000, unit: 'requests'},
  assetBandwidth: {price: 0.25, per: 1, unit: 'GB'},
  assetStorage: {price: 0.15, per: 1, unit: 'GB per month'},
  databaseStorage: {price: 0.75, per: 1, unit: 'GB per month'},
};

/** What a plan that blocks usage beyond its limits refuses (the Free plan). */
const CLOUD_BLOCKED = {apiRequestsStatus: 429, readsKeepWorkingWhileRequestsRemain: true} as const;

/** Usage notifications, as percentages of an included amount, once per metric and billing period. */
const CLOUD_USAGE_NOTIFICATIONS_PERCENT = [80, 100] as const;

/** The billing rules the pages state. */
const CLOUD_BILLING = {
  /** The day of the month a paid plan starts becomes the project's billing date; each project has its own. */
  billingDate: 'day-the-paid-plan-started',
  /** The first month is charged when the paid plan is chosen. */
  firstMonth: 'charged-at-once',
  /** On the billing date: the plan price of the month ahead and the extra usage of the month that ended, then taxes. */
  invoice: {planPrice: 'month-ahead', extraUsage: 'month-ended', currency: 'USD', pricesExcludeTaxes: true},
  /** An upgrade applies at once; the difference for the rest of the period is prorated to the day, on a separate invoice. */
  upgrade: {applies: 'at-once', proratedTo: 'day', invoice: 'separate'},
  /** A downgrade applies at the end of the period; what the lower plan lacks must be removed first. */
  downgrade: {applies: 'end-of-period'},
  /** Downgrading to Free ends the subscription at the end of the period. */
  cancellation: {applies: 'end-of-period'},
  /** Deleting a project ends the subscription at once: extra usage on a final invoice, the rest of the period not refunded. */
  projectDeletion: {subscriptionEnds: 'at-once', refund: false},
  /** A failed charge: the invoice turns Past due, is retried these days later, and its projects are suspended after that many days past due (503, nothing deleted). */
  failedPayment: {retryAfterDays: [3, 5, 7], suspendAfterDaysPastDue: 14, suspendedStatus: 503},
  /** A plan change never voids an invoice. */
  planChangeVoidsInvoice: false,
} as const;

/** How a project deploys again without a change: Trigger deploy with a repository, the CLI without one. */
const CLOUD_REDEPLOY = {withRepository: 'Trigger deploy', withoutRepository: 'npx tessera deploy'} as const;

/** A feature some Cloud plans have and others lack, by a stable id. */
export type CloudFeatureId =
  | 'always-on'
  | 'custom-domains'
  | 'automatic-backups'
  | 'on-demand-backups'
  | 'additional-environments'
  | 'collaborators'
  | 'releases'
  | 'content-history'
  | 'review-workflows'
  | 'audit-logs'
  | 'single-sign-on';

/** What a plan includes of a feature: its limit where it has one (`null`: no limit), in the unit of the feature's `limit`. */
export interface CloudFeaturePlan {
  limit?: number | null;
}

export interface CloudFeature {
  id: CloudFeatureId;
  /** The name as pages write it; the row of the feature matrix. */
  name: string;
  /** The Cloud platform and dashboard, or the project's admin panel (features of Tessera itself that the plan unlocks). */
  area: 'platform' | 'admin';
  /**
   * Other words pages name it with. The content check finds a feature by its name and these: in any case for platform
   * features, as written for admin features (proper names: "Releases", not "patch releases").
   */
  alsoWritten: readonly string[];
  /** The plans that include it, each with its limit; a plan not listed lacks it. A higher plan has all a lower one has. */
  plans: Readonly<Partial<Record<CloudPlanId, CloudFeaturePlan>>>;
  /** How a plan's limit reads in the feature matrix: `{n}` is the limit; `none` when it is `null`. */
  limit?: {text: string; none: string};
}

/** The plans for which `include` returns a limit (or `true`: included without one), from the plan figures above. */
function plansWith(include: (plan: CloudPlan) => number | null | boolean): CloudFeature['plans'] {
  const plans: Partial<Record<CloudPlanId, CloudFeaturePlan>> = {};
  for (const plan of CLOUD_PLANS) {
    const value = include(plan);
    if (value === false) continue;
    plans[plan.id] = value === true ? {} : {limit: value};
  }
  return plans;
}

/**
 * Which plan unlocks which feature. The platform features follow from the plan figures (a plan with custom domains has
 * the feature, its number is the limit), so a figure still changes in one place; the admin panel features of Tessera
 * (the self-hosted Growth and Enterprise editions unlock the same ones) are stated here. <CloudFeatures /> renders the
 * matrix, and the content check (checks/content/cloudFeatures.ts) fails prose that ties a feature to another plan.
 */
export const CLOUD_FEATURES: readonly CloudFeature[] = [
  {
    id: 'always-on',
    name: 'Always on',
    area: 'platform',
    alsoWritten: ['always-on'],
    plans: plansWith((plan) => plan.sleep === null),
  },
  {
    id: 'custom-domains',
    name: 'Custom domains',
    area: 'platform',
    alsoWritten: ['custom domain'],
    plans: plansWith((plan) => plan.customDomains > 0 && plan.customDomains),
    limit: {text: 'Up to {n}', none: 'No limit'},
  },
  {
    id: 'automatic-backups',
    name: 'Automatic backups',
    area: 'platform',
    alsoWritten: ['automatic backup', 'daily backups', 'daily database backups', 'backs it up daily'],
    plans: plansWith((plan) => plan.backups.automatic?.keptDays ?? false),
    limit: {text: 'Daily, kept {n} days', none: 'Daily'},
  },
  {
    id: 'on-demand-backups',
    name: 'On-demand backups',
    area: 'platform',
    alsoWritten: ['on-demand backup', 'manual backups', 'manual backup'],
    plans: plansWith((plan) => plan.backups.onDemand && CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT),
    limit: {text: 'Up to {n} per environment', none: 'Yes'},
  },
  {
    id: 'additional-environments',
    name: 'Additional environments',
    area: 'platform',
    alsoWritten: [
      'additional environment',
      'extra environments',
      'more environments',
      'several environments',
      'add an environment',
      'staging environment',
    ],
    plans: plansWith((plan) => plan.environments.maximum > plan.environments.included && plan.environments.maximum),
    limit: {text: 'Up to {n} in total', none: 'No limit'},
  },
  {
    id: 'collaborators',
    name: 'Collaborators',
    area: 'platform',
    alsoWritten: [],
    plans: plansWith((plan) => plan.collaborators),
    limit: {text: 'Up to {n}', none: 'Unlimited'},
  },
  {
    id: 'releases',
    name: 'Releases',
    area: 'admin',
    alsoWritten: [],
    plans: {pro: {limit: 3}, scale: {limit: null}},
    limit: {text: '{n} pending at a time', none: 'No limit on pending releases'},
  },
  {
    id: 'content-history',
    name: 'Content History',
    area: 'admin',
    alsoWritten: [],
    plans: {pro: {limit: 30}, scale: {limit: 90}},
    limit: {text: 'Versions kept {n} days', none: 'Versions kept'},
  },
  {id: 'review-workflows', name: 'Review Workflows', area: 'admin', alsoWritten: [], plans: {scale: {}}},
  {id: 'audit-logs', name: 'Audit Logs', area: 'admin', alsoWritten: [], plans: {scale: {}}},
  {id: 'single-sign-on', name: 'Single Sign-On', area: 'admin', alsoWritten: ['SSO'], plans: {scale: {}}},
];

export function cloudFeature(id: CloudFeatureId): CloudFeature {
  const feature = CLOUD_FEATURES.find((f) => f.id === id);
  if (!feature) throw new Error(`no Tessera Cloud feature "${id}"`);
  return feature;
}

/**
 * The whole model in one object: the Cloud feature check (checks/content/cloudFeatures.ts) reads it, and a page fact
 * that is neither a plan figure nor a table row (the billing rules, the redeploy command) is looked up here.
 */
export const CLOUD = {
  plans: CLOUD_PLANS,
  build: CLOUD_BUILD,
  extraEnvironment: CLOUD_EXTRA_ENVIRONMENT,
  overage: CLOUD_OVERAGE,
  manualBackupsPerEnvironment: CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT,
  freeProjectsPerAccount: CLOUD_FREE_PROJECTS_PER_ACCOUNT,
  blocked: CLOUD_BLOCKED,
  usageNotificationsPercent: CLOUD_USAGE_NOTIFICATIONS_PERCENT,
  billing: CLOUD_BILLING,
  redeploy: CLOUD_REDEPLOY,
  features: CLOUD_FEATURES,
} as const;
