import {describe, expect, it} from 'vitest';
import {
  brokenLinks,
  checkPage,
  codemodSnippetProblems,
  PLACEHOLDER_PATTERNS,
  hasInternalLink,
  relativeLinks,
  releaseHeadingProblems,
  skippedHeading,
  snippetImporters,
  summarize,
  unknownComponents,
} from '../content/page';
import {
  cliCommandProblems,
  componentProblems,
  documentIdProblems,
  eventNameProblems,
  handWrittenImporters,
  installerFlagProblems,
  middlewareProblems,
  paginationProblems,
  placeholderProblems,
  releaseProblems,
  menuPathFormProblems,
  staleVersionProblems,
  type KnownDocument,
} from '../content/facts';
import {leadWords, wordsOf} from '../../src/lib/pageModel/prose';
import {readPage} from '../../src/lib/pageModel/read';
import {COMPONENT_RENDERERS} from '../../src/lib/markdownTwin/components';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const tags = new Set(['rest-api', 'guides', 'snippet']);
const goodFrontMatter = [
  'title: Populate relations',
  'description: Include relations, media and components in REST API responses with the populate parameter.',
  'tags: [rest-api, guides]',
].join('\n');

/** A page read into its model as the site reads it; snippets are files under /docs/snippets/ given by name. */
async function modelOf(
  body: string,
  {frontMatter = goodFrontMatter, snippets = {} as Record<string, string>, file = 'dev-docs/a.mdx'} = {},
) {
  const files: Record<string, string> = {[`/docs/${file}`]: `---\n${frontMatter}\n---\n\n${body}\n`};
  for (const [name, text] of Object.entries(snippets)) files[`/docs/snippets/${name}.mdx`] = `---\ntitle: t\n---\n\n${text}\n`;
  const sourceFile = `/docs/${file}`;
  return readPage(
    files[sourceFile]!,
    {route: `/${file.replace(/\.mdx$/, '')}`, sourceFile, title: '', description: '', tags: [], breadcrumb: null},
    {
      siteRoot: 'https://docs.example',
      renderers: COMPONENT_RENDERERS,
      routeOfFile: (f) => (f in files ? f.replace(/^\/docs/, '').replace(/\.mdx$/, '') : null),
      resolveImport: (specifier) => (specifier.startsWith('@site/') ? `/${specifier.slice('@site/'.length)}` : null),
      readFile: (f) => {
        if (!(f in files)) throw new Error(`no file ${f}`);
        return files[f]!;
      },
    },
  );
}

const check = async (body: string, options: Parameters<typeof modelOf>[1] = {}) => {
  const file = options.file ?? 'dev-docs/a.mdx';
  return checkPage({path: file, model: await modelOf(body, options)}, tags);
};

describe('prose and words, read from the rendered page', () => {
  it('does not count code, imports, component props or link targets; counts a snippet where it is shown', async () => {
    const body = [
      "import X from '@site/docs/snippets/x.mdx';",
      '',
      'Two words [link text](/dev-docs/cli).',
      '',
      '```js',
      'const not = counted;',
      '```',
      '',
      '<X />',
    ].join('\n');
    expect(wordsOf((await modelOf(body, {snippets: {x: 'Three more words.'}})).body)).toBe(7);
  });
});

describe('headings', () => {
  it('reads the levels the page renders (not headings in code) and finds skipped levels', async () => {
    const model = await modelOf('## A\n\n```\n# not a heading\n```\n\n### B');
    expect(model.headings.map((h) => h.depth)).toEqual([2, 3]);
    expect(skippedHeading([2, 3, 2, 3])).toBeNull();
    expect(skippedHeading([2, 4])).toMatch(/level 4 follows level 2/);
    expect(skippedHeading([3])).toMatch(/level 3 follows level 1/);
  });
});

describe('links and components', () => {
  it('recognises internal links in Markdown and in component props', async () => {
    expect(hasInternalLink(await modelOf('See [CLI](/dev-docs/cli).'))).toBe(true);
    expect(hasInternalLink(await modelOf('<Card href="/cloud/intro" title="x" />'))).toBe(true);
    expect(hasInternalLink(await modelOf('See [site](https://example.com).'))).toBe(false);
  });

  it('reports links to unknown routes, ignoring anchors, static files and tags, and relative links', async () => {
    const routes = new Set(['/dev-docs/cli']);
    const model = await modelOf('[a](/dev-docs/cli#develop) [b](/nope) [c](/img/x.png) [d](/tags/cli) [e](./a.mdx)');
    expect(brokenLinks(model, routes)).toEqual(['/nope']);
    expect(relativeLinks(model)).toEqual(['./a.mdx']);
  });

  it('reports components that are neither global nor imported', async () => {
    const imported = "import WebhookEvents from '@site/src/components/mdx/WebhookEvents';\n\n";
    expect(unknownComponents(await modelOf(`${imported}<Card title="x" href="/a" />\n\n<WebhookEvents />\n\n\`<Baz />\``))).toEqual([]);
    expect(unknownComponents(await modelOf('<Card title="x" href="/a" />\n\n<WebhookEvents />'))).toEqual(['WebhookEvents']);
  });
});

describe('checkPage', () => {
  it('passes a complete page', async () => {
    const report = await check(`## Start\n\n${words(310)}\n\n## Next\n\n[CLI](/dev-docs/cli)`);
    expect(report.problems).toEqual([]);
    expect(report.area).toBe('dev-docs');
  });

  it('reports every rule that fails', async () => {
    const report = await check('Write\n\n#### Deep', {frontMatter: 'title: B TODO\ndescription: Too short.\ntags: [unknown]'});
    const text = report.problems.join('\n');
    expect(text).toMatch(/description is 10 characters/);
    expect(text).toMatch(/1 tags/);
    expect(text).toMatch(/tag "unknown"/);
    expect(text).toMatch(/placeholder/);
    expect(text).toMatch(/no link/);
    expect(text).toMatch(/level 4 follows level 1/);
  });

  it('checks the optional keywords: a short list of phrases without commas, none twice', async () => {
    const body = `## Start\n\n${words(310)}\n\n## Next\n\n[CLI](/dev-docs/cli)`;
    const problems = async (keywords: string) =>
      (await check(body, {frontMatter: `${goodFrontMatter}\nkeywords: ${keywords}`})).problems.join('\n');
    expect(await problems('[dropdown, fixed choices]')).toBe('');
    expect(await problems('dropdown')).toMatch(/keywords must be a list/);
    expect(await problems('["one, two"]')).toMatch(/without commas/);
    expect(await problems(`[${'x'.repeat(61)}]`)).toMatch(/without commas/);
    expect(await problems('[a, b, c, d, e, f, g, h, i]')).toMatch(/9 keywords/);
    expect(await problems('[Dropdown, dropdown]')).toMatch(/listed twice/);
  });

  it('fails a page that spends more than 50 words before its first useful line, not a snippet', async () => {
    const body = `${words(55)}\n\n## Next\n\n${words(300)} [CLI](/dev-docs/cli)`;
    expect((await check(body)).problems.join('\n')).toMatch(
      /55 words of prose before the first heading, step, table or code block \(at most 50\)/,
    );
    expect((await check(`${words(50)}\n\n## Next\n\n${words(300)} [CLI](/dev-docs/cli)`)).problems).toEqual([]);
    const snippetFrontMatter = goodFrontMatter.replace('[rest-api, guides]', '[snippet, guides]');
    expect((await check(words(90), {frontMatter: snippetFrontMatter, file: 'snippets/y.mdx'})).problems).toEqual([]);
  });

  it('sets no word floor (a short page passes), and no link rule to snippets', async () => {
    expect((await check(`## Start\n\n${words(20)} [a](/x)`)).problems).toEqual([]);
    const snippetFrontMatter = goodFrontMatter.replace('[rest-api, guides]', '[snippet, guides]');
    expect((await check(words(90), {frontMatter: snippetFrontMatter, file: 'snippets/x.mdx'})).problems).toEqual([]);
    expect((await check(`## Start\n\n${words(90)} [a](/x)`, {frontMatter: `${goodFrontMatter}\ncategory_index: true`})).problems).toEqual(
      [],
    );
  });

  it('summarises per area', () => {
    const reports = summarize([
      {path: 'cloud/x', area: 'cloud', words: 10, problems: []},
      {path: 'cloud/y', area: 'cloud', words: 5, problems: ['bad']},
    ]);
    expect(reports).toEqual([{area: 'cloud', pages: 2, words: 15, failures: 1}]);
  });

  it('maps each snippet to the pages that show it', async () => {
    const page = await modelOf("import A from '@site/docs/snippets/a.mdx';\n\n<A />", {snippets: {a: 'A'}});
    const snippetA = await modelOf('A', {file: 'snippets/a.mdx'});
    const snippetB = await modelOf('B', {file: 'snippets/b.mdx'});
    const pathOf = (file: string) => file.replace(/^\/docs\//, '');
    const inputs = [
      {path: 'snippets/a.mdx', model: snippetA},
      {path: 'snippets/b.mdx', model: snippetB},
      {path: 'dev-docs/a.mdx', model: page},
    ];
    expect(Object.fromEntries(snippetImporters(inputs, pathOf))).toEqual({'snippets/a.mdx': ['dev-docs/a.mdx'], 'snippets/b.mdx': []});
  });
});

describe('facts checked against src/data and src/model', () => {
  // Invented documents, shaped as checks/content/allPages.ts builds them from src/model/trailhead.
  const bistro: KnownDocument = {
    documentId: 'aaaa1111bbbb2222cccc3333',
    uid: 'api::restaurant.restaurant',
    pluralName: 'restaurants',
    singularName: 'restaurant',
    nameField: 'name',
    attributes: ['name', 'capacity'],
    versions: [
      {locale: 'en', id: 3, draftId: 2, createdAt: '2024-01-01T00:00:00.000Z', published: true, name: 'Fir Tree Bistro'},
      {locale: 'fr', id: 14, draftId: 13, createdAt: '2024-01-03T00:00:00.000Z', published: true, name: 'Bistro du Sapin'},
    ],
    source: 'documents.ts:10',
  };
  const post: KnownDocument = {
    documentId: 'dddd4444eeee5555ffff6666',
    uid: 'api::article.article',
    pluralName: 'articles',
    singularName: 'article',
    nameField: 'title',
    attributes: ['title', 'slug'],
    versions: [{locale: 'en', id: 2, createdAt: '2024-02-01T00:00:00.000Z', published: false, name: "Dix randonnées d'automne"}],
    source: 'documents.ts:20',
  };
  const known = [bistro, post];
  const check = (body: string) => documentIdProblems(body, known, ['unknowndocumentid0000000']);

  it('accepts a document shown with its own name, locale, numeric id and createdAt, and the placeholders', () => {
    const body = [
      '{ "id": 14, "documentId": "aaaa1111bbbb2222cccc3333", "name": "Bistro du Sapin", "locale": "fr", "createdAt": "2024-01-03T00:00:00.000Z" }',
      '{ "id": 2, "documentId": "aaaa1111bbbb2222cccc3333", "publishedAt": null, "locale": "en" }',
      "tessera.documents('api::restaurant.restaurant').findOne({ documentId: 'aaaa1111bbbb2222cccc3333', locale: '*', fields: ['name'] })",
      'curl http://localhost:1337/api/articles/dddd4444eeee5555ffff6666',
      '{ "documentId": "dddd4444eeee5555ffff6666", "title": "Dix randonnées d\'automne" }',
      'GET /api/restaurants/unknowndocumentid0000000',
    ].join('\n');
    expect(check(body)).toEqual([]);
  });

  it('rejects an unknown documentId, with its line', () => {
    const problems = check("intro\nfindOne({ documentId: 'zzzzzzzzzzzzzzzzzzzzzzz1' })");
    expect(problems).toEqual([
      {line: 2, message: expect.stringMatching(/zzzzzzzzzzzzzzzzzzzzzzz1.*not a document of the Trailhead model/)},
    ]);
  });

  it('rejects a documentId shown with another document’s name, in either quote style', () => {
    const problems = check(
      [
        '{ "documentId": "aaaa1111bbbb2222cccc3333", "name": "Blue Lake Diner" }',
        "{ documentId: 'aaaa1111bbbb2222cccc3333', data: { nested: {} }, name: 'Blue Lake Diner' }",
      ].join('\n'),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 2]);
    expect(problems[0]!.message).toMatch(/"Blue Lake Diner".*"Fir Tree Bistro" \(en\) \/ "Bistro du Sapin" \(fr\)/);
  });

  it('rejects a documentId shown as another content type: by its fields, its REST path or its Document Service call', () => {
    const body = [
      '{ "documentId": "dddd4444eeee5555ffff6666", "title": "Dix randonnées d\'automne", "intro": "Welcome" }',
      'curl http://localhost:1337/api/restaurants/dddd4444eeee5555ffff6666',
      "await tessera.documents('api::restaurant.restaurant').findOne({\n  documentId: 'dddd4444eeee5555ffff6666',\n});",
    ].join('\n');
    const problems = check(body);
    expect(problems.map((p) => p.line)).toEqual([1, 2, 4]);
    expect(problems[0]!.message).toMatch(/api::article\.article.*no field "intro"/);
    expect(problems[1]!.message).toMatch(
      /REST path \/api\/restaurants\/.*api::article\.article.*use a document of api::restaurant\.restaurant/,
    );
    expect(problems[2]!.message).toMatch(/tessera\.documents\('api::restaurant\.restaurant'\)/);
  });

  it('rejects a numeric id, locale or createdAt that the model does not give the document', () => {
    const body = [
      '{ "id": 15, "documentId": "aaaa1111bbbb2222cccc3333", "locale": "fr" }',
      '{ "id": 3, "documentId": "aaaa1111bbbb2222cccc3333", "publishedAt": null }',
      '{ "documentId": "aaaa1111bbbb2222cccc3333", "locale": "de" }',
      '{ "documentId": "aaaa1111bbbb2222cccc3333", "locale": "fr", "createdAt": "2024-01-01T00:00:00.000Z" }',
    ].join('\n');
    const messages = check(body).map((p) => `${p.line}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^1: .*numeric id 15, but its ids are: fr published 14, draft 13/),
      expect.stringMatching(/^2: .*numeric id 3.*publishedAt null is a draft/),
      expect.stringMatching(/^3: .*no "de" version \(its locales: en, fr\)/),
      expect.stringMatching(/^4: .*createdAt 2024-01-01T00:00:00.000Z, but each locale keeps its own: fr 2024-01-03/),
    ]);
  });

  it('rejects pagination metadata that does not add up', () => {
    const body = [
      '"pagination": { "page": 1, "pageSize": 25, "pageCount": 1, "total": 7 }',
      '"pagination": { "page": 1, "pageSize": 5, "pageCount": 1, "total": 7 }',
      '"pagination": { "page": 3, "pageSize": 5, "pageCount": 2, "total": 7 }',
      'pageInfo: { page: 1, pageSize: 10, pageCount: 0, total: 0 }',
    ].join('\n');
    expect(paginationProblems(body)).toEqual([
      {line: 2, message: expect.stringMatching(/7 results by pages of 5 make 2 page\(s\), not pageCount 1/)},
      {line: 3, message: expect.stringMatching(/page 3 is beyond pageCount 2/)},
    ]);
  });

  it('rejects event names that are not webhook events, but not properties such as entry.locale', () => {
    const events = new Set(['releases.publish', 'entry.publish']);
    const problems = eventNameProblems('`release.publish` and `releases.publish`\n`entry.locale` and "entry.publish"', events);
    expect(problems).toEqual([{line: 1, message: expect.stringMatching(/"release\.publish"/)}]);
  });

  it('rejects create-tessera flags that do not exist, ignoring Tessera 4 commands', () => {
    const flags = new Set(['--quickstart', '--dbclient']);
    const body =
      'npx create-tessera@latest app --quickstart\nnpx create-tessera@latest app --dbhost db --dbclient postgres\nnpx create-tessera@4 app --template x';
    expect(installerFlagProblems(body, flags)).toEqual([{line: 2, message: expect.stringMatching(/no flag --dbhost/)}]);
  });

  it('rejects tessera commands that do not exist, in shell blocks and code spans only', () => {
    const commands = new Set(['develop', 'content-types:list']);
    const body = [
      'Run `tessera develop` or `tessera fields:list`.',
      '```bash',
      'npx tessera content-types:list',
      'npx tessera serve',
      '```',
      '```js',
      'tessera nothing',
      '```',
    ].join('\n');
    const problems = cliCommandProblems(body, commands);
    expect(problems.map((p) => [p.line, p.message.match(/"(.*)"/)![1]])).toEqual([
      [1, 'fields:list'],
      [4, 'serve'],
    ]);
  });

  it('requires complete middleware arrays and known middleware names', () => {
    const defaults = ['tessera::logger', 'tessera::session', 'tessera::public'];
    const body = ['```js', "export default ['tessera::logger', 'tessera::public'];", '```', 'Use `tessera::gzip`.'].join('\n');
    const problems = middlewareProblems(body, defaults, ['tessera::compression']);
    expect(problems.map((p) => p.line)).toEqual([1, 4]);
    expect(problems[0]!.message).toMatch(/leaves out tessera::session/);
    expect(problems[1]!.message).toMatch(/tessera::gzip is not a built-in middleware/);
  });

  it('finds placeholder text anywhere in the source outside code blocks, with its line', () => {
    const body = 'Intro.\n\n{/* TODO: example */}\n\nRun `lorem ipsum`.\n\n```js\n// TODO in code is fine\n```';
    expect(placeholderProblems(body, PLACEHOLDER_PATTERNS)).toEqual([
      {line: 3, message: 'placeholder text matches /\\bTODO\\b/'},
      {line: 5, message: 'placeholder text matches /lorem ipsum/i'},
    ]);
    expect(placeholderProblems('```\nTBD\n```', PLACEHOLDER_PATTERNS)).toEqual([]);
  });

  it('flags hand-written importer comments', () => {
    expect(handWrittenImporters('{/* Imported by: /x */}\nB')).toHaveLength(1);
    expect(handWrittenImporters('Code imported by name stays prose.')).toEqual([]);
  });

  it('checks the release data: order, dates, titles, pages and flags', () => {
    const routes = new Set(['/dev-docs/cli']);
    const flags = new Set(['future.unstableA']);
    const good = [
      {
        version: '5.1.0',
        date: '2024-10-01',
        summary: 's',
        changes: [{kind: 'new', title: 'T', text: 't', page: '/dev-docs/cli', flag: 'future.unstableA'}],
      },
      {version: '5.0.0', date: '2024-09-03', summary: 's', changes: [{kind: 'fix', text: 't'}]},
    ];
    expect(releaseProblems(good, routes, flags)).toEqual([]);
    const bad = [
      {version: '5.0.0', date: '2024-09-03', summary: 's', changes: [{kind: 'new', text: 't', page: '/nope', flag: 'future.other'}]},
      {version: '5.1.0', date: '2024-10-01', summary: 's', changes: []},
    ];
    const problems = releaseProblems(bad, routes, flags).join('\n');
    expect(problems).toMatch(/not newer than 5\.1\.0/);
    expect(problems).toMatch(/no title/);
    expect(problems).toMatch(/\/nope is not a route/);
    expect(problems).toMatch(/future\.other is not documented/);
    expect(problems).toMatch(/5\.1\.0: no changes/);
  });

  it('requires one release-notes heading per release, with its anchor', async () => {
    expect(releaseHeadingProblems(await modelOf('## 5.1.0 {#5-1-0}\n\n## 5.0.0 {#5-0-0}'), ['5.1.0', '5.0.0'])).toEqual([]);
    const problems = releaseHeadingProblems(await modelOf('## 5.1.0 {#510}'), ['5.1.0', '5.0.0']).join('\n');
    expect(problems).toMatch(/do not match[\s\S]*expected #5-1-0/);
  });

  it('flags a version number stated as the present, not one given as an example or in code', () => {
    const problems = staleVersionProblems('Intro.\nIt installs the latest release, 9.8.7 today.\nThe current release is 9.8.7.');
    expect(problems.map((p) => p.line)).toEqual([2, 3]);
    expect(problems[0]!.message).toMatch(/"9\.8\.7 today".*<LatestVersion \/>/);
    expect(staleVersionProblems('The latest patch, for instance from 9.8.6 to 9.8.7.')).toEqual([]);
    expect(staleVersionProblems('Fixed in 9.8.7. Run `upgrade latest 9.8.7` now.')).toEqual([]);
    expect(staleVersionProblems('```\nlatest: 9.8.7\n```')).toEqual([]);
  });

  it("flags menu paths in another form than the site's, and unknown components", () => {
    expect(menuPathFormProblems('Open **Settings → Roles** or **Settings** › **Roles**.').map((p) => p.message)).toHaveLength(2);
    expect(menuPathFormProblems('Open **Settings** > **Administration panel** > **Roles**, then **Save**.')).toEqual([]);
    expect(menuPathFormProblems('```\n**a → b**\n```')).toEqual([]);
    const components = new Set(['shared.seo']);
    const body = '"__component": "shared.seo"\n"__component": "blocks.hero"\npopulate[sections][on][blocks.cta]=true';
    expect(componentProblems(body, components).map((p) => p.line)).toEqual([2, 3]);
  });
});

describe('breaking-change pages', () => {
  const snippets = {
    'breaking-change-handled-by-codemod': 'Run the codemod.',
    'breaking-change-partially-handled-by-codemod': 'Run the codemod, then finish by hand.',
    'breaking-change-not-handled-by-codemod': 'Migrate by hand.',
  };
  const pathOf = (file: string) => file.replace(/^\/docs\//, '');
  const problems = async (codemod: string, snippet: string) =>
    codemodSnippetProblems(
      await modelOf(
        `import X from '@site/docs/snippets/${snippet}.mdx';\n\n<BreakingChangeCard affectsPlugins={false} codemod="${codemod}" />\n\n## Migration\n\n<X />`,
        {snippets},
      ),
      pathOf,
    );

  it('accepts the codemod snippet that matches the card', async () => {
    expect(await problems('no', 'breaking-change-not-handled-by-codemod')).toEqual([]);
    expect(await problems('partly', 'breaking-change-partially-handled-by-codemod')).toEqual([]);
    expect(codemodSnippetProblems(await modelOf('No card here.'), pathOf)).toEqual([]);
  });

  it('rejects a snippet that implies a codemod the card does not have, or a missing snippet, with the line of the card', async () => {
    const wrong = (await problems('no', 'breaking-change-handled-by-codemod')).join('\n');
    expect(wrong).toMatch(/codemod="no" but the page shows .*handled-by-codemod/);
    expect(wrong).toMatch(/import and show .*not-handled-by-codemod/);
    expect(wrong).toMatch(/^line 9: /);
  });
});

describe('leadWords (prose before the first useful line)', () => {
  const lead = async (body: string, snippets: Record<string, string> = {}) => leadWords((await modelOf(body, {snippets})).body);

  it('counts paragraphs and admonitions before the first heading, list, table, code block or component', async () => {
    expect(await lead('import A from "a";\n\nOne two three.\n\n## Heading\n\nMore words here.')).toBe(3);
    expect(await lead(':::note\nFour words of note.\n:::\n\n- a list')).toBe(4);
    expect(await lead('Two words.\n\n1. step')).toBe(2);
    expect(await lead('Two words.\n\n```bash\nnpm start\n```')).toBe(2);
    expect(await lead(':::prerequisites\n- Node\n:::')).toBe(0);
    expect(await lead('{/* a comment with words */}\n\nOne.\n\n| a | b |\n| - | - |\n| c | d |')).toBe(1);
  });

  it('counts a snippet as the prose it shows, and stops where the snippet has a useful line', async () => {
    const snippets = {prose: 'Five words in this snippet.', steps: 'One.\n\n1. step'};
    const page = (name: string): string => `import S from '@site/docs/snippets/${name}.mdx';\n\n<S />\n\nThree more words.\n\n## H`;
    expect(await lead(page('prose'), snippets)).toBe(8);
    expect(await lead(page('steps'), snippets)).toBe(1);
  });
});
