/** The layout of a Tessera project, with the page that documents each part, for <ProjectTree>. */
export interface TreeNode {
  name: string;
  /** Route of the page that documents this file or folder. */
  href?: string;
  note?: string;
  children?: TreeNode[];
}

export type Language = 'js' | 'ts';

const API = '/dev-docs/backend-customization';

export function projectTree(language: Language): TreeNode[] {
  const ext = language;
  const adminExt = language === 'ts' ? 'tsx' : 'jsx';
  const config = (name: string, href: string, note: string): TreeNode => ({name: `${name}.${ext}`, href, note});
  const nodes: TreeNode[] = [
    {name: '.tessera/', note: 'Generated at build time; never edit.'},
    {
      name: 'config/',
      href: '/dev-docs/configurations',
      note: 'Application configuration',
      children: [
        {name: 'env/', href: '/dev-docs/configurations/environment', note: 'Per-environment overrides, e.g. env/production/server.' + ext},
        config('admin', '/dev-docs/configurations/admin-panel', 'Admin panel'),
        config('api', '/dev-docs/configurations/api', 'REST API defaults'),
        config('cron-tasks', '/dev-docs/configurations/cron', 'Scheduled jobs'),
        config('database', '/dev-docs/configurations/database', 'Database connection'),
        config('features', '/dev-docs/configurations/features', 'Feature flags'),
        config('middlewares', '/dev-docs/configurations/middlewares', 'Middleware stack'),
        config('plugins', '/dev-docs/configurations/plugins', 'Plugin settings'),
        config('server', '/dev-docs/configurations/server', 'Host, port, URL, proxy'),
        config('typescript', '/dev-docs/configurations/typescript', 'Type generation (TypeScript projects)'),
      ],
    },
    {name: 'database/', children: [{name: 'migrations/', href: '/dev-docs/database-migrations', note: 'Migration files, run at start-up'}]},
    {
      name: 'public/',
      href: '/dev-docs/configurations/guides/public-assets',
      note: 'Static files',
      children: [{name: 'uploads/', href: '/dev-docs/plugins/upload', note: 'Local upload provider storage'}],
    },
    {
      name: 'src/',
      children: [
        {
          name: 'admin/',
          href: '/dev-docs/admin-panel-customization',
          note: 'Admin panel customization',
          children: [
            {name: `app.${adminExt}`, href: '/dev-docs/admin-panel-customization/options'},
            {name: `vite.config.${ext}`, href: '/dev-docs/admin-panel-customization/bundlers'},
          ],
        },
        {
          name: 'api/',
          href: API,
          note: 'One folder per API',
          children: [
            {
              name: 'restaurant/',
              children: [
                {name: 'content-types/restaurant/schema.json', href: `${API}/models`, note: 'The content-type schema'},
                {name: 'content-types/restaurant/lifecycles.' + ext, href: `${API}/models`, note: 'Lifecycle hooks'},
                {name: `controllers/restaurant.${ext}`, href: `${API}/controllers`},
                {name: `middlewares/`, href: `${API}/middlewares`},
                {name: `policies/`, href: `${API}/policies`},
                {name: `routes/restaurant.${ext}`, href: `${API}/routes`},
                {name: `services/restaurant.${ext}`, href: `${API}/services`},
              ],
            },
          ],
        },
        {
          name: 'components/',
          href: '/user-docs/content-type-builder/creating-new-content-type',
          note: 'Component schemas, e.g. shared/seo.json',
        },
        {name: 'extensions/', href: '/dev-docs/plugins-extension', note: 'Overrides of installed plugins'},
        {name: 'middlewares/', href: `${API}/middlewares`, note: 'Global middlewares'},
        {name: 'plugins/', href: '/dev-docs/plugins/developing-plugins', note: 'Local plugins'},
        {name: 'policies/', href: `${API}/policies`, note: 'Global policies'},
        {name: `index.${ext}`, href: '/dev-docs/configurations/functions', note: 'register, bootstrap and destroy'},
      ],
    },
    ...(language === 'ts'
      ? [{name: 'types/generated/', href: '/dev-docs/typescript/development', note: 'Generated content-type typings'}]
      : []),
    {name: '.env', href: '/dev-docs/configurations/environment', note: 'Environment variables (not committed)'},
    {name: 'package.json'},
    ...(language === 'ts' ? [{name: 'tsconfig.json', href: '/dev-docs/typescript'}] : []),
  ];
  return nodes;
}

/** Every route a tree links to, for tests that check the links resolve. */
export function treeLinks(nodes: TreeNode[]): string[] {
  return nodes.flatMap((node) => [...(node.href ? [node.href] : []), ...treeLinks(node.children ?? [])]);
}
