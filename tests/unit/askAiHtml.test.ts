import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {decodeEntities, extractSections} from '../../src/lib/askAi/html';
import {htmlFileOf, isAnswerableRoute, sectionsOfBuild} from '../../src/plugins/ask-ai/buildIndex';
import {sectionHref, sectionLabel} from '../../src/lib/askAi/sections';

/** A doc page as the production build writes it: minified, attributes unquoted, optional end tags left out. */
const PAGE = [
  '<!doctype html><html><body><nav class=navbar><a href=/>Tessera Docs</a></nav>',
  '<article><nav class="theme-doc-breadcrumbs"><ul><li>Home<li>Settings</ul></nav>',
  '<div class="theme-doc-markdown markdown"><header><h1>Audit Logs</h1></header>',
  '<p>Audit Logs record what administrators do, e.g. publishing a document. They need the Enterprise plan.',
  '<div class="theme-admonition theme-admonition-info alert"><div class=admonitionHeading_x><span class=admonitionIcon_y><svg><path d=M0/></svg></span>Plan</div>',
  '<div class=admonitionContent_z><p>Logs are kept for 90 days by default.</div></div>',
  '<h2 class="anchor" id=filter-the-logs>Filter the logs<a href=#filter-the-logs class=hash-link aria-label="Direct link">&#8203;</a></h2>',
  '<ul><li>Click <b>Filters</b>.<li>Pick an <code>action</code> &amp; a user.<ul><li>Nested choice</ul></ul>',
  '<h3 class="anchor" id=by-date>By date<a href=#by-date class=hash-link>&#8203;</a></h3>',
  '<p>Choose a range:',
  '<div class="language-bash codeBlockContainer"><div class=codeBlockContent><pre tabindex=0><code><div class=token-line><span>tessera logs</span><span> --since 7d</span><br/></div><div class=token-line><span>echo done</span><br/></div></code></pre>',
  '<div class=buttonGroup_a><button aria-label=Copy>Copy</button></div></div></div>',
  '<h2 class="anchor" id=retention>Set the retention<a href=#retention class=hash-link>&#8203;</a></h2>',
  '<ul role=tablist><li role=tab>JavaScript<li role=tab>TypeScript</ul>',
  '<table><thead><tr><th>Option<th>Default<tbody><tr><td><code>retentionDays</code><td>90</table>',
  '</div><footer class=theme-doc-footer><a href=/tags/audit>audit</a></footer></article></body></html>',
].join('');

describe('extractSections', () => {
  const sections = extractSections(PAGE, '/user-docs/settings/audit-logs');

  it('splits the page into its introduction and one section per h2 and h3, with their anchors', () => {
    expect(sections.map((s) => [s.anchor, s.heading, s.parent])).toEqual([
      ['', 'Audit Logs', ''],
      ['filter-the-logs', 'Filter the logs', ''],
      ['by-date', 'By date', 'Filter the logs'],
      ['retention', 'Set the retention', ''],
    ]);
    expect(new Set(sections.map((s) => s.page))).toEqual(new Set(['Audit Logs']));
  });

  it('keeps prose blocks whole even when end tags are left out, and skips icons and anchors', () => {
    expect(sections[0]!.blocks).toEqual([
      {kind: 'text', text: 'Audit Logs record what administrators do, e.g. publishing a document. They need the Enterprise plan.'},
      {kind: 'text', text: 'Plan'},
      {kind: 'text', text: 'Logs are kept for 90 days by default.'},
    ]);
    expect(sections[1]!.blocks).toEqual([
      {kind: 'text', text: 'Click Filters.'},
      {kind: 'text', text: 'Pick an action & a user.'},
      {kind: 'text', text: 'Nested choice'},
    ]);
  });

  it('reads code blocks line by line and leaves out their copy button', () => {
    expect(sections[2]!.blocks).toEqual([
      {kind: 'text', text: 'Choose a range:'},
      {kind: 'code', text: 'tessera logs --since 7d\necho done'},
    ]);
  });

  it('reads a table row as one block with its cells separated, and skips tab lists and the footer', () => {
    expect(sections[3]!.blocks).toEqual([
      {kind: 'text', text: 'Option | Default'},
      {kind: 'text', text: 'retentionDays | 90'},
    ]);
    expect(JSON.stringify(sections)).not.toMatch(/TypeScript|tags\/audit|Tessera Docs/);
  });

  it('gives nothing for a page without doc content', () => {
    expect(extractSections('<html><body><main><p>Landing</main></body></html>', '/')).toEqual([]);
  });

  it('decodes entities', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &#39;d&#x27; &nbsp;&rsquo;&unknown;')).toBe("a & b <c> 'd'  ’&unknown;");
  });

  it('links and labels sections as "page › heading"', () => {
    expect(sectionHref(sections[1]!)).toBe('/user-docs/settings/audit-logs#filter-the-logs');
    expect(sectionLabel(sections[1]!)).toBe('Audit Logs › Filter the logs');
    expect(sectionHref(sections[0]!)).toBe('/user-docs/settings/audit-logs');
    expect(sectionLabel(sections[0]!)).toBe('Audit Logs');
  });
});

describe('the build step', () => {
  it('answers from doc pages only, not from tags, snippets, search or test routes', () => {
    expect(isAnswerableRoute('/dev-docs/cli')).toBe(true);
    expect(isAnswerableRoute('/release-notes')).toBe(true);
    for (const route of ['/tags', '/tags/cli', '/snippets/install-npm-yarn', '/search', '/404.html', '/__tests/crash', '/status', '/home/Home']) {
      expect(isAnswerableRoute(route), route).toBe(false);
    }
    expect(isAnswerableRoute('/docs/tags/cli', '/docs/')).toBe(false);
    expect(isAnswerableRoute('/docs/dev-docs/cli', '/docs/')).toBe(true);
  });

  it('finds the HTML of a route and leaves out link-list sections', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'ask-build-'));
    fs.mkdirSync(path.join(out, 'user-docs/settings'), {recursive: true});
    fs.writeFileSync(
      path.join(out, 'user-docs/settings/audit-logs.html'),
      PAGE.replace('</div><footer', '<h2 id=related-pages>Related pages</h2><ul><li><a href=/x>Settings</a></ul></div><footer'),
    );
    fs.mkdirSync(path.join(out, 'tags'));
    fs.writeFileSync(path.join(out, 'tags/index.html'), PAGE);
    expect(htmlFileOf(out, '/user-docs/settings/audit-logs')).toBe(path.join(out, 'user-docs/settings/audit-logs.html'));
    expect(htmlFileOf(out, '/tags')).toBe(path.join(out, 'tags/index.html'));
    expect(htmlFileOf(out, '/missing')).toBeNull();
    const sections = sectionsOfBuild(out, ['/user-docs/settings/audit-logs', '/tags', '/missing']);
    expect(sections.map((s) => s.anchor)).toEqual(['', 'filter-the-logs', 'by-date', 'retention']);
  });
});
