import {describe, expect, it} from 'vitest';
import {
  brokenLinks,
  checkPage,
  countWords,
  hasInternalLink,
  headingLevels,
  proseOf,
  relativeLinks,
  skippedHeading,
  summarize,
  unknownComponents,
} from '../../src/lib/contentCheck';

const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');
const tags = new Set(['rest-api', 'guides', 'snippet']);
const goodFrontMatter = {
  title: 'Populate relations',
  description: 'Include relations, media and components in REST API responses with the populate parameter.',
  tags: ['rest-api', 'guides'],
};

describe('prose and words', () => {
  it('does not count code, imports, JSX tags or link targets', () => {
    const body = [
      "import X from '@site/docs/snippets/x.mdx';",
      'Two words [link text](/dev-docs/cli).',
      '```js',
      'const not = counted;',
      '```',
      '<Card title="ignored" href="/x" />',
    ].join('\n');
    expect(countWords(proseOf(body))).toBe(4);
  });
});

describe('headings', () => {
  it('ignores headings inside code and finds skipped levels', () => {
    expect(headingLevels('## A\n```\n# not a heading\n```\n### B')).toEqual([2, 3]);
    expect(skippedHeading([2, 3, 2, 3])).toBeNull();
    expect(skippedHeading([2, 4])).toMatch(/level 4 follows level 2/);
    expect(skippedHeading([3])).toMatch(/level 3 follows level 1/);
  });
});

describe('links and components', () => {
  it('recognises internal links in markdown and JSX', () => {
    expect(hasInternalLink('See [CLI](/dev-docs/cli).')).toBe(true);
    expect(hasInternalLink('<Card href="/cloud/intro" title="x" />')).toBe(true);
    expect(hasInternalLink('See [site](https://example.com).')).toBe(false);
  });

  it('reports links to unknown routes, ignoring anchors, static files and tags', () => {
    const routes = new Set(['/dev-docs/cli']);
    expect(brokenLinks('[a](/dev-docs/cli#develop) [b](/nope) [c](/img/x.png) [d](/tags/cli)', routes)).toEqual(['/nope']);
    expect(relativeLinks('[a](./cli.mdx) [b](/dev-docs/cli)')).toEqual(['./cli.mdx']);
  });

  it('reports components that are neither global nor imported', () => {
    expect(unknownComponents("import Foo from './foo';\n<Foo />\n<Card />\n<Bar />\n`<Baz />`")).toEqual(['Bar']);
  });
});

describe('checkPage', () => {
  it('passes a complete page', () => {
    const report = checkPage({path: 'dev-docs/a.mdx', frontMatter: goodFrontMatter, body: `${words(310)}\n\n## Next\n\n[CLI](/dev-docs/cli)`}, tags);
    expect(report.problems).toEqual([]);
    expect(report.area).toBe('dev-docs');
  });

  it('reports every rule that fails', () => {
    const report = checkPage(
      {path: 'dev-docs/b.mdx', frontMatter: {title: 'B', description: 'Too short.', tags: ['unknown']}, body: 'TODO write\n\n#### Deep'},
      tags,
    );
    const text = report.problems.join('\n');
    expect(text).toMatch(/description is 10 characters/);
    expect(text).toMatch(/1 tags/);
    expect(text).toMatch(/tag "unknown"/);
    expect(text).toMatch(/placeholder/);
    expect(text).toMatch(/words of prose \(at least 300\)/);
    expect(text).toMatch(/no link/);
    expect(text).toMatch(/level 4 follows level 1/);
  });

  it('applies the lower word floor to snippets and category indexes, and no link rule to snippets', () => {
    const snippet = checkPage({path: 'snippets/x.mdx', frontMatter: {...goodFrontMatter, tags: ['snippet', 'guides']}, body: words(90)}, tags);
    expect(snippet.problems).toEqual([]);
    const index = checkPage({path: 'dev-docs/c.mdx', frontMatter: {...goodFrontMatter, category_index: true}, body: `${words(90)} [a](/x)`}, tags);
    expect(index.problems).toEqual([]);
  });

  it('summarises per area', () => {
    const reports = [
      {path: 'a/x', area: 'a', words: 10, problems: []},
      {path: 'a/y', area: 'a', words: 5, problems: ['bad']},
    ];
    expect(summarize(reports)).toEqual([{area: 'a', pages: 2, words: 15, failures: 1}]);
  });
});
