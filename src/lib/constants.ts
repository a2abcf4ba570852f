/** Facts of the product and constants of the specification, shared by config, components and tests. */
import {latestRelease} from '../data/releases';

/** The site documents the latest release (src/data/releases.ts). */
export const SITE_VERSION = latestRelease.version;
export const DOCS_VERSION_LABEL = 'Next';
export const MOBILE_BREAKPOINT_PX = 996;

export const IMAGE_ZOOM = {
  margin: 0,
  scrollOffsetPx: 40,
  scrollCloseDelayMs: 150,
  attachDelayMs: 1000,
} as const;

export const LOADING_BAR = {
  startDelayMs: 200,
  minimum: 0.08,
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;
