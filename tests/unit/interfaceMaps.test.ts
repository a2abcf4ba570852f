import {describe, expect, it} from 'vitest';
import {interfaceMaps} from '../../src/model/interfaceMaps';
import {NAV} from '../../src/model/interface';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  PALETTES,
  formRows,
  interfaceMapSvg,
  interfaceMapText,
  layoutInterfaceMap,
  markerPositions,
  svgDataUrl,
} from '../../src/lib/content/interfaceMaps';

/** WCAG contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const lum = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const ids = Object.keys(interfaceMaps);

describe('interface map data', () => {
  it.each(ids)('%s: lays out inside the viewBox, markers numbered 1..n and all resolved', (id) => {
    const map = interfaceMaps[id]!;
    const layout = layoutInterfaceMap(map);
    expect(layout.overflow).toBe(false);
    expect(map.markers.map((m) => m.n)).toEqual(map.markers.map((_, i) => i + 1));
    expect(NAV).toContain(map.nav);
    for (const m of markerPositions(map, layout)) {
      expect(m.cx).toBeGreaterThan(0);
      expect(m.cx).toBeLessThan(MAP_WIDTH);
      expect(m.cy).toBeLessThan(MAP_HEIGHT);
    }
    for (const shape of layout.shapes) {
      if (shape.type === 'box') {
        expect(shape.x + shape.w, `${id}: box at ${shape.x},${shape.y}`).toBeLessThanOrEqual(MAP_WIDTH);
        expect(shape.y + shape.h, `${id}: box at ${shape.x},${shape.y}`).toBeLessThanOrEqual(MAP_HEIGHT);
      }
    }
  });

  it('ids are unique lowercase slugs and titles are unique', () => {
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = ids.map((id) => interfaceMaps[id]!.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('the text description names the screen, every region and every marker', () => {
    for (const id of ids) {
      const map = interfaceMaps[id]!;
      const text = interfaceMapText(id);
      expect(text).toContain(map.title);
      expect(text).toContain(map.header.title);
      for (const m of map.markers) expect(text).toContain(`${m.n}. ${m.label}`);
      if (map.dialog) expect(text).toContain(map.dialog.title);
    }
    expect(() => interfaceMapText('no-such-map')).toThrow(/Unknown interface map/);
  });

  it('an unknown marker target is an error', () => {
    const map = {...interfaceMaps[ids[0]!]!, markers: [{n: 1, target: 'main/Nope', label: 'x'}]};
    expect(() => markerPositions(map)).toThrow(/unknown element "main\/Nope"/);
  });
});

describe('interface map drawing', () => {
  it('draws a titled SVG per colour mode, with one badge per marker', () => {
    const map = interfaceMaps['content-manager-list']!;
    const light = interfaceMapSvg(map, 'light');
    const dark = interfaceMapSvg(map, 'dark');
    expect(light).toContain(`<title>Interface map (schematic): ${map.title}</title>`);
    expect(light).toContain(PALETTES.light.marker);
    expect(dark).toContain(PALETTES.dark.marker);
    expect(light.match(/<circle /g)).toHaveLength(map.markers.length);
    expect(light).toContain('Schematic map, not a screenshot');
    expect(interfaceMapSvg(map, 'light', [3])).not.toBe(light);
  });

  it("every map draws whole characters (a row action of one emoji, such as Audit Logs' 👁, is not cut in half)", () => {
    const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    for (const map of Object.values(interfaceMaps)) expect(loneSurrogate.test(interfaceMapSvg(map, 'light')), map.title).toBe(false);
    expect(interfaceMapSvg(interfaceMaps['settings-audit-logs']!, 'light')).toContain('>👁</text>');
  });

  it('the data URL keeps the SVG decodable', () => {
    const svg = interfaceMapSvg(interfaceMaps['content-manager-edit']!, 'dark');
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[<>#"\s]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'").replace(/\s+/g, ' '));
  });

  it.each(['light', 'dark'] as const)('%s palette: text pairs reach 4.5:1', (mode) => {
    const p = PALETTES[mode];
    const pairs: [string, string][] = [
      [p.text, p.surface],
      [p.text, p.canvas],
      [p.muted, p.surface],
      [p.muted, p.canvas],
      [p.onPrimary, p.primary],
      [p.navActiveText, p.navActiveBg],
      [p.onMarker, p.marker],
    ];
    for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('forms put wide fields on their own row', () => {
    const rows = formRows({fields: [{label: 'a'}, {label: 'b', wide: true}, {label: 'c'}, {label: 'd', tall: true}, {label: 'e'}]});
    expect(rows.map((r) => r.fields.map((f) => f.label))).toEqual([['a'], ['b'], ['c', 'd'], ['e']]);
    expect(rows.map((r) => r.tall)).toEqual([false, false, true, false]);
  });
});
