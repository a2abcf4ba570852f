import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkImportComponents from '../../src/plugins/mdx-components/remarkImportComponents';

async function compiled(mdx: string): Promise<string> {
  // remark-directive as in Docusaurus (admonitions): directive nodes carry their attributes in an object
  return String(await compile(mdx, {remarkPlugins: [remarkDirective, remarkImportComponents]}));
}

describe('remarkImportComponents', () => {
  it('imports each registered component the page uses, one import per module', async () => {
    const code = await compiled('# Title\n\n<CardGrid>\n  <Card title="A" href="/a" />\n</CardGrid>\n\nText with <NewBadge /> inline.\n');
    expect(code).toMatch(/import \{Card, CardGrid\} from ["']@site\/src\/components\/mdx\/Cards["']/);
    expect(code).toMatch(/import \{NewBadge\} from ["']@site\/src\/components\/mdx\/Badge["']/);
    expect(code).not.toContain('components/Icon');
  });

  it('imports the theme components (Tabs) like the project ones', async () => {
    const code = await compiled('<Tabs>\n<TabItem value="a" label="A">\n\nA\n\n</TabItem>\n</Tabs>\n');
    expect(code).toMatch(/import Tabs from ["']@theme\/Tabs["']/);
    expect(code).toMatch(/import TabItem from ["']@theme\/TabItem["']/);
  });

  it('finds components inside attribute and {…} expressions and imports default exports as defaults', async () => {
    expect(await compiled('<Card title="A" href="/a" icon={<Icon name="Cube" />} />\n')).toMatch(
      /import Icon from ["']@site\/src\/components\/mdx\/Icon["']/,
    );
    expect(await compiled('{true && <SubtleCallout title="T">x</SubtleCallout>}\n')).toMatch(
      /import SubtleCallout from ["']@site\/src\/components\/mdx\/SubtleCallout["']/,
    );
  });

  it('reads through directives (admonitions) to the components inside them', async () => {
    const code = await compiled(':::note[Heads up]{#custom}\nUse <Icon name="Cube" /> here.\n:::\n');
    expect(code).toMatch(/import Icon from ["']@site\/src\/components\/mdx\/Icon["']/);
  });

  it('leaves pages alone that import or define the component themselves, or use none', async () => {
    const own = await compiled('import Icon from \'./Icon\';\n\n<Icon name="Cube" />\n');
    expect(own).not.toContain('@site/src/components/mdx/Icon');
    const defined = await compiled('export const Badge = () => null;\n\n<Badge />\n');
    expect(defined).not.toContain('@site/src/components/mdx/Badge');
    expect(await compiled('# Plain page\n\n<Unknown />\n\n```jsx\n<Card />\n```\n')).not.toMatch(/@site\/|@theme\//);
  });
});
