/**
 * The landing hero's tessellation particle field, drawn on a canvas behind the hero's text. Loaded with a
 * dynamic import once the page is idle (see LandingEffects), never under reduced motion. It sleeps while the
 * tab is hidden or the hero is scrolled out of view. State is exposed as the canvas's data-particles attribute.
 */
import {createTiles, place, type Tile} from '@site/src/lib/landing/tessellation';

export interface ParticleField {
  stop(): void;
}

function palette(host: HTMLElement): string[] {
  const style = getComputedStyle(host);
  return ['--landing-tile-1', '--landing-tile-2', '--landing-tile-3'].map((name) => style.getPropertyValue(name).trim() || '#6d66e6');
}

export function startParticleField(canvas: HTMLCanvasElement, host: HTMLElement): ParticleField {
  const context = canvas.getContext('2d');
  if (!context) {
    canvas.dataset.particles = 'off';
    return {stop() {}};
  }
  let tiles: Tile[] = [];
  let width = 0;
  let height = 0;
  let colors = palette(host);
  let pointer: {x: number; y: number} | null = null;
  let frame = 0;
  let onScreen = true;
  const started = performance.now();

  const resize = () => {
    const rect = host.getBoundingClientRect();
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    width = rect.width;
    height = rect.height;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    tiles = createTiles(width, height, width < 600 ? 72 : 56);
  };

  const draw = (now: number) => {
    frame = 0;
    const t = (now - started) / 1000;
    context.clearRect(0, 0, width, height);
    for (const tile of tiles) {
      const {x, y, angle, lift} = place(tile, t, pointer);
      context.save();
      context.translate(x, y);
      context.rotate(angle);
      context.globalAlpha = 0.22 + lift * 0.55;
      context.fillStyle = colors[tile.tone] ?? colors[0]!;
      const size = tile.size * (1 + lift * 0.5);
      context.beginPath();
      context.roundRect(-size / 2, -size / 2, size, size, size / 5);
      context.fill();
      context.restore();
    }
    schedule();
  };

  const schedule = () => {
    const running = onScreen && document.visibilityState === 'visible';
    canvas.dataset.particles = running ? 'running' : 'paused';
    if (running && !frame) frame = requestAnimationFrame(draw);
  };

  const onPointerMove = (event: PointerEvent) => {
    const rect = host.getBoundingClientRect();
    pointer = {x: event.clientX - rect.left, y: event.clientY - rect.top};
  };
  const onPointerLeave = () => {
    pointer = null;
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'visible' && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    schedule();
  };

  const resizeObserver = new ResizeObserver(resize);
  resizeObserver.observe(host);
  const visibilityObserver = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    if (!onScreen && frame) {
      cancelAnimationFrame(frame);
      frame = 0;
    }
    schedule();
  });
  visibilityObserver.observe(host);
  // Colours are CSS variables that change with the colour mode.
  const themeObserver = new MutationObserver(() => {
    colors = palette(host);
  });
  themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  host.addEventListener('pointermove', onPointerMove, {passive: true});
  host.addEventListener('pointerleave', onPointerLeave, {passive: true});
  document.addEventListener('visibilitychange', onVisibility);
  resize();
  schedule();

  return {
    stop() {
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      resizeObserver.disconnect();
      visibilityObserver.disconnect();
      themeObserver.disconnect();
      host.removeEventListener('pointermove', onPointerMove);
      host.removeEventListener('pointerleave', onPointerLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      context.clearRect(0, 0, width, height);
      canvas.dataset.particles = 'off';
    },
  };
}
