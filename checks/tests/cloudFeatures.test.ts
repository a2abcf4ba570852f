import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLOUD, CLOUD_FEATURES, CLOUD_PLANS, cloudFeature, cloudPlan} from '../../src/model/cloud';
import {cloudFeatureRows} from '../../src/lib/content/cloudPlans';
import {cloudFeatureProblems} from '../content/cloudFeatures';

const FIXTURES = path.join(__dirname, '../fixtures/cloud-features');
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, `${name}.mdx`), 'utf8');
const check = (body: string, cloudPage = true) => cloudFeatureProblems(body, CLOUD, {cloudPage});

describe('which Tessera Cloud plan unlocks which feature (CLOUD_FEATURES)', () => {
  it('gives each feature a unique id and name, at least one plan, and every plan above its lowest', () => {
    expect(new Set(CLOUD_FEATURES.map((f) => f.id)).size).toBe(CLOUD_FEATURES.length);
    expect(new Set(CLOUD_FEATURES.map((f) => f.name)).size).toBe(CLOUD_FEATURES.length);
    for (const feature of CLOUD_FEATURES) {
      const included = CLOUD_PLANS.map((plan) => Boolean(feature.plans[plan.id]));
      const lowest = included.indexOf(true);
      expect(lowest, feature.id).toBeGreaterThanOrEqual(0);
      expect(included.slice(lowest).every(Boolean), `${feature.id}: a higher plan lacks it`).toBe(true);
    }
  });

  it('derives the platform features from the plan figures, so a figure has one home', () => {
    for (const plan of CLOUD_PLANS) {
      expect(cloudFeature('custom-domains').plans[plan.id]?.limit ?? 0).toBe(plan.customDomains);
      expect(Boolean(cloudFeature('always-on').plans[plan.id])).toBe(plan.sleep === null);
      expect(cloudFeature('automatic-backups').plans[plan.id]?.limit).toBe(plan.backups.automatic?.keptDays);
      expect(Boolean(cloudFeature('on-demand-backups').plans[plan.id])).toBe(plan.backups.onDemand);
      expect(Boolean(cloudFeature('additional-environments').plans[plan.id])).toBe(plan.environments.maximum > plan.environments.included);
    }
  });

  it('renders one row per feature and one cell per plan: No, Yes or the plan limit', () => {
    const rows = cloudFeatureRows();
    expect(rows.map((row) => row.id)).toEqual(CLOUD_FEATURES.map((f) => f.id));
    const domains = rows.find((row) => row.id === 'custom-domains')!;
    expect(domains.cells).toEqual(CLOUD_PLANS.map((plan) => (plan.customDomains ? `Up to ${plan.customDomains}` : 'No')));
    expect(rows.find((row) => row.id === 'audit-logs')!.cells).toEqual(['No', 'No', 'No', 'Yes']);
    expect(cloudFeatureRows('platform').every((row) => cloudFeature(row.id as never).area === 'platform')).toBe(true);
    expect(() => cloudFeatureRows('billing')).toThrow(/no area "billing"/);
  });
});

describe('prose that ties a Cloud feature to plans, checked against the model', () => {
  it('fails the fixture page that puts features on the wrong plans, naming the line and the model statement', () => {
    const problems = check(fixture('wrong-plans'));
    expect(problems.map((p) => p.line)).toEqual([6, 8, 10, 14, 16]);
    const [domains, releases, negative, sso, badge] = problems.map((p) => p.message);
    expect(domains).toBe(
      'Tessera Cloud: "Custom domains are available on the Free plan." ties Custom domains to Free, but src/model/cloud.ts has Custom domains on Essential, Pro and Scale',
    );
    expect(releases).toContain('says Releases needs Scale, but src/model/cloud.ts has Releases on Pro and Scale');
    expect(negative).toContain('says Scale lacks Custom domains');
    expect(sso).toBe(
      'Tessera Cloud: "Single Sign-On: Pro and Scale" ties Single Sign-On to Pro, but src/model/cloud.ts has Single Sign-On on Scale',
    );
    expect(badge).toContain('the Essential badge after "### Add an environment" ties Additional environments to Essential');
  });

  it('passes the same statements with the plans of the model', () => {
    expect(check(fixture('right-plans'))).toEqual([]);
  });

  it('reads each part of a sentence with its own plans, and denials as denials', () => {
    expect(check('The Free plan is enough to try it; Essential, Pro and Scale add custom domains and daily backups.')).toEqual([]);
    expect(check('Essential, Pro and Scale add custom domains and extra environments.').map((p) => p.message)).toEqual([
      expect.stringContaining('ties Additional environments to Essential'),
    ]);
    expect(check('On the Community, Free and Essential plans, the Releases screen is not shown.')).toEqual([]);
    expect(check('On the Free and Pro plans, the Releases screen is not shown.')[0]!.message).toContain('says Pro lacks Releases');
    expect(check('Pro and Scale include Content History, but Free does not.')).toEqual([]);
    expect(check('All plans allow unlimited collaborators, at no extra cost.')).toEqual([]);
    expect(check('Scale has no limit on pending Releases.')).toEqual([]);
  });

  it('holds only the lowest plan of a requirement to the model: a plan that has the feature may be named alone', () => {
    expect(check('Pro projects keep Content History versions longer than Growth.')).toEqual([]);
    expect(check('Single Sign-On needs the Pro or Scale plan on Tessera Cloud.')[0]!.message).toContain('ties Single Sign-On to Pro');
    expect(check('On Tessera Cloud, Content History requires the Scale plan.')[0]!.message).toContain('says Content History needs Scale');
  });

  it('leaves other pages alone except where they name Tessera Cloud, and lowercase words that are not the feature', () => {
    expect(check('Releases need the Scale plan.', false)).toEqual([]);
    expect(check('Releases need the Scale plan on Tessera Cloud.', false)).toHaveLength(1);
    expect(check('Patch releases ship on every plan; the Free plan gets them too.')).toEqual([]);
    expect(check('```text\nCustom domains are available on the Free plan.\n```')).toEqual([]);
    expect(cloudPlan('free').customDomains).toBe(0);
  });
});
