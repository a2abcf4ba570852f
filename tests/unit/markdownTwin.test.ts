import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {mdxToMarkdownTwin} from '../../src/lib/markdownTwin/twin';
import {SITE_VERSION} from '../../src/lib/content/releases';
import {cloudFactText} from '../../src/lib/content/productFacts';
import {CLOUD_BUILD} from '../../src/model/cloud';
import {PAGINATION_LIMITS} from '../../src/model/api/rest';
import {COMPONENT_RENDERERS, UNSUPPORTED_COMPONENTS} from '../../src/lib/markdownTwin/components';
import {GLOBAL_COMPONENTS} from '../../src/lib/content/mdxComponents';
import {
  inReadingOrder,
  llmsFullTxt,
  llmsTxt,
  printSections,
  robotsTxt,
  sidebarDocIds,
  siteRoot,
  twinPath,
} from '../../src/lib/markdownTwin/site';
import {printRouteOf} from '../../src/lib/content/readerToolRoutes';
import type {ParseContext} from '../../src/lib/pageModel/renderTypes';
import {interfaceMaps} from '../../src/model/interfaceMaps';
import {releases} from '../../src/model/releases';
import {webhookEvents} from '../../src/model/events';
import {CLOUD_FEATURES, CLOUD_PLANS, cloudPlan} from '../../src/model/cloud';

const ROOT = '/site';
const files: Record<string, string> = {
  '/site/docs/snippets/hello.mdx': '---\ntitle: Hello\n---\n\nHello from a **snippet** with a [link](/dev-docs/other).\n',
  '/site/docs/dev-docs/other.mdx': '# Other\n',
};

function context(overrides: Partial<ParseContext> = {}): ParseContext {
  return {
    siteRoot: 'https://docs.example.com/base',
    renderers: COMPONENT_RENDERERS,
    route: '/dev-docs/page',
    sourceFile: '/site/docs/dev-docs/page.mdx',
    routeOfFile: (file) => (file === '/site/docs/dev-docs/other.mdx' ? '/dev-docs/other' : null),
    resolveImport: (specifier) => (specifier.startsWith('@site/') ? path.join(ROOT, specifier.slice(6)) : null),
    readFile: (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no file ${file}`);
      return text;
    },
    ...overrides,
  };
}

async function twin(body: string): Promise<string> {
  const md = await mdxToMarkdownTwin(
    `---\ntitle: Page\ndescription: A page.\ntags: [x]\n---\n\n${body}\n`,
    {title: 'Page', description: 'A page.'},
    context(),
  );
  return md.replace(/^---\n[\s\S]*?\n---\n\n# Page\n\n/, '');
}

describe('Markdown twin: the page', () => {
  it('reduces the front matter to title and description and adds the title as H1', async () => {
    const md = await mdxToMarkdownTwin(
      '---\ntitle: X\ndescription: "D: e"\ntags: [a]\nsidebar_label: Y\n---\n\nText.\n',
      {title: 'X', description: 'D: e'},
      context(),
    );
    expect(md).toBe("---\ntitle: X\ndescription: 'D: e'\n---\n\n# X\n\nText.\n");
  });

  it('makes links absolute to the site, including links to source files and anchors', async () => {
    const md = await twin('[a](/dev-docs/x#y) [b](./other.mdx#z) [c](#here) [d](https://example.org/) [e](sibling)\n\n![img](/img/a.png)');
    expect(md).toContain('[a](https://docs.example.com/base/dev-docs/x#y)');
    expect(md).toContain('[b](https://docs.example.com/base/dev-docs/other#z)');
    expect(md).toContain('[c](https://docs.example.com/base/dev-docs/page#here)');
    expect(md).toContain('[d](https://example.org/)');
    expect(md).toContain('[e](https://docs.example.com/base/dev-docs/sibling)');
    expect(md).toContain('![img](https://docs.example.com/base/img/a.png)');
  });

  it('inlines imported snippets without their front matter or import lines', async () => {
    const md = await twin("import Hello from '@site/docs/snippets/hello.mdx';\n\n<Hello />\n\nAfter.");
    expect(md).toBe('Hello from a **snippet** with a [link](https://docs.example.com/base/dev-docs/other).\n\nAfter.\n');
  });

  it('drops explicit heading ids and comments', async () => {
    expect(await twin('## Options {#options}\n\n{/* a note for writers */}\n\nText.')).toBe('## Options\n\nText.\n');
  });

  it('keeps text that only looks like a directive', async () => {
    expect(await twin('Meet at 10:30, see note:here.')).toBe('Meet at 10:30, see note:here.\n');
  });

  it('fails on a component without a renderer, naming it and the file', async () => {
    await expect(twin('<Mystery prop="1" />')).rejects.toThrow(/page\.mdx:\d+: <Mystery> has no Markdown renderer/);
  });

  it('fails on an expression it cannot write as Markdown', async () => {
    await expect(twin('Value: {1 + 1}')).rejects.toThrow(/has no Markdown meaning/);
  });
});

describe('Markdown twin: one renderer per component kind', () => {
  it('admonitions become quoted notes with their title', async () => {
    expect(await twin(':::note\nRead this.\n:::')).toBe('> **Note**\n>\n> Read this.\n');
    expect(await twin(':::info Plan\nEnterprise only.\n:::')).toBe('> **Plan**\n>\n> Enterprise only.\n');
    expect(await twin(':::callout\nGood.\n:::')).toBe('> **Good to know**\n>\n> Good.\n');
  });

  it('tabs become labelled sections, every tab printed', async () => {
    const md = await twin(
      '<Tabs>\n<TabItem value="js" label="JavaScript">\n\nJS text.\n\n</TabItem>\n<TabItem value="ts">\n\nTS text.\n\n</TabItem>\n</Tabs>',
    );
    expect(md).toBe('**JavaScript**\n\nJS text.\n\n**ts**\n\nTS text.\n');
  });

  it('npm2yarn code blocks become npm, Yarn and pnpm sections', async () => {
    const md = await twin('```bash npm2yarn\nnpm install qs\n```');
    expect(md).toContain('npm install qs');
    expect(md).toContain('yarn add qs');
    expect(md).toContain('pnpm add qs');
    expect(md).not.toMatch(/<Tabs|TabItem/);
  });

  it('MultiLanguageSwitcher tabs are labelled with the API client names', async () => {
    const md = await twin(
      '<MultiLanguageSwitcher>\n<TabItem value="curl">\n\n```bash\ncurl x\n```\n\n</TabItem>\n<TabItem value="fetch">\n\nF\n\n</TabItem>\n</MultiLanguageSwitcher>',
    );
    expect(md).toBe('**cURL**\n\n```bash\ncurl x\n```\n\n**JavaScript (fetch)**\n\nF\n');
  });

  it('ApiCall becomes a request block and a response block', async () => {
    const md = await twin(
      '<ApiCall>\n<Request method="POST" path="/api/x">\n\n```bash\ncurl\n```\n\n</Request>\n<Response status={201}>\n\n```json\n{}\n```\n\n</Response>\n</ApiCall>',
    );
    expect(md).toBe('**Example request**: `POST /api/x`\n\n```bash\ncurl\n```\n\n**Example response**: `201`\n\n```json\n{}\n```\n');
  });

  it('cards become a list of links with descriptions', async () => {
    const md = await twin(
      '<CardGrid columns={2}>\n  <Card title="One" description="First." href="/a" icon="x" />\n  <Card title="Two" href="/b" />\n</CardGrid>',
    );
    expect(md).toBe('- [One](https://docs.example.com/base/a): First.\n- [Two](https://docs.example.com/base/b)\n');
  });

  it('columns become labelled sections', async () => {
    expect(await twin('<Columns>\n<Column title="Before">\n\nOld.\n\n</Column>\n<Column>\n\nNew.\n\n</Column>\n</Columns>')).toBe(
      '**Before**\n\nOld.\n\nNew.\n',
    );
  });

  it('BreakingChangeCard becomes its two facts', async () => {
    const md = await twin('<BreakingChangeCard affectsPlugins={false} codemod="partly" />');
    expect(md).toBe(
      '- **Affects plugins:** No\n- **Handled by a codemod:** Partly ([upgrade tool](https://docs.example.com/base/dev-docs/upgrade-tool))\n',
    );
    await expect(twin('<BreakingChangeCard affectsPlugins codemod="maybe" />')).rejects.toThrow(/yes, partly or no/);
  });

  it('badges become their label in text, in headings and tables too', async () => {
    expect(await twin('## Tessera 5.4.0 <VersionBadge version="5.4.0" />')).toBe('## Tessera 5.4.0 (5.4.0+)\n');
    expect(await twin('Review Workflows <EnterpriseBadge />, <Badge kind="beta" />.')).toBe('Review Workflows (Enterprise), (Beta).\n');
    expect(await twin('| A | B |\n| --- | --- |\n| x | <CloudProBadge /> |')).toMatch(/^\| A \| B +\|\n[\s\S]*\| x \| \(Pro\) \|\n$/);
  });

  it('LatestVersion becomes the newest release of the release data', async () => {
    expect(await twin('Tessera <LatestVersion /> today.')).toBe(`Tessera ${SITE_VERSION} today.\n`);
  });

  it('CloudFact and RestLimit become the figures of the model, as the page components write them', async () => {
    expect(
      await twin('A build stops after <CloudFact metric="buildTimeLimit" />, a <CloudFact metric="buildTimeLimit" bare />-minute limit.'),
    ).toBe(`A build stops after ${cloudFactText({metric: 'buildTimeLimit'})}, a ${CLOUD_BUILD.timeLimitMinutes}-minute limit.\n`);
    expect(await twin('Pro has <CloudFact plan="Pro" metric="memory" />; at most <RestLimit name="maxLimit" /> a page.')).toBe(
      `Pro has ${cloudFactText({plan: 'Pro', metric: 'memory'})}; at most ${PAGINATION_LIMITS.maxLimit} a page.\n`,
    );
  });

  it('Annotation becomes the term with its definition in parentheses', async () => {
    expect(await twin('A <Annotation label="documentId">A stable id.</Annotation> names it.')).toBe(
      'A documentId (A stable id.) names it.\n',
    );
  });

  it('SubtleCallout becomes a quoted note', async () => {
    expect(await twin('<SubtleCallout title="Aside">\n\nSide info.\n\n</SubtleCallout>')).toBe('> **Aside**\n>\n> Side info.\n');
  });

  it('ProjectTree becomes a linked file list per language', async () => {
    const md = await twin('<ProjectTree />');
    expect(md).toMatch(/^\*\*JavaScript\*\*\n\n- `\.tessera\/`/);
    expect(md).toContain('**TypeScript**');
    expect(md).toContain('[`config/`](https://docs.example.com/base/dev-docs/configurations): Application configuration');
  });

  it('InteractiveQueryBuilder becomes a note pointing to the web page', async () => {
    expect(await twin('<InteractiveQueryBuilder endpoint="/api/x" />')).toBe(
      '> **Interactive query builder**: write a query object for `/api/x` and see the encoded URL on the [web page](https://docs.example.com/base/dev-docs/page).\n',
    );
  });

  it('screenshots, markers and icons', async () => {
    expect(await twin('<ThemedScreenshot src="img/s/list" alt="The list" />')).toBe(
      '![The list](https://docs.example.com/base/img/s/list.light.png)\n',
    );
    expect(await twin('Click <ScreenshotNumber n={2} /> then <Icon name="x" />go.')).toBe('Click (2) then go.\n');
  });

  it('interface maps become their text description: screen, regions and every numbered marker', async () => {
    const [id, map] = Object.entries(interfaceMaps)[0]!;
    const md = await twin(`<InterfaceMap id="${id}" />`);
    expect(md).toContain(`**Interface map: ${map.title}**`);
    for (const marker of map.markers) expect(md).toContain(`${marker.n}. ${marker.label}`);
    expect(md).not.toMatch(/<InterfaceMap|\\\*/);
  });

  it('shared facts (src/components/mdx/DataTables) become tables, lists and text from the same data', async () => {
    const latest = releases[0]!;
    expect(await twin(`Tessera <ReleaseVersion /> is out.`)).toBe(`Tessera ${latest.version} is out.\n`);
    const notes = await twin(`<ReleaseChanges version="${latest.version}" />`);
    for (const change of latest.changes) expect(notes).toContain(change.text);
    expect(notes).toContain('`npx @tessera/upgrade minor`');
    const patch = await twin('<ReleaseChanges version="5.0.1" />');
    expect(patch).toContain('**Needs a manual step.** Upgrade from an earlier 5.0 release with `npx @tessera/upgrade patch`');
    expect(notes).not.toMatch(/\]\(\/(?!\/)/); // every link absolute
    const events = await twin('<WebhookEvents />');
    expect(events.split('\n')[0]).toMatch(/^\| Event +\| Sent when +\|$/);
    for (const event of webhookEvents) expect(events).toContain(`\`${event.name}\``);
    expect(await twin('<DbclientEnv client="postgres" />')).toMatch(/^```bash\nDATABASE_CLIENT=postgres\n/);
  });

  it('ConfigTable becomes the Markdown table of the same options of the configuration model', async () => {
    const proxy = await twin('<ConfigTable file="server" group="proxy" />');
    expect(proxy.split('\n')[0]).toMatch(/^\| Option +\| Type +\| Default +\| Description +\| Example +\|$/);
    expect(proxy).toContain('`proxy.koa`');
    const levels = await twin('<ConfigTable file="server" group="logger" />');
    expect(levels).toContain("`'error' \\| 'warn' \\| 'info' \\| 'http' \\| 'verbose' \\| 'debug' \\| 'silly'`");
    const ssl = await twin('<ConfigTable file="database" group="ssl" />');
    expect(ssl).toContain('| `rejectUnauthorized`');
    expect(await twin('<ConfigTable plugin="users-permissions" />')).toContain('none (required)');
  });

  it('the Tessera Cloud plan tables become Markdown tables from the model (src/model/cloud.ts)', async () => {
    const plans = await twin('<CloudPlans />');
    const [head, , ...rows] = plans.trim().split('\n');
    expect(
      head!
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean),
    ).toEqual(CLOUD_PLANS.map((plan) => plan.name));
    expect(rows).toHaveLength(16);
    const free = cloudPlan('free');
    expect(plans).toMatch(new RegExp(`\\| Always on +\\| No: sleeps after ${free.sleep!.afterMinutes} minutes without requests +\\| Yes `));
    const cells = (label: string, values: string[]) =>
      new RegExp(`\\| ${label} +${values.map((v) => `\\| ${v.replace('$', '\\$')} +`).join('')}\\|`);
    expect(plans).toMatch(
      cells(
        'Price per month',
        CLOUD_PLANS.map((plan) => `$${plan.pricePerMonth}`),
      ),
    );
    const logs = (await twin('<CloudPlans rows="logs" />')).trim().split('\n');
    expect(logs).toHaveLength(3);
    expect(logs[2]).toMatch(
      cells(
        'Runtime logs kept',
        CLOUD_PLANS.map((plan) => `${plan.logRetentionDays} day${plan.logRetentionDays === 1 ? '' : 's'}`),
      ),
    );
    await expect(twin('<CloudPlans rows="nope" />')).rejects.toThrow(/no row "nope"; rows: price, compute/);
    const overage = await twin('<CloudOverage />');
    expect(overage).toMatch(/\| Additional environment \(Pro and Scale\) +\| \$25 per environment per month, prorated to the day +\|/);
    expect(overage).toMatch(/\| API requests +\| \$2 per additional 100,000 requests, counted in whole blocks +\|/);
  });

  it('the Tessera Cloud feature matrix becomes a Markdown table from the model, all features or one area', async () => {
    const all = (await twin('<CloudFeatures />')).trim().split('\n');
    expect(
      all[0]!
        .split('|')
        .map((cell) => cell.trim())
        .filter(Boolean),
    ).toEqual(['Feature', ...CLOUD_PLANS.map((plan) => plan.name)]);
    expect(all).toHaveLength(CLOUD_FEATURES.length + 2);
    const admin = (await twin('<CloudFeatures area="admin" />')).trim().split('\n');
    expect(admin).toHaveLength(CLOUD_FEATURES.filter((feature) => feature.area === 'admin').length + 2);
    expect(admin.join('\n')).toMatch(/\| Releases +\| No +\| No +\| 3 pending at a time +\| No limit on pending releases +\|/);
    expect(admin.join('\n')).toMatch(/\| Single Sign-On +\| No +\| No +\| No +\| Yes +\|/);
    await expect(twin('<CloudFeatures area="nope" />')).rejects.toThrow(/no area "nope"; areas: platform, admin/);
  });

  it('HTML elements become their Markdown meaning', async () => {
    expect(await twin('Press <kbd>Ctrl</kbd>+<kbd>K</kbd>.<br/>Next line.')).toBe('Press `Ctrl`+`K`.\\\nNext line.\n');
    expect(await twin('<details>\n<summary>More</summary>\n\nHidden.\n\n</details>')).toBe('> **More**\n>\n> Hidden.\n');
  });

  it('every component pages use without an import has a renderer or a documented reason not to', () => {
    expect(GLOBAL_COMPONENTS.size).toBeGreaterThan(20);
    for (const name of GLOBAL_COMPONENTS) expect(name in COMPONENT_RENDERERS || name in UNSUPPORTED_COMPONENTS, name).toBe(true);
  });
});

describe('llms.txt, llms-full.txt, robots.txt', () => {
  const docs = [
    {id: 'u', title: 'User intro', description: 'Start here.', route: '/user-docs/intro'},
    {id: 'd', title: 'Dev intro', description: 'Build.', route: '/dev-docs/intro'},
    {id: 's', title: 'A [snippet]', description: 'Reused.', route: '/snippets/a'},
  ];
  const site = {title: 'Tessera Docs', summary: 'Docs for Tessera.', root: 'https://x.dev/base'};

  it('orders docs by sidebar, then by route', () => {
    const ids = sidebarDocIds({
      a: [{type: 'category', label: 'C', link: {type: 'doc', id: 'd'}, items: [{type: 'doc', id: 'u'}, {type: 'link'}]}],
    });
    expect(ids).toEqual(['d', 'u']);
    expect(inReadingOrder(docs, ids).map((d) => d.id)).toEqual(['d', 'u', 's']);
  });

  it('writes llms.txt per the proposal: H1, summary quote, H2 per area with .md links', () => {
    const text = llmsTxt(site, docs);
    expect(text).toMatch(/^# Tessera Docs\n\n> Docs for Tessera\.\n/);
    expect(text).toContain('## User Guide\n\n- [User intro](https://x.dev/base/user-docs/intro.md): Start here.\n');
    expect(text).toContain('## Dev Docs\n\n- [Dev intro](https://x.dev/base/dev-docs/intro.md): Build.\n');
    expect(text).toContain('## Optional\n\n- [A \\[snippet\\]](https://x.dev/base/snippets/a.md): Reused.\n');
    expect(text.indexOf('## User Guide')).toBeLessThan(text.indexOf('## Dev Docs'));
  });

  it('writes llms-full.txt as the twins without their front matter', () => {
    const text = llmsFullTxt(site, [{doc: docs[0]!, markdown: '---\ntitle: User intro\n---\n\n# User intro\n\nBody.\n'}]);
    expect(text).toContain('<!-- Source: https://x.dev/base/user-docs/intro -->\n\n# User intro\n\nBody.\n');
    expect(text).not.toContain('title: User intro');
  });

  it('writes robots.txt with the absolute sitemap URL under the base URL', () => {
    expect(robotsTxt(siteRoot('https://x.dev/', '/base/'), '/base/')).toBe(
      'User-agent: *\nDisallow: /base/print/\n\nSitemap: https://x.dev/base/sitemap.xml\n',
    );
    expect(twinPath('/dev-docs/a')).toBe('/dev-docs/a.md');
  });
});

describe('print sections', () => {
  it('small sidebars and categories with a page of their own are sections, each with its pages in order', () => {
    const sidebars = {
      rest: [
        {type: 'link' as const},
        {type: 'doc' as const, id: 'rest'},
        {type: 'doc' as const, id: 'params'},
        {type: 'category' as const, label: 'Guides', link: {type: 'doc', id: 'guides'}, items: [{type: 'doc' as const, id: 'g1'}]},
        {type: 'category' as const, label: 'No page', items: [{type: 'doc' as const, id: 'g2'}]},
      ],
      big: Array.from({length: 41}, (_, i) => ({type: 'doc' as const, id: `big${i}`})),
    };
    const sections = printSections(sidebars, (id) => `/r/${id}`);
    expect(sections).toEqual([
      {title: '', route: '/r/rest', docIds: ['rest', 'params', 'guides', 'g1', 'g2']},
      {title: 'Guides', route: '/r/guides', docIds: ['guides', 'g1']},
    ]);
    expect(printRouteOf('/dev-docs/api/rest/')).toBe('/print/dev-docs/api/rest');
  });
});
