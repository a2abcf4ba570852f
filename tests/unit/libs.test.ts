import {describe, expect, it} from 'vitest';
import {BADGES, isBadgeKind, versionBadge} from '../../src/model/badges';
import {buildQueryUrl, encodeQuery, parseQueryObject} from '../../src/lib/browser/queryString';
import {projectTree, treeLinks} from '../../src/lib/content/projectTree';
import {areaOfPath, groupDocsByArea} from '../../src/lib/content/docAreas';
import {summarizeAreas} from '../../src/lib/content/docsOverview';
import {createIdleQueue, type IdleDeadlineLike} from '../../src/framework/idle-prefetch/idleQueue';
import {requiredRoutes} from '../../checks/pages';

const routes = new Set(requiredRoutes());

describe('badges', () => {
  it('knows every badge of the toolkit', () => {
    for (const kind of [
      'alpha',
      'beta',
      'future',
      'enterprise',
      'growth',
      'cloud-free',
      'cloud-essential',
      'cloud-pro',
      'cloud-scale',
      'new',
      'updated',
    ]) {
      expect(isBadgeKind(kind)).toBe(true);
    }
    expect(isBadgeKind('platinum')).toBe(false);
    expect(BADGES.future.href).toBe('/dev-docs/configurations/features');
  });

  it('builds version badges and rejects malformed versions', () => {
    expect(versionBadge('5.3.0').label).toBe('5.3.0+');
    expect(() => versionBadge('5.3')).toThrow(/5\.3\.0/);
  });
});

describe('query string encoding', () => {
  it('encodes a known query object to the known string', () => {
    const query = {
      filters: {name: {$containsi: 'bistro'}},
      populate: ['address', 'categories'],
      fields: ['name'],
      sort: ['name:asc'],
      pagination: {page: 1, pageSize: 10},
      locale: 'en',
      status: 'published',
    };
    expect(buildQueryUrl('/api/restaurants', query)).toBe(
      '/api/restaurants?filters[name][$containsi]=bistro&populate[0]=address&populate[1]=categories&fields[0]=name' +
        '&sort[0]=name%3Aasc&pagination[page]=1&pagination[pageSize]=10&locale=en&status=published',
    );
    expect(buildQueryUrl('/api/homepage', {})).toBe('/api/homepage');
    expect(encodeQuery({populate: '*'})).toBe('populate=%2A');
  });

  it('parses object literals and JSON, and reports errors instead of throwing', () => {
    expect(parseQueryObject("{ populate: '*', }")).toEqual({ok: true, value: {populate: '*'}});
    expect(parseQueryObject('{"locale": "fr"}')).toEqual({ok: true, value: {locale: 'fr'}});
    expect(parseQueryObject('')).toEqual({ok: true, value: {}});
    expect(parseQueryObject('{ populate: ').ok).toBe(false);
    expect(parseQueryObject('[1, 2]').ok).toBe(false);
    expect(parseQueryObject('42').ok).toBe(false);
  });

  it('parses the query object as data (JSON5): comments allowed, code never evaluated, errors located', () => {
    expect(parseQueryObject("{ // the cover image\n populate: ['cover'], pagination: { page: 2 }, }")).toEqual({
      ok: true,
      value: {populate: ['cover'], pagination: {page: 2}},
    });
    const globalScope = globalThis as {tesseraPwned?: boolean};
    for (const code of [
      '(globalThis.tesseraPwned = true, {})',
      '{ a: (() => { globalThis.tesseraPwned = true })() }',
      '{ a: `x` }',
      '{ a: 1 + 1 }',
    ]) {
      expect(parseQueryObject(code).ok, code).toBe(false);
    }
    expect(globalScope.tesseraPwned).toBeUndefined();
    const broken = parseQueryObject("{\n  populate: ['cover'\n  sort: 1 }");
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.error).toMatch(/at 3:3$/);
    expect(broken.ok ? '' : broken.error).not.toContain('JSON5');
  });
});

describe('project tree', () => {
  it('links every documented file to a route of the site', () => {
    for (const language of ['js', 'ts'] as const) {
      const links = treeLinks(projectTree(language));
      expect(links.length).toBeGreaterThan(15);
      expect(links.filter((link) => !routes.has(link))).toEqual([]);
    }
  });

  it('uses the language extension and adds TypeScript-only files', () => {
    const ts = JSON.stringify(projectTree('ts'));
    const js = JSON.stringify(projectTree('js'));
    expect(ts).toContain('server.ts');
    expect(ts).toContain('tsconfig.json');
    expect(js).toContain('server.js');
    expect(js).not.toContain('tsconfig.json');
  });
});

describe('doc areas', () => {
  it('groups routes by area in a fixed order', () => {
    expect(areaOfPath('/cloud/intro')).toBe('cloud');
    expect(areaOfPath('/release-notes')).toBe('other');
    const groups = groupDocsByArea([{path: '/dev-docs/b'}, {path: '/user-docs/a'}, {path: '/dev-docs/a'}, {path: '/release-notes'}]);
    expect(groups.map((g) => g.area)).toEqual(['user-docs', 'dev-docs', 'other']);
    expect(groups[1]!.docs.map((d) => d.path)).toEqual(['/dev-docs/a', '/dev-docs/b']);
    expect(
      summarizeAreas([
        {title: 'a', description: '', permalink: '/cloud/a', words: 10},
        {title: 'b', description: '', permalink: '/cloud/b', words: 5},
      ]),
    ).toEqual([{area: 'cloud', pages: 2, words: 15}]);
  });
});

describe('createIdleQueue', () => {
  function harness(remaining: number[]) {
    const ran: number[] = [];
    const pending: ((deadline: IdleDeadlineLike) => void)[] = [];
    const queue = createIdleQueue<number>(
      (item) => ran.push(item),
      (callback) => pending.push(callback),
    );
    const idle = () => {
      const callback = pending.shift()!;
      let calls = 0;
      callback({timeRemaining: () => remaining[calls++] ?? 0});
    };
    return {queue, ran, pending, idle};
  }

  it('runs nothing until the browser is idle, and asks for one idle period for a burst', () => {
    const {queue, ran, pending} = harness([]);
    queue.push(1);
    queue.push(2);
    queue.push(3);
    expect(ran).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it('runs items while the idle period lasts, then asks for another period for the rest', () => {
    const {queue, ran, pending, idle} = harness([40, 39, 38, 3]);
    for (const item of [1, 2, 3, 4, 5]) queue.push(item);
    idle();
    expect(ran).toEqual([1, 2, 3]);
    expect(queue.size).toBe(2);
    expect(pending).toHaveLength(1);
  });

  it('stops after 5 ms of items in one idle period, however long the period is', () => {
    const {queue, ran, pending, idle} = harness([50, 48, 46, 44, 42]);
    for (const item of [1, 2, 3, 4, 5]) queue.push(item);
    idle();
    expect(ran).toEqual([1, 2, 3]);
    expect(pending).toHaveLength(1);
  });

  it('runs at least one item per idle period, even one with no time left', () => {
    const {queue, ran, idle} = harness([0]);
    queue.push(1);
    queue.push(2);
    idle();
    expect(ran).toEqual([1]);
    idle();
    expect(ran).toEqual([1, 2]);
    expect(queue.size).toBe(0);
  });
});
