/** Rules of the landing page's "What's new" carousel (WAI-ARIA carousel pattern), kept apart from React. */

/** Time a slide stays before the next one shows, while the carousel rotates. */
export const SLIDE_INTERVAL_MS = 7000;

/** The index `step` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface RotationInput {
  /** The reader has not pressed the pause control (and does not prefer reduced motion). */
  playing: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The tab is visible. */
  visible: boolean;
}

/** The carousel advances on its own only when nothing asks it to hold still. */
export function isRotating({playing, hovered, focused, visible}: RotationInput): boolean {
  return playing && !hovered && !focused && visible;
}

/** Screen readers hear slide changes only when the reader changes slides, never while it rotates. */
export function liveRegionMode(rotating: boolean): 'off' | 'polite' {
  return rotating ? 'off' : 'polite';
}

/** The accessible label of a slide: "2 of 3". */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
