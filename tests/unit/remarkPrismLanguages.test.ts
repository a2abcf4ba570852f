import {describe, expect, it} from 'vitest';
import {compile} from '@mdx-js/mdx';
import prismComponents from 'prismjs/components.json';
import remarkPrismLanguages, {languagesToImport} from '../../src/plugins/prism-languages/remarkPrismLanguages';

const LANGUAGES = ['markup-templating', 'bash', 'json', 'typescript', 'tsx', 'php', 'docker'];
const components = prismComponents.languages as Parameters<typeof languagesToImport>[2];

describe('remarkPrismLanguages', () => {
  it('maps code block names and aliases to the configured languages, dependencies first', () => {
    expect(languagesToImport(['sh', 'dockerfile'], LANGUAGES, components)).toEqual(['bash', 'docker']);
    expect(languagesToImport(['php'], LANGUAGES, components)).toEqual(['markup-templating', 'php']);
    expect(languagesToImport(['tsx'], LANGUAGES, components)).toEqual(['typescript', 'tsx']);
    expect(languagesToImport(['js', 'text', 'mermaid'], LANGUAGES, components)).toEqual([]);
  });

  it('imports the languages of every code block of the page, also inside components', async () => {
    const code = String(
      await compile('<Tabs>\n<TabItem value="a">\n\n```ts\nlet a = 1;\n```\n\n</TabItem>\n</Tabs>\n\n```bash\nnpm i\n```\n', {
        remarkPlugins: [[remarkPrismLanguages, {languages: LANGUAGES}]],
      }),
    );
    expect(code).toMatch(/import ["']prismjs\/components\/prism-bash\.js["'];\s*import ["']prismjs\/components\/prism-typescript\.js["']/);
    expect(code).not.toContain('prism-json');
  });

  it('adds nothing to a page without code', async () => {
    expect(String(await compile('# Title\n\nText.\n', {remarkPlugins: [[remarkPrismLanguages, {languages: LANGUAGES}]]}))).not.toContain(
      'prismjs',
    );
  });
});
