/**
 * Which Tessera Cloud plan unlocks which feature, in prose, checked against the model (CLOUD_FEATURES in
 * src/model/cloud.ts). It reads the lines that speak of Tessera Cloud (cloudProse.ts) and the plan badges of any page.
 */
import type {CloudFeature, CloudPlan} from '../../src/model/cloud';
import {withoutFences, type LineProblem} from './facts';
import {plainText, plansIn, sentencesOf, unitsOf} from './cloudProse';

/** What the feature check holds prose to: the plans in order, lowest first, and the features. */
export interface CloudFeatureFacts {
  plans: readonly Pick<CloudPlan, 'id' | 'name' | 'pricePerMonth'>[];
  features: readonly Pick<CloudFeature, 'name' | 'area' | 'alsoWritten' | 'plans'>[];
}

type Feature = CloudFeatureFacts['features'][number];
type Plan = CloudFeatureFacts['plans'][number];

/** A part of a sentence that denies: "Free projects cannot add a custom domain", "the screen is not shown" ("no limit" and "no extra cost" do not deny). */
const NEGATION = /\b(?:not|cannot|can't|never|without|lacks?|no(?!\s+(?:limit|extra cost|additional cost)))\b/i;
/** Where a sentence turns to other plans: "Free stops at its limits; paid plans add custom domains", "..., but Free does not". */
const PART_BREAK = /;\s+|\s[—–]\s|,?\s+but\s+/;
/** A sentence that gives what a feature needs, so its lowest plan must be the feature's: "Releases need the Pro or Scale plan". */
const REQUIREMENT = /\b(?:needs?|requires?|only (?:on|with|in)|available (?:on|with|in))\b/i;
const CLOUD_BADGE = /<Cloud(Free|Essential|Pro|Scale)Badge\s*\/>/g;

const escape = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The features a text names, by name or other wording (a plural `s` allowed); platform ones in any case. */
function featuresIn(text: string, features: readonly Feature[]): Feature[] {
  return features.filter((feature) =>
    [feature.name, ...feature.alsoWritten].some((words) =>
      new RegExp(`(?<![\\w-])${escape(words)}s?(?![\\w-])`, feature.area === 'platform' ? 'i' : '').test(text),
    ),
  );
}

const planList = (plans: readonly Plan[]): string =>
  plans.length < 2
    ? (plans[0]?.name ?? '')
    : `${plans
        .slice(0, -1)
        .map((p) => p.name)
        .join(', ')} and ${plans.at(-1)!.name}`;

const plansOf = (feature: Feature, facts: CloudFeatureFacts): Plan[] => facts.plans.filter((plan) => feature.plans[plan.id]);

/** What the model says, as the messages end. */
const modelSays = (feature: Feature, facts: CloudFeatureFacts): string =>
  `src/model/cloud.ts has ${feature.name} on ${planList(plansOf(feature, facts))}`;

/** The problem with one statement tying `feature` to `named` plans, or null when the model agrees. */
function statementProblem(
  feature: Feature,
  named: readonly Plan[],
  {negative, requirement}: {negative: boolean; requirement: boolean},
  facts: CloudFeatureFacts,
): string | null {
  const has = (plan: Plan): boolean => Boolean(feature.plans[plan.id]);
  if (negative) {
    const wrong = named.filter(has);
    return wrong.length ? `says ${planList(wrong)} lacks ${feature.name}, but ${modelSays(feature, facts)}` : null;
  }
  const wrong = named.filter((plan) => !has(plan));
  if (wrong.length) return `ties ${feature.name} to ${planList(wrong)}, but ${modelSays(feature, facts)}`;
  const lowest = plansOf(feature, facts)[0];
  const lowestNamed = facts.plans.find((plan) => named.includes(plan));
  if (requirement && lowest && lowestNamed !== lowest)
    return `says ${feature.name} needs ${planList(named)}, but ${modelSays(feature, facts)}`;
  return null;
}

/** A plan badge after a feature's name ("### Add an environment <CloudProBadge />") says the feature needs that plan or higher. */
function badgeProblems(body: string, facts: CloudFeatureFacts): LineProblem[] {
  const problems: LineProblem[] = [];
  withoutFences(body)
    .split('\n')
    .forEach((line, index) => {
      let from = 0;
      for (const match of line.matchAll(CLOUD_BADGE)) {
        const segment =
          plainText(line.slice(from, match.index))
            .split(/[.!?;:|](?:\s|$)|\|/)
            .at(-1) ?? '';
        from = match.index + match[0].length;
        const plan = facts.plans.find((p) => p.name === match[1]);
        if (!plan) continue;
        for (const feature of featuresIn(segment, facts.features)) {
          const problem = statementProblem(feature, [plan], {negative: false, requirement: true}, facts);
          if (problem)
            problems.push({line: index + 1, message: `Tessera Cloud: the ${plan.name} badge after "${segment.trim()}" ${problem}`});
        }
      }
    });
  return problems;
}

/**
 * Statements that tie a feature of CLOUD_FEATURES to Tessera Cloud plans must agree with the model: every plan a part of a sentence
 * names with the feature has it ("paid plans add custom domains"), every plan a denying part names lacks it ("not
 * shown on the Free and Essential plans"), and when the sentence says what the feature needs ("needs", "requires",
 * "only on", a table column of plans), its lowest plan is the feature's. A part that names plans and no feature takes
 * the features of its sentence (when it is the only part that names plans), or a table cell those of its row. Plan badges after a feature's name count as "needs".
 */
export function cloudFeatureProblems(body: string, facts: CloudFeatureFacts, {cloudPage}: {cloudPage: boolean}): LineProblem[] {
  const problems: LineProblem[] = [];
  for (const {line, units} of unitsOf(body, cloudPage)) {
    for (const unit of units) {
      const tableColumnOfPlans = unit.rowLabel !== undefined && /\bplans?\b/i.test(unit.header ?? '');
      for (const sentence of sentencesOf(unit.text)) {
        const sentenceFeatures = featuresIn(sentence, facts.features);
        const features = sentenceFeatures.length ? sentenceFeatures : featuresIn(unit.rowLabel ?? '', facts.features);
        if (features.length === 0) continue;
        const requirement = tableColumnOfPlans || REQUIREMENT.test(sentence);
        const parts = sentence
          .split(PART_BREAK)
          .map((text) => ({text, named: [...new Set(plansIn(text, facts.plans))]}))
          .filter((part) => part.named.length > 0);
        for (const {text, named} of parts) {
          const own = featuresIn(text, facts.features);
          // A part that names plans and no feature speaks of the sentence's features only when no other part names plans.
          const said = own.length === 0 && sentenceFeatures.length === 0 ? `${unit.rowLabel}: ${text.trim()}` : text.trim();
          for (const feature of own.length ? own : parts.length === 1 ? features : []) {
            const problem = statementProblem(feature, named, {negative: NEGATION.test(text), requirement}, facts);
            if (problem) problems.push({line, message: `Tessera Cloud: "${said}" ${problem}`});
          }
        }
      }
    }
  }
  return [...problems, ...badgeProblems(body, facts)].sort((a, b) => a.line - b.line);
}
