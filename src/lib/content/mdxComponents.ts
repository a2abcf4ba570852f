/**
 * The MDX components writers use without an import. The build step src/plugins/mdx-components adds an import of
 * each one a page actually uses to that page, so a page's code only carries the components it shows (they are not
 * registered globally in MDXComponents, which would put all of them in the code of every page).
 * To add a component: export it from its folder under src/components/mdx/ and add one line here.
 */
export interface PageComponent {
  /** Module to import from. */
  from: string;
  /** Named export; omitted for the module's default export. */
  name?: string;
}

const badge = (name: string): PageComponent => ({from: '@site/src/components/mdx/Badge', name});

export const PAGE_COMPONENTS: Readonly<Record<string, PageComponent>> = {
  Tabs: {from: '@theme/Tabs'},
  TabItem: {from: '@theme/TabItem'},
  DocCardList: {from: '@theme/DocCardList'},
  ThemedImage: {from: '@theme/ThemedImage'},
  ApiCall: {from: '@site/src/components/mdx/ApiCall', name: 'ApiCall'},
  Request: {from: '@site/src/components/mdx/ApiCall', name: 'Request'},
  Response: {from: '@site/src/components/mdx/ApiCall', name: 'Response'},
  Annotation: {from: '@site/src/components/mdx/Annotation'},
  Badge: {from: '@site/src/components/mdx/Badge'},
  AlphaBadge: badge('AlphaBadge'),
  BetaBadge: badge('BetaBadge'),
  FutureBadge: badge('FutureBadge'),
  EnterpriseBadge: badge('EnterpriseBadge'),
  GrowthBadge: badge('GrowthBadge'),
  CloudFreeBadge: badge('CloudFreeBadge'),
  CloudEssentialBadge: badge('CloudEssentialBadge'),
  CloudProBadge: badge('CloudProBadge'),
  CloudScaleBadge: badge('CloudScaleBadge'),
  CloudPlans: {from: '@site/src/components/mdx/CloudPlans', name: 'CloudPlans'},
  CloudOverage: {from: '@site/src/components/mdx/CloudPlans', name: 'CloudOverage'},
  CloudFeatures: {from: '@site/src/components/mdx/CloudPlans', name: 'CloudFeatures'},
  CloudFact: {from: '@site/src/components/mdx/ProductFacts', name: 'CloudFact'},
  RestLimit: {from: '@site/src/components/mdx/ProductFacts', name: 'RestLimit'},
  NewBadge: badge('NewBadge'),
  UpdatedBadge: badge('UpdatedBadge'),
  VersionBadge: badge('VersionBadge'),
  BreakingChangeCard: {from: '@site/src/components/mdx/BreakingChangeCard'},
  Card: {from: '@site/src/components/mdx/Cards', name: 'Card'},
  CardGrid: {from: '@site/src/components/mdx/Cards', name: 'CardGrid'},
  Columns: {from: '@site/src/components/mdx/Columns', name: 'Columns'},
  ConfigTable: {from: '@site/src/components/mdx/ConfigTable'},
  EnvTable: {from: '@site/src/components/mdx/ConfigTable', name: 'EnvTable'},
  Column: {from: '@site/src/components/mdx/Columns', name: 'Column'},
  Icon: {from: '@site/src/components/mdx/Icon'},
  InteractiveQueryBuilder: {from: '@site/src/components/mdx/InteractiveQueryBuilder'},
  InterfaceMap: {from: '@site/src/components/mdx/InterfaceMap'},
  LatestVersion: {from: '@site/src/components/mdx/LatestVersion'},
  MultiLanguageSwitcher: {from: '@site/src/components/mdx/MultiLanguageSwitcher'},
  ProjectTree: {from: '@site/src/components/mdx/ProjectTree'},
  ScreenshotNumber: {from: '@site/src/components/mdx/ScreenshotNumber'},
  SubtleCallout: {from: '@site/src/components/mdx/SubtleCallout'},
  ThemedScreenshot: {from: '@site/src/components/mdx/ThemedScreenshot'},
};

/** Every component a page can use without an import. */
export const GLOBAL_COMPONENTS: ReadonlySet<string> = new Set(Object.keys(PAGE_COMPONENTS));
