import type {List, ListItem, Paragraph, PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {API_CLIENTS} from '../content/apiClients';
import {BADGES, isBadgeKind, versionBadge, type BadgeKind} from '../../model/badges';
import {SITE_VERSION} from '../content/releases';
import {cloudFactText, restLimitText, type CloudFactProps, type RestLimitName} from '../content/productFacts';
import {projectTree, type TreeNode} from '../content/projectTree';
import {interfaceMapText} from '../content/interfaceMaps';
import {gfm} from 'micromark-extension-gfm';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import * as facts from './dataTables';
import type {ComponentRenderer, JsxElement, RenderApi} from '../pageModel/renderTypes';
import {literalAttr, stringAttr} from '../pageModel/parse';

/**
 * The Markdown meaning of every MDX component a page may use: one renderer per component name.
 * A new component needs one entry here (and a unit test in tests/unit/markdownTwin.test.ts); a component
 * without an entry fails the conversion, so a page never leaks JSX into its Markdown twin.
 */

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** Parses Markdown (with tables) into nodes whose links are absolute to the site. */
function markdownNodes(markdown: string, api: RenderApi): RootContent[] {
  const root = fromMarkdown(markdown, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const visit = (node: {type: string; url?: string; children?: unknown[]}) => {
    if (node.type === 'link' && node.url) node.url = api.absoluteUrl(node.url);
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(root);
  // Inside a paragraph only phrasing content fits: unwrap a single paragraph.
  const [first] = root.children;
  if (api.inline && root.children.length === 1 && first?.type === 'paragraph') return first.children;
  return root.children;
}

/** A renderer for a component of src/components/mdx/DataTables, from the Markdown of the same facts. */
const fact =
  (markdown: (api: RenderApi) => string): ComponentRenderer =>
  (_node, api) =>
    markdownNodes(markdown(api), api);

/** A labelled section: the label in bold on its own line, then the content. */
function labelled(label: string, content: RootContent[]): RootContent[] {
  return [paragraph(strong(label)), ...content];
}

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children): ListItem => ({type: 'listItem', spread: false, children: [paragraph(...children)]})),
  };
}

function childElements(node: JsxElement): JsxElement[] {
  return (node.children as RootContent[]).filter(
    (child): child is JsxElement => child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement',
  );
}

function cardItem(api: RenderApi): PhrasingContent[] {
  const title = api.text('title') ?? '';
  const href = api.text('href');
  const description = api.text('description');
  const head: PhrasingContent = href ? {type: 'link', url: api.absoluteUrl(href), children: [text(title)]} : text(title);
  return description ? [head, text(`: ${description}`)] : [head];
}

/** A badge as inline text, e.g. "(Enterprise)": what the reader sees, without the tooltip chrome. */
function badge(kind: BadgeKind): ComponentRenderer {
  return () => [text(`(${BADGES[kind].label})`)];
}

function treeList(nodes: TreeNode[], api: RenderApi): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: nodes.map((node): ListItem => {
      const name: PhrasingContent = {type: 'inlineCode', value: node.name};
      const head: PhrasingContent = node.href ? {type: 'link', url: api.absoluteUrl(node.href), children: [name]} : name;
      const line = paragraph(head, ...(node.note ? [text(`: ${node.note}`)] : []));
      return {
        type: 'listItem',
        spread: false,
        children: node.children?.length ? [line, treeList(node.children, api)] : [line],
      };
    }),
  };
}

const tabItem: ComponentRenderer = (_node, api) => {
  const value = api.text('value') ?? '';
  const client = api.parentName === 'MultiLanguageSwitcher' ? (API_CLIENTS as Record<string, string>)[value] : undefined;
  return labelled(api.text('label') ?? client ?? value, api.children());
};

const CODEMOD_TEXT: Record<string, string> = {yes: 'Yes', partly: 'Partly', no: 'No'};

export const COMPONENT_RENDERERS: Readonly<Record<string, ComponentRenderer>> = {
  // Tabs: every tab, each as a labelled section (the label, then its content).
  Tabs: (_node, api) => api.children(),
  TabItem: tabItem,
  MultiLanguageSwitcher: (_node, api) => api.children(),

  // ApiCall: the request, then the response, each labelled with its method and path or status.
  ApiCall: (_node, api) => api.children(),
  Request: (_node, api) => {
    const method = api.text('method');
    const path = api.text('path');
    const line = [method, path].filter(Boolean).join(' ');
    return [
      paragraph(
        strong(api.text('title') ?? 'Example request'),
        ...(line ? [text(': '), {type: 'inlineCode', value: line} as PhrasingContent] : []),
      ),
      ...api.children(),
    ];
  },
  Response: (_node, api) => {
    const status = api.attr('status');
    return [
      paragraph(
        strong(api.text('title') ?? 'Example response'),
        ...(status !== undefined ? [text(': '), {type: 'inlineCode', value: String(status)} as PhrasingContent] : []),
      ),
      ...api.children(),
    ];
  },

  // Cards: a list of links with their descriptions.
  CardGrid: (node, api) => {
    const cards = childElements(node);
    const others = cards.filter((card) => card.name !== 'Card');
    if (others.length) throw new Error(`<CardGrid> may only hold <Card> elements, found <${others[0]!.name ?? 'fragment'}>`);
    return [list(cards.map((card) => cardItem({...api, attr: (name) => literalAttr(card, name), text: (name) => stringAttr(card, name)})))];
  },
  Card: (_node, api) => [list([cardItem(api)])],

  // Columns: each column as a labelled section.
  Columns: (_node, api) => api.children(),
  Column: (_node, api) => {
    const title = api.text('title');
    return title ? labelled(title, api.children()) : api.children();
  },

  BreakingChangeCard: (_node, api) => {
    const codemod = String(api.attr('codemod') ?? '');
    if (!(codemod in CODEMOD_TEXT)) throw new Error(`<BreakingChangeCard codemod="${codemod}"> must be yes, partly or no`);
    return [
      list([
        [strong('Affects plugins:'), text(api.attr('affectsPlugins') === true ? ' Yes' : ' No')],
        [
          strong('Handled by a codemod:'),
          text(` ${CODEMOD_TEXT[codemod]}`),
          ...(codemod !== 'no'
            ? [
                text(' ('),
                {type: 'link', url: api.absoluteUrl('/dev-docs/upgrade-tool'), children: [text('upgrade tool')]} as PhrasingContent,
                text(')'),
              ]
            : []),
        ],
      ]),
    ];
  },

  // Badges: their label as inline text.
  Badge: (_node, api) => {
    const version = api.text('version');
    const kind = api.text('kind');
    if (version) return [text(`(${versionBadge(version).label})`)];
    if (kind && isBadgeKind(kind)) return [text(`(${BADGES[kind].label})`)];
    throw new Error(`<Badge> needs a known kind or a version; got kind="${String(kind)}"`);
  },
  VersionBadge: (_node, api) => [text(`(${versionBadge(api.text('version') ?? '').label})`)],
  AlphaBadge: badge('alpha'),
  BetaBadge: badge('beta'),
  FutureBadge: badge('future'),
  EnterpriseBadge: badge('enterprise'),
  GrowthBadge: badge('growth'),
  CloudFreeBadge: badge('cloud-free'),
  CloudEssentialBadge: badge('cloud-essential'),
  CloudProBadge: badge('cloud-pro'),
  CloudScaleBadge: badge('cloud-scale'),
  NewBadge: badge('new'),
  UpdatedBadge: badge('updated'),

  // The newest release, as plain text.
  LatestVersion: () => [text(SITE_VERSION)],
  // Product figures, as plain text from the model, the same words the page components write.
  CloudFact: (_node, api) => [
    text(
      cloudFactText({
        plan: api.text('plan') as CloudFactProps['plan'],
        metric: String(api.text('metric')) as CloudFactProps['metric'],
        bare: api.attr('bare') === true,
      }),
    ),
  ],
  RestLimit: (_node, api) => [text(restLimitText(String(api.text('name')) as RestLimitName))],

  // Annotation: the term, then its definition in parentheses.
  Annotation: (node, api) => [text(`${api.text('label') ?? ''} (${toString(node).trim()})`)],

  // Asides and callouts: a quoted note with its title.
  SubtleCallout: (_node, api) => {
    const title = api.text('title');
    return [{type: 'blockquote', children: [...(title ? [paragraph(strong(title))] : []), ...api.children()] as never}];
  },

  ProjectTree: (_node, api) => [
    ...labelled('JavaScript', [treeList(projectTree('js'), api)]),
    ...labelled('TypeScript', [treeList(projectTree('ts'), api)]),
  ],

  InteractiveQueryBuilder: (_node, api) => {
    const endpoint = api.text('endpoint') ?? '/api/restaurants';
    return [
      {
        type: 'blockquote',
        children: [
          paragraph(
            strong('Interactive query builder'),
            text(': write a query object for '),
            {type: 'inlineCode', value: endpoint},
            text(' and see the encoded URL on the '),
            {type: 'link', url: api.absoluteUrl(api.context.route), children: [text('web page')]},
            text('.'),
          ),
        ],
      },
    ];
  },

  // Images with a light and a dark variant: the light one, with its alternative text.
  ThemedScreenshot: (_node, api) => {
    const image: PhrasingContent = {
      type: 'image',
      url: api.absoluteUrl(`/${api.text('src') ?? ''}.light.${api.text('ext') ?? 'png'}`),
      alt: api.text('alt') ?? '',
    };
    return api.inline ? [image] : [paragraph(image)];
  },
  ScreenshotNumber: (_node, api) => [text(`(${String(api.attr('n') ?? '')})`)],
  // Decorative only.
  Icon: () => [],

  // A schematic screen: its text description (screen, regions, numbered markers) from the same data as the drawing.
  InterfaceMap: (_node, api) => markdownNodes(interfaceMapText(String(api.attr('id'))), api),

  // Facts that several pages share (src/components/mdx/DataTables), written from the same data (src/model/).
  ReleaseChanges: fact((api) => facts.releaseChangesMarkdown(String(api.attr('version')))),
  ReleaseDate: fact((api) => facts.releaseDateMarkdown(String(api.attr('version')))),
  ReleaseVersion: fact(() => facts.releaseVersionMarkdown()),
  ReleaseHighlights: fact((api) => facts.releaseHighlightsMarkdown(String(api.attr('minor')))),
  InstallerFlags: fact(() => facts.installerFlagsMarkdown()),
  DbclientEnv: fact((api) => facts.dbclientEnvMarkdown(api.attr('client') === 'mysql' ? 'mysql' : 'postgres')),
  DefaultMiddlewareStack: fact(() => facts.defaultMiddlewareStackMarkdown()),
  WebhookEvents: fact(() => facts.webhookEventsMarkdown()),
  DeployExclusions: fact(() => facts.deployExclusionsMarkdown()),
  TrailheadFields: fact((api) => facts.trailheadFieldsMarkdown(String(api.attr('uid')))),
  // The options of a configuration file, a middleware or a plugin, from the configuration model.
  ConfigTable: fact((api) =>
    facts.configTableMarkdown({
      file: api.text('file'),
      middleware: api.text('middleware'),
      plugin: api.text('plugin'),
      group: api.text('group'),
      keys: api.text('keys'),
    }),
  ),
  // The environment variables of a project, from the configuration model.
  EnvTable: fact((api) => facts.envTableMarkdown(String(api.attr('from')))),
  // The Tessera Cloud plan tables, from the model (src/model/cloud.ts) through the rows the page component shows.
  CloudPlans: fact((api) => facts.cloudPlansMarkdown(api.text('rows'))),
  CloudOverage: fact(() => facts.cloudOverageMarkdown()),
  CloudFeatures: fact((api) => facts.cloudFeaturesMarkdown(api.text('area'))),

  // The HTML elements pages use outside code, by their Markdown meaning.
  kbd: (node) => [{type: 'inlineCode', value: toString(node)}],
  br: () => [{type: 'break'}],
  code: (node) => [{type: 'inlineCode', value: toString(node)}],
  strong: (_node, api) => [{type: 'strong', children: api.children() as PhrasingContent[]}],
  em: (_node, api) => [{type: 'emphasis', children: api.children() as PhrasingContent[]}],
  span: (_node, api) => api.children(),
  sup: (_node, api) => api.children(),
  sub: (_node, api) => api.children(),
  a: (_node, api) => [{type: 'link', url: api.absoluteUrl(api.text('href') ?? ''), children: api.children() as PhrasingContent[]}],
  details: (_node, api) => [{type: 'blockquote', children: api.children() as never}],
  summary: (node) => [paragraph(strong(toString(node).trim()))],
};

/**
 * Components registered for MDX that have no Markdown renderer yet, with the reason. A page that uses one fails its
 * twin's conversion (and so the build), which tells the writer to add the renderer first.
 */
export const UNSUPPORTED_COMPONENTS: Readonly<Record<string, string>> = {
  DocCardList: 'needs the sidebar of the page; no page uses it (category pages list their children with CardGrid)',
  ThemedImage: 'takes its sources as an object expression; pages use ThemedScreenshot instead',
};
