/**
 * Interface maps: schematic drawings of admin-panel screens with numbered markers, drawn from the data in
 * src/model/interfaceMaps/. Pure functions: layout (regions and blocks to rectangles), SVG drawing for one colour
 * mode, and the Markdown text description. The InterfaceMap component and the Markdown twins call these.
 */
import {interfaceMaps} from '../../model/interfaceMaps';
import {NAV} from '../../model/interface';
import type {Block, InterfaceMapData} from '../../model/interfaceMaps/types';

export type {InterfaceMapData} from '../../model/interfaceMaps/types';

/** Every map shares one viewBox, so every map has the same aspect ratio and reserves its height before loading. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;
/** The SVG's intrinsic size is twice the viewBox, so the zoomed image can fill a large screen. */
export const MAP_INTRINSIC_SCALE = 2;

const NAV_W = 160;
const SUB_W = 184;
const ASIDE_W = 212;
const PAD = 24;
const GAP = 16;
const ROW = 40;
const BUTTON_H = 32;
const MARKER_R = 12;
const DIALOG_W = 520;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What a rectangle stands for; the colour of each kind comes from the palette. */
export type BoxKind =
  | 'canvas'
  | 'nav'
  | 'navActive'
  | 'surface'
  | 'button'
  | 'primary'
  | 'input'
  | 'tab'
  | 'tabActive'
  | 'placeholder'
  | 'check'
  | 'scrim'
  | 'frame';
export type TextKind = 'text' | 'muted' | 'onPrimary' | 'heading' | 'navActive';

export type Shape =
  | ({type: 'box'; kind: BoxKind} & Rect)
  | {type: 'text'; kind: TextKind; x: number; y: number; text: string; size: number; anchor?: 'start' | 'middle' | 'end'};

export interface MapLayout {
  shapes: Shape[];
  /** Element keys ("nav/Settings", "header/Save", "main/Name", "aside/Publish", "dialog/Continue"...) to rectangles. */
  elements: Map<string, Rect>;
  /** True when the blocks do not fit in the viewBox (a data error the unit tests catch). */
  overflow: boolean;
}

/** Approximate width of a label in the system sans-serif font: enough to size buttons and tabs. */
export function textWidth(text: string, size: number, bold = false): number {
  return Math.ceil([...text].length * size * (bold ? 0.62 : 0.56));
}

class Builder {
  shapes: Shape[] = [];
  elements = new Map<string, Rect>();
  overflow = false;

  box(kind: BoxKind, r: Rect, key?: string): Rect {
    this.shapes.push({type: 'box', kind, ...r});
    if (key && !this.elements.has(key)) this.elements.set(key, r);
    return r;
  }

  text(kind: TextKind, x: number, y: number, text: string, size = 13, anchor: 'start' | 'middle' | 'end' = 'start'): void {
    this.shapes.push({type: 'text', kind, x, y, text, size, anchor});
  }

  key(key: string, r: Rect): void {
    if (!this.elements.has(key)) this.elements.set(key, r);
  }

  button(label: string, x: number, y: number, primary: boolean, key: string): Rect {
    const w = textWidth(label, 13) + 24;
    const r = this.box(primary ? 'primary' : 'button', {x, y, w, h: BUTTON_H}, key);
    this.text(primary ? 'onPrimary' : 'text', x + w / 2, y + 21, label, 13, 'middle');
    return r;
  }

  /** Buttons laid out right to left, ending at `right`; the last label is the primary one when `primary`. */
  buttonsRight(labels: readonly string[], right: number, y: number, prefix: string, primary: boolean): void {
    let x = right;
    [...labels].reverse().forEach((label, i) => {
      const w = textWidth(label, 13) + 24;
      x -= w;
      this.button(label, x, y, primary && i === 0, `${prefix}/${label}`);
      x -= 8;
    });
  }
}

type FormField = {label: string; wide?: boolean; tall?: boolean};

/** The rows of a form: wide fields alone, others filling `columns` per row. */
export function formRows(block: {columns?: 1 | 2; fields: readonly FormField[]}): {fields: FormField[]; tall: boolean}[] {
  const cols = block.columns ?? 2;
  const rows: {fields: FormField[]; tall: boolean}[] = [];
  let current: FormField[] = [];
  const flush = (): void => {
    if (current.length) rows.push({fields: current, tall: current.some((f) => f.tall)});
    current = [];
  };
  for (const field of block.fields) {
    if (field.wide || cols === 1) {
      flush();
      current = [field];
      flush();
      continue;
    }
    current.push(field);
    if (current.length === cols) flush();
  }
  flush();
  return rows;
}

function blockHeight(block: Block, width: number, room: number): number {
  switch (block.type) {
    case 'toolbar':
    case 'tabs':
      return 36;
    case 'table':
      return ROW * (block.rows + 1);
    case 'form':
      return formRows(block).reduce((sum, row) => sum + (row.tall ? 126 : 64), 0) - 8;
    case 'list':
      return (block.title ? 26 : 0) + ROW * block.items.length;
    case 'grid': {
      const cols = block.columns ?? Math.max(1, Math.floor(width / 150));
      const tileH = block.tile === 'asset' ? 104 : 56;
      return (block.title ? 26 : 0) + Math.ceil(block.items.length / cols) * (tileH + 12) - 12;
    }
    case 'board':
      return Math.max(180, room);
    case 'matrix':
      return 32 * (block.rows.length + 1);
  }
}

function drawBlock(b: Builder, block: Block, x: number, y: number, width: number, height: number, prefix: string): void {
  switch (block.type) {
    case 'toolbar': {
      let cx = x;
      for (const label of block.left ?? []) {
        const r = b.button(label, cx, y + 2, false, `${prefix}/${label}`);
        cx += r.w + 8;
      }
      b.buttonsRight(block.right ?? [], x + width, y + 2, prefix, false);
      return;
    }
    case 'tabs': {
      let cx = x;
      block.items.forEach((label, i) => {
        const w = textWidth(label, 13) + 28;
        const active = i === (block.active ?? 0);
        b.box(active ? 'tabActive' : 'tab', {x: cx, y, w, h: 36}, `${prefix}/${label}`);
        b.text(active ? 'heading' : 'muted', cx + w / 2, y + 23, label, 13, 'middle');
        cx += w;
      });
      return;
    }
    case 'table': {
      b.box('surface', {x, y, w: width, h: height}, `${prefix}/table`);
      const actionW = block.actions ? block.actions.length * 30 + 12 : 0;
      const colW = (width - 40 - actionW) / block.columns.length;
      b.box('check', {x: x + 14, y: y + 13, w: 14, h: 14});
      block.columns.forEach((label, i) => {
        const cx = x + 40 + i * colW;
        b.key(`${prefix}/${label}`, {x: cx, y, w: colW, h: ROW});
        b.text('muted', cx, y + 25, label.toUpperCase(), 11);
      });
      for (let r = 0; r < block.rows; r += 1) {
        const ry = y + ROW * (r + 1);
        b.box('placeholder', {x: x + 1, y: ry, w: width - 2, h: 1});
        b.box('check', {x: x + 14, y: ry + 13, w: 14, h: 14});
        block.columns.forEach((_, i) => {
          const cx = x + 40 + i * colW;
          b.box('placeholder', {x: cx, y: ry + 15, w: Math.max(24, colW * (0.45 + ((r + i) % 3) * 0.12)), h: 10});
        });
        (block.actions ?? []).forEach((label, i) => {
          const ax = x + width - actionW + 6 + i * 30;
          const rect = b.box('button', {x: ax, y: ry + 8, w: 24, h: 24}, r === 0 ? `${prefix}/${label}` : undefined);
          b.text('text', rect.x + 12, ry + 25, [...label][0] ?? '', 12, 'middle'); // the first character, not half of an emoji's pair
        });
      }
      b.key(`${prefix}/rows`, {x, y: y + ROW, w: width, h: ROW * block.rows});
      return;
    }
    case 'form': {
      const cols = block.columns ?? 2;
      const colW = (width - (cols - 1) * 16) / cols;
      let cy = y;
      for (const row of formRows(block)) {
        row.fields.forEach((field, i) => {
          const wide = row.fields.length === 1 && (field.wide || cols === 1);
          const fx = wide ? x : x + i * (colW + 16);
          const fw = wide ? width : colW;
          const h = field.tall ? 96 : 36;
          b.text('text', fx, cy + 12, field.label, 12);
          b.box('input', {x: fx, y: cy + 18, w: fw, h});
          b.key(`${prefix}/${field.label}`, {x: fx, y: cy, w: fw, h: h + 18});
        });
        cy += row.tall ? 126 : 64;
      }
      return;
    }
    case 'list': {
      let cy = y;
      if (block.title) {
        b.text('heading', x, cy + 16, block.title, 13);
        b.key(`${prefix}/${block.title}`, {x, y, w: width, h: height});
        cy += 26;
      }
      block.items.forEach((label, i) => {
        const r = b.box('surface', {x, y: cy, w: width, h: ROW - 4}, `${prefix}/${label}`);
        b.text('text', x + 14, cy + 23, label, 13);
        let ax = r.x + r.w - 8;
        [...(block.actions ?? [])].reverse().forEach((action) => {
          const w = Math.max(24, textWidth(action, 12) + 14);
          ax -= w;
          b.box('button', {x: ax, y: cy + 6, w, h: 24}, i === 0 ? `${prefix}/${action}` : undefined);
          b.text('text', ax + w / 2, cy + 22, action, 12, 'middle');
          ax -= 6;
        });
        cy += ROW;
      });
      return;
    }
    case 'grid': {
      let cy = y;
      if (block.title) {
        b.text('heading', x, cy + 16, block.title, 13);
        b.key(`${prefix}/${block.title}`, {x, y, w: width, h: height});
        cy += 26;
      }
      const cols = block.columns ?? Math.max(1, Math.floor(width / 150));
      const tileW = (width - (cols - 1) * 12) / cols;
      const tileH = block.tile === 'asset' ? 104 : 56;
      block.items.forEach((label, i) => {
        const tx = x + (i % cols) * (tileW + 12);
        const ty = cy + Math.floor(i / cols) * (tileH + 12);
        b.box('surface', {x: tx, y: ty, w: tileW, h: tileH}, `${prefix}/${label}`);
        if (block.tile === 'asset') b.box('placeholder', {x: tx + 8, y: ty + 8, w: tileW - 16, h: tileH - 40});
        b.text('text', tx + 10, ty + tileH - 14, label, 12);
      });
      return;
    }
    case 'board': {
      const colW = (width - (block.columns.length - 1) * 12) / block.columns.length;
      block.columns.forEach((column, i) => {
        const cx = x + i * (colW + 12);
        b.box('surface', {x: cx, y, w: colW, h: height}, `${prefix}/${column.title}`);
        b.text('heading', cx + 10, y + 22, column.title, 12);
        for (let c = 0; c < column.cards; c += 1) {
          const card = b.box('canvas', {x: cx + 8, y: y + 36 + c * 56, w: colW - 16, h: 48});
          b.box('placeholder', {x: card.x + 8, y: card.y + 12, w: card.w * 0.7, h: 8});
          b.box('placeholder', {x: card.x + 8, y: card.y + 28, w: card.w * 0.4, h: 8});
        }
      });
      return;
    }
    case 'matrix': {
      b.box('surface', {x, y, w: width, h: height}, `${prefix}/matrix`);
      const labelW = Math.min(220, width * 0.34);
      const colW = (width - labelW) / block.columns.length;
      block.columns.forEach((label, i) => {
        const cx = x + labelW + i * colW;
        b.text('muted', cx + colW / 2, y + 21, label.toUpperCase(), 11, 'middle');
        b.key(`${prefix}/${label}`, {x: cx, y, w: colW, h: 32});
      });
      block.rows.forEach((label, r) => {
        const ry = y + 32 * (r + 1);
        b.text('text', x + 12, ry + 21, label, 13);
        b.key(`${prefix}/${label}`, {x, y: ry, w: width, h: 32});
        block.columns.forEach((_, i) => {
          b.box('check', {x: x + labelW + i * colW + colW / 2 - 7, y: ry + 9, w: 14, h: 14});
        });
      });
      return;
    }
  }
}

/** Stacks blocks from `y`; returns the y after the last one and flags overflow past `bottom`. */
function drawBlocks(b: Builder, blocks: readonly Block[], x: number, y: number, width: number, bottom: number, prefix: string): number {
  let cy = y;
  blocks.forEach((block, i) => {
    const fixed = blocks.slice(i + 1).reduce((sum, next) => sum + GAP + blockHeight(next, width, 0), 0);
    const h = blockHeight(block, width, bottom - cy - fixed);
    drawBlock(b, block, x, cy, width, h, prefix);
    cy += h + GAP;
  });
  if (cy - GAP > bottom) b.overflow = true;
  return cy - GAP;
}

/** Lays out one map: main navigation, optional sub-navigation, header, blocks, side panel, dialog. */
export function layoutInterfaceMap(map: InterfaceMapData): MapLayout {
  const b = new Builder();
  b.box('canvas', {x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT});

  // Main navigation.
  b.box('nav', {x: 0, y: 0, w: NAV_W, h: MAP_HEIGHT}, 'nav');
  b.text('heading', 16, 34, 'Tessera', 15);
  NAV.forEach((item, i) => {
    const y = 60 + i * 40;
    const active = item === map.nav;
    const r = b.box(active ? 'navActive' : 'nav', {x: 8, y, w: NAV_W - 16, h: 32}, `nav/${item}`);
    b.text(active ? 'navActive' : 'muted', r.x + 10, y + 21, item, 12);
  });

  let left = NAV_W;
  if (map.subnav) {
    const sub = map.subnav;
    b.box('surface', {x: NAV_W, y: 0, w: SUB_W, h: MAP_HEIGHT}, 'subnav');
    b.text('heading', NAV_W + 16, 34, sub.title, 14);
    let y = 56;
    // Long menus (Settings) get tighter rows so that they fit.
    const count = sub.groups.reduce((n, g) => n + g.items.length, 0);
    const step = count > 15 ? 24 : count > 13 ? 25 : 30;
    for (const group of sub.groups) {
      if (group.heading) {
        b.text('muted', NAV_W + 16, y + 14, group.heading.toUpperCase(), 11);
        b.key(`subnav/${group.heading}`, {x: NAV_W + 8, y, w: SUB_W - 16, h: 20});
        y += 22;
      }
      for (const item of group.items) {
        // `active` is an item, or "heading/item" when two groups share an item name (Settings has two "Roles").
        const active = item === sub.active || `${group.heading ?? ''}/${item}` === sub.active;
        const r = b.box(active ? 'navActive' : 'surface', {x: NAV_W + 8, y, w: SUB_W - 16, h: step - 2}, `subnav/${item}`);
        if (group.heading) b.key(`subnav/${group.heading}/${item}`, r);
        b.text(active ? 'navActive' : 'text', NAV_W + 18, y + step / 2 + 4, item, 12);
        y += step;
      }
      y += 8;
    }
    if (y > MAP_HEIGHT) b.overflow = true;
    left += SUB_W;
  }

  const x0 = left + PAD;
  const right = MAP_WIDTH - PAD;
  const mainRight = map.aside ? right - ASIDE_W - GAP : right;

  // Header: back link, title, status badge, actions.
  let y = PAD;
  if (map.header.back) {
    const label = typeof map.header.back === 'string' ? map.header.back : '← Back';
    b.text('muted', x0, y + 12, label, 12);
    b.key('header/back', {x: x0, y, w: textWidth(label, 12) + 8, h: 16});
    y += 22;
  }
  b.text('heading', x0, y + 24, map.header.title, 22);
  b.key('header/title', {x: x0, y, w: textWidth(map.header.title, 22, true), h: 32});
  if (map.header.status) {
    const sx = x0 + textWidth(map.header.title, 22, true) + 12;
    const w = textWidth(map.header.status, 11) + 16;
    b.box('tab', {x: sx, y: y + 8, w, h: 20}, 'header/status');
    b.text('muted', sx + w / 2, y + 22, map.header.status, 11, 'middle');
  }
  if (map.header.edit) {
    const ex = x0 + textWidth(map.header.title, 22, true) + (map.header.status ? textWidth(map.header.status, 11) + 40 : 12);
    b.button(map.header.edit, ex, y, false, `header/${map.header.edit}`);
  }
  b.buttonsRight(map.header.actions ?? [], right, y, 'header', true);
  y += 32 + 24;

  drawBlocks(b, map.blocks, x0, y, mainRight - x0, MAP_HEIGHT - PAD, 'main');

  if (map.aside) {
    let ay = y;
    const ax = right - ASIDE_W;
    for (const section of map.aside.sections) {
      const h = 34 + section.items.length * 40;
      b.box('surface', {x: ax, y: ay, w: ASIDE_W, h}, `aside/${section.title}`);
      b.text('muted', ax + 12, ay + 22, section.title.toUpperCase(), 11);
      section.items.forEach((item, i) => {
        const primary = item === section.primary;
        const r = b.box(primary ? 'primary' : 'button', {x: ax + 12, y: ay + 34 + i * 40, w: ASIDE_W - 24, h: BUTTON_H}, `aside/${item}`);
        b.text(primary ? 'onPrimary' : 'text', r.x + r.w / 2, r.y + 21, item, 13, 'middle');
      });
      ay += h + GAP;
    }
    if (ay - GAP > MAP_HEIGHT - PAD) b.overflow = true;
  }

  if (map.dialog) {
    const d = map.dialog;
    b.box('scrim', {x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT});
    const inner = DIALOG_W - 48;
    const contentH = d.blocks.reduce((sum, block) => sum + blockHeight(block, inner, 180) + GAP, 0);
    const h = 64 + contentH + 56;
    const dx = (MAP_WIDTH - DIALOG_W) / 2 + NAV_W / 2;
    const dy = Math.max(PAD, (MAP_HEIGHT - h) / 2);
    b.box('surface', {x: dx, y: dy, w: DIALOG_W, h}, 'dialog');
    b.text('heading', dx + 24, dy + 36, d.title, 17);
    b.key('dialog/title', {x: dx + 24, y: dy + 14, w: textWidth(d.title, 17), h: 28});
    drawBlocks(b, d.blocks, dx + 24, dy + 64, inner, dy + h - 56, 'dialog');
    const ay = dy + h - 48;
    if (d.actions.length > 1) b.button(d.actions[0]!, dx + 24, ay, false, `dialog/${d.actions[0]!}`);
    b.buttonsRight(d.actions.slice(d.actions.length > 1 ? 1 : 0), dx + DIALOG_W - 24, ay, 'dialog', true);
    if (dy + h > MAP_HEIGHT) b.overflow = true;
  }

  return {shapes: b.shapes, elements: b.elements, overflow: b.overflow};
}

/**
 * The colours of one colour mode: the site's Infima values (src/css/custom.css) for that mode. An <img> cannot read
 * CSS variables, so the values are copied here; the marker colours are those of ScreenshotNumber, so marker N on the
 * map and in the text look the same.
 */
export interface Palette {
  canvas: string;
  surface: string;
  nav: string;
  border: string;
  text: string;
  muted: string;
  primary: string;
  onPrimary: string;
  navActiveBg: string;
  navActiveText: string;
  placeholder: string;
  scrim: string;
  marker: string;
  onMarker: string;
  highlight: string;
}

export const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    canvas: '#f5f6f8',
    surface: '#ffffff',
    nav: '#ffffff',
    border: '#c4c6d0',
    text: '#1c1e21',
    muted: '#525560',
    primary: '#4338ca',
    onPrimary: '#ffffff',
    navActiveBg: '#ecebff',
    navActiveText: '#2f278d',
    placeholder: '#dcdde4',
    scrim: 'rgb(28 30 33 / 40%)',
    marker: '#c2410c',
    onMarker: '#ffffff',
    highlight: '#c2410c',
  },
  dark: {
    canvas: '#15161c',
    surface: '#1d1e26',
    nav: '#1d1e26',
    border: '#4b4d5c',
    text: '#e3e3e8',
    muted: '#b0b2bf',
    primary: '#a5a1ff',
    onPrimary: '#15161c',
    navActiveBg: '#2f2c5c',
    navActiveText: '#ecebff',
    placeholder: '#343643',
    scrim: 'rgb(0 0 0 / 55%)',
    marker: '#fdba74',
    onMarker: '#15161c',
    highlight: '#fdba74',
  },
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);
}

export function getInterfaceMap(id: string): InterfaceMapData {
  const map = interfaceMaps[id];
  if (!map) throw new Error(`Unknown interface map "${id}" (known: ${Object.keys(interfaceMaps).join(', ')})`);
  return map;
}

/** Where marker badges sit: on the top edge of their target, right of its label, kept inside the viewBox. */
export function markerPositions(
  map: InterfaceMapData,
  layout: MapLayout = layoutInterfaceMap(map),
): {n: number; cx: number; cy: number; target: Rect}[] {
  return map.markers.map((marker) => {
    const target = layout.elements.get(marker.target);
    if (!target) throw new Error(`Interface map "${map.title}": marker ${marker.n} targets unknown element "${marker.target}"`);
    const clamp = (v: number, max: number): number => Math.min(Math.max(v, MARKER_R + 2), max - MARKER_R - 2);
    // Wide targets (rows, tables) keep their right end free for row buttons: the badge sits further left.
    const cx = target.w > 260 ? target.x + target.w * 0.6 : target.x + target.w - 4;
    return {n: marker.n, cx: clamp(cx, MAP_WIDTH), cy: clamp(target.y + 2, MAP_HEIGHT), target};
  });
}

/** The SVG of one map in one colour mode. `highlight` outlines the targets of those marker numbers. */
export function interfaceMapSvg(map: InterfaceMapData, mode: 'light' | 'dark', highlight: readonly number[] = []): string {
  const p = PALETTES[mode];
  const layout = layoutInterfaceMap(map);
  const fills: Record<BoxKind, [string, string | null]> = {
    canvas: [p.canvas, null],
    nav: [p.nav, null],
    navActive: [p.navActiveBg, null],
    surface: [p.surface, p.border],
    button: [p.surface, p.border],
    primary: [p.primary, null],
    input: [p.surface, p.border],
    tab: [p.canvas, p.border],
    tabActive: [p.surface, p.primary],
    placeholder: [p.placeholder, null],
    check: [p.surface, p.muted],
    scrim: [p.scrim, null],
    frame: ['none', p.border],
  };
  const textFill: Record<TextKind, string> = {
    text: p.text,
    muted: p.muted,
    onPrimary: p.onPrimary,
    heading: p.text,
    navActive: p.navActiveText,
  };
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH * MAP_INTRINSIC_SCALE}" height="${MAP_HEIGHT * MAP_INTRINSIC_SCALE}" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif">`,
    `<title>${escapeXml(`Interface map (schematic): ${map.title}`)}</title>`,
  );
  for (const s of layout.shapes) {
    if (s.type === 'box') {
      const [fill, stroke] = fills[s.kind];
      const radius = s.kind === 'canvas' || s.kind === 'scrim' || s.kind === 'placeholder' ? 0 : s.kind === 'check' ? 3 : 6;
      out.push(
        `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${radius}" fill="${fill}"${stroke ? ` stroke="${stroke}"` : ''}${s.kind === 'tabActive' ? ' stroke-width="2"' : ''}/>`,
      );
    } else {
      const weight = s.kind === 'heading' || s.kind === 'onPrimary' || s.kind === 'navActive' ? ' font-weight="600"' : '';
      const anchor = s.anchor && s.anchor !== 'start' ? ` text-anchor="${s.anchor}"` : '';
      out.push(
        `<text x="${s.x}" y="${s.y}" font-size="${s.size}" fill="${textFill[s.kind]}"${weight}${anchor}>${escapeXml(s.text)}</text>`,
      );
    }
  }
  // Schematic frame and tag: a diagram, not a screenshot.
  out.push(
    `<rect x="1" y="1" width="${MAP_WIDTH - 2}" height="${MAP_HEIGHT - 2}" fill="none" stroke="${p.muted}" stroke-dasharray="8 6" stroke-width="2"/>`,
  );
  const markers = markerPositions(map, layout);
  for (const m of markers) {
    if (!highlight.includes(m.n)) continue;
    const t = m.target;
    out.push(
      `<rect x="${t.x - 3}" y="${t.y - 3}" width="${t.w + 6}" height="${t.h + 6}" rx="8" fill="none" stroke="${p.highlight}" stroke-width="3"/>`,
    );
  }
  for (const m of markers) {
    out.push(
      `<circle cx="${m.cx}" cy="${m.cy}" r="${MARKER_R}" fill="${p.marker}" stroke="${p.surface}" stroke-width="2"/>`,
      `<text x="${m.cx}" y="${m.cy + 4.5}" font-size="13" font-weight="700" text-anchor="middle" fill="${p.onMarker}">${m.n}</text>`,
    );
  }
  const tag = 'Schematic map, not a screenshot';
  const tagW = textWidth(tag, 11) + 16;
  out.push(
    `<rect x="${MAP_WIDTH - tagW - 8}" y="${MAP_HEIGHT - 28}" width="${tagW}" height="20" rx="4" fill="${p.surface}" stroke="${p.border}"/>`,
    `<text x="${MAP_WIDTH - tagW / 2 - 8}" y="${MAP_HEIGHT - 14}" font-size="11" text-anchor="middle" fill="${p.muted}">${tag}</text>`,
    '</svg>',
  );
  return out.join('');
}

/**
 * A compact `data:` URL for an SVG string (only the characters that need it are escaped). A URL holds no raw space
 * (HTML's `src` must be a valid URL), so runs of whitespace become one `%20`.
 */
export function svgDataUrl(svg: string): string {
  const body = svg
    .replace(/"/g, "'")
    .replace(/%/g, '%25')
    .replace(/#/g, '%23')
    .replace(/</g, '%3C')
    .replace(/>/g, '%3E')
    .replace(/\s+/g, '%20');
  return `data:image/svg+xml,${body}`;
}

/** The regions a reader finds on the screen, in reading order, for the text description. */
export function interfaceMapRegions(map: InterfaceMapData): string[] {
  const regions = [`Main navigation, with **${map.nav}** selected`];
  if (map.subnav) {
    const items = map.subnav.groups.flatMap((g) => g.items);
    regions.push(
      `${map.subnav.title} sub-navigation: ${items.join(', ')}${map.subnav.active ? ` (**${map.subnav.active}** selected)` : ''}`,
    );
  }
  const actions = map.header.actions?.length ? `, with the buttons ${map.header.actions.map((a) => `**${a}**`).join(', ')}` : '';
  const edit = map.header.edit ? `, **${map.header.edit}** next to it` : '';
  regions.push(`Header: **${map.header.title}**${map.header.status ? ` (${map.header.status})` : ''}${edit}${actions}`);
  const describe = (block: Block): string => {
    switch (block.type) {
      case 'toolbar':
        return `Toolbar: ${[...(block.left ?? []), ...(block.right ?? [])].join(', ')}`;
      case 'tabs':
        return `Tabs: ${block.items.join(', ')}`;
      case 'table':
        return `Table with the columns ${block.columns.join(', ')}${block.actions ? `; row actions ${block.actions.join(', ')}` : ''}`;
      case 'form':
        return `Form fields: ${block.fields.map((f) => f.label).join(', ')}`;
      case 'list':
        return `${block.title ?? 'List'}: ${block.items.join(', ')}${block.actions ? ` (each with ${block.actions.join(', ')})` : ''}`;
      case 'grid':
        return `${block.title ?? 'Tiles'}: ${block.items.join(', ')}`;
      case 'board':
        return `Board columns: ${block.columns.map((c) => c.title).join(', ')}`;
      case 'matrix':
        return `Check boxes for ${block.rows.join(', ')} against ${block.columns.join(', ')}`;
    }
  };
  regions.push(...map.blocks.map(describe));
  if (map.aside) regions.push(...map.aside.sections.map((s) => `Side panel, ${s.title}: ${s.items.join(', ')}`));
  if (map.dialog) {
    regions.push(
      `Dialog **${map.dialog.title}**: ${map.dialog.blocks.map(describe).join('; ')}; buttons ${map.dialog.actions.map((a) => `**${a}**`).join(', ')}`,
    );
  }
  return regions;
}

/** How the text description of a map opens, in bold: the label check knows the map's text by it. */
export const INTERFACE_MAP_HEADING = 'Interface map: ';

/** The map's text description in Markdown: screen name, regions, numbered markers (for the Markdown twins). */
export function interfaceMapText(id: string): string {
  const map = getInterfaceMap(id);
  const lines = [
    `**${INTERFACE_MAP_HEADING}${map.title}** (schematic drawing of the admin panel)`,
    '',
    map.description,
    '',
    ...interfaceMapRegions(map).map((r) => `- ${r}`),
    '',
    'Numbered markers:',
    '',
    ...[...map.markers].sort((a, b) => a.n - b.n).map((m) => `${m.n}. ${m.label}`),
  ];
  return lines.join('\n');
}
