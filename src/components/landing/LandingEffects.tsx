import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import {useReducedMotion, whenIdleAfterLoad} from './motion';
import styles from './landing.module.css';

type Game = ComponentType<{onClose: () => void}>;

const loadGame = () => import(/* webpackChunkName: "landing-tile-breaker" */ './effects/TileBreaker').then((module) => module.default);

/**
 * The landing page's local interactive scripts: the hero's particle field and the Tile Breaker easter egg.
 * Both are separate chunks fetched once the page has loaded and the browser is idle, only on this page, and
 * neither runs when the reader prefers reduced motion. Nothing here takes space in the layout.
 */
export default function LandingEffects({
  host,
  canvas,
}: {
  host: RefObject<HTMLElement | null>;
  canvas: RefObject<HTMLCanvasElement | null>;
}): ReactNode {
  const reducedMotion = useReducedMotion();
  const [game, setGame] = useState<{Component: Game} | null>(null);
  const [playing, setPlaying] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const field = canvas.current;
    const hero = host.current;
    // Under reduced motion the Hero marks the canvas data-particles="off" and nothing is loaded.
    if (!field || !hero || reducedMotion !== false) return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    const cancel = whenIdleAfterLoad(() => {
      void loadGame(); // ready before the reader finds its control
      void import(/* webpackChunkName: "landing-particles" */ './effects/particleField').then(({startParticleField}) => {
        if (!stopped) stop = startParticleField(field, hero).stop;
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [reducedMotion, canvas, host]);

  const open = useCallback(() => {
    void loadGame().then((Component) => {
      setGame({Component});
      setPlaying(true);
    });
  }, []);

  const close = useCallback(() => {
    setPlaying(false);
    triggerRef.current?.focus();
  }, []);

  if (reducedMotion !== false) return null;
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.gameTrigger}
        aria-haspopup="dialog"
        aria-label="Play Tile Breaker"
        title="Play Tile Breaker"
        onMouseEnter={() => void loadGame()}
        onFocus={() => void loadGame()}
        onClick={open}>
        <svg viewBox="0 0 32 32" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="13" height="13" rx="2" className={styles.tile1} />
          <rect x="17" y="2" width="13" height="13" rx="2" className={styles.tile2} />
          <rect x="2" y="17" width="13" height="13" rx="2" className={styles.tile2} />
          <rect x="17" y="17" width="13" height="13" rx="2" className={styles.tile3} />
        </svg>
      </button>
      {playing && game && <game.Component onClose={close} />}
    </>
  );
}
