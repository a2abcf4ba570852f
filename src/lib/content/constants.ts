/**
 * Constants of the specification, shared by config, components and tests. No imports: the client modules of every
 * page read this file, so it must not pull data into the first-load script (the site's version is in src/lib/content/releases.ts).
 */

/** The label of the one docs version (the navbar's version dropdown, /status). */
export const DOCS_VERSION_LABEL = 'Next';

export const IMAGE_ZOOM = {
  margin: 0,
  scrollOffsetPx: 40,
  attachDelayMs: 1000,
} as const;

export const LOADING_BAR = {
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;
