/**
 * The rows of the Tessera Cloud plan tables and of the feature matrix, written from the model (src/model/cloud.ts): one
 * text per plan and row, shared by the page components (src/components/mdx/CloudPlans) and their Markdown twins, so
 * both say the same.
 */
import {
  CLOUD_EXTRA_ENVIRONMENT,
  CLOUD_FEATURES,
  CLOUD_OVERAGE,
  CLOUD_PLANS,
  type CloudFeature,
  type CloudMetric,
  type CloudPlan,
} from '../../model/cloud';

const number = (value: number): string => value.toLocaleString('en-US');
const dollars = (value: number): string => `$${number(value)}`;
const days = (value: number): string => `${value} ${value === 1 ? 'day' : 'days'}`;
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** A memory or storage size as the pages write it: MB under 1 GB, GB from there. */
export function formatMemory(megabytes: number): string {
  return megabytes < 1024 ? `${megabytes} MB` : `${number(megabytes / 1024)} GB`;
}

const SUPPORT: Record<CloudPlan['support']['channel'], string> = {
  community: 'Community',
  email: 'Email',
  'priority-email': 'Priority email',
};

/** The rows of the plan comparison, in their order on the page, each with the id a page passes to `rows`. */
const PLAN_ROWS = {
  price: {label: 'Price per month', cell: (p: CloudPlan) => dollars(p.pricePerMonth)},
  compute: {
    label: 'Compute',
    cell: (p: CloudPlan) =>
      `${p.compute.vcpu === null ? 'Shared CPU' : `${p.compute.vcpu} vCPU`}, ${formatMemory(p.compute.memoryMb)} memory`,
  },
  'always-on': {
    label: 'Always on',
    cell: (p: CloudPlan) => (p.sleep ? `No: sleeps after ${p.sleep.afterMinutes} minutes without requests` : 'Yes'),
  },
  'api-requests': {label: 'API requests per month', cell: (p: CloudPlan) => number(p.included.apiRequests)},
  'asset-bandwidth': {label: 'Asset bandwidth per month', cell: (p: CloudPlan) => `${number(p.included.assetBandwidth)} GB`},
  'asset-storage': {label: 'Asset storage', cell: (p: CloudPlan) => `${number(p.included.assetStorage)} GB`},
  'database-storage': {label: 'Database storage', cell: (p: CloudPlan) => `${number(p.included.databaseStorage)} GB`},
  environments: {label: 'Environments included', cell: (p: CloudPlan) => String(p.environments.included)},
  'additional-environments': {
    label: 'Additional environments',
    cell: (p: CloudPlan) => (p.environments.maximum > p.environments.included ? `Yes, up to ${p.environments.maximum} in total` : 'No'),
  },
  'custom-domains': {label: 'Custom domains', cell: (p: CloudPlan) => (p.customDomains === 0 ? 'None' : String(p.customDomains))},
  'automatic-backups': {
    label: 'Automatic backups',
    cell: (p: CloudPlan) => (p.backups.automatic ? `Daily, kept ${days(p.backups.automatic.keptDays)}` : 'No'),
  },
  'on-demand-backups': {label: 'On-demand backups', cell: (p: CloudPlan) => yesNo(p.backups.onDemand)},
  logs: {label: 'Runtime logs kept', cell: (p: CloudPlan) => days(p.logRetentionDays)},
  collaborators: {label: 'Collaborators', cell: (p: CloudPlan) => (p.collaborators === null ? 'Unlimited' : String(p.collaborators))},
  'beyond-included': {
    label: 'Usage beyond the included amounts',
    cell: (p: CloudPlan) => (p.beyondIncluded === 'billed' ? 'Billed' : 'Blocked'),
  },
  support: {
    label: 'Support',
    cell: (p: CloudPlan) =>
      `${SUPPORT[p.support.channel]}${p.support.answerWithinBusinessHours ? `, answer within ${p.support.answerWithinBusinessHours} business hours` : ''}`,
  },
} as const;

export type CloudPlanRowId = keyof typeof PLAN_ROWS;

export interface CloudTableRow {
  id: string;
  label: string;
  cells: string[];
}

function isRowId(id: string): id is CloudPlanRowId {
  return id in PLAN_ROWS;
}

/**
 * The plan comparison, one row per fact and one cell per plan. `only`: a comma-separated list of row ids, for a page
 * that shows a few rows (the runtime logs page shows `logs`); an unknown id fails the build with the known ones.
 */
export function cloudPlanRows(only?: string): CloudTableRow[] {
  const ids = only ? only.split(',').map((id) => id.trim()) : (Object.keys(PLAN_ROWS) as CloudPlanRowId[]);
  return ids.map((id) => {
    if (!isRowId(id)) throw new Error(`<CloudPlans rows="${only}">: no row "${id}"; rows: ${Object.keys(PLAN_ROWS).join(', ')}`);
    const row = PLAN_ROWS[id];
    return {id, label: row.label, cells: CLOUD_PLANS.map((plan) => row.cell(plan))};
  });
}

const METRIC_LABEL: Record<CloudMetric, string> = {
  apiRequests: 'API requests',
  assetBandwidth: 'Asset bandwidth',
  assetStorage: 'Asset storage',
  databaseStorage: 'Database storage',
};

/** `a`, `a and b`, `a, b and c`. */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The prices of usage beyond the included amounts, and of an additional environment, as [what, price] rows. */
export function cloudOverageRows(): CloudTableRow[] {
  const metrics = (Object.keys(CLOUD_OVERAGE) as CloudMetric[]).map((metric) => {
    const {price, per, unit} = CLOUD_OVERAGE[metric];
    const amount =
      unit === 'requests'
        ? `${dollars(price)} per additional ${number(per)} requests, counted in whole blocks`
        : `${dollars(price)} per additional ${unit}`;
    return {id: metric, label: METRIC_LABEL[metric], cells: [amount]};
  });
  const withExtra = CLOUD_PLANS.filter((plan) => plan.environments.maximum > plan.environments.included).map((plan) => plan.name);
  return [
    ...metrics,
    {
      id: 'environment',
      label: `Additional environment (${listOf(withExtra)})`,
      cells: [
        `${dollars(CLOUD_EXTRA_ENVIRONMENT.pricePerMonth)} per environment per month, prorated to the ${CLOUD_EXTRA_ENVIRONMENT.proratedTo}`,
      ],
    },
  ];
}

/** What a plan's cell of the feature matrix says: No, Yes, or the plan's limit. */
function featureCell(feature: CloudFeature, plan: CloudPlan): string {
  const included = feature.plans[plan.id];
  if (!included) return 'No';
  if (included.limit === undefined || !feature.limit) return 'Yes';
  return included.limit === null ? feature.limit.none : feature.limit.text.replace('{n}', number(included.limit));
}

const FEATURE_AREAS: readonly CloudFeature['area'][] = ['platform', 'admin'];

/**
 * The feature matrix, one row per feature (its id and name) and one cell per plan. `area`: `platform` (the Cloud
 * dashboard) or `admin` (features of the admin panel that the plan unlocks); every feature when omitted. An unknown
 * area fails the build with the known ones.
 */
export function cloudFeatureRows(area?: string): CloudTableRow[] {
  if (area !== undefined && !FEATURE_AREAS.includes(area as CloudFeature['area']))
    throw new Error(`<CloudFeatures area="${area}">: no area "${area}"; areas: ${FEATURE_AREAS.join(', ')}`);
  return CLOUD_FEATURES.filter((feature) => area === undefined || feature.area === area).map((feature) => ({
    id: feature.id,
    label: feature.name,
    cells: CLOUD_PLANS.map((plan) => featureCell(feature, plan)),
  }));
}
