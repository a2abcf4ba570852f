import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {ANSWER_VERSION} from '../../src/lib/askAi/version';
import type {Answer} from '../../src/lib/askAi/answer';
import {answerQuestion, rankQuestion} from '../../src/lib/askAi/assemble';
import {answerToMarkdown} from '../../src/lib/askAi/markdown';
import {sectionLookup} from '../../src/lib/askAi/sections';
import {parseHistory, pushHistory, questionFromSearch, searchWithoutQuestion, type HistoryEntry} from '../../src/lib/askAi/session';
import type {Section} from '../../src/lib/search/corpus';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {RANKING} from '../../src/lib/search/ranking';
import {leadSection, namedSection, type RankedSection} from '../../src/lib/askAi/rankSections';
import type {SearchRecord} from '../../src/lib/search/types';
import {FIXTURE_BREADCRUMB, fixturePages} from '../fixtures/search-site/pages';
import {reported} from '../support/relevance';
import {corpusOfMarkdown, corpusOfPages} from './support/pages';

/** The retrieval core on a small fixture site (MDX sources read through the page model): one corpus, one engine, Ask AI's answers on top. */
const FIXTURE_PAGES = fixturePages();
let records: SearchRecord[];
let sections: Section[];
let engine: LocalSearchEngine;
let lookup: ReturnType<typeof sectionLookup>;
const ask = (question: string): Answer => answerQuestion(engine, lookup, question);

beforeAll(async () => {
  ({records, sections} = await corpusOfPages(FIXTURE_PAGES, {breadcrumb: FIXTURE_BREADCRUMB}));
  engine = new LocalSearchEngine(records);
  lookup = sectionLookup(sections);
});

describe('corpus', () => {
  it('reads each page once into search records and quotable sections, code blocks with their language and lines', () => {
    const retention = sections.find((s) => s.anchor === 'retention')!;
    expect(retention).toMatchObject({url: '/user-docs/audit-logs', page: 'Audit Logs', heading: 'Set how long logs are kept'});
    expect(retention.blocks.map((b) => b.kind)).toEqual(['text', 'text', 'code']);
    expect(retention.blocks[2]).toEqual({
      kind: 'code',
      language: 'js',
      text: 'module.exports = {\n  auditLogs: { retentionDays: 120 },\n};',
    });
    // Records leave code out; every record's section exists.
    expect(records.some((r) => r.content?.includes('module.exports'))).toBe(false);
    for (const record of records.filter((r) => r.type === 'content'))
      expect(lookup.has(`${record.url_without_anchor}#${record.anchor ?? ''}`), record.url).toBe(true);
  });

  it('leaves out listings and what a reader does not see (MDX comments)', () => {
    expect(FIXTURE_PAGES['/tags/cloud']).toBeDefined();
    expect(records.some((r) => r.url.startsWith('/tags/'))).toBe(false);
    expect(FIXTURE_PAGES['/cloud/caching']).toContain('Footer text');
    expect(sections.some((s) => s.blocks.some((b) => /Footer|Copy|Menu/.test(b.text)))).toBe(false);
  });
});

describe('ranking (named cases)', () => {
  const first = (question: string) => ask(question).sources[0]?.href;
  it('puts the section that answers first', () => {
    expect(first('How do I purge the cache?')).toBe('/cloud/caching#purge-the-cache');
    expect(first('How long are audit logs kept?')).toBe('/user-docs/audit-logs#retention');
    expect(first('How do I filter entries by date?')).toBe('/dev-docs/api/rest/filters#filter-by-date');
    expect(first('What does tessera export do?')).toBe('/dev-docs/cli#tessera-export');
    expect(first('What is a documentId?')).toBe('/dev-docs/api/document#identify');
  });
});

describe('ranking (unit-level pages)', () => {
  /** A ranked section of its own, for the functions that choose among ranked sections. */
  const section = (anchor: string, holds: string[], relevance: number, coverage: number): RankedSection => ({
    section: {url: '/guides/frobs', anchor, heading: anchor, blocks: []} as unknown as Section,
    relevance,
    score: relevance * coverage,
    coverage,
    holds: new Set(holds),
  });
  /** A doc page's MDX source: its title in the front matter, then its blocks. */
  const md = (title: string, ...blocks: string[]) => `---\ntitle: ${title}\n---\n\n${blocks.join('\n\n')}\n`;
  const h2 = (id: string, text: string) => `## ${text} {#${id}}`;
  /** Ask AI over the pages, by route. */
  const answering = async (pages: Record<string, string>) => {
    const {records: unitRecords, sections: unitSections} = await corpusOfPages(pages);
    const unitEngine = new LocalSearchEngine(unitRecords);
    const unitLookup = sectionLookup(unitSections);
    return Object.assign((question: string) => answerQuestion(unitEngine, unitLookup, question), {
      /** The sections in rank order and the strongest one, as `answerQuestion` sees them (`page#anchor`, coverage). */
      ranking(question: string) {
        const {ranked, strongest} = rankQuestion(unitEngine, unitLookup, question);
        const label = (item: RankedSection) => ({href: `${item.section.url}#${item.section.anchor}`, coverage: item.coverage});
        return {first: label(ranked[0]!), strongest: label(strongest!)};
      },
    });
  };
  const build = async (pages: Record<string, string>) => {
    const answerOf = await answering(pages);
    return (question: string) => answerOf(question).sources[0]?.href;
  };

  it('leads with the section whose heading names the question, over one whose text repeats its words', async () => {
    const first = await build({
      '/guides/frobs': md(
        'Frobs',
        'Frobs hold the settings of a panel.',
        h2('use', 'Use frobs'),
        'Generated frobs are kept in the frobs folder; generate frobs again after a change and the generated frobs replace the old frobs.',
        'To generate frobs for a panel, generate the frobs of each panel one after the other.',
        'Generate frobs before a release: generated frobs are checked by the release.',
      ),
      '/reference/frobs': md('Commands', h2('generate', 'Generate the frobs'), 'Run the command below from the root of the project.'),
    });
    expect(first('How do I generate frobs?')).toBe('/reference/frobs#generate');
  });

  it('reads a rare word capitalised after the first as a name the strongest section must hold', async () => {
    const filler = Array.from({length: 420}, (_, i) => `- Widget ${i + 1} spins frobs.`).join('\n');
    const pages = {
      '/guides/frobs': md(
        'Frobs',
        h2('rotate', 'Rotate frobs'),
        'Rotate frobs with the rotate command: rotating frobs keeps the frobs of every panel.',
      ),
      '/reference/hosting': md('Hosting', 'Zorbly hosts projects.'),
      '/reference/widgets': md('Widgets', filler),
    };
    const {records: unitRecords, sections: unitSections} = await corpusOfPages(pages);
    expect(unitRecords.length).toBeGreaterThan(400);
    const unitEngine = new LocalSearchEngine(unitRecords);
    const unitLookup = sectionLookup(unitSections);
    expect(answerQuestion(unitEngine, unitLookup, 'How do I rotate frobs on Zorbly?').status).toBe('weak');
    expect(answerQuestion(unitEngine, unitLookup, 'How do I rotate frobs on zorbly?').status).toBe('answered');
    // An acronym or an API name is spelt that way in the docs too: no name for this rule.
    expect(answerQuestion(unitEngine, unitLookup, 'How do I rotate frobs on ZORBLY?').status).toBe('answered');
  });

  it('leads with the section that holds the words of the question together over one that says them apart', async () => {
    const answerOf = await answering({
      '/guides/frob-runs': md(
        'Frob runs',
        h2('start', 'Start a frob run'),
        'Start a frob run from the dashboard. A frob run builds the frob, then the frob run starts it, and each frob run keeps its logs.',
        'The frob run stops when its build stops; its logs say why.',
        'Your email address is shown on every frob run you start, and a run can fail before anyone is told by email.',
      ),
      '/settings/frob-alerts': md(
        'Frob alerts',
        h2('mail', 'Mail'),
        'We send an email when a frob run fails, to the person who started it.',
      ),
    });
    const answer = answerOf('Do I get an email when a frob run fails?');
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]!.href).toBe('/settings/frob-alerts#mail');
    // Pairs of words at most two apart, in either order: "fails ... run frob" holds the same pairs.
    expect(answerOf('When a frob run fails, will I get an email?').sources[0]!.href).toBe('/settings/frob-alerts#mail');
  });

  it('cites further pages, up to four, that hold enough of the question even well below the best one', async () => {
    const answerOf = await answering({
      '/guides/frobs': md(
        'Frobs',
        h2('rotate', 'Rotate frobs'),
        'Rotate frobs with the rotate command: rotating frobs keeps the frobs of every panel, and rotated frobs stay rotated.',
      ),
      '/reference/frob-keys': md(
        'Frob keys',
        h2('schedule', 'Schedule'),
        'Each frob is rotated once a day, and a rotated frob waits a day.',
      ),
      '/reference/frob-log': md(
        'Frob log',
        h2('entries', 'Log entries'),
        'Each rotated frob is logged, and a rotated frob is logged once.',
      ),
      '/reference/frob-sizes': md(
        'Frob sizes',
        h2('sizes', 'Sizes'),
        'A rotated frob keeps its size, and a rotated frob keeps its colour.',
      ),
      '/reference/panels': md('Panels', h2('layout', 'Panel layout'), 'A panel holds its frobs in a grid.'),
      '/guides/widgets': md('Widgets', h2('spin', 'Spin widgets'), 'Spin widgets with the spin command.'),
    });
    const answer = answerOf('How do I rotate frobs?');
    const cited = answer.sources.map((source) => source.href.split('#')[0]);
    expect(cited[0]).toBe('/guides/frobs');
    // Each scores about a tenth of the lead, and all three are cited (with three pages at most, the third is not).
    expect(cited).toEqual(expect.arrayContaining(['/reference/frob-keys', '/reference/frob-log', '/reference/frob-sizes']));
    // A page that holds none of the question's rarer words is not a source.
    expect(cited).not.toContain('/guides/widgets');
    expect(cited).not.toContain('/reference/panels');
  });

  it('never quotes a lone table cell as a supporting passage, and quotes a table-only section by a cell that reads as prose', async () => {
    const answerOf = await answering({
      '/guides/frob-dates': md(
        'Frob dates',
        h2('filter', 'Filter frobs by date'),
        'Filter frobs by date with the after and before operators of the frob filter.',
      ),
      '/reference/frob-operators': md(
        'Frob filter operators',
        h2('operators', 'Date filter operators for frobs'),
        [
          '| Operator | Meaning |',
          '| --- | --- |',
          '| after | Keeps the frobs dated after the value, by date. |',
          '| before | Keeps the frobs dated before the value, by date. |',
        ].join('\n'),
      ),
    });
    const answer = answerOf('How do I filter frobs by date?');
    expect(answer.passages[0]!.source.href).toBe('/guides/frob-dates#filter');
    expect(answer.passages.map((passage) => passage.text)).not.toContain('Keeps the frobs dated after the value, by date.');
    expect(answer.sources.map((source) => source.href)).toContain('/reference/frob-operators#operators');
    const table = answerOf('Which frob filter operators keep frobs dated after a value?');
    expect(table.passages[0]).toMatchObject({
      text: 'Keeps the frobs dated after the value, by date.',
      source: {href: '/reference/frob-operators#operators'},
    });
  });

  it('leads with the section that holds all of the question over a stronger match of part of it', async () => {
    const answerOf = await answering({
      '/guides/adding-frobs': md(
        'Adding frobs to the frob panel',
        'Add frobs to the frob panel: every frob in the frob panel is listed with its frob panel name.',
        h2('url', 'Add frobs to the frob panel from a link'),
        'Paste the link of a frob to add it to the frob panel.',
      ),
      '/guides/managing-frobs': md(
        'Managing frobs',
        'Edit, move and delete the frobs you added.',
        h2('trim', 'Trim a frob to size'),
        'Drag its corners.',
        'The panel shows the new size.',
      ),
      '/reference/widgets': md(
        'Widgets',
        Array.from({length: 60}, (_, i) => `- Widget ${i + 1} ${i % 10 ? 'spins' : 'trims'} its edges.`).join('\n'),
      ),
    });
    // The adding page's link section matches "frob panel" more strongly (its page's title says it too); the trim
    // section holds the whole question, across its heading and its text.
    const {first, strongest} = answerOf.ranking('How do I trim a frob in the frob panel?');
    expect(strongest.href).toBe('/guides/adding-frobs#url');
    expect(first.href).toBe('/guides/managing-frobs#trim');
    const answer = answerOf('How do I trim a frob in the frob panel?');
    expect(answer.status).toBe('answered');
    expect(answer.sources[0]!.href).toBe('/guides/managing-frobs#trim');
  });

  it('judges whether the docs answer on the section the question points to most strongly, not on one that holds its commoner words', async () => {
    const answerOf = await answering({
      '/guides/frob-logs': md(
        'Frob logs',
        h2('open', 'Open the frob logs'),
        'Frob logs list each frob run; frob logs keep the frob logs of every frob run for a day.',
      ),
      '/guides/frob-runs': md('Frob runs', h2('send', 'Send a frob run'), 'Send a frob run to a panel: the panel shows its logs.'),
      '/reference/widgets': md('Widgets', Array.from({length: 60}, (_, i) => `- Widget ${i + 1} spins its edges.`).join('\n')),
    });
    // "Zorbly" is a name no page holds. The frob runs section holds more of the question (send, frob, logs) and leads,
    // but the question points more strongly to the frob logs section, which holds too little of it: declined.
    const {first, strongest} = answerOf.ranking('Can I send my frob logs to Zorbly?');
    expect(first.href).toBe('/guides/frob-runs#send');
    expect(first.coverage).toBeGreaterThanOrEqual(RANKING.answer.minCoverageWithName);
    expect(strongest.href).toBe('/guides/frob-logs#open');
    expect(strongest.coverage).toBeLessThan(RANKING.answer.minCoverageWithName);
    expect(answerOf('Can I send my frob logs to Zorbly?').status).toBe('weak');
    expect(answerOf('Can I send my frob logs to a panel?').status).toBe('answered');
  });

  it('answers a question giving a name from the first section that holds the name and most of the question', async () => {
    const answerOf = await answering({
      '/guides/frobs': md(
        'Working with frobs',
        h2('work', 'Work with frobs'),
        'Frobs work in every panel: work with frobs from the panel, and frobs work again after a restart.',
      ),
      '/reference/hosts': md('Hosts', h2('list', 'Hosts'), 'Frobs work on Zorbly, and on every host that runs a panel.'),
      '/reference/widgets': md('Widgets', Array.from({length: 420}, (_, i) => `- Widget ${i + 1} spins frobs.`).join('\n')),
    });
    // "Zorbly" is a rare word capitalised after the first: a name. The question points most strongly to "Work with
    // frobs", which does not hold it and holds too little of the rest; the hosts section holds the name and all of it.
    const {strongest} = answerOf.ranking('Do frobs work on Zorbly?');
    expect(strongest.href).toBe('/guides/frobs#work');
    expect(strongest.coverage).toBeLessThan(RANKING.answer.minCoverageWithName);
    const answer = answerOf('Do frobs work on Zorbly?');
    expect(answer.status).toBe('answered');
    expect(answer.passages[0]!.source.href).toBe('/reference/hosts#list');
    // A name no section holds is still declined.
    expect(answerOf('Do frobs work on Quorbly?').status).toBe('weak');
  });

  it('declines a question whose strongest section matches it only weakly: by words every record holds', async () => {
    const answerOf = await answering({
      '/guides/panels': md('Panels', h2('rotate', 'Rotate a panel'), 'Rotate a panel with the rotate command.'),
      '/reference/widgets': md('Widgets', Array.from({length: 300}, (_, i) => `- Widget ${i + 1} spins frobs.`).join('\n')),
    });
    // "spins" and "frobs" are in each of hundreds of records, so the section the question points to most strongly
    // holds all of it, but matches it only weakly.
    const {strongest} = answerOf.ranking('Which frobs spin?');
    expect(strongest.coverage).toBe(1);
    expect(answerOf('Which frobs spin?').status).toBe('weak');
    expect(answerOf('How do I rotate a panel?').status).toBe('answered');
  });

  it('leads with the strongest section instead of the first when only the strongest holds a name of the question', () => {
    const keys = section('keys', ['rotat', 'frob', 'kei'], 500, 0.7);
    const zorbly = section('zorbly', ['rotat', 'frob', 'zorbl'], 600, 0.55);
    const leftOut = (holds: ReadonlySet<string>) => (holds.has('zorbl') ? 0 : 1);
    expect(leadSection([keys, zorbly], zorbly, leftOut)).toBe(zorbly);
    // When both hold the names (or neither does), the first in rank order leads.
    expect(leadSection([keys, zorbly], zorbly, () => 0)).toBe(keys);
    expect(leadSection([keys, zorbly], zorbly, () => 1)).toBe(keys);
  });

  it('answers for a name from the first section in rank order that holds it, most of the question and the minimum relevance', () => {
    const leftOut = (holds: ReadonlySet<string>) => (holds.has('zorbl') ? 0 : 1);
    const floor = 10;
    const without = section('without', ['frob', 'work'], 900, 0.9);
    const little = section('little', ['zorbl'], 500, RANKING.answer.minCoverageWithName - 0.01);
    const weak = section('weak', ['frob', 'zorbl'], floor - 1, 0.9);
    const answers = section('answers', ['frob', 'zorbl'], 300, RANKING.answer.minCoverageWithName);
    const later = section('later', ['frob', 'work', 'zorbl'], 200, 1);
    expect(namedSection([without, little, weak, answers, later], floor, leftOut)).toBe(answers);
    expect(namedSection([without, little, weak], floor, leftOut)).toBeUndefined();
  });

  it('ranks migration pages low unless the question is about upgrading', async () => {
    const first = await build({
      '/dev-docs/migration/v4-to-v5/breaking-changes/frob-hooks': md(
        'Frob hooks are renamed',
        'Frob hooks now run for every frob hook event; rename your frob hooks.',
      ),
      '/dev-docs/frobs': md('Frobs', h2('hooks', 'Frob hooks'), 'A frob hook runs around each query.'),
      // A page holds "upgrade": a word in no page would count against the question like any other.
      '/dev-docs/upgrades': md('Upgrades', 'Run the upgrade tool to move a project to the next version.'),
    });
    expect(first('frob hooks?')).toBe('/dev-docs/frobs#hooks');
    expect(first('How do I upgrade my frob hooks?')).toMatch(/\/migration\//);
  });
});

describe('answers', () => {
  it('leads with the best section verbatim: its heading, first paragraph and first code example with the language', () => {
    const answer = ask('How do I filter entries by date?');
    expect(answer.status).toBe('answered');
    const [lead, ...supporting] = answer.passages;
    expect(lead!.source).toMatchObject({heading: 'Filter entries by date', href: '/dev-docs/api/rest/filters#filter-by-date'});
    expect(lead!.text).toBe('Compare a date field with the $gte and $lte operators to keep the entries of a period.');
    expect(lead!.code).toEqual({
      language: 'bash',
      text: 'GET /api/articles?filters[publishedAt][$gte]=2024-01-01&filters[publishedAt][$lte]=2024-12-31',
    });
    expect(supporting.length).toBeLessThanOrEqual(2);
    // Every quote is a block of the page, word for word.
    const texts = new Set(sections.flatMap((s) => s.blocks.map((b) => b.text)));
    for (const passage of answer.passages) expect(texts.has(passage.text)).toBe(true);
    expect(answer.sources.length).toBeLessThanOrEqual(5);
  });

  it('says so plainly when the best match is weak, and lists the top search results instead of quoting', () => {
    const answer = ask('How do I purge the varnish cluster of my kubernetes ingress?');
    expect(answer.status).toBe('weak');
    expect(answer.passages).toEqual([]);
    expect(answer.results[0]?.href).toMatch(/^\/cloud\/caching/);
    expect(answer.unknownWords).toEqual(expect.arrayContaining(['varnish', 'kubernetes']));
  });

  it('quotes the first paragraph that reads as prose, not a table header cell', () => {
    const [lead] = ask('Which address does the server listen on?').passages;
    expect(lead!.source.href).toBe('/dev-docs/configurations/server#options');
    expect(lead!.text).toBe('The address the server listens on, 0.0.0.0 by default.');
  });

  it('lists one source per page after the quoted passages', () => {
    const answer = ask('How do I purge the cache?');
    const quoted = new Set(answer.passages.map((passage) => passage.source.href));
    const further = answer.sources.filter((source) => !quoted.has(source.href)).map((source) => source.href.split('#')[0]);
    expect(new Set(further).size).toBe(further.length);
  });

  it('declines a question that names something no page holds, or whose words are half unknown', async () => {
    const answer = ask('Which port is lucky?');
    expect(answer.status).toBe('weak');
    expect(answer.unknownWords).toEqual(['lucky']);
    // A name (capitalised, in capitals or with a capital inside, first word included) that no page holds: another product.
    expect(ask('Does the tessera develop server run on Heroku?').status).toBe('weak');
    expect(ask('Does the tessera develop server run on MongoDB?').status).toBe('weak');
    expect(ask('Heroku: how long does the tessera develop server run?').status).toBe('weak');
    // The same kind of word in lower case is no name: it counts like any other word, and the section holds the rest.
    expect(ask('How long are audit logs kept, roughly?').status).toBe('answered');
    const coverage = (question: string) => rankQuestion(engine, lookup, question).strongest!.coverage;
    expect(coverage('How long are audit logs kept, roughly?')).toBeLessThan(coverage('How long are audit logs kept?'));
    // A near spelling is not a foreign word, nor is a swap of two letters.
    expect(ask('How long are audit logs keptt?').status).toBe('answered');
    expect(ask('How long are audti logs kept?').unknownWords).toEqual(['audti']);
    // A swap of two letters (one typo) is no foreign word: the question is answered; a word no page holds is foreign.
    expect(ask('How long are audit logs ktep?')).toMatchObject({status: 'answered', unknownWords: ['ktep']});
    const foreign = (question: string, index = {engine, lookup}) => rankQuestion(index.engine, index.lookup, question).read.foreign;
    expect(foreign('How long are audit logs ktep?')).toEqual([]);
    expect(foreign('How long are audit logs qxzv?')).toEqual(['qxzv']);
    // A typo that hides the stem ("transalation" stems to "transal") is one letter from a word of the docs as typed.
    expect(foreign('Is each transalation logged?')).toEqual(['transalation']);
    const logged = FIXTURE_PAGES['/user-docs/audit-logs']!.replace(
      'Audit Logs record who',
      'Each translation is logged.\n\nAudit Logs record who',
    );
    const translated = await corpusOfMarkdown(logged, {route: '/user-docs/audit-logs', breadcrumb: FIXTURE_BREADCRUMB});
    const withTranslation = {engine: new LocalSearchEngine(translated.records), lookup: sectionLookup(translated.sections)};
    expect(foreign('Is each transalation logged?', withTranslation)).toEqual([]);
  });

  it('reads how a word in no page is written: a name (capitalised, an acronym, a capital inside), else a word like any other', () => {
    expect(ask('Does the tessera develop server run on HIPAA?').status).toBe('weak');
    expect(ask('Does the tessera develop server run on hipaa?').status).toBe('answered');
  });

  it('declines a question the documentation does not cover', () => {
    expect(ask('How do I bake sourdough bread?').status).not.toBe('answered');
    expect(ask('the of and').status).toBe('empty');
  });

  it('cuts the search link to the search box length at a word boundary', () => {
    const long = 'How do I configure the retention period of audit logs for a compliance rule in production?';
    const q = decodeURIComponent(ask(long).searchHref.slice('/search?q='.length));
    expect(q.length).toBeLessThanOrEqual(64);
    expect(long.startsWith(q)).toBe(true);
    expect(long[q.length]).toBe(' ');
  });

  it('copies as Markdown: the question, the quote under its heading, a fenced code block, the sources and the search link', () => {
    const markdown = answerToMarkdown(ask('How long are audit logs kept?'), 'https://docs.tessera.dev/');
    expect(markdown).toContain('**How long are audit logs kept?**\n');
    expect(markdown).toContain(
      '> **Set how long logs are kept**\n>\n> Logs older than the retention period are deleted every day. The default is 90 days.\n',
    );
    expect(markdown).toContain('> ```js\n> module.exports = {\n');
    expect(markdown).toContain('> — [Audit Logs › Set how long logs are kept](https://docs.tessera.dev/user-docs/audit-logs#retention)');
    expect(markdown).toMatch(
      /^1\. \[Audit Logs › Set how long logs are kept\]\(https:\/\/docs\.tessera\.dev\/user-docs\/audit-logs#retention\)$/m,
    );
    expect(markdown).toContain('[Search the documentation](https://docs.tessera.dev/search?q=');
  });

  it('copies a weak answer with its search results, and escapes brackets in link texts', () => {
    const weak: Answer = {
      v: ANSWER_VERSION,
      question: 'Heroku?',
      status: 'weak',
      passages: [],
      sources: [],
      results: [{label: 'Arrays [a] › b', href: '/x', page: 'Arrays [a]', heading: 'b'}],
      unknownWords: ['Heroku'],
      searchHref: '/search?q=Heroku',
    };
    expect(answerToMarkdown(weak)).toBe(
      '**Heroku?**\n\nNo section of the documentation answers this closely enough to quote.\n\nTop search results:\n\n1. [Arrays \\[a\\] › b](/x)\n\n[Search the documentation](/search?q=Heroku)\n',
    );
  });
});

describe('session', () => {
  const entry = (id: number, question: string): HistoryEntry => ({id, question, ms: 1, answer: ask(question)});

  it('keeps the newest question first, moves a repeated one up, and keeps at most the limit', () => {
    let history: HistoryEntry[] = [];
    history = pushHistory(history, entry(1, 'How do I purge the cache?'));
    history = pushHistory(history, entry(2, 'What does tessera export do?'));
    history = pushHistory(history, entry(3, '  how do I purge   the cache? '));
    expect(history.map((e) => e.id)).toEqual([3, 2]);
    for (let i = 4; i < 30; i += 1) history = pushHistory(history, entry(i, `question ${i}`), 5);
    expect(history).toHaveLength(5);
  });

  it('reads and removes the ?ask= deep link, keeping the other parameters', () => {
    expect(questionFromSearch('?ask=How%20do%20I%20purge%3F&x=1')).toBe('How do I purge?');
    expect(questionFromSearch('?ask=%20%20')).toBeNull();
    expect(questionFromSearch('?q=cache')).toBeNull();
    expect(searchWithoutQuestion('?ask=a&x=1')).toBe('?x=1');
    expect(searchWithoutQuestion('?ask=a')).toBe('');
  });

  it('parses saved history defensively, dropping answers of an older format', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    const old = {id: 9, question: 'old', ms: 1, answer: {question: 'old', status: 'answered', passages: [{sentences: ['x']}]}};
    const saved = JSON.stringify([entry(1, 'How do I purge the cache?'), {question: 3}, old]);
    expect(parseHistory(saved).map((e) => e.question)).toEqual(['How do I purge the cache?']);
  });
});

describe('relevance sets', () => {
  it('are reported by the bench with the held-back half as aggregates only', () => {
    const figures = {questions: 2, cited: 0.5, misses: ['a question -> /a page']};
    expect(reported('tuning', figures)).toEqual(figures);
    expect(reported('held-back', figures)).toEqual({questions: 2, cited: 0.5});
  });

  const kept = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../ask/questions.json'), 'utf8')) as {
    question: string;
    page: string | null;
  }[];
  const fresh = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../relevance/ask.json'), 'utf8')) as {
    questions: {question: string; page?: string; outOfScope?: boolean; half: string}[];
  };
  const search = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../relevance/search.json'), 'utf8')) as {
    queries: {query: string; page: string; half: string}[];
  };
  const exists = (page: string) =>
    ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => fs.existsSync(path.resolve(__dirname, '../../docs', page.slice(1)) + ext));

  it('name real pages of docs/, in two halves, with questions the docs do not answer', () => {
    for (const q of kept.filter((q) => q.page)) expect(exists(q.page!), `${q.question} -> ${q.page}`).toBe(true);
    for (const q of fresh.questions.filter((q) => !q.outOfScope)) expect(exists(q.page!), `${q.question} -> ${q.page}`).toBe(true);
    for (const q of search.queries) expect(exists(q.page), `${q.query} -> ${q.page}`).toBe(true);
    expect(search.queries.length).toBeGreaterThanOrEqual(150);
    expect(fresh.questions.filter((q) => !q.outOfScope).length).toBeGreaterThanOrEqual(60);
    expect(fresh.questions.some((q) => q.outOfScope)).toBe(true);
    expect(new Set(search.queries.map((q) => q.half))).toEqual(new Set(['tuning', 'held-back']));
  });
});
