import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import remarkTocComponents, {withoutComponentTags} from '../../src/plugins/mdx-components/remarkTocComponents';

// Docusaurus's own heading-id and TOC steps (its MDX loader, as @docusaurus/core installs it), in the order the loader
// runs them before the site's plugins.
const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const loaderStep = (name: string): unknown =>
  (require(require.resolve(`@docusaurus/mdx-loader/lib/remark/${name}`, {paths: [core]})) as {default: unknown}).default;
const headings = loaderStep('headings');
const toc = loaderStep('toc');

const PAGE =
  '# Title\n\n## Tessera 5.5.0 <NewBadge />\n\n### A <VersionBadge version="5.4.0" /> `code` and <em className="x">em</em>\n\n## Plain\n';

async function compiled(plugins: unknown[]): Promise<string> {
  return String(await compile(PAGE, {remarkPlugins: [[headings, {anchorsMaintainCase: false}], toc, ...plugins] as never}));
}

describe('remarkTocComponents', () => {
  it("Docusaurus's TOC writes a component of a heading as a tag of its name (what this step is for)", async () => {
    expect(await compiled([])).toContain('Tessera 5.5.0 <NewBadge></NewBadge>');
  });

  it('drops the component tags from the TOC entries and keeps the rest of their HTML', async () => {
    const code = await compiled([remarkTocComponents]);
    expect(code).toContain('"value": "Tessera 5.5.0"');
    expect(code).toContain('"value": "A <code>code</code> and <em class=\\"x\\">em</em>"');
    expect(code).toContain('"value": "Plain"');
    expect(code).not.toMatch(/"value": "[^"]*<\/?[A-Z]/);
    // the headings still render the components
    expect(code).toMatch(/_jsx\(NewBadge, \{\}\)/);
  });

  it('keeps what a component encloses and leaves HTML elements alone', () => {
    expect(withoutComponentTags('Set up <Highlight class="a">SSO</Highlight> here')).toBe('Set up SSO here');
    expect(withoutComponentTags('<code>&lt;Badge&gt;</code> <span class="b">x</span>')).toBe(
      '<code>&lt;Badge&gt;</code> <span class="b">x</span>',
    );
  });
});
