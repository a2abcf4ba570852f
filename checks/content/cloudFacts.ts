/**
 * Tessera Cloud figures in prose checked against the model (src/model/cloud.ts), in the style of the fact checks of
 * facts.ts: a pure function that returns problems with a 1-based line number of the body and a message naming what the
 * page says and what the model says.
 */
import type {CloudMetric} from '../../src/model/cloud';
import {withoutFences, type LineProblem} from './facts';

/** What the Tessera Cloud figure check holds prose to: the facts of src/model/cloud.ts. */
export interface CloudFacts {
  plans: readonly {
    name: string;
    pricePerMonth: number;
    compute: {vcpu: number | null; memoryMb: number};
    sleep: {afterMinutes: number; wakeSeconds: number} | null;
    included: {apiRequests: number; assetBandwidth: number; assetStorage: number; databaseStorage: number};
    environments: {included: number; maximum: number};
    customDomains: number;
    backups: {automatic: {keptDays: number} | null};
    logRetentionDays: number;
    support: {answerWithinBusinessHours?: number};
  }[];
  build: {memoryMb: number; timeLimitMinutes: number};
  extraEnvironment: {pricePerMonth: number};
  overage: Readonly<Record<CloudMetric, {price: number; per: number}>>;
  manualBackupsPerEnvironment: number;
  usageNotificationsPercent: readonly number[];
  billing: {failedPayment: {retryAfterDays: readonly number[]; suspendAfterDaysPastDue: number}};
}

type CloudPlanFacts = CloudFacts['plans'][number];

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  sixty: 60,
};
const NUM = `(?:\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const NUM_LIST = `${NUM}(?:(?:\\s*,\\s*|\\s+(?:and|or)\\s+)${NUM})*`;
const PLAN_NAME = /\b(Free|Essential|Pro|Scale)\b|\b[Pp]aid plans?\b|\b(?:[Ee]very|[Aa]ll|[Ee]ach|[Aa]ny) plans?\b/g;

function numberOf(source: string): number {
  const word = NUMBER_WORDS[source.toLowerCase()];
  return word ?? Number(source.replace(/,/g, ''));
}

const numbersIn = (list: string): number[] => [...list.matchAll(new RegExp(NUM, 'gi'))].map((m) => numberOf(m[0]));

/** What each kind of figure is about, as the messages say it. */
const SUBJECT_LABEL = {
  price: 'the price per month',
  memory: 'the run-time memory',
  vcpu: 'the vCPUs',
  sleep: 'the minutes without requests before it sleeps',
  wake: 'the seconds it takes to wake',
  apiRequests: 'the API requests included per month',
  assetBandwidth: 'the asset bandwidth (GB) per month',
  assetStorage: 'the asset storage (GB)',
  databaseStorage: 'the database storage (GB)',
  environmentsIncluded: 'the environments included',
  environmentsMaximum: 'the most environments',
  customDomains: 'the custom domains',
  backupDays: 'the days automatic backups are kept',
  logDays: 'the days runtime logs are kept',
  supportHours: 'the business hours of the support answer time',
  buildMemory: 'the memory of the build machine',
  buildMinutes: 'the time limit of a build (minutes)',
  environmentPrice: 'the price of an additional environment per month',
  overagePrice: 'the price of extra usage',
  overageBlock: 'the block of extra API requests',
  manualBackups: 'the manual backups each environment keeps',
  retryDays: 'the days after which a failed charge is retried',
  suspendDays: 'the days past due before suspension',
  usagePercent: 'the usage notification thresholds',
} as const;

type CloudSubject = keyof typeof SUBJECT_LABEL;

/** A figure of a Cloud fact found in a clause: what it is about, what the page says, and where in the clause. */
interface CloudFigure {
  subject: CloudSubject;
  /** A number; a list (payment retries) as its numbers joined by commas. */
  value: number | string;
  at: number;
}

const PLAN_INDEPENDENT = new Set<CloudSubject>([
  'buildMemory',
  'buildMinutes',
  'environmentPrice',
  'overagePrice',
  'overageBlock',
  'manualBackups',
  'retryDays',
  'suspendDays',
  'usagePercent',
]);

const BUILD = /\bbuilds?\b|\bbuild machine\b/i;
const LIMIT = /\b(?:after|limit|stops?|timed? out|within|up to|at most|longest|maximum)\b/i;

function overageMetric(text: string): CloudMetric | null {
  if (/bandwidth/i.test(text)) return 'assetBandwidth';
  if (/asset storage|file storage/i.test(text)) return 'assetStorage';
  if (/database/i.test(text)) return 'databaseStorage';
  if (/requests/i.test(text)) return 'apiRequests';
  return null;
}

/** The nearest of the keywords to `at` in `text`, by distance; `null` when none occurs. */
function nearest<T extends string>(text: string, at: number, keywords: ReadonlyArray<readonly [T, RegExp]>): T | null {
  let best: {subject: T; distance: number} | null = null;
  for (const [subject, pattern] of keywords) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'gi'))) {
      const distance = Math.abs(match.index - at);
      if (!best || distance < best.distance) best = {subject, distance};
    }
  }
  return best?.subject ?? null;
}

/**
 * The figures of one clause. `sentence` and `context` (the line, plus a table's column header and row label) give
 * the subject where the clause itself does not name it ("Essential keeps them 7 days" under "Automatic backups").
 */
function clauseFigures(
  clause: string,
  sentence: string,
  context: string,
  tableContext: string,
  previousCount: CloudSubject | null,
): {figures: CloudFigure[]; lastCount: CloudSubject | null} {
  const figures: CloudFigure[] = [];
  const taken: [number, number][] = [];
  const take = (match: RegExpMatchArray): void => void taken.push([match.index!, match.index! + match[0].length]);
  const free = (index: number): boolean => !taken.some(([start, end]) => index >= start && index < end);
  const push = (subject: CloudSubject | null, values: number[], at: number): void => {
    if (subject) for (const value of values) figures.push({subject, value, at});
  };
  const planInClause = new RegExp(PLAN_NAME.source).test(clause);

  for (const match of clause.matchAll(new RegExp(`\\$(${NUM})`, 'gi'))) {
    take(match);
    const value = numberOf(match[1]!);
    if (/per additional|additional GB|per GB/i.test(clause)) {
      const block = new RegExp(`per additional (${NUM}) requests`, 'i').exec(clause);
      push('overagePrice', [value], match.index);
      if (block) push('overageBlock', [numberOf(block[1]!)], match.index);
    } else if (/environment/i.test(clause) || (!planInClause && /environment/i.test(sentence)))
      push('environmentPrice', [value], match.index);
    else if (planInClause || new RegExp(PLAN_NAME.source).test(sentence)) push('price', [value], match.index);
  }

  for (const match of clause.matchAll(new RegExp(`(${NUM_LIST})\\s*(MB|GB|TB)\\b`, 'gi'))) {
    take(match);
    const unit = match[2]!.toUpperCase();
    const values = numbersIn(match[1]!).map((n) => (unit === 'MB' ? n : unit === 'GB' ? n * 1024 : n * 1024 * 1024));
    const after = clause.slice(match.index + match[0].length, match.index + match[0].length + 40);
    const at = match.index;
    if (/^\s*(?:of\s+)?(?:run-?time|runtime)\b/i.test(after)) push('memory', values, at);
    else if (BUILD.test(clause)) push('buildMemory', values, at);
    else if (/^\s*(?:of\s+)?(?:memory|RAM)\b/i.test(after) || /\b(?:memory|RAM)\b/i.test(clause)) push('memory', values, at);
    else {
      const metric = nearest(clause, at, [
        ['assetBandwidth', /bandwidth/],
        ['assetStorage', /asset storage|file storage/],
        ['databaseStorage', /database/],
      ] as const);
      if (metric && !/\$/.test(clause))
        push(
          metric,
          values.map((mb) => mb / 1024),
          at,
        );
    }
  }

  const durations = new RegExp(`(${NUM_LIST})[- ](minutes?|seconds?|business hours?|hours?|days?)\\b`, 'gi');
  for (const match of clause.matchAll(durations)) {
    take(match);
    const values = numbersIn(match[1]!);
    const unit = match[2]!.toLowerCase();
    const at = match.index;
    if (unit.startsWith('minute')) {
      if (/\bsleep(?:s|ing)?\b|\basleep\b/i.test(`${sentence} ${tableContext}`)) push('sleep', values, at);
      else if (BUILD.test(sentence) && LIMIT.test(sentence)) push('buildMinutes', values, at);
    } else if (unit.startsWith('second')) {
      if (/\bwak(?:e|es|ing)\b|\bsleep/i.test(sentence)) push('wake', values, at);
    } else if (unit.includes('hour')) {
      if (/\bsupport\b|\banswer/i.test(`${sentence} ${context}`) && unit.startsWith('business')) push('supportHours', values, at);
    } else {
      const keywords = [
        ['backupDays', /\bbackups?\b/],
        ['logDays', /\blogs?\b/],
        ['retryDays', /\bretr(?:y|ies|ied)\b/],
        ['suspendDays', /\bsuspend(?:ed|s)?\b|\bpast due\b/],
      ] as const;
      const subject = nearest(sentence, sentence.indexOf(clause) + at, keywords) ?? nearest(context, 0, keywords);
      if (subject === 'retryDays') figures.push({subject, value: values.join(','), at});
      else if (subject === 'backupDays' && /\bmanual\b|\bon-demand\b/i.test(clause)) continue;
      else push(subject, values, at);
    }
  }

  if (/\bnotif|\busage at\b/i.test(`${sentence} ${context}`))
    for (const match of clause.matchAll(new RegExp(`(${NUM_LIST})\\s*%`, 'gi'))) {
      take(match);
      push('usagePercent', numbersIn(match[1]!), match.index);
    }

  const counts = new RegExp(
    `(${NUM_LIST})\\s+(?:(?:additional|extra|custom|manual|on-demand|automatic|included|API)\\s+)?(environments?|domains?|vCPUs?|backups?|requests)\\b`,
    'gi',
  );
  let lastCount: CloudSubject | null = previousCount;
  for (const match of clause.matchAll(counts)) {
    if (!free(match.index)) continue;
    take(match);
    const values = numbersIn(match[1]!);
    const noun = match[2]!.toLowerCase();
    let subject: CloudSubject | null = null;
    if (noun.startsWith('environment')) {
      if (/\bup to\b|\bin total\b|\bat most\b|\bmaximum\b/i.test(clause)) subject = 'environmentsMaximum';
      else if (/\binclud/i.test(clause)) subject = 'environmentsIncluded';
    } else if (noun.startsWith('domain')) subject = /custom/i.test(match[0]) || /custom domain/i.test(sentence) ? 'customDomains' : null;
    else if (noun.startsWith('vcpu')) subject = 'vcpu';
    else if (noun.startsWith('backup'))
      subject = /\bmanual\b|\bon-demand\b/i.test(match[0]) && /\bup to\b|\bkeeps?\b/i.test(clause) ? 'manualBackups' : null;
    else if (/API/i.test(clause) && !/additional|\$/i.test(clause)) subject = 'apiRequests';
    push(subject, values, match.index);
    lastCount = subject ?? lastCount;
  }
  return {figures: figures.concat(elidedCounts(clause, free, lastCount)), lastCount};
}

/** Figures written without their noun in an enumeration: "Pro projects 5 and Scale projects 20", "10 on Scale". */
function elidedCounts(clause: string, free: (index: number) => boolean, subject: CloudSubject | null): CloudFigure[] {
  if (!subject) return [];
  const pattern = new RegExp(
    `\\b(?:Free|Essential|Pro|Scale)(?:\\s+(?:projects?|plans?))?\\s+(${NUM})\\b(?!\\s*(?:%|[KMGT]B\\b|minutes?\\b|seconds?\\b|hours?\\b|days?\\b|[.,]\\d))|\\b(${NUM})\\s+on\\s+(?:the\\s+)?(?:Free|Essential|Pro|Scale)\\b`,
    'g',
  );
  return [...clause.matchAll(pattern)]
    .map((match) => {
      const source = match[1] ?? match[2]!;
      const at = match.index + match[0].indexOf(source);
      return {subject, value: numberOf(source), at};
    })
    .filter((figure) => free(figure.at));
}

/** The plans a clause names, in order ("paid plans" and "every plan" stand for several). */
export function plansIn<P extends {name: string; pricePerMonth: number}>(text: string, plans: readonly P[]): P[] {
  return [...text.matchAll(PLAN_NAME)].flatMap((match) => {
    if (match[1]) return plans.filter((plan) => plan.name === match[1]);
    if (/paid/i.test(match[0])) return plans.filter((plan) => plan.pricePerMonth > 0);
    return [...plans];
  });
}

const formatDays = (days: readonly number[]): string =>
  `${days.slice(0, -1).join(', ')}${days.length > 1 ? ' and ' : ''}${days.at(-1)} days`;

/** What the model says of a plan-independent figure. */
function independentValue(subject: CloudSubject, facts: CloudFacts, clause: string): number | string | null {
  switch (subject) {
    case 'buildMemory':
      return facts.build.memoryMb;
    case 'buildMinutes':
      return facts.build.timeLimitMinutes;
    case 'environmentPrice':
      return facts.extraEnvironment.pricePerMonth;
    case 'overagePrice': {
      const metric = overageMetric(clause);
      return metric ? facts.overage[metric].price : null;
    }
    case 'overageBlock':
      return facts.overage.apiRequests.per;
    case 'manualBackups':
      return facts.manualBackupsPerEnvironment;
    case 'retryDays':
      return facts.billing.failedPayment.retryAfterDays.join(',');
    case 'suspendDays':
      return facts.billing.failedPayment.suspendAfterDaysPastDue;
    case 'usagePercent':
      return facts.usageNotificationsPercent.join(',');
    default:
      return null;
  }
}

/** What the model says of a plan's figure: a number, or a sentence when the plan has no such thing. */
function planValue(subject: CloudSubject, plan: CloudPlanFacts): number | string | null {
  switch (subject) {
    case 'price':
      return plan.pricePerMonth;
    case 'memory':
      return plan.compute.memoryMb;
    case 'vcpu':
      return plan.compute.vcpu ?? `${plan.name} has a shared CPU`;
    case 'sleep':
      return plan.sleep?.afterMinutes ?? `${plan.name} is always on`;
    case 'wake':
      return plan.sleep?.wakeSeconds ?? `${plan.name} is always on`;
    case 'apiRequests':
    case 'assetBandwidth':
    case 'assetStorage':
    case 'databaseStorage':
      return plan.included[subject];
    case 'environmentsIncluded':
      return plan.environments.included;
    case 'environmentsMaximum':
      return plan.environments.maximum;
    case 'customDomains':
      return plan.customDomains;
    case 'backupDays':
      return plan.backups.automatic?.keptDays ?? `${plan.name} has no automatic backups`;
    case 'logDays':
      return plan.logRetentionDays;
    case 'supportHours':
      return plan.support.answerWithinBusinessHours ?? `${plan.name} states no answer time`;
    default:
      return null;
  }
}

function shown(subject: CloudSubject, value: number | string): string {
  if (typeof value === 'string' && subject !== 'retryDays' && subject !== 'usagePercent') return value;
  if (subject === 'retryDays') return formatDays(String(value).split(',').map(Number));
  if (subject === 'usagePercent') return `${String(value).split(',').join('% and ')}%`;
  const n = Number(value);
  if (subject === 'memory' || subject === 'buildMemory') return n < 1024 ? `${n} MB` : `${n / 1024} GB`;
  if (subject === 'price' || subject === 'environmentPrice' || subject === 'overagePrice')
    return `$${Number.isInteger(n) ? n : n.toFixed(2)}`;
  return n.toLocaleString('en-US');
}

/** Splits at commas, colons and semicolons, except inside a list of numbers or plans ("3, 5 and 7 days", "Essential, Pro and Scale"). */
function clausesOf(sentence: string): string[] {
  const clauses: string[] = [];
  let start = 0;
  const item = new RegExp(`(?:${NUM}|Free|Essential|Pro|Scale)$`, 'i');
  const next = new RegExp(`^(?:${NUM}|Free|Essential|Pro|Scale)\\b`, 'i');
  for (const match of sentence.matchAll(/[,:;]\s+|\s[—–]\s/g)) {
    if (
      match[0].startsWith(',') &&
      item.test(sentence.slice(start, match.index)) &&
      next.test(sentence.slice(match.index + match[0].length))
    )
      continue;
    clauses.push(sentence.slice(start, match.index));
    start = match.index + match[0].length;
  }
  clauses.push(sentence.slice(start));
  return clauses;
}

/** Markdown and JSX reduced to the words a reader reads, on one line (code spans keep their text: an error message states a fact too). */
export function plainText(line: string): string {
  return line
    .replace(/<\/?[A-Za-z][^<>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([,;:.!?])/g, '$1')
    .trim();
}

/** One line of a page as units to read: prose sentences, or the cells of a table row with their header and row label. */
interface CloudUnit {
  text: string;
  context: string;
  /** A table cell's column header, and the first cell of its row (for the cells after the first). */
  header?: string;
  rowLabel?: string;
}

/** Sentences of a unit's text. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[A-Z"(])/);

/**
 * The lines a Cloud check reads, as units: every line of a page under docs/cloud/ (`cloudPage`), only the lines that
 * name Tessera Cloud (or a table under a Cloud column header) elsewhere; headings, imports and code blocks left out.
 */
export function unitsOf(body: string, cloudPage: boolean): {line: number; units: CloudUnit[]}[] {
  const out: {line: number; units: CloudUnit[]}[] = [];
  let header: string[] | null = null;
  let inTable = false;
  withoutFences(body)
    .split('\n')
    .forEach((raw, index) => {
      const isRow = /^\s*\|/.test(raw);
      if (!isRow) {
        inTable = false;
        header = null;
      }
      if (/^\s*(?:#|import |export )/.test(raw) || raw.trim() === '') return;
      const scoped = cloudPage || /\bCloud\b|<Cloud\w*Badge/.test(raw);
      if (isRow) {
        const cells = raw
          .trim()
          .replace(/^\||\|$/g, '')
          .split(/(?<!\\)\|/)
          .map((cell) => plainText(cell));
        if (cells.every((cell) => /^:?-{3,}:?$/.test(cell))) return;
        if (!inTable) {
          inTable = true;
          header = cells;
          return;
        }
        if (!scoped && !(header ?? []).some((cell) => /\bCloud\b/.test(cell))) return;
        out.push({
          line: index + 1,
          units: cells.map((cell, column) => ({
            text: cell,
            context: `${header?.[column] ?? ''} | ${column > 0 ? cells[0] : ''}`,
            header: header?.[column] ?? '',
            ...(column > 0 ? {rowLabel: cells[0]} : {}),
          })),
        });
        return;
      }
      if (!scoped) return;
      out.push({line: index + 1, units: [{text: plainText(raw), context: ''}]});
    });
  return out;
}

/**
 * Statements of Tessera Cloud figures in prose and tables (a plan's price, memory, sleep, included usage, environments,
 * custom domains, backup and log retention, support answer time; the build machine's memory and time limit; the price
 * of an additional environment and of extra usage; the manual backups kept; the days of payment retries and before
 * suspension) must say what src/model/cloud.ts says. Every page under docs/cloud/ is read whole; other pages only on
 * the lines that name Tessera Cloud. A figure is read with its unit (minutes, GB, $, days, environments...) and tied
 * to the plans its clause names, in order ("Essential keeps them 7 days, Pro 14 days"); a clause that names no plan
 * takes the sentence's only plan, or a table row's label; numbers without such a subject are left alone.
 */
export function cloudFactProblems(body: string, facts: CloudFacts, {cloudPage}: {cloudPage: boolean}): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const {line, units} of unitsOf(body, cloudPage)) {
    for (const unit of units) {
      const context = `${unit.context} ${unit.text}`;
      for (const sentence of sentencesOf(unit.text)) {
        const sentencePlans = plansIn(sentence, facts.plans);
        const distinctSentencePlans = new Set(sentencePlans.map((plan) => plan.name));
        let lastCount: CloudSubject | null = null;
        for (const clause of clausesOf(sentence)) {
          const found = clauseFigures(clause, sentence, context, unit.context, lastCount);
          const figures = found.figures;
          lastCount = found.lastCount;
          if (figures.length === 0) continue;
          let plans = plansIn(clause, facts.plans);
          if (plans.length === 0 && distinctSentencePlans.size === 1) plans = [sentencePlans[0]!];
          if (plans.length === 0) plans = plansIn(unit.context, facts.plans);
          const report = (subject: CloudSubject, said: number | string, expected: number | string | null, plan?: string): void => {
            if (expected === null || expected === said) return;
            problems.push({
              line,
              message: `Tessera Cloud: "${clause.trim()}" says ${shown(subject, said)} for ${SUBJECT_LABEL[subject]}${plan ? ` on ${plan}` : ''}, but src/model/cloud.ts says ${shown(subject, expected)}`,
            });
          };
          const bySubject = new Map<CloudSubject, CloudFigure[]>();
          for (const figure of figures) bySubject.set(figure.subject, [...(bySubject.get(figure.subject) ?? []), figure]);
          for (const [subject, list] of bySubject) {
            if (PLAN_INDEPENDENT.has(subject)) {
              for (const figure of list) {
                const expected = independentValue(subject, facts, clause);
                // A threshold is one of the list: "at 80%" states one of them.
                if (subject === 'usagePercent' && String(expected).split(',').includes(String(figure.value))) continue;
                report(subject, figure.value, expected);
              }
              continue;
            }
            let named = plans;
            if (named.length === 0 && (subject === 'sleep' || subject === 'wake')) named = facts.plans.filter((plan) => plan.sleep);
            const pairs: [CloudFigure, CloudPlanFacts][] =
              named.length === list.length
                ? list.map((figure, i) => [figure, named[i]!])
                : list.length === 1
                  ? named.map((plan) => [list[0]!, plan])
                  : named.length === 1
                    ? list.map((figure) => [figure, named[0]!])
                    : [];
            for (const [figure, plan] of pairs) report(subject, figure.value, planValue(subject, plan), plan.name);
          }
        }
      }
    }
  }
  return problems;
}
