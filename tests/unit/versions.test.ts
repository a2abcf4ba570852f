import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {areaOfPath} from '../../src/lib/content/docAreas';
import {docSocialCard} from '../../src/lib/content/socialCards';
import {llmsTxt} from '../../src/lib/markdownTwin/site';
import {docsVersionOf, sitePagesOf} from '../../src/lib/pageModel/site';
import {parseSearchPageParams, searchPageUrl} from '../../src/lib/search/links';
import {LocalSearchEngine} from '../../src/lib/search/engine';
import {contextualFacetFilters} from '../../src/lib/search/facets';
import {answerQuestion} from '../../src/lib/askAi/assemble';
import {sectionLookup} from '../../src/lib/askAi/sections';
import {pageCorpus} from '../../src/lib/search/corpus';
import {modelOfMarkdown} from './support/pages';
import {frozenImport} from '../../src/lib/pageModel/versions';
import remarkFrozenImports from '../../src/plugins/mdx-components/remarkFrozenImports';
import {compile} from '@mdx-js/mdx';

/** What the reader tools do with a docs version cut by `docusaurus docs:version` (the build: tests/build/versions.test.ts). */

const SITE = {title: 'Tessera Docs', summary: 'Documentation', root: 'https://docs.tessera.dev'};

describe('the area of a page of a frozen version', () => {
  it('is read after the version path', () => {
    expect(areaOfPath('/5.5/dev-docs/cli', '/5.5')).toBe('dev-docs');
    expect(areaOfPath('/5.5/cloud', '/5.5')).toBe('cloud');
    expect(areaOfPath('/dev-docs/cli')).toBe('dev-docs');
  });

  it('is not found by the first segment alone, nor after a path that only starts like the version', () => {
    expect(areaOfPath('/5.5/dev-docs/cli')).toBe('other');
    expect(areaOfPath('/5.50/dev-docs/cli', '/5.5')).toBe('other');
  });

  it("names the social card of a frozen page after its area, at the page's own path", () => {
    const card = docSocialCard({title: 'CLI', permalink: '/5.5/dev-docs/cli'}, '/', 'Tessera Docs', '/5.5');
    expect(card).toMatchObject({file: 'img/og/5.5/dev-docs/cli.png', area: 'Dev Docs'});
  });
});

describe('llms.txt with versions', () => {
  const latest = [{id: 'cli', title: 'CLI', description: 'The CLI.', route: '/dev-docs/cli'}];
  const frozen = [{id: 'cli', title: 'CLI', description: 'The CLI.', route: '/5.5/dev-docs/cli'}];

  it("of the latest version links each frozen version's own llms.txt", () => {
    const text = llmsTxt(SITE, latest, {versionPath: '', otherVersions: [{label: '5.5', path: '/5.5'}]});
    expect(text).toContain('## Dev Docs\n\n- [CLI](https://docs.tessera.dev/dev-docs/cli.md): The CLI.');
    expect(text).toContain('## Other versions\n\n- [5.5](https://docs.tessera.dev/5.5/llms.txt): the pages of version 5.5');
    expect(text).toContain('in reading order: https://docs.tessera.dev/llms-full.txt');
  });

  it('of a frozen version lists its pages by area, and its own llms-full.txt', () => {
    const text = llmsTxt({...SITE, title: 'Tessera Docs 5.5'}, frozen, {versionPath: '/5.5'});
    expect(text).toContain('## Dev Docs\n\n- [CLI](https://docs.tessera.dev/5.5/dev-docs/cli.md)');
    expect(text).not.toContain('## Other pages');
    expect(text).not.toContain('## Other versions');
    expect(text).toContain('in reading order: https://docs.tessera.dev/5.5/llms-full.txt');
  });
});

describe('the pages of every loaded version', () => {
  const doc = (dir: string, id: string) => ({
    id,
    permalink: `/docs${dir}/${id}`,
    source: `@site/${dir === '' ? 'docs' : 'versioned_docs/version-5.5'}/${id}.mdx`,
    title: id,
    description: '',
    tags: [],
    draft: false,
    unlisted: false,
  });
  const version = (versionName: string, dir: string, isLast: boolean) => ({
    versionName,
    label: versionName === 'current' ? 'Next' : versionName,
    isLast,
    path: `/docs${dir || '/'}`,
    docs: [doc(dir, 'dev-docs/cli')],
    sidebars: {},
  });
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [version('current', '', true), version('5.5', '/5.5', false)]}},
  };
  const pages = sitePagesOf(allContent, {siteDir: '/site', baseUrl: '/docs/'} as LoadContext);

  it('carry their version and its search tag, as Docusaurus names it', () => {
    expect(pages.map(({route, docusaurusTag, version}) => ({route, docusaurusTag, version}))).toEqual([
      {route: '/dev-docs/cli', docusaurusTag: 'docs-default-current', version: {name: 'current', label: 'Next', isLast: true, path: ''}},
      {route: '/5.5/dev-docs/cli', docusaurusTag: 'docs-default-5.5', version: {name: '5.5', label: '5.5', isLast: false, path: '/5.5'}},
    ]);
    expect(pages[1]!.sourceFile).toBe('/site/versioned_docs/version-5.5/dev-docs/cli.mdx');
  });

  it('and the latest version is the one the home and status pages describe', () => {
    expect(docsVersionOf(allContent)?.versionName).toBe('current');
  });
});

describe('search and Ask AI scoped to a version', () => {
  const markdown =
    '---\ntitle: Develop command\n---\n\n## Lantern mode\n\nLantern mode keeps the develop command running after an error.\n';
  const corpora = async () => {
    const latest = pageCorpus(await modelOfMarkdown(markdown, {route: '/dev-docs/cli/develop'}), {
      base: '',
      docusaurusTag: 'docs-default-current',
      language: 'en',
    });
    const frozen = pageCorpus(await modelOfMarkdown(markdown, {route: '/5.5/dev-docs/cli/develop'}), {
      base: '',
      docusaurusTag: 'docs-default-5.5',
      language: 'en',
      versionPath: '/5.5',
    });
    return {records: [...latest.records, ...frozen.records], sections: [...latest.sections, ...frozen.sections]};
  };

  it("records of a frozen page have their version's tag and their area", async () => {
    const {records} = await corpora();
    const frozen = records.filter((record) => record.url.startsWith('/5.5/'));
    expect(frozen.length).toBeGreaterThan(0);
    for (const record of frozen) expect(record).toMatchObject({docusaurus_tag: ['docs-default-5.5'], area: 'dev-docs'});
  });

  it('search answers from the version its filters name', async () => {
    const engine = new LocalSearchEngine((await corpora()).records);
    const urls = (tag: string) =>
      engine
        .search({indexName: 'local', query: 'lantern', facetFilters: contextualFacetFilters('en', ['default', tag])})
        .hits.map((hit) => hit.url);
    expect(urls('docs-default-5.5').length).toBeGreaterThan(0);
    expect(urls('docs-default-5.5').every((url) => url.startsWith('/5.5/'))).toBe(true);
    expect(urls('docs-default-current').some((url) => url.startsWith('/5.5/'))).toBe(false);
  });

  it('Ask AI quotes the version its filters name, and either without filters', async () => {
    const {records, sections} = await corpora();
    const engine = new LocalSearchEngine(records);
    const ask = (tag?: string) =>
      answerQuestion(
        engine,
        sectionLookup(sections),
        'What does lantern mode keep running?',
        tag ? contextualFacetFilters('en', [tag]) : undefined,
      );
    expect(ask('docs-default-5.5').passages[0]?.source.href).toBe('/5.5/dev-docs/cli/develop#lantern-mode');
    expect(ask('docs-default-current').passages[0]?.source.href).toBe('/dev-docs/cli/develop#lantern-mode');
    expect(ask().status).toBe('answered');
  });
});

describe('the /search page address with a version', () => {
  it('keeps the version of the page the search started from', () => {
    const url = searchPageUrl('/', 'lantern', {version: '5.5', page: 2});
    expect(url).toBe('/search?q=lantern&page=2&version=5.5');
    expect(parseSearchPageParams(url.slice('/search'.length))).toEqual({query: 'lantern', area: null, page: 2, version: '5.5'});
    expect(parseSearchPageParams('?q=lantern').version).toBeNull();
  });
});

describe("a frozen page imports its own version's snippets", () => {
  const frozenPage = '/site/versioned_docs/version-5.5/dev-docs/cli.mdx';

  it('names the copy of its version for an import of the docs', () => {
    expect(frozenImport('@site/docs/snippets/note.mdx', frozenPage)).toBe('@site/versioned_docs/version-5.5/snippets/note.mdx');
    expect(frozenImport('@site/src/components/mdx/DataTables', frozenPage)).toBe('@site/src/components/mdx/DataTables');
    expect(frozenImport('@site/docs/snippets/note.mdx', '/site/docs/dev-docs/cli.mdx')).toBe('@site/docs/snippets/note.mdx');
  });

  it('in the page MDX compiles', async () => {
    const mdx = "import Note from '@site/docs/snippets/note.mdx';\n\n<Note />\n";
    const code = async (path: string) => String(await compile({value: mdx, path}, {remarkPlugins: [remarkFrozenImports]}));
    expect(await code(frozenPage)).toContain('"@site/versioned_docs/version-5.5/snippets/note.mdx"');
    expect(await code('/site/docs/dev-docs/cli.mdx')).toContain("'@site/docs/snippets/note.mdx'");
  });
});
