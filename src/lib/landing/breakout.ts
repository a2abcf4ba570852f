/**
 * Tile Breaker, the landing page's easter egg: a breakout game whose bricks are Tessera's tiles.
 * Pure game state and physics (no DOM), stepped by the canvas module in src/components/landing/effects.
 */

export const FIELD = {width: 480, height: 320} as const;
/** The logo's tile colours, light to dark row by row. */
export const TILE_COLORS = ['#4338ca', '#6d66e6', '#a5a1ff', '#6d66e6'] as const;

export interface Brick {
  x: number;
  y: number;
  w: number;
  h: number;
  color: string;
  alive: boolean;
}

export type GameStatus = 'ready' | 'playing' | 'paused' | 'won' | 'lost';

export interface GameState {
  status: GameStatus;
  paddle: {x: number; y: number; w: number; h: number};
  ball: {x: number; y: number; vx: number; vy: number; r: number};
  bricks: Brick[];
  score: number;
  lives: number;
}

export interface GameInput {
  left: boolean;
  right: boolean;
  /** Pointer position on the field's x axis, when the pointer moved since the last step. */
  pointerX?: number;
}

const PADDLE_SPEED = 420; // px per second
const BALL_SPEED = 260;
const ROWS = 4;
const COLUMNS = 8;

export function createBricks(): Brick[] {
  const gap = 6;
  const top = 36;
  const side = 16;
  const w = (FIELD.width - side * 2 - gap * (COLUMNS - 1)) / COLUMNS;
  const h = 16;
  const bricks: Brick[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      bricks.push({
        x: side + column * (w + gap),
        y: top + row * (h + gap),
        w,
        h,
        color: TILE_COLORS[(row + column) % TILE_COLORS.length]!,
        alive: true,
      });
    }
  }
  return bricks;
}

function ballOnPaddle(paddle: GameState['paddle']): GameState['ball'] {
  return {x: paddle.x + paddle.w / 2, y: paddle.y - 7, vx: 0, vy: 0, r: 6};
}

export function createGame(): GameState {
  const paddle = {x: FIELD.width / 2 - 40, y: FIELD.height - 24, w: 80, h: 10};
  return {status: 'ready', paddle, ball: ballOnPaddle(paddle), bricks: createBricks(), score: 0, lives: 3};
}

/** Space, a click or a tap: serve the ball, pause, resume, or start over after the game ended. */
export function toggle(state: GameState): GameState {
  switch (state.status) {
    case 'ready':
      return {...state, status: 'playing', ball: {...state.ball, vx: BALL_SPEED * 0.6, vy: -BALL_SPEED * 0.8}};
    case 'playing':
      return {...state, status: 'paused'};
    case 'paused':
      return {...state, status: 'playing'};
    default:
      return createGame();
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Advances the game by `dt` seconds. */
export function step(state: GameState, dt: number, input: GameInput): GameState {
  if (state.status === 'paused' || state.status === 'won' || state.status === 'lost') return state;
  const seconds = Math.min(dt, 0.05); // a long frame (a background tab) must not tunnel the ball through a brick
  let paddleX = state.paddle.x;
  if (input.pointerX !== undefined) paddleX = input.pointerX - state.paddle.w / 2;
  if (input.left) paddleX -= PADDLE_SPEED * seconds;
  if (input.right) paddleX += PADDLE_SPEED * seconds;
  const paddle = {...state.paddle, x: clamp(paddleX, 0, FIELD.width - state.paddle.w)};
  if (state.status === 'ready') return {...state, paddle, ball: ballOnPaddle(paddle)};

  let {x, y, vx, vy} = state.ball;
  const {r} = state.ball;
  x += vx * seconds;
  y += vy * seconds;
  if (x - r < 0) [x, vx] = [r, Math.abs(vx)];
  if (x + r > FIELD.width) [x, vx] = [FIELD.width - r, -Math.abs(vx)];
  if (y - r < 0) [y, vy] = [r, Math.abs(vy)];

  // The paddle sends the ball back at an angle that depends on where it was hit.
  if (vy > 0 && y + r >= paddle.y && y - r <= paddle.y + paddle.h && x >= paddle.x - r && x <= paddle.x + paddle.w + r) {
    const offset = clamp((x - (paddle.x + paddle.w / 2)) / (paddle.w / 2), -1, 1);
    const speed = Math.hypot(vx, vy);
    const angle = offset * (Math.PI / 3);
    vx = speed * Math.sin(angle);
    vy = -speed * Math.cos(angle);
    y = paddle.y - r;
  }

  let score = state.score;
  const bricks = state.bricks.map((brick) => {
    if (!brick.alive) return brick;
    const nearestX = clamp(x, brick.x, brick.x + brick.w);
    const nearestY = clamp(y, brick.y, brick.y + brick.h);
    if ((x - nearestX) ** 2 + (y - nearestY) ** 2 > r * r) return brick;
    // Bounce on the axis with the smaller overlap.
    const overlapX = Math.min(x + r - brick.x, brick.x + brick.w - (x - r));
    const overlapY = Math.min(y + r - brick.y, brick.y + brick.h - (y - r));
    if (overlapX < overlapY) vx = -vx;
    else vy = -vy;
    score += 1;
    return {...brick, alive: false};
  });

  if (bricks.every((brick) => !brick.alive)) {
    return {...state, status: 'won', paddle, bricks, score, ball: {x, y, vx: 0, vy: 0, r}};
  }
  if (y - r > FIELD.height) {
    const lives = state.lives - 1;
    return {...state, status: lives > 0 ? 'ready' : 'lost', paddle, bricks, score, lives, ball: ballOnPaddle(paddle)};
  }
  return {...state, paddle, bricks, score, ball: {x, y, vx, vy, r}};
}

/** What the game's status line says (read by screen readers as a polite live region). */
export function describe(state: GameState): string {
  const tally = `Score ${state.score}, ${state.lives} ${state.lives === 1 ? 'life' : 'lives'} left.`;
  switch (state.status) {
    case 'ready':
      return `${tally} Press Space or click to serve.`;
    case 'playing':
      return tally;
    case 'paused':
      return `${tally} Paused: press Space to resume.`;
    case 'won':
      return `Every tile is down: you scored ${state.score}. Press Space to play again.`;
    default:
      return `Game over with ${state.score} tiles. Press Space to play again.`;
  }
}
