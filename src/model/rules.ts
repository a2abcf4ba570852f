/**
 * Rules of the product that several pages state, each written once here with the wordings that would contradict it.
 * The content check (checks/content/facts.ts: ruleProblems) fails a page that states one differently, and
 * checks/tests/rules.test.ts holds the data the rules describe (the releases) to them.
 */
import type {ReleaseChange} from './releases';
import {PAGINATION_LIMITS} from './api/rest';

export interface ProductRule {
  /** The rule, as a page may state it (inline Markdown). */
  statement: string;
  /** Where the rule is documented in full. */
  page: string;
  /** Wordings that say otherwise, matched in a page's prose and code. */
  contradictions: readonly RegExp[];
}

/** The kinds of change a patch release may contain: fixes and small updates, rarely a breaking fix with a manual step. */
export const PATCH_RELEASE_KINDS: readonly ReleaseChange['kind'][] = ['fix', 'updated', 'breaking'];

const {defaultLimit, maxLimit} = PAGINATION_LIMITS;
/** A page size or limit named in prose, then a number (`default page size is 25`, `maximum limit of 100`). */
const pageSizeThen = (adjectives: string, except: number): RegExp =>
  new RegExp(String.raw`\b(?:${adjectives}) (?:page size|\x60?pageSize\x60?|limit)\b(?: is| of|,)?\s*\x60?(?!${except}\b)\d+\b`, 'i');

export const RULES = {
  paginationLimits: {
    statement: `A REST list returns ${defaultLimit} documents when the request sets no page size, and at most ${maxLimit} (\`rest.defaultLimit\` and \`rest.maxLimit\` of \`config/api\`); the GraphQL plugin's \`defaultLimit\` and \`maxLimit\` default to the same. Prose that describes a changed configuration says so without the words "default" or "maximum page size".`,
    page: '/dev-docs/api/rest/sort-pagination#know-the-limits',
    contradictions: [
      pageSizeThen('default', defaultLimit),
      pageSizeThen('maximum|max|highest', maxLimit),
      new RegExp(String.raw`\bpageSize\x60?[^.\n|]{0,30}?\bat most (?!${maxLimit}\b)\d+\b`, 'i'),
    ],
  },

  removal: {
    statement:
      'At start-up, with `settings.forceMigration` on (the default), Tessera drops the column of a removed field and the table of a removed content type, a removed plugin’s included, with the data they held.',
    page: '/dev-docs/configurations/database#settings',
    contradictions: [
      /\bkeeps?\s+(?:its|their|the)\s+(?:tables|columns)\b/i,
      /\b(?:tables?|columns?)\s+(?:are|is|stay|stays|remain|remains)\s+(?:kept|in place|untouched|preserved)\b/i,
      /\b(?:tables?|columns?)\s+(?:are|is)\s+(?:not|never)\s+(?:dropped|deleted|removed)\b/i,
    ],
  },
  patchReleases: {
    statement:
      'A patch release contains fixes and small updates; rarely, a fix that needs a manual step, marked **Breaking** and **Needs a manual step** in the release notes (5.0.1).',
    page: '/dev-docs/upgrades',
    contradictions: [
      /\bpatch(?:es| releases?)?\b[^.\n|]{0,60}?\b(?:only|just|nothing but)\b[^.\n|]{0,40}?\bfix/i,
      /\bpatch(?:es| releases?)\b[^.\n|]{0,40}?\b(?:never|cannot|can't)\b[^.\n|]{0,40}?\b(?:break|manual step|migration)/i,
      /\|\s*Patch\s*\|[^|\n]*\|\s*(?:Bug fixes|Fixes)(?:[^|\n](?!update))*\|/i,
    ],
  },
  pluginFiles: {
    statement:
      'A local plugin lives in `src/plugins/<name>/` and is declared with `resolve` in `config/plugins`; changes to an installed plugin live in `src/extensions/<plugin>/`; a project loads a plugin’s built `dist/`.',
    page: '/dev-docs/plugins/using-plugins',
    contradictions: [
      /\bresolve:\s*['"`]\.\/(?:plugins|extensions|src\/extensions)\//,
      /\bsrc\/extensions\/[\w-]+\/(?:admin|server)\/src\b/,
      /\blocal plugins?\b[^.\n]{0,40}?\b(?:in|under)\s+`\.?\/?plugins\//i,
    ],
  },
} as const satisfies Readonly<Record<string, ProductRule>>;
