import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkLabels, closest, formatLabelProblem, labelPages, vocabularyOf} from '../examples/labels';
import {ROOT, fixtureModels} from './support/fixturePages';
import {interfaceMaps} from '../../src/model/interfaceMaps';

async function check(name: string) {
  const models = await fixtureModels(name);
  const result = checkLabels(models, ROOT, (file) => fs.readFileSync(file, 'utf8'));
  const messages = [...result.problems].sort((a, b) => a.use.line - b.use.line).map(formatLabelProblem);
  return {result, messages};
}

describe('the label check fails where a page contradicts the interface', () => {
  it('names a label the admin panel does not have, with the label it has', async () => {
    const {result, messages} = await check('labels-unknown');
    expect(result.failing).toBe(2);
    expect(messages).toEqual([
      'checks/fixtures/examples/labels-unknown.mdx:8: "Create new document" is not a label of the admin panel; did you mean "Create new entry"?',
      'checks/fixtures/examples/labels-unknown.mdx:9: "Plugins" is not an entry of the main navigation; did you mean "Marketplace"?',
    ]);
  });

  it('names the step of a menu path that leaves the navigation, with the step that follows it', async () => {
    const {result, messages} = await check('labels-menu-path');
    expect(result.labels.map((use) => use.kind)).toEqual(['path', 'path', 'path']);
    expect(messages).toEqual([
      'checks/fixtures/examples/labels-menu-path.mdx:7: menu path "Settings > Email > Configuration": "Email" is not under "Settings" in the admin panel; did you mean "Email plugin"?',
    ]);
  });

  it('reads labels in prose, bullets and tables where the sentence names something on the screen, not bold terms', async () => {
    const {result, messages} = await check('labels-prose');
    expect(result.labels.map((use) => `${use.kind}:${use.text}`)).toEqual([
      'prose:Create new document',
      'prose:Publish later',
      'prose:Content Manager',
      'prose:Save',
    ]);
    expect(messages).toEqual([
      'checks/fixtures/examples/labels-prose.mdx:9: "Create new document" is not a label of the admin panel; did you mean "Create new entry"?',
      'checks/fixtures/examples/labels-prose.mdx:11: "Publish later" is not a label of the admin panel; did you mean "Published"?',
    ]);
  });

  it('names a marker, as a component or in words, that the interface map of the page lacks', async () => {
    const {result, messages} = await check('labels-marker');
    expect(result.failing).toBe(2);
    expect(messages).toEqual([
      "checks/fixtures/examples/labels-marker.mdx:10: marker 9 is not on this page's interface map (settings-review-workflows has markers 1 to 7)",
      "checks/fixtures/examples/labels-marker.mdx:10: marker 8 is not on this page's interface map (settings-review-workflows has markers 1 to 7)",
    ]);
  });
});

describe('the label check passes a page that names the interface as it is', () => {
  it('checks steps, menu paths and markers, exempts a lead-in and leaves bold terms in prose alone', async () => {
    const {result, messages} = await check('labels-passing');
    expect(messages).toEqual([]);
    expect(result.exempt.map(({use, reason}) => `${use.line} ${use.text}: ${reason}`)).toEqual([
      "17 Review the stages.: a step's lead-in sentence, not a label",
    ]);
    const byKind = (kind: string) => result.checked.filter((use) => use.kind === kind).map((use) => `${use.line} ${use.text}`);
    expect(byKind('step')).toEqual([
      '10 Settings',
      '10 Review Workflows',
      '10 Global settings',
      '11 Create new workflow',
      '11 Workflow name',
      '12 Add new stage',
      '12 Save',
    ]);
    expect(byKind('path')).toEqual(['14 Settings', '14 Administration panel', '14 Roles', '15 Settings', '15 Roles']);
    expect(byKind('marker')).toEqual(['12 7', '10 1', '11 2', '12 6']);
    expect(result.labels).toHaveLength(result.checked.length + result.exempt.length);
  });

  it('reads the User Guide and the Cloud pages only, each against its interfaces', () => {
    const model = (file: string) => ({sourceFile: path.join(ROOT, file)}) as Parameters<typeof labelPages>[0][number];
    const pages = labelPages([model('docs/user-docs/intro.mdx'), model('docs/cloud/intro.mdx'), model('docs/dev-docs/intro.mdx')], ROOT);
    expect(pages.map((page) => path.relative(ROOT, page.sourceFile))).toEqual(['docs/user-docs/intro.mdx', 'docs/cloud/intro.mdx']);
    expect(vocabularyOf('/user-docs/intro').labels.has('Purge cache')).toBe(false);
    expect(vocabularyOf('/cloud/intro').labels.has('Purge cache')).toBe(true);
    expect(vocabularyOf('/cloud/intro').labels.has('Create new entry')).toBe(true);
  });

  it('suggests a known renaming first, then the closest label', () => {
    expect(closest('Create new document', ['Create new entry', 'Create new documents'])).toBe('Create new entry');
    expect(closest('Add new Locale', ['Add new locale', 'Add new role'])).toBe('Add new locale');
  });
});

describe('the interface maps draw the vocabulary', () => {
  /** What a map draws as content rather than as a label: counts, dates, rows of data, "field (Type)", a dialog about one type. */
  const DRAWN_DATA = /\d|·|:|\*|\((?:UID|Blocks|Media|Relation|component)\)$|^Select a field for /;
  const vocabulary = vocabularyOf('/user-docs/');

  it.each(Object.keys(interfaceMaps))('%s: every button, tab, field, column and menu item is a label', (id) => {
    const map = interfaceMaps[id]!;
    const drawn: string[] = [...(map.header.actions ?? []), ...(map.dialog ? [map.dialog.title, ...map.dialog.actions] : [])];
    for (const block of [...map.blocks, ...(map.dialog?.blocks ?? [])]) {
      if (block.type === 'toolbar') drawn.push(...(block.left ?? []), ...(block.right ?? []));
      if (block.type === 'tabs') drawn.push(...block.items);
      if (block.type === 'form') drawn.push(...block.fields.map((field) => field.label));
      if (block.type === 'table') drawn.push(...block.columns);
    }
    for (const section of map.aside?.sections ?? []) drawn.push(section.title, ...section.items);
    for (const group of map.subnav?.groups ?? []) drawn.push(...(group.heading ? [group.heading] : []), ...group.items);
    expect(drawn.filter((label) => !DRAWN_DATA.test(label) && !vocabulary.labels.has(label))).toEqual([]);
  });
});
