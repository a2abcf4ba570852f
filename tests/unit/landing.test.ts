import {describe, expect, it} from 'vitest';
import {isRotating, liveRegionMode, slideLabel, wrapIndex} from '../../src/lib/landing/carousel';
import {createGame, describe as describeGame, FIELD, step, toggle, type GameState} from '../../src/lib/landing/breakout';
import {createTiles, place} from '../../src/lib/landing/tessellation';
import {mainSections, mostUsedTags, releaseAnchor, type DocRef, type SidebarNode} from '../../src/lib/content/homeStart';
import {latestRelease, releases} from '../../src/model/releases';

describe('carousel rules', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
  });
  it('rotates only when playing, not hovered, not focused and visible', () => {
    expect(isRotating({playing: true, hovered: false, focused: false, visible: true})).toBe(true);
    expect(isRotating({playing: false, hovered: false, focused: false, visible: true})).toBe(false);
    expect(isRotating({playing: true, hovered: true, focused: false, visible: true})).toBe(false);
    expect(isRotating({playing: true, hovered: false, focused: true, visible: true})).toBe(false);
    expect(isRotating({playing: true, hovered: false, focused: false, visible: false})).toBe(false);
  });
  it('is silent while rotating and polite otherwise; labels slides "n of N"', () => {
    expect(liveRegionMode(true)).toBe('off');
    expect(liveRegionMode(false)).toBe('polite');
    expect(slideLabel(0, 3)).toBe('1 of 3');
  });
});

describe('Tile Breaker', () => {
  const run = (state: GameState, seconds: number, input = {left: false, right: false}) => {
    let current = state;
    for (let t = 0; t < seconds; t += 1 / 60) current = step(current, 1 / 60, input);
    return current;
  };

  it('keeps the ball on the paddle until served, and the paddle inside the field', () => {
    const game = run(createGame(), 3, {left: true, right: false});
    expect(game.status).toBe('ready');
    expect(game.paddle.x).toBe(0);
    expect(game.ball.x).toBe(game.paddle.w / 2);
  });

  it('serves, breaks tiles and counts them', () => {
    const served = toggle(createGame());
    expect(served.status).toBe('playing');
    expect(served.ball.vy).toBeLessThan(0);
    const later = run(served, 2);
    expect(later.score).toBeGreaterThan(0);
    expect(later.bricks.filter((brick) => !brick.alive)).toHaveLength(later.score);
  });

  it('loses a life when the ball falls past the paddle, and ends after the last one', () => {
    const falling = (lives: number): GameState => {
      const game = createGame();
      return {
        ...game,
        lives,
        status: 'playing',
        paddle: {...game.paddle, x: 0},
        ball: {x: FIELD.width - 20, y: FIELD.height, vx: 0, vy: 200, r: 6},
      };
    };
    const after = step(falling(3), 0.05, {left: false, right: false});
    expect(after.status).toBe('ready');
    expect(after.lives).toBe(2);
    expect(step(falling(1), 0.05, {left: false, right: false}).status).toBe('lost');
  });

  it('wins when every tile is down, and Space starts over', () => {
    const game = createGame();
    const last = game.bricks[0]!;
    const almost: GameState = {
      ...game,
      status: 'playing',
      bricks: game.bricks.map((brick, index) => ({...brick, alive: index === 0})),
      ball: {x: last.x + last.w / 2, y: last.y + last.h + 5, vx: 0, vy: -200, r: 6},
    };
    const won = step(almost, 0.02, {left: false, right: false});
    expect(won.status).toBe('won');
    expect(describeGame(won)).toMatch(/every tile is down/i);
    expect(toggle(won).status).toBe('ready');
  });

  it('pauses and resumes', () => {
    const paused = toggle(toggle(createGame()));
    expect(paused.status).toBe('paused');
    expect(step(paused, 1, {left: false, right: true})).toBe(paused);
    expect(toggle(paused).status).toBe('playing');
  });
});

describe('particle field', () => {
  it('is deterministic and covers the area', () => {
    const tiles = createTiles(800, 400);
    expect(createTiles(800, 400)).toEqual(tiles);
    expect(tiles.length).toBeGreaterThan(20);
    expect(tiles.every((tile) => tile.x > -40 && tile.x < 840 && tile.y > -40 && tile.y < 440)).toBe(true);
  });
  it('pushes tiles away from the pointer, and leaves far tiles alone', () => {
    const tile = {x: 100, y: 100, size: 10, tone: 0, phase: 0};
    const near = place(tile, 0, {x: 90, y: 100});
    const still = place(tile, 0, null);
    expect(near.x).toBeGreaterThan(still.x + 10);
    expect(near.lift).toBeGreaterThan(0.5);
    expect(place(tile, 0, {x: 900, y: 900})).toEqual(still);
  });
});

describe('home page data', () => {
  const docs = new Map<string, DocRef>([
    ['a/intro', {permalink: '/a/intro', title: 'Intro'}],
    ['a/guide/one', {permalink: '/a/guide/one', title: 'One'}],
    ['a/guide/two', {permalink: '/a/guide/two', title: 'Two'}],
    ['a/guide/index', {permalink: '/a/guide', title: 'Guide'}],
  ]);
  const sidebar: SidebarNode[] = [
    {type: 'doc', id: 'a/intro', label: 'Welcome'},
    {type: 'link', href: '/a/back', label: 'Back', className: 'sidebar-back-link'},
    {type: 'link', href: 'https://example.com', label: 'Outside'},
    {type: 'link', href: '/a/other-sidebar', label: 'Other sidebar'},
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'a/guide/index'},
      items: [
        {type: 'doc', id: 'a/guide/one'},
        {type: 'doc', id: 'a/guide/two'},
      ],
    },
    {type: 'category', label: 'Empty', items: [{type: 'doc', id: 'missing'}]},
  ];
  it('lists top-level entries with the page they open and their page count', () => {
    expect(mainSections(sidebar, docs)).toEqual([
      {label: 'Welcome', href: '/a/intro', pages: 1},
      {label: 'Other sidebar', href: '/a/other-sidebar', pages: 0},
      {label: 'Guides', href: '/a/guide', pages: 3},
    ]);
  });
  it('ranks tags by use', () => {
    const tag = (label: string) => ({label, permalink: `/tags/${label}`});
    const tags = mostUsedTags([{tags: [tag('b'), tag('a')]}, {tags: [tag('b')]}, {tags: [tag('c')]}], 2);
    expect(tags).toEqual([
      {label: 'b', permalink: '/tags/b', count: 2},
      {label: 'a', permalink: '/tags/a', count: 1},
    ]);
  });
  it('links a release to its heading', () => {
    expect(releaseAnchor('5.5.0')).toBe('5-5-0');
  });
});

describe('release data', () => {
  it('is newest first, and every new change has a title', () => {
    expect(latestRelease).toBe(releases[0]);
    const versions = releases.map((release) => release.version);
    expect([...versions].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}))).toEqual(versions);
    for (const change of releases.flatMap((release) => release.changes)) if (change.kind === 'new') expect(change.title).toBeTruthy();
  });
});
