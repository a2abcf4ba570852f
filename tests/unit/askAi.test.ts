import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {sentences, stem, terms, words} from '../../src/lib/askAi/text';
import {analyzeQuestion, buildIndex, phraseMatches, rankSections, unknownWords} from '../../src/lib/askAi/rank';
import {scoreSentences, selectPassages} from '../../src/lib/askAi/select';
import {ANSWER_LIMITS, answerQuestion, answerToMarkdown, searchHref, type Answer} from '../../src/lib/askAi/answer';
import {askHref, parseHistory, pushHistory, questionFromSearch, searchWithoutQuestion, type HistoryEntry} from '../../src/lib/askAi/session';
import type {AskSection} from '../../src/lib/askAi/sections';

/** Fixture pages: a few sections written like the real docs, with near misses on purpose. */
function section(url: string, page: string, anchor: string, heading: string, ...blocks: string[]): AskSection {
  return {
    url,
    anchor,
    page,
    heading,
    parent: '',
    blocks: blocks.map((text) => (text.startsWith('$ ') ? {kind: 'code', text: text.slice(2)} : {kind: 'text', text})),
  };
}

const FIXTURE: AskSection[] = [
  section('/cloud/caching', 'Caching on Tessera Cloud', '', 'Caching on Tessera Cloud', 'This page explains how the CDN caches API responses and how to purge the cache.'),
  section(
    '/cloud/caching',
    'Caching on Tessera Cloud',
    'purge-the-cache',
    'Purge the cache',
    'Tessera Cloud purges the cached responses at the end of every deploy. To purge without deploying, open the project and click Purge cache in Settings.',
    'Purging takes up to a minute to reach every edge location.',
  ),
  section('/cloud/caching', 'Caching on Tessera Cloud', 'check-a-response', 'Check whether a response came from the cache', 'Read the x-cache header of the response: HIT means the CDN answered.'),
  section(
    '/user-docs/audit-logs',
    'Audit Logs',
    'retention',
    'Set how long logs are kept',
    'Logs older than the retention period are deleted every day. The default is 90 days.',
    'A developer changes it with the auditLogs.retentionDays option:',
    '$ module.exports = { auditLogs: { retentionDays: 120 } };',
  ),
  section('/user-docs/audit-logs', 'Audit Logs', 'filter', 'Filter the logs', 'Click Filters to choose an action, a user or a date range.'),
  section('/dev-docs/cli', 'Command line interface', 'develop', 'tessera develop', 'tessera develop starts the server with auto-reload. Use it while you configure content types.'),
  section('/dev-docs/cli', 'Command line interface', 'export', 'tessera export', 'tessera export writes the data of a project to an encrypted archive.'),
  section('/dev-docs/documents', 'Documents', 'identify', 'Identify a document', 'A document is identified by its documentId, a 24-character string. The numeric id is internal.'),
];

const index = buildIndex(FIXTURE);

describe('text', () => {
  it('stems the forms of a word to one term (Porter)', () => {
    expect(stem('configure')).toBe(stem('configuring'));
    expect(stem('configuration')).toBe(stem('configured'));
    expect(stem('deploys')).toBe('deploi');
    expect(stem('caching')).toBe(stem('caches'));
    expect(stem('relational')).toBe('relat');
    expect(stem('api')).toBe('api');
  });

  it('splits identifiers into their parts and keeps operators', () => {
    expect(words('tessera.documents() documentId $containsi API_TOKEN_SALT')).toEqual([
      'tessera',
      'documents',
      'documentid',
      'document',
      'id',
      '$containsi',
      'api_token_salt',
      'api',
      'token',
      'salt',
    ]);
  });

  it('drops stopwords and question scaffolding from terms', () => {
    expect(terms('How do I purge the cache of my project?')).toEqual(['purg', 'cach', 'project']);
  });

  it('splits sentences without breaking abbreviations, and never changes the text', () => {
    const block = 'Use a filter, e.g. $eq. It runs fast! Does it? Yes: see `qs`. Version 5.5.0 is current.';
    const parts = sentences(block);
    expect(parts).toEqual(['Use a filter, e.g. $eq.', 'It runs fast!', 'Does it?', 'Yes: see `qs`.', 'Version 5.5.0 is current.']);
    expect(parts.join(' ')).toBe(block);
  });

  it('counts the question word pairs found side by side', () => {
    expect(phraseMatches(['purg', 'cach', 'now'], ['purg', 'cach'])).toBe(1);
    expect(phraseMatches(['cach', 'purg'], ['purg', 'cach'])).toBe(0);
  });
});

describe('ranking', () => {
  it('puts the section that answers first, above the page introduction that merely mentions it', () => {
    const ranked = rankSections(index, analyzeQuestion('How do I purge the CDN cache?'));
    expect(ranked[0]!.section.anchor).toBe('purge-the-cache');
    // "CDN" is only in the introduction, yet the section holds enough of the question to answer it
    expect(ranked[0]!.coverage).toBeLessThan(1);
    expect(ranked[0]!.coverage).toBeGreaterThanOrEqual(ANSWER_LIMITS.minCoverage);
    expect(ranked.find((r) => r.section.anchor === '')!.score).toBeLessThan(ranked[0]!.score);
  });

  it('weights headings: "tessera export" finds the export command, not the develop command', () => {
    const ranked = rankSections(index, analyzeQuestion('What does tessera export do?'));
    expect(ranked[0]!.section.anchor).toBe('export');
  });

  it('finds camelCase identifiers from plain words', () => {
    const ranked = rankSections(index, analyzeQuestion('how is a document id written'));
    expect(ranked[0]!.section.url).toBe('/dev-docs/documents');
  });

  it('adds related words at half weight: "remove" also looks for "delete"', () => {
    const query = analyzeQuestion('when are old logs removed');
    expect(query.terms).toContainEqual({term: 'delet', word: 'delete', weight: 0.5});
    expect(rankSections(index, query)[0]!.section.anchor).toBe('retention');
  });

  it('lists the words of the question that no section holds', () => {
    expect(unknownWords(index, analyzeQuestion('Deploy to Heroku with Kubernetes'))).toEqual(['heroku', 'kubernetes']);
  });
});

describe('sentence selection', () => {
  const query = analyzeQuestion('How long are logs kept by default?');
  const ranked = rankSections(index, query);

  it('quotes the sentence that holds the answer, with the next one when it is short', () => {
    const passages = selectPassages(index, query, ranked);
    expect(passages[0]!.section.anchor).toBe('retention');
    expect(passages[0]!.sentences).toEqual(['Logs older than the retention period are deleted every day.', 'The default is 90 days.']);
  });

  it('never rewrites a sentence: every quote is a sentence of the page', () => {
    const all = new Set(FIXTURE.flatMap((s) => s.blocks.flatMap((b) => sentences(b.text))));
    for (const candidate of scoreSentences(index, query, ranked)) expect(all.has(candidate.text)).toBe(true);
  });

  it('brings the code block that a sentence introduces', () => {
    const q = analyzeQuestion('Which option changes the retention of audit logs?');
    const passages = selectPassages(index, q, rankSections(index, q));
    const withCode = passages.find((p) => p.code);
    expect(withCode?.sentences.at(-1)).toBe('A developer changes it with the auditLogs.retentionDays option:');
    expect(withCode?.code).toEqual({text: 'module.exports = { auditLogs: { retentionDays: 120 } };', truncated: false});
  });

  it('prefers a sentence about the product to one about the page', () => {
    const q = analyzeQuestion('How do I purge the cache?');
    const top = scoreSentences(index, q, rankSections(index, q))[0]!;
    expect(top.text).not.toMatch(/^This page/);
    expect(top.text).toMatch(/purge/i);
  });
});

describe('answers', () => {
  it('answers with quoted passages, their page › heading and deep link, then 3 to 5 sources', () => {
    const answer = answerQuestion(index, 'How do I purge the cache?');
    expect(answer.status).toBe('answered');
    expect(answer.passages[0]!.source).toEqual({
      label: 'Caching on Tessera Cloud › Purge the cache',
      href: '/cloud/caching#purge-the-cache',
      page: 'Caching on Tessera Cloud',
      heading: 'Purge the cache',
    });
    expect(answer.sources.length).toBeGreaterThanOrEqual(ANSWER_LIMITS.minSources);
    expect(answer.sources.length).toBeLessThanOrEqual(ANSWER_LIMITS.maxSources);
    expect(answer.sources[0]!.href).toBe('/cloud/caching#purge-the-cache');
    for (const passage of answer.passages) expect(answer.sources.map((s) => s.href)).toContain(passage.source.href);
    expect(answer.searchHref).toBe('/search?q=How%20do%20I%20purge%20the%20cache%3F');
  });

  it('says plainly when nothing is relevant enough, instead of quoting something loosely related', () => {
    const answer = answerQuestion(index, 'How do I deploy to Heroku?');
    expect(answer.status).toBe('not-found');
    expect(answer.passages).toEqual([]);
    expect(answer.sources).toEqual([]);
    expect(answer.unknownWords).toEqual(['heroku']);
    expect(answerQuestion(index, 'What is the airspeed velocity of an unladen swallow?').status).toBe('not-found');
  });

  it('asks for words when the question has none that count', () => {
    expect(answerQuestion(index, 'How do I do it?').status).toBe('empty');
  });

  it('cuts the search link to the search box length at a word boundary', () => {
    const long = 'How do I configure the retention period of audit logs for a compliance rule in production?';
    const q = decodeURIComponent(searchHref(long).slice('/search?q='.length));
    expect(q.length).toBeLessThanOrEqual(64);
    expect(long.startsWith(q)).toBe(true);
    expect(long[q.length]).toBe(' ');
  });

  it('copies as Markdown: the question, the quotes with absolute links, the sources and the search link', () => {
    const answer = answerQuestion(index, 'How long are logs kept by default?');
    const markdown = answerToMarkdown(answer, 'https://docs.tessera.dev/');
    expect(markdown).toContain('**How long are logs kept by default?**\n');
    expect(markdown).toContain('> Logs older than the retention period are deleted every day. The default is 90 days.\n');
    expect(markdown).toContain('> — [Audit Logs › Set how long logs are kept](https://docs.tessera.dev/user-docs/audit-logs#retention)');
    expect(markdown).toMatch(/^1\. \[Audit Logs › Set how long logs are kept\]\(https:\/\/docs\.tessera\.dev\/user-docs\/audit-logs#retention\)$/m);
    expect(markdown).toContain('[Search the documentation](https://docs.tessera.dev/search?q=');
  });

  it('copies a "not found" answer as such, and escapes brackets in link texts', () => {
    const notFound: Answer = {question: 'Heroku?', status: 'not-found', passages: [], sources: [], unknownWords: ['Heroku'], searchHref: '/search?q=Heroku'};
    expect(answerToMarkdown(notFound)).toBe('**Heroku?**\n\nThe documentation does not seem to answer this question.\n\n[Search the documentation](/search?q=Heroku)\n');
    const odd: Answer = {...notFound, status: 'answered', sources: [{label: 'Arrays [a] › b', href: '/x', page: 'Arrays [a]', heading: 'b'}]};
    expect(answerToMarkdown(odd)).toContain('1. [Arrays \\[a\\] › b](/x)');
  });
});

describe('session', () => {
  const entry = (id: number, question: string): HistoryEntry => ({id, question, ms: 1, answer: answerQuestion(index, question)});

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
    expect(askHref('/dev-docs/cli', 'What is  develop?')).toBe('/dev-docs/cli?ask=What%20is%20develop%3F');
  });

  it('parses saved history defensively', () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    const saved = JSON.stringify([entry(1, 'How do I purge the cache?'), {question: 3}]);
    expect(parseHistory(saved).map((e) => e.question)).toEqual(['How do I purge the cache?']);
  });
});

describe('bench questions', () => {
  const questions = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../ask/questions.json'), 'utf8')) as {
    question: string;
    page: string | null;
    section?: string | null;
  }[];

  it('has at least 30 questions answered by real pages of docs/, and some the docs do not answer', () => {
    const answerable = questions.filter((q) => q.page);
    expect(answerable.length).toBeGreaterThanOrEqual(30);
    expect(questions.length - answerable.length).toBeGreaterThan(0);
    for (const q of answerable) {
      const base = path.resolve(__dirname, '../../docs', q.page!.slice(1));
      const exists = ['.mdx', '.md', '/index.mdx', '/index.md'].some((ext) => fs.existsSync(base + ext));
      expect(exists, `${q.question} -> ${q.page}`).toBe(true);
    }
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
  });
});
