import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {CLOUD_BUILD, cloudPlan} from '../../src/model/cloud';
import {PAGINATION_LIMITS} from '../../src/model/api/rest';
import {formatMemory} from '../../src/lib/content/cloudPlans';
import {cloudFactText, modelFigures, restLimitText} from '../../src/lib/content/productFacts';
import {literalFigureProblems} from '../content/modelFigures';
import {plainText} from '../content/cloudProse';

const FIXTURES = path.join(__dirname, '../fixtures/model-figures');
const fixture = (name: string): string => readFileSync(path.join(FIXTURES, `${name}.mdx`), 'utf8');

describe('the figure components write the model', () => {
  it('writes each figure with its unit, from src/model', () => {
    expect(cloudFactText({plan: 'Pro', metric: 'memory'})).toBe(formatMemory(cloudPlan('pro').compute.memoryMb));
    expect(cloudFactText({metric: 'buildTimeLimit'})).toBe(`${CLOUD_BUILD.timeLimitMinutes} minutes`);
    expect(cloudFactText({metric: 'buildTimeLimit', bare: true})).toBe(String(CLOUD_BUILD.timeLimitMinutes));
    expect(cloudFactText({plan: 'Essential', metric: 'customDomains'})).toBe('1 custom domain');
    expect(cloudFactText({metric: 'paymentRetryDays'})).toBe('3, 5 and 7 days');
    expect(cloudFactText({metric: 'usageNotifications'})).toBe('80% and 100%');
    expect(restLimitText('maxLimit')).toBe(String(PAGINATION_LIMITS.maxLimit));
  });

  it('fails the build with the reason when a plan has no such figure or the props do not fit', () => {
    expect(() => cloudFactText({plan: 'Free', metric: 'backupDays'})).toThrow('Free has no automatic backups');
    expect(() => cloudFactText({metric: 'memory'})).toThrow('memory needs a plan');
    expect(() => cloudFactText({plan: 'Pro', metric: 'buildMemory'})).toThrow('the same on every plan');
    expect(() => cloudFactText({plan: 'Pro', metric: 'speed' as never})).toThrow('no metric "speed"');
  });

  it('lists every figure it can write, each with its component', () => {
    const figures = modelFigures();
    expect(figures).toContainEqual(expect.objectContaining({text: '$25', component: '<CloudFact metric="extraEnvironmentPrice" />'}));
    expect(figures.filter((figure) => figure.scope === 'pagination').map((figure) => figure.component)).toEqual([
      '<RestLimit name="defaultLimit" />',
      '<RestLimit name="maxLimit" />',
    ]);
  });
});

describe('a figure of the model typed by hand in prose fails (checks/content/modelFigures.ts)', () => {
  it('fails the fixture page, naming the line, the figure and the component to write', () => {
    const problems = literalFigureProblems(fixture('typed-by-hand'), {cloudPage: true});
    expect(problems.map((problem) => problem.line)).toEqual([6, 6, 8, 8, 10, 12, 12]);
    const messages = problems.map((problem) => problem.message);
    expect(messages).toContain(
      '"30 minutes" is a figure of the model typed by hand: write <CloudFact metric="buildTimeLimit" />, which writes it from the model',
    );
    expect(messages).toContainEqual(
      expect.stringContaining('"2 environments" is a figure of the model typed by hand: write <CloudFact plan="Pro"'),
    );
    expect(messages).toContainEqual(expect.stringContaining('write <CloudFact plan="Essential" metric="backupDays" />'));
    expect(messages).toContainEqual(
      expect.stringContaining('"100" is a figure of the model typed by hand: write <RestLimit name="maxLimit" />'),
    );
  });

  it('passes the same page written through the components; code and other facts that share a unit stay free', () => {
    expect(literalFigureProblems(fixture('through-components'), {cloudPage: true})).toEqual([]);
  });

  it('reads Cloud figures only on Cloud pages and lines that name Tessera Cloud', () => {
    expect(literalFigureProblems('A build stops after 30 minutes.', {cloudPage: false})).toEqual([]);
    expect(literalFigureProblems('On Tessera Cloud, a build stops after 30 minutes.', {cloudPage: false})).toHaveLength(1);
  });

  it('lets the other prose checks read a figure component as the figure it writes', () => {
    expect(plainText('Essential projects can add <CloudFact plan="Essential" metric="customDomains" />.')).toBe(
      'Essential projects can add 1 custom domain.',
    );
  });
});
