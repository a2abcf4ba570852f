/**
 * The product figures prose states, written from the model: the Tessera Cloud figures of src/model/cloud.ts and the
 * pagination limits of src/model/api/rest.ts. The page components (<CloudFact />, <RestLimit />), their Markdown twins
 * and the content check that fails the same figure typed as a literal (checks/content/modelFigures.ts) all read the
 * text from here, so a figure changes in the model and nowhere else.
 */
import {
  CLOUD_BUILD,
  CLOUD_EXTRA_ENVIRONMENT,
  CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT,
  CLOUD_OVERAGE,
  CLOUD,
  CLOUD_PLANS,
  type CloudMetric,
  type CloudPlan,
} from '../../model/cloud';
import {PAGINATION_LIMITS} from '../../model/api/rest';

/**
 * A figure as the model holds it: its number (or numbers, for a list), the unit a page writes after it and, for a unit
 * that other facts share (days, minutes, seconds, GB), the word a paragraph about this figure names: "7 days" is
 * Essential's backups only where backups are named, not an invitation's lifetime.
 */
interface Figure {
  values: readonly number[];
  unit: Unit;
  about?: RegExp;
}

/**
 * How a figure reads: `dollars` before the number, `percent` right after it, `GB` or a noun (plural from 2) after a
 * space. Memory is held in MB and written in GB from 1,024 MB, as the plan table writes it.
 */
type Unit = 'dollars' | 'percent' | 'memory' | 'GB' | {noun: string; plural: string};

const noun = (singular: string, plural = `${singular}s`): Unit => ({noun: singular, plural});

/** A plan figure: what `plan` has, or why the plan has no such figure (the component fails the build with it). */
type PlanFigure = (plan: CloudPlan) => Figure | string;

const per =
  (unit: Unit, about: RegExp | undefined, value: (plan: CloudPlan) => number | null, none: (plan: CloudPlan) => string): PlanFigure =>
  (plan) => {
    const n = value(plan);
    return n === null ? none(plan) : {values: [n], unit, ...(about ? {about} : {})};
  };
const always = (unit: Unit, about: RegExp | undefined, value: (plan: CloudPlan) => number): PlanFigure => per(unit, about, value, () => '');
const included = (metric: CloudMetric, unit: Unit, about?: RegExp): PlanFigure => always(unit, about, (plan) => plan.included[metric]);

/** The figures of one plan, by the `metric` a page names. */
const PLAN_FIGURES = {
  price: always('dollars', undefined, (plan) => plan.pricePerMonth),
  vcpu: per(
    noun('vCPU'),
    undefined,
    (plan) => plan.compute.vcpu,
    (plan) => `${plan.name} has a shared CPU`,
  ),
  memory: always('memory', /\bmemory\b|\bRAM\b/i, (plan) => plan.compute.memoryMb),
  sleepAfter: per(
    noun('minute'),
    /\bsleep/i,
    (plan) => plan.sleep?.afterMinutes ?? null,
    (plan) => `${plan.name} is always on`,
  ),
  wakeWithin: per(
    noun('second'),
    /\bwak/i,
    (plan) => plan.sleep?.wakeSeconds ?? null,
    (plan) => `${plan.name} is always on`,
  ),
  apiRequests: included('apiRequests', noun('API request')),
  assetBandwidth: included('assetBandwidth', 'GB', /\bbandwidth\b/i),
  assetStorage: included('assetStorage', 'GB', /\bstorage\b/i),
  databaseStorage: included('databaseStorage', 'GB', /\bdatabase\b/i),
  environmentsIncluded: always(noun('environment'), undefined, (plan) => plan.environments.included),
  environmentsMaximum: always(noun('environment'), undefined, (plan) => plan.environments.maximum),
  customDomains: always(noun('custom domain'), undefined, (plan) => plan.customDomains),
  backupDays: per(
    noun('day'),
    /\bbackups?\b/i,
    (plan) => plan.backups.automatic?.keptDays ?? null,
    (plan) => `${plan.name} has no automatic backups`,
  ),
  logDays: always(noun('day'), /\blogs\b/i, (plan) => plan.logRetentionDays),
  supportHours: per(
    noun('business hour'),
    undefined,
    (plan) => plan.support.answerWithinBusinessHours ?? null,
    (plan) => `${plan.name} states no answer time`,
  ),
} as const satisfies Readonly<Record<string, PlanFigure>>;

const overage = (metric: CloudMetric): Figure => ({values: [CLOUD_OVERAGE[metric].price], unit: 'dollars'});

/** The figures that hold for every plan, by the `metric` a page names. */
const PLATFORM_FIGURES = {
  buildMemory: {values: [CLOUD_BUILD.memoryMb], unit: 'memory', about: /\bbuild/i},
  buildTimeLimit: {values: [CLOUD_BUILD.timeLimitMinutes], unit: noun('minute'), about: /\bbuild/i},
  extraEnvironmentPrice: {values: [CLOUD_EXTRA_ENVIRONMENT.pricePerMonth], unit: 'dollars'},
  manualBackups: {values: [CLOUD_MANUAL_BACKUPS_PER_ENVIRONMENT], unit: noun('manual backup')},
  apiRequestsOveragePrice: overage('apiRequests'),
  assetBandwidthOveragePrice: overage('assetBandwidth'),
  assetStorageOveragePrice: overage('assetStorage'),
  databaseStorageOveragePrice: overage('databaseStorage'),
  paymentRetryDays: {values: CLOUD.billing.failedPayment.retryAfterDays, unit: noun('day'), about: /\bretr(?:y|ies)\b/i},
  suspendAfterDays: {values: [CLOUD.billing.failedPayment.suspendAfterDaysPastDue], unit: noun('day'), about: /\bpast due\b|\bsuspend/i},
  usageNotifications: {values: CLOUD.usageNotificationsPercent, unit: 'percent'},
} as const satisfies Readonly<Record<string, Figure>>;

export type CloudPlanName = CloudPlan['name'];
export type CloudPlanMetric = keyof typeof PLAN_FIGURES;
export type CloudPlatformMetric = keyof typeof PLATFORM_FIGURES;

/** What a page passes to <CloudFact />: a plan's figure, or a platform figure without a plan. */
export interface CloudFactProps {
  plan?: CloudPlanName;
  metric: CloudPlanMetric | CloudPlatformMetric;
  /** The number alone, without its unit: for "a 30-minute limit", written `<CloudFact … bare />-minute`. */
  bare?: boolean;
}

const number = (value: number): string => value.toLocaleString('en-US');

/** `a`, `a and b`, `a, b and c`. */
const listOf = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

function memory(megabytes: number): {value: string; unit: string} {
  return megabytes < 1024 ? {value: number(megabytes), unit: 'MB'} : {value: number(megabytes / 1024), unit: 'GB'};
}

/** A figure as prose writes it ("4 GB", "$25", "3, 5 and 7 days", "80% and 100%"), or its numbers alone. */
function figureText({values, unit}: Figure, bare: boolean): string {
  if (unit === 'memory') {
    const parts = values.map(memory);
    return bare ? listOf(parts.map((part) => part.value)) : listOf(parts.map((part) => `${part.value} ${part.unit}`));
  }
  const numbers = values.map(number);
  if (bare) return listOf(numbers);
  if (unit === 'dollars') return listOf(numbers.map((n) => `$${n}`));
  if (unit === 'percent') return listOf(numbers.map((n) => `${n}%`));
  if (unit === 'GB') return `${listOf(numbers)} GB`;
  const plural = values.length > 1 || values[0] !== 1;
  return `${listOf(numbers)} ${plural ? unit.plural : unit.noun}`;
}

const isPlanMetric = (metric: string): metric is CloudPlanMetric => metric in PLAN_FIGURES;
const isPlatformMetric = (metric: string): metric is CloudPlatformMetric => metric in PLATFORM_FIGURES;

/**
 * The text of a Tessera Cloud figure. A plan metric needs a plan and a platform metric takes none; an unknown metric,
 * or a plan that has no such figure (Free keeps no automatic backups), throws, which fails the build with the reason.
 */
export function cloudFactText({plan, metric, bare = false}: CloudFactProps): string {
  const tag = `<CloudFact${plan ? ` plan="${plan}"` : ''} metric="${metric}">`;
  if (isPlatformMetric(metric)) {
    if (plan) throw new Error(`${tag}: ${metric} is the same on every plan; drop plan`);
    return figureText(PLATFORM_FIGURES[metric], bare);
  }
  if (!isPlanMetric(metric))
    throw new Error(
      `${tag}: no metric "${metric}"; metrics: ${[...Object.keys(PLAN_FIGURES), ...Object.keys(PLATFORM_FIGURES)].join(', ')}`,
    );
  const model = CLOUD_PLANS.find((candidate) => candidate.name === plan);
  if (!model) throw new Error(`${tag}: ${metric} needs a plan: ${CLOUD_PLANS.map((p) => p.name).join(', ')}`);
  const figure = PLAN_FIGURES[metric](model);
  if (typeof figure === 'string') throw new Error(`${tag}: ${figure}`);
  return figureText(figure, bare);
}

export type RestLimitName = 'defaultLimit' | 'maxLimit';

/** The pagination limits of the REST API (and the GraphQL plugin's, which default to the same), as a number. */
export function restLimitText(name: RestLimitName): string {
  if (name !== 'defaultLimit' && name !== 'maxLimit') throw new Error(`<RestLimit name="${String(name)}">: defaultLimit or maxLimit`);
  return number(PAGINATION_LIMITS[name]);
}

/** Where a figure typed as a literal is caught: on Tessera Cloud prose, or in a sentence about pagination. */
export type FigureScope = 'cloud' | 'pagination';

/** A figure the components render: the text a page would otherwise type, and the component that writes it. */
export interface ModelFigure {
  text: string;
  component: string;
  scope: FigureScope;
  /** What a sentence must name for the text to be this figure (see Figure). */
  about?: RegExp;
}

/** Every figure <CloudFact /> and <RestLimit /> can render, for the check that fails the same figure typed by hand. */
export function modelFigures(): ModelFigure[] {
  const cloud = (props: CloudFactProps, figure: Figure): ModelFigure => ({
    text: cloudFactText(props),
    component: `<CloudFact ${props.plan ? `plan="${props.plan}" ` : ''}metric="${props.metric}" />`,
    scope: 'cloud',
    ...(figure.about ? {about: figure.about} : {}),
  });
  const planFigures = CLOUD_PLANS.flatMap((plan) =>
    (Object.keys(PLAN_FIGURES) as CloudPlanMetric[]).flatMap((metric) => {
      const figure = PLAN_FIGURES[metric](plan);
      return typeof figure === 'string' ? [] : [cloud({plan: plan.name, metric}, figure)];
    }),
  );
  const platformFigures = (Object.keys(PLATFORM_FIGURES) as CloudPlatformMetric[]).map((metric) =>
    cloud({metric}, PLATFORM_FIGURES[metric]),
  );
  const limits = (['defaultLimit', 'maxLimit'] as const).map((name): ModelFigure => ({
    text: restLimitText(name),
    component: `<RestLimit name="${name}" />`,
    scope: 'pagination',
  }));
  return [...planFigures, ...platformFigures, ...limits];
}
