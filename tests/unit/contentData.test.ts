import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {latestRelease, releases} from '../../src/model/releases';
import {SITE_VERSION, releaseUpgrade} from '../../src/lib/content/releases';
import {webhookEvents} from '../../src/model/events';
import {defaultMiddlewares} from '../../src/model/middlewares';
import {installerFlags} from '../../src/model/cli';
import {formatReleaseDate, parseInline} from '../../src/lib/content/inlineMarkdown';

describe('the data sources of src/model', () => {
  it('holds the 15 releases of product.md, newest first, dated 2024-09 to 2024-12, and SITE_VERSION is the latest', () => {
    expect(releases.map((r) => r.version)).toEqual([
      '5.5.0',
      '5.4.2',
      '5.4.1',
      '5.4.0',
      '5.3.0',
      '5.2.0',
      '5.1.1',
      '5.1.0',
      '5.0.6',
      '5.0.5',
      '5.0.4',
      '5.0.3',
      '5.0.2',
      '5.0.1',
      '5.0.0',
    ]);
    for (const release of releases) expect(release.date >= '2024-09-01' && release.date <= '2024-12-31', release.version).toBe(true);
    expect(latestRelease).toBe(releases[0]);
    expect(SITE_VERSION).toBe(latestRelease.version);
  });

  it('puts the preview side editor in 5.4.0 behind its flag, and Content History compare in 5.5.0', () => {
    const find = (flag: string) => releases.find((r) => r.changes.some((c) => c.kind === 'new' && c.flag === flag))?.version;
    expect(find('future.unstablePreviewSideEditor')).toBe('5.4.0');
    expect(find('future.unstableContentHistoryCompare')).toBe('5.5.0');
  });

  it('has unique event names, middlewares and flags', () => {
    const unique = (list: string[]) => expect(new Set(list).size).toBe(list.length);
    unique(webhookEvents.map((e) => e.name));
    expect(webhookEvents.map((e) => e.name)).toContain('releases.publish');
    unique(defaultMiddlewares.map((m) => m.name));
    expect(defaultMiddlewares).toHaveLength(10);
    unique(installerFlags.map((f) => f.flag));
  });
});

describe('inline Markdown of data texts', () => {
  it('splits code spans and links from text', () => {
    expect(parseInline('Run `npm i pg`, see [Docs](/dev-docs/cli).')).toEqual([
      {type: 'text', text: 'Run '},
      {type: 'code', text: 'npm i pg'},
      {type: 'text', text: ', see '},
      {type: 'link', text: 'Docs', href: '/dev-docs/cli'},
      {type: 'text', text: '.'},
    ]);
  });

  it('formats release dates in the form the pages use', () => {
    expect(formatReleaseDate('2024-12-17')).toBe('17 December 2024');
    expect(formatReleaseDate('2024-09-03')).toBe('3 September 2024');
  });
});

describe('the upgrade command of each release', () => {
  it('uses only the commands the upgrade tool documents, and marks every release with a breaking change', () => {
    const page = fs.readFileSync(path.join(__dirname, '../../docs/dev-docs/upgrade-tool.mdx'), 'utf8');
    for (const release of releases) {
      const upgrade = releaseUpgrade(release.version);
      expect(page, release.version).toContain(upgrade.command);
      expect(upgrade.manualStep, release.version).toBe(release.changes.some((c) => c.kind === 'breaking'));
    }
    expect(releaseUpgrade('5.0.1')).toMatchObject({command: 'npx @tessera/upgrade patch', lands: '5.0.6', manualStep: true});
    expect(releaseUpgrade('5.3.0')).toMatchObject({command: 'npx @tessera/upgrade minor', manualStep: false});
    expect(releaseUpgrade('5.0.0').command).toBe('npx @tessera/upgrade major');
  });
});
