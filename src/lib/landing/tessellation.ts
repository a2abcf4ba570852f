/**
 * The landing hero's particle field: a loose tessellation of small square tiles that drift, and lean away
 * from the pointer. Pure geometry here; drawing lives in src/components/landing/effects/particleField.ts.
 */

export interface Tile {
  /** Rest position, in CSS pixels. */
  x: number;
  y: number;
  size: number;
  /** Index into the palette. */
  tone: number;
  /** Phase of the slow drift, in radians. */
  phase: number;
}

/** A small deterministic pseudo-random generator (mulberry32), so a given size always gives the same field. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tiles on a jittered grid covering width x height; about one tile per `cell` square, fewer on small screens. */
export function createTiles(width: number, height: number, cell = 56, seed = 5): Tile[] {
  const next = random(seed);
  const tiles: Tile[] = [];
  for (let y = cell / 2; y < height; y += cell) {
    for (let x = cell / 2; x < width; x += cell) {
      if (next() < 0.45) continue; // leave gaps: a mosaic being laid, not a wall
      tiles.push({
        x: x + (next() - 0.5) * cell * 0.6,
        y: y + (next() - 0.5) * cell * 0.6,
        size: 6 + next() * 12,
        tone: Math.floor(next() * 3),
        phase: next() * Math.PI * 2,
      });
    }
  }
  return tiles;
}

export interface Placement {
  x: number;
  y: number;
  /** Rotation in radians. */
  angle: number;
  /** 0 (at rest) to 1 (right under the pointer). */
  lift: number;
}

/** Where a tile is drawn at time `t` (seconds), pushed away from the pointer within `radius`. */
export function place(tile: Tile, t: number, pointer: {x: number; y: number} | null, radius = 140): Placement {
  let x = tile.x + Math.sin(t * 0.4 + tile.phase) * 4;
  let y = tile.y + Math.cos(t * 0.3 + tile.phase) * 4;
  let lift = 0;
  if (pointer) {
    const dx = x - pointer.x;
    const dy = y - pointer.y;
    const distance = Math.hypot(dx, dy);
    if (distance < radius) {
      lift = 1 - distance / radius;
      const push = lift * lift * 36;
      const norm = distance || 1;
      x += (dx / norm) * push;
      y += (dy / norm) * push;
    }
  }
  return {x, y, angle: Math.sin(t * 0.2 + tile.phase) * 0.3 + lift * 0.8, lift};
}
