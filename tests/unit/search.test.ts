import type {LoadContext} from '@docusaurus/types';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {compileFacetFilters, contextualFacetFilters} from '../../src/lib/search/facets';
import {highlight, snippet, type MatchContext} from '../../src/lib/search/highlight';
import {escapeHtml} from '../../src/lib/content/escapeHtml';
import {HOSTED_TIMEOUTS} from '../../src/lib/search/hosted';
import {decode, encode} from '../../src/lib/search/indexFormat';
import {missingResultsUrl, parseSearchPageParams, searchPageUrl, toSitePath} from '../../src/lib/search/links';
import {stem, termsOf} from '../../src/lib/search/text';
import {MAX_COUNTED_TERMS, parseQuery} from '../../src/lib/search/query';
import type {SearchRecord, SearchResponse} from '../../src/lib/search/types';
import {readSettings} from '../../src/settings';
import {sitePagesOf} from '../../src/lib/pageModel/site';
import {recordsOfMarkdown, type FixtureMeta} from './support/pages';

/** A doc page as the site has it: its MDX source and what the docs plugin knows of it (the parts the corpus reads). */
interface Page {
  markdown: string;
  meta: Omit<FixtureMeta, 'route'>;
}

/**
 * A doc page: `crumbs[0]` is its first breadcrumb (the top sidebar category that holds it; none: the area's label),
 * `keywords` its front matter keywords.
 */
function page({
  title,
  body,
  crumbs = ['Base configuration'],
  description = '',
  tags = [],
  keywords = [],
}: {
  title: string;
  body: string;
  crumbs?: string[];
  description?: string;
  tags?: string[];
  keywords?: string[];
}): Page {
  const frontMatter = [`title: ${JSON.stringify(title)}`, ...(keywords.length ? [`keywords: ${JSON.stringify(keywords)}`] : [])].join('\n');
  return {markdown: `---\n${frontMatter}\n---\n\n${body}\n`, meta: {title, description, tags, breadcrumb: crumbs[0] ?? null}};
}

/** The search records of a page at a route. */
function recordsAt({markdown, meta}: Page, route: string): Promise<SearchRecord[]> {
  return recordsOfMarkdown(markdown, {...meta, route});
}

const ZWSP = '\u200b';

const DATABASE_PAGE = page({
  title: 'Database configuration',
  body: `The \`config/database\` file tells Tessera which database to use.

## Choose a database client${ZWSP}

Set \`DATABASE_CLIENT\` to sqlite, postgres or mysql for your databases.

- SQLite is the quick-start default and needs nothing else installed.

\`\`\`
const secretInCode = 1;
\`\`\`

### PostgreSQL

PostgreSQL 14 or later, through the pg driver, with a connection pool.

| Option | no |
| --- | --- |

{/* Copyright the Tessera contributors */}`,
});

const SERVICE_PAGE = page({
  title: 'Document Service API',
  crumbs: ['APIs'],
  body: `The Document Service API is the way to read and write documents from the server.

## findMany()

Finds the documents that match the filters, paginated with limit and start.

## publish()

Publishes the draft version of a document and its localized versions.`,
});

async function records(): Promise<SearchRecord[]> {
  return [
    ...(await recordsAt(DATABASE_PAGE, '/dev-docs/configurations/database')),
    ...(await recordsAt(SERVICE_PAGE, '/dev-docs/api/document-service')),
  ];
}

const DOCSEARCH_REQUEST = {
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

describe('record extraction (the crawler shape of specification section 3)', () => {
  let extracted: SearchRecord[];
  beforeAll(async () => {
    extracted = await recordsAt(DATABASE_PAGE, '/dev-docs/configurations/database');
  });

  it('writes one record per heading and per paragraph, with the whole hierarchy and the nearest anchor', () => {
    expect(extracted.map((record) => record.type)).toEqual(['lvl1', 'content', 'lvl2', 'content', 'content', 'lvl3', 'content']);
    const postgres = extracted.find((record) => record.content?.startsWith('PostgreSQL 14'))!;
    expect(postgres).toMatchObject({
      url: '/dev-docs/configurations/database#postgresql',
      url_without_anchor: '/dev-docs/configurations/database',
      anchor: 'postgresql',
      type: 'content',
      hierarchy: {
        lvl0: 'Base configuration',
        lvl1: 'Database configuration',
        lvl2: 'Choose a database client',
        lvl3: 'PostgreSQL',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
      area: 'dev-docs',
    });
    expect(new Set(extracted.map((record) => record.objectID)).size).toBe(extracted.length);
  });

  it('leaves out code blocks, zero-width characters, MDX comments and one-word table cells', () => {
    const text = JSON.stringify(extracted);
    expect(text).not.toContain('secretInCode');
    expect(text).not.toContain('\u200b');
    expect(text).not.toContain('Copyright');
    expect(extracted.some((record) => record.content === 'no')).toBe(false);
    expect(extracted.find((record) => record.type === 'lvl2')!.hierarchy.lvl2).toBe('Choose a database client');
  });

  it('indexes a list item once, not again for the paragraph inside it', () => {
    expect(extracted.filter((record) => record.content?.startsWith('SQLite is the quick-start default'))).toHaveLength(1);
  });

  it('skips the search page, tag listings, snippets, templates and the writing guide', async () => {
    expect(await recordsAt(DATABASE_PAGE, '/search')).toEqual([]);
    expect(await recordsAt(DATABASE_PAGE, '/tags/rest-api')).toEqual([]);
    expect(await recordsAt(DATABASE_PAGE, '/snippets/install-command')).toEqual([]);
    expect(await recordsAt(DATABASE_PAGE, '/_templates/reference-page')).toEqual([]);
    expect(await recordsAt(DATABASE_PAGE, '/writing-guide/style')).toEqual([]);
  });

  it('lists no unlisted (noindex) or draft doc, so reads no record of it', () => {
    const doc = (id: string, flags: {unlisted?: boolean; draft?: boolean} = {}) => ({
      id,
      permalink: `/docs/dev-docs/${id}`,
      source: `@site/docs/dev-docs/${id}.mdx`,
      title: id,
      description: '',
      tags: [],
      draft: flags.draft ?? false,
      unlisted: flags.unlisted ?? false,
    });
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {
              versionName: 'current',
              label: 'Next',
              isLast: true,
              path: '/docs/',
              docs: [doc('listed'), doc('hidden', {unlisted: true}), doc('wip', {draft: true})],
              sidebars: {},
            },
          ],
        },
      },
    };
    const pages = sitePagesOf(allContent, {siteDir: '/site', baseUrl: '/docs/'} as LoadContext);
    expect(pages.map((sitePage) => sitePage.route)).toEqual(['/dev-docs/listed']);
  });

  it('takes the area from the path and the level 0 from the breadcrumbs (or the area)', async () => {
    const cloud = await recordsAt(
      page({title: 'Deploys', body: 'Every deploy of a project is listed here.', crumbs: []}),
      '/cloud/projects/deploys',
    );
    expect(cloud[0]).toMatchObject({area: 'cloud', hierarchy: {lvl0: 'Cloud Docs', lvl1: 'Deploys'}});
  });
});

describe('the local index format', () => {
  it('decodes to exactly the records it encoded', async () => {
    const all = await records();
    const {head, content} = encode(all);
    const decoded = decode(head, Object.values(content));
    const byId = new Map(decoded.map((record) => [record.objectID, record]));
    expect(decoded).toHaveLength(all.length);
    for (const record of all) expect(byId.get(record.objectID)).toEqual(record);
  });

  it('keeps headings in the head shard and paragraphs in per-area content shards', async () => {
    const {head, content} = encode(await records());
    expect(head.sections.map((section) => section[3])).toContain('findMany()');
    expect(JSON.stringify(head)).not.toContain('Finds the documents');
    expect(content['dev-docs'].content.length).toBeGreaterThan(0);
    expect(content.cloud.content).toEqual([]);
  });
});

describe('terms', () => {
  it('stems plurals and verb forms so they meet', () => {
    expect(stem('databases')).toBe(stem('database'));
    expect(stem('entries')).toBe(stem('entry'));
    expect(stem('deployment')).toBe(stem('deployments'));
    expect(stem('webhooks')).toBe('webhook');
    expect(stem('filters')).toBe(stem('filter'));
    // Porter gives "deploi" for deploy and "deploy" for deployment: the final y -> i is applied to its result too.
    expect(stem('deploy')).toBe(stem('deployment'));
    expect(stem('deploying')).toBe(stem('deployment'));
  });

  const queryWords = (text: string) => parseQuery(text).words;
  const querySynonyms = (text: string) => parseQuery(text).synonyms;

  it('reads a contraction as its word, a phrase as the word the docs use, and a synonym as typed or by its stem', () => {
    expect(queryWords("what's a draft")).toEqual(['draft']);
    // Contractions typed without the apostrophe are stop words too.
    expect(queryWords('my release didnt go out, whats wrong')).toEqual(['release', 'go', 'out', 'wrong']);
    expect(queryWords('throw away a draft')).toEqual(['throw', 'away', 'draft']);
    expect(querySynonyms('throw away a draft')).toEqual([[stem('discard')], [stem('discard')], []]);
    // A synonym is looked up as typed, else by its stem ("monitoring" reaches "monitor").
    expect(querySynonyms('stop monitoring the env on startup')).toEqual([
      [stem('cancel')],
      [stem('logs')],
      [stem('environment')],
      [stem('bootstrap')],
    ]);
  });

  it('indexes API names whole and in parts', () => {
    expect(termsOf('findMany')).toEqual(expect.arrayContaining(['findmany', 'find', 'many']));
    expect(termsOf('api.rest.defaultLimit')).toEqual(expect.arrayContaining(['defaultlimit', 'default', 'limit', 'rest']));
    expect(termsOf('DATABASE_CLIENT')).toEqual(expect.arrayContaining(['database_client', 'client']));
  });

  it('drops the words of a question', () => {
    expect(parseQuery('how do I deploy').terms).toEqual([stem('deploy')]);
    expect(parseQuery('the').terms).toEqual(['the']);
  });

  it('gives the parts of compound names in a query, aligned with its terms', () => {
    expect(parseQuery('DATABASE_CLIENT').parts).toEqual([[stem('database'), 'client']]);
    expect(parseQuery('how do I use documentId').parts).toEqual([['document', 'id']]);
    expect(parseQuery('deploy').parts).toEqual([[]]);
  });

  it('reads a query once: the word being typed, and the distinct terms that count, at most MAX_COUNTED_TERMS', () => {
    expect(parseQuery('deploy').typing).toBe(true);
    expect(parseQuery('deploy ').typing).toBe(false);
    expect(parseQuery('deploy', {finished: true}).typing).toBe(false);
    expect(parseQuery('deploy a deploy hook').counted).toEqual([stem('deploy'), 'hook']);
    const long = Array.from({length: 40}, (_, i) => `word${i}`).join(' ');
    expect(parseQuery(long).counted).toHaveLength(MAX_COUNTED_TERMS);
  });
});

describe('highlight and snippet (Algolia response shape)', () => {
  const context: MatchContext = {
    matched: new Set([stem('database')]),
    prefixes: [],
    queryTermCount: 1,
    tags: {pre: '<mark>', post: '</mark>'},
  };

  it('marks the matched words and escapes the text', () => {
    const result = highlight('Pick a <database> & its databases', context);
    expect(result.value).toBe('Pick a &lt;<mark>database</mark>&gt; &amp; its <mark>databases</mark>');
    expect(result.matchLevel).toBe('full');
    expect(highlight('Nothing here', context).matchLevel).toBe('none');
    expect(escapeHtml('"<a>"')).toBe('&quot;&lt;a&gt;&quot;');
  });

  it('cuts a snippet of N words around the first match, with the ellipsis', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve database thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty';
    const ten = snippet(text, 10, context);
    expect(ten.value.startsWith('…')).toBe(true);
    expect(ten.value.endsWith('…')).toBe(true);
    expect(
      ten.value
        .replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(10);
    expect(ten.value).toContain('<mark>database</mark>');
    expect(
      snippet(text, 5, context)
        .value.replace(/<\/?mark>|…/g, '')
        .trim()
        .split(/\s+/),
    ).toHaveLength(5);
    expect(snippet('short database text', 10, context).value).toBe('short <mark>database</mark> text');
  });
});

describe('facet filters', () => {
  let record: SearchRecord;
  beforeAll(async () => {
    record = (await records())[0]!;
  });

  it('applies Algolia semantics: AND of entries, OR inside an array, negation', () => {
    const matches = (filters: Parameters<typeof compileFacetFilters>[0]) => compileFacetFilters(filters)(record);
    expect(matches(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])).toBe(true);
    expect(matches(['language:fr'])).toBe(false);
    expect(matches([['docusaurus_tag:docs-default-4.x']])).toBe(false);
    expect(matches(['-area:dev-docs'])).toBe(false);
    expect(matches('area:dev-docs')).toBe(true);
  });

  it('builds the contextual filters of the page (language and docs tags)', () => {
    expect(contextualFacetFilters('en', ['default', 'docs-default-current'])).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});

describe('the local engine', () => {
  let engine: LocalSearchEngine;
  beforeAll(async () => {
    engine = new LocalSearchEngine(await records());
  });

  it('answers with the Algolia multi-query response shape', () => {
    const response = engine.search({...DOCSEARCH_REQUEST, query: 'findMany', indexName: 'local'});
    expect(response).toMatchObject({page: 0, hitsPerPage: 20, query: 'findMany', exhaustiveNbHits: true});
    expect(response.queryID).toEqual(expect.any(String));
    const hit = response.hits[0]!;
    expect(hit.url).toBe('/dev-docs/api/document-service#findmany');
    expect(hit._highlightResult.hierarchy.lvl2.value).toBe('<mark>findMany</mark>()');
    expect(hit._snippetResult.content).toEqual(expect.objectContaining({matchLevel: expect.any(String)}));
  });

  it('ranks a page title above the paragraphs that mention it', () => {
    expect(engine.search({query: 'database configuration'}).hits[0]!.type).toBe('lvl1');
  });

  it('forgives a typo, matches plurals and the word being typed', () => {
    expect(engine.search({query: 'databse'}).hits[0]!.url_without_anchor).toBe('/dev-docs/configurations/database');
    expect(engine.search({query: 'postgre'}).nbHits).toBeGreaterThan(0);
    expect(engine.search({query: 'pools'}).hits[0]!.content).toContain('connection pool');
    expect(engine.search({query: 'how do I publish'}).hits[0]!.anchor).toBe('publish');
  });

  it('finds a compound name by its parts when no text writes it whole', () => {
    const hits = engine.search({query: 'DOCUMENT_SERVICE'}).hits;
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.url_without_anchor).toBe('/dev-docs/api/document-service');
    expect(engine.search({query: 'DATABASE_CLIENT'}).hits[0]!.url_without_anchor).toBe('/dev-docs/configurations/database');
  });

  it('returns the same hits, in order, page after page, as in one long page', () => {
    const whole = engine.search({query: 'database', hitsPerPage: 50}).hits.map((hit) => hit.objectID);
    const paged = [0, 1, 2].flatMap((page) => engine.search({query: 'database', hitsPerPage: 2, page}).hits.map((hit) => hit.objectID));
    expect(paged).toEqual(whole.slice(0, paged.length));
  });

  it('pages through results and filters by facets', () => {
    const all = engine.search({query: 'document', hitsPerPage: 2});
    expect(all.nbPages).toBe(Math.ceil(all.nbHits / 2));
    const second = engine.search({query: 'document', hitsPerPage: 2, page: 1});
    expect(second.hits[0]!.objectID).not.toBe(all.hits[0]!.objectID);
    expect(engine.search({query: 'document', facetFilters: ['language:fr']}).nbHits).toBe(0);
    const facets = engine.search({query: 'database', hitsPerPage: 0, facets: ['area']}).facets!;
    expect(facets.area!['dev-docs']).toBeGreaterThan(0);
  });

  it('answers one hit per section, its best record, and counts sections, page after page and after more records arrive', async () => {
    const frobPage = (route: string, title: string) =>
      recordsAt(
        page({
          title,
          body: `## Spin a frob {#spin}

A frob spins on its axis.

Spin a frob twice to reset it.

## Store a frob {#store}

Keep a frob dry.`,
        }),
        route,
      );
    const guide = await frobPage('/guides/frobs', 'Frobs');
    const local = new LocalSearchEngine(guide);
    expect(guide.filter((record) => record.url === '/guides/frobs#spin').length).toBeGreaterThan(2);
    const urls = (response: SearchResponse) => response.hits.map((hit) => hit.url);
    const response = local.search({query: 'spin frob', facets: ['area']});
    // The page, its two sections: each once, the spin section by its heading.
    expect(urls(response).sort()).toEqual(['/guides/frobs', '/guides/frobs#spin', '/guides/frobs#store']);
    expect(response.hits.find((hit) => hit.url === '/guides/frobs#spin')!.type).toBe('lvl2');
    expect(response.nbHits).toBe(3);
    expect(Object.values(response.facets!.area!).reduce((sum, count) => sum + count, 0)).toBe(3);
    const paged = [0, 1, 2, 3].flatMap((number) => urls(local.search({query: 'spin frob', hitsPerPage: 1, page: number})));
    expect(paged).toEqual(urls(response));
    expect(local.search({query: 'spin frob', hitsPerPage: 1}).nbPages).toBe(3);
    // A content shard that arrives later brings its own sections.
    local.add(await frobPage('/reference/frobs', 'Frob reference'));
    expect(local.search({query: 'spin frob'}).nbHits).toBe(6);
    expect(new Set(urls(local.search({query: 'spin frob'}))).size).toBe(6);
  });

  it('returns nothing for an unknown word, and escapes what it returns', () => {
    expect(engine.search({query: 'zzqqxx'}).nbHits).toBe(0);
    const hit = engine.search({query: 'config/database', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}).hits[0]!;
    expect(JSON.stringify(hit._highlightResult)).not.toContain('<code>');
  });
});

describe('search links and hosted settings', () => {
  it('prefills the "Let us know." report with the query', () => {
    const url = new URL(missingResultsUrl('https://github.com/tessera-cms/documentation/issues/new', 'webhok'));
    expect(url.origin + url.pathname).toBe('https://github.com/tessera-cms/documentation/issues/new');
    expect(url.searchParams.get('title')).toContain('webhok');
    expect(url.searchParams.get('body')).toContain('webhok');
  });

  it('keeps q, the area and the page in the /search address, limited to 64 characters', () => {
    expect(searchPageUrl('/', 'populate', {area: 'dev-docs', page: 2})).toBe('/search?q=populate&area=dev-docs&page=2');
    expect(searchPageUrl('/docs/', 'x'.repeat(80))).toBe(`/docs/search?q=${'x'.repeat(64)}`);
    expect(parseSearchPageParams('?q=populate&area=cloud&page=3')).toEqual({query: 'populate', area: 'cloud', page: 3, version: null});
    expect(parseSearchPageParams('?page=-1')).toEqual({query: '', area: null, page: 1, version: null});
  });

  it('turns the absolute URLs of hosted records into site paths', () => {
    expect(toSitePath('https://docs.tessera.dev/dev-docs/cli#develop', 'https://docs.tessera.dev')).toBe('/dev-docs/cli#develop');
    expect(toSitePath('/dev-docs/cli', 'https://docs.tessera.dev')).toBe('/dev-docs/cli');
    expect(toSitePath('https://elsewhere.example/x', 'https://docs.tessera.dev')).toBe('https://elsewhere.example/x');
  });

  it('creates the hosted client with the timeouts of the specification', async () => {
    const liteClient = vi.fn(() => ({search: vi.fn()}));
    vi.doMock('algoliasearch/lite', () => ({liteClient}));
    try {
      const {HostedSearchClient} = await import('../../src/plugins/search/client/HostedSearchClient');
      await new HostedSearchClient({appId: 'APP', apiKey: 'search-only', indexName: 'docs'}).warmUp();
      expect(liteClient).toHaveBeenCalledWith('APP', 'search-only', {timeouts: HOSTED_TIMEOUTS});
    } finally {
      vi.doUnmock('algoliasearch/lite');
    }
  });

  it('makes the per-group cap configurable, 5 by default', () => {
    expect(readSettings({}).searchMaxResultsPerGroup).toBe(5);
    expect(readSettings({SEARCH_MAX_RESULTS_PER_GROUP: '3'}).searchMaxResultsPerGroup).toBe(3);
    expect(readSettings({SEARCH_MAX_RESULTS_PER_GROUP: 'many'}).searchMaxResultsPerGroup).toBe(5);
  });
});

describe('ranking (named cases)', () => {
  const DEPLOYMENT = page({
    title: 'Deployment',
    description: 'Run Tessera in production on a server you manage.',
    tags: ['Self-hosting'],
    keywords: ['vps', 'bare metal'],
    body: `This page walks through a complete deployment on a Linux server.

## Keep Tessera running with PM2 {#pm2}

PM2 restarts the server when it stops or the machine reboots.`,
  });
  const BREAKING = page({
    title: 'Deploy a project with the new command',
    body: `In Tessera 5 the command that deploys a project is renamed: deploy the project with the new command.

## Related pages

- Deployment on your own Linux server`,
  });
  const MODELS = page({
    title: 'Models',
    body: `## Lifecycle hooks

beforeCreate, afterCreate and the other hooks run around database queries.`,
  });
  const PLUGIN = page({title: 'Create a plugin', body: 'Scaffold a plugin with the CLI and register it in a project.'});
  const HISTORY = page({
    title: 'Deploy history',
    body: `Every deploy of a project is listed with its status.

## Redeploy an earlier version {#redeploy}

Pick a past deploy and click Redeploy to return to it.`,
  });
  let engine: LocalSearchEngine;
  beforeAll(async () => {
    engine = new LocalSearchEngine([
      ...(await recordsAt(DEPLOYMENT, '/dev-docs/deployment')),
      ...(await recordsAt(BREAKING, '/dev-docs/migration/v4-to-v5/breaking-changes/deploy-command')),
      ...(await recordsAt(MODELS, '/dev-docs/backend-customization/models')),
      ...(await recordsAt(PLUGIN, '/dev-docs/plugins/create-a-plugin')),
      ...(await recordsAt(HISTORY, '/cloud/projects/deploys-history')),
    ]);
  });
  const pages = (query: string) => engine.search({query}).hits.map((hit) => hit.url_without_anchor);

  it("searches a page's description, tags and keywords, and keeps them in the index format", async () => {
    const record = (await recordsAt(DEPLOYMENT, '/dev-docs/deployment'))[0]!;
    expect(record).toMatchObject({
      type: 'lvl1',
      keywords: 'Run Tessera in production on a server you manage. · Self-hosting · vps · bare metal',
    });
    const {head, content} = encode([record]);
    expect(decode(head, Object.values(content))[0]!.keywords).toBe(record.keywords);
    expect(pages('self-hosting')[0]).toBe('/dev-docs/deployment');
    // A reader's word the page never uses, from its keywords.
    expect(pages('bare metal')[0]).toBe('/dev-docs/deployment');
  });

  it('ranks migration pages below the page they change, unless the query is about upgrading', () => {
    expect(pages('deploy the project')[0]).not.toMatch(/\/migration\//);
    expect(pages('deploy the project: breaking change')[0]).toMatch(/\/migration\//);
  });

  it('ranks a "Related pages" list below the page it names', () => {
    expect(pages('deployment linux server')[0]).toBe('/dev-docs/deployment');
  });

  it('finds a compound name where it is written, not where one of its parts is', () => {
    expect(pages('beforeCreate')[0]).toBe('/dev-docs/backend-customization/models');
    expect(pages('beforeCreate')).not.toContain('/dev-docs/plugins/create-a-plugin');
  });
});

describe('ranking (kinds of queries)', () => {
  const OPERATORS = page({
    title: 'Filter frobs',
    body: `## Operators {#operators}

Match a name case-insensitively with \`$framesi\`: \`filters[name][$framesi]=moss\`.`,
  });
  const FRAMES = page({
    title: 'Panels',
    body: `## Know what a panel frames {#frames}

A panel frames the widgets of a page and keeps them in line.`,
  });
  const LIMITS = page({
    title: 'Frob pages',
    body: `## Page size {#page-size}

\`frobSize\` sets how many frobs a page holds. The maximum is 40; a larger value is lowered to it. The minimum is 1.`,
  });
  const SIZES = page({
    title: 'Frob sizes',
    body: `## Measure more than one frob {#more}

Weigh each frob on its own when you measure more than one.`,
  });
  const SCALES = page({
    title: 'Frob size scales',
    body: `## Weigh at most ten frobs {#most}

Most scales weigh ten frobs at most.

## Weigh at least two frobs {#least}

Weigh at least two frobs for a reading.

## Weigh less than a frob {#less}

Cut a frob to weigh less than one.`,
  });
  const STATES = page({
    title: 'Frob states',
    body: `## Unpublish a frob {#unpublish}

An unpublished frob goes back to draft.

## Cancel a frob {#cancel}

A cancelled frob is never built.

## Discard a frob {#discard}

A discarded frob returns to its published text.`,
  });
  const STARTUP = page({
    title: 'Functions',
    body: `## Run code before the server starts {#bootstrap}

The bootstrap function runs once, before the server answers requests: fill empty tables with example frobs there.`,
  });
  const TABLES = page({title: 'Example frobs', body: 'Example frobs fill the tables of a new project, as data you can change.'});
  let engine: LocalSearchEngine;
  beforeAll(async () => {
    engine = new LocalSearchEngine([
      ...(await recordsAt(OPERATORS, '/guides/filter-frobs')),
      ...(await recordsAt(FRAMES, '/guides/panels')),
      ...(await recordsAt(LIMITS, '/guides/frob-pages')),
      ...(await recordsAt(SIZES, '/guides/frob-sizes')),
      ...(await recordsAt(SCALES, '/guides/frob-scales')),
      ...(await recordsAt(STARTUP, '/guides/functions')),
      ...(await recordsAt(TABLES, '/guides/example-frobs')),
      ...(await recordsAt(STATES, '/guides/frob-states')),
    ]);
  });
  const pages = (query: string) => engine.search({query}).hits.map((hit) => hit.url_without_anchor);
  const sections = (query: string) => engine.search({query}).hits.map((hit) => hit.url);

  it('finds an operator or API name typed exactly where it is written, not as a typo of a common word', () => {
    expect(pages('$framesi')[0]).toBe('/guides/filter-frobs');
    expect(parseQuery('$framesi frobSize data_dir deploy').codeNames).toEqual([true, true, true, false]);
  });

  it.each(['more than 40', 'at most 40', 'less than 1', 'at least 1'])(
    'reads a number compared with a limit ("frobSize %s") as a question about the limit',
    (limit) => {
      expect(pages(`frobSize ${limit} `)[0]).toBe('/guides/frob-pages');
    },
  );

  it('reads a task named by its moment ("on startup") as the bootstrap function', () => {
    expect(pages('fill tables on startup ')[0]).toBe('/guides/functions');
  });

  it.each([
    ['take a frob offline', 'unpublish'],
    ['abort a frob', 'cancel'],
    ['stop a frob', 'cancel'],
    ['revert a frob', 'discard'],
    ['throw away a frob', 'discard'],
  ])('reads a reader\'s verb ("%s") as the action the docs name (%s)', (query, action) => {
    expect(sections(`${query} `)[0]).toBe(`/guides/frob-states#${action}`);
  });
});
