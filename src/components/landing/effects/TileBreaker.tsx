/**
 * Tile Breaker, the landing page's easter egg, in a native modal <dialog> (Escape closes it and the page gets
 * focus back on the control that opened it). Loaded with a dynamic import; the rules are in
 * src/lib/landing/breakout.ts.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {createGame, describe, FIELD, step, toggle, type GameInput, type GameState} from '@site/src/lib/landing/breakout';
import styles from '../landing.module.css';

function draw(context: CanvasRenderingContext2D, game: GameState, colors: {ink: string; paper: string; accent: string}) {
  context.fillStyle = colors.paper;
  context.fillRect(0, 0, FIELD.width, FIELD.height);
  for (const brick of game.bricks) {
    if (!brick.alive) continue;
    context.fillStyle = brick.color;
    context.beginPath();
    context.roundRect(brick.x, brick.y, brick.w, brick.h, 3);
    context.fill();
  }
  context.fillStyle = colors.accent;
  context.beginPath();
  context.roundRect(game.paddle.x, game.paddle.y, game.paddle.w, game.paddle.h, 4);
  context.fill();
  context.fillStyle = colors.ink;
  context.beginPath();
  context.arc(game.ball.x, game.ball.y, game.ball.r, 0, Math.PI * 2);
  context.fill();
}

export default function TileBreaker({onClose}: {onClose: () => void}): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [initial] = useState(createGame);
  const gameRef = useRef<GameState>(initial);
  const inputRef = useRef<GameInput>({left: false, right: false});
  const [summary, setSummary] = useState(() => ({status: initial.status, text: describe(initial)}));

  useEffect(() => {
    const dialog = dialogRef.current;
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!dialog || !canvas || !context) return undefined;
    dialog.showModal();
    canvas.focus();
    const style = getComputedStyle(dialog);
    const colors = {
      ink: style.getPropertyValue('--landing-ink').trim() || '#1c1e21',
      paper: style.getPropertyValue('--landing-paper').trim() || '#ffffff',
      accent: style.getPropertyValue('--ifm-color-primary').trim() || '#4338ca',
    };
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const before = gameRef.current;
      const after = step(before, (now - last) / 1000, inputRef.current);
      inputRef.current = {...inputRef.current, pointerX: undefined};
      last = now;
      gameRef.current = after;
      if (after.status !== before.status || after.score !== before.score || after.lives !== before.lives) {
        setSummary({status: after.status, text: describe(after)});
      }
      draw(context, after, colors);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    // A hidden tab pauses the game (and the browser stops the frames).
    const onVisibility = () => {
      if (document.visibilityState !== 'visible' && gameRef.current.status === 'playing') {
        gameRef.current = toggle(gameRef.current);
        setSummary({status: gameRef.current.status, text: describe(gameRef.current)});
      }
      last = performance.now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
      if (dialog.open) dialog.close();
    };
  }, []);

  const serve = () => {
    gameRef.current = toggle(gameRef.current);
    setSummary({status: gameRef.current.status, text: describe(gameRef.current)});
  };

  const onKey = (event: React.KeyboardEvent, down: boolean) => {
    if (event.target instanceof HTMLButtonElement) return;
    const key = event.key.toLowerCase();
    if (key === 'arrowleft' || key === 'a') inputRef.current = {...inputRef.current, left: down};
    else if (key === 'arrowright' || key === 'd') inputRef.current = {...inputRef.current, right: down};
    else if ((key === ' ' || key === 'enter') && down) {
      if (!event.repeat) serve();
    } else return;
    event.preventDefault();
  };

  return (
    <dialog ref={dialogRef} className={styles.game} aria-labelledby="tile-breaker-title" data-game-state={summary.status} onClose={onClose}>
      <div className={styles.gameHeader}>
        <h2 id="tile-breaker-title">Tile Breaker</h2>
        <button type="button" className="button button--secondary button--sm" onClick={() => dialogRef.current?.close()}>
          Close
        </button>
      </div>
      <canvas
        ref={canvasRef}
        className={styles.gameField}
        width={FIELD.width}
        height={FIELD.height}
        tabIndex={0}
        role="img"
        aria-label="Game field: a paddle at the bottom, a ball, and rows of Tessera tiles at the top"
        onKeyDown={(event) => onKey(event, true)}
        onKeyUp={(event) => onKey(event, false)}
        onPointerMove={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          inputRef.current = {...inputRef.current, pointerX: ((event.clientX - rect.left) * FIELD.width) / rect.width};
        }}
        onClick={serve}
      />
      <p className={styles.gameStatus} aria-live="polite">
        {summary.text}
      </p>
      <p className={styles.gameHelp}>
        Move with the arrow keys, A and D, or the pointer. Space or a click serves and pauses. Escape closes the game.
      </p>
    </dialog>
  );
}
